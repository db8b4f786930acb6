// Spanish sums as El País writes them (docs/style-sheets.md), grouped as the academies' Ortografía
// says: `184 700 millones de euros`, `unos 15,98 billones de euros`.

export const style = {
  // An echo shows up to three decimals before its word (`9,037 trillones`), which reads back in Spain's
  // notation (`lang=es-ES`; docs/languages.md).
  words: { of: 'es' },
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
  // El País writes one in words: `un millón de yenes`, `el 50% de un billón de euros`.
  one: 'un',
  // `unos` agrees with its number: a rounded one is `alrededor de un billón` (El País).
  roundedOne: 'alrededor de un',
} as const;
