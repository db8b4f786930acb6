import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { makeApp, send } from '../support/app.ts';

const TOKEN = 'f3a9c1d27be04e6a9d15c8b2e7f04a61';
const REST = '/v1/numberOfItems?wealth=1B&typeOfItem=car';

let apps: FastifyInstance[] = [];
async function app(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const made = await makeApp(env);
  apps.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

/** The exposition format (0.0.4): comments, or `name{labels} value` with quoted, escaped label values. */
const SAMPLE = /^([a-z_]+)\{((?:[a-z_]+="(?:[^"\\\n]|\\[\\"n])*",?)*)\} (\d+(?:\.\d+)?(?:e-?\d+)?)$/;

describe('/metrics', () => {
  it('is the Prometheus text format: every line a comment or a sample, histograms cumulative up to _count', async () => {
    const served = await app();
    for (const url of [
      REST,
      REST,
      '/v1/numberOfItems?wealth=B&typeOfItem=car',
      '/nowhere',
      '/openapi.json',
    ]) {
      await served.inject(url);
    }
    const response = await send(served, '/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const buckets = new Map<string, number[]>();
    const counts = new Map<string, number>();
    for (const line of response.body.split('\n')) {
      if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
      const match = SAMPLE.exec(line);
      expect(match, line).not.toBeNull();
      const [, name = '', labels = '', value = ''] = match as RegExpExecArray;
      const route = /route="([^"]*)"/.exec(labels)?.[1] ?? '';
      if (name.endsWith('_bucket')) buckets.set(route, [...(buckets.get(route) ?? []), Number(value)]);
      if (name.endsWith('_count')) counts.set(route, Number(value));
    }
    expect(counts.get('/v1/numberOfItems')).toBe(3);
    for (const [route, series] of buckets) {
      expect(series, route).toHaveLength(12);
      expect(series, route).toEqual([...series].sort((a, b) => a - b));
      expect(series.at(-1), route).toBe(counts.get(route));
    }
    expect(response.body).toContain(
      'tangible_wealth_http_requests_total{route="/v1/numberOfItems",method="GET",status="200"} 2\n',
    );
  });

  it('answers no origin but its own: no CORS headers, on a scrape, a refusal or a 429', async () => {
    const served = await app({ METRICS_TOKEN: TOKEN, METRICS_RATE_LIMIT: '1' });
    const headers = { origin: 'https://elsewhere.example', authorization: `Bearer ${TOKEN}` };
    const scraped = await send(served, { url: '/metrics', headers });
    const limited = await send(served, { url: '/metrics', headers });
    const refused = await send(served, { url: '/metrics', headers: { origin: 'https://elsewhere.example' } });
    expect([scraped.statusCode, limited.statusCode, refused.statusCode]).toEqual([200, 429, 429]);
    for (const response of [scraped, limited, refused]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-expose-headers']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // Everything else keeps CORS for any origin.
    expect((await send(served, REST)).headers['access-control-allow-origin']).toBe('*');
  });

  it('has its own budget (METRICS_RATE_LIMIT): past it 429 in the envelope, and no other route is touched', async () => {
    const served = await app({ METRICS_RATE_LIMIT: '3', REST_RATE_LIMIT: '5' });
    for (let i = 0; i < 3; i++) expect((await send(served, '/metrics')).statusCode).toBe(200);
    const refused = await send(served, '/metrics');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-limit']).toBe('3');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      status: 'error',
      error: { code: 429, message: 'Too Many Requests' },
    });
    expect(refused.json().error.details).toMatch(
      /^Too many requests to the metrics endpoint: the limit is 3 /,
    );
    // The REST budget is whole, health is never limited.
    const rest = await send(served, REST);
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['ratelimit-remaining']).toBe('4');
    expect((await send(served, '/healthz')).statusCode).toBe(200);
    // The refusal is itself counted, under its group; another client has a budget of its own.
    const text = (await served.inject({ url: '/metrics', remoteAddress: '10.9.9.9' })).body;
    expect(text).toContain('tangible_wealth_rate_limit_refusals_total{group="metrics"} 1\n');
  });

  it('counts a refusal under the budget it spent: an unknown path under /mcp or elsewhere is not a REST refusal', async () => {
    const served = await app({ DOCS_RATE_LIMIT: '1', MCP_RATE_LIMIT: '1', METRICS_RATE_LIMIT: '10' });
    for (const path of ['/nowhere', '/mcp/nowhere']) {
      expect((await send(served, path)).statusCode).toBe(404);
      expect((await send(served, path)).statusCode).toBe(429);
    }
    const text = (await send(served, '/metrics')).body;
    expect(text).toContain('tangible_wealth_rate_limit_refusals_total{group="docs"} 1\n');
    expect(text).toContain('tangible_wealth_rate_limit_refusals_total{group="mcp"} 1\n');
    expect(text).not.toContain('tangible_wealth_rate_limit_refusals_total{group="rest"}');
  });

  it('with METRICS_TOKEN, answers only Authorization: Bearer <token>; anything else 401 with WWW-Authenticate', async () => {
    const served = await app({ METRICS_TOKEN: TOKEN });
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
      'Bearer',
    ]) {
      const response = await send(served, {
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({
        status: 'error',
        error: { code: 401, message: 'Unauthorized' },
      });
      expect(response.body).not.toContain(TOKEN);
      expect(response.body).not.toContain('tangible_wealth_');
    }
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const response = await send(served, { url: '/metrics', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(200);
      expect(response.body).toContain('# TYPE tangible_wealth_http_requests_total counter');
    }
  });
});
