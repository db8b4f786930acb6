import { ratioScale } from '../anchors/index.ts';
import { compare } from '../money/decimal.ts';
import type { Money } from '../money/parse.ts';
import { exactFigure, fromDecimal, over } from '../money/rational.ts';
import type { Ratio } from './types.ts';

/**
 * The ratio of two wealths (conventions §10): theirs ÷ yours, phrased with 1 on the smaller side.
 * The shown factor is computed exactly from the two amounts (no float digits at 1e24), and the tier is
 * chosen from that shown, rounded factor, so figure, sentence and tier never contradict each other:
 * 199.6 shows `200 : 1` and is extreme inequality; 1.09 shows `1.1 : 1` and is a modest gap.
 */
export function ratioOf(yours: Money, theirs: Money): Ratio {
  const value = theirs.value / yours.value;
  const order = compare(theirs.amount, yours.amount);
  const theirsLarger = order >= 0;
  const [big, small] = theirsLarger ? [theirs, yours] : [yours, theirs];
  const shown = exactFigure(over(fromDecimal(big.amount), fromDecimal(small.amount)));
  const factor = shown.text;
  const [larger, smaller] = theirsLarger ? ['Their wealth', 'yours'] : ['Your wealth', 'theirs'];
  let sentence: string;
  if (order === 0) sentence = 'Your wealth and theirs are equal.';
  else if (factor === '1') sentence = `${larger} is slightly larger than ${smaller}.`;
  else sentence = `${larger} is ${factor} times ${smaller}.`;
  return {
    value,
    phrase: theirsLarger ? `${factor} : 1` : `1 : ${factor}`,
    sentence,
    scale: ratioScale(shown.rounded),
  };
}
