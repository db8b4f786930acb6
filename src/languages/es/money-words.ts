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
  // `15.000 dólares` is thousands, as Spain prints it: nobody writes money to three decimals; `$15.000`,
  // which the API reads as 15, is refused (docs/languages.md).
  loneDot: 'group',
  // Before a scale word a lone dot and three digits read two ways: Spain groups (`184.700 millones`),
  // Mexico marks decimals (`10.815 billones de pesos`, `31.963 billones de pesos`).
  dotBeforeWord: 'ambiguous',
  // `$1'500.000` is a million and a half in Colombia, `1.500,000` fifteen hundred in Spain.
  mixedThree: 'ambiguous',
} as const;

/**
 * Spanish as Spain writes it (`lang=es-ES`): its comma is a decimal sign before its own scale word
 * (`9,037 trillones`) and its dot a group (`184.700 millones`), as El País and Spanish answers print
 * them. Where the API reads the text (`$1,500`, `1.500`), the languages' rule still refuses it.
 */
export const spainNotation = {
  decimal: ',',
  spaceGroups: true,
  loneDot: 'group',
  commaBeforeOwnWord: true,
  mixedThree: 'ambiguous',
} as const;

/** Labels it writes otherwise, for the same currency (src/i18n/money.ts): none, every label is ours. */
export const labels = {} as const;
