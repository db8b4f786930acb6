// One value, two forms: the exact fraction a figure stands for, and its nearest float64. Every
// decision that must be exact (a band's edge, a rounding step, a tier's threshold) is made by one
// comparison, `compare`: in floats where the two floats are clear of each other by MARGIN, exactly
// otherwise. A float built from a few exact operations is within a few units in the last place
// (about 1e-15 relative) of the fraction it stands for; MARGIN is a million times that, so the float
// answer, when it is given, is the exact one. The exact form is built only when a comparison needs it.
import {
  compareRational,
  type Rational,
  rational,
  over as ratioOver,
  times as ratioTimes,
  toFloat,
} from './rational.ts';

/** Relative difference below which two floats are not trusted to order their exact values. */
export const MARGIN = 1e-9;

/** A non-negative value in both forms; `exact` is built on first use. */
export class Exact {
  readonly float: number;
  #exact: Rational | undefined;
  #make: (() => Rational) | undefined;

  constructor(float: number, exact: Rational | (() => Rational)) {
    this.float = float;
    if (typeof exact === 'function') this.#make = exact;
    else this.#exact = exact;
  }

  get exact(): Rational {
    if (this.#exact === undefined) {
      this.#exact = (this.#make as () => Rational)();
      this.#make = undefined;
    }
    return this.#exact;
  }
}

/** A fraction as an Exact value. */
export const exact = (value: Rational): Exact => new Exact(toFloat(value), value);

/** numerator ÷ denominator (whole numbers or bigints) as an Exact value. */
export const fraction = (numerator: bigint | number, denominator: bigint | number = 1n): Exact =>
  exact(rational(numerator, denominator));

/** a × b; the product's exact form waits until a comparison needs it. */
export const times = (a: Exact, b: Exact): Exact =>
  new Exact(a.float * b.float, () => ratioTimes(a.exact, b.exact));

/** a ÷ b (b > 0); the quotient's exact form waits until a comparison needs it. */
export const over = (a: Exact, b: Exact): Exact =>
  new Exact(a.float / b.float, () => ratioOver(a.exact, b.exact));

/**
 * −1, 0 or 1 as a is below, equal to or above b: in floats where they differ by more than MARGIN
 * (relative to the larger), exactly otherwise. The one place the float-then-exact decision is made.
 */
export function compare(a: Exact, b: Exact): -1 | 0 | 1 {
  const x = a.float;
  const y = b.float;
  const gap = x - y;
  const scale = Math.max(Math.abs(x), Math.abs(y));
  if (gap > MARGIN * scale) return 1;
  if (gap < -MARGIN * scale) return -1;
  return compareRational(a.exact, b.exact);
}

/** a ≥ b, decided by `compare`. */
export const atLeast = (a: Exact, b: Exact): boolean => compare(a, b) >= 0;

/** low ≤ a ≤ high, decided by `compare`. */
export const between = (a: Exact, low: Exact, high: Exact): boolean => atLeast(a, low) && atLeast(high, a);
