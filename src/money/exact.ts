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

/** How a derived value's exact form is made from its operands. */
const Op = { Given: 0, Make: 1, Times: 2, Over: 3, Plus: 4 } as const;
type Op = (typeof Op)[keyof typeof Op];

/** A non-negative value in both forms; `exact` is built on first use. */
export class Exact {
  readonly float: number;
  private value: Rational | undefined;
  private op: Op;
  private a: Exact | (() => Rational) | undefined;
  private b: Exact | undefined;

  constructor(float: number, exact: Rational | (() => Rational)) {
    this.float = float;
    if (typeof exact === 'function') {
      this.value = undefined;
      this.op = Op.Make;
      this.a = exact;
    } else {
      this.value = exact;
      this.op = Op.Given;
      this.a = undefined;
    }
    this.b = undefined;
  }

  /** A value derived from two others (no closure: the operands are kept until the exact form is needed). */
  static derived(float: number, op: Op, a: Exact, b: Exact): Exact {
    const value = new Exact(float, UNSET);
    value.value = undefined;
    value.op = op;
    value.a = a;
    value.b = b;
    return value;
  }

  get exact(): Rational {
    if (this.value === undefined) {
      const { op, a, b } = this;
      if (op === Op.Make) this.value = (a as () => Rational)();
      else {
        const x = (a as Exact).exact;
        const y = (b as Exact).exact;
        this.value =
          op === Op.Times
            ? ratioTimes(x, y)
            : op === Op.Over
              ? ratioOver(x, y)
              : rational(
                  x.numerator * y.denominator + y.numerator * x.denominator,
                  x.denominator * y.denominator,
                );
      }
      this.a = undefined;
      this.b = undefined;
    }
    return this.value;
  }
}

const UNSET: Rational = { numerator: 0n, denominator: 1n };

/** A fraction as an Exact value. */
export const exact = (value: Rational): Exact => new Exact(toFloat(value), value);

/** numerator ÷ denominator (whole numbers or bigints) as an Exact value. */
export const fraction = (numerator: bigint | number, denominator: bigint | number = 1n): Exact =>
  exact(rational(numerator, denominator));

/** a × b; the product's exact form waits until a comparison needs it. */
export const times = (a: Exact, b: Exact): Exact => Exact.derived(a.float * b.float, Op.Times, a, b);

/** a ÷ b (b > 0); the quotient's exact form waits until a comparison needs it. */
export const over = (a: Exact, b: Exact): Exact => Exact.derived(a.float / b.float, Op.Over, a, b);

/** a + b; the sum's exact form waits until a comparison needs it. */
export const plus = (a: Exact, b: Exact): Exact => Exact.derived(a.float + b.float, Op.Plus, a, b);

/**
 * −1, 0 or 1 as a is below, equal to or above b: in floats where they differ by more than MARGIN
 * (relative to the larger), exactly otherwise. The one place the float-then-exact decision is made.
 */
export function compare(a: Exact, b: Exact): -1 | 0 | 1 {
  return floatOrder(a.float, b.float) || compareRational(a.exact, b.exact);
}

/**
 * The float half of `compare`: −1 or 1 where x and y differ by more than MARGIN (relative to the
 * larger), 0 where only the exact values can tell. For callers that can skip building an Exact value
 * when the floats decide (a rounding step, a limit); they fall back to `compare` on 0.
 */
export function floatOrder(x: number, y: number): -1 | 0 | 1 {
  const gap = x - y;
  const scale = Math.max(Math.abs(x), Math.abs(y));
  if (gap > MARGIN * scale) return 1;
  if (gap < -MARGIN * scale) return -1;
  return 0;
}

/** a ≥ b, decided by `compare`. */
export const atLeast = (a: Exact, b: Exact): boolean => compare(a, b) >= 0;

/** low ≤ a ≤ high, decided by `compare`. */
export const between = (a: Exact, low: Exact, high: Exact): boolean => atLeast(a, low) && atLeast(high, a);

/** Below this a float holds every whole number exactly, so its rounding can be trusted where clear. */
const SAFE = 2 ** 52;

/**
 * The whole number nearest x (x ≥ 0), halves away from zero: from the float where it is clear of the
 * half-step by MARGIN, exactly otherwise.
 */
export function roundHalfUp(x: Exact): bigint {
  const f = x.float;
  if (f < SAFE) {
    const floor = Math.floor(f);
    const gap = f - floor - 0.5;
    if (Math.abs(gap) > MARGIN * Math.max(f, 1)) return BigInt(gap > 0 ? floor + 1 : floor);
  }
  const { numerator, denominator } = x.exact;
  return (2n * numerator + denominator) / (2n * denominator);
}

/** roundHalfUp as a number (exact below 2^53, which every rounded figure the engine keys on is). */
export function roundHalfUpNumber(x: Exact): number {
  const f = x.float;
  if (f < SAFE) {
    const floor = Math.floor(f);
    const gap = f - floor - 0.5;
    if (Math.abs(gap) > MARGIN * Math.max(f, 1)) return gap > 0 ? floor + 1 : floor;
  }
  return Number(roundHalfUp(x));
}
