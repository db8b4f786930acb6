import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** IPv6 hextets that name one network (a /64): one subscriber usually holds a whole /64. */
const IPV6_NETWORK_GROUPS = 4;

/**
 * The key a client is counted under (rate limits, connection caps, logs): its IPv4 address, or the
 * /64 network of its IPv6 address, so that one subscriber cannot multiply its budget by rotating
 * addresses inside its own network. Anything that is not an IP address gives undefined.
 */
export function clientKey(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const bare = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(bare);
  if (family === 4) return bare;
  if (family !== 6) return undefined;
  return `${expandIpv6(bare).slice(0, IPV6_NETWORK_GROUPS).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, `::` expanded (a trailing dotted IPv4 part counts as two). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase());
}

/**
 * The client of a request: `request.ip` (X-Forwarded-For through TRUST_PROXY) when it is an IP
 * address, else the address the connection came from. A forwarded value that is not an address
 * (a proxy passing junk through) is never used as a key: it could be 16 KB long and new every time.
 */
export function clientOf(request: FastifyRequest): string {
  return clientKey(addressOf(request)) ?? 'unknown';
}

/** The client's address as logged: `request.ip` when it is an IP address, else the connection's. */
export function addressOf(request: FastifyRequest): string | undefined {
  return isIP(request.ip) === 0 ? request.socket.remoteAddress : request.ip;
}
