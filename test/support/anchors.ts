// How many anchors the data set holds for each operation, from the engine's own arrays: the shared
// anchors and every language's own (issue 28), so that a test of the data set counts them one way.
import { durationAnchors } from '../../src/anchors/duration.ts';
import { growthAnchors } from '../../src/anchors/growth.ts';
import { heightAnchors } from '../../src/anchors/height.ts';
import { itemsAnchors } from '../../src/anchors/items.ts';
import { LOCAL_ANCHORS, type LocalAnchors } from '../../src/anchors/local/index.ts';

/** Every language's own anchors of one kind, counted. */
const local = (kind: keyof LocalAnchors) =>
  Object.values(LOCAL_ANCHORS).reduce((sum, anchors) => sum + (anchors?.[kind].length ?? 0), 0);

/** Anchors by the operation whose `scale` sentences use them, as the data set lists them. */
export const ANCHOR_COUNTS: Readonly<Record<string, number>> = {
  durationOfDailySpend: durationAnchors.length + local('duration'),
  heightOfMoneyStack: heightAnchors.length + local('height'),
  numberOfItems: itemsAnchors.length + local('items'),
  growthOfCompoundInterest: growthAnchors.length + local('growth'),
};
