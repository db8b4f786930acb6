import type { FastifyInstance } from 'fastify';
import { currentDay } from '../anchors/clock.ts';
import type { Config } from '../config.ts';
import { OPERATIONS, type Operation } from '../expressions/registry.ts';
import { failure, success } from '../http/envelope.ts';
import { entityTag } from '../http/etag.ts';
import { ALLOWED_METHODS } from '../http/headers.ts';
import { DISCOVERY_PATH, REST_PATHS, restPath } from '../http/paths.ts';
import { type CachedAnswer, Doorkeeper, type KeyedAnswers, ResponseCache } from '../http/response-cache.ts';

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
 * The REST answers, by request target: the discovery list and each operation's answers, kept in one
 * bounded cache. Fastify's routes and the fast path (src/rest/fast-path.ts) read the same instance, so
 * a target answered by one is answered alike by the other.
 */
export class RestAnswers {
  /** The body of `expressions`, encoded once. */
  readonly routes = Buffer.from(
    JSON.stringify(success(OPERATIONS.map((operation) => ({ route: restPath(operation) })))),
  );
  readonly #cache: ResponseCache;
  readonly #doorkeeper = new Doorkeeper();

  constructor(settings: Pick<Config, 'responseCacheEntries' | 'responseCacheBytes'>) {
    this.#cache = new ResponseCache({
      entries: settings.responseCacheEntries,
      bytes: settings.responseCacheBytes,
      generation: currentDay,
    });
  }

  /**
   * MCP tool results (src/mcp/fast-path.ts), kept in the same cache under keys no request target
   * has (`mcp …`), stored as REST answers are: once their key comes a second time.
   */
  readonly toolResults: KeyedAnswers = {
    get: (key) => this.#cache.get(key)?.body.toString(),
    keep: (key, json) => {
      if (this.#doorkeeper.seen(key)) this.#cache.set(key, { status: 200, body: Buffer.from(json) });
    },
  };

  /** A stored answer for this target, if any. */
  cached(target: string): CachedAnswer | undefined {
    return this.#cache.get(target);
  }

  /** Computes the answer for a target not in the cache, and stores it when the target comes a second time. */
  compute(operation: Operation, target: string, query: Record<string, unknown>): CachedAnswer {
    const computed = answer(operation, query);
    if (this.#doorkeeper.seen(target)) this.#cache.set(target, computed);
    return computed;
  }
}

/**
 * The REST API, generated from the operation registry: one GET route per operation. Answers are
 * pure functions of the request target, so repeated targets are served from a bounded cache; rate
 * limits, headers, metrics and logs still apply to every request (they run in hooks).
 */
export async function restRoutes(
  app: FastifyInstance,
  { config: settings, answers = new RestAnswers(settings) }: { config: Config; answers?: RestAnswers },
): Promise<void> {
  const config = { group: 'rest' as const };

  app.get(DISCOVERY_PATH, { config }, (_request, reply) => {
    reply.type(JSON_TYPE).send(answers.routes);
  });

  for (const operation of OPERATIONS) {
    app.get(restPath(operation), { config }, (request, reply) => {
      const found =
        answers.cached(request.url) ??
        answers.compute(operation, request.url, request.query as Record<string, unknown>);
      if (found.etag !== undefined) reply.header('ETag', found.etag);
      reply.code(found.status).type(JSON_TYPE).send(found.body);
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
