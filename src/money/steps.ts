// Rounding and floors decided by the one shared comparison of `exact.ts` (issue 25): the float's
// answer is checked against the steps on either side of it, in floats where clear, exactly otherwise.
// So no figure keeps its own margin: every float-then-exact decision goes through `compare`.
import { compare, Exact, MARGIN } from './exact.ts';
import { rational } from './rational.ts';

/** numerator ÷ denominator (whole numbers below 2^53) as an Exact value, its fraction built only if asked. */
const step = (numerator: number, denominator: number) =>
  new Exact(numerator / denominator, () => rational(numerator, denominator));

/**
 * Whether `compare` would order `x` at or above `low` and below `high` in floats alone: the very test
 * it applies (a gap wider than MARGIN of the larger), made here without building the steps as values.
 */
function clearlyWithin(x: number, low: number, high: number): boolean {
  return x - low > MARGIN * x && high - x > MARGIN * high;
}

/** The whole number n with n ≤ value < n + 1 (value ≥ 0). */
export function floorOf(value: Exact): bigint {
  const x = value.float;
  const n = Math.floor(x);
  if (!Number.isSafeInteger(n + 1)) return wholeOf(value);
  if (clearlyWithin(x, n, n + 1)) return BigInt(n);
  if (compare(value, step(n, 1)) >= 0 && compare(value, step(n + 1, 1)) < 0) return BigInt(n);
  return wholeOf(value);
}

function wholeOf(value: Exact): bigint {
  const { numerator, denominator } = value.exact;
  return numerator / denominator;
}

/**
 * The nearest whole number to value × `per` (value ≥ 0; `per` 1, or 10 for tenths), halves away
 * from zero (docs/conventions.md §7): n with (2n − 1)/(2·per) ≤ value < (2n + 1)/(2·per).
 */
export function roundOf(value: Exact, per = 1): bigint {
  const x = value.float;
  const n = Math.round(x * per);
  const twice = 2 * per;
  if (Number.isSafeInteger(2 * n + 1)) {
    // n = 0 has no step below it (value ≥ 0).
    if (
      n === 0
        ? (2 * n + 1) / twice - x > MARGIN * ((2 * n + 1) / twice)
        : clearlyWithin(x, (2 * n - 1) / twice, (2 * n + 1) / twice)
    ) {
      return BigInt(n);
    }
    if (
      (n === 0 || compare(value, step(2 * n - 1, twice)) >= 0) &&
      compare(value, step(2 * n + 1, twice)) < 0
    ) {
      return BigInt(n);
    }
  }
  const { numerator, denominator } = value.exact;
  const scaled = BigInt(per) * numerator;
  return (2n * scaled + denominator) / (2n * denominator);
}
