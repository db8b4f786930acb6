/**
 * Numbers and money as the service prints them, read back into exact values with the step of their
 * last printed digit. Written from docs/conventions.md §6–§7 and docs/prose.md only.
 */
import { dec, mul, pow10, type Q, q } from './rational.ts';

/** Scale words a reader can say aloud (prose.md "Large figures"), and the data set's K/M/B/T. */
export const SCALE_WORDS: Record<string, number> = {
  thousand: 3,
  million: 6,
  billion: 9,
  trillion: 12,
  quadrillion: 15,
  quintillion: 18,
  sextillion: 21,
  septillion: 24,
  octillion: 27,
  nonillion: 30,
  decillion: 33,
  K: 3,
  M: 6,
  B: 9,
  T: 12,
};

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** One printed number: digits with `,` groups, optional decimals, optional scale word or × 10ⁿ. */
const WORDS_SOURCE = Object.keys(SCALE_WORDS)
  .filter((w) => w.length > 1)
  .map((w) => `[${w[0]}${(w[0] as string).toUpperCase()}]${w.slice(1)}`)
  .join('|');

export const NUMBER_SOURCE = `(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?(?:(?: (?:${WORDS_SOURCE})\\b)|(?: ?× ?10[${SUPERSCRIPT}]+)|(?:[KMBT]\\b))?`;

export interface Printed {
  /** The text as printed. */
  readonly text: string;
  /** The value it states. */
  readonly value: Q;
  /** The step of its last printed digit (0.01 for `1.25`, a million for `3 million`). */
  readonly step: Q;
  /** Decimal places printed. */
  readonly decimals: number;
  /** Whether a scale word or a power of ten was printed (the figure reads as rounded). */
  readonly scaled: boolean;
  /** The mantissa's digits as printed, without separators. */
  readonly digits: string;
}

/** Reads one printed number (the whole of `text`), or null. */
export function readNumber(text: string): Printed | null {
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:(?: (\w+))|(?: ?× ?10([⁰¹²³⁴⁵⁶⁷⁸⁹]+))|([KMBT]))?$/u.exec(
    text.trim(),
  );
  if (!m) return null;
  const whole = (m[1] ?? '').replaceAll(',', '');
  const frac = m[2] ?? '';
  let exponent = 0;
  const word = m[3] ?? m[5];
  if (word !== undefined) {
    const e = SCALE_WORDS[word.length > 1 ? word.toLowerCase() : word];
    if (e === undefined) return null;
    exponent = e;
  }
  if (m[4] !== undefined) exponent = Number([...m[4]].map((c) => SUPERSCRIPT.indexOf(c)).join(''));
  const mantissa = dec(`${whole}.${frac || '0'}`);
  return {
    text,
    value: mul(mantissa, pow10(exponent)),
    step: pow10(exponent - frac.length),
    decimals: frac.length,
    scaled: exponent > 0,
    digits: `${whole}${frac}`.replace(/^0+/, ''),
  };
}

/**
 * The step a reader gives a measured figure (§7: below 10 one decimal where not whole, so a whole
 * figure below 10 was rounded to tenths; from 1,000 a multiplier may keep three significant digits).
 */
export function measuredStep(p: Printed, threeSignificant = false): Q {
  const mantissa = p.digits.length - p.decimals;
  if (p.decimals === 0 && mantissa <= 1) return mul(p.step, q(1n, 10n));
  if (threeSignificant && p.decimals === 0 && mantissa > 3) {
    const trailing = /0*$/.exec(p.digits)?.[0].length ?? 0;
    return mul(p.step, pow10(Math.min(trailing, mantissa - 3)));
  }
  return p.step;
}

/** The printed labels of §6, longest first so that `CA$` wins over `$`. */
export const PRINTED_LABELS = [
  'US$',
  'CA$',
  'CN¥',
  'R$',
  'CHF ',
  '$',
  '€',
  '£',
  '¥',
  '₹',
  '₩',
  '₽',
  '₺',
] as const;

export const MONEY_SOURCE = `(?:US\\$|CA\\$|CN¥|R\\$|CHF |\\$|€|£|¥|₹|₩|₽|₺)${NUMBER_SOURCE}`;

export interface Money extends Printed {
  readonly label: string;
}

export function readMoney(text: string): Money | null {
  const t = text.trim();
  const label = PRINTED_LABELS.find((l) => t.startsWith(l));
  if (label === undefined) return null;
  const n = readNumber(t.slice(label.length));
  return n && { ...n, text: t, label };
}

/** Small number words the scale sentences use for a count ("one student loan debt"). */
export const COUNT_WORDS: Record<string, Q> = { one: q(1n), a: q(1n), an: q(1n), twice: q(2n) };
