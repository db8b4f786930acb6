import { isIPv4, isIPv6 } from 'node:net';

/** A host name is at most 253 characters; with `[…]` and `:65535` no authority is longer. */
const MAX_AUTHORITY_LENGTH = 261;

/** `host`, `[ipv6]`, each with an optional `:port`. */
const AUTHORITY = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/;

/**
 * A DNS name: dot-separated labels of 1 to 63 letters, digits, hyphens or underscores (container
 * names such as `web_1` use them), neither starting nor ending with a hyphen; a trailing dot allowed.
 */
const HOST_NAME = /^(?!-)[A-Za-z0-9_-]{1,63}(?<!-)(?:\.(?!-)[A-Za-z0-9_-]{1,63}(?<!-))*\.?$/;

/** A last label of digits makes a name an IPv4 address to a URL parser (`1.2.3`, `0x7f.1`): only a dotted quad is one. */
const NUMERIC_LAST_LABEL = /(?:^|\.)(?:\d+|0x[\da-f]*)\.?$/i;

function validHost(host: string): boolean {
  if (host.startsWith('[')) return isIPv6(host.slice(1, -1));
  if (!HOST_NAME.test(host) || host.length > 253) return false;
  return !NUMERIC_LAST_LABEL.test(host) || isIPv4(host);
}

/**
 * Whether a Host header (or a trusted X-Forwarded-Host) is a host as RFC 9110 §7.2 has it: a host
 * name, an IPv4 address or a bracketed IPv6 address, with an optional port from 1 to 65535. Anything
 * else (`a"b`, `x.com:0`, `x:`, a path, user information) is not, and is never written into a link.
 */
export function isHostHeader(value: string): boolean {
  if (value.length === 0 || value.length > MAX_AUTHORITY_LENGTH) return false;
  const match = AUTHORITY.exec(value);
  if (match === null) return false;
  const [, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  return validHost(host);
}
