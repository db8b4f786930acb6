// An amount written so that it reads as the same sum under every language and without one
// (docs/languages.md "How each language reads money"): the API notation with nothing a language could
// read otherwise — no group separators, never a lone separator before exactly three digits, the API's
// own magnitude letters. Every link the service writes carries its amounts this way.
import { type Decimal, toPlainString } from './decimal.ts';
import { MAGNITUDES, type Money } from './parse.ts';

/** The API's magnitude letters by power of ten, largest first. */
const LETTERS: readonly (readonly [number, string])[] = Object.entries(MAGNITUDES)
  .map(([letter, power]) => [power, letter] as const)
  .sort((a, b) => b[0] - a[0]);

/** An amount's plain digits, its fraction never exactly three digits long (`1.234` → `1.2340`). */
export function plainDigits(amount: Decimal): string {
  const plain = toPlainString(amount);
  const point = plain.indexOf('.');
  return point >= 0 && plain.length - point - 1 === 3 ? `${plain}0` : plain;
}

/** Digits of a whole number or a decimal below 1,000 with at most two decimals, or undefined. */
function shortMantissa(amount: Decimal, power: number): string | undefined {
  const scaled = toPlainString({ coefficient: amount.coefficient, exponent: amount.exponent - power });
  const point = scaled.indexOf('.');
  const whole = point < 0 ? scaled : scaled.slice(0, point);
  if (whole === '0' || whole.length > 3) return undefined;
  if (point >= 0 && scaled.length - point - 1 > 2) return undefined;
  return scaled;
}

/**
 * The number of an amount with the largest magnitude letter that keeps it short and exact (`1.5B`,
 * `50K`, `2.25M`), else its plain digits (`1234567`, `15.5`, `1.2340`).
 */
export function neutralNumber(amount: Decimal): string {
  for (const [power, letter] of LETTERS) {
    const mantissa = shortMantissa(amount, power);
    if (mantissa !== undefined) return `${mantissa}${letter}`;
  }
  return plainDigits(amount);
}

/** A label in plain ASCII: the sign where it is one (`$`, `CA$`, `R$`), else the ISO code (`EUR`, `CHF`). */
function asciiLabel(money: Money): string {
  const { prefix, code } = money.currency;
  return /^[\x21-\x7e]+$/.test(prefix) ? prefix : code;
}

/**
 * A money value as every language reads it: `$50K`, `EUR1.5B`, `1234567`; the label only where one
 * was sent, so a spend without one still takes the wealth's currency.
 */
export function neutralMoney(money: Money): string {
  const number = neutralNumber(money.amount);
  return money.explicitCurrency ? `${asciiLabel(money)}${number}` : number;
}
