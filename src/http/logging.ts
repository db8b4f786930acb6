import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * The production logger: pino to standard output through an asynchronous destination. Lines logged
 * while a write is in flight are joined into the next write, so under load a request costs no write
 * system call of its own, yet at idle every line goes out at once (no minimum buffer to fill).
 * pino flushes what is pending when the process exits.
 */
export function productionLogger(level: string): FastifyBaseLogger {
  return pino({ level }, pino.destination({ dest: 1, sync: false }));
}

/**
 * One access-log line per request instead of Fastify's two ("incoming" and "completed" with the whole
 * request serialised): method, URL, status, client and time. Errors are still logged as Fastify does.
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
        ip: request.ip,
        responseTime: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  }
}
