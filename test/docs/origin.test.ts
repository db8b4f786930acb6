import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, send } from '../support/app.ts';

/** Documents that name the service's own address (issue 11, finding 5). */
const ORIGIN_DOCUMENTS = ['/.well-known/mcp.json', '/.well-known/mcp-server-card', '/llms.txt'];

let derived: FastifyInstance;
let fixed: FastifyInstance;
beforeAll(async () => {
  derived = await makeApp();
  fixed = await makeApp({ PUBLIC_URL: 'https://wealth.example.org' });
});
afterAll(() => Promise.all([derived.close(), fixed.close()]));

describe('the Host header never reaches a publicly cached document', () => {
  it('without PUBLIC_URL, a document naming the request origin is cached only privately and varies by Host', async () => {
    for (const url of ORIGIN_DOCUMENTS) {
      const response = await send(derived, { url, headers: { host: 'attacker.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('http://attacker.example/mcp');
      expect(response.headers['cache-control']).toBe('private, max-age=300');
      expect(String(response.headers.vary)).toContain('Host');
    }
  });

  it('with PUBLIC_URL, the document names PUBLIC_URL whatever the Host, and is public', async () => {
    for (const url of ORIGIN_DOCUMENTS) {
      const response = await send(fixed, { url, headers: { host: 'attacker.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('https://wealth.example.org/mcp');
      expect(response.body).not.toContain('attacker');
      expect(response.headers['cache-control']).toMatch(/^public, /);
    }
  });

  it('a Host that is not a host and port answers 400 in the envelope, never 500', async () => {
    for (const host of [
      'x:99999',
      'a b',
      '[::1',
      'evil.example/path',
      'user@evil.example',
      'x?y',
      'a'.repeat(300),
    ]) {
      for (const url of ORIGIN_DOCUMENTS) {
        const response = await send(derived, { url, headers: { host } });
        expect(response.statusCode, `${host} ${url}`).toBe(400);
        expect(response.json()).toEqual({
          status: 'error',
          error: { code: 400, message: 'Malformed Host Header' },
        });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });
});

describe('a forwarded protocol other than http or https', () => {
  it('answers 400, never 500, on the documents that name the origin', async () => {
    const proxied = await makeApp({ TRUST_PROXY: '1' });
    for (const proto of ['file', 'ftp', 'ws', 'javascript']) {
      for (const url of ORIGIN_DOCUMENTS) {
        const response = await send(proxied, { url, headers: { host: 'x', 'x-forwarded-proto': proto } });
        expect(response.statusCode, `${proto} ${url}`).toBe(400);
      }
      const https = await send(proxied, {
        url: '/llms.txt',
        headers: { host: 'x', 'x-forwarded-proto': 'https' },
      });
      expect(https.body).toContain('https://x/mcp');
    }
    await proxied.close();
  });
});
