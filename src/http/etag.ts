import { hash } from 'node:crypto';

/**
 * A strong entity tag for a body: its SHA-256, shortened to 22 base64url characters (132 bits), so
 * that the same bytes always get the same tag, in every worker and after every restart.
 */
export function entityTag(body: Buffer | string): string {
  // The one-shot hash: no Hash object per answer, which matters for every newly computed REST answer.
  return `"${hash('sha256', body, 'base64url').slice(0, 22)}"`;
}

/**
 * Whether an If-None-Match header names this tag (RFC 9110 §13.1.2): `*`, or a comma-separated list
 * of tags compared weakly (a `W/` prefix is ignored), so a cache that holds a weakened copy still
 * revalidates. A header that is not a list of tags matches nothing.
 */
export function noneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header === tag) return true;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const candidate = part.trim();
    if ((candidate.startsWith('W/') ? candidate.slice(2) : candidate) === tag) return true;
  }
  return false;
}

/**
 * Whether an If-Match header lets the request go on (RFC 9110 §13.1.1): `*` (the answer exists), or
 * a comma-separated list naming this tag by strong comparison, so a weak `W/` tag never matches.
 */
export function ifMatch(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((part) => part.trim() === tag);
}
