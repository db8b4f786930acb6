import { compare, Exact, exact, fraction } from '../money/exact.ts';
import type { Figure } from '../money/format.ts';
import {
  compareRational,
  figureOf,
  over,
  type Rational,
  rational,
  readableFigure,
  scaleExponent,
  significantDigits,
  times,
  toFloat,
  wordedFigure,
} from '../money/rational.ts';
import type { Unit } from './claims.ts';

const TITLE_WORD = /(^|[\s-])(\p{Ll})/gu;

/** Every word capitalised, both halves of a hyphenated word too: `Estates With A Mega-Mansion`. */
export function titleCase(text: string): string {
  // Most phrases are title case already: one pass over the character codes finds that without a regex.
  if (isTitleCased(text)) return text;
  return text.replace(TITLE_WORD, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Whitespace past ASCII, as \s matches it: a word starts after any of these too. */
const WIDE_SPACES = new Set([
  0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a,
  0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);

/**
 * Whether titleCase would change nothing: no word starts with a character that upper-cases to
 * another (`€` and `CHF` do not; `é` does, and is left to the regex, as is any letter outside the
 * basic plane, read here by its code point).
 */
function isTitleCased(text: string): boolean {
  let wordStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (wordStart && ((c >= 97 && c <= 122) || (c >= 128 && uppercases(text, i)))) return false;
    // Whitespace (as \s matches it) or a hyphen starts a word.
    wordStart = c === 32 || c === 45 || (c >= 9 && c <= 13) || (c >= 128 && WIDE_SPACES.has(c));
  }
  return true;
}

/** For each character of the basic plane, once asked: 1 if it upper-cases to itself, 2 if to something else. */
const UPPERCASES = new Uint8Array(0x10000);

/** Whether the character at `i` (a whole code point) upper-cases to something else. */
function uppercases(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  const known = UPPERCASES[c];
  if (known) return known === 2;
  const character = String.fromCodePoint(text.codePointAt(i) as number);
  const changes = character.toUpperCase() !== character;
  // Surrogates stand for characters outside the plane: those are not remembered by their first half.
  if (c < 0xd800 || c > 0xdfff) UPPERCASES[c] = changes ? 2 : 1;
  return changes;
}

/** A figure's scale word capitalised for a phrase: `2.7 quintillion` → `2.7 Quintillion`. */
export function titleFigure(text: string): string {
  // The first space followed by a lower-case ASCII letter, as / ([a-z])/ finds it.
  for (let space = text.indexOf(' '); space >= 0; space = text.indexOf(' ', space + 1)) {
    const c = text.charCodeAt(space + 1);
    if (c >= 97 && c <= 122) {
      return `${text.slice(0, space + 1)}${String.fromCharCode(c - 32)}${text.slice(space + 2)}`;
    }
  }
  return text;
}

/** One rung of a unit ladder: how many of this unit one base unit makes, and where the next rung takes over. */
export interface Rung {
  readonly unit: Unit;
  /** Units of this rung per base unit, exactly (1 m = 10,000/254 inches). */
  readonly perBase: Rational;
  /** The rounded figure at which the next rung is used instead (never `24 Hours` where `1 Day` is due). */
  readonly upTo: number;
}

/**
 * Picks the rung for an exact value in base units: the first whose rounded figure stays below its
 * limit. Deciding on the rounded figure is what makes 23.96 hours read `1 Day` and 999.6 years
 * `1 Millennium`. The figure is exact, so a unit and its companion always agree digit for digit.
 */
export function climb(ladder: readonly Rung[], base: Rational): { rung: Rung; figure: Figure } {
  // The first rung whose raw value is below its limit; only rounding up can push it one rung higher.
  const value = new Exact(toFloat(base), base);
  let index = ladder.findIndex(
    (rung) => rung.upTo === Number.POSITIVE_INFINITY || compare(value, limitOf(rung)) < 0,
  );
  if (index < 0) index = ladder.length - 1;
  let rung = ladder[index] as Rung;
  let shown = readableFigure(times(base, rung.perBase));
  if (shown.rounded >= rung.upTo && index + 1 < ladder.length) {
    rung = ladder[index + 1] as Rung;
    shown = readableFigure(times(base, rung.perBase));
  }
  return { rung, figure: shown };
}

/** Each rung's limit in base units (upTo ÷ perBase) as an Exact value, built on first use. */
const LIMITS = new WeakMap<Rung, Exact>();

function limitOf(rung: Rung): Exact {
  let limit = LIMITS.get(rung);
  if (limit === undefined) {
    limit = exact(over(rational(rung.upTo), rung.perBase));
    LIMITS.set(rung, limit);
  }
  return limit;
}

/**
 * How far apart the two figures of one quantity may read (docs/prose.md: they agree within 2.5%;
 * deciding at 2% keeps float noise far from that line).
 */
const AGREE = fraction(102, 100);

/** One quantity in one unit: its exact value and its figure as first chosen. */
export interface InUnit {
  readonly value: Rational;
  readonly figure: Figure;
}

/**
 * The figures of one quantity in two units (`perSecond`: units of the first per unit of the second),
 * each rounded from its exact value, given more significant digits until they agree: `1.1 Miles
 * (1.9 km)` (7% apart) becomes `1.15 Miles (1.85 km)`. The figure with fewer digits gains one (both
 * when equal); the figures already agree within 0.5% from three digits each, so this ends quickly.
 */
export function agreeing(
  first: InUnit,
  second: InUnit,
  perSecond: Rational,
  factor = toFloat(perSecond),
): [Figure, Figure] {
  let a = first.figure;
  let b = second.figure;
  if (agree(a, b, factor, perSecond)) return oneStyle(first, second, a, b, factor, perSecond);
  // Digits counted as asked for, not as printed: `1.0` prints `1` and still holds two.
  let digitsA = significantDigits(a.text);
  let digitsB = significantDigits(b.text);
  for (let step = 0; step < 8 && !agree(a, b, factor, perSecond); step++) {
    const fewer = Math.min(digitsA, digitsB);
    if (digitsA === fewer) a = figureOf(first.value, ++digitsA);
    if (digitsB === fewer) b = figureOf(second.value, ++digitsB);
  }
  return oneStyle(first, second, a, b, factor, perSecond);
}

/**
 * One quantity reads in one style: where one figure has a scale word (`137 quadrillion years`) and the
 * other is in digits, the other is said with a scale word too (`137 trillion millennia`), at the same
 * significant digits, when the two still agree.
 */
function oneStyle(
  first: InUnit,
  second: InUnit,
  a: Figure,
  b: Figure,
  factor: number,
  perSecond: Rational,
): [Figure, Figure] {
  const wordedA = a.text.includes(' ');
  if (wordedA === b.text.includes(' ')) return [a, b];
  const restyled: [Figure, Figure] = wordedA
    ? [a, wordedFigure(second.value, significantDigits(a.text)) ?? b]
    : [wordedFigure(first.value, significantDigits(b.text)) ?? a, b];
  return agree(restyled[0], restyled[1], factor, perSecond) ? restyled : [a, b];
}

/** Whether two figures read at most 2% apart: in floats where clear of the line, exactly otherwise. */
function agree(a: Figure, b: Figure, factor: number, perSecond: Rational): boolean {
  const x = a.rounded;
  const y = b.rounded * factor;
  // The larger ÷ the smaller, against 1.02; the exact ratio is built only near that line.
  const apart = new Exact(x > y ? x / y : y / x, () => {
    const ex = printedValue(a.text);
    const ey = times(printedValue(b.text), perSecond);
    return compareRational(ex, ey) > 0 ? over(ex, ey) : over(ey, ex);
  });
  return compare(apart, AGREE) <= 0;
}

/** A printed figure as the exact fraction it reads as: `1,234.5` → 12345/10, `2.7 quintillion` → 27 × 10^17. */
function printedValue(text: string): Rational {
  const space = text.indexOf(' ');
  const number = space < 0 ? text : text.slice(0, space);
  const [whole = '', fraction = ''] = number.replaceAll(',', '').split('.');
  const power = space < 0 ? 0 : scaleExponent(text.slice(space + 1));
  return rational(BigInt(whole + fraction) * 10n ** BigInt(power), 10n ** BigInt(fraction.length));
}
