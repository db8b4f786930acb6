import { ratioScale } from '../anchors/index.ts';
import { ratioTiers, thresholdOf } from '../anchors/ratio.ts';
import type { Currency } from '../money/currencies.ts';
import { compare, tenTo } from '../money/decimal.ts';
import { formatCount } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import {
  compareRational,
  fromDecimal,
  over,
  type Rational,
  rational,
  readableFigure,
  times,
  toFloat,
} from '../money/rational.ts';
import { englishEquivalence, englishRatio } from './english.ts';
import type { Ratio } from './types.ts';

/**
 * The boundaries a shown factor must not round across: 1 (equal) and every tier threshold. A figure
 * beside a claim stays on the claim's side: exactly 199.6 is `199.6`, not `200`; 1.04 is `1.04`, not `1`.
 */
const BOUNDARIES: readonly Rational[] = ratioTiers.map(thresholdOf);
const BOUNDARY_FLOATS: readonly number[] = BOUNDARIES.map(toFloat);

/** Relative distance beyond which a float comparison is trusted (the floats' error is about 1e-15). */
const MARGIN = 1e-9;

/** −1 or 1 as x is clearly below or above `limit`, 0 when too close to tell in floats. */
function side(x: number, limit: number): -1 | 0 | 1 {
  if (x < limit * (1 - MARGIN)) return -1;
  if (x > limit * (1 + MARGIN)) return 1;
  return 0;
}

/**
 * sameSide from floats (the exact factor's and the shown figure's): true or false where each is
 * clear of every boundary, undefined for the exact comparison to decide.
 */
function sameSideFast(exact: number, shown: number): boolean | undefined {
  for (const limit of BOUNDARY_FLOATS) {
    const e = side(exact, limit);
    const s = side(shown, limit);
    if (e === 0 || s === 0) return undefined;
    if (e !== s) return false;
  }
  return true;
}

/** Significant digits a factor may take to stay on its side of a boundary; past them it is cut toward it. */
const MAX_DIGITS = 15;

const TEN = 10n;

/** `digits` ÷ 10^places as a grouped decimal, trailing zeros kept out. */
function decimalText(digits: bigint, places: number): string {
  const unit = TEN ** BigInt(places);
  const fraction = `${digits % unit}`.padStart(places, '0').replace(/0+$/, '');
  return `${formatCount(digits / unit)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Whether `shown` is on the same side of every boundary as `exact`: below a threshold stays below it;
 * above 1 never shows 1 (that would read as equal); at or above a threshold may show the threshold.
 */
function sameSide(exact: Rational, shown: Rational): boolean {
  return BOUNDARIES.every((boundary) => {
    const e = compareRational(exact, boundary);
    const s = compareRational(shown, boundary);
    if (e < 0) return s < 0;
    if (e === 0) return s === 0;
    return boundary === BOUNDARIES[0] ? s > 0 : s >= 0;
  });
}

/**
 * The factor as shown (conventions §10): as every figure (one decimal below 10, whole from 10, scale
 * words past 15 digits), unless that would round across a boundary; then with as many decimals as
 * keep it on its side, and past 15 significant digits cut toward its side (rounded down below a
 * threshold, up just above 1).
 */
export function shownFactor(factor: Rational): string {
  const usual = readableFigure(factor);
  // `rounded` is the number the text reads as: the floats settle the sides almost always.
  const fast = sameSideFast(toFloat(factor), usual.rounded);
  if (
    usual.text.includes(' ') ||
    fast === true ||
    (fast === undefined && sameSide(factor, rationalOf(usual.text)))
  ) {
    // A factor with a scale word is far above every boundary.
    return usual.text;
  }
  const whole = factor.numerator / factor.denominator;
  const wholeDigits = whole === 0n ? 0 : `${whole}`.length;
  for (let places = 1; wholeDigits + places <= MAX_DIGITS; places++) {
    const unit = TEN ** BigInt(places);
    const digits = (2n * factor.numerator * unit + factor.denominator) / (2n * factor.denominator);
    if (sameSide(factor, rational(digits, unit))) return decimalText(digits, places);
  }
  const places = MAX_DIGITS - wholeDigits;
  const unit = TEN ** BigInt(places);
  const down = (factor.numerator * unit) / factor.denominator;
  // Below a threshold, cut down; just above 1 (or a threshold), round up so it is never shown equal.
  const digits = sameSide(factor, rational(down, unit)) ? down : down + 1n;
  return decimalText(digits, places);
}

/** A shown figure read back exactly: `1,234.5` → 12345/10. */
function rationalOf(text: string): Rational {
  const [whole = '', fraction = ''] = text.replaceAll(',', '').split('.');
  return rational(BigInt(whole + fraction), TEN ** BigInt(fraction.length));
}

/** Two wealths side by side: which is larger, and by what factor, exactly; shared by the ratio and the equivalence. */
export interface Sides {
  /** theirs compared with yours: −1, 0 or 1. */
  readonly order: -1 | 0 | 1;
  readonly theirsLarger: boolean;
  /** The smaller wealth, exactly. */
  readonly small: Rational;
  /** The larger wealth ÷ the smaller, exactly. */
  readonly factor: Rational;
}

export function sidesOf(yours: Money, theirs: Money): Sides {
  const order = compare(theirs.amount, yours.amount);
  const theirsLarger = order >= 0;
  const big = fromDecimal((theirsLarger ? theirs : yours).amount);
  const small = fromDecimal((theirsLarger ? yours : theirs).amount);
  return { order, theirsLarger, small, factor: over(big, small) };
}

/** The ratio of two wealths (conventions §10): theirs ÷ yours, phrased with 1 on the smaller side. */
export function ratioOf(yours: Money, theirs: Money, sides: Sides = sidesOf(yours, theirs)): Ratio {
  const value = theirs.value / yours.value;
  const { order, factor } = sides;
  return { value, ...englishRatio({ order, factor: shownFactor(factor) }), scale: ratioScale(factor) };
}

/** The share of the smaller wealth the equivalence spends: 1%, cut to one significant digit. */
const SHARE = rational(1, 100);

/** The largest 1, 2 … 9 × 10^k not above a positive fraction (at least one cent). */
function oneDigitDown(value: Rational): Rational {
  const fast = oneDigitDownFast(toFloat(value));
  if (fast !== undefined) return fast;
  let unit = rational(1, 100);
  while (compareRational(times(unit, rational(10)), value) <= 0) unit = times(unit, rational(10));
  const count = (value.numerator * unit.denominator) / (value.denominator * unit.numerator);
  return times(unit, rational(count > 0n ? count : 1n));
}

/**
 * oneDigitDown from a float: where its leading digit is clear of a step by MARGIN, that digit times
 * its power of ten is the exact answer; undefined otherwise (and below a cent, not reached).
 */
function oneDigitDownFast(x: number): Rational | undefined {
  const power = Math.floor(Math.log10(x));
  if (power < -2) return undefined;
  const scaled = x / 10 ** power;
  const digit = Math.floor(scaled);
  if (digit < 1 || digit > 9 || scaled - digit <= MARGIN * scaled || digit + 1 - scaled <= MARGIN * scaled)
    return undefined;
  return power >= 0 ? rational(BigInt(digit) * tenTo(power)) : rational(BigInt(digit), tenTo(-power));
}

/** From a million up an amount is shown without cents. */
const CENTS_SHOWN_BELOW = 1_000_000;

/** An amount of money as a reader takes it in: cents below a million where not whole, scale words past 15 digits. */
function amountText(value: Rational, currency: Currency): string {
  // Clearly a million or more (in floats, by MARGIN): never shown in cents, so they need not be counted.
  if (toFloat(value) > CENTS_SHOWN_BELOW * (1 + MARGIN)) return currency.prefix + readableFigure(value).text;
  const cents = centsOf(value);
  if (cents % 100n !== 0n && cents < 100_000_000n) {
    return `${currency.prefix}${formatCount(cents / 100n)}.${`${cents % 100n}`.padStart(2, '0')}`;
  }
  return currency.prefix + readableFigure(value).text;
}

/** Below this many cents a float's rounding to cents is decided in floats (from it, MARGIN exceeds a cent). */
const CENTS_FAST_BELOW = 1e12;

/** The value in whole cents, halves up: from the float where clear of a half cent by MARGIN, exactly otherwise. */
function centsOf(value: Rational): bigint {
  const cents = toFloat(value) * 100;
  if (cents < CENTS_FAST_BELOW && Math.abs(cents - Math.floor(cents) - 0.5) > MARGIN * cents) {
    return BigInt(Math.round(cents));
  }
  return (2n * value.numerator * 100n + value.denominator) / (2n * value.denominator);
}

/**
 * The equivalence sentence of a comparison: what an everyday share of the smaller wealth (1%, cut to
 * one significant digit: $1,000 of $100,000) is to the larger one, in proportion, exactly.
 * "For them, spending $2,000,000 is like spending $1,000 for you."
 */
export function equivalenceOf(
  yours: Money,
  theirs: Money,
  labels: { yours: Currency; theirs: Currency },
  sides: Sides = sidesOf(yours, theirs),
): string {
  const { order, theirsLarger, small, factor } = sides;
  const bigLabel = theirsLarger ? labels.theirs : labels.yours;
  const smallLabel = theirsLarger ? labels.yours : labels.theirs;
  const smallAmount = oneDigitDown(times(small, SHARE));
  const bigAmount = times(smallAmount, factor);
  return englishEquivalence({
    order,
    small: amountText(smallAmount, smallLabel),
    big: amountText(bigAmount, bigLabel),
  });
}
