// The large-number words of each language, in ONE table: the long forms said in prose (with their
// plural), the short forms Intl's compact notation prints (`Mio.`, `Md`, `億`, `Cr`), and every
// spelling read in input (`Mrd.`, `mil millones`, `lakhs`, `万`). docs/languages.md "How each language reads money"
// gives the rules; src/i18n/numbers.ts prints with this table and src/i18n/read-money.ts reads with it.
import { MAGNITUDES } from '../money/parse.ts';

/** The languages numbers are spelled in (the same tags as src/i18n/languages.ts's Lang). */
export type NumberLang = 'en' | 'de' | 'fr' | 'es' | 'pt-BR' | 'it' | 'ja' | 'en-IN';

/** The Intl locale each language formats with (CLDR's data for that country). */
export const INTL_LOCALE: Readonly<Record<NumberLang, string>> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  'pt-BR': 'pt-BR',
  it: 'it-IT',
  ja: 'ja-JP',
  'en-IN': 'en-IN',
};

/** One large-number word: 10^exponent. */
export interface ScaleWord {
  readonly exponent: number;
  /** Said of a mantissa the language's plural rules call `one` (1 in German, below 2 in French). */
  readonly one: string;
  /** Said of any other mantissa. */
  readonly other: string;
  /** Intl's compact short form, where it has one (`Mio.`, `Md`, `億`). */
  readonly short?: string;
}

/** How a language says large numbers. */
export interface ScaleTable {
  /** The words prose uses, smallest first. */
  readonly words: readonly ScaleWord[];
  /**
   * A mantissa said with the largest word stays below 10^maxMantissaDigits (`2700 millones`, `9999億`
   * is not needed: `9999兆` is); past it the figure is a power of ten (`2,7 × 10²¹`).
   */
  readonly maxMantissaDigits: number;
  /** Between the number and a long word (a space, none in Japanese). */
  readonly wordSpace: string;
  /**
   * Whether a mantissa before a word is grouped as the language groups any number (`1,380 crore`, as
   * The Hindu prints it) rather than from five digits, as compact notation does (`2700 millones`).
   */
  readonly groupMantissa?: true;
  /** Between the number and a short form, as Intl's compact notation prints it. */
  readonly shortSpace: string;
  /** Every spelling read in input, lower-cased, with its power of ten (long forms and abbreviations). */
  readonly read: Readonly<Record<string, number>>;
  /**
   * Whether several number-word parts add up (`1億2345万`, `2 crore 50 lakh`): in Japanese and Indian
   * English only, where people write amounts that way.
   */
  readonly compound: boolean;
}

const NBSP = '\u00a0';

/**
 * The API's magnitude letters (docs/conventions.md §2): the same power of ten in every language, read
 * last so that no language's abbreviation changes them (Spanish `B` is not billón).
 */
const API_LETTERS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(MAGNITUDES).map(([letter, power]) => [letter.toLowerCase(), power]),
);

/** English magnitude letters and words, read in en-IN and ja too (where billion is 10^9 as in English). */
const ENGLISH_READ: Readonly<Record<string, number>> = {
  k: 3,
  thousand: 3,
  m: 6,
  mn: 6,
  million: 6,
  millions: 6,
  b: 9,
  bn: 9,
  billion: 9,
  billions: 9,
  t: 12,
  tn: 12,
  trillion: 12,
  trillions: 12,
  // Indian English writes sums past a trillion in English words (docs/style-sheets.md): read back.
  quadrillion: 15,
  quintillion: 18,
  sextillion: 21,
  septillion: 24,
};

/** Long-scale words in German, French and Italian from 10^6 to 10^33 (Million, Milliarde, Billion, …). */
function longScale(
  roots: readonly (readonly [string, string])[],
  shorts: Readonly<Record<number, string>>,
): ScaleWord[] {
  return roots.map(([one, other], i) => {
    const exponent = 6 + 3 * i;
    const short = shorts[exponent];
    return short === undefined ? { exponent, one, other } : { exponent, one, other, short };
  });
}

/** Every long form and short form of a table, lower-cased, as input spellings. */
function spellings(words: readonly ScaleWord[]): Record<string, number> {
  const read: Record<string, number> = {};
  for (const w of words) {
    read[w.one.toLowerCase()] = w.exponent;
    read[w.other.toLowerCase()] = w.exponent;
    if (w.short !== undefined) read[w.short.toLowerCase()] = w.exponent;
  }
  return read;
}

const DE_WORDS = longScale(
  [
    ['Million', 'Millionen'],
    ['Milliarde', 'Milliarden'],
    ['Billion', 'Billionen'],
    ['Billiarde', 'Billiarden'],
    ['Trillion', 'Trillionen'],
    ['Trilliarde', 'Trilliarden'],
    ['Quadrillion', 'Quadrillionen'],
    ['Quadrilliarde', 'Quadrilliarden'],
    ['Quintillion', 'Quintillionen'],
    ['Quintilliarde', 'Quintilliarden'],
  ],
  { 6: 'Mio.', 9: 'Mrd.', 12: 'Bio.' },
);

/** The long scale French dictionaries list: read in input, never written (Le Monde does not print it). */
const FR_LONG = longScale(
  [
    ['million', 'millions'],
    ['milliard', 'milliards'],
    ['billion', 'billions'],
    ['billiard', 'billiards'],
    ['trillion', 'trillions'],
    ['trilliard', 'trilliards'],
    ['quadrillion', 'quadrillions'],
    ['quadrilliard', 'quadrilliards'],
    ['quintillion', 'quintillions'],
    ['quintilliard', 'quintilliards'],
  ],
  { 6: 'M', 9: 'Md' },
);

/**
 * French prose counts as Le Monde does, in millions and milliards, then millions and milliards of
 * milliards (`470 000 milliards`, `12 millions de milliards de fois`: docs/style-sheets.md), never the
 * long scale's billion (a false friend of the English word) or billiard.
 */
const FR_WORDS: ScaleWord[] = [
  { exponent: 6, one: 'million', other: 'millions', short: 'M' },
  { exponent: 9, one: 'milliard', other: 'milliards', short: 'Md' },
  { exponent: 15, one: 'million de milliards', other: 'millions de milliards' },
  { exponent: 18, one: 'milliard de milliards', other: 'milliards de milliards' },
];

/** Brazilian Portuguese counts in the short scale, as English does: bilhão is 10^9. */
const PT_WORDS: ScaleWord[] = [
  { exponent: 6, one: 'milhão', other: 'milhões', short: 'mi' },
  { exponent: 9, one: 'bilhão', other: 'bilhões', short: 'bi' },
  { exponent: 12, one: 'trilhão', other: 'trilhões', short: 'tri' },
  { exponent: 15, one: 'quatrilhão', other: 'quatrilhões' },
  { exponent: 18, one: 'quintilhão', other: 'quintilhões' },
  { exponent: 21, one: 'sextilhão', other: 'sextilhões' },
  { exponent: 24, one: 'septilhão', other: 'septilhões' },
  { exponent: 27, one: 'octilhão', other: 'octilhões' },
  { exponent: 30, one: 'nonilhão', other: 'nonilhões' },
  { exponent: 33, one: 'decilhão', other: 'decilhões' },
];

/**
 * Spanish says 10^9 as thousands of millions (`2700 millones`) and 10^15 as thousands of billones: the
 * words are every 10^6, a mantissa up to 999.999.
 */
const ES_WORDS: ScaleWord[] = [
  { exponent: 6, one: 'millón', other: 'millones', short: 'M' },
  { exponent: 12, one: 'billón', other: 'billones' },
  { exponent: 18, one: 'trillón', other: 'trillones' },
  { exponent: 24, one: 'cuatrillón', other: 'cuatrillones' },
  { exponent: 30, one: 'quintillón', other: 'quintillones' },
];

/**
 * Italian prose counts in milioni and miliardi, and goes on in miliardi past 10^12 (`2700 miliardi`,
 * as the press writes the public debt; CLDR's "mille miliardi"); the long-scale bilione is read, not said.
 */
const IT_WORDS: ScaleWord[] = [
  { exponent: 6, one: 'milione', other: 'milioni', short: 'Mln' },
  { exponent: 9, one: 'miliardo', other: 'miliardi', short: 'Mld' },
  // Past 999.999 miliardi the Corriere counts milioni and miliardi of miliardi (docs/style-sheets.md).
  { exponent: 15, one: 'milione di miliardi', other: 'milioni di miliardi' },
  { exponent: 18, one: 'miliardo di miliardi', other: 'miliardi di miliardi' },
];

/** Japanese counts by 10^4: 万, 億, 兆, 京, 垓; the mantissa up to 9999 (`2700兆`). */
const JA_WORDS: ScaleWord[] = [
  { exponent: 4, one: '万', other: '万', short: '万' },
  { exponent: 8, one: '億', other: '億', short: '億' },
  { exponent: 12, one: '兆', other: '兆', short: '兆' },
  { exponent: 16, one: '京', other: '京', short: '京' },
  { exponent: 20, one: '垓', other: '垓', short: '垓' },
];

/**
 * Indian English: lakh (10^5), crore (10^7), then lakh crore (10^12) as budgets and the press write
 * it (`2.7 lakh crore`), its mantissa growing in Indian groups up to 99,999 (CLDR's own compact forms).
 */
const IN_WORDS: ScaleWord[] = [
  { exponent: 5, one: 'lakh', other: 'lakh', short: 'L' },
  { exponent: 7, one: 'crore', other: 'crore', short: 'Cr' },
  { exponent: 12, one: 'lakh crore', other: 'lakh crore', short: 'LCr' },
];

/** English keeps its own figures; its table is what the English parser reads (K, M, B, T, Q). */
const EN_WORDS: ScaleWord[] = [
  { exponent: 6, one: 'million', other: 'million', short: 'M' },
  { exponent: 9, one: 'billion', other: 'billion', short: 'B' },
  { exponent: 12, one: 'trillion', other: 'trillion', short: 'T' },
  { exponent: 15, one: 'quadrillion', other: 'quadrillion' },
  { exponent: 18, one: 'quintillion', other: 'quintillion' },
  { exponent: 21, one: 'sextillion', other: 'sextillion' },
  { exponent: 24, one: 'septillion', other: 'septillion' },
  { exponent: 27, one: 'octillion', other: 'octillion' },
  { exponent: 30, one: 'nonillion', other: 'nonillion' },
  { exponent: 33, one: 'decillion', other: 'decillion' },
];

export const SCALE: Readonly<Record<NumberLang, ScaleTable>> = {
  en: {
    words: EN_WORDS,
    maxMantissaDigits: 3,
    wordSpace: ' ',
    shortSpace: '',
    read: { ...ENGLISH_READ, q: 15 },
    compound: false,
  },
  de: {
    words: DE_WORDS,
    maxMantissaDigits: 3,
    wordSpace: ' ',
    shortSpace: NBSP,
    read: {
      ...spellings(DE_WORDS),
      tsd: 3,
      'tsd.': 3,
      tausend: 3,
      mio: 6,
      mrd: 9,
      md: 9,
      mia: 9,
      'mia.': 9,
      bio: 12,
      ...API_LETTERS,
    },
    compound: false,
  },
  fr: {
    words: FR_WORDS,
    maxMantissaDigits: 6,
    wordSpace: ' ',
    groupMantissa: true,
    shortSpace: NBSP,
    read: {
      ...spellings(FR_LONG),
      ...spellings(FR_WORDS),
      mille: 3,
      md: 9,
      mds: 9,
      mrd: 9,
      mrds: 9,
      // The press's sums past a thousand milliards (docs/style-sheets.md).
      'million de milliards': 15,
      'millions de milliards': 15,
      'milliard de milliards': 18,
      'milliards de milliards': 18,
      ...API_LETTERS,
    },
    compound: false,
  },
  es: {
    words: ES_WORDS,
    maxMantissaDigits: 6,
    wordSpace: ' ',
    shortSpace: NBSP,
    read: {
      ...spellings(ES_WORDS),
      mil: 3,
      'mil millones': 9,
      millardo: 9,
      millardos: 9,
      'mill.': 6,
      mill: 6,
      ...API_LETTERS,
    },
    compound: false,
  },
  'pt-BR': {
    words: PT_WORDS,
    maxMantissaDigits: 3,
    wordSpace: ' ',
    shortSpace: NBSP,
    read: { ...spellings(PT_WORDS), mil: 3, 'mi.': 6, 'bi.': 9, 'tri.': 12, ...API_LETTERS },
    compound: false,
  },
  it: {
    words: IT_WORDS,
    maxMantissaDigits: 6,
    wordSpace: ' ',
    shortSpace: NBSP,
    read: {
      ...spellings(IT_WORDS),
      mila: 3,
      mille: 3,
      mln: 6,
      'mln.': 6,
      mld: 9,
      'mld.': 9,
      mrd: 9,
      'mrd.': 9,
      'mille miliardi': 12,
      'mila miliardi': 12,
      bilione: 12,
      bilioni: 12,
      'milione di miliardi': 15,
      'milioni di miliardi': 15,
      'miliardo di miliardi': 18,
      'miliardi di miliardi': 18,
      ...API_LETTERS,
    },
    compound: false,
  },
  ja: {
    words: JA_WORDS,
    maxMantissaDigits: 4,
    wordSpace: '',
    shortSpace: '',
    read: { ...ENGLISH_READ, ...spellings(JA_WORDS), 千: 3, ...API_LETTERS },
    compound: true,
  },
  'en-IN': {
    words: IN_WORDS,
    maxMantissaDigits: 5,
    wordSpace: ' ',
    groupMantissa: true,
    shortSpace: '',
    read: {
      ...ENGLISH_READ,
      ...spellings(IN_WORDS),
      lakhs: 5,
      lac: 5,
      lacs: 5,
      crores: 7,
      cr: 7,
      'cr.': 7,
      'lakh crores': 12,
      'lakh cr': 12,
      lcr: 12,
      ...API_LETTERS,
    },
    compound: true,
  },
};
