// Prose invariants over random valid requests (issue 12): every route, every currency, every kind of
// money and item, wealths from 1 to 1e24. FUZZ_SCALE scales the runs per property, FUZZ_SEED fixes the seed
// (printed, so a failure can be replayed).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../src/anchors/clock.ts';
import { DATA_YEAR, durationTable } from '../../src/anchors/duration.ts';
import { growthTable } from '../../src/anchors/growth.ts';
import { heightTable } from '../../src/anchors/height.ts';
import { itemsTable } from '../../src/anchors/items.ts';
import type { AnchorTable } from '../../src/anchors/perspective.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import type { Result } from '../../src/expressions/types.ts';
import { makeApp } from '../support/app.ts';
import { fuzz } from '../support/fuzz.ts';

let app: FastifyInstance;
beforeAll(async () => {
  // A fixed year, so that the duration anchors looked up below are those the service used.
  setClock(() => new Date(`${DATA_YEAR}-06-01T00:00:00Z`));
  app = await makeApp();
});
afterAll(async () => {
  setClock();
  await app.close();
});

// ---- Generators -----------------------------------------------------------------------------------

/** Money as thousandths: an exact amount from 1 to 1e24 with up to three decimals, log-uniform. */
const thousandths = fc
  .integer({ min: 0, max: 24 })
  .chain((exponent) => {
    const low = 10n ** BigInt(exponent);
    return fc.bigInt({ min: low, max: exponent === 24 ? low : 10n * low - 1n });
  })
  .chain((whole) =>
    fc
      .constantFrom(0n, 5n, 250n, 125n, 999n)
      .map((fraction) => (whole >= 10n ** 24n ? whole * 1000n : whole * 1000n + fraction)),
  );

const spelled = (t: bigint) => {
  const whole = t / 1000n;
  const fraction = (t % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};

const SYMBOLS = ['', '$', 'US$', '€', '£', '₩', 'CHF ', 'CA$', 'CN¥', '₹', '₽', '₺', 'R$'];
const money = fc.record({ t: thousandths, symbol: fc.constantFrom(...SYMBOLS) });
const wire = ({ t, symbol }: { t: bigint; symbol: string }) => `${symbol}${spelled(t)}`;

/** Tier thresholds of the ratio (docs/anchors.md). */
const THRESHOLDS = [1.1, 2, 10, 200, 10_000, 1_000_000, 1_000_000_000];

/** Two amounts whose ratio lies just around a tier threshold, where rounding decides the tier. */
const nearThreshold = fc
  .record({
    small: fc.bigInt({ min: 1000n, max: 10n ** 15n }),
    threshold: fc.constantFrom(...THRESHOLDS),
    // In thousandths of the factor: half a shown step below (0.05 or 0.5) to a little above.
    offset: fc.integer({ min: -600, max: 100 }),
    theirsLarger: fc.boolean(),
    symbols: fc.tuple(fc.constantFrom(...SYMBOLS), fc.constantFrom(...SYMBOLS)),
  })
  .map(({ small, threshold, offset, theirsLarger, symbols }) => {
    const factor =
      BigInt(Math.round(threshold * 1000)) + BigInt(threshold < 10 ? Math.round(offset / 10) : offset);
    const big = (small * factor) / 1000n;
    const [yours, theirs] = theirsLarger ? [small, big] : [big, small];
    return [
      { t: yours, symbol: symbols[0] },
      { t: theirs, symbol: symbols[1] },
    ] as const;
  });

const OWN_PARAMS: Record<string, fc.Arbitrary<Record<string, string>>> = {
  durationOfDailySpend: money.map((spend) => ({ spend: wire(spend) })),
  heightOfMoneyStack: fc.constantFrom(...Object.keys(MONEY_KINDS)).map((typeOfMoney) => ({ typeOfMoney })),
  numberOfItems: fc.constantFrom(...Object.keys(ITEMS)).map((typeOfItem) => ({ typeOfItem })),
  growthOfCompoundInterest: fc.record({
    rate: fc.integer({ min: 1, max: 9999 }).map((n) => String(n / 10_000)),
    frequency: fc.constantFrom('1', '2', '4', '12', '365'),
    period: fc.integer({ min: 1, max: 9999 }).map((n) => String(n / 100)),
  }),
};
const EXPRESSIONS = Object.keys(OWN_PARAMS);

async function get(path: string, query: Record<string, string>) {
  const response = await app.inject(`${path}?${new URLSearchParams(query)}`);
  expect(response.statusCode, `${path} ${JSON.stringify(query)} → ${response.body}`).toBe(200);
  return response.json().data;
}

// ---- Invariants -----------------------------------------------------------------------------------

const JUNK = /NaN|Infinity|undefined|null|\s{2}|^\s|\s$|\(\)|e[+-]\d/;
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

function expectClean(text: string | null, label: string): void {
  if (text === null) return;
  expect(text, label).not.toBe('');
  expect(text, label).not.toMatch(JUNK);
}

/** Tenths of a printed figure, exactly, and half its rounding step in tenths (0.5 below 10, 5 from 10). */
function tenths(text: string): { tenths: bigint; halfStep: number } {
  const [whole = '', fraction = ''] = text.replaceAll(',', '').split('.');
  return { tenths: BigInt(whole) * 10n + BigInt(fraction || '0'), halfStep: fraction ? 0.5 : 5 };
}

/** Unit pairs and how many of the second one unit of the first makes, as a fraction a/b. */
const UNIT_PAIRS: readonly [RegExp, bigint, bigint][] = [
  [/^([\d,.]+) Miles? \(([\d,.]+) km\)$/, 1_609_344n, 1_000_000n],
  [/^([\d,.]+) (?:Feet|Foot) \(([\d,.]+) m\)$/, 3048n, 10_000n],
  [/^([\d,.]+) Inch(?:es)? \(([\d,.]+) cm\)$/, 254n, 100n],
  [/^([\d,.]+) Millenni(?:a|um) \(([\d,.]+) Years?\)$/, 1000n, 1n],
];

/** Both figures of a pair are the same quantity, each within half its own rounding step. */
function expectUnitPairAgrees(phrase: string): void {
  for (const [pattern, a, b] of UNIT_PAIRS) {
    const match = pattern.exec(phrase);
    if (!match) continue;
    const first = tenths(match[1] as string);
    const second = tenths(match[2] as string);
    // |first × a/b − second| ≤ half step of first × a/b + half step of second, in tenths, times 2b.
    const gap = 2n * (first.tenths * a - second.tenths * b);
    const allowed = BigInt(2 * first.halfStep) * a + BigInt(2 * second.halfStep) * b;
    expect(gap < 0n ? -gap : gap, phrase).toBeLessThanOrEqual(allowed);
  }
}

const UNITS: readonly [string, string][] = [
  ['Hour', 'Hours'],
  ['Day', 'Days'],
  ['Year', 'Years'],
  ['Millennium', 'Millennia'],
  ['Mile', 'Miles'],
  ['Foot', 'Feet'],
  ['Inch', 'Inches'],
];

function expectNumberAgreement(phrase: string): void {
  for (const [singular, plural] of UNITS) {
    for (const match of phrase.matchAll(new RegExp(`([\\d,.]+) (${singular}|${plural})\\b`, 'g'))) {
      expect(match[2], phrase).toBe(match[1] === '1' ? singular : plural);
    }
  }
}

/** Significant digits of a whole figure, trailing zeros not counted. */
const significant = (digits: string) =>
  digits.replaceAll(',', '').replace(/^0+/, '').replace(/0+$/, '').length;

const TABLES: Record<string, AnchorTable> = {
  durationOfDailySpend: durationTable(DATA_YEAR),
  heightOfMoneyStack: heightTable,
  numberOfItems: itemsTable,
  growthOfCompoundInterest: growthTable,
};

/** The multiplier is result ÷ anchor rounded down (one decimal below 10, whole above, 12 digits). */
function expectScaleMultiplier(expression: string, result: Result): void {
  if (result.scale === null) return;
  const table = TABLES[expression] as AnchorTable;
  const anchor = table.anchors.find((a) => result.scale?.includes(a.phrase));
  expect(anchor, result.scale).toBeDefined();
  if (!anchor) return;
  const ratio = result.value / anchor.figure;
  const text = /^That is ([\d,.]+) /.exec(result.scale)?.[1];
  if (text === undefined) {
    expect(ratio, result.scale).toBeGreaterThanOrEqual(1 - 1e-12);
    expect(ratio, result.scale).toBeLessThan(1.1);
    return;
  }
  const shown = Number(text.replaceAll(',', ''));
  expect(significant(text.split('.')[0] as string), result.scale).toBeLessThanOrEqual(12);
  const step = shown < 10 ? 0.1 : Math.max(1, 10 ** (Math.floor(Math.log10(shown)) + 1 - 12));
  expect(shown, result.scale).toBeLessThanOrEqual(ratio * (1 + 1e-12));
  expect(ratio, result.scale).toBeLessThan((shown + step) * (1 + 1e-12));
}

function expectResult(expression: string, result: Result, symbol: string): void {
  const label = JSON.stringify(result);
  expectClean(result.phrase, label);
  expectClean(result.sentence, label);
  expectClean(result.scale, label);
  expect(Number.isFinite(result.value), label).toBe(true);
  // Every number of the phrase is in the sentence; zero items are said as "not … even one".
  if (result.phrase.startsWith('0 ')) expect(result.sentence, label).toMatch(/ could not .* even one /);
  else for (const n of result.phrase.match(NUMBER) ?? []) expect(result.sentence, label).toContain(n);
  expectUnitPairAgrees(result.phrase);
  expectNumberAgreement(result.phrase);
  expectScaleMultiplier(expression, result);
  // A money anchor only beside money of its own currency.
  if (result.scale?.includes('US$')) expect(['', '$', 'US$']).toContain(symbol);
  if (expression === 'growthOfCompoundInterest') {
    const amount = /By \D*([\d,]+(?:\.\d+)?) Over/.exec(result.phrase)?.[1] ?? '';
    expect(significant(amount.split('.')[0] as string), label).toBeLessThanOrEqual(12);
  }
  if (expression === 'numberOfItems') {
    const n = result.phrase.split(' ')[0];
    const named = result.phrase.toLowerCase().slice((n as string).length + 1);
    if (n === '1') expect(named, label).not.toBe(result.type?.toLowerCase());
    else expect(named, label).toBe(result.type?.toLowerCase());
    if (result.scale?.startsWith('That is one ')) expect(result.scale).not.toContain(`one ${result.type} `);
    else if (result.scale !== null) expect(result.scale).toContain(` ${result.type} for every `);
  }
}

// ---- Properties -----------------------------------------------------------------------------------

describe('prose invariants over random valid requests', () => {
  it.each(EXPRESSIONS)('%s', async (expression) => {
    await fc.assert(
      fc.asyncProperty(
        money,
        OWN_PARAMS[expression] as fc.Arbitrary<Record<string, string>>,
        async (w, own) => {
          const result = await get(`/v1/${expression}`, { wealth: wire(w), ...own });
          // A stack takes the currency of its kind of money, whatever the wealth's symbol.
          expectResult(expression, result, expression === 'heightOfMoneyStack' ? 'n/a' : w.symbol);
        },
      ),
      fuzz(60),
    );
  });

  const TIERS: readonly [number, RegExp][] = [
    [1, /roughly equal/],
    [1.1, /at least 1\.1 times/],
    [2, /at least twice/],
    [10, /at least 10 times/],
    [200, /at least 200 times/],
    [10_000, /at least 10,000 times/],
    [1_000_000, /at least 1,000,000 times/],
    [1_000_000_000, /at least 1,000,000,000 times/],
  ];

  it.each(EXPRESSIONS)('comparison of %s: figure, sentence and tier agree', async (expression) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.tuple(money, money), nearThreshold),
        OWN_PARAMS[expression] as fc.Arbitrary<Record<string, string>>,
        async ([yours, theirs], own) => {
          const d = await get('/v1/comparison', {
            expression,
            wealthYours: wire(yours),
            wealthTheirs: wire(theirs),
            ...own,
          });
          const symbolOf = (m: { symbol: string }) =>
            expression === 'heightOfMoneyStack' ? 'n/a' : m.symbol;
          expectResult(expression, d.resultYours, symbolOf(yours));
          expectResult(expression, d.resultTheirs, symbolOf(theirs));
          const { phrase, sentence, scale } = d.ratio;
          for (const text of [phrase, sentence, scale]) expectClean(text, phrase);
          const theirsLarger = theirs.t >= yours.t;
          const [big, small] = theirsLarger ? [theirs.t, yours.t] : [yours.t, theirs.t];
          // The shown factor, computed here: below 10 to one decimal, whole from 10, halves up.
          const factor =
            big < 10n * small
              ? (() => {
                  const t = (20n * big + small) / (2n * small);
                  return t % 10n === 0n ? `${t / 10n}` : `${t / 10n}.${t % 10n}`;
                })()
              : ((2n * big + small) / (2n * small)).toLocaleString('en-US');
          expect(phrase).toBe(theirsLarger ? `${factor} : 1` : `1 : ${factor}`);
          if (big === small) expect(sentence).toBe('Your wealth and theirs are equal.');
          else if (factor === '1') expect(sentence).toMatch(/slightly larger/);
          else
            expect(sentence).toBe(
              `${theirsLarger ? 'Their' : 'Your'} wealth is ${factor} times ${theirsLarger ? 'yours' : 'theirs'}.`,
            );
          const shown = Number(factor.replaceAll(',', ''));
          const tier = TIERS.findLastIndex(([atLeast]) => shown >= atLeast);
          expect(scale, `${phrase}`).toMatch((TIERS[tier] as [number, RegExp])[1]);
        },
      ),
      fuzz(60),
    );
  });
});
