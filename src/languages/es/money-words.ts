// The currency names Spanish readers write after an amount, as src/i18n/read-money.ts reads them
// (CURRENCY_WORDS, beside the names the language's style prints).

export const moneyWords = {
  euro: 'EUR',
  euros: 'EUR',
  'de euros': 'EUR',
  dólar: 'USD',
  dólares: 'USD',
  'de dólares': 'USD',
} as const;
