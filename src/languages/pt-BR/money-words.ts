// The currency names Brazilian Portuguese readers write after an amount, as src/i18n/read-money.ts reads them
// (CURRENCY_WORDS, beside the names the language's style prints).

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
