// One renderer for every language: English said from `en.json` through the catalogue path (the path
// every other language takes) must equal English said by its code renderer, answer for answer, over a
// seeded sweep of every expression, kind of money, item, label and size (the checker's generator).
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { useEnglishCatalogue } from '../../src/i18n/catalogue.ts';
import { random, randomCase } from '../checker/sweep.ts';

const COUNT = process.env.TEST_TIER === 'quick' ? 1500 : 6000;
const BY_NAME = new Map(OPERATIONS.map((operation) => [operation.name, operation]));

function answer(name: string, params: Record<string, string>, fromCatalogue: boolean) {
  useEnglishCatalogue(fromCatalogue);
  try {
    return (BY_NAME.get(name) as (typeof OPERATIONS)[number]).run({ ...params, lang: 'en' });
  } finally {
    useEnglishCatalogue(false);
  }
}

describe('English from its catalogue', () => {
  afterEach(() => useEnglishCatalogue(false));

  it(`equals English from code on ${COUNT} seeded requests`, () => {
    const rnd = random(28);
    let compared = 0;
    for (let i = 0; i < COUNT; i++) {
      const c = randomCase(rnd);
      const url = new URL(c.url, 'http://localhost');
      const name = url.pathname.slice('/v1/'.length);
      const params = Object.fromEntries(url.searchParams);
      const code = answer(name, params, false);
      const catalogue = answer(name, params, true);
      expect(catalogue, c.url).toEqual(code);
      compared++;
    }
    expect(compared).toBe(COUNT);
  });
});
