import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { makeApp, send } from '../support/app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const app = await makeApp();
afterAll(() => app.close());

describe('X-Request-Id', () => {
  it('is taken from the request when it is sane, on success and on error', async () => {
    const ok = await send(app, { url: '/v1/expressions', headers: { 'x-request-id': 'edge-7f3a:42' } });
    expect(ok.headers['x-request-id']).toBe('edge-7f3a:42');
    const bad = await send(app, { url: '/v1/numberOfItems?wealth=B', headers: { 'x-request-id': 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toBe('abc');
  });

  it('is generated (a UUID) when absent or not sane, different for every request', async () => {
    const ids = new Set<string>();
    for (const given of [undefined, '', 'two words', 'x'.repeat(129), 'line\u0007bell', '{"json":1}']) {
      const headers = given === undefined ? {} : { 'x-request-id': given };
      const answer = await send(app, { url: '/v1/expressions', headers });
      const id = String(answer.headers['x-request-id']);
      expect(id, String(given)).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(6);
  });

  it('is on every kind of answer, and a browser may read it', async () => {
    for (const url of ['/', '/compare', '/mcp', '/nowhere', '/healthz']) {
      const answer = await send(app, { url, headers: { 'x-request-id': 'trace-1' } });
      expect(answer.headers['x-request-id'], url).toBe('trace-1');
    }
    const answer = await send(app, '/v1/expressions');
    expect(String(answer.headers['access-control-expose-headers'])).toContain('X-Request-Id');
  });
});

describe('the access log line', () => {
  const lines: Record<string, unknown>[] = [];
  let logged: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
        done();
      },
    });
    logged = await buildApp({ config: loadConfig({}), logger: { level: 'info', stream } });
  });
  afterAll(() => logged.close());

  it('carries the request id, so an operator can find a user’s request', async () => {
    const answer = await logged.inject({
      url: '/v1/expressions',
      headers: { 'x-request-id': 'support-ticket-981' },
    });
    const generated = await logged.inject({ url: '/v1/expressions' });
    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access.map((line) => line.reqId)).toEqual([
      answer.headers['x-request-id'],
      generated.headers['x-request-id'],
    ]);
    expect(access[0]).toMatchObject({ reqId: 'support-ticket-981', url: '/v1/expressions', statusCode: 200 });
  });
});
