import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const REST = '/v1/numberOfItems?wealth=1T&typeOfItem=house';

/** Cacheable GET answers of every kind: a REST answer, the discovery list, a document, a page file. */
const CACHEABLE = [REST, '/v1/expressions', '/openapi.json', '/compare/compare.css'];

describe('revalidation of cacheable GET answers', () => {
  it.each(CACHEABLE)('%s carries a strong ETag that answers 304 with the same cache headers', async (url) => {
    const first = await send(app, url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await send(app, { url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers['ratelimit-limit']).toBe(first.headers['ratelimit-limit']);
  });

  it('the same bytes get the same tag in another process (no per-process salt), and other bytes another tag', async () => {
    const other = await makeApp();
    try {
      const here = await send(app, REST);
      const there = await send(other, REST);
      expect(there.headers.etag).toBe(here.headers.etag);
      const different = await send(app, '/v1/numberOfItems?wealth=2T&typeOfItem=house');
      expect(different.headers.etag).not.toBe(here.headers.etag);
    } finally {
      await other.close();
    }
  });

  it('matches a tag in a list, a weak copy of it, and *; not another tag', async () => {
    const etag = String((await send(app, REST)).headers.etag);
    for (const header of [`"x", ${etag}`, `W/${etag}`, '*']) {
      expect((await send(app, { url: REST, headers: { 'if-none-match': header } })).statusCode, header).toBe(
        304,
      );
    }
    for (const header of ['"other"', etag.slice(1), '']) {
      expect((await send(app, { url: REST, headers: { 'if-none-match': header } })).statusCode, header).toBe(
        200,
      );
    }
  });

  it('HEAD revalidates like GET', async () => {
    const etag = String((await send(app, REST)).headers.etag);
    const head = await send(app, { method: 'HEAD', url: REST, headers: { 'if-none-match': etag } });
    expect(head.statusCode).toBe(304);
  });

  it('errors and uncacheable answers carry no ETag and are never 304', async () => {
    const bad = await send(app, {
      url: '/v1/numberOfItems?wealth=x&typeOfItem=house',
      headers: { 'if-none-match': '*' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const health = await send(app, { url: '/healthz', headers: { 'if-none-match': '*' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers.etag).toBeUndefined();
  });
});

describe('If-Match on GET and HEAD (RFC 9110 §13.1.1)', () => {
  it.each(CACHEABLE)('%s: a tag that is not the current one answers 412 in the envelope', async (url) => {
    const etag = String((await send(app, url)).headers.etag);
    for (const header of ['"nope"', `W/${etag}`, `"x", W/${etag}`, etag.slice(1), '']) {
      const refused = await send(app, { url, headers: { 'if-match': header } });
      expect(refused.statusCode, header).toBe(412);
      expect(refused.json()).toEqual({
        status: 'error',
        error: { code: 412, message: 'Precondition Failed' },
      });
      expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers.etag).toBeUndefined();
      expect(refused.headers['access-control-allow-origin']).toBe('*');
    }
    const head = await send(app, { method: 'HEAD', url, headers: { 'if-match': '"nope"' } });
    expect(head.statusCode).toBe(412);
    expect(head.body).toBe('');
  });

  it.each(CACHEABLE)('%s: *, the strong tag, or a list holding it passes', async (url) => {
    const first = await send(app, url);
    const etag = String(first.headers.etag);
    for (const header of ['*', etag, `"x", ${etag}`, ` ${etag} `]) {
      const passed = await send(app, { url, headers: { 'if-match': header } });
      expect(passed.statusCode, header).toBe(200);
      expect(passed.body).toBe(first.body);
      expect(passed.headers.etag).toBe(etag);
    }
  });

  it('If-Match is checked before If-None-Match: a match on both is 304, a failed If-Match 412', async () => {
    const etag = String((await send(app, REST)).headers.etag);
    const both = await send(app, { url: REST, headers: { 'if-match': etag, 'if-none-match': etag } });
    expect(both.statusCode).toBe(304);
    const failed = await send(app, { url: REST, headers: { 'if-match': '"nope"', 'if-none-match': etag } });
    expect(failed.statusCode).toBe(412);
  });

  it('an answer that is not a cacheable success ignores If-Match (an error stays the error)', async () => {
    const bad = await send(app, {
      url: '/v1/numberOfItems?wealth=x&typeOfItem=house',
      headers: { 'if-match': '"nope"' },
    });
    expect(bad.statusCode).toBe(400);
    const health = await send(app, { url: '/healthz', headers: { 'if-match': '"nope"' } });
    expect(health.statusCode).toBe(200);
  });
});
