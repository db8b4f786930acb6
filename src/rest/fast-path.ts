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
import { headerTemplate, RATE_LIMIT_NAMES, SUCCESS_CACHE_CONTROL } from '../http/headers.ts';
import { type AccessFields, accessLog, requestId } from '../http/logging.ts';
import type { Metrics, RequestSeries } from '../http/metrics.ts';
import { DISCOVERY_PATH, restPath } from '../http/paths.ts';
import { refusalBodyOf, retryAfterSeconds, setLimitHeaders } from '../limits/answers.ts';
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
  readonly index: number;
  readonly operation?: Operation;
}

const ROUTES = new Map<string, FastRoute>(
  [...OPERATIONS.map(restPath), DISCOVERY_PATH].map((pattern, index): [string, FastRoute] => [
    pattern,
    { pattern, index, operation: OPERATIONS.find((operation) => restPath(operation) === pattern) },
  ]),
);

/** Fastify's clock for elapsed times (milliseconds, fractional). */
const now = () => performance.now();

const COMMON = [
  'content-type',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'x-content-type-options',
  'x-request-id',
  'cache-control',
];

/**
 * The header names of each kind of answer, in the order Fastify sends them: the limiter's (onRequest),
 * the handler's, the common ones (onSend), a computed ETag (onSend), then Content-Length.
 */
const SHAPES = {
  /** An operation's success, and its 304. */
  tagged: [...RATE_LIMIT_NAMES, 'etag', ...COMMON, 'content-length'],
  /** The discovery list's success (its tag computed by the onSend hook), and its 304. */
  tagLast: [...RATE_LIMIT_NAMES, ...COMMON, 'etag', 'content-length'],
  /** A 400, a 412. */
  untagged: [...RATE_LIMIT_NAMES, ...COMMON, 'content-length'],
  /** A 429. */
  refused: [...RATE_LIMIT_NAMES, 'retry-after', ...COMMON, 'content-length'],
} as const;
type Shape = keyof typeof SHAPES;

/** One header object per kind of answer, refilled for every request: writeHead reads it at once. */
function templates(): Record<Shape, Record<string, string>> {
  const made = {} as Record<Shape, Record<string, string>>;
  for (const [shape, names] of Object.entries(SHAPES))
    made[shape as Shape] = headerTemplate(names, { 'content-type': JSON_TYPE });
  return made;
}

/**
 * The fast path of one app. `handle` answers a request and returns true, or returns false having
 * touched nothing, and the request goes to Fastify.
 */
export class FastRest {
  readonly #parts: FastRestParts;
  readonly #discoveryTag: string;
  readonly #headers = templates();
  /** Metrics series by route and method (index × 2, + 1 for HEAD), then by status. */
  readonly #series: Map<number, RequestSeries>[] = [...ROUTES.keys(), ...ROUTES.keys()].map(() => new Map());
  readonly #access: (fields: AccessFields) => void;
  #open = true;

  constructor(parts: FastRestParts) {
    this.#parts = parts;
    this.#discoveryTag = entityTag(parts.answers.routes);
    this.#access = accessLog(parts.log);
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
    let status: number;
    let body: Buffer | string;
    let out: Record<string, string>;
    if (!verdict.allowed) {
      this.#parts.metrics.refusal('rest');
      status = 429;
      body = JSON.stringify(refusalBodyOf('rest', budget, retryAfterSeconds(verdict)));
      out = this.#headers.refused;
    } else {
      let tag: string | undefined;
      if (route.operation === undefined) {
        status = 200;
        body = this.#parts.answers.routes;
        tag = this.#discoveryTag;
        out = this.#headers.tagLast;
      } else {
        const found = this.#parts.answers.cached(url) ?? this.#compute(route.operation, url, end);
        status = found.status;
        body = found.body;
        tag = found.etag;
        out = tag === undefined ? this.#headers.untagged : this.#headers.tagged;
      }
      if (status === 200 && tag !== undefined) {
        const match = headers['if-match'];
        if (match !== undefined && !ifMatch(match, tag)) {
          status = 412;
          body = PRECONDITION_FAILED;
          out = this.#headers.untagged;
        } else if (noneMatch(headers['if-none-match'], tag)) {
          status = 304;
          body = '';
        }
        if (status !== 412) out.etag = tag;
      }
    }
    setLimitHeaders(out, budget, verdict);
    out['x-request-id'] = id;
    out['cache-control'] = status >= 400 ? 'no-store' : SUCCESS_CACHE_CONTROL;
    out['content-length'] = String(Buffer.byteLength(body));
    response.writeHead(status, out);
    response.end(body);

    const byStatus = this.#series[route.index * 2 + (method === 'HEAD' ? 1 : 0)] as Map<
      number,
      RequestSeries
    >;
    let series = byStatus.get(status);
    if (series === undefined) {
      series = this.#parts.metrics.series(route.pattern, method, status);
      byStatus.set(status, series);
    }
    // Counted and logged as Fastify's onResponse hooks do once the answer has finished: these
    // answers are small and written at once, so that is now, unless the client has already gone.
    if (request.socket.destroyed) return true;
    const elapsed = now() - started;
    this.#parts.metrics.observe(series, elapsed / 1000);
    this.#access({
      reqId: id,
      method,
      url,
      statusCode: status,
      ip: address,
      responseTime: Math.round(elapsed * 100) / 100,
    });
    return true;
  }

  /** A target not in the cache: its query read as Fastify's router reads it (fast-querystring). */
  #compute(operation: Operation, url: string, end: number) {
    const query = end < 0 || end === url.length - 1 ? {} : querystring.parse(url.slice(end + 1));
    return this.#parts.answers.compute(operation, url, query);
  }
}

/** The options Fastify hands its serverFactory that shape the server it would make itself. */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

/** Fastify's own request handler. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A path that answers some requests before Fastify: the REST fast path, the MCP one (src/mcp/pre-route.ts). */
export interface EarlyPath {
  /**
   * Returns false having touched nothing, and the request goes to Fastify; or true, having answered
   * it or taken it to answer (a path that reads the body first hands it to `fastify` itself if it
   * then declines).
   */
  handle(request: IncomingMessage, response: ServerResponse, fastify: RequestHandler): boolean;
}

/**
 * Fastify's serverFactory: the HTTP server Fastify would make (as fastify/lib/server.js sets it up),
 * whose requests the fast paths see first, in order.
 */
export function fastServer(
  paths: () => readonly EarlyPath[],
): (handler: RequestHandler, options: ServerFactoryOptions) => Server {
  return (handler, options) => {
    const server = createServer(options.http ?? {}, (request, response) => {
      let answered = false;
      try {
        for (const path of paths()) {
          if (path.handle(request, response, handler)) {
            answered = true;
            break;
          }
        }
      } catch {
        // Never a crash: an answer not yet begun is left to Fastify, whose error handler answers 500.
        answered = response.headersSent;
      }
      if (!answered) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    return server;
  };
}
