import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { checkAgainstOpenApi } from './openapi.ts';

/** Budgets out of reach, so that suites sending many requests test behaviour, not the limiter. */
const TEST_LIMITS = {
  REST_RATE_LIMIT: '1000000000',
  MCP_RATE_LIMIT: '1000000000',
  DOCS_RATE_LIMIT: '1000000000',
  CARD_RATE_LIMIT: '1000000000',
  METRICS_RATE_LIMIT: '1000000000',
};

/**
 * A real app (all routes, all hooks), not listening; settings as if read from this environment.
 * Rate limits default to out of reach; tests of the limits set their own. `options` passes the app's
 * internal settings (the MCP fast path on or off) and a logger to read the access lines.
 *
 * Every answer it sends, injected or over a real port, is checked against the OpenAPI document (a
 * last onSend hook sees the final status, headers and body); mismatches are collected and make
 * `app.close()` fail, so no test file can receive an undocumented answer without failing.
 */
export async function makeApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'mcp' | 'logger'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ logger: false, ...options, config: loadConfig({ ...TEST_LIMITS, ...env }) });
  const mismatches: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const answer = {
      statusCode: reply.statusCode,
      headers: reply.getHeaders(),
      // Fastify drops a HEAD answer's body after this hook.
      body: request.method === 'HEAD' || typeof payload !== 'string' ? bodyText(payload) : payload,
    };
    if (request.method === 'HEAD') answer.body = '';
    try {
      await checkAgainstOpenApi(request.method, request.url, answer as unknown as LightMyRequestResponse);
    } catch (error) {
      mismatches.push((error as Error).message);
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    if (mismatches.length === 0) return;
    throw new Error(
      `${mismatches.length} answers did not match the OpenAPI document; the first:\n${mismatches[0]}`,
    );
  });
  return app;
}

/** A payload as text: strings and buffers as they are; streams (MCP events, files) are not documented bodies. */
function bodyText(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return '';
}

/**
 * Sends a request through the real server (inject) and checks the answer against the OpenAPI
 * document for its path and status, so every response the suite sees is validated.
 */
export async function send(
  app: FastifyInstance,
  options: InjectOptions | string,
): Promise<LightMyRequestResponse> {
  const response = await app.inject(options);
  const url = typeof options === 'string' ? options : String(options.url ?? options.path ?? '/');
  const method = typeof options === 'string' ? 'GET' : String(options.method ?? 'GET');
  await checkAgainstOpenApi(method, url, response);
  return response;
}
