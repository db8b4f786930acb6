// Figures spelled in a language, digit for digit. The engine decides every figure on exact values and
// hands it over structured (src/money/format.ts `Shown`: the exact value shown and how English says
// it); this module prints the same value with the locale's grouping and decimal signs (Intl.NumberFormat
// on exact decimal STRINGS, never floats) and the locale's large-number words (src/i18n/scale-words.ts),
// the decimal point moved, nothing rounded. `readEnglishFigure` reads the one English text that is not
// the engine's: an anchor's figure as the data set publishes it (`≈1.37M people`, `13.8 billion years ago`).
import type { Shown } from '../money/format.ts';
import { INTL_LOCALE, type NumberLang, SCALE, type ScaleWord } from './scale-words.ts';

export type { NumberLang } from './scale-words.ts';

/** A figure in a language: its text, its value (for plural rules), and whether it ends in a scale word. */
export interface LocalFigure {
  readonly text: string;
  readonly count: number;
  readonly worded: boolean;
  /** A count the press writes in words (`fünf`, `trois`): German joins it to `mal` and `fache`. */
  readonly small?: boolean;
  /** Rounded, its text after the language's word for a rounded figure (`unos 1` said `alrededor de un`). */
  readonly rounded?: boolean;
}

/**
 * A figure as its exact value, as the engine decided it (src/money/format.ts `Shown`): the integer
 * `digits` (no leading zeros; '0' for zero) times 10^scale, the trailing zeros shown kept (`2.70
 * million` is 270 × 10^4), and how English says it.
 */
export type ExactFigure = Shown;
type Style = Shown['style'];

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The English words and compact letters (src/money/rational.ts, src/anchors/english.ts, Intl en compact). */
const ENGLISH_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  SCALE.en.words.map((w) => [w.one, w.exponent]),
);
const ENGLISH_LETTERS: Readonly<Record<string, number>> = { K: 3, M: 6, B: 9, T: 12 };

const FIGURE = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?: ([a-z]+)|([KMBT]))?$/;
const POWER = /^(\d+)(?:\.(\d+))? × 10([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4})$/;

/** Longer text is no canonical figure (the longest, 10^33 with every digit, is far shorter). */
const MAX_FIGURE_LENGTH = 200;

/** Digits without leading zeros, '0' for none. */
function stripLeadingZeros(digits: string): string {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++;
  return digits.slice(i);
}

/** Reads a canonical English figure as the exact value it shows; undefined for any other text. */
export function readEnglishFigure(english: string): ExactFigure | undefined {
  if (english.length > MAX_FIGURE_LENGTH) return undefined;
  const power = POWER.exec(english);
  if (power) {
    const [, whole = '', fraction = '', sup = ''] = power;
    const exponent = Number([...sup].map((c) => SUPERSCRIPTS.indexOf(c)).join(''));
    return {
      digits: stripLeadingZeros(whole + fraction),
      scale: exponent - fraction.length,
      style: 'power',
      exponent,
    };
  }
  const match = FIGURE.exec(english);
  if (!match) return undefined;
  const [, whole = '', fraction = '', word, letter] = match;
  let exponent = 0;
  let style: Style = 'plain';
  if (word !== undefined) {
    const e = ENGLISH_WORDS[word];
    if (e === undefined) return undefined;
    exponent = e;
    style = 'long';
  } else if (letter !== undefined) {
    exponent = ENGLISH_LETTERS[letter] as number;
    style = 'short';
  }
  return {
    digits: stripLeadingZeros(whole.replaceAll(',', '') + fraction),
    scale: exponent - fraction.length,
    style,
    exponent,
  };
}

/** digits × 10^-places as a plain decimal string: ('274', 2) → '2.74', ('27', -2) → '2700', ('5', 3) → '0.005'. */
export function pointAt(digits: string, places: number): string {
  if (places <= 0) return digits === '0' ? '0' : digits + '0'.repeat(-places);
  const padded = digits.padStart(places + 1, '0');
  return `${padded.slice(0, -places)}.${padded.slice(-places)}`;
}

/** How a locale groups and marks decimals, read once from Intl (the separators are CLDR's). */
interface Notation {
  readonly group: string;
  readonly decimal: string;
  /** Digits in the groups left of the last three: 3, or 2 in Indian English (`12,34,567`). */
  readonly secondary: number;
  /** Fewest whole digits that are grouped: 4, or 5 where CLDR's minimum grouping is 2 (es, it). */
  readonly groupsFrom: number;
}

const NOTATIONS = new Map<NumberLang, Notation>();

/**
 * Group signs chosen against CLDR's, where a language is read in regions that group otherwise. Spanish
 * groups with a (narrow, no-break) space, as the Ortografía of the Spanish academies recommends for
 * every Spanish-speaking country (docs/languages.md "Spanish"): Spain's dot is a decimal point in
 * Mexico and Latin America, so `15.000` would mean two amounts to Spanish readers.
 */
export const GROUP_SIGNS: Readonly<Partial<Record<NumberLang, string>>> = {};

/**
 * Fewest whole digits grouped, against CLDR's minimum grouping where the press groups otherwise:
 * Italian and Spanish from four (`1.000 euro`, `2.400 miliardi`, `7.600`, as Corriere and El País
 * print them; CLDR: from five), German from five (`1000 Euro`, `25.000 Euro`, as Duden and the FAZ
 * write them; CLDR: from four).
 */
export const GROUPS_FROM: Readonly<Partial<Record<NumberLang, number>>> = { it: 4, es: 4, de: 5 };

function notationOf(lang: NumberLang): Notation {
  let notation = NOTATIONS.get(lang);
  if (notation === undefined) {
    const format = new Intl.NumberFormat(INTL_LOCALE[lang]);
    const parts = format.formatToParts(12345678.5);
    const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
    notation = {
      group: GROUP_SIGNS[lang] ?? parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      secondary: integers.length > 2 ? (integers[integers.length - 2] as number) : 3,
      groupsFrom: GROUPS_FROM[lang] ?? (format.formatToParts(1234).some((p) => p.type === 'group') ? 4 : 5),
    };
    NOTATIONS.set(lang, notation);
  }
  return notation;
}

/** The locale's decimal sign, as Intl prints it (`,` in de, `.` in ja). */
export function decimalSign(lang: NumberLang): string {
  return notationOf(lang).decimal;
}

/**
 * A plain decimal string (`1234.50`) in the locale, every digit kept: `1.234,50` (de), `1 234,50` (fr,
 * U+202F groups), `1234,50` (es), `1,234.50` (ja), `12,34,567` (en-IN). The separators and group sizes
 * are Intl's for the locale; the digits are grouped here, as src/money/format.ts groups English ones,
 * because an Intl call costs about a microsecond. test/i18n/numbers.test.ts holds this byte-equal to
 * Intl.NumberFormat formatting the same decimal STRING, for every locale and grouping style.
 * `grouping`: Intl's useGrouping (`min2`, as compact notation groups mantissas: from five digits).
 */
export function localDecimal(
  plain: string,
  lang: NumberLang,
  grouping: 'auto' | 'min2' | false = 'auto',
): string {
  const notation = notationOf(lang);
  const point = plain.indexOf('.');
  const whole = point < 0 ? plain : plain.slice(0, point);
  const from = grouping === false ? Number.POSITIVE_INFINITY : grouping === 'min2' ? 5 : notation.groupsFrom;
  let text = whole;
  if (whole.length >= from) {
    // The last three digits, then groups of `secondary` to their left.
    const { group, secondary } = notation;
    text = whole.slice(-3);
    let end = whole.length - 3;
    while (end > 0) {
      text = `${whole.slice(Math.max(0, end - secondary), end)}${group}${text}`;
      end -= secondary;
    }
  }
  return point < 0 ? text : `${text}${notation.decimal}${plain.slice(point + 1)}`;
}

/** Plural rules by language, then by the decimals shown (made once each, looked up without a string key). */
const PLURALS = new Map<NumberLang, (Intl.PluralRules | undefined)[]>();

/** Whether the language says a mantissa (as shown, decimals included) with the singular word. */
export function isOne(lang: NumberLang, mantissa: string): boolean {
  // No language here calls two or more `one` (CLDR: i = 0 or 1 at most); test/i18n/numbers.test.ts
  // holds this equal to Intl. Spares a plural rule's select on nearly every figure.
  const value = Number(mantissa);
  if (value >= 2) return false;
  const point = mantissa.indexOf('.');
  // Plural rules look at whether decimals are shown, not at how many past a few (Intl allows 100).
  const decimals = point < 0 ? 0 : Math.min(mantissa.length - point - 1, 20);
  let byDecimals = PLURALS.get(lang);
  if (byDecimals === undefined) {
    byDecimals = [];
    PLURALS.set(lang, byDecimals);
  }
  let rules = byDecimals[decimals];
  if (rules === undefined) {
    rules = new Intl.PluralRules(INTL_LOCALE[lang], { minimumFractionDigits: decimals });
    byDecimals[decimals] = rules;
  }
  return rules.select(value) === 'one';
}

/** `× 10⁵²` with the locale's decimal sign in the mantissa, its trailing zeros dropped. */
function powerText(digits: string, magnitude: number, lang: NumberLang): string {
  const significant = digits.replace(/0+$/, '') || '0';
  const mantissa = localDecimal(pointAt(significant, significant.length - 1), lang, false);
  // Japanese sets no spaces around × in running text (`1.93×10²⁴`).
  const times = lang === 'ja' ? '×' : ' × ';
  return `${mantissa}${times}10${[...String(magnitude)].map((d) => SUPERSCRIPTS[Number(d)]).join('')}`;
}

/** The value a figure shows, as a float, for plural rules only. */
export function countOf(figure: ExactFigure): number {
  return Number(`${figure.digits}e${figure.scale}`);
}

/** The largest word of the table at or below the figure's power of ten (the smallest where none is). */
function wordFor(words: readonly ScaleWord[], magnitude: number): ScaleWord {
  let chosen = words[0] as ScaleWord;
  for (const w of words) if (w.exponent <= magnitude) chosen = w;
  return chosen;
}

/** An exact figure spelled in a language (not English). */
export function spellFigure(figure: ExactFigure, lang: NumberLang): LocalFigure {
  const count = countOf(figure);
  const { digits, scale, style } = figure;
  // 10^magnitude ≤ value < 10^(magnitude+1).
  const magnitude = digits === '0' ? 0 : digits.length - 1 + scale;
  if (style === 'power') return { text: powerText(digits, magnitude, lang), count, worded: false };
  if (style === 'plain') {
    const decimals = Math.max(0, -scale);
    const plain = pointAt(digits, decimals);
    // Japanese counts in 万・億・兆 groups, no group sign below 万 (`1万4780`, `2900`: docs/style-sheets.md).
    if (lang === 'ja') {
      const grouped = myriadDigits(plain);
      if (grouped !== undefined) return { text: grouped, count, worded: false };
    }
    // A round whole figure of a million or more in words, exactly (`172,48 Milliarden km`, `23,13
    // bilhões de km`), as the press writes one; any other keeps its digits (docs/style-sheets.md).
    if (decimals === 0 && magnitude >= (lang === 'pt-BR' ? 4 : 6) && lang !== 'en-IN') {
      const worded = roundWords(digits, scale, magnitude, lang);
      // `mil` is a numeral, not a noun: no `de` after it (`27 mil vezes`).
      if (worded !== undefined) return { text: worded, count, worded: magnitude >= 6 };
    }
    return { text: localDecimal(plain, lang), count, worded: false };
  }
  // Japanese writes a whole figure in every group (`46京3000兆`, `1億2300万`), never a decimal before
  // 億・兆・京 (docs/style-sheets.md): the same exact value.
  if (lang === 'ja' && scale >= 0) {
    const grouped = myriad(digits + '0'.repeat(scale));
    if (grouped !== undefined) return { text: grouped, count, worded: true };
  }
  const table = SCALE[lang];
  const word = wordFor(table.words, magnitude);
  const largest = table.words[table.words.length - 1] as ScaleWord;
  if (word === largest && magnitude - word.exponent >= table.maxMantissaDigits) {
    return { text: powerText(digits, magnitude, lang), count, worded: false };
  }
  // The same digits, the point moved to the word's power of ten: 2.7 × 10^9 is 2700 × 10^6.
  // Zeros the point moves over from the English whole number are no decimals anyone wrote: `150
  // million` is `1.5億`, not `1.50億`; decimals the English showed stay (`2.70 million` → `27.0 lakh`).
  let mantissa = pointAt(digits, word.exponent - scale);
  if (figure.exponent === scale && mantissa.includes('.')) mantissa = mantissa.replace(/\.?0+$/, '');
  const number = localDecimal(mantissa, lang, table.groupMantissa ? 'auto' : 'min2');
  const short = style === 'short' && word.short !== undefined;
  const text = short
    ? `${number}${table.shortSpace}${word.short}`
    : `${number}${table.wordSpace}${isOne(lang, mantissa) ? word.one : word.other}`;
  return { text, count, worded: true };
}

/**
 * A canonical English figure re-spelled in `lang`, digit for digit (docs/languages.md "Numbers and
 * money"). English is returned as it is; text that is no canonical figure comes back unchanged with
 * a NaN count (plural rules then say `other`); nothing throws.
 */
export function localFigure(english: string, lang: NumberLang): LocalFigure {
  const figure = readEnglishFigure(english);
  if (figure === undefined) return { text: english, count: Number.NaN, worded: false };
  if (lang === 'en') {
    return {
      text: english,
      count: countOf(figure),
      worded: figure.style === 'long' || figure.style === 'short',
    };
  }
  return spellFigure(figure, lang);
}

const MYRIADS = ['', '万', '億', '兆', '京', '垓'];

/**
 * A whole number (plain digits) in Japanese 万・億・兆・京 groups, every non-empty group written in
 * plain digits (`1万4780`, `73億9047万`), as Nikkei and Kyodo print counts and sums
 * (docs/style-sheets.md); undefined from 10^24 (past 垓) or for a number with a fraction.
 */
export function myriad(plain: string): string | undefined {
  if (plain.includes('.')) return undefined;
  const digits = stripLeadingZeros(plain);
  if (digits.length > 24) return undefined;
  let text = '';
  for (let end = digits.length, unit = 0; end > 0; end -= 4, unit++) {
    const group = Number(digits.slice(Math.max(0, end - 4), end));
    if (group !== 0) text = `${group}${MYRIADS[unit]}${text}`;
  }
  return text === '' ? '0' : text;
}

/** `mil`, the Brazilian numeral for thousands (never at 10^6 or more: milhão takes over). */
const BRAZILIAN_THOUSANDS: ScaleWord = { exponent: 3, one: 'mil', other: 'mil' };

/**
 * Decimals a figure may show before a scale word (`8,827 Milliarden`, `62,238 trilhões de km`,
 * `9,037 trillones`): three, which every reader of the language reads as decimals before its own word
 * (Spanish: Spain's readers, the notation of `es-ES`; docs/languages.md "How each language reads money").
 */
export const WORD_DECIMALS = 3;

/** A whole figure with the largest word at or below it, where its mantissa needs at most WORD_DECIMALS. */
function roundWords(digits: string, scale: number, magnitude: number, lang: NumberLang): string | undefined {
  const table = SCALE[lang];
  // Brazilian Portuguese says round thousands from ten thousand with `mil` (`27 mil vezes`, Folha).
  const word = magnitude < 6 ? BRAZILIAN_THOUSANDS : wordFor(table.words, magnitude);
  if (word.exponent > magnitude) return undefined;
  const shifted = pointAt(digits, word.exponent - scale);
  const mantissa = shifted.includes('.') ? shifted.replace(/0+$/, '').replace(/\.$/, '') : shifted;
  const point = mantissa.indexOf('.');
  const decimals = point < 0 ? 0 : mantissa.length - point - 1;
  const whole = point < 0 ? mantissa.length : point;
  const largest = table.words[table.words.length - 1] as ScaleWord;
  // `mil` takes one decimal at most (`77,5 mil`, never `711,26 mil`: Folha).
  const most = word === BRAZILIAN_THOUSANDS ? 1 : (table.figureDecimals ?? WORD_DECIMALS);
  if (decimals > most || (word === largest && whole > table.maxMantissaDigits)) return undefined;
  const number = localDecimal(mantissa, lang, table.groupMantissa ? 'auto' : 'min2');
  return `${number}${table.wordSpace}${isOne(lang, mantissa) ? word.one : word.other}`;
}

/**
 * Indian English's round figures (The Hindu, docs/style-sheets.md): an English whole figure of a
 * million or more that English words say exactly with at most three decimals (`1 billion`, `177.7
 * billion`), else undefined and the English digits stand.
 */
export function englishRoundWords(figure: ExactFigure): string | undefined {
  if (figure.style !== 'plain' || figure.scale < 0) return undefined;
  const magnitude = figure.digits === '0' ? 0 : figure.digits.length - 1 + figure.scale;
  return magnitude >= 6 ? roundWords(figure.digits, figure.scale, magnitude, 'en') : undefined;
}

/** Significant digits of a rounded count (docs/style-sheets.md, "Counts and figures"). */
const ROUNDED_COUNT_DIGITS = 3;

/**
 * A large count rounded as the press writes one (`rund 765 Billionen Mal`, `about 2.35 trillion
 * times`): an English whole figure of a million or more that is not round, rounded once from its
 * digits, half away from zero, to three significant digits, to be said with a scale word (`rounded`
 * true, after the language's word for a rounded figure). A figure exactly at a half of its third
 * digit (`2,345,000`) is said exactly in words instead (`rounded` false): rounding the engine's whole
 * figure again there could round the other way than its exact value. Undefined for any other figure.
 */
export function roundedCount(figure: ExactFigure): { shown: ExactFigure; rounded: boolean } | undefined {
  if (figure.style !== 'plain' || figure.scale < 0) return undefined;
  const { digits, scale } = figure;
  const magnitude = digits.length - 1 + scale;
  if (digits === '0' || magnitude < 6) return undefined;
  const tail = digits.slice(ROUNDED_COUNT_DIGITS);
  if (/^50*$/.test(tail)) {
    const kept = digits.replace(/0+$/, '');
    const shown = {
      digits: kept,
      scale: scale + digits.length - kept.length,
      style: 'long',
      exponent: 0,
    } as const;
    return { shown, rounded: false };
  }
  let kept = BigInt(digits.slice(0, ROUNDED_COUNT_DIGITS)) + ((tail.charCodeAt(0) || 48) >= 53 ? 1n : 0n);
  let top = magnitude;
  if (kept >= 10n ** BigInt(ROUNDED_COUNT_DIGITS)) {
    kept /= 10n;
    top += 1;
  }
  const text = `${kept}`.replace(/0+$/, '');
  const low = top - (ROUNDED_COUNT_DIGITS - 1) + (ROUNDED_COUNT_DIGITS - text.length);
  return { shown: { digits: text, scale: low, style: 'long', exponent: 0 }, rounded: true };
}

/**
 * Indian English's large counts (The Hindu: `about 2.35 trillion times`): roundedCount in English's
 * words after `about`; undefined for any other figure or past English's words.
 */
export function englishRoundedCount(figure: ExactFigure): string | undefined {
  const count = roundedCount(figure);
  if (count === undefined) return undefined;
  const spelled = spellFigure(count.shown, 'en');
  if (!spelled.worded) return undefined;
  return count.rounded ? `about ${spelled.text}` : spelled.text;
}

/** Plain digits with an optional fraction in 万・億 groups, the fraction after the last (`11万3507.38`); undefined past 垓. */
export function myriadDigits(plain: string): string | undefined {
  const [whole = '', fraction] = plain.split('.');
  const grouped = myriad(whole);
  return grouped === undefined || fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
