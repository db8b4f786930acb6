// Brazilian Portuguese's large-number words (src/i18n/scale-words.ts gathers every language's into SCALE).
import { NBSP, spellings, type Word } from '../scale.ts';

/** Brazilian Portuguese counts in the short scale, as English does: bilhão is 10^9. */
const words: Word[] = [
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

export const numbers = {
  words,
  maxMantissaDigits: 3,
  wordSpace: ' ',
  shortSpace: NBSP,
  read: { ...spellings(words), mil: 3, 'mi.': 6, 'bi.': 9, 'tri.': 12 },
  compound: false,
  // A figure the engine computed shows two decimals at most before its word (`cerca de 101 milhões de
  // km`, not `101,024 milhões`): Folha rounds a measure (docs/style-sheets.md).
  figureDecimals: 2,
  // Folha: three to ten in words; two stays a figure, its word agreeing with the noun (`dois`, `duas`).
  smallWords: ['', '', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'],
} as const;
