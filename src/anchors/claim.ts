// What a `scale` sentence says, decided once by the engine and free of any language: which anchor (by
// its stable id), which hedge, which figures. english.ts renders it; a later issue renders the same
// claim in other languages from message catalogues. Nothing here is English but the type names.
import type { Exact } from '../money/exact.ts';
import type { Figure } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import type { Rational } from '../money/rational.ts';

/** A fraction of the anchor a reader can picture. */
export type FractionName = 'a-quarter' | 'a-third' | 'half' | 'two-thirds' | 'three-quarters';

/** A multiplier as printed, and the exact figure its text stands for. */
export interface Multiplier {
  readonly value: Rational;
  /** The digits as printed, `.` before any decimals, no grouping: `2.4`, `274`, `3300`, `2.74`. */
  readonly mantissa: string;
  /** The power of ten the mantissa is read with: 0, or 6, 9 … 24 for a scale word, or the exponent of a power. */
  readonly scale: number;
  /** Rounded to fewer digits than it has (from 1,000 below a million): said with "about". */
  readonly rounded: boolean;
  /** Written as mantissa × 10^scale (past the scale words). */
  readonly power?: boolean;
}

/** How the result relates to its anchor. */
export type Hedge =
  | { readonly kind: 'plain' }
  | { readonly kind: 'about' }
  | { readonly kind: 'nearly' }
  | { readonly kind: 'a-little-more-than' }
  | { readonly kind: 'fraction'; readonly which: FractionName }
  | { readonly kind: 'times'; readonly multiplier: Multiplier; readonly about: boolean };

/** The unit the result and the anchor are compared in. */
export type ClaimUnit = 'day' | 'metre' | 'item' | 'USD';

/**
 * A claim against an anchor: "That is {hedge} {anchor}." or, for items, "That is {hedge} {items} for
 * every {member}." The figures: the result exactly (its range), and the anchor's.
 */
export interface AnchorClaim {
  readonly kind: 'anchor';
  readonly anchor: string;
  readonly hedge: Hedge;
  readonly unit: ClaimUnit;
  /** Each figure with its exact fraction (`.exact`, built when read) and its float. */
  readonly result: { readonly low: Exact; readonly high: Exact };
  readonly figure: { readonly low: Exact; readonly high: Exact };
}

/** How growth relates to the starting wealth: it adds a share of it, or multiplies it. */
export type StartHedge =
  | { readonly kind: 'adds-fraction'; readonly which: FractionName | 'a-tenth' | 'a-fifth' }
  | { readonly kind: 'adds-percent'; readonly percent: Multiplier; readonly lessThan: boolean }
  | {
      readonly kind: 'multiplies';
      readonly by: 2 | 3;
      readonly hedge: 'nearly' | 'about' | 'more-than';
    }
  | { readonly kind: 'times'; readonly multiplier: Multiplier; readonly about: boolean };

/** Growth against the wealth it grew from, in any currency ("That more than doubles the starting €1M."). */
export interface StartClaim {
  readonly kind: 'start';
  readonly hedge: StartHedge;
  /** growth ÷ starting wealth, the range it lies in. */
  readonly share: { readonly low: Exact; readonly high: Exact };
}

/** The share of the wealth one item takes (price ÷ wealth, as a percentage). */
export interface ShareClaim {
  readonly kind: 'share';
  readonly percent: Multiplier;
  /** Below 0.1%: said "less than 0.1%". */
  readonly lessThan: boolean;
  /**
   * Below a millionth: the power of ten (6, 9, … 21) the share is less than, said "less than a
   * trillionth of", where "less than 0.1%" would say nothing (issue 25, the editor's read).
   */
  readonly belowPower?: number;
  /** Prints as 100% but is less: said "more than 99.9%". */
  readonly almostAll?: boolean;
  /** Exactly the whole wealth: said "all of", not an empty "100% of" (issue 25, the editor's read). */
  readonly all?: boolean;
}

/**
 * Not even one item or piece of money: what it would take. Within twice the wealth, the amount
 * missing (`$1 more`); beyond, for a fortune the whole number of fortunes that suffices (docs/conventions.md
 * §9: "fortunes" only for fortunes), else the multiple of the wealth at its printed rounding.
 */
export type NeededClaim =
  | { readonly kind: 'needed'; readonly form: 'more'; readonly shortfall: Money }
  | { readonly kind: 'needed'; readonly form: 'fortunes'; readonly count: bigint }
  | { readonly kind: 'needed'; readonly form: 'times'; readonly times: Figure };

export type Claim = AnchorClaim | StartClaim | ShareClaim | NeededClaim;
