// A language's style sheet for sums (docs/style-sheets.md): its words for large sums, how it names
// each currency, and its word for a rounded sum. Data only; src/i18n/sums.ts applies it. Each language
// writes its own in its folder (src/languages/<lang>/style.ts) as a SumStyleData, its words named by
// where they come from; index.ts derives the words.
import type { CurrencyCode } from '../../money/currencies.ts';
import type { NumberLang } from '../scale-words.ts';

/** One word for 10^exponent in sums, with how many whole digits its mantissa may have when rounded. */
export interface SumWord {
  readonly exponent: number;
  readonly one: string;
  readonly other: string;
  /** A rounded sum's mantissa stays below 10^digits (`184 700 millones`: 6; `5,2 Milliarden`: 3). */
  readonly digits: number;
  /** An exact mantissa's whole digits at most (6 unless said: `US$ 700 mil`, never `8.854 mil`). */
  readonly exactDigits?: number;
  /** An exact mantissa's decimals at most, where fewer than the language's (`77,5 mil`, never `75,61 mil`). */
  readonly exactDecimals?: number;
  /** A numeral, not a noun: the currency's name follows with no preposition (`20 mil libras`). */
  readonly numeral?: true;
  /** An exact sum takes this word or none: never the word below (Indian English `₹5,95,60,000`, not `₹595.6 lakh`). */
  readonly alone?: true;
}

/** A currency's name, singular and plural. */
export interface CurrencyName {
  readonly one: string;
  readonly other: string;
}

export interface SumStyle {
  /** The words for sums, smallest first. */
  readonly words: readonly SumWord[];
  /** Words for one currency instead (Indian English says rupees in lakh and crore). */
  readonly wordsFor?: Partial<Record<CurrencyCode, readonly SumWord[]>>;
  /** Below 10^digitsBelow a sum is written in digits (per currency where wordsFor says otherwise). */
  readonly digitsBelow: number;
  readonly digitsBelowFor?: Partial<Record<CurrencyCode, number>>;
  /** The currencies' names where the press writes names; absent: our label, placed as the locale does. */
  readonly names?: Readonly<Partial<Record<CurrencyCode, CurrencyName>>>;
  /** Between the number and a name: a no-break space, or nothing (Japanese). */
  readonly nameSpace: string;
  /** Before a name after a scale word (`de `, `di `), and its elided form before a vowel (`d’`). */
  readonly of?: { readonly word: string; readonly elided?: string };
  /** Said before a rounded sum (`rund `, `約`). */
  readonly rounded: string;
  /** One before a scale word in an exact sum, in words (Spanish `un millón de yenes`). */
  readonly one?: string;
  /** Said instead of `rounded` and the figure 1 where the word agrees with its number (Spanish `alrededor de un`). */
  readonly roundedOne?: string;
  /** A sum below one unit in its minor unit's name, where the press writes it so (Indian English `6 paise`, `20 cents`). */
  readonly minor?: Readonly<Partial<Record<CurrencyCode, CurrencyName>>>;
  /** Whole sums in 万・億・兆 groups, every group written (Japanese). */
  readonly myriad?: true;
}

/**
 * Where a style's sum words come from, as a language's folder writes it: the number words of a
 * language (src/languages/<lang>/numbers.ts, the words its reader reads), derived by words.ts.
 */
export interface SumWordsSource {
  /** The language whose number words the sums say. */
  readonly of: NumberLang;
  /** Words said below those (Brazilian `mil`), smallest first. */
  readonly before?: readonly SumWord[];
  /**
   * Another language's number words from 10^from on (Indian English: English's from quadrillion, past
   * 999 lakh crore); the words below stop there, the last one's mantissa below 10^(from − its exponent).
   */
  readonly past?: { readonly of: NumberLang; readonly from: number };
  /**
   * An exact mantissa's whole digits at most, for every word but the last (6 unless said). Spanish
   * takes 7: `9.225.000 millones` where `9,225 billones` would read two ways (docs/style-sheets.md).
   */
  readonly exactDigits?: number;
  /** An exact mantissa's decimals at most, for every word (Indian English 2: `₹1.85 lakh`, never `₹1.849 lakh`). */
  readonly exactDecimals?: number;
  /**
   * Below this exponent an exact sum takes the largest word at or below it or none (SumWord `alone`):
   * Indian English says a crore in crore or in digits, never in lakh (`₹5,95,60,000`), while lakh crore
   * falls back to crore as The Hindu writes it (`₹1,84,900 crore`).
   */
  readonly aloneBelow?: number;
}

/** A style as a language's folder writes it (src/languages/<lang>/style.ts): its words by source. */
export interface SumStyleData extends Omit<SumStyle, 'words' | 'wordsFor'> {
  readonly words: SumWordsSource;
  readonly wordsFor?: Partial<Record<CurrencyCode, SumWordsSource>>;
}
