// Indian English's large-number words (src/i18n/scale-words.ts gathers every language's into SCALE).
import { ENGLISH_READ } from '../en/numbers.ts';
import { spellings, type Word } from '../scale.ts';

/**
 * Indian English: lakh (10^5), crore (10^7), then lakh crore (10^12) as budgets and the press write
 * it (`2.7 lakh crore`), its mantissa growing in Indian groups up to 99,999 (CLDR's own compact forms).
 */
const words: Word[] = [
  { exponent: 5, one: 'lakh', other: 'lakh', short: 'L' },
  { exponent: 7, one: 'crore', other: 'crore', short: 'Cr' },
  { exponent: 12, one: 'lakh crore', other: 'lakh crore', short: 'LCr' },
];

export const numbers = {
  words,
  maxMantissaDigits: 5,
  wordSpace: ' ',
  groupMantissa: true,
  shortSpace: '',
  read: {
    ...ENGLISH_READ,
    ...spellings(words),
    lakhs: 5,
    lac: 5,
    lacs: 5,
    crores: 7,
    cr: 7,
    'cr.': 7,
    'lakh crores': 12,
    'lakh cr': 12,
    lcr: 12,
  },
  compound: true,
  // The Hindu: one to nine in words (`one superyacht`, `three times`, docs/style-sheets.md).
  smallWords: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
} as const;
