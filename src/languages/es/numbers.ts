// Spanish's large-number words (src/i18n/scale-words.ts gathers every language's into SCALE).
import { NBSP, spellings, type Word } from '../scale.ts';

/**
 * Spanish says 10^9 as thousands of millions (`2700 millones`) and 10^15 as thousands of billones: the
 * words are every 10^6, a mantissa up to 999.999.
 */
const words: Word[] = [
  { exponent: 6, one: 'millón', other: 'millones', short: 'M' },
  { exponent: 12, one: 'billón', other: 'billones' },
  { exponent: 18, one: 'trillón', other: 'trillones' },
  { exponent: 24, one: 'cuatrillón', other: 'cuatrillones' },
  { exponent: 30, one: 'quintillón', other: 'quintillones' },
];

export const numbers = {
  words,
  maxMantissaDigits: 6,
  wordSpace: ' ',
  shortSpace: NBSP,
  read: {
    ...spellings(words),
    mil: 3,
    'mil millones': 9,
    millardo: 9,
    millardos: 9,
    'mill.': 6,
    mill: 6,
  },
  compound: false,
  // A figure the engine computed shows two decimals at most before its word (`unos 2,28 millones de
  // kilómetros`): three read as a thousands group to a reader who groups with a comma (El País).
  figureDecimals: 2,
  // El País groups a mantissa as any number (`184.700 millones`).
  groupMantissa: true,
  // El País: two to nine in words (docs/style-sheets.md).
  smallWords: ['', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  // `un millón de veces` (docs/style-sheets.md).
  oneBeforeWord: 'un',
} as const;
