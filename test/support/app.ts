import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Config, loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { checkAgainstOpenApi } from './openapi.ts';

/** Budgets out of reach, so that suites sending many requests test behaviour, not the limiter. */
const TEST_LIMITS = {
  REST_RATE_LIMIT: '1000000000',
  MCP_RATE_LIMIT: '1000000000',
  DOCS_RATE_LIMIT: '1000000000',
};

/**
 * A real app (all routes, all hooks), not listening; settings as if read from this environment.
 * Rate limits default to out of reach; tests of the limits set their own.
 */
export async function makeApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildApp({ config: loadConfig({ ...TEST_LIMITS, ...env }), logger: false });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(env);
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
