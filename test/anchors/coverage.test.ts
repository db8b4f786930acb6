// Issue 19, rule 5: ordinary amounts get a familiar perspective. Over the everyday grid (wealths from
// 100 to 1T, ten log-spaced points a decade, every kind of money, every item, daily spends of 10 to
// 10,000), at most 5% of stacks, item counts and durations of a year or more have a null `scale`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../src/anchors/clock.ts';
import { DATA_DAY } from '../../src/anchors/duration.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import type { Result } from '../../src/expressions/types.ts';

beforeAll(() => setClock(() => new Date(`${DATA_DAY}T12:00:00Z`)));
afterAll(() => setClock());

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

  it('mostly chooses anchors within 3× of the result', () => {
    const results = WEALTHS.flatMap((wealth) => [
      ...Object.keys(MONEY_KINDS).map((typeOfMoney) => run('heightOfMoneyStack', { wealth, typeOfMoney })),
      ...Object.keys(ITEMS).map((typeOfItem) => run('numberOfItems', { wealth, typeOfItem })),
    ]);
    const big = results.filter((r) => {
      const m = /^That is (?:about )?([\d.,]+) /.exec(r.scale ?? '');
      return m !== null && Number((m[1] as string).replaceAll(',', '')) > 3;
    });
    expect(big.length / results.length).toBeLessThan(0.05);
  });
});
