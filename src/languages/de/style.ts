// German sums as the FAZ writes them (docs/style-sheets.md): `1,5 Milliarden Euro`, `rund 5,2 Milliarden Euro`.

export const style = {
  words: { of: 'de' },
  digitsBelow: 6,
  // Invariable after a number in every case the sentences need (dative plural too), Rupie excepted.
  names: {
    USD: { one: 'Dollar', other: 'Dollar' },
    CAD: { one: 'Kanada-Dollar', other: 'Kanada-Dollar' },
    EUR: { one: 'Euro', other: 'Euro' },
    GBP: { one: 'Pfund', other: 'Pfund' },
    CNY: { one: 'Yuan', other: 'Yuan' },
    JPY: { one: 'Yen', other: 'Yen' },
    INR: { one: 'Rupie', other: 'Rupien' },
    KRW: { one: 'Won', other: 'Won' },
    RUB: { one: 'Rubel', other: 'Rubel' },
    TRY: { one: 'Lira', other: 'Lira' },
    CHF: { one: 'Franken', other: 'Franken' },
    BRL: { one: 'Real', other: 'Reais' },
  },
  nameSpace: '\u00a0',
  rounded: 'rund ',
  // `rund` agrees with a feminine scale word said as one: `rund eine Billion Mal` (docs/style-sheets.md).
  roundedOne: 'rund eine',
} as const;
