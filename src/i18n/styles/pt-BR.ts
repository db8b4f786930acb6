// Brazilian sums as Folha de S.Paulo writes them (docs/style-sheets.md): the sign before the number,
// the word after it: `R$ 1,42 bilhão`, `US$ 630 milhões`, `cerca de R$ 5,2 bilhões`.
import type { SumStyle } from './types.ts';

export const ptBR: SumStyle = {
  words: [
    { exponent: 6, one: 'milhão', other: 'milhões', digits: 3 },
    { exponent: 9, one: 'bilhão', other: 'bilhões', digits: 3 },
    { exponent: 12, one: 'trilhão', other: 'trilhões', digits: 3 },
    { exponent: 15, one: 'quatrilhão', other: 'quatrilhões', digits: 3 },
    { exponent: 18, one: 'quintilhão', other: 'quintilhões', digits: 3 },
    { exponent: 21, one: 'sextilhão', other: 'sextilhões', digits: 3 },
    { exponent: 24, one: 'septilhão', other: 'septilhões', digits: 3 },
    { exponent: 27, one: 'octilhão', other: 'octilhões', digits: 3 },
    { exponent: 30, one: 'nonilhão', other: 'nonilhões', digits: 3 },
    { exponent: 33, one: 'decilhão', other: 'decilhões', digits: 3 },
  ],
  digitsBelow: 6,
  nameSpace: '\u00a0',
  rounded: 'cerca de ',
};
