// The `scale` sentences (conventions §9): each result is put next to the largest curated anchor not
// above it, with a multiplier rounded down. All anchors are prepared at module load; a call is a binary
// search plus one template.
import { durationTable } from './duration.ts';
import { growthTable } from './growth.ts';
import { heightTable } from './height.ts';
import { itemsTable } from './items.ts';
import { ratioTier } from './ratio.ts';
import { type AnchorTable, select } from './select.ts';

/** Durations under a year have no scale, whatever the anchors (conventions §9). */
const MIN_DURATION_YEARS = 1;

function times(table: AnchorTable, value: number, render: (multiplier: string, phrase: string) => string) {
  const selection = select(table, value);
  if (!selection) return null;
  return render(
    selection.multiplier === null ? '' : `${selection.multiplier} times `,
    selection.anchor.phrase,
  );
}

/** Scale for durationOfDailySpend; `years` = wealth ÷ spend ÷ 365. */
export function durationScale(years: number): string | null {
  if (!(years >= MIN_DURATION_YEARS)) return null;
  return times(
    durationTable,
    years,
    (multiplier, phrase) => `That is ${multiplier}as long ago as ${phrase}.`,
  );
}

/** Scale for heightOfMoneyStack; `meters` is the stack's height. */
export function heightScale(meters: number): string | null {
  return times(heightTable, meters, (multiplier, phrase) => `That is ${multiplier}${phrase}.`);
}

/** Scale for numberOfItems; `count` is the whole number of items (0 has no scale). */
export function itemsScale(count: number): string | null {
  const selection = select(itemsTable, count);
  if (!selection) return null;
  return `That is ${selection.multiplier ?? 'one'} for every ${selection.anchor.phrase}.`;
}

/** Scale for growthOfCompoundInterest; `amount` is the interest earned, compared by number only. */
export function growthScale(amount: number): string | null {
  return times(growthTable, amount, (multiplier, phrase) => `That is ${multiplier}${phrase}.`);
}

/**
 * Scale for comparison; `shownFactor` is the larger wealth ÷ the smaller as the phrase shows it
 * (rounded as conventions §7), so the tier always agrees with the figure beside it. Either direction
 * reads the same. Always a sentence for a positive ratio (the `| null` only matches the other scales).
 */
export function ratioScale(shownFactor: number): string | null {
  return ratioTier(shownFactor).sentence;
}
