import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { entityTag } from './etag.ts';
import { isHostHeader } from './host.ts';
import { refuse } from './refusals.ts';

/** A document served from memory, with what its response needs: computed once, not per request. */
export interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
}

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  ico: 'image/x-icon',
  png: 'image/png',
};

export function contentType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return TYPES[extension] ?? 'application/octet-stream';
}

/** A document by its file name (which gives its type) and its content. */
export function staticFile(name: string, body: Buffer | string): StaticFile {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: bytes, type: contentType(name), etag: entityTag(bytes) };
}

/**
 * Sends a document with its caching and its ETag, computed once; the common headers' revalidation
 * (headers.ts) answers 304 when the client already holds this version, as for every cacheable GET.
 */
export function sendStatic(reply: FastifyReply, file: StaticFile, cacheControl: string): FastifyReply {
  return reply
    .header('Content-Type', file.type)
    .header('Cache-Control', cacheControl)
    .header('ETag', file.etag)
    .send(file.body);
}

/** What documents that name the request's own origin may be cached as (PUBLIC_URL unset). */
const PER_REQUEST_ORIGIN_CACHE = 'private, max-age=300';

/**
 * The public origin for documents: PUBLIC_URL when set, else the one the request came to, or
 * undefined when its Host header (or trusted X-Forwarded-Host) is not a host and optional port
 * (host.ts), or its protocol (trusted X-Forwarded-Proto, in any case) is not http or https.
 */
export function originOf(request: FastifyRequest, config: Config): string | undefined {
  if (config.publicUrl !== undefined) return config.publicUrl;
  return originFrom(config, request.host, request.protocol);
}

/**
 * originOf from what a request says of itself: its Host (or trusted X-Forwarded-Host) and protocol,
 * as Fastify reads them. The MCP fast path (src/mcp/pre-route.ts) reads them before Fastify does.
 */
export function originFrom(
  config: Pick<Config, 'publicUrl'>,
  host: string | undefined,
  scheme: string | undefined,
): string | undefined {
  if (config.publicUrl !== undefined) return config.publicUrl;
  // A scheme is case-insensitive (RFC 9110 §4.2.3): a proxy sending `HTTPS` means https.
  const protocol = scheme?.toLowerCase();
  if (!host || !isHostHeader(host) || (protocol !== 'http' && protocol !== 'https')) return undefined;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Sends a document that names the service's origin. With PUBLIC_URL it is one fixed document,
 * cacheable publicly; derived from the request it is cached only privately, so that a shared cache
 * can never hand one client's Host to another (and it varies by the headers it came from). A Host
 * that is not a host is refused with 400.
 */
export function sendWithOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  build: (origin: string) => StaticFile,
  publicCache: string,
): FastifyReply {
  const origin = originOf(request, config);
  if (origin === undefined) return refuse(reply, 400, 'Malformed Host Header');
  if (config.publicUrl !== undefined) return sendStatic(reply, build(origin), publicCache);
  // Added to what the route already varies by (the page's Accept-Language).
  const before = reply.getHeader('Vary');
  reply.header('Vary', `${before ? `${String(before)}, ` : ''}Host, X-Forwarded-Host, X-Forwarded-Proto`);
  return sendStatic(reply, build(origin), PER_REQUEST_ORIGIN_CACHE);
}
