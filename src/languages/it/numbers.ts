// Italian's large-number words (src/i18n/scale-words.ts gathers every language's into SCALE).
import { NBSP, spellings, type Word } from '../scale.ts';

/**
 * Italian prose counts in milioni and miliardi, and goes on in miliardi past 10^12 (`2700 miliardi`,
 * as the press writes the public debt; CLDR's "mille miliardi"); the long-scale bilione is read, not said.
 */
const words: Word[] = [
  { exponent: 6, one: 'milione', other: 'milioni', short: 'Mln' },
  { exponent: 9, one: 'miliardo', other: 'miliardi', short: 'Mld' },
  // Past 999.999 miliardi the Corriere counts milioni and miliardi of miliardi (docs/style-sheets.md).
  { exponent: 15, one: 'milione di miliardi', other: 'milioni di miliardi' },
  { exponent: 18, one: 'miliardo di miliardi', other: 'miliardi di miliardi' },
];

export const numbers = {
  words,
  maxMantissaDigits: 6,
  wordSpace: ' ',
  shortSpace: NBSP,
  read: {
    ...spellings(words),
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
  },
  // A figure the engine computed shows two decimals at most before its word (`quelque 45,2 milliards
  // de km`, not `45,232 milliards`), as the press rounds a measure (docs/style-sheets.md).
  figureDecimals: 2,
  compound: false,
  // Corriere groups a mantissa as any number (`2.400 miliardi`).
  groupMantissa: true,
  // `un miliardo di volte` (docs/style-sheets.md).
  oneBeforeWord: 'un',
  // Corriere: two to ten in words (docs/style-sheets.md).
  smallWords: ['', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'],
} as const;
