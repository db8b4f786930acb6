// The cases of issue 12 ("Prose truth") and their classes, through the real HTTP server.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../src/anchors/clock.ts';
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

describe('no scale compares money in two currencies', () => {
  const growth = (wealth: string) =>
    data('/v1/growthOfCompoundInterest', { wealth, rate: '0.05', frequency: '12', period: '20' });

  it('a growth in won, euros or any currency but US dollars has no scale', async () => {
    for (const wealth of ['₩1M', '€1B', 'CHF 1T', '£5K', 'CA$1Q', 'R$2B']) {
      const d = await growth(wealth);
      expect(d.scale, wealth).toBeNull();
    }
  });

  it('a growth in US dollars keeps its US dollar anchors', async () => {
    for (const wealth of ['1M', '$1M', 'USD 1M']) expect((await growth(wealth)).scale).toMatch(/US\$/);
  });

  it('each side of a comparison follows its own currency', async () => {
    const d = await data('/v1/comparison', {
      expression: 'growthOfCompoundInterest',
      wealthYours: '₩1M',
      wealthTheirs: '$1M',
      rate: '0.05',
      frequency: '12',
      period: '20',
    });
    expect(d.resultYours.scale).toBeNull();
    expect(d.resultTheirs.scale).toMatch(/US\$/);
  });
});

describe('wording a reader does not trip over', () => {
  it('compares a duration with the time since an event, not "as long ago as"', async () => {
    const d = await data('/v1/durationOfDailySpend', { wealth: '1B', spend: '1000' });
    expect(d.scale).toMatch(
      /^That is 1\.3 times the time since the assassination of Julius Caesar \(44 BC\)\.$/,
    );
    const big = await data('/v1/durationOfDailySpend', { wealth: '1000000000Q', spend: '1' });
    expect(big.scale).toMatch(/ times the time since the Big Bang /);
    expect(big.scale).not.toMatch(/long ago/);
  });

  it('names the item counted against a population', async () => {
    const coffees = await data('/v1/numberOfItems', { wealth: '1T', typeOfItem: 'fancy_coffee' });
    expect(coffees.scale).toMatch(/^That is [\d.,]+ fancy coffees for every /);
    const salaries = await data('/v1/numberOfItems', { wealth: '250B', typeOfItem: 'year_of_salary_65k' });
    expect(salaries.scale).toMatch(/^That is [\d.,]+ years of \$65,000 salary for every /);
    // 11 houses for a football team of 11: the multiplier reads one, in the singular.
    const houses = await data('/v1/numberOfItems', { wealth: '5.5M', typeOfItem: 'house' });
    expect(houses.scale).toBe('That is one house for every player in a football team (11 people).');
  });

  it('says "all at once" only of several items', async () => {
    const one = await data('/v1/numberOfItems', { wealth: '600M', typeOfItem: 'superyacht' });
    expect(one.sentence).toBe('A person with a wealth of $600,000,000 could buy 1 superyacht!');
    const two = await data('/v1/numberOfItems', { wealth: '1.2B', typeOfItem: 'superyacht' });
    expect(two.sentence).toBe(
      'A person with a wealth of $1,200,000,000 could buy 2 superyachts all at once!',
    );
  });
});

describe('time-bound facts count from the current year', () => {
  afterEach(() => setClock());
  const at = (iso: string) => setClock(() => new Date(iso));
  // 80 years of spending: 1.4 times the 57 years from the first Moon landing to 2026, and still
  // short of the end of the Second World War in Europe (81 years).
  const query = { wealth: String(80 * 365), spend: '1' };

  it('says one thing on 31 December and the next on 1 January, through the same cached URL', async () => {
    at('2026-12-31T23:59:59Z');
    const before = await data('/v1/durationOfDailySpend', query);
    expect(before.scale).toBe('That is 1.4 times the time since the first Moon landing (1969).');
    at('2027-01-01T00:00:00Z');
    const after = await data('/v1/durationOfDailySpend', query);
    // 80 ÷ 58 = 1.38, rounded down.
    expect(after.scale).toBe('That is 1.3 times the time since the first Moon landing (1969).');
    expect(after.phrase).toBe(before.phrase);
  });

  it('stays the same all year long', async () => {
    const answers = new Set<string>();
    for (const iso of ['2030-01-01T00:00:00Z', '2030-07-01T12:00:00Z', '2030-12-31T23:59:59Z']) {
      at(iso);
      answers.add((await data('/v1/durationOfDailySpend', query)).scale);
    }
    // 80 ÷ 61 = 1.31.
    expect([...answers]).toEqual(['That is 1.3 times the time since the first Moon landing (1969).']);
  });

  it('never counts an event of the current year or later', async () => {
    at('2025-03-01T00:00:00Z');
    const d = await data('/v1/durationOfDailySpend', { wealth: '365', spend: '1' });
    expect(d.scale).toBe('That is the time since the Paris Olympic Games (2024).');
  });
});
