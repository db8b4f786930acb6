// The currency names French readers write after an amount, as src/i18n/read-money.ts reads them
// (CURRENCY_WORDS, beside the names the language's style prints).

export const moneyWords = {
  euro: 'EUR',
  euros: 'EUR',
  "d'euros": 'EUR',
  'd’euros': 'EUR',
  dollar: 'USD',
  dollars: 'USD',
  'de dollars': 'USD',
  franc: 'CHF',
  francs: 'CHF',
  'de francs': 'CHF',
} as const;
