// Exact fractions of whole numbers. A figure that follows from exact inputs by multiplication and
// division (a stack from an exact amount and a thickness fixed by the spec, days from two exact money
// values, a ratio of two wealths) is computed this way, so every digit it prints is true: a float64
// carries about 15 significant digits, and a 1e24-scale figure printed from one shows noise.
import { type Decimal, fromNumber, tenTo } from './decimal.ts';
import { compare, Exact, floatOrder, fraction } from './exact.ts';
import { type Figure, formatCount, plainShown, type Shown, shownOfPlain, wordShown } from './format.ts';
import { roundNumber, roundOf } from './steps.ts';

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
    ? { numerator: d.coefficient * tenTo(d.exponent), denominator: 1n }
    : { numerator: d.coefficient, denominator: tenTo(-d.exponent) };
}

export function times(a: Rational, b: Rational): Rational {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator };
}

export function over(a: Rational, b: Rational): Rational {
  return { numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator };
}

/** Whether a < limit; an infinite limit is above everything. */
export function below(a: Rational, limit: number): boolean {
  if (limit === Number.POSITIVE_INFINITY) return true;
  return a.numerator < BigInt(limit) * a.denominator;
}

/** The nearest whole number, halves away from zero (docs/conventions.md §7), for a non-negative fraction. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * A result figure as docs/conventions.md §7 prints it, computed exactly: below 10 one decimal where not whole,
 * whole from 10 up, grouped with `,`; halves away from zero. The same rule as `figure()` for floats.
 */
export function exactFigure(value: Rational): Figure {
  const { numerator, denominator } = value;
  if (numerator < TEN * denominator) {
    const tenths = roundHalfUp(TEN * numerator, denominator);
    const whole = tenths / TEN;
    const tenth = tenths % TEN;
    const text = tenth === 0n ? formatCount(whole) : `${whole}.${tenth}`;
    return {
      text,
      rounded: Number(tenths) / 10,
      shown: tenth === 0n ? plainShown(whole, 0) : plainShown(tenths, 1),
    };
  }
  const whole = roundHalfUp(numerator, denominator);
  return { text: formatCount(whole), rounded: Number(whole), shown: plainShown(whole, 0) };
}

/** −1, 0 or 1 as a is below, equal to or above b (both non-negative). */
export function compareRational(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** A float64 as the exact decimal it is spelled as (0.76e-3 → 76 / 100,000). */
export function fromFloat(value: number): Rational {
  return fromDecimal(fromNumber(value));
}

/** Past this many bits Number() of a bigint may overflow: toFloat scales both parts down first. */
const FLOAT_SAFE_BITS = 900;
const FLOAT_SAFE_FLOAT = Number(1n << BigInt(FLOAT_SAFE_BITS));

/** The nearest float64 to a fraction, for ordering and log distances (never for printed figures). */
export function toFloat(value: Rational): number {
  const { numerator, denominator } = value;
  // Every result and anchor is far below 2^900: the floats, compared, spare measuring the bit lengths.
  // (A part just under 2^900 whose float rounds up to it takes the path below with no shift: the same quotient.)
  const top = Number(numerator);
  const bottom = Number(denominator);
  if (top < FLOAT_SAFE_FLOAT && bottom < FLOAT_SAFE_FLOAT) return top / bottom;
  // Scale both to at most ~900 bits so that Number() neither overflows nor loses the ratio.
  const shift = BigInt(
    Math.max(0, Math.max(numerator.toString(2).length, denominator.toString(2).length) - FLOAT_SAFE_BITS),
  );
  return Number(numerator >> shift) / Number(denominator >> shift);
}

/**
 * Scale words for figures past 15 significant digits (docs/conventions.md §7): a reader can say
 * `2.7 quintillion` aloud, not `2,739,726,027,397,260,274`. Each word is 10^(3k).
 */
const SCALE_WORDS: readonly (readonly [number, string])[] = [
  // Below 10^15 only for a figure beside one that has a scale word (wordedFigure).
  [6, 'million'],
  [9, 'billion'],
  [12, 'trillion'],
  [15, 'quadrillion'],
  [18, 'quintillion'],
  [21, 'sextillion'],
  [24, 'septillion'],
  [27, 'octillion'],
  [30, 'nonillion'],
  [33, 'decillion'],
];

/** Whole numbers from this one on are said with a scale word. */
const WORDS_FROM = 10n ** 15n;

/** The §7 figure of a mantissa from 1 to 1,000: one decimal below 10, whole from 10. */
function mantissaText(value: Rational): { text: string; tenths: bigint } {
  if (value.numerator < TEN * value.denominator) {
    const tenths = roundHalfUp(TEN * value.numerator, value.denominator);
    return { text: tenths % TEN === 0n ? `${tenths / TEN}` : `${tenths / TEN}.${tenths % TEN}`, tenths };
  }
  const whole = roundHalfUp(value.numerator, value.denominator);
  return { text: `${whole}`, tenths: whole * TEN };
}

/**
 * exactFigure, and past 15 significant digits a mantissa with a scale word (`2.7 quintillion`,
 * `274 quadrillion`), rounded as docs/conventions.md §7 rounds any figure. `rounded` is the figure as shown.
 * `float` is toFloat(value), passed where the caller has it already.
 */
export function readableFigure(value: Rational, float = toFloat(value)): Figure {
  const fast = fastFigure(value, float);
  if (fast !== undefined) return fast;
  const whole = roundHalfUp(value.numerator, value.denominator);
  // Past fastFigure the value is at least 10^9: exactFigure's whole figure, its rounding already made.
  if (whole < WORDS_FROM)
    return { text: formatCount(whole), rounded: Number(whole), shown: plainShown(whole, 0) };
  for (let i = SCALE_WORDS.length - 1; i >= 0; i--) {
    const [exponent, word] = SCALE_WORDS[i] as readonly [number, string];
    const unit = TEN ** BigInt(exponent);
    if (whole < unit && i > 0) continue;
    const mantissa = mantissaText(times(value, rational(1n, unit)));
    // 999.6 quadrillion rounds to 1,000 quadrillion: say 1 quintillion instead.
    const next = SCALE_WORDS[i + 1];
    if (mantissa.tenths >= 10_000n && next) {
      return {
        text: `1 ${next[1]}`,
        rounded: 10 ** next[0],
        shown: approximated(value, wordShown(plainShown(1, 0), next[0])),
      };
    }
    const tenths = mantissa.tenths;
    const digits = tenths % TEN === 0n ? plainShown(tenths / TEN, 0) : plainShown(tenths, 1);
    return {
      text: `${mantissa.text} ${word}`,
      rounded: (Number(tenths) / 10) * 10 ** exponent,
      shown: approximated(value, wordShown(digits, exponent)),
    };
  }
  return exactFigure(value);
}

/**
 * readableFigure of a whole count: below 10^15 its own digits grouped (a whole number's §7 figure),
 * with no fraction built; from 10^15 the scale words of readableFigure.
 */
export function countFigure(count: bigint): Figure {
  if (count < WORDS_FROM)
    return { text: formatCount(count), rounded: Number(count), shown: plainShown(count, 0) };
  return readableFigure(rational(count));
}

/** Below this a figure is decided from its float, its rounding checked by the shared comparison. */
const FAST_FIGURE_LIMIT = 1e9;

/**
 * exactFigure from the float's rounding where the shared comparison confirms it (floats where clear,
 * exactly otherwise); undefined from 10^9 up, for the exact path. Spares most BigInt divisions.
 */
function fastFigure(value: Rational, float: number): Figure | undefined {
  if (!(float < FAST_FIGURE_LIMIT)) return undefined;
  const x = new Exact(float, value);
  // Below 10: tenths; the switch at 10 itself is decided by the same comparison.
  const belowTen = (floatOrder(float, 10) || compare(x, TEN_EXACT())) < 0;
  const per = belowTen ? 10 : 1;
  // Below 10^10 tenths every rounding is a safe integer: roundNumber answers unless only the exact value can.
  const rounded = roundNumber(x, per) ?? Number(roundOf(x, per));
  if (!belowTen) return { text: formatCount(rounded), rounded, shown: plainShown(rounded, 0) };
  const tenth = rounded % 10;
  const whole = (rounded - tenth) / 10;
  return {
    text: tenth === 0 ? formatCount(whole) : `${whole}.${tenth}`,
    rounded: rounded / 10,
    shown: tenth === 0 ? plainShown(whole, 0) : plainShown(rounded, 1),
  };
}

/** 10 as an Exact value, built on first use (this module and exact.ts import each other). */
let ten: Exact | undefined;
const TEN_EXACT = () => (ten ??= fraction(10));

/**
 * A figure with at least `significant` significant digits (and at least the decimals of the §7
 * figure: one below 10), rounded half away from zero, trailing zeros dropped; past 15 digits a
 * mantissa with the scale word readableFigure chooses. Used where one quantity is shown in two units
 * and the usual figure would let them disagree (docs/prose.md): `1.15` where §7 reads `1.1`.
 */
export function figureOf(value: Rational, significant: number): Figure {
  const usual = readableFigure(value);
  const space = usual.text.indexOf(' ');
  if (space < 0) return decimalsFigure(value, significant, 1);
  // The scale word of the usual figure, its mantissa given more digits.
  const word = usual.text.slice(space + 1);
  const exponent = scaleExponent(word);
  const unit = TEN ** BigInt(exponent);
  const mantissa = decimalsFigure(times(value, rational(1n, unit)), significant, 1);
  return {
    text: `${mantissa.text} ${word}`,
    rounded: mantissa.rounded * 10 ** exponent,
    shown: approximated(value, wordShown(mantissa.shown, exponent)),
  };
}

/**
 * A figure of a million or more said with a scale word at `significant` digits (`137 trillion`), for a
 * figure printed beside one that has a scale word, so that one sentence reads in one style; undefined
 * below a million.
 */
export function wordedFigure(value: Rational, significant: number): Figure | undefined {
  const whole = roundHalfUp(value.numerator, value.denominator);
  for (let i = SCALE_WORDS.length - 1; i >= 0; i--) {
    const [exponent, word] = SCALE_WORDS[i] as readonly [number, string];
    const unit = TEN ** BigInt(exponent);
    if (whole < unit) continue;
    const mantissa = decimalsFigure(times(value, rational(1n, unit)), significant, 1);
    // 999.6 trillion at three digits is 1,000 trillion: say it with the next word.
    const next = SCALE_WORDS[i + 1];
    if (mantissa.rounded >= 1000 && next) {
      const larger = decimalsFigure(times(value, rational(1n, TEN ** BigInt(next[0]))), significant, 1);
      return {
        text: `${larger.text} ${next[1]}`,
        rounded: larger.rounded * 10 ** next[0],
        shown: approximated(value, wordShown(larger.shown, next[0])),
      };
    }
    return {
      text: `${mantissa.text} ${word}`,
      rounded: mantissa.rounded * 10 ** exponent,
      shown: approximated(value, wordShown(mantissa.shown, exponent)),
    };
  }
  return undefined;
}

/** The power of ten a scale word stands for (`quintillion` 18). */
/** The power of ten an English scale word stands for, undefined for any other word. */
export const scaleExponentOf = (word: string): number | undefined =>
  SCALE_WORDS.find(([, w]) => w === word)?.[0];

export function scaleExponent(word: string): number {
  return (SCALE_WORDS.find(([, w]) => w === word) as readonly [number, string])[0];
}

/** Significant digits of a printed figure (`1,242,742` 7, `0.0043` 2, `2.7 quintillion` 2). */
export function significantDigits(text: string): number {
  const space = text.indexOf(' ');
  const digits = (space < 0 ? text : text.slice(0, space)).replace(/[,.]/g, '').replace(/^0+/, '');
  return digits.length;
}

/** A value below 10^15 rounded to `significant` digits, with at least `minDecimals` decimals below 10. */
function decimalsFigure(value: Rational, significant: number, minDecimals: number): Figure {
  const { numerator, denominator } = value;
  if (numerator === 0n) return ZERO;
  // Digits before the point (negative for leading zeros after it): 10^(digits-1) ≤ value < 10^digits.
  let digits = `${numerator / denominator}`.length;
  if (numerator < denominator) {
    digits = 0;
    while (numerator * TEN ** BigInt(-digits + 1) < denominator) digits--;
  }
  const floor = numerator < TEN * denominator ? minDecimals : 0;
  const places = Math.max(floor, significant - digits);
  const scaled = roundHalfUp(numerator * TEN ** BigInt(places), denominator);
  if (places === 0)
    return { text: formatCount(scaled), rounded: Number(scaled), shown: plainShown(scaled, 0) };
  const plain = shiftPoint(scaled, places);
  return { text: formatTwoDigit(plain), rounded: Number(plain), shown: shownOfPlain(plain) };
}

/**
 * A small figure with two significant digits (`0.0043`, `0.11`, `1.4`, `20`), for stacks under an
 * inch where one decimal would read `0.1` for anything from 0.05 to 0.15. Rounded half away from zero;
 * trailing zeros dropped (`2`, not `2.0`). From 100 up, the §7 figure.
 */
export function twoDigitFigure(value: Rational): Figure {
  if (value.numerator === 0n) return ZERO;
  if (value.numerator >= 100n * value.denominator) return exactFigure(value);
  // The power of ten p with 10 ≤ value × 10^p < 100.
  let p = 0;
  while (
    value.numerator * TEN ** BigInt(Math.max(p, 0)) <
    TEN * value.denominator * TEN ** BigInt(Math.max(-p, 0))
  )
    p++;
  while (
    value.numerator * TEN ** BigInt(Math.max(p, 0)) >=
    100n * value.denominator * TEN ** BigInt(Math.max(-p, 0))
  )
    p--;
  let digits = roundHalfUp(
    value.numerator * TEN ** BigInt(Math.max(p, 0)),
    value.denominator * TEN ** BigInt(Math.max(-p, 0)),
  );
  if (digits === 100n) {
    digits = 10n;
    p -= 1;
  }
  const text = p <= 0 ? `${digits * TEN ** BigInt(-p)}` : shiftPoint(digits, p);
  return { text: formatTwoDigit(text), rounded: Number(text), shown: shownOfPlain(text) };
}

const ZERO: Figure = { text: '0', rounded: 0, shown: plainShown(0, 0) };

/** The shown figure, marked approximate where its value is not exactly `value`. */
function approximated(value: Rational, shown: Shown): Shown {
  const digits = BigInt(shown.digits);
  const exact =
    shown.scale >= 0
      ? value.numerator === digits * TEN ** BigInt(shown.scale) * value.denominator
      : value.numerator * TEN ** BigInt(-shown.scale) === digits * value.denominator;
  return exact ? shown : { ...shown, approximate: true };
}

/** digits ÷ 10^places as a decimal string, trailing zeros dropped. */
function shiftPoint(digits: bigint, places: number): string {
  const padded = `${digits}`.padStart(places + 1, '0');
  const text = `${padded.slice(0, -places)}.${padded.slice(-places)}`;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

function formatTwoDigit(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = formatCount(BigInt(whole));
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
