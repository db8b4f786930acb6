// French sums as Le Monde writes them (docs/style-sheets.md): `1,5 milliard d’euros`, `470 000
// milliards de dollars`, `3 millions de milliards d’euros`.

export const style = {
  words: { of: 'fr' },
  digitsBelow: 6,
  names: {
    USD: { one: 'dollar', other: 'dollars' },
    CAD: { one: 'dollar canadien', other: 'dollars canadiens' },
    EUR: { one: 'euro', other: 'euros' },
    GBP: { one: 'livre sterling', other: 'livres sterling' },
    CNY: { one: 'yuan', other: 'yuans' },
    JPY: { one: 'yen', other: 'yens' },
    INR: { one: 'roupie', other: 'roupies' },
    KRW: { one: 'won', other: 'wons' },
    RUB: { one: 'rouble', other: 'roubles' },
    TRY: { one: 'livre turque', other: 'livres turques' },
    CHF: { one: 'franc suisse', other: 'francs suisses' },
    BRL: { one: 'real', other: 'reais' },
  },
  nameSpace: '\u00a0',
  of: { word: 'de ', elided: 'd’' },
  // `quelque` (invariable before a number) rather than `environ`, which `de` would have to elide.
  rounded: 'quelque ',
} as const;
