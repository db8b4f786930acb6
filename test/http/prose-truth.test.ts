// The cases of issue 12 ("Prose truth") and their classes, through the real HTTP server.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

async function data(path: string, query: Record<string, string>) {
  const response = await send(app, `${path}?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** numerator ÷ denominator rounded half up, grouped: the expected figure, computed here independently. */
function rounded(numerator: bigint, denominator: bigint): string {
  return ((2n * numerator + denominator) / (2n * denominator)).toLocaleString('en-US');
}

const ratio = (wealthYours: string, wealthTheirs: string) =>
  data('/v1/comparison', { expression: 'numberOfItems', typeOfItem: 'car', wealthYours, wealthTheirs });

describe('the ratio: figure, sentence and tier agree at every tier boundary', () => {
  it.each([
    ['100', '19960', '200 : 1', 'Their wealth is 200 times yours.', /extreme wealth inequality.*200 times/],
    ['100', '195', '2 : 1', 'Their wealth is 2 times yours.', /large wealth gap.*at least twice/],
    ['100', '996', '10 : 1', 'Their wealth is 10 times yours.', /very large wealth gap.*at least 10 times/],
    ['100', '109', '1.1 : 1', 'Their wealth is 1.1 times yours.', /modest wealth gap.*at least 1\.1 times/],
    ['19960', '100', '1 : 200', 'Your wealth is 200 times theirs.', /extreme wealth inequality.*200 times/],
    ['100', '104', '1 : 1', 'Their wealth is slightly larger than yours.', /roughly equal/],
    ['2', '1999999', '1,000,000 : 1', 'Their wealth is 1,000,000 times yours.', /at least 1,000,000 times/],
  ])('%s vs %s', async (yours, theirs, phrase, sentence, tier) => {
    const { ratio: r } = await ratio(yours, theirs);
    expect(r.phrase).toBe(phrase);
    expect(r.sentence).toBe(sentence);
    expect(r.scale).toMatch(tier);
  });

  it('shows every digit of a ratio of exact amounts, and only true ones', async () => {
    const yours = 7n;
    const theirs = 123_456_789_012_345_678_901_234n;
    const { ratio: r } = await ratio(String(yours), String(theirs));
    expect(r.phrase).toBe(`${rounded(theirs, yours)} : 1`);
    expect(r.sentence).toBe(`Their wealth is ${rounded(theirs, yours)} times yours.`);
  });
});

describe('figures computed from exact inputs print exactly', () => {
  it('a stack of 1e24 pound coins is exactly 2.8e18 km, and its miles agree', async () => {
    const d = await data('/v1/heightOfMoneyStack', { wealth: '1000000000Q', typeOfMoney: 'gbp_1_coin' });
    // 10^24 coins × 2.8 mm = 2.8 × 10^21 m; a mile is exactly 1,609.344 m.
    const miles = rounded(28n * 10n ** 23n, 1_609_344n);
    expect(d.phrase).toBe(`${miles} Miles (2,800,000,000,000,000,000 km)`);
    expect(d.sentence).toContain(`${miles} miles (2,800,000,000,000,000,000 km) high!`);
  });

  it('1e24 spent at 1 a day: millennia and years are the same exact number of days', async () => {
    const d = await data('/v1/durationOfDailySpend', { wealth: '1000000000Q', spend: '1' });
    const days = 10n ** 24n;
    const millennia = rounded(days, 365_000n);
    const years = rounded(days, 365n);
    expect(d.phrase).toBe(`${millennia} Millennia (${years} Years)`);
  });

  it('keeps the fixed points of conventions §7', async () => {
    expect((await data('/v1/heightOfMoneyStack', { wealth: '1T', typeOfMoney: 'usd_1_coin' })).phrase).toBe(
      '1,242,742 Miles (2,000,000 km)',
    );
    expect((await data('/v1/durationOfDailySpend', { wealth: '1B', spend: '1000' })).phrase).toBe(
      '2.7 Millennia (2,740 Years)',
    );
  });

  it('prints float-computed growth to at most 12 significant digits', async () => {
    const d = await data('/v1/growthOfCompoundInterest', {
      wealth: '1000000000Q',
      rate: '0.99',
      frequency: '365',
      period: '99',
    });
    const digits = /By \$([\d,]+) Over/.exec(d.phrase)?.[1]?.replaceAll(',', '') ?? '';
    expect(digits.length).toBeGreaterThan(60);
    expect(digits.replace(/0+$/, '').length).toBeLessThanOrEqual(12);
  });
});
