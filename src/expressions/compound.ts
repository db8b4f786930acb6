// Compound growth, W × ((1 + r/f)^(f·p) − 1), with every printed digit true (issue 25). A float64
// through log1p and expm1 is within about 1e-13 of it (the exponent reaches 100 × ln 2); where that
// leaves the printed figure in doubt, the growth is bounded in binary fixed point at 320 bits and
// more, or computed exactly where the exponent is whole and the power small enough.
import { type Decimal, toNumber } from '../money/decimal.ts';
import { formatCount } from '../money/format.ts';
import { fromDecimal, type Rational, rational, readableFigure } from '../money/rational.ts';

/** A growth as printed (without its currency prefix) and the number `value` carries. */
export interface Growth {
  /** `220,190,040`, `0.50`, `1.2 quadrillion`; `0.00` when it rounds to less than a cent. */
  readonly text: string;
  /** The growth rounded to whole units (cents below one), as a float. */
  readonly rounded: number;
  /** The growth before rounding, as a float (for choosing a scale). */
  readonly float: number;
}

/** Whole amounts from here on are said with a scale word (as every figure: past 15 digits). */
const WORDS_FROM = 10n ** 15n;

/**
 * An exact non-negative amount as growth prints it: cents below 1 (whole units for a currency with no
 * minor unit, `minorDigits` 0), whole units, then scale words.
 */
export function growthText(value: Rational, minorDigits = 2): { text: string; rounded: number } {
  const { numerator, denominator } = value;
  if (numerator < denominator && minorDigits > 0) {
    const cents = (200n * numerator + denominator) / (2n * denominator);
    const text = `${cents / 100n}.${`${cents % 100n}`.padStart(2, '0')}`;
    return { text, rounded: Number(text) };
  }
  const whole = (2n * numerator + denominator) / (2n * denominator);
  if (whole < WORDS_FROM) return { text: formatCount(whole), rounded: Number(whole) };
  if (whole < WORDS_UNTIL) return { text: readableFigure(value).text, rounded: Number(whole) };
  return { text: powerOfTen(whole), rounded: Number(whole) };
}

/** Past the last scale word (a thousand decillion) a growth reads as a power of ten. */
const WORDS_UNTIL = 10n ** 36n;
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** `8.6 × 10⁶⁶`: two significant digits (one decimal), halves away from zero. */
function powerOfTen(whole: bigint): string {
  let exponent = whole.toString().length - 1;
  const unit = 10n ** BigInt(exponent - 1);
  // whole ÷ 10^(exponent − 1), the mantissa in tenths, halves up.
  let tenths = (2n * whole + unit) / (2n * unit);
  if (tenths >= 100n) {
    tenths /= 10n;
    exponent++;
  }
  const mantissa = tenths % 10n === 0n ? `${tenths / 10n}` : `${tenths / 10n}.${tenths % 10n}`;
  const power = [...`${exponent}`].map((d) => SUPERSCRIPTS[Number(d)]).join('');
  return `${mantissa} × 10${power}`;
}

/** Relative error allowed the float growth: a hundred times its worst case (about 1e-13). */
export const FLOAT_ERROR = 1e-11;
/** A rate below this has no float worth trusting; its growth is below a cent for any wealth. */
const TINY_RATE = 1e-200;

/**
 * The growth, printed: from the float where the float's error bounds print alike, from exact or
 * fixed-point bounds otherwise.
 */
export function compoundGrowth(
  wealth: { amount: Decimal; value: number },
  rate: Decimal,
  perYear: number,
  period: Decimal,
  minorDigits = 2,
): Growth {
  const r = toNumber(rate);
  const w = wealth.value;
  const float = w * Math.expm1(perYear * toNumber(period) * Math.log1p(r / perYear));
  if (r < TINY_RATE) return { text: '0.00', rounded: 0, float };
  const error = float * FLOAT_ERROR;
  const fast = floatText(float - error, float + error, minorDigits);
  const shown = fast ?? preciseGrowth(wealth.amount, rate, perYear, period, minorDigits);
  return { text: shown.text, rounded: shown.rounded, float };
}

/** The printed growth from float bounds, where both print alike and need no scale word; else undefined. */
function floatText(
  low: number,
  high: number,
  minorDigits: number,
): { text: string; rounded: number } | undefined {
  if (high < 1 && minorDigits > 0) {
    const cents = Math.round(low * 100);
    if (cents !== Math.round(high * 100)) return undefined;
    const text = `${Math.floor(cents / 100)}.${`${cents % 100}`.padStart(2, '0')}`;
    return { text, rounded: Number(text) };
  }
  if ((low < 1 && minorDigits > 0) || high >= 1e15) return undefined;
  const whole = Math.round(low);
  if (whole !== Math.round(high)) return undefined;
  return { text: formatCount(whole), rounded: whole };
}

/** Bits after the binary point of the first fixed-point bound; doubled while the bounds print apart. */
const FIRST_BITS = 320;
const LAST_BITS = 2560;
/** Past this many bits an exact power (1 + r/f)^n is not built. */
const EXACT_POWER_BITS = 20_000;

/**
 * The growth from exact bounds: exactly where f·p is whole and the power small, else between
 * fixed-point bounds of rising precision. Bounds that still print apart at 2,560 bits straddle a
 * rounding step closer than 10^-700: that is an exact half (as 1.21^0.5 = 1.1 can make one), rounded
 * half away from zero as every figure is.
 */
function preciseGrowth(
  wealth: Decimal,
  rate: Decimal,
  perYear: number,
  period: Decimal,
  minorDigits: number,
): { text: string; rounded: number } {
  const w = fromDecimal(wealth);
  const r = fromDecimal(rate);
  // 1 + r/f = (f·d + n) / (f·d)
  const base = rational(BigInt(perYear) * r.denominator + r.numerator, BigInt(perYear) * r.denominator);
  const n = fromDecimal({ coefficient: period.coefficient * BigInt(perYear), exponent: period.exponent });
  if (n.denominator === 1n && Number(n.numerator) * bitLength(base.denominator) <= EXACT_POWER_BITS) {
    const e = n.numerator;
    const growth = rational(
      w.numerator * (base.numerator ** e - base.denominator ** e),
      w.denominator * base.denominator ** e,
    );
    return growthText(growth, minorDigits);
  }
  let bits = FIRST_BITS;
  for (;;) {
    const [low, high] = growthBounds(w, base, n, bits);
    const a = growthText(low, minorDigits);
    const b = growthText(high, minorDigits);
    if ((a.text === b.text && a.rounded === b.rounded) || bits >= LAST_BITS) {
      return bits >= LAST_BITS ? b : a;
    }
    bits *= 2;
  }
}

function bitLength(value: bigint): number {
  return value.toString(2).length;
}

/**
 * Bounds on W × (base^n − 1) from fixed point with `bits` bits after the point: ln(base) by the
 * atanh series, z = n·ln(base), exp(z) by its Taylor series after halving z below 2^-8, squared back.
 * The error of each step is a few units of the last bit; the bound allows 2^40 of them, relative to
 * exp(z), and z ≥ 2^-100 wherever the growth reaches a cent, so the bounds are far tighter than needed.
 */
function growthBounds(w: Rational, base: Rational, n: Rational, bits: number): [Rational, Rational] {
  const one = 1n << BigInt(bits);
  const shift = BigInt(bits);
  // t = (base − 1) / (base + 1); ln(base) = 2 (t + t³/3 + t⁵/5 + …)
  const t = ((base.numerator - base.denominator) << shift) / (base.numerator + base.denominator);
  const t2 = (t * t) >> shift;
  let term = t;
  let sum = 0n;
  for (let k = 1n; term > 0n; k += 2n) {
    sum += term / k;
    term = (term * t2) >> shift;
  }
  const z = (2n * sum * n.numerator) / n.denominator;
  // exp(z) = exp(z / 2^m)^(2^m), with z / 2^m < 2^-8.
  let m = 0;
  while (z >> BigInt(m) > one >> 8n) m++;
  const s = z >> BigInt(m);
  let expS = one;
  term = one;
  for (let k = 1n; term > 0n; k++) {
    term = (term * s) / (k << shift);
    expS += term;
  }
  let exp = expS;
  for (let i = 0; i < m; i++) exp = (exp * exp) >> shift;
  // Each halving of z drops its lowest bits: z/2^m is low by up to 1 unit, exp(z) by 2^m units' worth.
  const error = (exp >> (shift - 40n)) + (1n << BigInt(m + 2));
  const denominator = w.denominator << shift;
  const low = exp - one - error;
  return [
    rational(w.numerator * (low > 0n ? low : 0n), denominator),
    rational(w.numerator * (exp - one + error), denominator),
  ];
}
