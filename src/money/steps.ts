// Rounding and floors decided by the one shared comparison of `exact.ts` (issue 25): the float's
// answer is checked against the steps on either side of it, in floats where clear, exactly otherwise.
// So no figure keeps its own margin: every float-then-exact decision goes through `floatOrder` and
// `compare`. Each step has a number form (for figures that go on as numbers: no BigInt made and read
// back) and a bigint form.
import { compare, Exact, floatOrder } from './exact.ts';
import { rational } from './rational.ts';

/** numerator ÷ denominator (whole numbers below 2^53) as an Exact value, its fraction built only if asked. */
const step = (numerator: number, denominator: number) =>
  new Exact(numerator / denominator, () => rational(numerator, denominator));

/**
 * Whether low ≤ value < high, the steps numerator ÷ denominator: by `floatOrder` where the floats
 * decide (no step built as a value), by `compare` otherwise. A low numerator below 0 is no step.
 */
function within(value: Exact, low: number, high: number, denominator: number): boolean {
  const x = value.float;
  const above = low < 0 || (floatOrder(x, low / denominator) || compare(value, step(low, denominator))) >= 0;
  return above && (floatOrder(x, high / denominator) || compare(value, step(high, denominator))) < 0;
}

/** The whole number n with n ≤ value < n + 1 (value ≥ 0), as a number; undefined past 2^53. */
export function floorNumber(value: Exact): number | undefined {
  const n = Math.floor(value.float);
  if (!Number.isSafeInteger(n + 1)) return undefined;
  return within(value, n, n + 1, 1) ? n : undefined;
}

/** The whole number n with n ≤ value < n + 1 (value ≥ 0). */
export function floorOf(value: Exact): bigint {
  const n = floorNumber(value);
  return n === undefined ? wholeOf(value) : BigInt(n);
}

function wholeOf(value: Exact): bigint {
  const { numerator, denominator } = value.exact;
  return numerator / denominator;
}

/**
 * The nearest whole number to value × `per` (value ≥ 0; `per` 1, or 10 for tenths), halves away
 * from zero (docs/conventions.md §7), as a number: n with (2n − 1)/(2·per) ≤ value < (2n + 1)/(2·per).
 * Undefined where the float's n is past 2^53 or not the answer (then only the exact value can tell).
 */
export function roundNumber(value: Exact, per = 1): number | undefined {
  const n = Math.round(value.float * per);
  if (!Number.isSafeInteger(2 * n + 1)) return undefined;
  // n = 0 has no step below it (value ≥ 0).
  return within(value, n === 0 ? -1 : 2 * n - 1, 2 * n + 1, 2 * per) ? n : undefined;
}

/** roundNumber as a bigint, for any size: exactly where the float's answer is not confirmed. */
export function roundOf(value: Exact, per = 1): bigint {
  const n = roundNumber(value, per);
  if (n !== undefined) return BigInt(n);
  const { numerator, denominator } = value.exact;
  const scaled = BigInt(per) * numerator;
  return (2n * scaled + denominator) / (2n * denominator);
}
