import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import querystring from 'fast-querystring';
import type { FastifyBaseLogger } from 'fastify';
import { OPERATIONS, type Operation } from '../expressions/registry.ts';
import { clientKey } from '../http/client.ts';
import { entityTag, ifMatch, noneMatch } from '../http/etag.ts';
import { EXPOSED_HEADERS, SUCCESS_CACHE_CONTROL } from '../http/headers.ts';
import { requestId } from '../http/logging.ts';
import type { Metrics } from '../http/metrics.ts';
import { DISCOVERY_PATH, restPath } from '../http/paths.ts';
import { limitHeaders, refusalBodyOf, retryAfterSeconds } from '../limits/answers.ts';
import type { Budget } from '../limits/budget.ts';
import type { RestAnswers } from './routes.ts';

/**
 * The REST fast path (REST_FAST_PATH): a `/v1` GET or HEAD answered from the server's request event,
 * before Fastify, with what Fastify's hooks would have done inline: the request id, the REST budget
 * and its headers, the answer (from the same response cache), the common headers, revalidation (ETag,
 * If-Match, If-None-Match), one access-log line and the metrics. The cross-cutting hooks cost more
 * than the answer itself (docs/benchmarks.md, "What remains"). Anything it does not take exactly as
 * Fastify would (another method, an odd target, a body, a forwarded address, a shared rate-limit
 * store, shutdown) goes to Fastify. `test/rest/fast-path.differential.test.ts` holds the two equal,
 * byte for byte.
 */

/** Longest request target the fast path takes; longer ones get their 414 from the request guards. */
const MAX_TARGET = 8192;

const JSON_TYPE = 'application/json; charset=utf-8';
const EXPOSED = EXPOSED_HEADERS.join(', ');
const PRECONDITION_FAILED = JSON.stringify({
  status: 'error',
  error: { code: 412, message: 'Precondition Failed' },
});

/** Where a target's path ends: its first `?` or `#`, as Fastify's router splits it (find-my-way). */
function pathEnd(url: string): number {
  const query = url.indexOf('?');
  const hash = url.indexOf('#');
  if (hash >= 0 && (query < 0 || hash < query)) return hash;
  return query;
}

/** What the fast path needs of the app, gathered while its plugins register. */
export interface FastRestParts {
  answers: RestAnswers;
  metrics: Metrics;
  /** The REST budget; only one counted in this process (answered at once) lets the fast path take requests. */
  budget?: Budget;
  log: FastifyBaseLogger;
  /** Whether X-Forwarded-For may be believed: then a request carrying it is left to Fastify. */
  trustsProxy: boolean;
}

/** A route the fast path answers: an operation, or the discovery list (an answer fixed at start-up). */
interface FastRoute {
  readonly pattern: string;
  readonly operation?: Operation;
}

const ROUTES = new Map<string, FastRoute>([
  ...OPERATIONS.map((operation): [string, FastRoute] => [
    restPath(operation),
    { pattern: restPath(operation), operation },
  ]),
  [DISCOVERY_PATH, { pattern: DISCOVERY_PATH }],
]);

/** Fastify's clock for elapsed times (milliseconds, fractional). */
const now = () => performance.now();

/**
 * The fast path of one app. `handle` answers a request and returns true, or returns false having
 * touched nothing, and the request goes to Fastify.
 */
export class FastRest {
  readonly #parts: FastRestParts;
  readonly #discoveryTag: string;
  #open = true;

  constructor(parts: FastRestParts) {
    this.#parts = parts;
    this.#discoveryTag = entityTag(parts.answers.routes);
  }

  /** From shutdown on, Fastify answers (with its `Connection: close`). */
  close(): void {
    this.#open = false;
  }

  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const { budget } = this.#parts;
    if (!this.#open || budget?.takeNow === undefined) return false;
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url as string;
    if (url.length > MAX_TARGET) return false;
    const end = pathEnd(url);
    const route = ROUTES.get(end < 0 ? url : url.slice(0, end));
    if (route === undefined) return false;
    const headers = request.headers;
    // A body is refused by the request guards; a version constraint and a forwarded address are
    // Fastify's to read.
    const length = headers['content-length'];
    if ((length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined) return false;
    if (headers['accept-version'] !== undefined) return false;
    if (this.#parts.trustsProxy && headers['x-forwarded-for'] !== undefined) return false;

    const started = now();
    const id = requestId(request);
    const address = request.socket.remoteAddress;
    const verdict = budget.takeNow(clientKey(address) ?? 'unknown');
    // Fastify's order of headers: the limiter's, the handler's, the common ones, then Content-Length.
    const out = limitHeaders(budget, verdict);
    let status: number;
    let body: Buffer | string;
    if (!verdict.allowed) {
      this.#parts.metrics.refusal('rest');
      status = 429;
      body = JSON.stringify(refusalBodyOf('rest', budget, retryAfterSeconds(verdict)));
      out['content-type'] = JSON_TYPE;
      common(out, id, status);
    } else {
      let tag: string | undefined;
      if (route.operation === undefined) {
        status = 200;
        body = this.#parts.answers.routes;
      } else {
        const found = this.#parts.answers.cached(url) ?? this.#compute(route.operation, url, end);
        status = found.status;
        body = found.body;
        tag = found.etag;
        if (tag !== undefined) out.etag = tag;
      }
      out['content-type'] = JSON_TYPE;
      common(out, id, status);
      if (status === 200) {
        // The discovery answer's tag is added by the onSend hook, after the common headers.
        if (tag === undefined) {
          tag = this.#discoveryTag;
          out.etag = tag;
        }
        const match = headers['if-match'];
        if (match !== undefined && !ifMatch(match, tag)) {
          status = 412;
          body = PRECONDITION_FAILED;
          delete out.etag;
          out['cache-control'] = 'no-store';
        } else if (noneMatch(headers['if-none-match'], tag)) {
          status = 304;
          body = '';
        }
      }
    }
    out['content-length'] = String(Buffer.byteLength(body));
    response.writeHead(status, out);
    response.end(body);
    const { metrics, log } = this.#parts;
    const pattern = route.pattern;
    response.once('finish', () => {
      const elapsed = now() - started;
      metrics.request(pattern, method, status, elapsed / 1000);
      log.info(
        {
          reqId: id,
          method,
          url,
          statusCode: status,
          ip: address,
          responseTime: Math.round(elapsed * 100) / 100,
        },
        'request completed',
      );
    });
    return true;
  }

  /** A target not in the cache: its query read as Fastify's router reads it (fast-querystring). */
  #compute(operation: Operation, url: string, end: number) {
    const query = end < 0 || end === url.length - 1 ? {} : querystring.parse(url.slice(end + 1));
    return this.#parts.answers.compute(operation, url, query);
  }
}

/** The common headers (src/http/headers.ts) of a REST answer, in the onSend hook's order. */
function common(out: Record<string, string>, id: string, status: number): void {
  out['access-control-allow-origin'] = '*';
  out['access-control-expose-headers'] = EXPOSED;
  out['x-content-type-options'] = 'nosniff';
  out['x-request-id'] = id;
  out['cache-control'] = status >= 400 ? 'no-store' : SUCCESS_CACHE_CONTROL;
}

/** The options Fastify hands its serverFactory that shape the server it would make itself. */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * Fastify's serverFactory: the HTTP server Fastify would make (as fastify/lib/server.js sets it up),
 * whose requests the fast path sees first.
 */
export function fastServer(
  fast: () => FastRest | undefined,
): (
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: ServerFactoryOptions,
) => Server {
  return (handler, options) => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (fast()?.handle(request, response) !== true) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    return server;
  };
}
