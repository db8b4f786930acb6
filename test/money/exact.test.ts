// The one float-then-exact comparison (src/money/exact.ts) gives the exact answer for every pair,
// including pairs on and a hair beside each other, where only the exact path can tell.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, Exact, exact, fraction, over, times } from '../../src/money/exact.ts';
import {
  compareRational,
  type Rational,
  rational,
  over as ratioOver,
  times as ratioTimes,
} from '../../src/money/rational.ts';

const big = fc.bigInt({ min: 1n, max: 10n ** 30n });
const positive: fc.Arbitrary<Rational> = fc.tuple(big, big).map(([n, d]) => rational(n, d));
/** A second value equal to the first, or beside it by one part in 10^k for k up to 40. */
const beside = (r: Rational) =>
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(-1n, 0n, 1n))
    .map(([k, sign]) => rational(r.numerator * 10n ** BigInt(k) + sign, r.denominator * 10n ** BigInt(k)));

describe('compare on Exact values', () => {
  it('orders any two fractions as the exact comparison does', () => {
    fc.assert(
      fc.property(positive, positive, (a, b) => {
        expect(compare(exact(a), exact(b))).toBe(compareRational(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('orders fractions a hair apart (or equal) as the exact comparison does', () => {
    fc.assert(
      fc.property(
        positive.chain((a) => beside(a).map((b) => [a, b] as const)),
        ([a, b]) => {
          expect(compare(exact(a), exact(b))).toBe(compareRational(a, b));
          expect(compare(exact(b), exact(a))).toBe(compareRational(b, a));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('orders products and quotients by their exact forms, built only when needed', () => {
    fc.assert(
      fc.property(positive, positive, positive, (a, b, c) => {
        const product = times(exact(a), exact(b));
        const quotient = over(exact(c), exact(b));
        expect(compare(product, quotient)).toBe(compareRational(ratioTimes(a, b), ratioOver(c, b)));
        // (a × b) ÷ b against a: equal exactly, whatever the floats say.
        expect(compare(over(product, exact(b)), exact(a))).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('decides a clear comparison in floats without building the exact form', () => {
    let built = 0;
    const lazy = new Exact(2, () => {
      built++;
      return rational(2);
    });
    expect(compare(lazy, fraction(1))).toBe(1);
    expect(built).toBe(0);
    expect(compare(lazy, fraction(2))).toBe(0);
    expect(built).toBe(1);
  });

  it('handles zero', () => {
    expect(compare(fraction(0), fraction(0))).toBe(0);
    expect(compare(fraction(0), fraction(1, 10n ** 40n))).toBe(-1);
  });
});
