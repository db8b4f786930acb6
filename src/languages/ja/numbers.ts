// Japanese's large-number words (src/i18n/scale-words.ts gathers every language's into SCALE).
import { ENGLISH_READ } from '../en/numbers.ts';
import { spellings, type Word } from '../scale.ts';

/** Japanese counts by 10^4: 万, 億, 兆, 京, 垓; the mantissa up to 9999 (`2700兆`). */
const words: Word[] = [
  { exponent: 4, one: '万', other: '万', short: '万' },
  { exponent: 8, one: '億', other: '億', short: '億' },
  { exponent: 12, one: '兆', other: '兆', short: '兆' },
  { exponent: 16, one: '京', other: '京', short: '京' },
  { exponent: 20, one: '垓', other: '垓', short: '垓' },
];

export const numbers = {
  words,
  maxMantissaDigits: 4,
  wordSpace: '',
  shortSpace: '',
  read: { ...ENGLISH_READ, ...spellings(words), 千: 3 },
  compound: true,
} as const;
