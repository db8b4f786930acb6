// English's large-number words (src/i18n/scale-words.ts gathers every language's into SCALE).
import type { Word } from '../scale.ts';

/** English magnitude letters and words, read in en-IN and ja too (where billion is 10^9 as in English). */
export const ENGLISH_READ = {
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
} as const;

/** English keeps its own figures; its table is what the English parser reads (K, M, B, T, Q). */
const words: Word[] = [
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

export const numbers = {
  words,
  maxMantissaDigits: 3,
  wordSpace: ' ',
  shortSpace: '',
  read: { ...ENGLISH_READ, q: 15 },
  compound: false,
} as const;
