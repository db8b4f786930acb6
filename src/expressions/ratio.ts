import { ratioScale } from '../anchors/index.ts';
import { ratioTiers, thresholdOf } from '../anchors/ratio.ts';
import type { Lang } from '../i18n/languages.ts';
import { computedIn, moneyIn, powerIn } from '../i18n/text.ts';
import type { Currency } from '../money/currencies.ts';
import { compare as compareDecimal, tenTo } from '../money/decimal.ts';
import { compare, Exact, exact, fraction } from '../money/exact.ts';
import { type Figure, formatCount, plainShown } from '../money/format.ts';
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
  wordedFigure,
} from '../money/rational.ts';
import { floorOf, roundNumber, roundOf } from '../money/steps.ts';
import { boundsOf, decidedSum } from '../money/sum.ts';
import { equivalenceProse, ratioProse } from './speak.ts';
import type { Ratio } from './types.ts';

/**
 * The boundaries a shown factor must not round across: 1 (equal) and every tier threshold. A figure
 * beside a claim stays on the claim's side: exactly 199.6 is `199.6`, not `200`; 1.04 is `1.04`, not `1`.
 */
const BOUNDARIES: readonly Exact[] = ratioTiers.map((tier) => exact(thresholdOf(tier)));

/** Significant digits a factor may take to stay on its side of a boundary; past them it is cut toward it. */
const MAX_DIGITS = 15;

const TEN = 10n;

/** `digits` ÷ 10^places as a grouped decimal, trailing zeros kept out, with the value it shows. */
function decimalFigure(digits: bigint, places: number): Figure {
  const unit = TEN ** BigInt(places);
  const fraction = `${digits % unit}`.padStart(places, '0').replace(/0+$/, '');
  const whole = digits / unit;
  return {
    text: `${formatCount(whole)}${fraction ? `.${fraction}` : ''}`,
    rounded: Number(`${whole}.${fraction || '0'}`),
    shown: fraction
      ? plainShown(`${whole}${fraction}`.replace(/^0+(?=\d)/, ''), fraction.length)
      : plainShown(whole, 0),
  };
}

/**
 * Whether `shown` is on the same side of every boundary as `exact`: below a threshold stays below it;
 * above 1 never shows 1 (that would read as equal); at or above a threshold may show the threshold.
 * Each side is decided by the shared comparison (floats where clear, exactly otherwise).
 */
function sameSide(factor: Exact, shown: Exact): boolean {
  return BOUNDARIES.every((boundary) => {
    const e = compare(factor, boundary);
    const s = compare(shown, boundary);
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
export function shownFactor(factor: Rational): Figure {
  const usual = readableFigure(factor);
  const both = exact(factor);
  // A factor with a scale word is far above every boundary; `rounded` is the number the text reads as.
  if (usual.text.includes(' ') || sameSide(both, new Exact(usual.rounded, () => rationalOf(usual.text)))) {
    return usual;
  }
  const whole = factor.numerator / factor.denominator;
  const wholeDigits = whole === 0n ? 0 : `${whole}`.length;
  for (let places = 1; wholeDigits + places <= MAX_DIGITS; places++) {
    const unit = TEN ** BigInt(places);
    const digits = (2n * factor.numerator * unit + factor.denominator) / (2n * factor.denominator);
    if (sameSide(both, exact(rational(digits, unit)))) return decimalFigure(digits, places);
  }
  const places = MAX_DIGITS - wholeDigits;
  const unit = TEN ** BigInt(places);
  const down = (factor.numerator * unit) / factor.denominator;
  // Below a threshold, cut down; just above 1 (or a threshold), round up so it is never shown equal.
  const digits = sameSide(both, exact(rational(down, unit))) ? down : down + 1n;
  return decimalFigure(digits, places);
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
  const order = compareDecimal(theirs.amount, yours.amount);
  const theirsLarger = order >= 0;
  const big = fromDecimal((theirsLarger ? theirs : yours).amount);
  const small = fromDecimal((theirsLarger ? yours : theirs).amount);
  return { order, theirsLarger, small, factor: over(big, small) };
}

/** The ratio of two wealths (docs/conventions.md §10): theirs ÷ yours, phrased with 1 on the smaller side. */
export function ratioOf(
  yours: Money,
  theirs: Money,
  sides: Sides = sidesOf(yours, theirs),
  lang: Lang = 'en',
): Ratio {
  const value = theirs.value / yours.value;
  const { order, factor } = sides;
  return {
    value,
    ...ratioProse({ order, factor: shownFactor(factor) }, lang),
    scale: ratioScale(factor, lang),
  };
}

/** The share of the smaller wealth the equivalence spends: 1%, cut to one significant digit. */
const SHARE = rational(1, 100);

/** The largest 1, 2 … 9 × 10^k not above a positive fraction (at least one cent). */
function oneDigitDown(value: Rational): Rational {
  // The float's power of ten, and the leading digit as the floor of value ÷ 10^power by the shared comparison.
  const x = toFloat(value);
  const power = Math.floor(Math.log10(x));
  if (power >= -2) {
    const unit = () => (power >= 0 ? rational(tenTo(power)) : rational(1n, tenTo(-power)));
    const digit = floorOf(new Exact(x / 10 ** power, () => over(value, unit())));
    if (digit >= 1n && digit <= 9n) {
      return power >= 0 ? rational(digit * tenTo(power)) : rational(digit, tenTo(-power));
    }
  }
  let unit = rational(1, 100);
  while (compareRational(times(unit, rational(10)), value) <= 0) unit = times(unit, rational(10));
  const count = (value.numerator * unit.denominator) / (value.denominator * unit.numerator);
  return times(unit, rational(count > 0n ? count : 1n));
}

/** From a million up an amount is shown without cents. */
const CENTS_SHOWN_BELOW = 1_000_000;
const MILLION = fraction(CENTS_SHOWN_BELOW);

/** One whole unit: the least share spent where a label has no minor unit (the yen). */
const ONE_UNIT = rational(1);

/** A whole number of units, halves up: below 10 where readableFigure would show a tenth. */
function wholeUnitsText(value: Rational, float: number): string {
  if (value.numerator >= 10n * value.denominator) return readableFigure(value, float).text;
  return formatCount((2n * value.numerator + value.denominator) / (2n * value.denominator));
}

/** An amount of money as a reader takes it in: cents below a million where not whole (whole yen), scale words past 15 digits. */
function amountText(value: Rational, currency: Currency): string {
  // One float for every decision below.
  const x = exact(value);
  // Above a million: never shown in cents, so they need not be counted.
  if (compare(x, MILLION) > 0) return currency.prefix + readableFigure(value, x.float).text;
  if (currency.minorDigits === 0) return currency.prefix + wholeUnitsText(value, x.float);
  // At most a million: at most 10^8 cents, a safe integer.
  const cents = centsOf(x);
  if (cents % 100 !== 0 && cents < 100_000_000) {
    return `${currency.prefix}${formatCount(Math.floor(cents / 100))}.${`${cents % 100}`.padStart(2, '0')}`;
  }
  return currency.prefix + readableFigure(value, x.float).text;
}

/**
 * A spend of the larger wealth as amountText writes it, but never rounded up past that wealth (`$2.9
 * quintillion` of $2,878,500,000,000,000,000 is `$2.85 quintillion`): the fewest significant digits,
 * from three, whose figure stays within it.
 */
function withinWealth(amount: Rational, wealth: Rational, currency: Currency): string {
  const text = amountText(amount, currency);
  const limit = toFloat(wealth);
  if (readableFigure(amount).rounded <= limit) return text;
  for (let significant = 3; significant <= 17; significant++) {
    const figure = wordedFigure(amount, significant);
    if (figure !== undefined && figure.rounded <= limit) return currency.prefix + figure.text;
  }
  return text;
}

/** The value in whole cents, halves up, by the shared comparison (a value of at most a million). */
function centsOf(value: Exact): number {
  const cents = new Exact(value.float * 100, () => times(value.exact, HUNDRED));
  return roundNumber(cents) ?? Number(roundOf(cents));
}

const HUNDRED = rational(100);

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
  lang: Lang = 'en',
): string {
  const { order, theirsLarger, small, factor } = sides;
  const bigLabel = theirsLarger ? labels.theirs : labels.yours;
  const smallLabel = theirsLarger ? labels.yours : labels.theirs;
  // At least one cent, or one whole unit where either label has no minor unit (no `¥0.01`, no `¥0`).
  const share = oneDigitDown(times(small, SHARE));
  let smallAmount = smallLabel.minorDigits === 0 && compareRational(share, ONE_UNIT) < 0 ? ONE_UNIT : share;
  let bigAmount = times(smallAmount, factor);
  // Nobody spends more than they have: where only the larger side's label has no minor unit, that side
  // spends one whole unit and the smaller its part in proportion (₹0.59 against ¥1 of ¥1.70), never a
  // whole unit taken from the smaller side that rounds the larger above its wealth (¥2 of ¥1.70).
  if (
    bigLabel.minorDigits === 0 &&
    smallLabel.minorDigits !== 0 &&
    compareRational(bigAmount, ONE_UNIT) < 0
  ) {
    bigAmount = ONE_UNIT;
    smallAmount = over(ONE_UNIT, factor);
  }
  // In whole units, an amount that rounds up past the larger wealth (¥2 of ¥1.70) is its whole units instead.
  const bigWealth = times(small, factor);
  const wholeBig = (2n * bigAmount.numerator + bigAmount.denominator) / (2n * bigAmount.denominator);
  if (bigLabel.minorDigits === 0 && compareRational(rational(wholeBig), bigWealth) > 0) {
    bigAmount = rational(bigWealth.numerator / bigWealth.denominator);
    smallAmount = over(bigAmount, factor);
  }
  // The smaller side spending all it has (one whole yen of ¥1) has the larger spend all of its wealth:
  // said as the wealth is echoed, every digit, never rounded up past it (`$8.9 quintillion` of
  // $8,857,100,000,000,000,000).
  const bigMoney = theirsLarger ? theirs : yours;
  const all = compareRational(bigAmount, times(small, factor)) === 0;
  const big = all ? moneyIn(bigMoney, bigLabel, 'en') : withinWealth(bigAmount, bigWealth, bigLabel);
  let spent = amountText(smallAmount, smallLabel);
  // One sentence in one style: beside `€90 quintillion`, `€200 trillion` rather than its fifteen digits.
  if (big.includes(' ') && !spent.includes(' ')) {
    const worded = wordedFigure(smallAmount, 1);
    if (worded) spent = smallLabel.prefix + worded.text;
  }
  if (lang === 'en') return equivalenceProse({ order, small: spent, big }, lang);
  // The same amounts in the language's house style, from the decided figures and their exact values.
  const said = (text: string, value: Rational, label: Currency) => computedSum(text, value, label, lang);
  const bigSaid = all ? moneyIn(bigMoney, bigLabel, lang) : said(big, bigAmount, bigLabel);
  return equivalenceProse(
    { order, small: said(spent, smallAmount, smallLabel), big: bigSaid, same: big === spent },
    lang,
  );
}

/**
 * A computed amount as the language's house style writes it (docs/style-sheets.md): the figure English
 * decided (`$1,231,333,333`) as an exact sum, with bounds on the exact value it was rounded from; a
 * figure English decided with a scale word (`€200 trillion`) keeps its words.
 */
function computedSum(text: string, value: Rational, label: Currency, lang: Lang): string {
  const figure = text.slice(label.prefix.length);
  const sum = decidedSum(figure, label, boundsOf(toFloat(value)));
  return sum === undefined ? powerIn(label.prefix, figure, label, lang) : computedIn(sum, text, lang);
}
