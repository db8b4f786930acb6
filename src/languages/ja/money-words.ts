// The currency names Japanese readers write after an amount, as src/i18n/read-money.ts reads them
// (CURRENCY_WORDS, beside the names the language's style prints).

export const moneyWords = { ドル: 'USD', 米ドル: 'USD', ユーロ: 'EUR' } as const;
