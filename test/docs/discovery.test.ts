import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../src/anchors/clock.ts';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const HOST = { host: 'wealth.test:8080' };
const ORIGIN = 'http://wealth.test:8080';

describe('every discovery file', () => {
  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8', 'public, max-age=300'],
    ['/favicon.ico', 'image/x-icon', 'public, max-age=86400'],
    // These name the request's origin (no PUBLIC_URL here), so only the client may keep them.
    ['/llms-full.txt', 'text/plain; charset=utf-8', 'private, max-age=300'],
    ['/apis.json', 'application/json; charset=utf-8', 'private, max-age=300'],
    ['/.well-known/apis.json', 'application/json; charset=utf-8', 'private, max-age=300'],
  ])('%s: %s, %s, an ETag that answers 304, and HEAD', async (path, type, cache) => {
    const first = await send(app, { url: path, headers: HOST });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe(type);
    expect(first.headers['cache-control']).toBe(cache);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await send(app, { url: path, headers: { ...HOST, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await send(app, { method: 'HEAD', url: path, headers: HOST });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers off the API endpoints and lets them read everything else', async () => {
    const text = (await send(app, '/robots.txt')).body;
    const lines = text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /v1/');
    expect(lines).toContain('Disallow: /mcp');
    expect(lines).toContain('Allow: /');
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    // What link previews and readers fetch is not under any disallowed prefix.
    for (const path of ['/', '/compare', '/compare/card.png', '/embed', '/llms.txt', '/data/anchors.csv']) {
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
    expect(text).not.toMatch(/^Sitemap:/m);
  });
});

describe('/favicon.ico', () => {
  it('is an ICO file holding PNG images of the icon at 16 and 32 pixels', async () => {
    const ico = (await send(app, '/favicon.ico')).rawPayload;
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const count = ico.readUInt16LE(4);
    expect(count).toBeGreaterThanOrEqual(1);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.length).toBe(length);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      // The PNG's own header (IHDR) agrees with the directory entry.
      expect(png.readUInt32BE(16)).toBe(ico[entry]);
      expect(png.readUInt32BE(20)).toBe(ico[entry + 1]);
      sizes.push(ico[entry] as number);
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32]));
  });

  it('leaves /compare/icon.svg, which it is drawn from, as it was', async () => {
    const svg = await send(app, '/compare/icon.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
  });
});

describe('/llms-full.txt', () => {
  it('names every operation, its MCP tool, every parameter and its values, and every error category', async () => {
    const text = (await send(app, { url: '/llms-full.txt', headers: HOST })).body;
    expect(text.split('\n')[0]).toMatch(/^# Tangible Wealth/);
    for (const operation of OPERATIONS) {
      expect(text).toContain(`### ${operation.name}\n`);
      expect(text).toContain(`MCP tool: \`${operation.tool}\``);
      for (const param of operation.params) {
        expect(text).toContain(`- \`${param.name}\` (${param.label}): ${param.description}`);
        if (param.shape.kind === 'enum')
          for (const value of param.shape.values) expect(text).toContain(`\`${value}\``);
      }
    }
    // docs/errors.md's categories, each with a parameter's label.
    for (const message of [
      'Wealth Missing',
      'Wealth Malformed',
      'Wealth Invalid',
      'Wealth Not-a-Number',
      'Wealth Zero',
      'Wealth Negative',
      'Wealth Outside Range',
      'Rate Invalid (0)',
      'Rate Invalid (1)',
      'Period Invalid (100)',
      'Period Outside Range',
      'Frequency Invalid',
      'Type Of Item Missing',
      'Expression Invalid',
    ]) {
      expect(text).toContain(`\`${message}\``);
    }
    for (const message of [
      'Not Found',
      'Method Not Allowed',
      'Too Many Requests',
      'URI Too Long',
      'Request Timeout',
    ]) {
      expect(text).toContain(`\`${message}\``);
    }
  });

  it('shows for every operation a request with the origin and the answer the service really gives it', async () => {
    const text = (await send(app, { url: '/llms-full.txt', headers: HOST })).body;
    const examples = [...text.matchAll(/```sh\ncurl '([^']+)'\n```\n\n```json\n([\s\S]*?)\n```/g)];
    expect(examples.length).toBe(OPERATIONS.length);
    for (const [, url, shown] of examples) {
      expect(url?.startsWith(`${ORIGIN}/v1/`), url).toBe(true);
      const real = await send(app, (url as string).slice(ORIGIN.length));
      expect(real.statusCode, url).toBe(200);
      expect(JSON.parse(shown as string), url).toEqual(real.json());
    }
  });

  it('is linked from llms.txt, with the data set', async () => {
    const text = (await send(app, { url: '/llms.txt', headers: HOST })).body;
    expect(text).toContain(`](${ORIGIN}/llms-full.txt)`);
    expect(text).toContain(`](${ORIGIN}/data/anchors.json)`);
    expect(text).toContain(`](${ORIGIN}/data/anchors.csv)`);
  });
});

/** Every URL in a JSON document. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

describe('/apis.json', () => {
  it('is an APIs.json index linking the contract, the docs, MCP, the data set, the page and the licence', async () => {
    const index = (await send(app, { url: '/apis.json', headers: HOST })).json();
    expect(index).toMatchObject({
      name: 'Tangible Wealth',
      specificationVersion: expect.any(String),
      url: `${ORIGIN}/apis.json`,
    });
    const [api] = index.apis;
    expect(api).toMatchObject({ humanURL: `${ORIGIN}/`, baseURL: `${ORIGIN}/v1` });
    const linked = api.properties.map((p: { url: string }) => p.url);
    for (const path of [
      '/openapi.json',
      '/openapi.yaml',
      '/llms.txt',
      '/llms-full.txt',
      '/mcp',
      '/.well-known/mcp.json',
      '/data/anchors.json',
      '/data/anchors.csv',
      '/compare',
    ]) {
      expect(linked).toContain(`${ORIGIN}${path}`);
    }
    expect(api.properties).toContainEqual({ type: 'OpenAPI', url: `${ORIGIN}/openapi.json` });
    expect(linked).toContain('https://creativecommons.org/licenses/by/4.0/');
    expect((await send(app, { url: '/.well-known/apis.json', headers: HOST })).body).toBe(
      (await send(app, { url: '/apis.json', headers: HOST })).body,
    );
  });

  it('links only addresses that answer on this server (the MCP endpoint to a POST)', async () => {
    const index = (await send(app, { url: '/apis.json', headers: HOST })).json();
    // baseURL is a prefix, not a document: its routes answer (the discovery route stands for them).
    const base = index.apis[0].baseURL;
    const own = urlsIn(index)
      .map((url) => (url === base ? `${base}/expressions` : url))
      .filter((url) => url.startsWith(ORIGIN));
    expect(own.length).toBeGreaterThan(10);
    for (const url of new Set(own)) {
      const path = url.slice(ORIGIN.length);
      const response =
        path === '/mcp'
          ? await send(app, {
              method: 'POST',
              url: path,
              headers: {
                ...HOST,
                'content-type': 'application/json',
                accept: 'application/json, text/event-stream',
              },
              payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
            })
          : await send(app, { url: path, headers: HOST });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('names security.txt only when there is one', async () => {
    expect((await send(app, { url: '/apis.json', headers: HOST })).body).not.toContain('security.txt');
    const withContact = await makeApp({ SECURITY_CONTACT: 'mailto:security@wealth.example' });
    try {
      const index = (await send(withContact, { url: '/apis.json', headers: HOST })).json();
      expect(urlsIn(index)).toContain(`${ORIGIN}/.well-known/security.txt`);
    } finally {
      await withContact.close();
    }
  });

  it('uses PUBLIC_URL when set, cached publicly', async () => {
    const publicApp = await makeApp({ PUBLIC_URL: 'https://wealth.example' });
    try {
      const response = await send(publicApp, '/apis.json');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      for (const url of urlsIn(response.json())) expect(url).not.toContain('localhost');
      expect(response.json().url).toBe('https://wealth.example/apis.json');
    } finally {
      await publicApp.close();
    }
  });
});

describe('/.well-known/security.txt', () => {
  it('is the usual 404 while SECURITY_CONTACT is unset', async () => {
    const response = await send(app, '/.well-known/security.txt');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', error: { code: 404, message: 'Not Found' } });
  });

  it('with SECURITY_CONTACT: Contact, Expires a year ahead in RFC 3339, Canonical, an ETag, HEAD', async () => {
    const secured = await makeApp({
      SECURITY_CONTACT: 'mailto:security@wealth.example',
      PUBLIC_URL: 'https://wealth.example',
    });
    try {
      const response = await send(secured, '/.well-known/security.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const fields = Object.fromEntries(
        response.body
          .split('\n')
          .filter((line) => line !== '' && !line.startsWith('#'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      expect(fields.Contact).toBe('mailto:security@wealth.example');
      expect(fields.Canonical).toBe('https://wealth.example/.well-known/security.txt');
      expect(fields.Expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/);
      const ahead = (Date.parse(String(fields.Expires)) - Date.now()) / 86_400_000;
      expect(ahead).toBeGreaterThan(364);
      expect(ahead).toBeLessThanOrEqual(366);
      const again = await send(secured, {
        url: '/.well-known/security.txt',
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect((await send(secured, { method: 'HEAD', url: '/.well-known/security.txt' })).statusCode).toBe(
        200,
      );
    } finally {
      await secured.close();
    }
  });

  it('expires at the start of the same day a year later, by the service clock', async () => {
    const secured = await makeApp({ SECURITY_CONTACT: 'https://wealth.example/report' });
    const found = setClock(() => new Date('2028-02-29T18:30:00Z'));
    try {
      const text = (await send(secured, { url: '/.well-known/security.txt', headers: HOST })).body;
      expect(text).toContain('\nExpires: 2029-03-01T00:00:00.000Z\n');
      expect(text).toContain('\nContact: https://wealth.example/report\n');
      expect(text).toContain(`\nCanonical: ${ORIGIN}/.well-known/security.txt\n`);
      setClock(() => new Date('2026-11-25T09:00:00Z'));
      expect((await send(secured, { url: '/.well-known/security.txt', headers: HOST })).body).toContain(
        '\nExpires: 2027-11-25T00:00:00.000Z\n',
      );
    } finally {
      setClock(found);
      await secured.close();
    }
  });
});
