import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, REFUSALS, type RefusalStatus } from './envelope.ts';
import { applyCommonHeaders } from './headers.ts';

/** Longest request target (path and query) read; no valid request comes near it. */
export const MAX_URL_LENGTH = 8192;

/** Requests over this many header bytes are refused by Node itself with 431. */
export const MAX_HEADER_BYTES = 16_384;

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
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = PARSER_STATUS[error.code ?? ''] ?? 400;
  const reason = REFUSALS[status];
  const body = JSON.stringify(failure(status, reason));
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Access-Control-Allow-Origin: *',
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** Fastify's own early refusals (an undecodable path, a bad content type) in our envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad Request';
  reply.code(400);
  applyCommonHeaders(reply, undefined);
  reply.send(failure(400, message));
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** Refusals every route shares: overlong targets, and bodies where a GET or HEAD takes none. */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.url.length > MAX_URL_LENGTH) reply.code(414).send(failure(414, REFUSALS[414]));
    else if ((request.method === 'GET' || request.method === 'HEAD') && hasBody(request)) {
      reply.code(400).send(failure(400, 'Body Not Allowed'));
    } else done();
  });
}

/** Node server options: header size, and timeouts so that slow clients cannot hold sockets. */
export function serverOptions(timeoutSeconds: number): ServerOptions {
  const timeout = timeoutSeconds * 1000;
  return {
    maxHeaderSize: MAX_HEADER_BYTES,
    headersTimeout: timeout,
    requestTimeout: timeout,
    // How often Node looks for expired requests; its default (30 s) would let them linger.
    connectionsCheckingInterval: Math.min(1000, Math.max(100, timeout / 4)),
  };
}
