// Indian English sums as The Hindu writes them (docs/style-sheets.md): rupees in lakh and crore
// (`₹1.5 crore`, `₹15 lakh`) and in English words past lakh crore, every other currency in million and billion (`$630 million`, `C$2
// million`, `264,300 yuan`).

/**
 * Where lakh crore ends (999 lakh crore, as The Hindu counts a national budget): from 10^15 rupees are
 * said in English words (`₹5 quadrillion`, `₹674 quintillion`), so that one answer's rupee sums of that
 * size share one scale.
 */
const PAST_LAKH_CRORE = 15;

export const style = {
  // Every currency in English's words (million, billion); rupees in lakh and crore (numbers.ts) up to
  // 999 lakh crore, then in English's words from quadrillion.
  words: { of: 'en' },
  // A rupee sum exact to two decimals of its word (`₹1.85 lakh`); a third, or a crore said in lakh,
  // is written in digits (`₹1,84,900`, `₹5,95,60,000`); lakh crore falls back to crore (`₹1,84,900
  // crore`), as The Hindu does.
  wordsFor: {
    INR: { of: 'en-IN', past: { of: 'en', from: PAST_LAKH_CRORE }, exactDecimals: 2, aloneBelow: 12 },
  },
  digitsBelow: 6,
  digitsBelowFor: { INR: 5 },
  // The yuan by its name, as The Hindu writes it (`264,300 yuan`); every other currency by its sign.
  // The yuan, the won, the yen and the real by their names, as Indian papers and their wire copy print
  // them (`264,300 yuan`, `14.1 trillion won`, `4.9 trillion yen`); R$ beside ₹ reads as `Rs`.
  names: {
    CNY: { one: 'yuan', other: 'yuan' },
    KRW: { one: 'won', other: 'won' },
    JPY: { one: 'yen', other: 'yen' },
    BRL: { one: 'real', other: 'reais' },
  },
  nameSpace: '\u00a0',
  rounded: 'about ',
  // Less than a rupee, a dollar, a pound or a euro in its hundredths (The Hindu: `50 paise`, `20
  // cents`, `70 pence`); the euro's and the Canadian dollar's cents by their currency, beside the US one.
  minor: {
    INR: { one: 'paisa', other: 'paise' },
    USD: { one: 'cent', other: 'cents' },
    GBP: { one: 'penny', other: 'pence' },
    EUR: { one: 'euro cent', other: 'euro cents' },
    CAD: { one: 'Canadian cent', other: 'Canadian cents' },
    BRL: { one: 'centavo', other: 'centavos' },
  },
} as const;
