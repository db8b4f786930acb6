import type { SumWord } from './types.ts';

/** Words every three powers of ten from a million (the long scale's -illion and -illiarde alternate). */
export function longScale(pairs: readonly (readonly [string, string])[], digits: number): SumWord[] {
  return pairs.map(([one, other], i) => ({ exponent: 6 + 3 * i, one, other, digits }));
}
