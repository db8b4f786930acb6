import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  INIT_SCRIPT_PATH,
  SCALAR_FILE,
  SCALAR_OPTIONS,
  SCALAR_SCRIPT_PATH,
  SCALAR_SOURCE,
  SCALAR_VERSION,
} from '../../src/docs/reference-page.ts';
import { docsRoutes } from '../../src/docs/routes.ts';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { REST_PATHS } from '../../src/http/paths.ts';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ DOCS_RATE_LIMIT: '100000' });
});
afterAll(() => app.close());

const DOC_PATHS = ['/', '/openapi.json', '/openapi.yaml', '/llms.txt', INIT_SCRIPT_PATH, SCALAR_SCRIPT_PATH];
/** The discovery files and the data set (test/docs/discovery.test.ts, dataset.test.ts). */
const DISCOVERY_PATHS = [
  '/robots.txt',
  '/favicon.ico',
  '/llms-full.txt',
  '/apis.json',
  '/.well-known/apis.json',
  '/.well-known/security.txt',
  '/data/anchors.json',
  '/data/anchors.csv',
];

describe('documentation routes', () => {
  it('all belong to the docs group, so they count against DOCS_RATE_LIMIT', async () => {
    const routes: RouteOptions[] = [];
    const bare = Fastify();
    bare.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await bare.register(docsRoutes, {
      config: loadConfig({ SECURITY_CONTACT: 'mailto:security@wealth.example' }),
    });
    await bare.ready();
    expect(routes.map((route) => route.url).sort()).toEqual(
      expect.arrayContaining([...DOC_PATHS, ...DISCOVERY_PATHS].sort()),
    );
    for (const route of routes) expect(route.config, route.url).toEqual({ group: 'docs' });
    await bare.close();
  });

  it('are refused with 429 past DOCS_RATE_LIMIT, with the rate-limit headers', async () => {
    const limited = await makeApp({ DOCS_RATE_LIMIT: '2' });
    try {
      const statuses = [];
      for (const path of ['/llms.txt', '/openapi.json', '/'])
        statuses.push((await send(limited, path)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await send(limited, '/openapi.yaml');
      expect(refused.headers['ratelimit-limit']).toBe('2');
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json().error).toMatchObject({ code: 429, retryAfter: expect.any(Number) });
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['/', 'text/html; charset=utf-8', 'public'],
    // These name the request's origin (no PUBLIC_URL here), so only the client may keep them.
    ['/openapi.json', 'application/json; charset=utf-8', 'private'],
    ['/openapi.yaml', 'application/yaml; charset=utf-8', 'private'],
    ['/llms.txt', 'text/plain; charset=utf-8', 'private'],
    [INIT_SCRIPT_PATH, 'text/javascript; charset=utf-8', 'public'],
  ])('%s: %s, short %s cache with an ETag that answers 304', async (path, type, scope) => {
    const first = await send(app, path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe(type);
    expect(first.headers['cache-control']).toBe(`${scope}, max-age=300`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await send(app, { url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await send(app, { method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it("serve Scalar's own bundle (vendored, checked against its recorded SHA-256), versioned and cached for good, gzipped on request", async () => {
    expect(SCALAR_SCRIPT_PATH).toBe(`/reference/scalar-api-reference-${SCALAR_VERSION}.js`);
    const file = readFileSync(SCALAR_FILE);
    expect(createHash('sha256').update(file).digest('hex')).toBe(SCALAR_SOURCE.sha256);
    const plain = await send(app, { url: SCALAR_SCRIPT_PATH, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.equals(file)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const zipped = await send(app, { url: SCALAR_SCRIPT_PATH, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).equals(file)).toBe(true);
    for (const refused of ['gzip;q=0', 'br, gzip;q=0.0', 'x-gzip']) {
      const answer = await send(app, { url: SCALAR_SCRIPT_PATH, headers: { 'accept-encoding': refused } });
      expect(answer.headers['content-encoding'], refused).toBeUndefined();
    }
  });
});

describe('the reference page', () => {
  it('loads only same-origin scripts, under a CSP that allows nothing else', async () => {
    const page = await send(app, '/');
    expect(page.body).toContain(`<script src="${SCALAR_SCRIPT_PATH}"></script>`);
    expect(page.body).toContain(`<script src="${INIT_SCRIPT_PATH}"></script>`);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'self'");
  });

  it('links to the comparison page, llms.txt and the OpenAPI document', async () => {
    const page = (await send(app, '/')).body;
    for (const href of ['/compare', '/llms.txt', '/openapi.json', '/openapi.yaml']) {
      expect(page).toContain(`href="${href}"`);
    }
  });

  it('starts Scalar on /openapi.json with nothing that leaves the server', async () => {
    expect(SCALAR_OPTIONS).toMatchObject({
      url: '/openapi.json',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: 'never',
    });
    expect(SCALAR_OPTIONS).not.toHaveProperty('proxyUrl');
    const init = (await send(app, INIT_SCRIPT_PATH)).body;
    expect(init).toContain("Scalar.createApiReference('#app'");
    expect(init).toContain(JSON.stringify(SCALAR_OPTIONS));
    expect(init).toContain('window.location.origin');
  });

  it('with PUBLIC_URL, trusts the document’s server and lets the page connect to it', async () => {
    const publicApp = await makeApp({ PUBLIC_URL: 'https://wealth.example' });
    try {
      expect((await send(publicApp, INIT_SCRIPT_PATH)).body).not.toContain('window.location.origin');
      const csp = String((await send(publicApp, '/')).headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://wealth.example");
    } finally {
      await publicApp.close();
    }
  });
});

describe('/llms.txt', () => {
  it('follows the llms.txt shape: a title, a summary, then sections of links', async () => {
    const text = (await send(app, { url: '/llms.txt', headers: { host: 'wealth.test:8080' } })).body;
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Tangible Wealth');
    expect(lines[2]).toMatch(/^> /);
    for (const section of ['## REST API', '## Quoting results', '## Attribution', '## MCP', '## Optional']) {
      expect(text).toContain(`\n${section}\n`);
    }
  });

  it('lists every route with a working example, the MCP address and the attribution, as absolute links', async () => {
    const origin = 'http://wealth.test:8080';
    const text = (await send(app, { url: '/llms.txt', headers: { host: 'wealth.test:8080' } })).body;
    for (const path of REST_PATHS) expect(text).toContain(`](${origin}${path}`);
    for (const operation of OPERATIONS) expect(text).toContain(`\`${operation.tool}\``);
    expect(text).toContain(`Endpoint: ${origin}/mcp`);
    expect(text).toContain(`${origin}/.well-known/mcp.json`);
    expect(text).toContain('`Source: Tangible Wealth (CC BY 4.0).`');
    expect(text).toContain('CC BY 4.0');

    for (const [, link] of text.matchAll(/\]\((http[^)]+\/v1\/[^)]+)\)/g)) {
      const response = await send(app, (link as string).slice(origin.length));
      expect(response.statusCode, link).toBe(200);
    }
  });

  it('uses PUBLIC_URL and the configured attribution when set', async () => {
    const publicApp = await makeApp({ PUBLIC_URL: 'https://wealth.example', ATTRIBUTION: 'Via Example.' });
    try {
      const text = (await send(publicApp, '/llms.txt')).body;
      expect(text).toContain('Endpoint: https://wealth.example/mcp');
      expect(text).toContain('`Via Example.`');
      expect(text).not.toContain('localhost');
    } finally {
      await publicApp.close();
    }
  });
});
