import { moneyParam } from './params.ts';

/** The money parameters every expression or the comparison starts with. */
export const WEALTH = moneyParam(
  'wealth',
  'Wealth',
  'The wealth to express: a number such as 1000000, 1,000,000, 1.000.000 or 1M (K, M, B, T, Q), optionally prefixed by a currency symbol or ISO code ($, €, £, CHF …; URL-encode non-ASCII symbols). At least 1, at most 1e24.',
  '1B',
);

export const WEALTH_YOURS = moneyParam(
  'wealthYours',
  'Your Wealth',
  'Your wealth, in the same notation as `wealth`.',
  '100K',
);

export const WEALTH_THEIRS = moneyParam(
  'wealthTheirs',
  'Their Wealth',
  'Their wealth, in the same notation as `wealth`.',
  '1T',
);
