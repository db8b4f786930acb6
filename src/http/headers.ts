import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { failure } from './envelope.ts';
import { entityTag, ifMatch, noneMatch } from './etag.ts';

/** The rate-limit headers every limited answer carries (docs/service.md §8). */
export const RATE_LIMIT_HEADERS = [
  'RateLimit-Policy',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];

/** What a browser page may read: the rate-limit headers, a 429's Retry-After and the request id (Access-Control-Expose-Headers). */
export const EXPOSED_HEADERS = [...RATE_LIMIT_HEADERS, 'Retry-After', 'X-Request-Id'];

/**
 * Caching of a successful REST answer: an hour fresh, then a day in which a cache may still serve
 * it while it revalidates (what the anchor service sends). Answers are deterministic, so a stale
 * one is never wrong within a release.
 */
export const SUCCESS_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

const EXPOSED = EXPOSED_HEADERS.join(', ');

/** The rate-limit headers' names lower-cased, in their order, as Fastify stores and sends them. */
export const RATE_LIMIT_NAMES: readonly string[] = RATE_LIMIT_HEADERS.map((name) => name.toLowerCase());

/**
 * A header object for the paths that answer before Fastify (src/rest/fast-path.ts, src/mcp/pre-route.ts):
 * `names` in the order Fastify sends them, the values that never change filled in (`fixed`, and the
 * onSend hook's CORS and no-sniffing), the rest refilled for every request (writeHead reads it at once).
 */
export function headerTemplate(
  names: readonly string[],
  fixed: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) headers[name] = fixed[name] ?? '';
  headers['access-control-allow-origin'] = '*';
  headers['access-control-expose-headers'] = EXPOSED;
  headers['x-content-type-options'] = 'nosniff';
  return headers;
}

/** Which budget and caching a route belongs to; set as route `config.group`. */
export type RouteGroup = 'rest' | 'mcp' | 'docs' | 'card' | 'metrics' | 'health';

declare module 'fastify' {
  interface FastifyContextConfig {
    group?: RouteGroup;
  }
}

/**
 * Headers every response carries (docs/conventions.md §5): CORS for any origin (but /metrics), no MIME sniffing, the
 * request id (X-Request-Id, also in the access log), and caching only for successful REST answers;
 * errors are never stored.
 */
function registerCommonHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    applyCommonHeaders(reply, request.routeOptions.config?.group);
    done(null, revalidated(request.method, reply, payload));
  });
}

/** Whether an answer may be stored by a cache: a success whose Cache-Control does not forbid it. */
function storable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200) return false;
  const cacheControl = reply.getHeader('Cache-Control');
  return typeof cacheControl === 'string' && !cacheControl.includes('no-store');
}

/**
 * Revalidation for every cacheable GET (and HEAD) answer: a strong ETag (the route's own, computed once
 * for a stored answer, else from the body); 412 in the error envelope when If-Match does not name it
 * (RFC 9110 §13.2.2 evaluates If-Match first), then 304 with no body when If-None-Match names it. The
 * 304 keeps every other header (Cache-Control, Vary, the rate-limit headers), as RFC 9110 §15.4.5 asks.
 */
function revalidated(method: string, reply: FastifyReply, payload: unknown): unknown {
  if ((method !== 'GET' && method !== 'HEAD') || !storable(reply)) return payload;
  let tag = reply.getHeader('ETag');
  if (tag === undefined) {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    tag = entityTag(payload);
    reply.header('ETag', tag);
  }
  if (typeof tag !== 'string') return payload;
  const { 'if-match': match, 'if-none-match': none } = reply.request.headers;
  if (match !== undefined && !ifMatch(match, tag)) return preconditionFailed(reply);
  if (!noneMatch(none, tag)) return payload;
  reply.code(304).removeHeader('Content-Length');
  return '';
}

const PRECONDITION_FAILED = JSON.stringify(failure(412, 'Precondition Failed'));

/** An If-Match that names another version: the answer becomes a 412 refusal, never stored. */
function preconditionFailed(reply: FastifyReply): string {
  reply
    .code(412)
    .removeHeader('ETag')
    .removeHeader('Content-Length')
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store');
  return PRECONDITION_FAILED;
}

/** The headers of registerCommonHeaders, for answers sent where route hooks do not run (framework errors). */
export function applyCommonHeaders(reply: FastifyReply, group: RouteGroup | undefined): void {
  // Metrics are for the operator's scraper, not for web pages: no browser on another origin reads them.
  if (group !== 'metrics') {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED);
  }
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Request-Id', reply.request.id);
  if (reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
  else if (group === 'rest' && !reply.hasHeader('Cache-Control')) {
    reply.header('Cache-Control', SUCCESS_CACHE_CONTROL);
  }
}

/** The plugin: named, so that plugins that need it can declare it and Fastify enforces the order. */
export const commonHeaders = fastifyPlugin(async (app: FastifyInstance) => registerCommonHeaders(app), {
  name: 'common-headers',
});
