import type { Reading } from '../i18n/languages.ts';
import { parseLocalMoney } from '../i18n/read-money.ts';
import { DEFAULT_CURRENCY } from '../money/currencies.ts';
import { compare, type Decimal, fromDigits, fromNumber, integer, toNumber } from '../money/decimal.ts';
import { MONEY_RANGE, type Money, parseMoney } from '../money/parse.ts';

/** Why a parameter was refused; the message is `<label> <category>` (docs/service.md §7.2). */
export type Category = string;

export type ReadResult<T> = { ok: true; value: T } | { ok: false; category: Category };

/** What a parameter looks like to callers, for OpenAPI and MCP schemas. */
export type ParamShape =
  | { kind: 'money'; minimum: number; maximum: number }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'number'; exclusiveMinimum: number; exclusiveMaximum: number };

export interface ParamDef<T = unknown, N extends string = string> {
  readonly name: N;
  /** The parameter in prose, the first words of its error messages. */
  readonly label: string;
  readonly description: string;
  readonly example: string;
  readonly shape: ParamShape;
  /** May be left out (`lang`: English then); every other parameter is required where it applies. */
  readonly optional?: true;
  /**
   * Reads a raw value: a query string value (or an array when repeated), or any JSON value over MCP;
   * money in the notation of `lang` where one is asked for (issue 28), English's otherwise.
   */
  read(raw: unknown, reading?: Reading): ReadResult<T>;
}

/** The values a list of parameters reads to, by name: `[RATE, PERIOD]` → `{ rate: Decimal; period: Decimal }`. */
export type ParamValues<Defs extends readonly ParamDef[]> = {
  readonly [D in Defs[number] as D['name']]: D extends ParamDef<infer T> ? T : never;
};

const missing = { ok: false, category: 'Missing' } as const;
const invalid = { ok: false, category: 'Invalid' } as const;

/** A value given twice (`wealth=1&wealth=2`) is refused as Invalid rather than one copy being guessed. */
function single<T>(read: (raw: unknown, reading?: Reading) => ReadResult<T>) {
  return (raw: unknown, reading?: Reading): ReadResult<T> => {
    if (Array.isArray(raw)) return invalid;
    if (raw === undefined || raw === null) return missing;
    return read(raw, reading);
  };
}

export function moneyParam<N extends string>(
  name: N,
  label: string,
  description: string,
  example: string,
): ParamDef<Money, N> {
  return {
    name,
    label,
    description,
    example,
    shape: { kind: 'money', ...MONEY_RANGE },
    read: single((raw, reading) => {
      const result =
        reading === undefined || reading === 'en' || typeof raw !== 'string'
          ? parseMoney(raw)
          : parseLocalMoney(raw, DEFAULT_CURRENCY, reading);
      if (result.ok) return { ok: true, value: result.money };
      // Read two ways in the language (a French `1.500`): the refusal says how to write each.
      if (result.category === 'Ambiguous') {
        const { grouped, decimal } = result.values;
        return {
          ok: false,
          category: `Ambiguous (write ${grouped} for the whole number or ${decimal} for the decimal fraction)`,
        };
      }
      return { ok: false, category: result.category };
    }),
  };
}

export function enumParam<T extends string, N extends string>(
  name: N,
  label: string,
  values: readonly T[],
  description: string,
  options: { acceptNumbers?: boolean } = {},
): ParamDef<T, N> {
  const allowed = new Set<string>(values);
  return {
    name,
    label,
    description,
    example: values[0] as string,
    shape: { kind: 'enum', values },
    read: single((raw) => {
      // Over MCP a frequency may come as the JSON number 12; it means "12".
      const text = options.acceptNumbers && typeof raw === 'number' ? String(raw) : raw;
      if (typeof text !== 'string') return invalid;
      if (text === '') return missing;
      return allowed.has(text) ? { ok: true, value: text as T } : invalid;
    }),
  };
}

const malformed = { ok: false, category: 'Malformed' } as const;

/** Digits, `.`, `+`, `-`, `e` and `E`: the characters a rate or period may hold at all. */
function isLiteralCharacter(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 || c === 43 || c === 45 || c === 101 || c === 69;
}

const isDigitCode = (c: number) => c >= 48 && c <= 57;

/** The end of the run of digits from `i`. */
function digitsFrom(text: string, i: number): number {
  while (i < text.length && isDigitCode(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Reads a rate or period literal exactly (docs/conventions.md §3), so that bounds are exact: `[+-] digits
 * [. digits] [e [+-] digits]`, with a digit before or after the point. Any other character is
 * Invalid; those characters out of that order are Malformed.
 */
function readLiteral(raw: unknown): ReadResult<Decimal> {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { ok: true, value: fromNumber(raw) } : invalid;
  if (typeof raw !== 'string') return invalid;
  const text = raw.trim();
  if (text === '') return missing;
  if (text.length > 100) return invalid;
  for (let i = 0; i < text.length; i++) if (!isLiteralCharacter(text.charCodeAt(i))) return invalid;
  const first = text.charCodeAt(0);
  const signed = first === 43 || first === 45;
  const wholeStart = signed ? 1 : 0;
  const wholeEnd = digitsFrom(text, wholeStart);
  let end = wholeEnd;
  let fraction = '';
  if (text.charCodeAt(end) === 46) {
    const fractionEnd = digitsFrom(text, end + 1);
    fraction = text.slice(end + 1, fractionEnd);
    end = fractionEnd;
  }
  if (wholeEnd === wholeStart && fraction === '') return malformed;
  let exponent = 0;
  if (end < text.length) {
    // What is left must be the exponent: e, an optional sign, digits.
    const c = text.charCodeAt(end);
    if (c !== 101 && c !== 69) return malformed;
    const s = text.charCodeAt(end + 1);
    const digitsStart = s === 43 || s === 45 ? end + 2 : end + 1;
    const exponentEnd = digitsFrom(text, digitsStart);
    if (exponentEnd === digitsStart || exponentEnd !== text.length) return malformed;
    // A huge exponent stays a huge exponent; Decimal compares it without expanding it.
    exponent = Number(text.slice(end + 1));
  }
  return { ok: true, value: fromDigits(first === 45, text.slice(wholeStart, wholeEnd), fraction, exponent) };
}

/** A number strictly between two bounds: on a bound is `Invalid (<bound>)`, beyond it `Outside Range`. */
export function boundedParam<N extends string>(
  name: N,
  label: string,
  bounds: { exclusiveMinimum: number; exclusiveMaximum: number },
  description: string,
  example: string,
): ParamDef<Decimal, N> {
  const low = integer(bounds.exclusiveMinimum);
  const high = integer(bounds.exclusiveMaximum);
  return {
    name,
    label,
    description,
    example,
    shape: { kind: 'number', ...bounds },
    read: single((raw) => {
      const literal = readLiteral(raw);
      if (!literal.ok) return literal;
      const value = literal.value;
      // The correctly rounded float keeps the value's order against whole bounds: strictly between
      // them in floats is strictly between them exactly. On or past a bound, the exact comparisons say which.
      const float = toNumber(value);
      if (float > bounds.exclusiveMinimum && float < bounds.exclusiveMaximum) return { ok: true, value };
      const atLow = compare(value, low);
      const atHigh = compare(value, high);
      if (atLow === 0) return { ok: false, category: `Invalid (${bounds.exclusiveMinimum})` };
      if (atHigh === 0) return { ok: false, category: `Invalid (${bounds.exclusiveMaximum})` };
      if (atLow < 0 || atHigh > 0) return { ok: false, category: 'Outside Range' };
      return { ok: true, value };
    }),
  };
}
