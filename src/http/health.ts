import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { refuse } from './refusals.ts';

/** A dependency the service needs to be ready: its name and whether it answers now. */
export interface ReadinessCheck {
  readonly name: string;
  ready(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Dependencies /readyz reports on (the rate-limit store adds Redis when REDIS_URL is set). */
    readinessChecks: ReadinessCheck[];
  }
}

/** /healthz: the process is up. /readyz: it is ready to serve, every configured dependency answering. */
function registerHealth(app: FastifyInstance): void {
  app.decorate('readinessChecks', [] as ReadinessCheck[]);
  const config = { group: 'health' as const };

  app.get('/healthz', { config }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { config }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const down = app.readinessChecks.filter((check) => !check.ready()).map((check) => check.name);
    if (down.length === 0) return { status: 'ready' };
    return refuse(reply, 503, 'Service Unavailable', {
      details: `Not ready: ${down.join(', ')} unreachable.`,
    });
  });
}

/** The plugin: named, so that plugins that need it can declare it and Fastify enforces the order. */
export const health = fastifyPlugin(async (app: FastifyInstance) => registerHealth(app), { name: 'health' });
