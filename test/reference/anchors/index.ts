// The `scale` sentences (docs/conventions.md §9): each result is put next to the anchor the perspective engine
// (perspective.ts) chooses, in words that are true of the exact figures. For a comparison, each call
// is given the other result too, so that both sides can share one anchor.
import type { CurrencyCode } from '../money/currencies.ts';
import { type Rational, rational } from '../money/rational.ts';
import { durationTable } from './duration.ts';
import { growthTable } from './growth.ts';
import { heightTable } from './height.ts';
import { itemsTable } from './items.ts';
import {
  type AnchorTable,
  type CountedNoun,
  countedLead,
  exactly,
  leadWords,
  type Perspective,
  perspective,
  perspectivePair,
} from './perspective.ts';
import { ratioTier } from './ratio.ts';

export type { CountedNoun } from './perspective.ts';

/** Durations under a year have no scale (docs/conventions.md §9): one year, in days. */
const MIN_DURATION_DAYS = rational(365);

function choose(table: AnchorTable, value: Rational, partner?: Rational): Perspective | null {
  return partner === undefined ? perspective(table, value) : perspectivePair(table, value, partner)[0];
}

const plain = (chosen: Perspective | null) =>
  chosen === null ? null : `That is ${leadWords(chosen.lead)}${chosen.anchor.phrase}.`;

const atLeastAYear = (days: Rational) => days.numerator >= MIN_DURATION_DAYS.numerator * days.denominator;

/**
 * Scale for durationOfDailySpend; `days` = wealth ÷ spend, exactly. Events are counted from their day
 * to `today` (a Julian Day Number, the current day unless given).
 */
export function durationScale(days: Rational, partner?: Rational, today?: number): string | null {
  if (!atLeastAYear(days)) return null;
  // A partner under a year has no scale of its own, so there is nothing to share with it.
  const shared = partner !== undefined && atLeastAYear(partner) ? partner : undefined;
  return plain(choose(durationTable(today), days, shared));
}

/** Scale for heightOfMoneyStack; `meters` is the stack's exact height. */
export function heightScale(meters: Rational, partner?: Rational): string | null {
  return plain(choose(heightTable, meters, partner));
}

/** Scale for numberOfItems; `count` is the whole number of items (0 is said in fortunes, by the expression). */
export function itemsScale(count: bigint, item: CountedNoun, partner?: bigint): string | null {
  if (count <= 0n) return null;
  const shared = partner !== undefined && partner > 0n ? rational(partner) : undefined;
  const chosen = choose(itemsTable, rational(count), shared);
  if (chosen === null) return null;
  return `That is ${countedLead(chosen.lead, item)} for every ${chosen.anchor.phrase}.`;
}

/** The currency the growth anchors are figures in: sums of money are only compared in their own currency. */
const GROWTH_ANCHOR_CURRENCY = 'USD';

/**
 * The currency of the sums of money a growth's scale names, for a growth in `currency`; undefined when
 * it names none. The answer's currency note is decided on it (expressions/labels.ts).
 */
export function growthAnchorCurrency(currency: string): CurrencyCode | undefined {
  return currency === GROWTH_ANCHOR_CURRENCY ? GROWTH_ANCHOR_CURRENCY : undefined;
}

/**
 * Scale for growthOfCompoundInterest; `amount` is the interest earned in `currency`, as shown. The
 * anchors are US dollar figures and the service applies no exchange rate, so a growth in any other
 * currency has no scale rather than a false comparison (₩15,080 is not a year at the US minimum wage).
 */
export function growthScale(amount: number, currency: string, partner?: number): string | null {
  if (growthAnchorCurrency(currency) === undefined || !(amount > 0)) return null;
  const shared = partner !== undefined && partner > 0 ? exactly(partner) : undefined;
  return plain(choose(growthTable, exactly(amount), shared));
}

/**
 * Scale for comparison; `factor` is the larger wealth ÷ the smaller, exactly. The tier is decided on
 * it, never on a rounded figure. Null for equal wealths: the sentence already says they are equal.
 */
export function ratioScale(factor: Rational): string | null {
  if (factor.numerator === factor.denominator) return null;
  return ratioTier(factor).sentence;
}
