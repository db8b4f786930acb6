import type { Exact } from '../money/exact.ts';
import type { Rational } from '../money/rational.ts';

/** Where an anchor's figure was checked. */
export interface Source {
  publisher: string;
  /**
   * Year of publication. When the page carries no date, the year it was checked,
   * and `yearChecked` is set so the doc can say so.
   */
  year: number;
  title?: string;
  /** Only a URL that was actually seen; never a guessed one. */
  url?: string;
  yearChecked?: true;
  /**
   * Set when the figure still rests on a secondary source (a news report, an encyclopedia, a mirror):
   * why, so that docs/anchors.md can say so. Absent for a primary source (the agency, observatory,
   * statistics office, company filing, standards body or peer-reviewed paper itself).
   */
  secondary?: string;
  /**
   * For a fact that changes (a record, a population, a price, a revenue): the day it was last
   * checked against its source, `YYYY-MM-DD`. A test fails once it is older than CHECK_PERIOD_DAYS.
   */
  checked?: string;
}

/**
 * The anchor's grade: how familiar it is to a general reader (criteria in docs/prose.md "Scale").
 * 1: known to most adults without looking it up (a door, a household, a lifetime, the Eiffel Tower,
 * the first Moon landing, the population of the United States); 2: widely known, placed by many
 * (the Burj Khalifa, the Kármán line, Proxima Centauri); 3: remote, for specialists (the Hyades).
 * The engine prefers the lower grade among anchors within a factor of about 3.
 */
export type Familiarity = 1 | 2 | 3;

/** Fields every anchor shares, whatever its expression. */
export interface AnchorBase {
  /**
   * Stable id, `<expression>.<name>` (`duration.moon-landing`): the data set, the claim and the docs
   * name the anchor by it. Never reused for another fact; adding an anchor changes no other id.
   */
  id: string;
  /** Noun phrase that continues the sentence, lower case, no full stop. */
  wording: string;
  source: Source;
  familiarity: Familiarity;
  /** The fact is known only as a range (its source gives no single figure): never a precise multiplier. */
  range?: true;
}

/** An anchor after module load: its figure in the base unit and its finished phrase. */
export interface PreparedAnchor {
  id: string;
  /** The figure, for ordering and log distances. */
  figure: number;
  /**
   * The range the true figure lies in, exactly: a point for a measured figure; for an event dated to
   * its month or year, or counted to a day that may turn within the hour an answer is cached, the
   * whole span. Every claim is made true of both ends.
   */
  low: Rational;
  high: Rational;
  /** `low` and `high` with their floats, for the engine's one comparison (src/money/exact.ts). */
  lowExact: Exact;
  highExact: Exact;
  /** The step (in the base unit) the anchor's figure is shown at; null where it is never said plainly (events). */
  step: Rational | null;
  /** The anchor's own figure as shown in parentheses, e.g. `≈8,849 m` or `20 July 1969`. */
  shown: string;
  /** Wording plus the shown figure in parentheses. */
  phrase: string;
  wording: string;
  source: Source;
  familiarity: Familiarity;
  range: boolean;
}
