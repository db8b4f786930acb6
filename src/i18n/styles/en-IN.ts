// Indian English sums as The Hindu writes them (docs/style-sheets.md): rupees in lakh and crore
// (`₹1.5 crore`, `₹15 lakh`) and in English words past lakh crore, every other currency in million and billion (`$630 million`, `C$2
// million`, `264,300 yuan`).
import type { SumStyle } from './types.ts';
import { sumWords } from './words.ts';

/** Where lakh crore ends (99,999 lakh crore): from here rupees are said in English words (`₹674 quintillion`). */
const PAST_LAKH_CRORE = 17;

export const enIN: SumStyle = {
  words: sumWords('en'),
  wordsFor: {
    INR: [
      ...sumWords('en-IN'),
      ...sumWords('en')
        .filter((w) => w.exponent >= 15)
        .map((w) => (w.exponent < PAST_LAKH_CRORE ? { ...w, from: PAST_LAKH_CRORE } : w)),
    ],
  },
  digitsBelow: 6,
  digitsBelowFor: { INR: 5 },
  // The yuan by its name, as The Hindu writes it (`264,300 yuan`); every other currency by its sign.
  names: { CNY: { one: 'yuan', other: 'yuan' } },
  nameSpace: '\u00a0',
  rounded: 'about ',
};
