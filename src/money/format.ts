import type { Currency } from './currencies.ts';
import { compare, type Decimal, tenTo, toNumber, toPlainString } from './decimal.ts';
import { compare as compareExact, Exact, floatOrder } from './exact.ts';
import type { Money } from './parse.ts';
import { fromDecimal } from './rational.ts';

// Formatters are built once: constructing Intl.NumberFormat is far costlier than using one.
// 'halfExpand' is round half away from zero (docs/conventions.md §7).
const EXACT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 100 });
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, roundingMode: 'halfExpand' });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfExpand' });

/**
 * A money label printed exactly: `$1,000`, `€1,000.50`, `CHF 1,000`, `¥1,000.5`; a fractional amount
 * shows at least the currency's minor digits (cents; none for the yen) and every digit sent, never rounded.
 */
export function formatMoney(money: Money, currency: Currency = money.currency): string {
  const { amount, value } = money;
  // A whole amount up to 2^53 is exactly its float64; larger whole amounts go as a BigInt. Both exact.
  if (amount.exponent >= 0) {
    if (Number.isSafeInteger(value)) return currency.prefix + formatCount(value);
    return currency.prefix + formatCount(amount.coefficient * tenTo(amount.exponent));
  }
  // A fraction: its exact digits, the whole part grouped, padded to the minor digits (no rounding:
  // every digit sent is shown). test/money/format.test.ts proves this equal to Intl on the decimal string.
  const plain = toPlainString(amount);
  const point = plain.indexOf('.');
  const fraction = plain.slice(point + 1).padEnd(currency.minorDigits, '0');
  return `${currency.prefix}${groupDigits(plain.slice(0, point))}.${fraction}`;
}

/** A result figure (docs/conventions.md §7): below 10 one decimal where not whole, whole numbers from 10, grouped. */
function formatFigure(value: number): string {
  if (Math.abs(value) < 10) return ONE_DECIMAL.format(value);
  // Below 1,000 there is nothing to group: the rounded integer's own digits are the figure.
  if (value < 999.5) return String(Math.round(value));
  return WHOLE.format(value);
}

/**
 * A figure as the engine decided it, for every language to write (docs/style-sheets.md): the exact
 * value shown, `digits` × 10^`scale` (`digits` without leading zeros, '0' for zero; the trailing zeros
 * shown kept: `2.70 million` is 270 × 10^4), and how English says it: plain digits, a mantissa with
 * the scale word for 10^`exponent` (`long`), or a power of ten (`power`, 10^`exponent`).
 */
export interface Shown {
  readonly digits: string;
  readonly scale: number;
  /** `short`: a compact letter (`1.37M`), as the data set's anchor figures write some. */
  readonly style: 'plain' | 'long' | 'short' | 'power';
  readonly exponent: number;
  /** A figure with a scale word that rounds its exact value (`2.7 quintillion` for 2,739,…): a language whose words read exact says so. */
  readonly approximate?: true;
}

/** A printed figure, the number it reads as (so callers can switch units on exactly what is shown), and its structure. */
export interface Figure {
  readonly text: string;
  readonly rounded: number;
  readonly shown: Shown;
}

/** digits × 10^-places in plain digits (`plainShown(274n, 1)` is 27.4). */
export function plainShown(digits: bigint | number | string, places: number): Shown {
  return { digits: String(digits), scale: places === 0 ? 0 : -places, style: 'plain', exponent: 0 };
}

/** A plain decimal string (`1234.5`, no group signs) as the figure it shows. */
export function shownOfPlain(plain: string): Shown {
  const point = plain.indexOf('.');
  if (point < 0) return plainShown(stripZeros(plain), 0);
  return plainShown(stripZeros(plain.slice(0, point) + plain.slice(point + 1)), plain.length - point - 1);
}

/** A shown mantissa said with the scale word for 10^exponent (`2.7` and 18: `2.7 quintillion`). */
export function wordShown(mantissa: Shown, exponent: number): Shown {
  return { digits: mantissa.digits, scale: mantissa.scale + exponent, style: 'long', exponent };
}

/** A mantissa's digits × 10^(exponent − places) printed as a power of ten (`1.82 × 10⁵²`). */
export function powerShown(digits: bigint | string, places: number, exponent: number): Shown {
  return { digits: String(digits), scale: exponent - places, style: 'power', exponent };
}

/** Digits without leading zeros ('0' for none). */
function stripZeros(digits: string): string {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++;
  return digits.slice(i);
}

/**
 * formatFigure, with the rounded number it prints. From 10 up the figure is whole, and Math.round is
 * exactly Intl's half-away-from-zero rounding for positive doubles; below 10 the short text is read back.
 */
export function figure(value: number): Figure {
  const text = formatFigure(value);
  return {
    text,
    rounded: value >= 10 ? Math.round(value) : Number(text),
    shown: shownOfPlain(value < 999.5 ? text : text.replaceAll(',', '')),
  };
}

/**
 * Decimal digits with a `,` every three from the right, as Intl's en-US grouping prints them:
 * `1234567` → `1,234,567`. Proven byte-equal to Intl.NumberFormat by test/money/format.test.ts;
 * written out because Intl costs about a microsecond a call, more than the rest of a figure.
 */
export function groupDigits(digits: string): string {
  const length = digits.length;
  if (length <= 3) return digits;
  let head = length % 3;
  if (head === 0) head = 3;
  let text = digits.slice(0, head);
  for (let i = head; i < length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return text;
}

/** An exact whole count, grouped. */
export function formatCount(count: bigint | number): string {
  // Below 1,000 there is nothing to group.
  if (count < 1000) return String(count);
  // A bigint, or a number that is exactly a whole one, spells all its digits; a larger double is left
  // to Intl, which prints its shortest spelling padded with zeros.
  if (typeof count === 'bigint' || Number.isSafeInteger(count)) return groupDigits(String(count));
  return EXACT.format(count);
}

/** A parameter echoed in prose, rounded as a person writes it (rates as percentages, periods). */
export interface Rounding {
  /** Decimals shown at most; trailing zeros are dropped (`5`, `1.25`). */
  readonly fractionDigits: number;
  /** The excluded upper bound: a value that rounds up to it reads `almost <bound>`, never the bound itself. */
  readonly below: number;
}

const ROUNDERS = new Map<number, Intl.NumberFormat>();

function rounder(fractionDigits: number): Intl.NumberFormat {
  let format = ROUNDERS.get(fractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: fractionDigits,
      roundingMode: 'halfExpand',
    });
    ROUNDERS.set(fractionDigits, format);
  }
  return format;
}

/** Below this a value has no digit group to separate, so its plain decimal spelling is already the figure. */
const UNGROUPED = { coefficient: 1n, exponent: 3 };

/**
 * A positive decimal rounded half away from zero to at most `fractionDigits` decimals and grouped:
 * `33.333`, `1.25`. A value too small to show one unit of the last decimal reads `less than 0.001`;
 * one that rounds up to its excluded bound reads `almost 100`. Bounded by construction: a value of
 * any exponent is compared, never expanded, unless it is within reach of the rounding, so the text
 * has at most a few dozen characters whatever the literal's exponent.
 */
export function formatRounded(value: Decimal, rounding: Rounding): string {
  const { text, bound } = echoRounded(value, rounding);
  return bound === 'lessThan' ? `less than ${text}` : bound === 'almost' ? `almost ${text}` : text;
}

/** Half of the smallest step shown with each number of decimals (0.0005 for three), built once each. */
const HALF_STEPS = new Map<number, Exact>();

function halfStep(fractionDigits: number): Exact {
  let half = HALF_STEPS.get(fractionDigits);
  if (half === undefined) {
    const decimal = { coefficient: 5n, exponent: -fractionDigits - 1 };
    half = new Exact(5 / 10 ** (fractionDigits + 1), () => fromDecimal(decimal));
    HALF_STEPS.set(fractionDigits, half);
  }
  return half;
}

/** formatRounded's figure and its bound, without words: `{ text: '0.001', bound: 'lessThan' }`. */
export function echoRounded(
  value: Decimal,
  { fractionDigits, below }: Rounding,
): { text: string; shown: Shown; bound?: 'lessThan' | 'almost' } {
  // Half of the smallest step: anything under it rounds to zero (decided by the shared comparison).
  const float = toNumber(value);
  const half = halfStep(fractionDigits);
  const tooSmall =
    (floatOrder(float, half.float) || compareExact(new Exact(float, () => fromDecimal(value)), half)) < 0;
  if (tooSmall) {
    const text = `0.${'1'.padStart(fractionDigits, '0')}`;
    return { text, shown: plainShown(1, fractionDigits), bound: 'lessThan' };
  }
  // Already within the decimals shown and below 1,000 (every rate and period): printed as it is, which
  // is what Intl prints too, at a fraction of the cost. Otherwise Intl rounds the exact decimal string.
  const text =
    value.exponent >= -fractionDigits && (float < 1000 || compare(value, UNGROUPED) < 0)
      ? toPlainString(value)
      : rounder(fractionDigits).format(toPlainString(value) as `${number}`);
  const shown = shownOfPlain(text.includes(',') ? text.replaceAll(',', '') : text);
  return text === String(below) ? { text, shown, bound: 'almost' } : { text, shown };
}
