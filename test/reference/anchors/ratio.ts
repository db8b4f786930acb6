// Tiers for the comparison ratio, by magnitude in whichever direction is larger. The 200:1 line is
// this project's own rounded threshold, informed by a reported global disparity of about 190:1; it is
// not anyone's official definition, so the wording states the threshold and attributes it to no one.
import { compareRational, type Rational, rational } from '../money/rational.ts';

/** A whole number grouped with commas. */
const formatWhole = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);

export interface RatioTier {
  /** The tier applies when the larger wealth is at least this many times the smaller. */
  atLeast: number;
  label: string;
  sentence: string;
}

function extreme(atLeast: number): RatioTier {
  return {
    atLeast,
    label: `extreme inequality (${formatWhole(atLeast)}:1 or more)`,
    sentence: `This is extreme wealth inequality: the larger wealth is at least ${formatWhole(atLeast)} times the smaller.`,
  };
}

/** Ascending by threshold; the first tier covers every ratio from 1:1. */
export const ratioTiers: readonly RatioTier[] = [
  {
    atLeast: 1,
    label: 'roughly equal',
    sentence: 'The two wealths are roughly equal: they differ by less than 10%.',
  },
  {
    atLeast: 1.1,
    label: 'modest gap',
    sentence: 'This is a modest wealth gap: the larger wealth is at least 1.1 times the smaller.',
  },
  {
    atLeast: 2,
    label: 'large gap',
    sentence: 'This is a large wealth gap: the larger wealth is at least twice the smaller.',
  },
  {
    atLeast: 10,
    label: 'very large gap',
    sentence: 'This is a very large wealth gap: the larger wealth is at least 10 times the smaller.',
  },
  extreme(200),
  extreme(10_000),
  extreme(1_000_000),
  extreme(1_000_000_000),
];

export const EXTREME_INEQUALITY_RATIO = 200;

/** A tier's threshold as an exact fraction: 1.1 is 11/10. */
export function thresholdOf(tier: RatioTier): Rational {
  return tier.atLeast === 1.1 ? rational(11, 10) : rational(tier.atLeast);
}

const tiersDescending = [...ratioTiers].reverse().map((tier) => ({ tier, threshold: thresholdOf(tier) }));

/**
 * The tier for `factor` = the larger wealth ÷ the smaller, exactly (at least 1). Decided on the exact
 * fraction, so 199.6 is a very large gap, never extreme inequality.
 */
export function ratioTier(factor: Rational): RatioTier {
  for (const { tier, threshold } of tiersDescending) {
    if (compareRational(factor, threshold) >= 0) return tier;
  }
  throw new RangeError('a wealth factor is at least 1');
}
