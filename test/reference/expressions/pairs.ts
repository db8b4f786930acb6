// Issue 25: one quantity in two units reads alike in both. Written apart from src/: each figure is
// cut from a long exact decimal expansion of the value by string rounding, and the two figures are
// compared exactly, as fractions of their printed digits.
import type { Figure } from '../money/format.ts';
import { formatCount } from '../money/format.ts';
import { type Rational, readableFigure } from '../money/rational.ts';

const WORDS: Record<string, bigint> = {
  million: 10n ** 6n,
  billion: 10n ** 9n,
  trillion: 10n ** 12n,
  quadrillion: 10n ** 15n,
  quintillion: 10n ** 18n,
  sextillion: 10n ** 21n,
  septillion: 10n ** 24n,
  octillion: 10n ** 27n,
  nonillion: 10n ** 30n,
  decillion: 10n ** 33n,
};

/** The digits of n ÷ d to 60 places, as an integer string and a fraction string. */
function expand(n: bigint, d: bigint): [string, string] {
  const places = 60n;
  const scaled = (n * 10n ** places) / d;
  const text = `${scaled}`.padStart(61, '0');
  return [text.slice(0, -60), text.slice(-60)];
}

/** n ÷ d rounded half up to `places` decimals, trailing zeros dropped, grouped. */
function rounded(n: bigint, d: bigint, places: number): string {
  const [whole, fraction] = expand(n, d);
  const kept = BigInt(whole + fraction.slice(0, places)) + (Number(fraction[places] ?? '0') >= 5 ? 1n : 0n);
  const text = `${kept}`.padStart(places + 1, '0');
  const head = places === 0 ? text : text.slice(0, -places);
  const tail = places === 0 ? '' : text.slice(-places).replace(/0+$/, '');
  return tail ? `${formatCount(BigInt(head))}.${tail}` : formatCount(BigInt(head));
}

/** A value to `digits` significant digits, at least one decimal below 10; scale word as readableFigure says it. */
export function withDigits(value: Rational, digits: number): Figure {
  const usual = readableFigure(value).text.split(' ');
  const unit = usual[1] ? (WORDS[usual[1]] as bigint) : 1n;
  const n = value.numerator;
  const d = value.denominator * unit;
  const [whole, fraction] = expand(n, d);
  const leading = whole === '0' ? -(fraction.length - fraction.replace(/^0+/, '').length) : whole.length;
  const places = Math.max(n < 10n * d ? 1 : 0, digits - leading);
  const text = rounded(n, d, places) + (usual[1] ? ` ${usual[1]}` : '');
  return { text, rounded: Number(text.split(' ')[0]?.replaceAll(',', '')) * Number(unit) };
}

/** Significant digits printed: `1,242,742` 7, `0.0043` 2, `2.7 quintillion` 2. */
export function digitsOf(text: string): number {
  return (text.split(' ')[0] ?? '').replace(/[,.]/g, '').replace(/^0+/, '').length;
}

/** A printed figure as the exact fraction it reads as. */
function exactOf(text: string): Rational {
  const [number = '', word] = text.split(' ');
  const [whole = '', fraction = ''] = number.replaceAll(',', '').split('.');
  const unit = word ? (WORDS[word] as bigint) : 1n;
  return { numerator: BigInt(whole + fraction) * unit, denominator: 10n ** BigInt(fraction.length) };
}

/**
 * Two figures of one quantity (`perSecond`: first units per second unit, exactly): while they read
 * more than 2% apart, the one with fewer significant digits (both when equal) takes one more.
 */
export function agreeing(
  first: { value: Rational; figure: Figure },
  second: { value: Rational; figure: Figure },
  perSecond: Rational,
): [Figure, Figure] {
  let a = first.figure;
  let b = second.figure;
  let da = digitsOf(a.text);
  let db = digitsOf(b.text);
  for (let step = 0; step < 8; step++) {
    if (readAlike(a, b, perSecond)) break;
    // The digits asked for, not those printed (`1.0` prints `1`).
    const fewer = Math.min(da, db);
    if (da === fewer) a = withDigits(first.value, ++da);
    if (db === fewer) b = withDigits(second.value, ++db);
  }
  // One style: beside a figure with a scale word, the other (a million or more) takes one too, at the
  // same digits, if the two still read alike.
  const wa = a.text.includes(' ');
  if (wa === b.text.includes(' ')) return [a, b];
  const restyled: [Figure, Figure] = wa
    ? [a, worded(second.value, digitsOf(a.text)) ?? b]
    : [worded(first.value, digitsOf(b.text)) ?? a, b];
  return readAlike(restyled[0], restyled[1], perSecond) ? restyled : [a, b];
}

/** Whether two printed figures of one quantity are at most 2% apart, exactly. */
function readAlike(a: Figure, b: Figure, perSecond: Rational): boolean {
  const x = exactOf(a.text);
  const y = exactOf(b.text);
  const left = x.numerator * y.denominator * perSecond.denominator;
  const right = y.numerator * perSecond.numerator * x.denominator;
  return left * 100n <= right * 102n && right * 100n <= left * 102n;
}

/** A value of a million or more with the largest scale word not above it, at `digits` significant digits. */
export function worded(value: Rational, digits: number): Figure | undefined {
  const entries = Object.entries(WORDS).reverse();
  for (let i = 0; i < entries.length; i++) {
    const [word, unit] = entries[i] as [string, bigint];
    if (value.numerator < unit * value.denominator) continue;
    const text = mantissa(value, unit, digits);
    // 999.6 trillion at three digits: 1 quadrillion, with the next word up.
    if (Number(text.replaceAll(',', '')) >= 1000 && i > 0) {
      const [up, upUnit] = entries[i - 1] as [string, bigint];
      const t = mantissa(value, upUnit, digits);
      return { text: `${t} ${up}`, rounded: Number(t) * Number(upUnit) };
    }
    return { text: `${text} ${word}`, rounded: Number(text.replaceAll(',', '')) * Number(unit) };
  }
  return undefined;
}

function mantissa(value: Rational, unit: bigint, digits: number): string {
  const n = value.numerator;
  const d = value.denominator * unit;
  const [whole] = expand(n, d);
  return rounded(n, d, Math.max(n < 10n * d ? 1 : 0, digits - whole.length));
}
