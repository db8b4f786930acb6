// The large-number words of each language, in ONE table: the long forms said in prose (with their
// plural), the short forms Intl's compact notation prints (`Mio.`, `Md`, `億`, `Cr`), and every
// spelling read in input (`Mrd.`, `mil millones`, `lakhs`, `万`). docs/languages.md "How each language reads money"
// gives the rules; src/i18n/numbers.ts prints with this table and src/i18n/read-money.ts reads with it.
// Each language writes its part in its own folder (src/languages/<lang>/numbers.ts); the table is
// assembled and typed here.
import { LANGUAGE_FOLDERS } from '../languages/index.ts';
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

/** Every language but the reference, `en`: those whose folders hold a style, money words and local anchors. */
export const OTHER_LANGS: readonly Exclude<NumberLang, 'en'>[] = (
  Object.keys(INTL_LOCALE) as NumberLang[]
).filter((lang): lang is Exclude<NumberLang, 'en'> => lang !== 'en');

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
  /**
   * Decimals a computed figure may show before a word, where fewer than an echo's three (Spanish: two,
   * `unos 2,28 millones de kilómetros`).
   */
  readonly figureDecimals?: number;
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
  /**
   * Counts the press writes in words (`fünf Jahre`, `trois fois`, `siete veces`, `three times`): index
   * 0 is one, an empty string a figure kept (one where each sentence says it with its article: `ein
   * Haus`, `en un an`; Brazilian `2`, whose word agrees with its noun); none where the press writes digits.
   */
  readonly smallWords?: readonly string[];
  /** One before a scale word in prose, as the press writes it (`eine Milliarde Mal`, `un millón de veces`). */
  readonly oneBeforeWord?: string;
  /** One before a scale word as its writers may send it, where prose writes `1` (French `un million`). */
  readonly readOne?: string;
}

/**
 * The API's magnitude letters (docs/conventions.md §2): the same power of ten in every language, read
 * last so that no language's abbreviation changes them (Spanish `B` is not billón).
 */
const API_LETTERS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(MAGNITUDES).map(([letter, power]) => [letter.toLowerCase(), power]),
);

/** A language's table as its folder writes it, with the API's letters read last. */
function withApiLetters(table: ScaleTable): ScaleTable {
  return { ...table, read: { ...table.read, ...API_LETTERS } };
}

/** Every language's number words as its folder writes them (tsc checks every field here). */
const FOLDERS: Readonly<Record<NumberLang, { readonly numbers: ScaleTable }>> = LANGUAGE_FOLDERS;

/**
 * Every language's table, from its folder (src/languages/<lang>/numbers.ts): its words, and every
 * spelling it reads, to which the API's letters are added (English's already read them as the API does).
 */
export const SCALE: Readonly<Record<NumberLang, ScaleTable>> = Object.fromEntries(
  (Object.keys(INTL_LOCALE) as NumberLang[]).map((lang) => [lang, withApiLetters(FOLDERS[lang].numbers)]),
) as Record<NumberLang, ScaleTable>;
