// Indian English sums as The Hindu writes them (docs/style-sheets.md): rupees in lakh and crore
// (`₹1.5 crore`, `₹15 lakh`), every other currency in million and billion (`$630 million`, `C$2
// million`, `264,300 yuan`).
import type { SumStyle } from './types.ts';

const english = (exponent: number, word: string) => ({ exponent, one: word, other: word, digits: 3 });

export const enIN: SumStyle = {
  words: [
    english(6, 'million'),
    english(9, 'billion'),
    english(12, 'trillion'),
    english(15, 'quadrillion'),
    english(18, 'quintillion'),
    english(21, 'sextillion'),
    english(24, 'septillion'),
    english(27, 'octillion'),
    english(30, 'nonillion'),
    english(33, 'decillion'),
  ],
  wordsFor: {
    INR: [
      { exponent: 5, one: 'lakh', other: 'lakh', digits: 2 },
      { exponent: 7, one: 'crore', other: 'crore', digits: 5 },
      { exponent: 12, one: 'lakh crore', other: 'lakh crore', digits: 5, exactDigits: 5 },
    ],
  },
  digitsBelow: 6,
  digitsBelowFor: { INR: 5 },
  // The yuan by its name, as The Hindu writes it (`264,300 yuan`); every other currency by its sign.
  names: { CNY: { one: 'yuan', other: 'yuan' } },
  nameSpace: '\u00a0',
  rounded: 'about ',
};
