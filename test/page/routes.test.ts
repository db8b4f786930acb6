import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
import { comparison, EXPRESSIONS } from '../../src/expressions/registry.ts';
import type { PageOptions } from '../../src/page/options.ts';
import { makeApp } from '../support/app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await makeApp();
});

afterAll(async () => {
  await app.close();
});

describe('GET /compare', () => {
  it('serves the page as HTML with a strict same-origin policy and a short cache', async () => {
    const response = await app.inject('/compare');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.body).toContain('<title>Compare two wealths — Tangible Wealth</title>');
    expect(response.body).toMatch(/<meta name="description" content="[^"]{50,}">/);
  });

  it('loads nothing from another origin and runs no inline script', async () => {
    const { body } = await app.inject('/compare');
    const references = [...body.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(references.length).toBeGreaterThan(2);
    for (const reference of references) expect(reference).toMatch(/^(\/|#)/);
    expect(body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(body).not.toMatch(/\son[a-z]+="/);
  });

  it('gives every form control a label', async () => {
    const { body } = await app.inject('/compare');
    const ids = [...body.matchAll(/<(?:input|select)[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    for (const id of ids) expect(body).toContain(`<label for="${id}">`);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await app.inject('/compare/compare.js');
    const again = await app.inject({
      url: '/compare/compare.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends /compare/ on to /compare, keeping the query', async () => {
    const response = await app.inject('/compare/?wealthYours=1K');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/compare?wealthYours=1K');
  });
});

describe('the page assets', () => {
  it.each([
    ['compare.js', 'text/javascript; charset=utf-8'],
    ['picture.js', 'text/javascript; charset=utf-8'],
    ['compare.css', 'text/css; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['options.json', 'application/json; charset=utf-8'],
  ])('serves %s as %s', async (name, type) => {
    const response = await app.inject(`/compare/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/compare/compare.css' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('does not serve other files from the folder', async () => {
    for (const name of ['picture.d.ts', '../routes.ts', 'compare.html']) {
      expect((await app.inject(`/compare/${name}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /compare/options.json', () => {
  async function options(env: Record<string, string> = {}): Promise<PageOptions> {
    const local = await makeApp(env);
    try {
      return (await local.inject('/compare/options.json')).json();
    } finally {
      await local.close();
    }
  }

  it('lists the expressions and every comparison parameter from the registry, with their error labels', async () => {
    const body = await options();
    expect(body.api).toBe('/v1/comparison');
    expect(body.expressions.map((e) => e.name)).toEqual(EXPRESSIONS.map((e) => e.name));
    expect(body.expressions.map((e) => e.params)).toEqual(
      EXPRESSIONS.map((e) => e.params.map((p) => p.name)),
    );
    expect(body.params.map((p) => [p.name, p.label])).toEqual(
      comparison.params.map((p) => [p.name, p.label]),
    );
  });

  it('offers exactly the values the API accepts, each with readable words', async () => {
    const body = await options();
    for (const param of comparison.params) {
      if (param.shape.kind !== 'enum') continue;
      const choices = body.params.find((p) => p.name === param.name)?.choices ?? [];
      expect(choices.map((c) => c.value)).toEqual(param.shape.values);
      for (const choice of choices) expect(choice.label).not.toBe(choice.value);
    }
    const items = body.params.find((p) => p.name === 'typeOfItem')?.choices;
    expect(items).toContainEqual({ value: 'house', label: 'House ($500K)' });
    const frequencies = body.params.find((p) => p.name === 'frequency')?.choices;
    expect(frequencies).toContainEqual({ value: '12', label: 'Monthly (12 times a year)' });
  });

  it('has defaults the API accepts for every parameter but the wealths', async () => {
    const body = await options();
    const raw = { ...body.defaults, wealthYours: '100K', wealthTheirs: '1T' };
    for (const expression of EXPRESSIONS) {
      expect(comparison.run({ ...raw, expression: expression.name }).ok).toBe(true);
    }
    expect(body.defaults.wealthYours).toBeUndefined();
  });

  it('carries the configured attribution', async () => {
    expect((await options()).attribution).toBe(DEFAULT_ATTRIBUTION);
    expect((await options({ ATTRIBUTION: 'Source: Example (CC BY 4.0).' })).attribution).toBe(
      'Source: Example (CC BY 4.0).',
    );
  });

  it('says the default attribution in the page’s language, an operator’s own as written', async () => {
    const local = await makeApp();
    const custom = await makeApp({ ATTRIBUTION: 'Source: Example (CC BY 4.0).' });
    try {
      const query = 'expression=numberOfItems&wealthYours=50K&wealthTheirs=1B&typeOfItem=house';
      for (const [lang, words] of [
        ['de', 'Quelle: Tangible Wealth (CC BY 4.0).'],
        ['fr', 'Source\u00a0: Tangible Wealth (CC BY 4.0).'],
        ['ja', '出典：Tangible Wealth（CC BY 4.0）'],
        ['en', DEFAULT_ATTRIBUTION],
      ] as const) {
        expect((await local.inject(`/compare/options.json?lang=${lang}`)).json().attribution).toBe(words);
        for (const path of [`/compare?${query}&lang=${lang}`, `/embed?${query}&lang=${lang}`]) {
          expect((await local.inject(path)).body, path).toContain(words);
          const theirs = (await custom.inject(path)).body;
          expect(theirs, path).toContain('Source: Example (CC BY 4.0).');
          if (lang !== 'en') expect(theirs, path).not.toContain(words);
        }
      }
    } finally {
      await local.close();
      await custom.close();
    }
  });
});
