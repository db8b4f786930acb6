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
      // Issue 26: what a URL parser takes but is no host and port.
      'a"b',
      'x.com:0',
      'x.com:',
      'x.com:65536',
      'a<b>',
      "a'b",
      '-x.com',
      'x..com',
      '1.2.3',
      '0x7f.0.0.1',
      '[::1]:0',
      '[not-v6]',
      `${'a'.repeat(64)}.com`,
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

describe('hosts that are host names or IP literals with a port from 1 to 65535', () => {
  it('are written into the documents as they are (the name lower-cased, the default port dropped)', async () => {
    const cases: Array<[string, string]> = [
      ['x.com:8080', 'http://x.com:8080'],
      ['X.Example.ORG', 'http://x.example.org'],
      ['x.com:80', 'http://x.com'],
      ['web_1:3000', 'http://web_1:3000'],
      ['127.0.0.1:65535', 'http://127.0.0.1:65535'],
      ['[::1]:1', 'http://[::1]:1'],
      ['localhost', 'http://localhost'],
      ['example.org.', 'http://example.org.'],
    ];
    for (const [host, origin] of cases) {
      const response = await send(derived, { url: '/llms.txt', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toContain(`${origin}/mcp`);
    }
  });

  it('a comparison page whose Host is not a host answers 400: no canonical link is ever made from it', async () => {
    const url = '/compare?expression=numberOfItems&wealthYours=50K&wealthTheirs=1B&typeOfItem=house';
    for (const host of ['a"b', 'x.com:0', 'a"><script>x</script>']) {
      const response = await send(derived, { url, headers: { host } });
      expect(response.statusCode, host).toBe(400);
      expect(response.body).not.toContain('canonical');
      expect(response.body).not.toContain(host);
    }
    const fine = await send(derived, { url, headers: { host: 'x.com:8080' } });
    expect(fine.body).toContain('<link rel="canonical" href="http://x.com:8080/compare?');
  });
});

describe('a forwarded protocol other than http or https', () => {
  it('is read in any case: HTTPS is https', async () => {
    const proxied = await makeApp({ TRUST_PROXY: '1' });
    for (const proto of ['HTTPS', 'Https', 'HTTP']) {
      const response = await send(proxied, {
        url: '/llms.txt',
        headers: { host: 'x', 'x-forwarded-proto': proto },
      });
      expect(response.statusCode, proto).toBe(200);
      expect(response.body).toContain(`${proto.toLowerCase()}://x/mcp`);
    }
    await proxied.close();
  });

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
