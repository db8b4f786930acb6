// German's large-number words (src/i18n/scale-words.ts gathers every language's into SCALE).
import { longScale, NBSP, spellings } from '../scale.ts';

const words = longScale(
  [
    ['Million', 'Millionen'],
    ['Milliarde', 'Milliarden'],
    ['Billion', 'Billionen'],
    ['Billiarde', 'Billiarden'],
    ['Trillion', 'Trillionen'],
    ['Trilliarde', 'Trilliarden'],
    ['Quadrillion', 'Quadrillionen'],
    ['Quadrilliarde', 'Quadrilliarden'],
    ['Quintillion', 'Quintillionen'],
    ['Quintilliarde', 'Quintilliarden'],
  ],
  { 6: 'Mio.', 9: 'Mrd.', 12: 'Bio.' },
);

export const numbers = {
  words,
  maxMantissaDigits: 3,
  wordSpace: ' ',
  shortSpace: NBSP,
  read: {
    ...spellings(words),
    tsd: 3,
    'tsd.': 3,
    tausend: 3,
    mio: 6,
    mrd: 9,
    md: 9,
    mia: 9,
    'mia.': 9,
    bio: 12,
  },
  // A figure the engine computed shows two decimals at most before its word (`quelque 45,2 milliards
  // de km`, not `45,232 milliards`), as the press rounds a measure (docs/style-sheets.md).
  figureDecimals: 2,
  compound: false,
  // FAZ and Duden: two to twelve in words in running text (docs/style-sheets.md).
  smallWords: ['', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  // every German scale word is feminine: `eine Milliarde Mal` (docs/style-sheets.md).
  oneBeforeWord: 'eine',
} as const;
