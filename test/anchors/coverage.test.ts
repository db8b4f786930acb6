// Issue 19, rule 5, and issue 25: ordinary amounts get a familiar perspective. Over the everyday grid
// (wealths from 100 to 1T, ten log-spaced points a decade, every kind of money, every item, daily
// spends of 10 to 10,000, everyday rates and periods in dollars and euros), at most 5% of stacks, item
// counts, durations of a year or more and growths have a null `scale`, and at least 90% of the scales
// that name an anchor name a grade-1 anchor (known to most adults without looking it up).
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/anchors/clock.ts';
import { DATA_DAY, durationTable } from '../../src/anchors/duration.ts';
import { growthTable } from '../../src/anchors/growth.ts';
import { heightTable } from '../../src/anchors/height.ts';
import { itemsTable } from '../../src/anchors/items.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import type { Result } from '../../src/expressions/types.ts';
import { onDataDay } from '../support/clock.ts';

onDataDay();

const STEPS = ['1', '1.25', '1.6', '2', '2.5', '3.2', '4', '5', '6.3', '8'];
const WEALTHS = [
  ...Array.from({ length: 10 }, (_, decade) => STEPS.map((step) => `${step}e${decade + 2}`)).flat(),
  '1e12',
].map((spelled) => String(Number(spelled)));
const SPENDS = ['10', '100', '1000', '10000'];
const MAX_NULL_SHARE = 0.05;

function run(name: string, query: Record<string, string>): Result {
  const operation = OPERATIONS.find((o) => o.name === name);
  const outcome = operation?.run(query);
  if (!outcome?.ok) throw new Error(`${name} ${JSON.stringify(query)} failed`);
  return outcome.data as Result;
}

function nullShare(results: readonly Result[]): number {
  return results.filter((r) => r.scale === null).length / results.length;
}

describe('a familiar perspective for ordinary amounts', () => {
  it(`stacks: at most ${MAX_NULL_SHARE * 100}% null`, () => {
    const results = WEALTHS.flatMap((wealth) =>
      Object.keys(MONEY_KINDS).map((typeOfMoney) => run('heightOfMoneyStack', { wealth, typeOfMoney })),
    );
    expect(results.length).toBeGreaterThan(2000);
    expect(nullShare(results)).toBeLessThanOrEqual(MAX_NULL_SHARE);
  });

  it(`item counts: at most ${MAX_NULL_SHARE * 100}% null, zero items included`, () => {
    const results = WEALTHS.flatMap((wealth) =>
      Object.keys(ITEMS).map((typeOfItem) => run('numberOfItems', { wealth, typeOfItem })),
    );
    expect(results.some((r) => r.value === 0)).toBe(true);
    expect(nullShare(results)).toBeLessThanOrEqual(MAX_NULL_SHARE);
  });

  it(`durations of a year or more: at most ${MAX_NULL_SHARE * 100}% null; under a year always null`, () => {
    const results = WEALTHS.flatMap((wealth) =>
      SPENDS.map((spend) => run('durationOfDailySpend', { wealth, spend })),
    );
    const long = results.filter((r) => r.value * 365 >= 365);
    expect(long.length).toBeGreaterThan(100);
    expect(nullShare(long)).toBeLessThanOrEqual(MAX_NULL_SHARE);
    for (const short of results.filter((r) => r.value * 365 < 365)) expect(short.scale).toBeNull();
  });

  it('growth in every currency: at most 5% null (dollars against dollar amounts, any label against its start)', () => {
    const results = WEALTHS.flatMap((wealth) =>
      ['$', '€', '¥', '₩'].flatMap((label) =>
        ['0.01', '0.05', '0.1'].flatMap((rate) =>
          ['1', '5', '20', '50'].map((period) =>
            run('growthOfCompoundInterest', { wealth: `${label}${wealth}`, rate, frequency: '12', period }),
          ),
        ),
      ),
    ).filter((r) => r.value > 0);
    expect(results.length).toBeGreaterThan(1000);
    expect(nullShare(results)).toBeLessThanOrEqual(MAX_NULL_SHARE);
    const euro = run('growthOfCompoundInterest', {
      wealth: '€1M',
      rate: '0.05',
      frequency: '1',
      period: '20',
    });
    expect(euro.scale).toBe('That is 1.7 times the starting €1,000,000.');
  });

  it('a count of one item has a scale: the share of the wealth it takes', () => {
    const one = run('numberOfItems', { wealth: '800000', typeOfItem: 'house' });
    expect(one.value).toBe(1);
    expect(one.scale).toMatch(/^One house takes 63% of \$800,000\.$/);
  });

  it('at least 90% of the scales that name an anchor name a grade-1 anchor', () => {
    const anchors = [
      ...durationTable(dayOf(DATA_DAY)).anchors,
      ...heightTable.anchors,
      ...itemsTable.anchors,
      ...growthTable.anchors,
    ];
    const scales = WEALTHS.flatMap((wealth) => [
      ...Object.keys(MONEY_KINDS).map((typeOfMoney) => run('heightOfMoneyStack', { wealth, typeOfMoney })),
      ...Object.keys(ITEMS).map((typeOfItem) => run('numberOfItems', { wealth, typeOfItem })),
      ...SPENDS.map((spend) => run('durationOfDailySpend', { wealth, spend })),
      ...['0.01', '0.05'].map((rate) =>
        run('growthOfCompoundInterest', { wealth, rate, frequency: '12', period: '10' }),
      ),
    ]).flatMap((r) => (r.scale === null ? [] : [r.scale]));
    const named = scales.flatMap((scale) =>
      anchors.filter((a) => scale.endsWith(` ${a.phrase}.`)).slice(0, 1),
    );
    expect(named.length).toBeGreaterThan(3000);
    const gradeOne = named.filter((a) => a.familiarity === 1).length;
    expect(gradeOne / named.length).toBeGreaterThanOrEqual(0.9);
  });

  it('mostly chooses anchors within 10× of the result (a grade-1 anchor within 10× is preferred to a closer, less familiar one)', () => {
    const results = WEALTHS.flatMap((wealth) => [
      ...Object.keys(MONEY_KINDS).map((typeOfMoney) => run('heightOfMoneyStack', { wealth, typeOfMoney })),
      ...Object.keys(ITEMS).map((typeOfItem) => run('numberOfItems', { wealth, typeOfItem })),
    ]);
    const big = results.filter((r) => {
      const m = /^That is (?:about )?([\d.,]+) /.exec(r.scale ?? '');
      return m !== null && Number((m[1] as string).replaceAll(',', '')) > 10;
    });
    expect(big.length / results.length).toBeLessThan(0.05);
  });
});
