import { type Currency, currencyAt, DEFAULT_CURRENCY } from './currencies.ts';
import { type Decimal, fromDigits, fromNumber, sign } from './decimal.ts';

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

const MAGNITUDES: Readonly<Record<string, number>> = { K: 3, M: 6, B: 9, T: 12, Q: 15 };

/**
 * The number body, US reading first (docs/conventions.md §2 rule 5). Each alternative captures the
 * integer part (with its separators) and the fraction; an optional magnitude letter may follow
 * after at most one space.
 */
const NUMBER_FORMS: readonly { pattern: RegExp; separator: string }[] = [
  // plain digits, optional decimal point: 1000, 1000.5, 1.500 (= 1.5)
  { pattern: /^(\d+)(?:\.(\d+))?(?: ?([kmbtq]))?$/i, separator: '' },
  // US grouping: 1,000,000.25
  { pattern: /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?(?: ?([kmbtq]))?$/i, separator: ',' },
  // European grouping: two or more dots, or dots with a decimal comma: 1.000.000,25, 1.000,5
  { pattern: /^(\d{1,3}(?:\.\d{3}){2,})(?:,(\d+))?(?: ?([kmbtq]))?$/i, separator: '.' },
  { pattern: /^(\d{1,3}\.\d{3}),(\d+)(?: ?([kmbtq]))?$/i, separator: '.' },
  // European decimal comma without grouping, not followed by exactly three digits: 2,5M
  { pattern: /^(\d+),(\d{1,2}|\d{4,})(?: ?([kmbtq]))?$/i, separator: '' },
  // Indian grouping (lakh, crore): 1,00,00,000
  { pattern: /^(\d{1,2}(?:,\d{2})+,\d{3})(?:\.(\d+))?(?: ?([kmbtq]))?$/i, separator: ',' },
];

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
    } else if (/\s/.test(text[i] as string)) i += 1;
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

function isSign(ch: string | undefined): boolean {
  return ch === '+' || ch === '-';
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
  if (isSign(text[i])) {
    negative = text[i] === '-';
    signs += 1;
    i += 1;
  }
  const marker = currencyAt(text, i);
  if (marker) {
    i += marker.length;
    while (i < text.length && /\s/.test(text[i] as string)) i += 1;
  }
  if (isSign(text[i])) {
    negative = text[i] === '-';
    signs += 1;
    i += 1;
  }
  const body = text.slice(i);
  if (body === '') return failure(marker && signs <= 1 ? 'Missing' : 'Not-a-Number');
  if (signs > 1) return failure('Not-a-Number');

  for (const form of NUMBER_FORMS) {
    const match = form.pattern.exec(body);
    if (!match) continue;
    const [, integerPart = '', fraction = '', letter = ''] = match;
    const shift = MAGNITUDES[letter.toUpperCase()] ?? 0;
    const digits = form.separator ? integerPart.replaceAll(form.separator, '') : integerPart;
    const amount = fromDigits(negative, digits, fraction, shift);
    const checked = checkAmount(amount);
    if (typeof checked === 'string') return failure(checked);
    return {
      ok: true,
      money: {
        amount,
        value: checked,
        currency: marker?.currency ?? inherited,
        explicitCurrency: marker !== undefined,
      },
    };
  }
  return failure('Not-a-Number');
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
