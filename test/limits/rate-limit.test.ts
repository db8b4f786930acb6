import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { EXPOSED_HEADERS } from '../../src/http/headers.ts';
import { makeApp, send } from '../support/app.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function app(env: Record<string, string>): Promise<FastifyInstance> {
  const made = await makeApp(env);
  apps.push(made);
  return made;
}

/** The seven headers of docs/service.md §8, and that they agree with each other and the budget. */
function expectLimitHeaders(
  response: LightMyRequestResponse,
  limit: number,
  window: number,
  remaining: number,
) {
  const h = response.headers;
  expect(h['ratelimit-policy']).toBe(`${limit};w=${window}`);
  expect(h['ratelimit-limit']).toBe(String(limit));
  expect(h['x-ratelimit-limit']).toBe(String(limit));
  expect(h['ratelimit-remaining']).toBe(String(remaining));
  expect(h['x-ratelimit-remaining']).toBe(String(remaining));
  const reset = Number(h['ratelimit-reset']);
  expect(Number.isInteger(reset)).toBe(true);
  expect(reset).toBeGreaterThanOrEqual(0);
  expect(reset).toBeLessThanOrEqual(window);
  // Unix time of the reset, rounded up: within a second of now + reset.
  const epochReset = Number(h['x-ratelimit-reset']);
  const now = Date.now() / 1000;
  expect(epochReset).toBeGreaterThanOrEqual(Math.floor(now + reset) - 1);
  expect(epochReset).toBeLessThanOrEqual(Math.ceil(now + reset) + 1);
  // A browser page may read all of them.
  const exposed = String(h['access-control-expose-headers']).toLowerCase();
  for (const name of EXPOSED_HEADERS) expect(exposed).toContain(name.toLowerCase());
}

/** A 429 of docs/service.md §7.3: body fields, Retry-After, and the same seconds everywhere. */
function expectRefusal(response: LightMyRequestResponse, limit: number, window: number) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['error', 'status']);
  expect(body.status).toBe('error');
  expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message', 'retryAfter']);
  expect(body.error.code).toBe(429);
  expect(body.error.message).toBe('Too Many Requests');
  expect(body.error.details).toContain(`${limit} request`);
  expect(body.error.details).toContain(`${window} second`);
  expect(Number.isInteger(body.error.retryAfter)).toBe(true);
  expect(body.error.retryAfter).toBeGreaterThanOrEqual(1);
  expect(body.error.retryAfter).toBeLessThanOrEqual(window);
  expect(response.headers['retry-after']).toBe(String(body.error.retryAfter));
  expect(response.headers['ratelimit-reset']).toBe(String(body.error.retryAfter));
  expectLimitHeaders(response, limit, window, 0);
  return body.error.retryAfter as number;
}

/** Moves the clock the rate limiter reads (Date) forward, without waiting. */
function advanceClock(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

describe('the shared REST budget', () => {
  it('lets exactly REST_RATE_LIMIT requests through, mixed across routes and answers, then refuses', async () => {
    const limit = 8;
    const window = 60;
    const server = await app({ REST_RATE_LIMIT: String(limit), RATE_LIMIT_WINDOW_SECONDS: String(window) });
    // Every REST request counts, whatever its route, method or answer.
    const requests: Array<[() => Promise<LightMyRequestResponse>, number]> = [
      [() => send(server, '/v1/expressions'), 200],
      [() => send(server, '/v1/durationOfDailySpend?wealth=1M&spend=1000'), 200],
      [() => send(server, '/v1/heightOfMoneyStack'), 400],
      [() => server.inject('/v1/no-such-route'), 404],
      [() => server.inject({ method: 'POST', url: '/v1/comparison' }), 405],
      [() => server.inject({ method: 'OPTIONS', url: '/v1/numberOfItems' }), 204],
      [() => server.inject({ method: 'HEAD', url: '/v1/expressions' }), 200],
      [() => send(server, '/v1/growthOfCompoundInterest?wealth=1M&rate=2'), 400],
    ];
    for (const [index, [request, status]] of requests.entries()) {
      const response = await request();
      expect(response.statusCode).toBe(status);
      expectLimitHeaders(response, limit, window, limit - index - 1);
    }
    // Over the limit, even a request that would have been a 400 or 404 is a 429.
    expectRefusal(await send(server, '/v1/expressions'), limit, window);
    expectRefusal(await send(server, '/v1/heightOfMoneyStack'), limit, window);
    expectRefusal(await server.inject('/v1/no-such-route'), limit, window);
    const head = await server.inject({ method: 'HEAD', url: '/v1/expressions' });
    expect(head.statusCode).toBe(429);
    expect(head.body).toBe('');
  });

  it('opens a new window when Retry-After says', async () => {
    const limit = 3;
    const window = 2;
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const server = await app({ REST_RATE_LIMIT: String(limit), RATE_LIMIT_WINDOW_SECONDS: String(window) });
    for (let i = 0; i < limit; i++) expect((await send(server, '/v1/expressions')).statusCode).toBe(200);
    const retryAfter = expectRefusal(await send(server, '/v1/expressions'), limit, window);
    advanceClock(200);
    expect((await send(server, '/v1/expressions')).statusCode).toBe(429);
    advanceClock(retryAfter * 1000 - 200);
    for (let i = 0; i < limit; i++) {
      const response = await send(server, '/v1/expressions');
      expect(response.statusCode).toBe(200);
      expectLimitHeaders(response, limit, window, limit - i - 1);
    }
    expectRefusal(await send(server, '/v1/expressions'), limit, window);
  });

  it('counts each client address on its own', async () => {
    const server = await app({ REST_RATE_LIMIT: '2' });
    const from = (remoteAddress: string) => server.inject({ url: '/v1/expressions', remoteAddress });
    expect((await from('192.0.2.1')).statusCode).toBe(200);
    expect((await from('192.0.2.1')).statusCode).toBe(200);
    expect((await from('192.0.2.1')).statusCode).toBe(429);
    expect((await from('192.0.2.2')).statusCode).toBe(200);
    expect((await from('2001:db8::1')).statusCode).toBe(200);
  });
});

describe('budgets per route group', () => {
  async function appWithGroups(env: Record<string, string>) {
    const server = await app(env);
    // Stand-ins for the MCP, documentation and health routes, which other modules register.
    server.post('/test-only/mcp', { config: { group: 'mcp' } }, async () => ({
      jsonrpc: '2.0',
      id: 1,
      result: {},
    }));
    server.get('/test-only/docs', { config: { group: 'docs' } }, async () => 'docs');
    server.get('/test-only/health', { config: { group: 'health' } }, async () => ({ ok: true }));
    server.get('/test-only/ungrouped', async () => ({ ok: true }));
    return server;
  }

  it('keeps REST, MCP and documentation budgets apart, and never limits health', async () => {
    const server = await appWithGroups({ REST_RATE_LIMIT: '1', MCP_RATE_LIMIT: '2', DOCS_RATE_LIMIT: '3' });
    expect((await send(server, '/v1/expressions')).statusCode).toBe(200);
    expect((await send(server, '/v1/expressions')).statusCode).toBe(429);

    const mcp = await server.inject({ method: 'POST', url: '/test-only/mcp', payload: {} });
    expect(mcp.statusCode).toBe(200);
    expectLimitHeaders(mcp, 2, 60, 1);
    const docs = await server.inject('/test-only/docs');
    expect(docs.statusCode).toBe(200);
    expectLimitHeaders(docs, 3, 60, 2);

    for (let i = 0; i < 5; i++) {
      for (const url of ['/test-only/health', '/test-only/ungrouped']) {
        const response = await server.inject(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['ratelimit-limit']).toBeUndefined();
      }
    }
  });

  it('refuses MCP with a JSON-RPC error and Retry-After', async () => {
    const server = await appWithGroups({ MCP_RATE_LIMIT: '1', RATE_LIMIT_WINDOW_SECONDS: '30' });
    expect((await server.inject({ method: 'POST', url: '/test-only/mcp', payload: {} })).statusCode).toBe(
      200,
    );
    const refused = await server.inject({ method: 'POST', url: '/test-only/mcp', payload: {} });
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
    expect(body.error.message).toMatch(/^Too many requests to the MCP endpoint: .*1 request per 30 seconds/);
    expect(body.error.message.match(/too many requests/gi)).toHaveLength(1);
    expect(refused.headers['retry-after']).toBe(String(body.error.data.retryAfter));
    expect(body.error.data.retryAfter).toBeGreaterThanOrEqual(1);
    expect(body.error.data.retryAfter).toBeLessThanOrEqual(30);
  });

  it('refuses documentation with the error envelope', async () => {
    const server = await appWithGroups({ DOCS_RATE_LIMIT: '1' });
    expect((await server.inject('/test-only/docs')).statusCode).toBe(200);
    expectRefusal(await server.inject('/test-only/docs'), 1, 60);
  });

  it('charges unknown paths to the area they aim at', async () => {
    const server = await appWithGroups({ REST_RATE_LIMIT: '1', MCP_RATE_LIMIT: '1', DOCS_RATE_LIMIT: '1' });
    for (const url of ['/v1/nothing-here', '/mcp/nothing-here', '/nothing-here']) {
      expect((await server.inject(url)).statusCode).toBe(404);
    }
    // Each area's single request is now spent, independently of the others.
    expect((await send(server, '/v1/expressions')).statusCode).toBe(429);
    expect((await server.inject({ method: 'POST', url: '/test-only/mcp', payload: {} })).statusCode).toBe(
      429,
    );
    expect((await server.inject('/test-only/docs')).statusCode).toBe(429);
    expect((await server.inject('/test-only/health')).statusCode).toBe(200);
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  const via = (server: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    server.inject({ url: '/v1/expressions', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('ignores X-Forwarded-For by default, so a client cannot dodge its limit', async () => {
    const server = await app({ REST_RATE_LIMIT: '2' });
    expect((await via(server, '198.51.100.7', '203.0.113.1')).statusCode).toBe(200);
    expect((await via(server, '198.51.100.7', '203.0.113.2')).statusCode).toBe(200);
    expect((await via(server, '198.51.100.7', '203.0.113.3')).statusCode).toBe(429);
  });

  it.each([
    ['an address', '10.0.0.5'],
    ['a CIDR range', '10.0.0.0/8'],
    ['a list', '192.0.2.9, 10.0.0.5'],
    ['a hop count', '1'],
  ])('believes the proxy named by %s', async (_form, trustProxy) => {
    const server = await app({ REST_RATE_LIMIT: '2', TRUST_PROXY: trustProxy });
    expect((await via(server, '10.0.0.5', '203.0.113.1')).statusCode).toBe(200);
    expect((await via(server, '10.0.0.5', '203.0.113.1')).statusCode).toBe(200);
    expect((await via(server, '10.0.0.5', '203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await via(server, '10.0.0.5', '203.0.113.2')).statusCode).toBe(200);
    // A forged address on the left of the chain is not believed: the proxy's own entry counts.
    expect((await via(server, '10.0.0.5', '198.51.100.1, 203.0.113.1')).statusCode).toBe(429);
  });

  it('does not believe X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const server = await app({ REST_RATE_LIMIT: '1', TRUST_PROXY: '10.0.0.5' });
    expect((await via(server, '198.51.100.7', '203.0.113.1')).statusCode).toBe(200);
    expect((await via(server, '198.51.100.7', '203.0.113.2')).statusCode).toBe(429);
  });
});
