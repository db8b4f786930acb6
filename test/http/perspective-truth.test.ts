// Issue 19: every claim is true of the exact figures, readable at every size. Property tests over
// random valid requests through the real HTTP server, checked against exact arithmetic done here
// (BigInt fractions), independently of the service's own code. FUZZ_SCALE scales the runs.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../src/anchors/clock.ts';
import { DATA_DAY, durationTable } from '../../src/anchors/duration.ts';
import { growthTable } from '../../src/anchors/growth.ts';
import { heightTable } from '../../src/anchors/height.ts';
import { itemsTable } from '../../src/anchors/items.ts';
import type { AnchorTable } from '../../src/anchors/perspective.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import type { Result } from '../../src/expressions/types.ts';
import { makeApp } from '../support/app.ts';
import { onDataDay } from '../support/clock.ts';
import { ENGLISH_SCALE_WORDS } from '../support/english-words.ts';
import { fuzz } from '../support/fuzz.ts';

let app: FastifyInstance;
// Midday of the data's own day: the duration anchors looked up below are those the service used.
onDataDay();
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.close();
});

async function get(path: string, query: Record<string, string>) {
  const response = await app.inject(`${path}?${new URLSearchParams(query)}`);
  expect(response.statusCode, `${path} ${JSON.stringify(query)} → ${response.body}`).toBe(200);
  return response.json().data;
}

// ---- Exact numbers -------------------------------------------------------------------------------

/** An exact positive fraction. */
type Q = readonly [bigint, bigint];
const q = (n: bigint, d = 1n): Q => [n, d];
const mul = (a: Q, b: Q): Q => [a[0] * b[0], a[1] * b[1]];
const div = (a: Q, b: Q): Q => [a[0] * b[1], a[1] * b[0]];
const cmp = (a: Q, b: Q) => {
  const l = a[0] * b[1];
  const r = b[0] * a[1];
  return l === r ? 0 : l < r ? -1 : 1;
};
/** A decimal or float as an exact fraction of its spelling. */
function dec(text: string): Q {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!m) throw new Error(`not a decimal: ${text}`);
  const [, w = '', f = '', e = '0'] = m;
  const exp = Number(e) - f.length;
  const c = BigInt(w + f);
  return exp >= 0 ? q(c * 10n ** BigInt(exp)) : q(c, 10n ** BigInt(-exp));
}
const float = (a: Q) => Number(a[0]) / Number(a[1]);

/**
 * A printed figure as an exact value and the half-width of its rounding: the step is one unit of its
 * last decimal; a whole number's step is 1 below 1,000 and otherwise a unit of its last non-zero digit
 * (never smaller than what was rounded); a scale word multiplies both.
 */
function printed(text: string): { value: Q; half: Q; significant: number } {
  const power = /^([\d.]+) × 10([⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(text.trim());
  if (power) {
    const exponent = BigInt([...(power[2] as string)].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)).join(''));
    const mantissa = printed(power[1] as string);
    const scale = q(10n ** exponent);
    return {
      value: mul(mantissa.value, scale),
      half: mul(mantissa.half, scale),
      significant: mantissa.significant,
    };
  }
  const m = /^([\d,]+(?:\.\d+)?)(?: ([a-z]+))?$/i.exec(text.trim());
  if (!m) throw new Error(`not a figure: ${text}`);
  const digits = (m[1] as string).replaceAll(',', '');
  const unit = m[2] ? (ENGLISH_SCALE_WORDS[m[2].toLowerCase()] as bigint) : 1n;
  const value = mul(dec(digits), q(unit));
  const [whole = '', fraction = ''] = digits.split('.');
  let step: Q;
  if (fraction) step = q(1n, 10n ** BigInt(fraction.length));
  // §7: below 10 one decimal is shown where not whole, so a whole `8` means 8.0.
  else if (BigInt(whole) < 10n) step = q(1n, 10n);
  else if (BigInt(whole) < 1000n) step = q(1n);
  else step = q(10n ** BigInt(whole.length - whole.replace(/0+$/, '').length));
  const significant = digits.replace('.', '').replace(/^0+/, '').length;
  return { value, half: mul(mul(step, q(unit)), q(1n, 2n)), significant };
}

/**
 * "N times this amount" reaches what it is for, and is the least figure at its printed step that does
 * (rounded up, never to the nearest: 10.33 times $9.68 is 11 times, since 10 times buys no $100 bill).
 */
function expectReaches(text: string, price: Q, wealth: Q, label: string): void {
  const { value, half } = printed(text);
  const step = mul(half, q(2n));
  const less: Q = [value[0] * step[1] - step[0] * value[1], value[1] * step[1]];
  expect(cmp(mul(value, wealth), price) >= 0, `${label}: ${text} times this amount falls short`).toBe(true);
  expect(cmp(mul(less, wealth), price) < 0, `${label}: ${text} times this amount is more than needed`).toBe(
    true,
  );
}

/** |shown − exact| ≤ half a step of the shown figure. */
function expectWithinRounding(text: string, exact: Q, label: string): void {
  const { value, half } = printed(text);
  const gap: Q =
    cmp(value, exact) >= 0
      ? [value[0] * exact[1] - exact[0] * value[1], value[1] * exact[1]]
      : [exact[0] * value[1] - value[0] * exact[1], value[1] * exact[1]];
  expect(cmp(gap, half) <= 0, `${label}: ${text} vs exact ${float(exact)}`).toBe(true);
}

// ---- Generators ----------------------------------------------------------------------------------

/** Money as thousandths, log-uniform from 1 to 1e24. */
const thousandths = fc
  .integer({ min: 0, max: 24 })
  .chain((exponent) => {
    const low = 10n ** BigInt(exponent);
    return fc.bigInt({ min: low, max: exponent === 24 ? low : 10n * low - 1n });
  })
  .chain((whole) =>
    fc.constantFrom(0n, 5n, 250n, 999n).map((f) => (whole >= 10n ** 24n ? whole * 1000n : whole * 1000n + f)),
  );
const spelled = (t: bigint) => {
  const fraction = (t % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${t / 1000n}.${fraction}` : `${t / 1000n}`;
};
const amount = (t: bigint): Q => q(t, 1000n);

// ---- The claims of a scale sentence --------------------------------------------------------------

const FRACTIONS: Record<string, Q> = {
  'a quarter of': q(1n, 4n),
  'a third of': q(1n, 3n),
  half: q(1n, 2n),
  'two thirds of': q(2n, 3n),
  'three quarters of': q(3n, 4n),
};

/** The lead words of a scale and the band of result ÷ anchor they claim (docs/prose.md). */
function claimedBand(lead: string): { low: Q; high: Q } | { times: string; about: boolean } {
  if (lead === '' || lead === 'one') return { low: q(98n, 100n), high: q(102n, 100n) };
  if (lead.startsWith('nearly')) return { low: q(90n, 100n), high: q(975n, 1000n) };
  if (lead.startsWith('a little more than')) return { low: q(1025n, 1000n), high: q(115n, 100n) };
  const fraction = /^about (a quarter of|a third of|half|two thirds of|three quarters of)/.exec(lead);
  if (fraction) {
    const f = FRACTIONS[fraction[1] as string] as Q;
    return { low: mul(f, q(95n, 100n)), high: mul(f, q(105n, 100n)) };
  }
  if (lead === 'about' || lead === 'about one') return { low: q(95n, 100n), high: q(105n, 100n) };
  const times = /^(about )?(twice|[\d,.]+(?: [a-z]+illion| × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+)?)/.exec(lead);
  if (!times) throw new Error(`unknown lead: ${lead}`);
  return { times: times[2] === 'twice' ? '2' : (times[2] as string), about: times[1] !== undefined };
}

const TABLES: Record<string, AnchorTable> = {
  durationOfDailySpend: durationTable(dayOf(DATA_DAY)),
  heightOfMoneyStack: heightTable,
  numberOfItems: itemsTable,
  growthOfCompoundInterest: growthTable,
};

/** Checks the scale's claim against the exact result and the whole range of its anchor's figure. */
function expectScaleTrue(
  expression: string,
  scale: string,
  exact: Q,
  noun?: { singular: string; plural: string },
): void {
  const table = TABLES[expression] as AnchorTable;
  const anchor = table.anchors.find((a) => scale.endsWith(` ${a.phrase}.`));
  expect(anchor, scale).toBeDefined();
  if (!anchor) return;
  const body = scale.slice('That is '.length, scale.length - anchor.phrase.length - 2);
  // Items: "<lead> <noun> for every"; the rest: "<lead> " (with "the" in the phrase).
  let lead = body.trim();
  if (noun) {
    lead = lead.replace(/ for every$/, '');
    for (const name of [noun.plural, noun.singular]) {
      if (lead.endsWith(` ${name}`)) {
        lead = lead.slice(0, -name.length - 1);
        break;
      }
    }
    lead = lead.replace(/ an?$/, '');
  }
  const low = div(exact, [anchor.high.numerator, anchor.high.denominator]);
  const high = div(exact, [anchor.low.numerator, anchor.low.denominator]);
  const band = claimedBand(lead);
  if ('low' in band) {
    expect(
      cmp(low, band.low) >= 0 && cmp(high, band.high) <= 0,
      `${scale} (ratio ${float(low)}–${float(high)})`,
    ).toBe(true);
    return;
  }
  if (band.about) {
    const m = printed(band.times).value;
    expect(cmp(low, mul(m, q(95n, 100n))) >= 0 && cmp(high, mul(m, q(105n, 100n))) <= 0, scale).toBe(true);
  } else {
    expectWithinRounding(band.times, low, scale);
    expectWithinRounding(band.times, high, scale);
  }
}

// ---- Properties ----------------------------------------------------------------------------------

const UNIT_DAYS: Record<string, Q> = {
  second: q(1n, 86_400n),
  minute: q(1n, 1440n),
  hour: q(1n, 24n),
  day: q(1n),
  year: q(365n),
  millennium: q(365_000n),
};
const unitKey = (u: string) =>
  u
    .toLowerCase()
    .replace(/millennia/, 'millennium')
    .replace(/s$/, '');

const LENGTH_METRES: Record<string, Q> = {
  inch: q(254n, 10_000n),
  inche: q(254n, 10_000n),
  foot: q(3048n, 10_000n),
  feet: q(3048n, 10_000n),
  mile: q(1_609_344n, 1000n),
  mm: q(1n, 1000n),
  cm: q(1n, 100n),
  m: q(1n),
  km: q(1000n),
};

/** No printed length, duration or count has more than 15 significant digits. */
function expectReadable(text: string, label: string): void {
  expect(printed(text).significant, `${label}: ${text}`).toBeLessThanOrEqual(15);
}

describe('durationOfDailySpend: figures, "every day" and scale true of wealth ÷ spend', () => {
  it('holds for random wealths and spends', async () => {
    await fc.assert(
      fc.asyncProperty(thousandths, thousandths, async (w, s) => {
        const d: Result = await get('/v1/durationOfDailySpend', { wealth: spelled(w), spend: spelled(s) });
        const days = div(amount(w), amount(s));
        const label = JSON.stringify(d);
        const less = /^Less Than 0\.1 Seconds$/.exec(d.phrase);
        if (less) expect(cmp(days, mul(q(1n, 10n), UNIT_DAYS.second as Q)) < 0, label).toBe(true);
        else {
          const m =
            /^([\d,.]+(?: [A-Z][a-z]+illion)?) ([A-Za-z]+)(?: \(([\d,.]+(?: [A-Z][a-z]+illion)?) Years?\))?$/.exec(
              d.phrase,
            );
          expect(m, label).not.toBeNull();
          if (!m) return;
          const unit = UNIT_DAYS[unitKey(m[2] as string)] as Q;
          expectWithinRounding(m[1] as string, div(days, unit), label);
          expectReadable(m[1] as string, label);
          if (m[3]) {
            expectWithinRounding(m[3], div(days, q(365n)), label);
            expectReadable(m[3], label);
          }
        }
        // Never "every day" for less than two days (issue 25: no "every day for 1 day").
        expect(d.sentence.includes('every day'), label).toBe(cmp(days, q(2n)) >= 0);
        if (cmp(days, q(365n)) < 0) expect(d.scale, label).toBeNull();
        else expect(d.scale, label).not.toBeNull();
        if (d.scale) expectScaleTrue('durationOfDailySpend', d.scale, days);
      }),
      fuzz(2000),
    );
  });
});

describe('heightOfMoneyStack: both units agree, "less than" is true, scale is true', () => {
  it('holds for random wealths and every kind of money', async () => {
    await fc.assert(
      fc.asyncProperty(thousandths, fc.constantFrom(...Object.keys(MONEY_KINDS)), async (w, kindName) => {
        const kind = MONEY_KINDS[kindName as keyof typeof MONEY_KINDS];
        const d: Result = await get('/v1/heightOfMoneyStack', { wealth: spelled(w), typeOfMoney: kindName });
        const metres = mul(
          div(mul(amount(w), dec(String(kind.thicknessMm))), q(BigInt(kind.denomination))),
          q(1n, 1000n),
        );
        const label = JSON.stringify(d);
        // Less than one piece is no stack: said so, never as a height (issue 25).
        const pieces = div(amount(w), q(BigInt(kind.denomination)));
        if (cmp(pieces, q(1n)) < 0) {
          const one = kind.name.replace(/s$/, '');
          expect(d.sentence, label).toMatch(
            new RegExp(`would not have even one ${one}(?: \\(no exchange rate applied\\))?!$`),
          );
          expect(d.phrase.toLowerCase(), label).toBe(`less than one ${one.toLowerCase()}`);
          // What it would take: the money missing within twice the wealth, beyond it a multiple that reaches one.
          const times = /^It would take ([\d,.]+(?: [a-z]+illion)?) times this amount to have one /.exec(
            d.scale ?? '',
          );
          if (times) expectReaches(times[1] as string, q(BigInt(kind.denomination)), amount(w), label);
          else expect(d.scale, label).toMatch(/^It would take .+ more to have one /);
          return;
        }
        const m =
          /^(Less Than )?([\d,.]+(?: [A-Z][a-z]+illion)?) (Inch|Inches|Foot|Feet|Miles?) \(([\d,.]+(?: [A-Z][a-z]+illion)?) (mm|cm|m|km)\)$/.exec(
            d.phrase,
          );
        expect(m, label).not.toBeNull();
        if (!m) return;
        const imperial = LENGTH_METRES[(m[3] as string).toLowerCase().replace(/s$/, '')] as Q;
        const metric = LENGTH_METRES[m[5] as string] as Q;
        if (m[1]) {
          expect(cmp(metres, mul(dec((m[2] as string).replaceAll(',', '')), imperial)) < 0, label).toBe(true);
          expect(cmp(metres, mul(dec((m[4] as string).replaceAll(',', '')), metric)) < 0, label).toBe(true);
        } else {
          for (const [text, unit] of [
            [m[2] as string, imperial],
            [m[4] as string, metric],
          ] as const) {
            expectWithinRounding(text, div(metres, unit), label);
            expectReadable(text, label);
            // Both units readable to within 5% of the exact height: no `0.1 Inches (0.1 cm)`.
            const exactInUnit = div(metres, unit);
            const { value } = printed(text);
            const ratio = float(div(value, exactInUnit));
            expect(Math.abs(ratio - 1), `${label}: ${text} too coarse`).toBeLessThanOrEqual(0.05);
          }
          // The two units of one height agree within 2.5% (issue 25: no `1.1 Miles (1.9 km)`).
          const inImperial = mul(printed(m[2] as string).value, imperial);
          const inMetric = mul(printed(m[4] as string).value, metric);
          const apart = float(div(inImperial, inMetric));
          expect(Math.max(apart, 1 / apart), `${label}: units disagree`).toBeLessThanOrEqual(1.025);
        }
        if (d.scale) expectScaleTrue('heightOfMoneyStack', d.scale, metres);
      }),
      fuzz(2000),
    );
  });
});

describe('numberOfItems: the count, zero items and the scale', () => {
  it('holds for random wealths and every item', async () => {
    await fc.assert(
      fc.asyncProperty(thousandths, fc.constantFrom(...Object.keys(ITEMS)), async (w, itemName) => {
        const item = ITEMS[itemName as keyof typeof ITEMS];
        const d: Result = await get('/v1/numberOfItems', { wealth: spelled(w), typeOfItem: itemName });
        const count = w / 1000n / BigInt(item.price);
        const label = JSON.stringify(d);
        const n = /^([\d,.]+(?: [A-Z][a-z]+illion)?) /.exec(d.phrase)?.[1] as string;
        expectWithinRounding(n, q(count), label);
        expectReadable(n, label);
        if (count === 0n) {
          const price = BigInt(item.price) * 1000n;
          const more = /^It would take \$([\d,.]+) more to (buy|pay for|pay off) one /.exec(d.scale ?? '');
          if (2n * w >= price) {
            // Within twice the wealth: the money missing, exactly (w is in thousandths of a dollar).
            expect(more, label).not.toBeNull();
            expectWithinRounding(more?.[1] as string, q(price - w, 1000n), label);
            return;
          }
          const needed =
            /^It would take ([\d,.]+) (fortunes like this|times this amount) to (buy|pay for|pay off) one /.exec(
              d.scale ?? '',
            );
          expect(needed, label).not.toBeNull();
          // "Fortunes" only for fortunes (from 100,000), "times this amount" below.
          expect(needed?.[2] === 'fortunes like this', label).toBe(w >= 10n ** 8n);
          if (needed?.[2] === 'times this amount') {
            // The multiple that reaches the price, rounded up at its printed step.
            expectReaches(needed[1] as string, q(price), q(w), label);
            return;
          }
          const k = BigInt((needed?.[1] ?? '0').replaceAll(',', ''));
          // k fortunes suffice and k − 1 do not.
          expect(k * w >= price && (k - 1n) * w < price, label).toBe(true);
        } else if (d.scale?.startsWith('One ')) {
          // One item: the share of the wealth it takes, true within its printed rounding.
          const share = /takes ([\d.]+)% of /.exec(d.scale);
          if (share)
            expectWithinRounding(share[1] as string, div(q(BigInt(item.price) * 100n * 1000n), q(w)), label);
        } else if (d.scale) expectScaleTrue('numberOfItems', d.scale, q(count), item);
      }),
      fuzz(2000),
    );
  });
});

describe('growthOfCompoundInterest: the scale is true of the growth shown', () => {
  it('holds for random wealths, rates and periods', async () => {
    await fc.assert(
      fc.asyncProperty(
        thousandths,
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom('1', '2', '4', '12', '365'),
        fc.integer({ min: 1, max: 9999 }),
        async (w, rate, frequency, period) => {
          const d: Result = await get('/v1/growthOfCompoundInterest', {
            wealth: spelled(w),
            rate: String(rate / 10_000),
            frequency,
            period: String(period / 100),
          });
          // The claim is checked on the exact growth where it is a whole number of compounding periods
          // (few enough for exact powers): wealth × ((1 + rate ÷ f)^n − 1).
          const n = (Number(frequency) * period) / 100;
          if (!d.scale?.startsWith('That is ') || !Number.isInteger(n) || n > 400) return;
          const base = q(10_000n * BigInt(frequency) + BigInt(rate), 10_000n * BigInt(frequency));
          const power: Q = [base[0] ** BigInt(n), base[1] ** BigInt(n)];
          const growth = mul(amount(w), [power[0] - power[1], power[1]]);
          expectScaleTrue('growthOfCompoundInterest', d.scale, growth);
        },
      ),
      fuzz(1000),
    );
  });
});

// ---- The comparison ratio ------------------------------------------------------------------------

const TIERS: readonly [Q, RegExp][] = [
  [q(1n), /roughly equal/],
  [q(11n, 10n), /at least 1\.1 times/],
  [q(2n), /at least twice/],
  [q(10n), /at least 10 times/],
  [q(200n), /at least 200 times/],
  [q(10_000n), /at least 10,000 times/],
  [q(1_000_000n), /at least 1,000,000 times/],
  [q(1_000_000_000n), /at least 1,000,000,000 times/],
];

/** Two amounts whose ratio lies within a hair of a tier threshold, where rounding would decide. */
const nearThreshold = fc
  .record({
    small: fc.bigInt({ min: 1000n, max: 10n ** 17n }),
    tier: fc.integer({ min: 0, max: TIERS.length - 1 }),
    // Parts per million off the threshold, either side.
    offset: fc.integer({ min: -60_000, max: 60_000 }),
    theirsLarger: fc.boolean(),
  })
  .map(({ small, tier, offset, theirsLarger }) => {
    const [n, d] = (TIERS[tier] as [Q, RegExp])[0];
    const big = (small * n * (1_000_000n + BigInt(offset))) / (d * 1_000_000n);
    const safeBig = big < small ? small : big;
    return theirsLarger ? ([small, safeBig] as const) : ([safeBig, small] as const);
  });

describe('comparison: tier, figure and sentence true of the exact ratio', () => {
  it('holds at random and around every tier threshold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.tuple(thousandths, thousandths), nearThreshold),
        async ([yours, theirs]) => {
          const d = await get('/v1/comparison', {
            expression: 'numberOfItems',
            typeOfItem: 'car',
            wealthYours: spelled(yours),
            wealthTheirs: spelled(theirs),
          });
          const { phrase, sentence, scale } = d.ratio;
          const theirsLarger = theirs >= yours;
          const [big, small] = theirsLarger ? [theirs, yours] : [yours, theirs];
          const factor = q(big, small);
          const label = `${spelled(yours)} vs ${spelled(theirs)}: ${phrase} / ${scale}`;
          if (big === small) {
            expect(phrase).toBe('1 : 1');
            expect(sentence).toBe('Your wealth and theirs are equal.');
            expect(scale).toBeNull();
            return;
          }
          const shown = (theirsLarger ? /^(.+) : 1$/ : /^1 : (.+)$/).exec(phrase)?.[1] as string;
          expect(sentence).toBe(
            `${theirsLarger ? 'Their' : 'Your'} wealth is ${shown} times ${theirsLarger ? 'yours' : 'theirs'}.`,
          );
          const value = printed(shown).value;
          // Within its rounding, or (past 15 digits) cut toward its side: within one step.
          const { half } = printed(shown);
          const gap = cmp(value, factor) >= 0 ? div(value, factor) : div(factor, value);
          expect(float(gap) - 1 <= (2 * float(half)) / float(value) + 1e-15, label).toBe(true);
          // The tier is that of the exact factor, and the figure never rounds across it.
          const tier = TIERS.findLastIndex(([threshold]) => cmp(factor, threshold) >= 0);
          expect(scale, label).toMatch((TIERS[tier] as [Q, RegExp])[1]);
          for (const [threshold] of TIERS) {
            if (cmp(factor, threshold) < 0) expect(cmp(value, threshold) < 0, label).toBe(true);
          }
          expect(cmp(value, q(1n)) > 0, label).toBe(true);
          // The equivalence is proportional: big ÷ small of the one is the factor, within cents.
          const eq =
            /^For (them|you), spending \D*([\d,.]+(?: [a-z]+illion)?) is like spending \D*([\d,.]+(?: [a-z]+illion)?) for (you|them)\.$/.exec(
              d.equivalence,
            );
          if (eq) {
            const spent = printed(eq[2] as string);
            const base = printed(eq[3] as string).value;
            expectWithinRounding(eq[2] as string, mul(base, factor), d.equivalence);
            expect(spent.significant).toBeGreaterThan(0);
          } else expect(d.equivalence).toMatch(/^Spending .* means almost the same to them as to you\.$/);
        },
      ),
      fuzz(2000),
    );
  });
});
