// Two squares whose areas are in the wealths' ratio, side by side on one base line: the card and the
// embed draw them from this one rule.

/** Below this side (px) a square is circled, as on the page: a real amount, too small to see. */
export const VISIBLE_SIDE = 2;

/**
 * The sides of the two squares for a ratio (theirs ÷ yours), as large as a box of `width` × `height`
 * allows with `gap` between them: the larger is as tall as the box, or narrower when both must share
 * its width (ratios near 1).
 */
export function squaresToScale(
  ratio: number,
  width: number,
  height: number,
  gap: number,
): { yours: number; theirs: number } {
  const times = ratio >= 1 ? ratio : 1 / ratio;
  const big = Math.min(height, (width - gap) / (1 + 1 / Math.sqrt(times)));
  const small = big / Math.sqrt(times);
  return ratio >= 1 ? { yours: small, theirs: big } : { yours: big, theirs: small };
}
