// A sum the engine decided, as the structured figure languages write (src/i18n/sums.ts): the exact
// value of the figure it printed, its currency, and bounds on the exact value before that rounding.
import type { Currency } from './currencies.ts';
import { fromDigits, toNumber } from './decimal.ts';
import type { Money } from './parse.ts';
import { scaleExponentOf } from './rational.ts';

export interface DecidedSum {
  readonly money: Money;
  readonly currency: Currency;
  readonly bounds: readonly [number, number];
  /** The engine printed it with a scale word (`936 sextillion`): a figure it rounded itself. */
  readonly worded?: boolean;
  /** The figure as the engine printed it, for a language whose words end before it. */
  readonly figure?: string;
}

/** Relative width of bounds around a float that is within an ulp or two of an exact value. */
const FLOAT_ULPS = 1e-12;

/** Bounds on an exact value from a float within a few ulps of it. */
export const boundsOf = (float: number, relative = FLOAT_ULPS): readonly [number, number] => [
  float * (1 - relative),
  float * (1 + relative),
];

const PLAIN = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?(?: ([a-z]+))?$/;

/**
 * The figure the engine printed (`1,231,333,333`, `0.50`, `936 sextillion`) as an exact sum of the
 * value it shows; undefined for a power of ten (`2.5 × 10³⁷`).
 */
export function decidedSum(
  figure: string,
  currency: Currency,
  bounds: readonly [number, number],
): DecidedSum | undefined {
  const match = PLAIN.exec(figure);
  if (!match) return undefined;
  const word = match[3];
  const shift = word === undefined ? 0 : scaleExponentOf(word);
  if (shift === undefined) return undefined;
  const amount = fromDigits(false, (match[1] as string).replaceAll(',', ''), match[2] ?? '', shift);
  return {
    money: { amount, value: toNumber(amount), currency, explicitCurrency: true },
    currency,
    bounds,
    ...(word === undefined ? {} : { worded: true, figure }),
  };
}
