/**
 * Violations the engine on `main` still commits, listed so that the committed suite passes while the
 * engine is being fixed (issue 25). The list may only shrink:
 * - a rule found in the sweep and not listed here fails, and so does a count above its ceiling;
 * - an entry whose rule no longer occurs fails as stale (remove it);
 * - a fixed case listed here must fail exactly these rules; once it reads correctly, remove its entry.
 * Ceilings are the counts of `main` on 2026-11-25 plus 10% and 3 for the dated anchors, whose figures move
 * every day (the aggregate rules `coverage` and `familiarity` count 1 when they fail). Lower them as the engine improves (`npx node test/checker/run.ts` prints today's counts).
 */
import type { LanguageRule } from './language.ts';
import type { CheckedLang } from './locales.ts';
import type { Rule } from './rules.ts';

/** Per rule, the most violations allowed in the quick (5,000 outputs) and full (100,000) sweeps. */
export const SWEEP_CEILINGS: Partial<Record<Rule, { readonly quick: number; readonly full: number }>> = {
  // Figures whose source has published a newer one that was not found in our sources yet
  // (test/anchors/review.test.ts names them); the count falls as each is updated.
  'stale-anchor': { quick: 14, full: 14 },
};

/**
 * Fixed cases (by name, `cases.ts`) still failing, with the rules they fail. Cases set beside dated
 * anchors (the Moon landing, the Paris Olympics, Hastings) move with the date: "2.74 against 2.33 years"
 * becomes a true "a little more than" once the Olympics are 870 days ago (2026-12-13), unless the
 * engine has chosen otherwise by then.
 */
export const FAILING_CASES: Record<string, readonly Rule[]> = {
  // The wealth ¥1.70 echoes as "¥1.7": §6 prints the yen without decimals (a label question of its own,
  // not the equivalence this case is about, which reads true).
  'edge: "For them, spending ¥2 is like spending ₹1 for you" (more than their whole ¥1.70)': ['label'],
};

/**
 * The language sweep (languages.test.ts): per language, per rule, the most violations allowed in the
 * quick (40 cases) and full (1,500 cases) sweeps. Empty is the goal; measured on main with every
 * language merged (2026-11-25). Each entry names what it stands for; a listed rule that no longer
 * occurs fails as stale in the full tier.
 */
export const LANGUAGE_CEILINGS: Partial<
  Record<CheckedLang, Partial<Record<LanguageRule, { readonly quick: number; readonly full: number }>>>
> = {};
