import type { Currency } from './currencies.ts';
import { compare, type Decimal, toPlainString } from './decimal.ts';
import type { Money } from './parse.ts';

// Formatters are built once: constructing Intl.NumberFormat is far costlier than using one.
// 'halfExpand' is round half away from zero (conventions §7).
const EXACT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 100 });
const EXACT_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 100 });
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, roundingMode: 'halfExpand' });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfExpand' });
const CENTS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
});

/** A money label printed exactly: `$1,000`, `€1,000.50`, `CHF 1,000`; fractional amounts show at least cents. */
export function formatMoney(money: Money, currency: Currency = money.currency): string {
  const { amount, value } = money;
  // A whole amount up to 2^53 is exactly its float64, which Intl formats fastest; larger whole amounts
  // go as a BigInt, fractional ones as their decimal string. All three paths are exact.
  if (amount.exponent >= 0) {
    if (Number.isSafeInteger(value)) return currency.prefix + formatCount(value);
    return currency.prefix + formatCount(amount.coefficient * 10n ** BigInt(amount.exponent));
  }
  const plain = toPlainString(amount);
  // Intl formats decimal strings exactly (no float64 rounding), which keeps 1e24-scale labels exact.
  return currency.prefix + (currency.minorDigits === 0 ? EXACT : EXACT_CENTS).format(plain as `${number}`);
}

/** A result figure (conventions §7): below 10 one decimal where not whole, whole numbers from 10, grouped. */
function formatFigure(value: number): string {
  if (Math.abs(value) < 10) return ONE_DECIMAL.format(value);
  // Below 1,000 there is nothing to group: the rounded integer's own digits are the figure.
  if (value < 999.5) return String(Math.round(value));
  return WHOLE.format(value);
}

/** A printed figure and the number it reads as, so callers can switch units on exactly what is shown. */
export interface Figure {
  readonly text: string;
  readonly rounded: number;
}

/**
 * formatFigure, with the rounded number it prints. From 10 up the figure is whole, and Math.round is
 * exactly Intl's half-away-from-zero rounding for positive doubles; below 10 the short text is read back.
 */
export function figure(value: number): Figure {
  const text = formatFigure(value);
  return { text, rounded: value >= 10 ? Math.round(value) : Number(text) };
}

/**
 * Significant digits a figure computed in float64 through exp and log (compound growth) may show.
 * The exponent reaches about 100, so the result's relative error can reach 100 × 2^-53 ≈ 1e-14:
 * 13 digits hold, and 12 leave a margin. Past them the figure is rounded and the rest printed as zeros.
 */
const FLOAT_FIGURE_DIGITS = 12;
const FLOAT_FIGURE_LIMIT = 10 ** FLOAT_FIGURE_DIGITS;

/**
 * A money figure rounded as growth is (whole units, cents below one), without its prefix; from
 * 10^12 up to FLOAT_FIGURE_DIGITS significant digits, so no float noise is printed as if exact.
 */
export function moneyFigure(value: number): Figure {
  if (value >= FLOAT_FIGURE_LIMIT) {
    // Intl formats the decimal string exactly; formatting the double would print its binary expansion.
    const settled = value.toPrecision(FLOAT_FIGURE_DIGITS);
    return { text: WHOLE.format(settled as `${number}`), rounded: Number(settled) };
  }
  if (value >= 1) return { text: WHOLE.format(value), rounded: Math.round(value) };
  const text = CENTS.format(value);
  return { text, rounded: Number(text) };
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** An exact whole count, grouped. */
export function formatCount(count: bigint | number): string {
  // Below 1,000 there is nothing to group; Intl is far costlier than the digits themselves.
  if (count < 1000) return String(count);
  if (typeof count === 'number') return EXACT.format(count);
  // Intl formats a safe-integer Number faster than the same BigInt; both are exact there.
  return count <= MAX_SAFE ? EXACT.format(Number(count)) : EXACT.format(count);
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
export function formatRounded(value: Decimal, { fractionDigits, below }: Rounding): string {
  const smallest = `0.${'1'.padStart(fractionDigits, '0')}`;
  // Half of the smallest step: anything under it rounds to zero.
  if (compare(value, { coefficient: 5n, exponent: -fractionDigits - 1 }) < 0) return `less than ${smallest}`;
  // Already within the decimals shown and below 1,000 (every rate and period): printed as it is, which
  // is what Intl prints too, at a fraction of the cost. Otherwise Intl rounds the exact decimal string.
  const text =
    value.exponent >= -fractionDigits && compare(value, UNGROUPED) < 0
      ? toPlainString(value)
      : rounder(fractionDigits).format(toPlainString(value) as `${number}`);
  return text === String(below) ? `almost ${text}` : text;
}
