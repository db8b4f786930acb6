// Italian sums as the Corriere della Sera writes them (docs/style-sheets.md): `1,5 miliardi di euro`,
// `2.700 miliardi di euro`, `3,5 miliardi di miliardi di dollari canadesi`.

export const style = {
  words: { of: 'it' },
  digitsBelow: 6,
  names: {
    USD: { one: 'dollaro', other: 'dollari' },
    CAD: { one: 'dollaro canadese', other: 'dollari canadesi' },
    EUR: { one: 'euro', other: 'euro' },
    GBP: { one: 'sterlina', other: 'sterline' },
    CNY: { one: 'yuan', other: 'yuan' },
    JPY: { one: 'yen', other: 'yen' },
    INR: { one: 'rupia', other: 'rupie' },
    KRW: { one: 'won', other: 'won' },
    RUB: { one: 'rublo', other: 'rubli' },
    TRY: { one: 'lira turca', other: 'lire turche' },
    CHF: { one: 'franco svizzero', other: 'franchi svizzeri' },
    BRL: { one: 'real', other: 'reais' },
  },
  nameSpace: '\u00a0',
  of: { word: 'di ' },
  rounded: 'circa ',
} as const;
