// Indian English sums as The Hindu writes them (docs/style-sheets.md): rupees in lakh and crore
// (`₹1.5 crore`, `₹15 lakh`) and in English words past lakh crore, every other currency in million and billion (`$630 million`, `C$2
// million`, `264,300 yuan`).

/** Where lakh crore ends (99,999 lakh crore): from here rupees are said in English words (`₹674 quintillion`). */
const PAST_LAKH_CRORE = 17;

export const style = {
  // Every currency in English's words (million, billion); rupees in lakh and crore (numbers.ts), then
  // in English's words past lakh crore, each said only of a sum past it.
  words: { of: 'en' },
  wordsFor: { INR: { of: 'en-IN', past: { of: 'en', from: PAST_LAKH_CRORE } } },
  digitsBelow: 6,
  digitsBelowFor: { INR: 5 },
  // The yuan by its name, as The Hindu writes it (`264,300 yuan`); every other currency by its sign.
  names: { CNY: { one: 'yuan', other: 'yuan' } },
  nameSpace: '\u00a0',
  rounded: 'about ',
} as const;
