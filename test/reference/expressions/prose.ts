import type { Figure } from '../money/format.ts';
import { below, type Rational, readableFigure, times } from '../money/rational.ts';

/** Every word capitalised, both halves of a hyphenated word too: `Estates With A Mega-Mansion`. */
export function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** A figure with its unit, singular for exactly one: `1 Day`, `2.5 Days`, `2.7 Quintillion Years`. */
export function counted(text: string, singular: string, plural: string): string {
  return `${titleFigure(text)} ${text === '1' ? singular : plural}`;
}

/** A figure's scale word capitalised for a phrase: `2.7 quintillion` → `2.7 Quintillion`. */
export function titleFigure(text: string): string {
  return text.replace(/ ([a-z])/, (_, letter: string) => ` ${letter.toUpperCase()}`);
}

/** One rung of a unit ladder: how many of this unit one base unit makes, and where the next rung takes over. */
export interface Rung {
  readonly singular: string;
  readonly plural: string;
  /** Units of this rung per base unit, exactly (1 m = 10,000/254 inches). */
  readonly perBase: Rational;
  /** The rounded figure at which the next rung is used instead (never `24 Hours` where `1 Day` is due). */
  readonly upTo: number;
}

/**
 * Picks the rung for an exact value in base units: the first whose rounded figure stays below its
 * limit. Deciding on the rounded figure is what makes 23.96 hours read `1 Day` and 999.6 years
 * `1 Millennium`. The figure is exact, so a unit and its companion always agree digit for digit.
 */
export function climb(ladder: readonly Rung[], base: Rational): { rung: Rung; figure: Figure } {
  // The first rung whose raw value is below its limit; only rounding up can push it one rung higher.
  let index = ladder.findIndex((rung) => below(times(base, rung.perBase), rung.upTo));
  if (index < 0) index = ladder.length - 1;
  let rung = ladder[index] as Rung;
  let shown = readableFigure(times(base, rung.perBase));
  if (shown.rounded >= rung.upTo && index + 1 < ladder.length) {
    rung = ladder[index + 1] as Rung;
    shown = readableFigure(times(base, rung.perBase));
  }
  return { rung, figure: shown };
}
