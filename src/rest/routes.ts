import type { FastifyInstance } from 'fastify';
import { currentDay } from '../anchors/clock.ts';
import type { Config } from '../config.ts';
import { OPERATIONS, type Operation } from '../expressions/registry.ts';
import { failure, success } from '../http/envelope.ts';
import { entityTag } from '../http/etag.ts';
import { ALLOWED_METHODS } from '../http/headers.ts';
import { DISCOVERY_PATH, REST_PATHS, restPath } from '../http/paths.ts';
import { type CachedAnswer, ResponseCache } from '../http/response-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A preflight's Access-Control-Request-Headers worth echoing: header names, at most 1,000 characters. */
const REQUESTED_HEADERS = /^[\w-]+(?:\s*,\s*[\w-]+)*$/;

/** The answer to one operation's query, encoded once. */
function answer(operation: Operation, query: Record<string, unknown>): CachedAnswer {
  const outcome = operation.run(query);
  if (!outcome.ok) return { status: 400, body: Buffer.from(JSON.stringify(failure(400, outcome.message))) };
  const body = Buffer.from(JSON.stringify(success(outcome.data)));
  return { status: 200, body, etag: entityTag(body) };
}

/**
 * The REST API, generated from the operation registry: one GET route per operation. Answers are
 * pure functions of the request target, so repeated targets are served from a bounded cache; rate
 * limits, headers, metrics and logs still apply to every request (they run in hooks).
 */
export async function restRoutes(
  app: FastifyInstance,
  { config: settings }: { config: Config },
): Promise<void> {
  const config = { group: 'rest' as const };
  const routes = Buffer.from(
    JSON.stringify(success(OPERATIONS.map((operation) => ({ route: restPath(operation) })))),
  );
  const cache = new ResponseCache({
    entries: settings.responseCacheEntries,
    bytes: settings.responseCacheBytes,
    generation: currentDay,
  });

  app.get(DISCOVERY_PATH, { config }, (_request, reply) => {
    reply.type(JSON_TYPE).send(routes);
  });

  for (const operation of OPERATIONS) {
    app.get(restPath(operation), { config }, (request, reply) => {
      let cached = cache.get(request.url);
      if (cached === undefined) {
        cached = answer(operation, request.query as Record<string, unknown>);
        cache.set(request.url, cached);
      }
      if (cached.etag !== undefined) reply.header('ETag', cached.etag);
      reply.code(cached.status).type(JSON_TYPE).send(cached.body);
    });
  }

  // Preflight on every REST path; other methods are refused with 405 by the request guards.
  for (const url of REST_PATHS) {
    app.options(url, { config }, async (request, reply) => {
      const requested = request.headers['access-control-request-headers'];
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      // Echoed only when it is a short list of header names; the answer varies with it.
      if (requested && requested.length <= 1000 && REQUESTED_HEADERS.test(requested))
        reply.header('Access-Control-Allow-Headers', requested);
      reply.header('Vary', 'Access-Control-Request-Headers');
      reply.header('Access-Control-Max-Age', '86400');
      return reply.code(204).send();
    });
  }
}
