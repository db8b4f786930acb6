// What each expression decides, before any word of English: figures, units, forms and the ids of
// what is counted (issue 25). `english.ts` renders a claim as phrase and sentence in one place; another
// language would render the same claim from its own catalogue.
import type { Currency } from '../money/currencies.ts';
import type { Figure, Shown } from '../money/format.ts';

/** The units a phrase may show, by id. */
export type Unit =
  | 'second'
  | 'minute'
  | 'hour'
  | 'day'
  | 'year'
  | 'millennium'
  | 'inch'
  | 'foot'
  | 'mile'
  | 'mm'
  | 'cm'
  | 'm'
  | 'km';

/** A figure in a unit, `lessThan` when the figure is an upper bound (`Less Than 0.1 Seconds`). */
export interface Measure {
  readonly figure: Figure;
  readonly unit: Unit;
  readonly lessThan?: boolean;
}

/** One quantity, with the same quantity in a second unit where the phrase shows one (`(1.85 km)`). */
export interface Quantity extends Measure {
  readonly also?: Measure;
}

/** A parameter echoed as a person writes it: `5`, or bounded (`less than 0.001`, `almost 100`). */
export interface Echo {
  readonly text: string;
  readonly shown: Shown;
  readonly bound?: 'lessThan' | 'almost';
}

/** Money labels are echoes of the caller's amounts, printed exactly (`$1,000`, `CHF 1,000.50`). */
type Label = string;

export type Claim =
  | {
      readonly kind: 'duration';
      /** `spend`: "could spend … every day for …"; `runThrough`: under two days, "would run through … in …". */
      readonly form: 'spend' | 'runThrough';
      readonly wealth: Label;
      readonly spend: Label;
      readonly length: Quantity;
    }
  /** `money`: the kind's plural name from the data table (its `type`). */
  | {
      readonly kind: 'stack';
      readonly wealth: Label;
      readonly money: string;
      /** The kind of money's id (`usd_100_bill`): its names in other languages are keyed by it. */
      readonly moneyKind: string;
      readonly height: Quantity;
    }
  /** Less than one piece of money: no stack; `needed`, the scale saying what it would take (src/anchors). */
  | {
      readonly kind: 'noStack';
      readonly wealth: Label;
      readonly money: string;
      readonly moneyKind: string;
      readonly needed: string;
    }
  | {
      readonly kind: 'items';
      readonly wealth: Label;
      /** The item's id, and its nouns and verb from the data table (the `type` names of docs/service.md). */
      readonly item: string;
      readonly noun: { readonly singular: string; readonly plural: string; readonly verb: string };
      readonly count: Figure;
      /** How many: none, exactly one, or several. */
      readonly many: 'none' | 'one' | 'several';
    }
  | {
      readonly kind: 'growth';
      readonly wealth: Label;
      /** The currency prefix of the growth, and the growth's figure; null below half a cent. */
      readonly prefix: string;
      /** The growth's currency and bounds on its exact value (languages round it once from them). */
      readonly currency: Currency;
      readonly bounds: readonly [number, number];
      readonly growth: { readonly text: string; readonly rounded: number } | null;
      /** The least growth shown (`0.01`, or `1` for a currency without a minor unit), said of a null growth. */
      readonly least: string;
      readonly percent: Echo;
      readonly frequency: '1' | '2' | '4' | '12' | '365';
      readonly years: Echo;
    };

/** A comparison's ratio: which wealth is larger (theirs ÷ yours: −1, 0, 1) and the factor as shown. */
export interface RatioClaim {
  readonly order: -1 | 0 | 1;
  readonly factor: Figure;
}

/**
 * A comparison's equivalence: a share of the smaller wealth and its proportion of the larger, as
 * labelled amounts (the renderer says "almost the same" where both print alike).
 */
export interface EquivalenceClaim {
  readonly order: -1 | 0 | 1;
  readonly small: string;
  readonly big: string;
  /** The two sums print alike in English ("means almost the same"): decided once, for every language. */
  readonly same?: boolean;
}
