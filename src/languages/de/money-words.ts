// The currency names German readers write after an amount, as src/i18n/read-money.ts reads them
// (CURRENCY_WORDS, beside the names the language's style prints).

export const moneyWords = {
  euro: 'EUR',
  dollar: 'USD',
  'us-dollar': 'USD',
  franken: 'CHF',
  yen: 'JPY',
  pfund: 'GBP',
} as const;
