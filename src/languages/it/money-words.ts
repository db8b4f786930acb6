// The currency names Italian readers write after an amount, as src/i18n/read-money.ts reads them
// (CURRENCY_WORDS, beside the names the language's style prints).

export const moneyWords = {
  euro: 'EUR',
  'di euro': 'EUR',
  dollaro: 'USD',
  dollari: 'USD',
  'di dollari': 'USD',
} as const;
