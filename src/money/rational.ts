// Exact fractions of whole numbers. A figure that follows from exact inputs by multiplication and
// division (a stack from an exact amount and a thickness fixed by the spec, days from two exact money
// values, a ratio of two wealths) is computed this way, so every digit it prints is true: a float64
// carries about 15 significant digits, and a 1e24-scale figure printed from one shows noise.
import type { Decimal } from './decimal.ts';
import { type Figure, formatCount } from './format.ts';

/** numerator ÷ denominator, both positive (or a zero numerator). */
export interface Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const TEN = 10n;

export function rational(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  return { numerator: BigInt(numerator), denominator: BigInt(denominator) };
}

/** A decimal as a fraction: 0.0875 → 875 / 10,000. */
export function fromDecimal(d: Decimal): Rational {
  return d.exponent >= 0
    ? rational(d.coefficient * TEN ** BigInt(d.exponent))
    : rational(d.coefficient, TEN ** BigInt(-d.exponent));
}

export function times(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function over(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.denominator, a.denominator * b.numerator);
}

/** Whether a < limit; an infinite limit is above everything. */
export function below(a: Rational, limit: number): boolean {
  if (limit === Number.POSITIVE_INFINITY) return true;
  return a.numerator < BigInt(limit) * a.denominator;
}

/** The nearest whole number, halves away from zero (conventions §7), for a non-negative fraction. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * A result figure as conventions §7 prints it, computed exactly: below 10 one decimal where not whole,
 * whole from 10 up, grouped with `,`; halves away from zero. The same rule as `figure()` for floats.
 */
export function exactFigure(value: Rational): Figure {
  const { numerator, denominator } = value;
  if (numerator < TEN * denominator) {
    const tenths = roundHalfUp(TEN * numerator, denominator);
    const whole = tenths / TEN;
    const tenth = tenths % TEN;
    const text = tenth === 0n ? formatCount(whole) : `${whole}.${tenth}`;
    return { text, rounded: Number(tenths) / 10 };
  }
  const whole = roundHalfUp(numerator, denominator);
  return { text: formatCount(whole), rounded: Number(whole) };
}
