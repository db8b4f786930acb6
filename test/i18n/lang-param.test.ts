// The `lang` parameter on REST (issue 28): English by default and byte-identical, a supported tag by
// BCP 47 lookup, anything else a clear 400 listing the supported tags, before any other parameter.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, matchLang, negotiateLang } from '../../src/i18n/languages.ts';
import { makeApp } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('lang on REST', () => {
  it('absent, `en` and `EN-us` answer byte-identically', async () => {
    const base = '/v1/numberOfItems?wealth=1.5B&typeOfItem=house';
    const plain = await app.inject({ method: 'GET', url: base });
    for (const tag of ['en', 'EN-us', 'en-GB']) {
      const tagged = await app.inject({ method: 'GET', url: `${base}&lang=${tag}` });
      expect(tagged.body).toBe(plain.body);
    }
  });

  it.each(['xx', 'pt', 'pt-PT', 'zh', 'de_DE', 'x'.repeat(40), '%00'])(
    'refuses %s with the list',
    async (tag) => {
      const { status, body } = await get(`/v1/numberOfItems?wealth=1M&typeOfItem=house&lang=${tag}`);
      expect(status).toBe(400);
      expect(body.error.message).toBe(`Lang Unsupported: use one of ${LANGUAGES.join(', ')}`);
    },
  );

  it('refuses a repeated lang as Invalid, and reads an empty one as English', async () => {
    const twice = await get('/v1/numberOfItems?wealth=1M&typeOfItem=house&lang=de&lang=fr');
    expect(twice.body.error.message).toBe('Lang Invalid');
    const empty = await app.inject({
      method: 'GET',
      url: '/v1/numberOfItems?wealth=1M&typeOfItem=house&lang=',
    });
    const none = await app.inject({ method: 'GET', url: '/v1/numberOfItems?wealth=1M&typeOfItem=house' });
    expect(empty.body).toBe(none.body);
  });

  it('refuses an unsupported tag before any other parameter', async () => {
    const { body } = await get('/v1/numberOfItems?lang=xx');
    expect(body.error.message).toMatch(/^Lang Unsupported/);
  });
});

describe('tags', () => {
  it('matches by lookup, case-insensitively', () => {
    expect(matchLang('de-AT')).toBe('de');
    expect(matchLang('PT-br')).toBe('pt-BR');
    expect(matchLang('en-IN')).toBe('en-IN');
    expect(matchLang('en-in-x-foo')).toBe('en-IN');
    expect(matchLang('ja-JP-u-ca-japanese')).toBe('ja');
    expect(matchLang('pt-PT')).toBeUndefined();
  });

  it('negotiates Accept-Language by quality, then order', () => {
    expect(negotiateLang('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(negotiateLang('zh;q=1, ja;q=0.5, de;q=0.7')).toBe('de');
    expect(negotiateLang('*')).toBe('en');
    expect(negotiateLang(undefined)).toBe('en');
    expect(negotiateLang('de;q=0, it')).toBe('it');
  });

  it('ignores a range whose weight is no qvalue (RFC 9110 §12.4.2: 0 to 1, three decimals at most)', () => {
    expect(negotiateLang('de;q=0.9, es;q=0.00001')).toBe('de');
    expect(negotiateLang('de;q=0.9, es;q=2')).toBe('de');
    expect(negotiateLang('de;q=0.9, es;q=1.5')).toBe('de');
    expect(negotiateLang('de;q=0.9, es;q=abc')).toBe('de');
    expect(negotiateLang('de;q=0.9, es;q=-1')).toBe('de');
    expect(negotiateLang('de;q=0.9, es;q=1.000')).toBe('es');
    expect(negotiateLang('de;q=0.9, es;Q=0.95')).toBe('es');
    expect(negotiateLang('de;q=0.9, es;q=0.')).toBe('de');
  });
});
