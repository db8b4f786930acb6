// Money read as a language writes it: groups set apart by dots, spaces (plain, no-break, narrow
// no-break) or apostrophes, a decimal comma, the sign or ISO code before or after the number, the
// language's scale words and abbreviations (`1,5 Mrd. €`, `10 lakh`, `1億2345万円`), fullwidth digits in
// Japanese. The result is the Money src/money/parse.ts makes, under every limit of the API's reader
// (MAX_MONEY_LENGTH, the range, the error categories), plus `Ambiguous` where writers of the language
// could mean two amounts.
//
// One amount, one meaning (docs/languages.md "How each language reads money"): the API notation
// (docs/conventions.md §2: plain, grouped, `K` `M` `B` `T` `Q`, signs and ISO codes) means under every
// language what it means without one; the language only adds its own spellings. A text the API reads
// is answered as the API reads it, unless the language's writers read its number otherwise (`$1,500`
// under `de`), which is then refused as Ambiguous; nothing is read silently as another amount.
import { LANGUAGE_FOLDERS } from '../languages/index.ts';
import { CURRENCIES, type Currency, type CurrencyCode, currencyAt } from '../money/currencies.ts';
import {
  MAX_MONEY_LENGTH,
  type MoneyErrorCategory,
  type MoneyResult,
  parseMoneyText,
} from '../money/parse.ts';
import { INTL_LOCALE, type NumberLang, OTHER_LANGS, SCALE } from './scale-words.ts';
import { type CurrencyName, STYLES } from './styles/index.ts';

/** Why a text could be read two ways, and how to write it so that it cannot. */
export type AmbiguityHintKey = 'money.ambiguous.group';

/**
 * The hints' English text, by key, for the error message; `{grouped}` and `{decimal}` are the text
 * sent with its number spelled for each reading so that no reader can take it otherwise.
 */
export const AMBIGUITY_HINTS: Readonly<Record<AmbiguityHintKey, string>> = {
  'money.ambiguous.group':
    'A comma or dot followed by exactly three digits may group thousands or mark decimals: write {grouped} for the whole number or {decimal} for the decimal fraction.',
};

export interface AmbiguousMoney {
  readonly ok: false;
  readonly category: 'Ambiguous';
  readonly hintKey: AmbiguityHintKey;
  /** The text with each reading spelled unambiguously (`$1500` and `$1,5` for `$1,500` under `de`). */
  readonly values: { readonly grouped: string; readonly decimal: string };
  /** The English hint with the values filled in. */
  readonly hint: string;
}

export type LocalMoneyErrorCategory = MoneyErrorCategory | 'Ambiguous';
export type LocalMoneyResult = MoneyResult | AmbiguousMoney;

/**
 * How a language separates a number's groups and decimals (docs/languages.md "How each language reads
 * money"). A lone separator before exactly three digits is where notations part: `1,500` groups in the
 * API, in English and in Latin America, and is a decimal in Germany; `1.500` is the reverse.
 */
interface Notation {
  /** The decimal sign: `.` as in English (ja, en-IN), or `,`. */
  readonly decimal: ',' | '.';
  /** Spaces (plain, no-break, narrow) and apostrophes group digits (`1 000 000`, `1'000'000`). */
  readonly spaceGroups: boolean;
  /**
   * A lone dot before exactly three digits (`1.500`): the language's thousands (`group`), refused as
   * Ambiguous wherever the API also reads the text (it reads a decimal point there); or Ambiguous
   * everywhere, where the language's writers use it both ways (Spanish: Spain groups, Latin America
   * marks decimals) or not at all (French groups with spaces).
   */
  readonly loneDot: 'group' | 'ambiguous';
  /**
   * A lone comma before exactly three digits and the language's own scale word, spelled out and no
   * English word (`8,827 Milliarden`, `2,192 trilhões`): a decimal comma, as only a writer of the
   * language writes that word, and every such writer marks decimals with a comma. Not in Spanish
   * (Mexico and Latin America group with a comma before `millones`).
   */
  readonly commaBeforeOwnWord?: true;
  /**
   * A lone dot before exactly three digits and a scale word (`1.437 billones`): Ambiguous, where the
   * language's writers use it both ways there (Spanish: Spain groups, Mexico marks decimals, as in
   * `10.815 billones de pesos`; docs/languages.md). Without a word the `loneDot` rule holds.
   */
  readonly dotBeforeWord?: 'ambiguous';
  /**
   * Apostrophe or space groups, then a dot or a comma before exactly three digits (`1 500.000`,
   * `$1'500.000`): Ambiguous (Spanish: Colombia's `$1'500.000` is a million and a half).
   */
  readonly mixedThree?: 'ambiguous';
}

/** Each language's money words and notation as its folder writes them (tsc checks every field here). */
const FOLDERS: Readonly<
  Record<
    Exclude<NumberLang, 'en'>,
    { readonly moneyWords: Readonly<Record<string, CurrencyCode>>; readonly notation: Notation }
  >
> = LANGUAGE_FOLDERS;

/**
 * Whose notation a text is read in: a language, or `es-ES`, Spanish as Spain writes it (its comma a
 * decimal sign before a scale word, its dot a group), in which Spanish answers read back as printed.
 */
export type Reading = NumberLang | 'es-ES';

/** The language whose words a reading reads. */
const wordsLang = (reading: Exclude<Reading, 'en'>): Exclude<NumberLang, 'en'> =>
  reading === 'es-ES' ? 'es' : reading;

/** Spain's notation, from the Spanish folder (tsc checks it is one). */
const SPAIN: Notation = LANGUAGE_FOLDERS.es.spainNotation;

/** Each reading's notation, from its folder (src/languages/<lang>/money-words.ts). */
const NOTATIONS: Readonly<Record<Exclude<Reading, 'en'>, Notation>> = {
  ...(Object.fromEntries(OTHER_LANGS.map((lang) => [lang, FOLDERS[lang].notation])) as Record<
    Exclude<NumberLang, 'en'>,
    Notation
  >),
  'es-ES': SPAIN,
};

/** Characters that group digits, normalised: `'` for apostrophes, ' ' for the spaces. */
function groupSeparator(c: string): ',' | '.' | "'" | ' ' | undefined {
  switch (c) {
    case ',':
    case '.':
      return c;
    case "'":
    case '’':
      return "'";
    case ' ':
    case '\u00a0':
    case '\u202f':
    case '\u2009':
    case '\u2007':
      return ' ';
    default:
      return undefined;
  }
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLatinLetter = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f);

/** Fullwidth ASCII (１２３，．＄), the ideographic space and the fullwidth yen, as Japanese input has them. */
function halfWidth(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c >= 0xff01 && c <= 0xff5e) out += String.fromCharCode(c - 0xfee0);
    else if (c === 0x3000) out += ' ';
    else if (c === 0xffe5) out += '¥';
    else out += ch;
  }
  return out;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** `× 10²¹` as localFigure prints a figure past a language's words: read as a scale word of 10^21. */
const POWER = /^× ?10([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2})/;

type Token =
  | { kind: 'sign'; negative: boolean }
  | { kind: 'currency'; currency: Currency }
  /** `spelled`: one in words before a scale word (`un millón`), as the language writes one. */
  | { kind: 'number'; runs: string[]; separators: string[]; start: number; end: number; spelled?: true }
  /** `power`: a `× 10ⁿ` (scientific notation: its mantissa has one whole digit). */
  | { kind: 'word'; exponent: number; power?: true; own?: true }
  /** A `,` or `.` not between two digits: the text is no number (Not-a-Number, as in English). */
  | { kind: 'stray' };

/** Spellings of the scale words of a language by their first character, longest first (`mil millones` before `mil`). */
const WORDS = new Map<NumberLang, ReadonlyMap<string, readonly (readonly [string, number])[]>>();
function wordsOf(lang: NumberLang): ReadonlyMap<string, readonly (readonly [string, number])[]> {
  let words = WORDS.get(lang);
  if (words === undefined) {
    const byFirst = new Map<string, [string, number][]>();
    for (const entry of Object.entries(SCALE[lang].read).sort((a, b) => b[0].length - a[0].length)) {
      const first = entry[0].charAt(0);
      byFirst.set(first, [...(byFirst.get(first) ?? []), entry]);
    }
    words = byFirst;
    WORDS.set(lang, words);
  }
  return words;
}

/** The scale word at i, matched in any case; a word ending in a Latin letter must not run on into one. */
function wordAt(
  text: string,
  i: number,
  lang: NumberLang,
): { exponent: number; length: number; own: boolean } | undefined {
  const candidates = wordsOf(lang).get(text.charAt(i).toLowerCase());
  if (candidates === undefined) return undefined;
  for (const [spelling, exponent] of candidates) {
    if (spelledAt(text, i, spelling))
      return { exponent, length: spelling.length, own: ownWords(lang).has(spelling) };
  }
  return undefined;
}

/** The language's own scale words, spelled out, that are no English word (`milliards`, not `millions`). */
const OWN_WORDS = new Map<NumberLang, ReadonlySet<string>>();
function ownWords(lang: NumberLang): ReadonlySet<string> {
  let own = OWN_WORDS.get(lang);
  if (own === undefined) {
    const english = new Set(SCALE.en.words.flatMap((w) => [w.one, w.other]));
    own = new Set(
      SCALE[lang].words
        .flatMap((w) => [w.one.toLowerCase(), w.other.toLowerCase()])
        .filter((w) => w.length > 2 && !english.has(w)),
    );
    OWN_WORDS.set(lang, own);
  }
  return own;
}

/**
 * The signs Intl prints for our currencies in the language, read too (`$US` in French, `JP¥` in
 * Brazilian Portuguese): a reader copies what they see. Only those no other currency uses.
 */
const LOCAL_MARKERS = new Map<NumberLang, readonly (readonly [string, Currency])[]>();
function localMarkers(lang: NumberLang): readonly (readonly [string, Currency])[] {
  let markers = LOCAL_MARKERS.get(lang);
  if (markers === undefined) {
    const found: [string, Currency][] = [];
    for (const currency of Object.values(CURRENCIES)) {
      const parts = new Intl.NumberFormat(INTL_LOCALE[lang], {
        style: 'currency',
        currency: currency.code,
      }).formatToParts(1);
      const sign = parts.find((p) => p.type === 'currency')?.value;
      if (sign === undefined) continue;
      const ours = currencyAt(sign, 0);
      if (ours !== undefined && ours.length === sign.length) continue;
      found.push([sign, currency]);
    }
    markers = found.sort((a, b) => b[0].length - a[0].length);
    LOCAL_MARKERS.set(lang, markers);
  }
  return markers;
}

/**
 * Currency names as readers of each language write them after an amount, with the preposition prose
 * puts before them after a scale word (`2,7 milliards d'euros`, `2700 millones de euros`, `Rs. 10 lakh`):
 * each language's in its folder (src/languages/<lang>/money-words.ts).
 */
const CURRENCY_WORDS: Readonly<Record<Exclude<NumberLang, 'en'>, Readonly<Record<string, CurrencyCode>>>> =
  Object.fromEntries(OTHER_LANGS.map((lang) => [lang, FOLDERS[lang].moneyWords])) as Record<
    Exclude<NumberLang, 'en'>,
    Readonly<Record<string, CurrencyCode>>
  >;

/**
 * The names the language's style sheet prints (docs/style-sheets.md), lower-cased, alone and after
 * its preposition (`euro`, `euros`, `de euros`, `d’euros`, `di euro`): what the language writes reads back.
 */
function styleNames(lang: Exclude<NumberLang, 'en'>): Record<string, CurrencyCode> {
  const style = STYLES[lang];
  const out: Record<string, CurrencyCode> = {};
  for (const [code, name] of Object.entries(style.names ?? {}) as [CurrencyCode, CurrencyName][]) {
    for (const form of [name.one, name.other]) {
      const lower = form.toLowerCase();
      out[lower] = code;
      if (style.of) out[`${style.of.word}${lower}`] = code;
      if (style.of?.elided) {
        out[`${style.of.elided}${lower}`] = code;
        out[`d'${lower}`] = code;
      }
    }
  }
  return out;
}

/** CURRENCY_WORDS and the style's names of a language by first character, longest first. */
const NAMES = new Map<NumberLang, ReadonlyMap<string, readonly (readonly [string, Currency])[]>>();
function namesOf(
  lang: Exclude<NumberLang, 'en'>,
): ReadonlyMap<string, readonly (readonly [string, Currency])[]> {
  let names = NAMES.get(lang);
  if (names === undefined) {
    const byFirst = new Map<string, [string, Currency][]>();
    const entries = Object.entries({ ...styleNames(lang), ...CURRENCY_WORDS[lang] }).sort(
      (a, b) => b[0].length - a[0].length,
    );
    for (const [spelling, code] of entries) {
      const first = spelling.charAt(0);
      byFirst.set(first, [...(byFirst.get(first) ?? []), [spelling, CURRENCIES[code]]]);
    }
    names = byFirst;
    NAMES.set(lang, names);
  }
  return names;
}

/** `spelling` (lower-case) at i in any case, not running on into a Latin letter. */
function spelledAt(text: string, i: number, spelling: string): boolean {
  const end = i + spelling.length;
  if (end > text.length || text.slice(i, end).toLowerCase() !== spelling) return false;
  return !(isLatinLetter(spelling.charCodeAt(spelling.length - 1)) && isLatinLetter(text.charCodeAt(end)));
}

/** The currency named, signed or coded at i: the language's names, then Intl's signs, then ours. */
function markerAt(
  text: string,
  i: number,
  lang: Exclude<NumberLang, 'en'>,
): { currency: Currency; length: number } | undefined {
  for (const [spelling, currency] of namesOf(lang).get(text.charAt(i).toLowerCase()) ?? []) {
    if (spelledAt(text, i, spelling)) return { currency, length: spelling.length };
  }
  for (const [sign, currency] of localMarkers(lang))
    if (text.startsWith(sign, i)) return { currency, length: sign.length };
  return currencyAt(text, i);
}

/**
 * Splits the text into signs, currency markers, numbers (digit runs and the separators between them:
 * a separator counts only between two digits) and scale words; whitespace between tokens is
 * skipped. Any other character makes the text Invalid, as in English.
 */
function tokenize(text: string, lang: Exclude<NumberLang, 'en'>, notation: Notation): Token[] | 'Invalid' {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      const runs: string[] = [];
      const separators: string[] = [];
      const first = i;
      let start = i;
      for (;;) {
        while (i < text.length && isDigit(text.charCodeAt(i))) i++;
        const separator = groupSeparator(text[i] ?? '');
        const grouping =
          separator === ' ' || separator === "'" ? notation.spaceGroups : separator !== undefined;
        if (separator === undefined || !grouping || !isDigit(text.charCodeAt(i + 1))) break;
        runs.push(text.slice(start, i));
        separators.push(separator);
        i += 1;
        start = i;
      }
      runs.push(text.slice(start, i));
      tokens.push({ kind: 'number', runs, separators, start: first, end: i });
      continue;
    }
    if (c === 43 || c === 45) {
      tokens.push({ kind: 'sign', negative: c === 45 });
      i += 1;
      continue;
    }
    if (c === 0xd7) {
      const power = POWER.exec(text.slice(i));
      if (power === null) return 'Invalid';
      const exponent = [...(power[1] as string)].map((d) => SUPERSCRIPTS.indexOf(d)).join('');
      tokens.push({ kind: 'word', exponent: Number(exponent), power: true });
      i += power[0].length;
      continue;
    }
    if (c === 44 || c === 46) {
      tokens.push({ kind: 'stray' });
      i += 1;
      continue;
    }
    if (/\s/.test(text[i] as string)) {
      i += 1;
      continue;
    }
    // One in words before a scale word (`un millón de yenes`, `eine Milliarde Euro`).
    const one = SCALE[lang].oneBeforeWord ?? SCALE[lang].readOne;
    if (one !== undefined && spelledAt(text, i, one) && /\s/.test(text.charAt(i + one.length))) {
      const end = i + one.length;
      tokens.push({ kind: 'number', runs: ['1'], separators: [], start: i, end, spelled: true });
      i = end;
      continue;
    }
    // A currency before a word: `BRL` must not be read as an English `b`.
    const marker = markerAt(text, i, lang);
    const word = wordAt(text, i, lang);
    if (marker !== undefined && (word === undefined || marker.length >= word.length)) {
      tokens.push({ kind: 'currency', currency: marker.currency });
      i += marker.length;
    } else if (word !== undefined) {
      tokens.push({ kind: 'word', exponent: word.exponent, ...(word.own ? { own: true as const } : {}) });
      i += word.length;
    } else return 'Invalid';
  }
  return tokens;
}

/** A number as read: its whole digits and its decimal digits. */
interface Numeral {
  readonly whole: string;
  readonly fraction: string;
}

/** Whether runs[from..to) all have `length` digits. */
function runsOf(runs: readonly string[], from: number, to: number, length: number): boolean {
  for (let i = from; i < to; i++) if (runs[i]?.length !== length) return false;
  return true;
}

/** Groups of three after a first group of one to three digits. */
function groupedByThree(runs: readonly string[], count: number): boolean {
  const first = runs[0]?.length ?? 0;
  return first >= 1 && first <= 3 && runsOf(runs, 1, count, 3);
}

const whole = (runs: readonly string[]): Numeral => ({ whole: runs.join(''), fraction: '' });
const withFraction = (runs: readonly string[]): Numeral => ({
  whole: runs.slice(0, -1).join(''),
  fraction: runs[runs.length - 1] as string,
});

/** English's shapes (src/money/parse.ts), for the languages with a decimal point: ja, en-IN. */
function readPointNumeral(runs: readonly string[], separators: readonly string[]): Numeral | undefined {
  const count = separators.length;
  if (count === 0) return whole(runs);
  if (separators.some((s) => s !== ',' && s !== '.')) return undefined;
  const firstComma = separators.indexOf(',');
  const firstDot = separators.indexOf('.');
  if (firstComma < 0) {
    if (count === 1) return withFraction(runs);
    return groupedByThree(runs, count + 1) ? whole(runs) : undefined;
  }
  if (firstComma > 0) {
    return firstComma === count - 1 && groupedByThree(runs, count) ? withFraction(runs) : undefined;
  }
  if (firstDot >= 0 && firstDot !== count - 1) return undefined;
  const commas = firstDot < 0 ? count : count - 1;
  const read = (grouped: boolean) =>
    grouped ? (firstDot < 0 ? whole(runs) : withFraction(runs)) : undefined;
  if (groupedByThree(runs, commas + 1)) return read(true);
  const first = runs[0]?.length ?? 0;
  if (first <= 2 && commas >= 2 && runsOf(runs, 1, commas, 2) && runs[commas]?.length === 3)
    return read(true);
  if (firstDot < 0 && commas === 1 && runs[1]?.length !== 3) return withFraction(runs);
  return undefined;
}

/**
 * The comma languages (de, es, it, pt-BR, fr): groups of three set apart by one kind of separator
 * (dots, spaces, apostrophes, or English commas), then at most one decimal sign of another kind. A
 * lone comma is the decimal sign (`1,5`), but before exactly three digits (`1,500`) it is Ambiguous:
 * the API, English and Latin-American writers group with it. A lone dot before three digits follows
 * the notation's `loneDot`, and is always Ambiguous where the API reads the text too (`apiText`); a lone
 * dot before any other count is a decimal point.
 */
function readCommaNumeral(
  runs: readonly string[],
  separators: readonly string[],
  notation: Notation,
  apiText: boolean,
  word: 'own' | 'other' | undefined,
): Numeral | 'Ambiguous' | undefined {
  const count = separators.length;
  if (count === 0) return whole(runs);
  const last = separators[count - 1] as string;
  const groups = separators.slice(0, -1);
  const sameGroups = groups.every((s) => s === groups[0]);
  if (count === 1 && (last === '.' || last === ',')) {
    const head = runs[0] as string;
    // Three digits after a group that cannot be a group (`0.500`, `1234.567`) are decimals anywhere.
    const couldGroup = runs[1]?.length === 3 && head.length <= 3 && !(last === '.' && head.startsWith('0'));
    if (!couldGroup) return withFraction(runs);
    if (last === ',' && word === 'own' && notation.commaBeforeOwnWord) return withFraction(runs);
    if (last === '.' && word !== undefined && notation.dotBeforeWord === 'ambiguous') return 'Ambiguous';
    if (last === ',' || notation.loneDot === 'ambiguous' || apiText) return 'Ambiguous';
    return whole(runs);
  }
  // Every separator the same: groups.
  if (separators.every((s) => s === last)) {
    return groupedByThree(runs, count + 1) ? whole(runs) : undefined;
  }
  // Groups of one kind, then one decimal sign of another: `1.000,5`, `1 000,5`, `1'000.50`, `1,000.5`.
  if (!sameGroups || (last !== ',' && last !== '.')) return undefined;
  if (!groupedByThree(runs, count)) return undefined;
  // Three digits after apostrophe or space groups may be the last group where writers use that sign
  // for groups (Colombia's `$1'500.000` is a million and a half): the notation says where (Spanish).
  // After comma or dot groups both notations agree (`1,000.000`, `1.500,000`).
  const three = runs[count]?.length === 3 && (groups[0] === "'" || groups[0] === ' ');
  if (three && notation.mixedThree === 'ambiguous') return 'Ambiguous';
  return withFraction(runs);
}

/** One number and the power of ten its scale word gives it (0 without one). */
interface Part {
  readonly numeral: Numeral;
  readonly exponent: number;
}

const failure = (category: MoneyErrorCategory): MoneyResult => ({ ok: false, category });

/** The amount's exact digits from its parts, added up: `1億2345万` is 1 × 10^8 + 2345 × 10^4. */
function sumOf(parts: readonly Part[]): { digits: string; exponent: number } | undefined {
  if (parts.length === 1) {
    const [{ numeral, exponent }] = parts as [Part];
    return { digits: numeral.whole + numeral.fraction, exponent: exponent - numeral.fraction.length };
  }
  // A compound: words strictly falling, each part below the word before it, decimals in the last only.
  for (let i = 1; i < parts.length; i++) {
    const previous = parts[i - 1] as Part;
    const { numeral, exponent } = parts[i] as Part;
    if (previous.numeral.fraction !== '' || exponent >= previous.exponent) return undefined;
    const wholeDigits = numeral.whole.replace(/^0+/, '').length;
    if (wholeDigits > previous.exponent - exponent) return undefined;
  }
  let bottom = Number.POSITIVE_INFINITY;
  for (const { numeral, exponent } of parts) bottom = Math.min(bottom, exponent - numeral.fraction.length);
  let total = 0n;
  for (const { numeral, exponent } of parts) {
    total +=
      BigInt(numeral.whole + numeral.fraction) * 10n ** BigInt(exponent - numeral.fraction.length - bottom);
  }
  return { digits: total.toString(), exponent: bottom };
}

/** The English reader's value checks (src/money/parse.ts amountOf) on the digits read. */
function amountOf(
  negative: boolean,
  digits: string,
  exponent: number,
): MoneyResult | { significant: string; exponent: number } {
  let start = 0;
  while (start < digits.length && digits.charCodeAt(start) === 48) start++;
  if (start === digits.length) return failure('Zero');
  if (negative) return failure('Negative');
  let end = digits.length;
  while (digits.charCodeAt(end - 1) === 48) end--;
  const significant = digits.slice(start, end);
  const power = exponent + (digits.length - end);
  const integerDigits = significant.length + power;
  if (integerDigits < 1 || integerDigits > 25 || (integerDigits === 25 && significant !== '1')) {
    return failure('Outside Range');
  }
  return { significant, exponent: power };
}

/**
 * The refusal of a number a writer of the language may mean two ways (`1,500`): the text sent with that
 * number spelled for each reading so that every reader, the API's included, takes it one way only:
 * the whole number in plain digits (`1500`), the decimal with the language's decimal sign and its
 * trailing zeros dropped (`1,5`; a fourth digit where three would remain: `1,2340`).
 */
function ambiguous(
  text: string,
  numeral: { runs: readonly string[]; start: number; end: number },
  notation: Notation,
): AmbiguousMoney {
  // The last run is what reads two ways; the runs before it are whole (`1'500.000`: 1500 and .000).
  const head = numeral.runs.slice(0, -1).join('');
  const tail = numeral.runs.at(-1) ?? '';
  const fraction = tail.replace(/0+$/, '');
  const decimalNumber =
    fraction === '' ? head : `${head}${notation.decimal}${fraction.length === 3 ? `${fraction}0` : fraction}`;
  const spelled = (number: string) => text.slice(0, numeral.start) + number + text.slice(numeral.end);
  const values = {
    grouped: spelled((head + tail).replace(/^0+(?=\d)/, '')),
    decimal: spelled(decimalNumber),
  };
  const hint = AMBIGUITY_HINTS['money.ambiguous.group']
    .replace('{grouped}', values.grouped)
    .replace('{decimal}', values.decimal);
  return { ok: false, category: 'Ambiguous', hintKey: 'money.ambiguous.group', values, hint };
}

/**
 * A sum below one unit in its minor unit's name, as the language's style sheet writes one (Indian
 * English `50 paise`, `1 cent`): that many hundredths of the currency. Undefined for any other text.
 */
function minorMoney(raw: string, lang: Exclude<NumberLang, 'en'>): LocalMoneyResult | undefined {
  const names = STYLES[lang].minor;
  if (names === undefined) return undefined;
  const match = /^\s*(\d{1,2})\s+(\p{L}+(?:\s+\p{L}+)?)\s*$/u.exec(raw);
  if (!match) return undefined;
  const word = (match[2] as string).toLowerCase().replace(/\s+/gu, ' ');
  const code = (Object.keys(names) as CurrencyCode[]).find((c) => {
    const name = names[c];
    return name !== undefined && (name.one.toLowerCase() === word || name.other.toLowerCase() === word);
  });
  if (code === undefined) return undefined;
  const count = BigInt(match[1] as string);
  if (count === 0n) return failure('Zero');
  const amount = { coefficient: count, exponent: -2 };
  const currency = CURRENCIES[code];
  return { ok: true, money: { amount, value: Number(count) / 100, currency, explicitCurrency: true } };
}

/** Categories the API gives a text it reads as a number, refusing only its value. */
const VALUE_CATEGORIES: ReadonlySet<MoneyErrorCategory> = new Set(['Zero', 'Negative', 'Outside Range']);

/**
 * Reads a money value written as `lang` writes it, the API notation meaning what it means without a
 * language (docs/languages.md "How each language reads money"): a text the API reads is the API's
 * reading, unless the language's writers could mean another amount by it (Ambiguous); other texts are
 * read in the language's own notation. English (`en`) is the API's reader alone.
 */
export function parseLocalMoney(raw: string, inherited: Currency, reading: Reading): LocalMoneyResult {
  const api = parseMoneyText(raw, inherited);
  if (reading === 'en') return api;
  const lang = wordsLang(reading);
  const minor = minorMoney(raw, lang);
  if (minor !== undefined) return minor;
  const apiText = api.ok || VALUE_CATEGORIES.has(api.category);
  const local = readLocalMoney(raw, inherited, lang, NOTATIONS[reading], apiText);
  if (!local.ok && local.category === 'Ambiguous') return local;
  if (apiText) return api;
  if (local.ok || local.category !== 'Invalid') return local;
  // Characters neither reader knows: the API's own category (`B` is Malformed, `1KB` Not-a-Number).
  return api;
}

/**
 * Reads a money value in the language's own notation: `[sign] [currency] [sign] number [word] …
 * [currency]`, one sign and one currency at most. `apiText`: the API reads the text too.
 */
function readLocalMoney(
  raw: string,
  inherited: Currency,
  lang: Exclude<NumberLang, 'en'>,
  notation: Notation | undefined,
  apiText: boolean,
): LocalMoneyResult {
  if (notation === undefined) return failure('Invalid');
  const trimmed = raw.trim();
  if (trimmed === '') return failure('Missing');
  if (trimmed.length > MAX_MONEY_LENGTH) return failure('Invalid');
  const text = lang === 'ja' ? halfWidth(trimmed) : trimmed;
  const tokens = tokenize(text, lang, notation);
  if (tokens === 'Invalid') return failure('Invalid');

  // [sign] [currency] [sign]
  let t = 0;
  let negative = false;
  let signs = 0;
  let currency: Currency | undefined;
  const take = () => tokens[t];
  const sign = () => {
    const token = take();
    if (token?.kind === 'sign') {
      negative = token.negative;
      signs += 1;
      t += 1;
    }
  };
  sign();
  const leading = take();
  if (leading?.kind === 'currency') {
    currency = leading.currency;
    t += 1;
  }
  sign();
  if (!tokens.some((token) => token.kind === 'number')) {
    if (tokens.some((token) => token.kind === 'word')) return failure('Malformed');
    return failure(currency !== undefined && signs <= 1 && t === tokens.length ? 'Missing' : 'Not-a-Number');
  }
  if (signs > 1) return failure('Not-a-Number');

  // number [word] (number [word])* — several parts only where the language adds them up.
  const parts: Part[] = [];
  for (let token = take(); token?.kind === 'number'; token = take()) {
    t += 1;
    const next = tokens[t];
    // A mantissa before `× 10ⁿ` is one digit and its decimals (`1,008 × 10²³`): nobody groups it.
    const scientific = next?.kind === 'word' && next.power === true && token.runs[0]?.length === 1;
    const lone = token.separators.length === 1 ? token.separators[0] : undefined;
    const numeral =
      scientific && lone === notation.decimal
        ? withFraction(token.runs)
        : // The other sign before three digits (`1.008 × 10²⁰` in Spain): a point, or a group.
          scientific && (lone === '.' || lone === ',') && token.runs[1]?.length === 3
          ? 'Ambiguous'
          : notation.decimal === '.'
            ? readPointNumeral(token.runs, token.separators)
            : readCommaNumeral(
                token.runs,
                token.separators,
                notation,
                apiText,
                next?.kind !== 'word' ? undefined : next.own === true ? 'own' : 'other',
              );
    if (numeral === 'Ambiguous') return ambiguous(text, token, notation);
    if (numeral === undefined) return failure('Not-a-Number');
    const word = take();
    // One in words counts only a scale word spelled out: `un millón`, never `un 5` or `un × 10²⁴`.
    if (token.spelled && (word?.kind !== 'word' || word.power === true)) return failure('Not-a-Number');
    let exponent = 0;
    if (word?.kind === 'word') {
      exponent = word.exponent;
      t += 1;
    }
    parts.push({ numeral, exponent });
    if (exponent === 0) break;
  }
  if (parts.length > 1 && !SCALE[lang].compound) return failure('Not-a-Number');

  // [currency], once in all.
  const trailing = take();
  if (trailing?.kind === 'currency' && currency === undefined) {
    currency = trailing.currency;
    t += 1;
  }
  if (t !== tokens.length) return failure('Not-a-Number');

  if (parts.length === 0) return failure('Not-a-Number');
  const sum = sumOf(parts);
  if (sum === undefined) return failure('Not-a-Number');
  const checked = amountOf(negative, sum.digits, sum.exponent);
  if ('ok' in checked) return checked;
  const { significant, exponent } = checked;
  return {
    ok: true,
    money: {
      amount: { coefficient: BigInt(significant), exponent },
      value: Number(`${significant}e${exponent}`),
      currency: currency ?? inherited,
      explicitCurrency: currency !== undefined,
    },
  };
}
