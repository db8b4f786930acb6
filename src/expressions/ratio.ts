import { ratioScale } from '../anchors/index.ts';
import { compare } from '../money/decimal.ts';
import { figure } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import type { Ratio } from './types.ts';

/** The ratio of two wealths (conventions §10): theirs ÷ yours, phrased with 1 on the smaller side. */
export function ratioOf(yours: Money, theirs: Money): Ratio {
  const value = theirs.value / yours.value;
  const order = compare(theirs.amount, yours.amount);
  const theirsLarger = order >= 0;
  const factor = figure(theirsLarger ? value : yours.value / theirs.value).text;
  const [larger, smaller] = theirsLarger ? ['Their wealth', 'yours'] : ['Your wealth', 'theirs'];
  let sentence: string;
  if (order === 0) sentence = 'Your wealth and theirs are equal.';
  else if (factor === '1') sentence = `${larger} is slightly larger than ${smaller}.`;
  else sentence = `${larger} is ${factor} times ${smaller}.`;
  return {
    value,
    phrase: theirsLarger ? `${factor} : 1` : `1 : ${factor}`,
    sentence,
    scale: ratioScale(value),
  };
}
