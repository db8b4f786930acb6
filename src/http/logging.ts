import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { addressOf } from './client.ts';

/** A write of the log carries at least this many bytes (about 20 access lines) … */
const LOG_BATCH_BYTES = 4096;
/** … or whatever has gathered this long. */
const LOG_FLUSH_MS = 100;

/**
 * The production logger: pino to standard output through an asynchronous destination that writes
 * in batches, so under load a request costs no write system call of its own, while at idle a line
 * waits at most LOG_FLUSH_MS. pino flushes what is pending when the process exits.
 */
export function productionLogger(level: string): FastifyBaseLogger {
  // A write of nothing fails at once when standard output cannot be written (closed, opened read-only).
  try {
    writeSync(1, '');
  } catch (error) {
    throw new Error(`cannot write the log to standard output (${(error as { code?: string }).code})`);
  }
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  // Lines gather until LOG_BATCH_BYTES or LOG_FLUSH_MS, whichever comes first: under load a write
  // carries dozens of lines; at idle a line waits at most LOG_FLUSH_MS. A flush of nothing would still
  // cost a write, so the timer flushes only after something was logged.
  let logged = false;
  const write = destination.write.bind(destination);
  destination.write = (line: string) => {
    logged = true;
    return write(line);
  };
  setInterval(() => {
    if (!logged) return;
    logged = false;
    destination.flush();
  }, LOG_FLUSH_MS).unref();
  // The log's reader gone, a full disk: stop with one line rather than an unhandled 'error' event.
  destination.on('error', (error: { code?: string }) => {
    process.stderr.write(
      `tangible-wealth: cannot write the log to standard output (${error.code}); stopping\n`,
    );
    process.exit(1);
  });
  return pino({ level }, destination);
}

/** A request id a client or proxy may choose: short, printable, nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The id of a request (Fastify's genReqId): the caller's `X-Request-Id` when it is sane, so an id
 * set by a proxy or a client follows the request; otherwise a new UUID. It is sent back in
 * `X-Request-Id` and logged as `reqId` on the access-log line.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One access-log line per request instead of Fastify's two ("incoming" and "completed" with the whole
 * request serialised): request id (`reqId`), method, URL, status, client and time. Errors are still logged as Fastify does.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ip: addressOf(request),
        responseTime: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  }
}
