import { compare, type Decimal, fromDigits, fromNumber, integer } from '../money/decimal.ts';
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
  /** Reads a raw value: a query string value (or an array when repeated), or any JSON value over MCP. */
  read(raw: unknown): ReadResult<T>;
}

/** The values a list of parameters reads to, by name: `[RATE, PERIOD]` → `{ rate: Decimal; period: Decimal }`. */
export type ParamValues<Defs extends readonly ParamDef[]> = {
  readonly [D in Defs[number] as D['name']]: D extends ParamDef<infer T> ? T : never;
};

const missing = { ok: false, category: 'Missing' } as const;
const invalid = { ok: false, category: 'Invalid' } as const;

/** A value given twice (`wealth=1&wealth=2`) is refused as Invalid rather than one copy being guessed. */
function single<T>(read: (raw: unknown) => ReadResult<T>) {
  return (raw: unknown): ReadResult<T> => {
    if (Array.isArray(raw)) return invalid;
    if (raw === undefined || raw === null) return missing;
    return read(raw);
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
    read: single((raw) => {
      const result = parseMoney(raw);
      return result.ok ? { ok: true, value: result.money } : { ok: false, category: result.category };
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

const NUMERIC_CHARACTERS = /^[\d.+\-eE]+$/;
const NUMERIC_LITERAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Reads a rate or period literal exactly (docs/conventions.md §3), so that bounds are exact. */
function readLiteral(raw: unknown): ReadResult<Decimal> {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { ok: true, value: fromNumber(raw) } : invalid;
  if (typeof raw !== 'string') return invalid;
  const text = raw.trim();
  if (text === '') return missing;
  if (text.length > 100 || !NUMERIC_CHARACTERS.test(text)) return invalid;
  const match = NUMERIC_LITERAL.exec(text);
  const [, minus = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole + fraction === '') return { ok: false, category: 'Malformed' };
  // A huge exponent stays a huge exponent; Decimal compares it without expanding it.
  return { ok: true, value: fromDigits(minus === '-', whole, fraction, Number(exponent)) };
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
      const atLow = compare(value, low);
      const atHigh = compare(value, high);
      if (atLow === 0) return { ok: false, category: `Invalid (${bounds.exclusiveMinimum})` };
      if (atHigh === 0) return { ok: false, category: `Invalid (${bounds.exclusiveMaximum})` };
      if (atLow < 0 || atHigh > 0) return { ok: false, category: 'Outside Range' };
      return { ok: true, value };
    }),
  };
}
