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

/**
 * Scale for durationOfDailySpend; `years` = wealth ÷ spend ÷ 365. Events are counted back from
 * `referenceYear`, the current year unless given.
 */
export function durationScale(years: number, referenceYear?: number): string | null {
  if (!(years >= MIN_DURATION_YEARS)) return null;
  return times(
    durationTable(referenceYear),
    years,
    // A duration is a span, not an age: it is compared with the time since the event.
    (multiplier, phrase) => `That is ${multiplier}the time since ${phrase}.`,
  );
}

/** Scale for heightOfMoneyStack; `meters` is the stack's height. */
export function heightScale(meters: number): string | null {
  return times(heightTable, meters, (multiplier, phrase) => `That is ${multiplier}${phrase}.`);
}

/** The item counted, for the scale to name it: `1.3 fancy coffees for every …`, `one house for every …`. */
export interface CountedNoun {
  readonly singular: string;
  readonly plural: string;
}

/** Scale for numberOfItems; `count` is the whole number of items (0 has no scale). */
export function itemsScale(count: number, item: CountedNoun): string | null {
  const selection = select(itemsTable, count);
  if (!selection) return null;
  const many =
    selection.multiplier === null ? `one ${item.singular}` : `${selection.multiplier} ${item.plural}`;
  return `That is ${many} for every ${selection.anchor.phrase}.`;
}

/** The currency the growth anchors are figures in: sums of money are only compared in their own currency. */
const GROWTH_ANCHOR_CURRENCY = 'USD';

/**
 * Scale for growthOfCompoundInterest; `amount` is the interest earned in `currency`. The anchors are
 * US dollar figures and the service applies no exchange rate, so a growth in any other currency has
 * no scale rather than a false comparison (₩15,080 is not a year at the US minimum wage).
 */
export function growthScale(amount: number, currency: string): string | null {
  if (currency !== GROWTH_ANCHOR_CURRENCY) return null;
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
