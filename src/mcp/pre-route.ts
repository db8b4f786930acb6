import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { clientKey } from '../http/client.ts';
import { headerTemplate, RATE_LIMIT_NAMES } from '../http/headers.ts';
import { type AccessFields, accessLog, requestId } from '../http/logging.ts';
import type { Metrics, RequestSeries } from '../http/metrics.ts';
import { MCP_PATH } from '../http/paths.ts';
import { originFrom } from '../http/static.ts';
import { refusalBodyOf, retryAfterSeconds, setLimitHeaders } from '../limits/answers.ts';
import type { Budget, Verdict } from '../limits/budget.ts';
import { handOver } from '../limits/handover.ts';
import { type FastAnswer, fastPath, type ToolResults } from './fast-path.ts';
import {
  fastBody,
  linkOrigin,
  MAX_BODY_BYTES,
  PROTOCOL_VERSION_SHAPE,
  parsedJson,
  UNKNOWN_ORIGIN,
} from './http.ts';

/**
 * The MCP fast path before Fastify (MCP_FAST_PATH): a stateless `tools/call` (and the `tools/list`
 * and `ping` fast-path.ts also answers) read and answered from the server's request event, with what
 * Fastify's route and hooks would do inline: the request id, the MCP budget and its headers, the
 * answer of fast-path.ts with its errors made concise as http.ts makes them, the common headers, one
 * access line and the metrics.
 *
 * It decides in two steps. From the headers alone, before reading anything: a POST to exactly
 * `/mcp` with a JSON Content-Type and a Content-Length from 1 to the route's body limit, no
 * Transfer-Encoding, no Expect, a well-formed MCP-Protocol-Version (or none) and no forwarded
 * address to believe; anything else goes to Fastify untouched. Such a request spends its budget at
 * once, as Fastify's limiter would (a 429 is answered here, before the body, as Fastify answers it).
 * Then its body is read; if fast-path.ts cannot answer it exactly as the SDK would (another method, a
 * batch, broken JSON…), or the client goes away before the body is in, the request is handed to
 * Fastify with its body to be read again and its verdict already taken (src/limits/handover.ts), so
 * Fastify answers it as if it had seen it first. `test/mcp/pre-route.differential.test.ts` holds the
 * two paths equal, byte for byte.
 */

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The Content-Types taken: JSON, which both Fastify's parser (any valid type, read as text) and the
 * SDK's check accept; anything rarer goes to Fastify.
 */
const JSON_CONTENT_TYPE = /^application\/json(?:; ?charset=utf-8)?$/i;

/** A Content-Length within the body limit (at most six digits, no sign, no spaces: Node checked the rest). */
const LENGTH = /^\d{1,6}$/;

/** Fastify's clock for elapsed times (milliseconds, fractional). */
const now = () => performance.now();

/** The onSend hook's headers for a route of group `mcp` (headers.ts), then Content-Length. */
const COMMON_TAIL = [
  'access-control-allow-origin',
  'access-control-expose-headers',
  'x-content-type-options',
  'x-request-id',
];

/**
 * The headers of a fast-path answer as Fastify sends them: the limiter's, the handler's (a JSON type
 * without a charset gets `; charset=utf-8` from reply.send, as for every JSON type), the common ones.
 */
function answerTemplate(answer: FastAnswer['headers']): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer)) {
    own[name] =
      name === 'content-type' && value.includes('json') && !/;\s*charset=/i.test(value)
        ? `${value}; charset=utf-8`
        : value;
  }
  return headerTemplate([...RATE_LIMIT_NAMES, ...Object.keys(own), ...COMMON_TAIL, 'content-length'], own);
}

/** What the fast path needs of the app, gathered while its plugins register. */
export interface FastMcpParts {
  metrics: Metrics;
  /** The MCP budget; only one counted in this process (answered at once) lets the fast path take requests. */
  budget?: Budget;
  log: FastifyBaseLogger;
  /** Whether X-Forwarded-* may be believed: then a request carrying them is left to Fastify. */
  trustsProxy: boolean;
  config: Pick<Config, 'publicUrl' | 'attribution'>;
  /** Where tool results are kept (the REST answers' cache), shared with Fastify's route. */
  results?: ToolResults;
}

/** Fastify's own request handler, to which a request the fast path began and then declined is handed. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A request whose body is being read. */
interface Reading {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly fastify: RequestHandler;
  readonly length: number;
  readonly started: number;
  readonly verdict: Verdict;
  readonly at: number;
  readonly chunks: Buffer[];
  received: number;
  done: boolean;
}

/**
 * The MCP fast path of one app. `handle` returns false having touched nothing (the request goes to
 * Fastify), or true: the request is then answered here, or handed to Fastify later.
 */
export class FastMcp {
  readonly #parts: FastMcpParts;
  readonly #answer: ReturnType<typeof fastPath>;
  readonly #access: (fields: AccessFields) => void;
  readonly #refused = headerTemplate(
    [...RATE_LIMIT_NAMES, 'retry-after', 'content-type', ...COMMON_TAIL, 'cache-control', 'content-length'],
    {
      'content-type': JSON_TYPE,
      'cache-control': 'no-store',
    },
  );
  /** Header templates by fast-path.ts's header objects (one per framing). */
  readonly #answers = new Map<FastAnswer['headers'], Record<string, string>>();
  /** Metrics series by status. */
  readonly #series = new Map<number, RequestSeries>();
  #open = true;

  constructor(parts: FastMcpParts) {
    this.#parts = parts;
    this.#answer = fastPath(parts.config.attribution, parts.results);
    this.#access = accessLog(parts.log);
  }

  /** From shutdown on, Fastify answers (with its `Connection: close`). */
  close(): void {
    this.#open = false;
  }

  handle(request: IncomingMessage, response: ServerResponse, fastify: RequestHandler): boolean {
    const { budget } = this.#parts;
    if (!this.#open || budget?.takeNow === undefined) return false;
    if (request.method !== 'POST' || request.url !== MCP_PATH) return false;
    const headers = request.headers;
    const length = headers['content-length'];
    if (length === undefined || !LENGTH.test(length)) return false;
    const size = Number(length);
    if (size === 0 || size > MAX_BODY_BYTES) return false;
    if (headers['transfer-encoding'] !== undefined || headers.expect !== undefined) return false;
    const type = headers['content-type'];
    if (type === undefined || !JSON_CONTENT_TYPE.test(type)) return false;
    const version = headers['mcp-protocol-version'];
    if (version !== undefined && (typeof version !== 'string' || !PROTOCOL_VERSION_SHAPE.test(version))) {
      return false;
    }
    if (
      this.#parts.trustsProxy &&
      (headers['x-forwarded-for'] !== undefined ||
        headers['x-forwarded-host'] !== undefined ||
        headers['x-forwarded-proto'] !== undefined)
    ) {
      return false;
    }

    // Fastify's limiter runs before the body is read: so does this.
    const started = now();
    const at = Date.now();
    const verdict = budget.takeNow(clientKey(request.socket.remoteAddress) ?? 'unknown');
    if (!verdict.allowed) {
      this.#refuse(request, response, budget, verdict, at, started);
      return true;
    }
    const reading: Reading = {
      request,
      response,
      fastify,
      length: size,
      started,
      verdict,
      at,
      chunks: [],
      received: 0,
      done: false,
    };
    request.on('data', (chunk: Buffer) => {
      reading.chunks.push(chunk);
      reading.received += chunk.length;
    });
    request.on('end', () => this.#bodyIn(reading));
    request.on('error', (error: Error) => this.#handOver(reading, error));
    return true;
  }

  /** A 429, as the limiter sends it from Fastify's onRequest hook (the body is never read). */
  #refuse(
    request: IncomingMessage,
    response: ServerResponse,
    budget: Budget,
    verdict: Verdict,
    at: number,
    started: number,
  ): void {
    this.#parts.metrics.refusal('mcp');
    const body = JSON.stringify(refusalBodyOf('mcp', budget, retryAfterSeconds(verdict)));
    const out = this.#refused;
    setLimitHeaders(out, budget, verdict, at);
    this.#send(request, response, 429, out, body, started);
  }

  /** The body is in: answered here when fast-path.ts answers it, else handed to Fastify. */
  #bodyIn(reading: Reading): void {
    if (reading.done) return;
    const { request, response, chunks } = reading;
    try {
      if (!this.#open || reading.received !== reading.length) {
        this.#handOver(reading);
        return;
      }
      // As Fastify's string parser reads it: the bytes decoded as UTF-8 at once.
      const text = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8');
      const parsed = parsedJson(text);
      const headers = request.headers;
      // Fastify's request.host and request.protocol, with no proxy to believe.
      const host = headers.host ?? headers[':authority'];
      const protocol = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
      const origin = originFrom(this.#parts.config, host as string | undefined, protocol) ?? UNKNOWN_ORIGIN;
      const answer = this.#answer({ headers, body: parsed, linkOrigin: linkOrigin(origin, MCP_PATH) });
      if (answer === undefined) {
        this.#handOver(reading);
        return;
      }
      const body = fastBody(answer, parsed);
      let out = this.#answers.get(answer.headers);
      if (out === undefined) {
        out = answerTemplate(answer.headers);
        this.#answers.set(answer.headers, out);
      }
      setLimitHeaders(out, this.#parts.budget as Budget, reading.verdict, reading.at);
      reading.done = true;
      this.#send(request, response, 200, out, body, reading.started);
    } catch {
      // Never a crash: an answer not yet begun is left to Fastify, as the REST fast path leaves it.
      if (!response.headersSent) this.#handOver(reading);
    }
  }

  /**
   * Leaves the request to Fastify: its body (what was read, then the end or the failure that stopped
   * the reading) is read again, and its verdict is the one already taken.
   */
  #handOver(reading: Reading, failure?: Error): void {
    if (reading.done) return;
    reading.done = true;
    const { request, chunks } = reading;
    const body = new Readable({
      read() {
        if (failure !== undefined) this.destroy(failure);
      },
    });
    for (const chunk of chunks) body.push(chunk);
    if (failure === undefined) body.push(null);
    handOver(request, { body, verdict: reading.verdict, at: reading.at });
    reading.fastify(request, reading.response);
  }

  /** Writes an answer with its request id, then counts and logs it as Fastify's onResponse hooks do. */
  #send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    out: Record<string, string>,
    body: string,
    started: number,
  ): void {
    const id = requestId(request);
    out['x-request-id'] = id;
    out['content-length'] = String(Buffer.byteLength(body));
    response.writeHead(status, out);
    response.end(body);

    let series = this.#series.get(status);
    if (series === undefined) {
      series = this.#parts.metrics.series(MCP_PATH, 'POST', status);
      this.#series.set(status, series);
    }
    // These answers are small and written at once: they have finished now, unless the client has gone.
    if (request.socket.destroyed) return;
    const elapsed = now() - started;
    this.#parts.metrics.observe(series, elapsed / 1000);
    this.#access({
      reqId: id,
      method: 'POST',
      url: MCP_PATH,
      statusCode: status,
      ip: request.socket.remoteAddress,
      responseTime: Math.round(elapsed * 100) / 100,
    });
  }
}
