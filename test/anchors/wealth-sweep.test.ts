// Sweeps wealths from 1 to 1e24 through the real operations (not the scale functions alone), with the
// other parameters at their extremes, and checks every `scale` the service would send (conventions §9).
import { describe, expect, it } from 'vitest';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import { OPERATIONS, type Operation } from '../../src/expressions/registry.ts';
import type { ComparisonResult, Result } from '../../src/expressions/types.ts';
import { type Expression, expressions, JUNK, parseNumber } from './tables.ts';

const MAX_EXPONENT = 24;
const powerOfTen = (exponent: number): string => `1${'0'.repeat(exponent)}`;
const POWERS = Array.from({ length: MAX_EXPONENT + 1 }, (_, exponent) => powerOfTen(exponent));

/** Wealths as plain digit strings: every power of ten from 1 to 1e24 and a few uneven amounts. */
const WEALTHS = [
  ...POWERS,
  '2',
  '7',
  '365',
  '99999',
  '123456789',
  '2718281828459',
  '31415926535897932',
  '999999999999999999999999',
];

const itemsByPrice = Object.entries(ITEMS).sort(([, a], [, b]) => a.price - b.price);
const CHEAPEST_ITEM = itemsByPrice[0]?.[0] as string;
const DEAREST_ITEM = itemsByPrice.at(-1)?.[0] as string;

/** Each operation's own parameters at their extremes. */
const PARAMETER_SETS: Record<string, readonly Record<string, string>[]> = {
  durationOfDailySpend: [{ spend: '1' }, { spend: powerOfTen(MAX_EXPONENT) }],
  heightOfMoneyStack: Object.keys(MONEY_KINDS).map((typeOfMoney) => ({ typeOfMoney })),
  numberOfItems: [{ typeOfItem: CHEAPEST_ITEM }, { typeOfItem: DEAREST_ITEM }],
  growthOfCompoundInterest: ['0.0001', '0.99'].flatMap((rate) =>
    ['1', '365'].flatMap((frequency) => ['0.01', '99.99'].map((period) => ({ rate, frequency, period }))),
  ),
};

/** Which anchor table each operation's result is put against. */
const ANCHORS_OF: Record<string, string> = {
  durationOfDailySpend: 'duration',
  heightOfMoneyStack: 'height',
  numberOfItems: 'items',
  growthOfCompoundInterest: 'growth',
};

function anchorsOf(operationName: string): Expression {
  const expression = expressions.find((candidate) => candidate.name === ANCHORS_OF[operationName]);
  if (!expression) throw new Error(`no anchors for ${operationName}`);
  return expression;
}

function operation(name: string): Operation {
  const found = OPERATIONS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no operation ${name}`);
  return found;
}

function run<T>(name: string, raw: Record<string, string>): T {
  const outcome = operation(name).run(raw);
  if (!outcome.ok) throw new Error(`${name} ${JSON.stringify(raw)}: ${outcome.message}`);
  return outcome.data as T;
}

/**
 * The scale rules for one result: text exactly where the value reaches the smallest anchor (and, for
 * a duration, at least a year), a multiplier under 10 below the largest anchor, and no junk.
 * Returns whether the result had a scale, so a sweep can show it reached both sides.
 */
function expectScale(anchors: Expression, result: Result, label: string): boolean {
  const smallest = anchors.table.anchors[0]?.figure as number;
  const largest = anchors.table.anchors.at(-1)?.figure as number;
  const { value, scale } = result;
  const reaches = value >= smallest && (anchors.name !== 'duration' || value >= 1);
  if (!reaches) {
    expect(scale, label).toBeNull();
    return false;
  }
  expect(scale, label).toEqual(expect.any(String));
  const text = scale as string;
  expect(text.trim(), label).not.toBe('');
  expect(text, label).not.toMatch(JUNK);
  expect(text, label).toMatch(/^That is [^\s].*[^.\s]\.$/);
  if (value < largest) {
    const multiplier = anchors.multiplierOf(text);
    if (multiplier !== undefined) expect(parseNumber(multiplier), label).toBeLessThan(10);
  }
  return true;
}

const cases = Object.entries(PARAMETER_SETS).flatMap(([name, sets]) =>
  sets.map((params) => ({ name, params, label: `${name} ${JSON.stringify(params)}` })),
);

describe('wealth sweep through the operations', () => {
  it(`covers ${WEALTHS.length} wealths from 1 to 1e24 and every parameter extreme`, () => {
    expect(WEALTHS).toContain('1');
    expect(WEALTHS).toContain(powerOfTen(MAX_EXPONENT));
    expect(WEALTHS.every((wealth) => /^\d+$/.test(wealth))).toBe(true);
    expect(cases.filter((c) => c.name === 'heightOfMoneyStack')).toHaveLength(
      Object.keys(MONEY_KINDS).length,
    );
    expect(CHEAPEST_ITEM).not.toBe(DEAREST_ITEM);
  });

  it.each(cases)('$label', ({ name, params, label }) => {
    const anchors = anchorsOf(name);
    for (const wealth of WEALTHS) {
      const result = run<Result>(name, { wealth, ...params });
      expectScale(anchors, result, `${label} wealth=${wealth} value=${result.value}`);
    }
  });

  it.each(Object.keys(PARAMETER_SETS))('%s reaches both a null scale and a sentence', (name) => {
    const anchors = anchorsOf(name);
    const seen = new Set<boolean>();
    for (const params of PARAMETER_SETS[name] ?? []) {
      for (const wealth of WEALTHS)
        seen.add(expectScale(anchors, run<Result>(name, { wealth, ...params }), name));
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('has no duration scale under one year', () => {
    // 364 days of spending, and the smallest possible fraction of a day.
    const almostAYear = run<Result>('durationOfDailySpend', { wealth: '364', spend: '1' });
    expect(almostAYear.value).toBeLessThan(1);
    expect(almostAYear.scale).toBeNull();
    const aYear = run<Result>('durationOfDailySpend', { wealth: '365', spend: '1' });
    expect(aYear.value).toBe(1);
    expect(aYear.scale).toEqual(expect.any(String));
  });
});

describe('comparison sweep from 1:1e24 to 1e24:1', () => {
  // One parameter set per expression keeps the 625 wealth pairs each to a few thousand runs.
  it.each(Object.keys(PARAMETER_SETS))('%s', (expression) => {
    const anchors = anchorsOf(expression);
    const params = PARAMETER_SETS[expression]?.[0] ?? {};
    const tiers = new Set<string>();
    for (const wealthYours of POWERS) {
      for (const wealthTheirs of POWERS) {
        const label = `${expression} ${wealthYours}:${wealthTheirs}`;
        const data = run<ComparisonResult>('comparison', {
          expression,
          wealthYours,
          wealthTheirs,
          ...params,
        });
        const ratioScale = data.ratio.scale;
        expect(ratioScale, label).toEqual(expect.any(String));
        expect((ratioScale as string).trim(), label).not.toBe('');
        expect(ratioScale, label).not.toMatch(JUNK);
        tiers.add(ratioScale as string);
        expectScale(anchors, data.resultYours, `${label} yours`);
        expectScale(anchors, data.resultTheirs, `${label} theirs`);
      }
    }
    // Powers of ten land on 1:1, 10:1 and each extreme tier (200:1 and up) in both directions.
    expect(tiers.size).toBeGreaterThanOrEqual(5);
  });
});
