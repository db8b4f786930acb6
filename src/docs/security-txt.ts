import { now } from '../anchors/clock.ts';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * Expires: a year from today's date (UTC midnight), so the file stays the same all day (one ETag)
 * and is always less than a year ahead, as RFC 9116 §2.5.5 recommends.
 */
export function expiresOf(at: Date): string {
  return new Date(Date.UTC(at.getUTCFullYear() + 1, at.getUTCMonth(), at.getUTCDate())).toISOString();
}

/** `/.well-known/security.txt` (RFC 9116) for a contact (SECURITY_CONTACT) and the public origin. */
export function securityText(contact: string, origin: string): string {
  return `# How to report a security vulnerability in this Tangible Wealth service.
Contact: ${contact}
Expires: ${expiresOf(now())}
Canonical: ${origin}${SECURITY_TXT_PATH}
Preferred-Languages: en
`;
}
