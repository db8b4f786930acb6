import type { FastifyInstance } from 'fastify';
import { OPERATIONS, type Operation } from '../expressions/registry.ts';
import { failure, success } from './envelope.ts';
import { ALLOWED_METHODS } from './headers.ts';

/** The path of an operation under the REST base. */
export function restPath(operation: Pick<Operation, 'name'>): string {
  return `/v1/${operation.name}`;
}

export const DISCOVERY_PATH = '/v1/expressions';

/** Every REST path, in the order `expressions` lists them, discovery last. */
export const REST_PATHS = [...OPERATIONS.map(restPath), DISCOVERY_PATH];

const OTHER_METHODS = ['DELETE', 'PATCH', 'POST', 'PUT'] as const;

/** The REST API, generated from the operation registry: one GET route per operation. */
export async function restRoutes(app: FastifyInstance): Promise<void> {
  const config = { group: 'rest' as const };
  const routes = OPERATIONS.map((operation) => ({ route: restPath(operation) }));

  app.get(DISCOVERY_PATH, { config }, async () => success(routes));

  for (const operation of OPERATIONS) {
    app.get(restPath(operation), { config }, async (request, reply) => {
      const outcome = operation.run(request.query as Record<string, unknown>);
      if (outcome.ok) return success(outcome.data);
      return reply.code(400).send(failure(400, outcome.message));
    });
  }

  // Preflight and wrong methods answer on every REST path, with the same envelope as the rest.
  for (const url of REST_PATHS) {
    app.options(url, { config }, async (request, reply) => {
      const requested = request.headers['access-control-request-headers'];
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      if (requested) reply.header('Access-Control-Allow-Headers', requested);
      reply.header('Access-Control-Max-Age', '86400');
      return reply.code(204).send();
    });
    app.route({
      method: [...OTHER_METHODS],
      url,
      config,
      handler: async (_request, reply) =>
        reply.code(405).header('Allow', ALLOWED_METHODS).send(failure(405, 'Method Not Allowed')),
    });
  }
}
