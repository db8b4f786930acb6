// Brazilian sums as Folha de S.Paulo writes them (docs/style-sheets.md): the real and the US dollar
// by their signs (`R$ 1,42 bilhão`, `US$ 630 milhões`, `US$ 700 mil`), every other currency by its
// name after the figure (`53,46 milhões de wons`), `cerca de` before a rounded sum.

export const style = {
  // Its number words (numbers.ts), after `mil`, which sums say (`US$ 700 mil`) and prose counts do not.
  words: {
    of: 'pt-BR',
    before: [
      { exponent: 3, one: 'mil', other: 'mil', digits: 3, exactDigits: 3, exactDecimals: 1, numeral: true },
    ],
  },
  // From ten thousand a round sum takes `mil` (`US$ 700 mil`); below, digits.
  digitsBelow: 4,
  names: {
    CAD: { one: 'dólar canadense', other: 'dólares canadenses' },
    EUR: { one: 'euro', other: 'euros' },
    GBP: { one: 'libra', other: 'libras' },
    CNY: { one: 'yuan', other: 'yuans' },
    JPY: { one: 'iene', other: 'ienes' },
    INR: { one: 'rúpia', other: 'rúpias' },
    KRW: { one: 'won', other: 'wons' },
    RUB: { one: 'rublo', other: 'rublos' },
    TRY: { one: 'lira turca', other: 'liras turcas' },
    CHF: { one: 'franco suíço', other: 'francos suíços' },
  },
  of: { word: 'de ' },
  nameSpace: '\u00a0',
  rounded: 'cerca de ',
} as const;
