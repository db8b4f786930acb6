import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { clientKey } from './client.ts';
import { REFUSALS, type RefusalStatus } from './envelope.ts';
import { ALLOWED_METHODS, applyCommonHeaders } from './headers.ts';
import { MCP_METHODS, MCP_PATH, REST_PATHS } from './paths.ts';
import { type Dialect, refuse, refuseOnResponse, refuseOnSocket } from './refusals.ts';

/** Longest request target (path and query) read; no valid request comes near it. */
const MAX_URL_LENGTH = 8192;

/**
 * Requests whose request line and headers together exceed this many bytes are stopped by Node's
 * parser: 414 when the request line is what overflowed, else 431 (overflowStatus).
 */
const MAX_HEADER_BYTES = 16_384;

/** An idle keep-alive connection is closed after this long (Fastify's own default is 72 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 5000;

/** Node's parser errors that mean the request was too big or too slow rather than merely malformed. */
const PARSER_STATUS: Readonly<Record<string, RefusalStatus>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/**
 * Requests Node cannot parse never reach Fastify's routes (raw non-ASCII in the URL, oversized headers,
 * garbage). Answer them on the socket with the same JSON envelope and headers as everything else.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown; bytesParsed?: unknown },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  // A request refused before its body was read has its one answer: a broken body after it (a bad
  // chunk) only ends the connection, once that answer is out.
  const answer = answeredBeforeBody.get(socket);
  if (answer !== undefined) {
    if (answer.writableFinished) socket.end();
    else answer.once('close', () => socket.end());
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? overflowStatus(error.rawPacket, error.bytesParsed)
      : (PARSER_STATUS[error.code ?? ''] ?? 400);
  refuseOnSocket(socket, status, REFUSALS[status]);
}

/** A request line's method and the space after it, at the start of a read. */
const METHOD_START = /^[A-Z]{1,16} /;

/**
 * Whether Node's header-size overflow was the request target (414, as docs/operations.md#request-limits
 * promises for a target over 8,192 characters) or the header fields (431). Node says only "header
 * overflow", with the read in which it happened (`rawPacket`) and where in it (`bytesParsed`): the
 * end of the target or header value that crossed the limit, or the end of the read. What precedes
 * that point in the read decides: a line end there means a header line overflowed (unless the read
 * begins with a request line that is itself over the limit); no line end means the overflowing
 * element began before it, which is the target when, past the method, it holds no space or tab (a
 * target never does, while header values usually do).
 */
export function overflowStatus(read: unknown, parsed: unknown): 414 | 431 {
  if (!Buffer.isBuffer(read)) return 431;
  const end = typeof parsed === 'number' && parsed > 0 ? Math.min(parsed, read.length) : read.length;
  const text = read.toString('latin1', 0, end);
  const method = METHOD_START.exec(text)?.[0].length ?? 0;
  const lineEnd = text.search(/[\r\n]/);
  if (lineEnd >= 0) return method > 0 && lineEnd > MAX_URL_LENGTH ? 414 : 431;
  return /[ \t]/.test(text.slice(method)) ? 431 : 414;
}

/**
 * What Node answers by itself, bare, unless told otherwise: CONNECT (it would close the socket) and an
 * `Expect` it does not know (a bodiless 417). Both get the envelope and the common headers.
 */
export function answerNodeRefusals(server: Server): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    refuseOnSocket(socket, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS });
  });
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    refuseOnResponse(response, 417, REFUSALS[417]);
  });
}

/** Fastify's own early refusals (an undecodable path, a bad content type) in our envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad Request';
  reply.code(400);
  applyCommonHeaders(reply, undefined);
  refuse(reply, 400, message);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Connections whose request was refused before its body was read. They are closed after that answer
 * (`Connection: close`): the unread body could not be told from a next request.
 */
const answeredBeforeBody = new WeakMap<object, ServerResponse>();

/** Refuses before the body is read, closing the connection after the answer (see answeredBeforeBody). */
function refuseBeforeBody(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  dialect?: Dialect,
): void {
  answeredBeforeBody.set(request.raw.socket, reply.raw);
  refuse(reply.header('Connection', 'close'), status, message, undefined, dialect);
}

/**
 * The methods each endpoint path takes; any other is 405 before its body is read (so never 400 or
 * 415), in the path's own dialect, with the path's Allow header.
 */
interface MethodRule {
  readonly methods: ReadonlySet<string>;
  readonly allow: string;
  readonly dialect: Dialect;
}

const REST_RULE: MethodRule = {
  methods: new Set(['GET', 'HEAD', 'OPTIONS']),
  allow: ALLOWED_METHODS,
  dialect: 'envelope',
};
const MCP_RULE: MethodRule = { methods: new Set<string>(MCP_METHODS), allow: 'POST', dialect: 'json-rpc' };

const METHODS_BY_PATH = new Map<string, MethodRule>([
  ...REST_PATHS.map((path): [string, MethodRule] => [path, REST_RULE]),
  [MCP_PATH, MCP_RULE],
]);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** The rule of the request's path when that path does not take its method; otherwise undefined. */
function refusedMethod(request: FastifyRequest): MethodRule | undefined {
  const rule = METHODS_BY_PATH.get(pathOf(request.url));
  return rule !== undefined && !rule.methods.has(request.method) ? rule : undefined;
}

/**
 * Refusals every route shares, decided before any body is read: overlong targets, another method
 * than GET, HEAD or OPTIONS on a REST path, and bodies where a GET or HEAD takes none. (Requests that
 * arrive while the server is shutting down are answered as usual, with `Connection: close`:
 * manageConnections.)
 */
function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const wrongMethod = refusedMethod(request);
    if (request.url.length > MAX_URL_LENGTH) refuse(reply, 414, REFUSALS[414]);
    else if (wrongMethod !== undefined) {
      const { allow, dialect } = wrongMethod;
      refuseBeforeBody(request, reply.header('Allow', allow), 405, 'Method Not Allowed', dialect);
    } else if ((request.method === 'GET' || request.method === 'HEAD') && hasBody(request)) {
      refuseBeforeBody(request, reply, 400, 'Body Not Allowed');
    } else done();
  });
}

/** The plugin: named, so that plugins that need it can declare it and Fastify enforces the order. */
export const requestGuards = fastifyPlugin(async (app: FastifyInstance) => registerRequestGuards(app), {
  name: 'request-guards',
  dependencies: ['rate-limits'],
});

/**
 * Node server options: header size, timeouts so that slow clients cannot hold sockets, a short
 * keep-alive, and no bare 400 for a request without Host (the routes answer it; documents that need
 * an origin refuse it in the envelope).
 */
export function serverOptions(timeoutSeconds: number): ServerOptions {
  const timeout = timeoutSeconds * 1000;
  return {
    maxHeaderSize: MAX_HEADER_BYTES,
    headersTimeout: timeout,
    requestTimeout: timeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requireHostHeader: false,
    // How often Node looks for expired requests; its default (30 s) would let them linger.
    connectionsCheckingInterval: Math.min(1000, Math.max(100, timeout / 4)),
  };
}

/** From this share of MAX_CONNECTIONS on, idle keep-alive connections are closed to make room. */
const IDLE_SWEEP_SHARE = 0.9;

export interface ConnectionLimits {
  /** Open connections at most. */
  readonly total: number;
  /** Open connections from one client (address, IPv6 /64) at most. */
  readonly perAddress: number;
  /** An answer not handed to the kernel by then (a reader that stopped reading) is cut off. */
  readonly responseDeadlineMs: number;
}

/**
 * How long a connection with no answer in progress is kept once shutdown has begun, so that a
 * request already on its way on it (a client or proxy reusing its pooled connection) is answered
 * rather than reset. Requests answered during shutdown carry `Connection: close` (docs/operations.md).
 */
export const DRAIN_IDLE_GRACE_MS = 1000;

/** How often answers past RESPONSE_TIMEOUT_SECONDS are looked for (more often for a deadline under 4 s). */
const LATE_SWEEP_MS = 1000;

/**
 * Bounds the connections one process holds, so that neither idle keep-alive connections nor readers
 * that stop reading can use up its file descriptors, and drains them at shutdown without losing a
 * request:
 * - at most `perAddress` connections from one client (more are closed at once) and `total` in all
 *   (Node refuses more); from 90% of `total`, idle connections are closed to make room;
 * - an answer still unsent after `responseDeadlineMs` (give or take a quarter of it, at most a
 *   second: one sweep looks for them) is cut off and its connection closed;
 * - "idle" means no answer in progress and nothing left in the socket's buffer. Node's own
 *   `closeIdleConnections` counts a connection idle once its answer has ended, even while a slow
 *   reader still has bytes to take, which cut large answers short at shutdown; it is replaced by
 *   this exact sweep;
 * - once shutdown has begun, every answer whose headers are not yet written says `Connection: close`
 *   (Node then closes the connection after it), so no client sends another request on a connection
 *   about to close; a connection that is or turns idle is kept `DRAIN_IDLE_GRACE_MS` for a request
 *   already on its way (answered, with `Connection: close`), then closed.
 */
export function manageConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.total;
  const sweepAt = Math.floor(limits.total * IDLE_SWEEP_SHARE);
  const byAddress = new Map<string, number>();
  const idle = new Set<Duplex>();
  // Answers in progress, each with the time it is cut off; all share one deadline, so the map is in
  // deadline order. One sweep finds the late ones, rather than a timer per request (docs/benchmarks.md).
  const inFlight = new Map<ServerResponse, number>();
  const graceTimers = new Map<Duplex, NodeJS.Timeout>();
  let open = 0;
  let closing = false;

  const sweep = () => {
    for (const socket of idle) socket.destroy();
    idle.clear();
  };

  const cutLate = () => {
    const now = performance.now();
    for (const [response, deadline] of inFlight) {
      if (deadline > now) break;
      inFlight.delete(response);
      response.destroy();
    }
  };
  const lateSweep = setInterval(
    cutLate,
    Math.min(LATE_SWEEP_MS, Math.max(10, limits.responseDeadlineMs / 4)),
  );
  lateSweep.unref();
  server.once('close', () => clearInterval(lateSweep));

  /** During shutdown: close the connection unless a request arrives on it within the grace. */
  const closeAfterGrace = (socket: Duplex) => {
    clearTimeout(graceTimers.get(socket));
    graceTimers.set(
      socket,
      setTimeout(() => {
        graceTimers.delete(socket);
        if (idle.delete(socket)) socket.destroy();
      }, DRAIN_IDLE_GRACE_MS),
    );
  };

  server.on('connection', (socket: Socket) => {
    const address = clientKey(socket.remoteAddress) ?? '';
    const fromAddress = (byAddress.get(address) ?? 0) + 1;
    if (fromAddress > limits.perAddress) {
      socket.destroy();
      return;
    }
    byAddress.set(address, fromAddress);
    open += 1;
    // Room is made among the connections already open; the new one is not swept with them.
    if (open >= sweepAt) sweep();
    idle.add(socket);
    socket.once('close', () => {
      idle.delete(socket);
      clearTimeout(graceTimers.get(socket));
      graceTimers.delete(socket);
      open -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left === 0) byAddress.delete(address);
      else byAddress.set(address, left);
    });
  });

  // One listener for every answer (`this` is the answer): no closure per request.
  function answered(this: ServerResponse): void {
    inFlight.delete(this);
    const socket = this.req.socket;
    // 'close' follows 'finish': the whole answer is with the kernel, nothing left to cut.
    if (socket.destroyed) return;
    idle.add(socket);
    // An answer sent as keep-alive before shutdown began: its client may already be sending the next request.
    if (closing) closeAfterGrace(socket);
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    idle.delete(socket);
    if (graceTimers.size > 0) {
      clearTimeout(graceTimers.get(socket));
      graceTimers.delete(socket);
    }
    if (closing) response.shouldKeepAlive = false;
    inFlight.set(response, performance.now() + limits.responseDeadlineMs);
    response.on('close', answered);
  });

  // Called by server.close() (and Fastify's close): shutdown has begun.
  server.closeIdleConnections = () => {
    if (closing) return;
    closing = true;
    for (const response of inFlight.keys()) if (!response.headersSent) response.shouldKeepAlive = false;
    for (const socket of idle) closeAfterGrace(socket);
  };
}
