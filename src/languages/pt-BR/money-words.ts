// How Brazilian Portuguese readers write money, as src/i18n/read-money.ts reads it and src/i18n/money.ts writes it:
// the currency names they write after an amount (beside the names the language's style prints), how
// they separate a number's groups and decimals, and the labels they write otherwise than ours.

export const moneyWords = {
  real: 'BRL',
  reais: 'BRL',
  'de reais': 'BRL',
  dólar: 'USD',
  dólares: 'USD',
  'de dólares': 'USD',
  euro: 'EUR',
  euros: 'EUR',
  'de euros': 'EUR',
} as const;

/** How its writers separate a number's groups and decimals (src/i18n/read-money.ts `Notation`). */
export const notation = {
  decimal: ',',
  spaceGroups: true,
  loneDot: 'group',
  // `8,827 Milliarden`: a decimal comma before the language's own word (docs/languages.md, rule 3).
  commaBeforeOwnWord: true,
} as const;

/**
 * Labels it writes otherwise, for the same currency (src/i18n/money.ts): a Brazilian reader takes a
 * lone `$` for no currency of its own (the real is `R$`), and writes the US dollar `US$`, as Folha does.
 */
export const labels = { $: 'US$' } as const;
