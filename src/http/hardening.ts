import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { clientKey } from './client.ts';
import { REFUSALS, type RefusalStatus } from './envelope.ts';
import { ALLOWED_METHODS, applyCommonHeaders } from './headers.ts';
import { REST_PATHS } from './paths.ts';
import { refuse, refuseOnResponse, refuseOnSocket } from './refusals.ts';

/** Longest request target (path and query) read; no valid request comes near it. */
const MAX_URL_LENGTH = 8192;

/** Requests over this many header bytes are refused by Node itself with 431. */
const MAX_HEADER_BYTES = 16_384;

/** An idle keep-alive connection is closed after this long (Fastify's own default is 72 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 5000;

/** Node's parser errors that mean the request was too big or too slow rather than merely malformed. */
const PARSER_STATUS: Readonly<Record<string, RefusalStatus>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/**
 * Requests Node cannot parse never reach Fastify's routes (raw non-ASCII in the URL, oversized headers,
 * garbage). Answer them on the socket with the same JSON envelope and headers as everything else.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = PARSER_STATUS[error.code ?? ''] ?? 400;
  refuseOnSocket(socket, status, REFUSALS[status], REFUSALS[status]);
}

/**
 * What Node answers by itself, bare, unless told otherwise: CONNECT (it would close the socket) and an
 * `Expect` it does not know (a bodiless 417). Both get the envelope and the common headers.
 */
export function answerNodeRefusals(server: Server): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    refuseOnSocket(socket, 405, 'Method Not Allowed', 'Method Not Allowed', { Allow: ALLOWED_METHODS });
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

/** The methods a REST path answers; any other is 405 before its body is read (so never 400 or 415). */
const REST_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REST_PATH_SET = new Set(REST_PATHS);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * Refusals every route shares, decided before any body is read: overlong targets, another method
 * than GET, HEAD or OPTIONS on a REST path, bodies where a GET or HEAD takes none, and requests that
 * arrive while the server is shutting down.
 */
function registerRequestGuards(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.url.length > MAX_URL_LENGTH) refuse(reply, 414, REFUSALS[414]);
    else if (!REST_METHODS.has(request.method) && REST_PATH_SET.has(pathOf(request.url))) {
      refuse(reply.header('Allow', ALLOWED_METHODS), 405, 'Method Not Allowed');
    } else if ((request.method === 'GET' || request.method === 'HEAD') && hasBody(request)) {
      refuse(reply, 400, 'Body Not Allowed');
    } else if (closing) refuse(reply.header('Connection', 'close'), 503, REFUSALS[503]);
    else done();
  });
}

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

/**
 * Bounds the connections one process holds, so that a flood of idle keep-alive connections cannot
 * use up its file descriptors: at most `perAddress` from one client address (more are closed at
 * once), and at most `total` in all (Node refuses more); from 90% of `total`, idle keep-alive
 * connections are closed to make room, so clients that are actually asking keep being answered.
 */
export function limitConnections(server: Server, limits: { total: number; perAddress: number }): void {
  server.maxConnections = limits.total;
  const sweepAt = Math.floor(limits.total * IDLE_SWEEP_SHARE);
  const byAddress = new Map<string, number>();
  let open = 0;
  server.on('connection', (socket: Socket) => {
    const address = clientKey(socket.remoteAddress) ?? '';
    const fromAddress = (byAddress.get(address) ?? 0) + 1;
    if (fromAddress > limits.perAddress) {
      socket.destroy();
      return;
    }
    byAddress.set(address, fromAddress);
    open += 1;
    if (open >= sweepAt) server.closeIdleConnections();
    socket.once('close', () => {
      open -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left === 0) byAddress.delete(address);
      else byAddress.set(address, left);
    });
  });
}

/**
 * Node's server.close() destroys idle connections at once, and counts a connection idle as soon as
 * its answer has ended, even while the answer's bytes still wait in the socket's buffer for a slow
 * reader: at shutdown that cut large answers short. Idle connections are closed only once every
 * answer in flight has been handed to the kernel (its response closed), so none is truncated.
 */
export function closeIdleOnlyWhenFlushed(server: Server): void {
  let inFlight = 0;
  const waiting: Array<() => void> = [];
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const closeIdle of waiting.splice(0)) closeIdle();
    });
  });
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    if (inFlight === 0) closeIdle();
    else waiting.push(closeIdle);
  };
}

/** The plugin: named, so that plugins that need it can declare it and Fastify enforces the order. */
export const requestGuards = fastifyPlugin(async (app: FastifyInstance) => registerRequestGuards(app), {
  name: 'request-guards',
  dependencies: ['rate-limits'],
});
