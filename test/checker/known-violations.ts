/**
 * Violations the engine on `main` still commits, listed so that the committed suite passes while the
 * engine is being fixed (issue 25). The list may only shrink:
 * - a rule found in the sweep and not listed here fails, and so does a count above its ceiling;
 * - an entry whose rule no longer occurs fails as stale (remove it);
 * - a fixed case listed here must fail exactly these rules; once it reads correctly, remove its entry.
 * Ceilings are the counts of `main` on 2026-11-25 plus 10% and 3 for the dated anchors, whose figures move
 * every day (the aggregate rules `coverage` and `familiarity` count 1 when they fail). Lower them as the engine improves (`npx node test/checker/run.ts` prints today's counts).
 */
import type { Rule } from './rules.ts';

/** Per rule, the most violations allowed in the quick (5,000 outputs) and full (100,000) sweeps. */
export const SWEEP_CEILINGS: Partial<Record<Rule, { readonly quick: number; readonly full: number }>> = {
  'mixed-labels': { quick: 845, full: 17182 }, // today 765 / 15617
  figure: { quick: 597, full: 11023 }, // today 540 / 10018
  refused: { quick: 225, full: 4237 }, // today 201 / 3849
  label: { quick: 80, full: 1960 }, // today 71 / 1786
  // Branch engine (issue 25): the share of the wealth one item takes ("One house takes 5.3% of
  // $9,500,000.") and "N times this amount" are forms the reader does not parse yet.
  unparsed: { quick: 550, full: 11700 }, // today 500 / 10613
  // Branch engine: the reader takes "nearly doubles" as "nearly" of the whole multiple and does not
  // know "adds about a fifth to" (see the engine's report); the claims hold on the exact share.
  hedge: { quick: 40, full: 900 }, // today 34 / 805
};

/** Fixed cases (by name, `cases.ts`) still failing, with the rules they fail. */
export const FAILING_CASES: Record<string, readonly Rule[]> = {
  '1T at 5% for 99 years prints invented digits ($124,239,293,187,000)': ['figure'],
  // The engine's new forms (issue 25), not yet read by the checker: "One X takes N% of W." (the share
  // of the wealth one item takes) and "It would take N times this amount to …" (below a fortune).
  '"3,330 fancy coffees for every cell" for 3,333.3': ['unparsed'],
  '$47.50 in hundred-dollar bills is a stack less than one bill high': ['unparsed'],
  '$3: "It would take 166,667 fortunes like this to buy one house"': ['unparsed'],
  '¥1M is echoed as CN¥1,000,000': ['label'],
  'JPY1M is refused': ['refused'],
  '₩50M against $50K says "1,000 times" with no word that no exchange rate was applied': ['mixed-labels'],
  '"7.6 houses for every person in an average US household"': ['unparsed'],
  'a count of one has no scale': ['unparsed'],
};
