// Spanish sums as El País writes them (docs/style-sheets.md), grouped as the academies' Ortografía
// says: `184 700 millones de euros`, `unos 15,98 billones de euros`.
import type { SumStyle } from './types.ts';

export const es: SumStyle = {
  words: [
    { exponent: 6, one: 'millón', other: 'millones', digits: 6 },
    { exponent: 12, one: 'billón', other: 'billones', digits: 6 },
    { exponent: 18, one: 'trillón', other: 'trillones', digits: 6 },
    { exponent: 24, one: 'cuatrillón', other: 'cuatrillones', digits: 6 },
    { exponent: 30, one: 'quintillón', other: 'quintillones', digits: 6 },
  ],
  digitsBelow: 6,
  names: {
    USD: { one: 'dólar', other: 'dólares' },
    CAD: { one: 'dólar canadiense', other: 'dólares canadienses' },
    EUR: { one: 'euro', other: 'euros' },
    GBP: { one: 'libra', other: 'libras' },
    CNY: { one: 'yuan', other: 'yuanes' },
    JPY: { one: 'yen', other: 'yenes' },
    INR: { one: 'rupia', other: 'rupias' },
    KRW: { one: 'won', other: 'wones' },
    RUB: { one: 'rublo', other: 'rublos' },
    TRY: { one: 'lira turca', other: 'liras turcas' },
    CHF: { one: 'franco suizo', other: 'francos suizos' },
    BRL: { one: 'real', other: 'reales' },
  },
  nameSpace: '\u00a0',
  of: { word: 'de ' },
  rounded: 'unos ',
};
