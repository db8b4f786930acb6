import { type Currency, currencyAt, DEFAULT_CURRENCY } from './currencies.ts';
import { type Decimal, EXACT_POWERS, fromNumber, sign, wholeOf } from './decimal.ts';

/** A parsed money value: an exact amount and the currency it is labelled with. */
export interface Money {
  readonly amount: Decimal;
  /** The amount as the nearest float64, computed once, for arithmetic (never for labels). */
  readonly value: number;
  readonly currency: Currency;
  /** False when no symbol was sent and the default (or an inherited) currency applies. */
  readonly explicitCurrency: boolean;
}

export type MoneyErrorCategory =
  | 'Missing'
  | 'Malformed'
  | 'Invalid'
  | 'Not-a-Number'
  | 'Zero'
  | 'Negative'
  | 'Outside Range';

export type MoneyResult = { ok: true; money: Money } | { ok: false; category: MoneyErrorCategory };

/** The accepted range of an amount (docs/service.md §2.1), as checkAmount enforces it and schemas declare it. */
export const MONEY_RANGE = { minimum: 1, maximum: 1e24 } as const;

/** Longer input is refused as Invalid rather than read: no real amount up to 1e24 needs it. */
export const MAX_MONEY_LENGTH = 100;

/** The significant digits of an amount: its float64 needs no string parse up to this many. */
const FAST_DIGITS = 15;

/**
 * The number body, US reading first (docs/conventions.md §2 rule 5): digit runs and the separators between
 * them, read in one pass, then matched against the shapes below. An optional magnitude letter may
 * follow after at most one space. The shapes never overlap, so the order they are tried in is free.
 *
 * - plain digits, optional decimal point: `1000`, `1000.5`, `1.500` (= 1.5)
 * - US grouping: `1,000,000.25`
 * - European grouping: two or more dots, or dots with a decimal comma: `1.000.000,25`, `1.000,5`
 * - European decimal comma without grouping, not followed by exactly three digits: `2,5M`
 * - Indian grouping (lakh, crore): `1,00,00,000`, `1,00,000.5`
 */
/** The magnitude letters and their powers of ten (docs/conventions.md §2), the one table of them. */
export const MAGNITUDES: Readonly<Record<'K' | 'M' | 'B' | 'T' | 'Q', number>> = {
  K: 3,
  M: 6,
  B: 9,
  T: 12,
  Q: 15,
};

/** Powers of ten by the upper-case magnitude letter's code (read per character, without a string). */
const MAGNITUDE_SHIFT: Readonly<Record<number, number>> = Object.fromEntries(
  Object.entries(MAGNITUDES).map(([letter, power]) => [letter.charCodeAt(0), power]),
);

const COMMA = 44;
const DOT = 46;
const SPACE = 32;

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Scratch space for readNumber: the length of each digit run, and the separator code that ends it.
 * Shared so that a parse allocates nothing for them; readNumber is synchronous and never re-entered.
 */
const runLengths = new Int32Array(MAX_MONEY_LENGTH + 1);
const separators = new Int32Array(MAX_MONEY_LENGTH + 1);

/** decimalSeparator's answers besides a separator's index. */
const NO_POINT = -1;
const NO_SHAPE = -2;

/** Whether digit runs from..to-1 all have `length` digits. */
function runsOf(from: number, to: number, length: number): boolean {
  for (let i = from; i < to; i++) if (runLengths[i] !== length) return false;
  return true;
}

/**
 * Which of the `count` separators read is the decimal one (always the last, when there is one),
 * NO_POINT when all group digits, NO_SHAPE when the runs make none of the shapes.
 */
function decimalSeparator(count: number): number {
  if (count === 0) return NO_POINT;
  const first = runLengths[0] as number;
  let firstComma = -1;
  let firstDot = -1;
  for (let i = 0; i < count; i++) {
    if (separators[i] === COMMA) firstComma = firstComma < 0 ? i : firstComma;
    else firstDot = firstDot < 0 ? i : firstDot;
  }
  if (firstComma < 0) {
    // One dot is a decimal point; two or more group by three.
    if (count === 1) return 0;
    return first <= 3 && runsOf(1, count + 1, 3) ? NO_POINT : NO_SHAPE;
  }
  if (firstComma > 0) {
    // Dots, then one decimal comma: 1.000,5, 1.000.000,25.
    return firstComma === count - 1 && first <= 3 && runsOf(1, count, 3) ? count - 1 : NO_SHAPE;
  }
  // Commas, then at most one decimal point (the last separator).
  if (firstDot >= 0 && firstDot !== count - 1) return NO_SHAPE;
  const commas = firstDot < 0 ? count : count - 1;
  const point = firstDot < 0 ? NO_POINT : count - 1;
  if (first <= 3 && runsOf(1, commas + 1, 3)) return point;
  // Indian: groups of two, the last of three.
  if (first <= 2 && commas >= 2 && runsOf(1, commas, 2) && runLengths[commas] === 3) return point;
  // One decimal comma, not before exactly three digits: 2,5.
  if (point === NO_POINT && commas === 1 && runLengths[1] !== 3) return 0;
  return NO_SHAPE;
}

/** The digits of text[from, end), separators left out. */
function digitsOf(text: string, from: number, end: number): string {
  let digits = '';
  let run = from;
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === DOT) {
      digits += text.slice(run, i);
      run = i + 1;
    }
  }
  return digits + text.slice(run, end);
}

/**
 * Reads the number body in one pass (digit runs between `,` and `.`, and a magnitude letter after
 * at most one space), then checks its value: the significant digits and power of ten of an amount
 * in range, or why it is refused.
 */
function readNumber(
  text: string,
  from: number,
  negative: boolean,
): MoneyErrorCategory | { significant: string; exponent: number } {
  let end = text.length;
  const last = text.charCodeAt(end - 1);
  const shift = MAGNITUDE_SHIFT[last >= 97 && last <= 122 ? last - 32 : last];
  if (shift !== undefined) end -= end - 2 >= from && text.charCodeAt(end - 2) === SPACE ? 2 : 1;
  let count = 0;
  let start = from;
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) continue;
    if ((c !== COMMA && c !== DOT) || i === start) return 'Not-a-Number';
    runLengths[count] = i - start;
    separators[count] = c;
    count += 1;
    start = i + 1;
  }
  if (end === start) return 'Not-a-Number';
  runLengths[count] = end - start;
  const point = decimalSeparator(count);
  if (point === NO_SHAPE) return 'Not-a-Number';
  const digits = count === 0 ? text.slice(from, end) : digitsOf(text, from, end);
  const fractionLength = point === NO_POINT ? 0 : (runLengths[count] as number);
  return amountOf(negative, digits, shift ?? 0, fractionLength);
}

/**
 * The value checks of rule 6 on the digits as read, and the significant digits and power of ten
 * when they pass. A positive amount is below 1 exactly when its leading digit stands after the
 * point, and above 1e24 when it has more than 25 integer digits (or 25 that are not 1 followed by zeros).
 */
function amountOf(
  negative: boolean,
  digits: string,
  shift: number,
  fractionLength: number,
): MoneyErrorCategory | { significant: string; exponent: number } {
  let start = 0;
  while (start < digits.length && digits.charCodeAt(start) === 48) start++;
  if (start === digits.length) return 'Zero';
  if (negative) return 'Negative';
  let end = digits.length;
  while (digits.charCodeAt(end - 1) === 48) end--;
  const significant = start === 0 && end === digits.length ? digits : digits.slice(start, end);
  const exponent = shift - fractionLength + (digits.length - end);
  const integerDigits = significant.length + exponent;
  if (integerDigits < 1 || integerDigits > 25 || (integerDigits === 25 && significant !== '1'))
    return 'Outside Range';
  return { significant, exponent };
}

/**
 * The nearest float64 to whole × 10^exponent, for `whole` (the significant digits' value) below 2^53
 * and at most 22 powers of ten (Clinger's fast path); NaN otherwise, for the string parse.
 */
function quickFloat(whole: number, exponent: number): number {
  if (exponent < -22 || exponent > 22) return Number.NaN;
  const power = EXACT_POWERS[exponent < 0 ? -exponent : exponent] as number;
  return exponent >= 0 ? whole * power : whole / power;
}

/** Whitespace as \s matches it; the regex only past ASCII. */
function isSpaceAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return /\s/.test(text[i] as string);
}

/** `+` or `-` at i. */
function isSignAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 43 || c === 45;
}

function failure(category: MoneyErrorCategory): MoneyResult {
  return { ok: false, category };
}

/** Digits, `,`, `.`, `+`, `-` and ASCII whitespace: the characters every number is made of. */
function isNumberCharacter(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || c === 44 || c === 46 || c === 43 || c === 45 || c === 32 || (c >= 9 && c <= 13)
  );
}

/** `K`, `M`, `B`, `T`, `Q` in either case. */
function isMagnitude(c: number): boolean {
  const upper = c >= 97 && c <= 122 ? c - 32 : c;
  return upper === 75 || upper === 77 || upper === 66 || upper === 84 || upper === 81;
}

/** Rule 4's first two checks: characters that cannot be money at all, and a magnitude with no digits. */
function classifyCharacters(text: string): MoneyErrorCategory | undefined {
  let digits = false;
  let magnitude = false;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (isNumberCharacter(c)) {
      if (c >= 48 && c <= 57) digits = true;
      i += 1;
      continue;
    }
    // A currency marker first: `BRL` or `TRY` must not be read as magnitude letters.
    const marker = currencyAt(text, i);
    if (marker) i += marker.length;
    else if (isMagnitude(c)) {
      magnitude = true;
      i += 1;
    } else if (isSpaceAt(text, i)) i += 1;
    else return 'Invalid';
  }
  if (!digits && magnitude) return 'Malformed';
  return undefined;
}

/**
 * The value checks of rule 6, on an exact amount; an amount that passes them comes back as its float64. A normalised positive amount is below 1 exactly when
 * its leading digit stands after the point, and above 1e24 when it has more than 25 integer digits
 * (or 25 that are not 1 followed by zeros): decided from the digit count, with no arithmetic.
 */
function checkAmount(amount: Decimal): MoneyErrorCategory | number {
  if (sign(amount) === 0) return 'Zero';
  if (sign(amount) < 0) return 'Negative';
  const digits = amount.coefficient.toString();
  const integerDigits = digits.length + amount.exponent;
  if (integerDigits < 1 || integerDigits > 25 || (integerDigits === 25 && digits !== '1'))
    return 'Outside Range';
  // In range: the float64 value, from the digits already in hand.
  return Number(`${digits}e${amount.exponent}`);
}

/** Reads a money value sent as text (REST query, or a string over MCP), docs/conventions.md §2. */
export function parseMoneyText(raw: string, inherited: Currency = DEFAULT_CURRENCY): MoneyResult {
  const text = raw.trim();
  if (text === '') return failure('Missing');
  if (text.length > MAX_MONEY_LENGTH) return failure('Invalid');
  const characterProblem = classifyCharacters(text);
  if (characterProblem) return failure(characterProblem);

  // [sign] [currency [spaces]] [sign] body — one sign at most, on either side of the symbol.
  let i = 0;
  let negative = false;
  let signs = 0;
  if (isSignAt(text, i)) {
    negative = text.charCodeAt(i) === 45;
    signs += 1;
    i += 1;
  }
  const marker = currencyAt(text, i);
  if (marker) {
    i += marker.length;
    while (i < text.length && isSpaceAt(text, i)) i += 1;
  }
  if (isSignAt(text, i)) {
    negative = text.charCodeAt(i) === 45;
    signs += 1;
    i += 1;
  }
  if (i === text.length) return failure(marker && signs <= 1 ? 'Missing' : 'Not-a-Number');
  if (signs > 1) return failure('Not-a-Number');

  const checked = readNumber(text, i, negative);
  if (typeof checked === 'string') return failure(checked);
  const { significant, exponent } = checked;
  // Up to 15 digits the value is read once as a number: exact, so its BigInt and (by Clinger's fast
  // path) its float64 follow without parsing the digits again.
  const quick = significant.length <= FAST_DIGITS;
  const whole = quick ? wholeOf(significant) : Number.NaN;
  const value = quick ? quickFloat(whole, exponent) : Number.NaN;
  return {
    ok: true,
    money: {
      amount: { coefficient: quick ? BigInt(whole) : BigInt(significant), exponent },
      value: Number.isNaN(value) ? Number(`${significant}e${exponent}`) : value,
      currency: marker?.currency ?? inherited,
      explicitCurrency: marker !== undefined,
    },
  };
}

/** Reads a money value of any JSON type (MCP): numbers by their exact decimal digits, other types Invalid. */
export function parseMoney(raw: unknown, inherited: Currency = DEFAULT_CURRENCY): MoneyResult {
  if (raw === undefined || raw === null) return failure('Missing');
  if (typeof raw === 'string') return parseMoneyText(raw, inherited);
  if (typeof raw === 'number' && Number.isFinite(raw)) {
    const amount = fromNumber(raw);
    const checked = checkAmount(amount);
    if (typeof checked === 'string') return failure(checked);
    return { ok: true, money: { amount, value: checked, currency: inherited, explicitCurrency: false } };
  }
  return failure('Invalid');
}
