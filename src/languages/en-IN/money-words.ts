// The currency names Indian English readers write after an amount, as src/i18n/read-money.ts reads them
// (CURRENCY_WORDS, beside the names the language's style prints).

export const moneyWords = {
  rs: 'INR',
  'rs.': 'INR',
  rupee: 'INR',
  rupees: 'INR',
  dollar: 'USD',
  dollars: 'USD',
} as const;
