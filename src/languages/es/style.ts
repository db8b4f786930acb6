// Spanish sums as El País writes them (docs/style-sheets.md), grouped as the academies' Ortografía
// says: `184 700 millones de euros`, `unos 15,98 billones de euros`.

export const style = {
  // An echo that needs three decimals before its word takes the word below, exactly (El País:
  // `9.225.000 millones`): `9,225 billones` is refused when sent back, as Mexico groups with that comma.
  words: { of: 'es', exactDigits: 7 },
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
