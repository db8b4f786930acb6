// Issue 21: numbers are formatted without Intl on the hot path. Each hand-written formatter is held
// byte-equal to the Intl.NumberFormat call it replaced, for every currency, at every magnitude from
// 10^-2 to 10^24 and on every rounding boundary (x.xx5, 9.995, 999,999.5 and the doubles beside them).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growthText } from '../../src/expressions/compound.ts';
import { CURRENCIES } from '../../src/money/currencies.ts';
import { type Decimal, fromDigits, toNumber, toPlainString } from '../../src/money/decimal.ts';
import { formatCount, formatMoney, groupDigits } from '../../src/money/format.ts';
import type { Money } from '../../src/money/parse.ts';
import { rational } from '../../src/money/rational.ts';
import { fuzz } from '../support/fuzz.ts';

// The formatters as they were: en-US, exact digits, halves away from zero.
const EXACT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 100 });
const EXACT_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 100 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfExpand' });

const currency = fc.constantFrom(...Object.values(CURRENCIES));

/** Digits of every length a figure may have, 1 to 40, leading digit non-zero. */
const digits = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{0,39}$/))
  .map(([lead, rest]) => `${lead}${rest}`);

/** Decimals from 10^-2 to 10^24, dense on rounding boundaries: …5, …95, …995, 999…9.5. */
const decimal: fc.Arbitrary<Decimal> = fc.oneof(
  fc
    .record({
      whole: fc.oneof(
        fc.constant(''),
        digits.map((d) => d.slice(0, 25)),
      ),
      fraction: fc.stringMatching(/^\d{0,30}$/),
    })
    .map(({ whole, fraction }) => fromDigits(false, whole || '0', fraction)),
  fc
    .record({
      nines: fc.integer({ min: 0, max: 24 }),
      tail: fc.constantFrom('5', '95', '995', '5000001', '49999', '05', '1', '0'),
      shift: fc.integer({ min: -26, max: 2 }),
    })
    .map(({ nines, tail, shift }) => fromDigits(false, '9'.repeat(nines), tail, shift)),
  fc
    .record({ k: fc.integer({ min: 0, max: 999_999 }), shift: fc.integer({ min: -4, max: 19 }) })
    .map(({ k, shift }) => fromDigits(false, `${k}`, '5', shift)),
);

const moneyOf = (amount: Decimal, c: (typeof CURRENCIES)[keyof typeof CURRENCIES]): Money => ({
  amount,
  value: toNumber(amount),
  currency: c,
  explicitCurrency: true,
});

describe('hand-written formatting is byte-equal to Intl.NumberFormat', () => {
  it('groups digit strings of every length', () => {
    fc.assert(
      fc.property(digits, (d) => {
        expect(groupDigits(d)).toBe(EXACT.format(BigInt(d)));
      }),
      fuzz(100_000),
    );
  });

  it('formats exact counts, as bigints and as numbers', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digits.map((d) => BigInt(d)),
          fc.bigInt({ min: 0n, max: 10n ** 25n }),
          fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
          fc.double({ min: 0, max: 1e30, noNaN: true }).map(Math.floor),
        ),
        (count) => {
          expect(formatCount(count)).toBe(EXACT.format(count));
        },
      ),
      fuzz(100_000),
    );
  });

  it('prints money labels exactly, in every currency, from 10^-2 to 10^24', () => {
    fc.assert(
      fc.property(decimal, currency, (amount, c) => {
        const fractional = c.minorDigits === 2 ? EXACT_CENTS : EXACT;
        const intl =
          amount.exponent >= 0
            ? EXACT.format(BigInt(toPlainString(amount)))
            : fractional.format(toPlainString(amount) as `${number}`);
        expect(formatMoney(moneyOf(amount, c))).toBe(c.prefix + intl);
      }),
      fuzz(100_000),
    );
  });

  it('prints yen as Intl prints the currency JPY in English: no decimals, and a fraction sent kept exactly', () => {
    // Intl's own yen style, told to keep every digit: `¥1,000`, `¥1,000.5` (its default would round that to ¥1,001).
    const yen = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'JPY',
      maximumFractionDigits: 100,
    });
    expect(yen.resolvedOptions().minimumFractionDigits).toBe(CURRENCIES.JPY.minorDigits);
    fc.assert(
      fc.property(decimal, (amount) => {
        const plain = toPlainString(amount);
        const intl = yen.format((amount.exponent >= 0 ? BigInt(plain) : plain) as bigint);
        expect(formatMoney(moneyOf(amount, CURRENCIES.JPY))).toBe(intl);
      }),
      fuzz(20_000),
    );
  });

  it('growth figures: whole units as Intl rounds the exact decimal, below 10^15', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 18n - 1n }),
        fc.integer({ min: 0, max: 3 }),
        (digits, places) => {
          const value = rational(digits, 10n ** BigInt(places));
          fc.pre(
            value.numerator >= value.denominator && digits < 999_999_999_999_999n * 10n ** BigInt(places),
          );
          const plain =
            places === 0
              ? `${digits}`
              : `${digits / 10n ** BigInt(places)}.${`${digits % 10n ** BigInt(places)}`.padStart(places, '0')}`;
          expect(growthText(value).text).toBe(WHOLE.format(plain as `${number}`));
        },
      ),
      fuzz(100_000),
    );
  });
});
