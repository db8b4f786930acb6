// Tiers for the comparison ratio, by magnitude in whichever direction is larger. The 200:1 line is
// this project's own rounded threshold, informed by a reported global disparity of about 190:1; it is
// not anyone's official definition, so the wording states the threshold and attributes it to no one.
import { formatWhole } from './format.ts';

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

// Highest tier first. A ratio below 1 is compared with 1/threshold rather than inverted, so that
// theirs/yours = 1/200 (computed as 3/600, say) lands on exactly the same double as the threshold.
const tiersDescending = [...ratioTiers].reverse().map((tier) => ({ ...tier, atMost: 1 / tier.atLeast }));

/** The tier for ratio = wealthTheirs ÷ wealthYours (any positive number, either direction). */
export function ratioTier(ratio: number): RatioTier {
  if (!(ratio > 0)) throw new RangeError(`a wealth ratio must be a positive number, got ${ratio}`);
  for (const tier of tiersDescending) {
    if (ratio >= tier.atLeast || ratio <= tier.atMost) return tier;
  }
  // Unreachable: the last tier (atLeast 1) matches every positive ratio.
  throw new RangeError(`no tier for ratio ${ratio}`);
}
