import { ratioScale } from '../anchors/index.ts';
import { ratioTiers, thresholdOf } from '../anchors/ratio.ts';
import type { Currency } from '../money/currencies.ts';
import { compare } from '../money/decimal.ts';
import { formatCount, formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import {
  compareRational,
  fromDecimal,
  over,
  type Rational,
  rational,
  readableFigure,
  times,
} from '../money/rational.ts';
import { worded } from './pairs.ts';
import type { Ratio } from './types.ts';

/**
 * The boundaries a shown factor must not round across: 1 (equal) and every tier threshold. A figure
 * beside a claim stays on the claim's side: exactly 199.6 is `199.6`, not `200`; 1.04 is `1.04`, not `1`.
 */
const BOUNDARIES: readonly Rational[] = ratioTiers.map(thresholdOf);

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
 * The factor as shown (docs/conventions.md §10): as every figure (one decimal below 10, whole from 10, scale
 * words past 15 digits), unless that would round across a boundary; then with as many decimals as
 * keep it on its side, and past 15 significant digits cut toward its side (rounded down below a
 * threshold, up just above 1).
 */
export function shownFactor(factor: Rational): string {
  const usual = readableFigure(factor);
  if (usual.text.includes(' ') || sameSide(factor, rationalOf(usual.text))) {
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

/** The ratio of two wealths (docs/conventions.md §10): theirs ÷ yours, phrased with 1 on the smaller side. */
export function ratioOf(yours: Money, theirs: Money): Ratio {
  const value = theirs.value / yours.value;
  const order = compare(theirs.amount, yours.amount);
  const theirsLarger = order >= 0;
  const [big, small] = theirsLarger ? [theirs, yours] : [yours, theirs];
  const factor = over(fromDecimal(big.amount), fromDecimal(small.amount));
  const text = shownFactor(factor);
  const [larger, smaller] = theirsLarger ? ['Their wealth', 'yours'] : ['Your wealth', 'theirs'];
  return {
    value,
    phrase: theirsLarger ? `${text} : 1` : `1 : ${text}`,
    sentence: order === 0 ? 'Your wealth and theirs are equal.' : `${larger} is ${text} times ${smaller}.`,
    scale: ratioScale(factor),
  };
}

/** The share of the smaller wealth the equivalence spends: 1%, cut to one significant digit. */
const SHARE = rational(1, 100);

/** The largest 1, 2 … 9 × 10^k not above a positive fraction (at least one cent). */
function oneDigitDown(value: Rational): Rational {
  let unit = rational(1, 100);
  while (compareRational(times(unit, rational(10)), value) <= 0) unit = times(unit, rational(10));
  const count = (value.numerator * unit.denominator) / (value.denominator * unit.numerator);
  return times(unit, rational(count > 0n ? count : 1n));
}

/** An amount of money as a reader takes it in: cents below a million where not whole, scale words past 15 digits. */
function amountText(value: Rational, currency: Currency): string {
  if (currency.minorDigits === 0) {
    // Whole yen: halves up below 10, where readableFigure would show a tenth.
    if (value.numerator >= 10n * value.denominator) return currency.prefix + readableFigure(value).text;
    return (
      currency.prefix + formatCount((2n * value.numerator + value.denominator) / (2n * value.denominator))
    );
  }
  const cents = (2n * value.numerator * 100n + value.denominator) / (2n * value.denominator);
  if (cents % 100n !== 0n && cents < 100_000_000n) {
    return `${currency.prefix}${formatCount(cents / 100n)}.${`${cents % 100n}`.padStart(2, '0')}`;
  }
  return currency.prefix + readableFigure(value).text;
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
): string {
  const order = compare(theirs.amount, yours.amount);
  const theirsLarger = order >= 0;
  const [big, small] = theirsLarger ? [theirs, yours] : [yours, theirs];
  const [bigLabel, smallLabel] = theirsLarger ? [labels.theirs, labels.yours] : [labels.yours, labels.theirs];
  const share = oneDigitDown(times(fromDecimal(small.amount), SHARE));
  // At least one whole unit on a side whose label has no minor unit (the yen), and nobody spends more
  // than they have: a larger side in yen spends one whole yen, the smaller its part in proportion.
  const factor = over(fromDecimal(big.amount), fromDecimal(small.amount));
  let smallAmount =
    smallLabel.minorDigits === 0 && compareRational(share, rational(1)) < 0 ? rational(1) : share;
  let bigAmount = times(smallAmount, factor);
  if (
    bigLabel.minorDigits === 0 &&
    smallLabel.minorDigits !== 0 &&
    compareRational(bigAmount, rational(1)) < 0
  ) {
    bigAmount = rational(1);
    smallAmount = over(rational(1), factor);
  }
  // Whole units never round past the larger wealth: then its whole units, the smaller side in proportion.
  const bigWealth = fromDecimal(big.amount);
  const rounded = (2n * bigAmount.numerator + bigAmount.denominator) / (2n * bigAmount.denominator);
  if (bigLabel.minorDigits === 0 && compareRational(rational(rounded), bigWealth) > 0) {
    bigAmount = rational(bigWealth.numerator / bigWealth.denominator);
    smallAmount = over(bigAmount, factor);
  }
  let spendSmall = amountText(smallAmount, smallLabel);
  // The smaller side spending all it has: the larger spends all of its wealth, said as it is echoed.
  const spendBig =
    compareRational(bigAmount, bigWealth) === 0
      ? formatMoney(big, bigLabel)
      : amountText(bigAmount, bigLabel);
  // One style in one sentence: beside a scale word, a share of a million or more takes one too.
  const inWords = spendBig.includes(' ') && !spendSmall.includes(' ') && worded(smallAmount, 1);
  if (inWords) spendSmall = smallLabel.prefix + inWords.text;
  if (order === 0) return `Spending ${spendSmall} means the same to them as to you.`;
  if (spendBig === spendSmall) return `Spending ${spendSmall} means almost the same to them as to you.`;
  return theirsLarger
    ? `For them, spending ${spendBig} is like spending ${spendSmall} for you.`
    : `For you, spending ${spendBig} is like spending ${spendSmall} for them.`;
}
