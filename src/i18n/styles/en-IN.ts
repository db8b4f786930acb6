// Indian English sums as The Hindu writes them (docs/style-sheets.md): rupees in lakh and crore
// (`₹1.5 crore`, `₹15 lakh`), every other currency in million and billion (`$630 million`, `C$2
// million`, `264,300 yuan`).
import type { SumStyle } from './types.ts';
import { sumWords } from './words.ts';

export const enIN: SumStyle = {
  words: sumWords('en'),
  wordsFor: { INR: sumWords('en-IN') },
  digitsBelow: 6,
  digitsBelowFor: { INR: 5 },
  // The yuan by its name, as The Hindu writes it (`264,300 yuan`); every other currency by its sign.
  names: { CNY: { one: 'yuan', other: 'yuan' } },
  nameSpace: '\u00a0',
  rounded: 'about ',
};
