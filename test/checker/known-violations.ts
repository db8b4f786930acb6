/**
 * Violations the engine on `main` still commits, listed so that the committed suite passes while the
 * engine is being fixed (issue 25). The list may only shrink:
 * - a rule found in the sweep and not listed here fails, and so does a count above its ceiling;
 * - an entry whose rule no longer occurs fails as stale (remove it);
 * - a fixed case listed here must fail exactly these rules; once it reads correctly, remove its entry.
 * Ceilings are the counts of `main` on 2026-11-25 plus a margin for the dated anchors, whose figures move
 * every day. Lower them as the engine improves (`npx node test/checker/run.ts` prints today's counts).
 */
import type { Rule } from './rules.ts';

/** Per rule, the most violations allowed in the quick (5,000 outputs) and full (100,000) sweeps. */
export const SWEEP_CEILINGS: Partial<Record<Rule, { readonly quick: number; readonly full: number }>> = {};

/** Fixed cases (by name, `cases.ts`) still failing, with the rules they fail. */
export const FAILING_CASES: Record<string, readonly Rule[]> = {
  'both sides of 1M against 1.09M at $50 a day are "the time since the first Moon landing"': [
    'plain',
    'plain-shared',
  ],
  '82 years is "the life expectancy at birth in the United States (≈78.4 years)"': ['plain'],
  '1 millennium (1,000 years) is "the time since the Battle of Hastings"': ['plain'],
  'growth of $95.52 printed $96 is "1.7 times an eight-hour day\'s pay" (1.65)': ['hedge'],
  'growth of $6.67 is "an hour\'s pay (US$7.25)" (92%)': ['plain'],
  '"3,330 fancy coffees for every cell" for 3,333.3': ['for-every', 'hedge'],
  '$47.50 in hundred-dollar bills is a stack less than one bill high': ['impossible', 'unit-pair'],
  '1 foot is "the length of a 12-inch ruler"': ['circular'],
  '1 year is "the time the Earth takes to go around the Sun"': ['circular'],
  '$3: "It would take 166,667 fortunes like this to buy one house"': ['fortunes'],
  '¥1M is echoed as CN¥1,000,000': ['label'],
  'JPY1M is refused': ['refused'],
  '₩50M against $50K says "1,000 times" with no word that no exchange rate was applied': [
    'hedge',
    'mixed-labels',
  ],
  '30 years is "about three quarters" of 37.2 (0.81)': ['hedge'],
  '5/8 is "about two thirds"': ['hedge'],
  '2.74 against 2.33 years (1.17) is "a little more than"': ['hedge'],
  'an ordinary amount is set beside Sahelanthropus': ['familiarity'],
  'an ordinary amount is set beside a cave painting on Sulawesi': ['familiarity', 'plain'],
  'an ordinary amount is set beside the ACM Turing Award': ['familiarity'],
  '"1.5 times the distance to the inner edge of the Oort cloud" (known only as a range)': ['range-precise'],
  '"3.3 fancy coffees for every cell in a human body"': ['for-every'],
  '"7.6 houses for every person in an average US household"': ['for-every', 'hedge'],
  'growth of €1M has no scale': ['coverage-growth'],
  'a count of one has no scale': ['coverage-one'],
};
