// French's large-number words (src/i18n/scale-words.ts gathers every language's into SCALE).
import { longScale, NBSP, spellings, type Word } from '../scale.ts';

/** The long scale French dictionaries list: read in input, never written (Le Monde does not print it). */
const LONG = longScale(
  [
    ['million', 'millions'],
    ['milliard', 'milliards'],
    ['billion', 'billions'],
    ['billiard', 'billiards'],
    ['trillion', 'trillions'],
    ['trilliard', 'trilliards'],
    ['quadrillion', 'quadrillions'],
    ['quadrilliard', 'quadrilliards'],
    ['quintillion', 'quintillions'],
    ['quintilliard', 'quintilliards'],
  ],
  { 6: 'M', 9: 'Md' },
);

/**
 * French prose counts as Le Monde does, in millions and milliards, then millions and milliards of
 * milliards (`470 000 milliards`, `12 millions de milliards de fois`: docs/style-sheets.md), never the
 * long scale's billion (a false friend of the English word) or billiard.
 */
const words: Word[] = [
  { exponent: 6, one: 'million', other: 'millions', short: 'M' },
  { exponent: 9, one: 'milliard', other: 'milliards', short: 'Md' },
  { exponent: 15, one: 'million de milliards', other: 'millions de milliards' },
  { exponent: 18, one: 'milliard de milliards', other: 'milliards de milliards' },
];

export const numbers = {
  words,
  maxMantissaDigits: 6,
  wordSpace: ' ',
  groupMantissa: true,
  shortSpace: NBSP,
  read: {
    ...spellings(LONG),
    ...spellings(words),
    mille: 3,
    md: 9,
    mds: 9,
    mrd: 9,
    mrds: 9,
    // The press's sums past a thousand milliards (docs/style-sheets.md).
    'million de milliards': 15,
    'millions de milliards': 15,
    'milliard de milliards': 18,
    'milliards de milliards': 18,
  },
  // A figure the engine computed shows two decimals at most before its word (`quelque 45,2 milliards
  // de km`, not `45,232 milliards`), as the press rounds a measure (docs/style-sheets.md).
  figureDecimals: 2,
  compound: false,
  // Le Monde: two to nine in words (docs/style-sheets.md).
  smallWords: ['', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  // Le Monde writes one before a word in digits, counts as sums (`1 milliard de fois`, `1 million de
  // yens`: docs/style-sheets.md); `un million` is read.
  readOne: 'un',
} as const;
