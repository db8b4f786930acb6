// How Spanish readers write money, as src/i18n/read-money.ts reads it and src/i18n/money.ts writes it:
// the currency names they write after an amount (beside the names the language's style prints), how
// they separate a number's groups and decimals, and the labels they write otherwise than ours.

export const moneyWords = {
  euro: 'EUR',
  euros: 'EUR',
  'de euros': 'EUR',
  dólar: 'USD',
  dólares: 'USD',
  'de dólares': 'USD',
} as const;

/** How its writers separate a number's groups and decimals (src/i18n/read-money.ts `Notation`). */
export const notation = {
  decimal: ',',
  spaceGroups: true,
  // `15.000 dólares`, `184.700 millones` are thousands, as El País prints them: nobody writes money or
  // millions to three decimals; `$15.000`, which the API reads as 15, is refused (docs/languages.md).
  loneDot: 'group',
} as const;

/** Labels it writes otherwise, for the same currency (src/i18n/money.ts): none, every label is ours. */
export const labels = {} as const;
