// Currencies are labels only (docs/conventions.md §6): no exchange rate is ever applied, and the reader must be
// told so wherever one answer puts two labels side by side. Each result states the labels it rests on
// (facts, not the expression's name); an answer whose labels differ carries one sentence,
// `currencyNote`, and an answer in one label never does (docs/prose.md, "Currency labels").
import { byCode, say } from '../i18n/catalogue.ts';
import type { Lang } from '../i18n/languages.ts';
import { type Mark, marked, type Priced } from '../i18n/marks.ts';
import type { CurrencyCode } from '../money/currencies.ts';

export { type Mark, marked };

/**
 * Why a label stands beside the wealth's, most specific first: the prices of items (US dollar
 * benchmarks), the sums of money a scale names, the label the caller sent that the kind of money
 * replaced, or another amount of the answer (a spend, the other wealth of a comparison).
 */
export type LabelRole = 'prices' | 'anchors' | 'replaced' | 'amount';

/** A label a result puts beside its wealth's, and why. */
export interface LabelUse {
  readonly code: CurrencyCode;
  readonly role: LabelRole;
}

/** The labels one result rests on: the one its wealth is printed with, and every other it uses. */
export interface LabelFacts {
  readonly shown: CurrencyCode;
  readonly beside: readonly LabelUse[];
  /** What the US-dollar figure beside it is (an item's price, a salary's amount): 'price' without one. */
  readonly priced?: Priced;
}

/** The note by the first role that mixes labels; each one sentence, each saying that no rate was applied. */
export const CURRENCY_NOTES: Readonly<Record<LabelRole, string>> = {
  prices: 'Item prices are US dollar benchmarks and currencies are labels only: no exchange rate is applied.',
  anchors:
    "The scale's sums of money are US dollar figures and currencies are labels only: no exchange rate is applied.",
  replaced:
    'The kind of money sets the currency label and currencies are labels only: no exchange rate is applied.',
  amount: 'Currencies are labels only: no exchange rate is applied.',
};

/** The roles in the order their note is preferred (the table's). */
const ROLES = Object.keys(CURRENCY_NOTES) as LabelRole[];

/**
 * The note of an answer made of these results (one, or both sides of a comparison), or undefined when
 * every label in it is the same. Two sides printed in different labels mix as amounts.
 */
export function currencyNote(results: readonly LabelFacts[], lang: Lang = 'en'): string | undefined {
  let best = ROLES.length;
  for (const { shown, beside } of results) {
    for (const use of beside) if (use.code !== shown) best = Math.min(best, ROLES.indexOf(use.role));
    if (shown !== results[0]?.shown) best = Math.min(best, ROLES.indexOf('amount'));
  }
  const role = ROLES[best];
  if (role === undefined) return undefined;
  const priced = results[0]?.priced ?? 'price';
  return byCode(lang) ? CURRENCY_NOTES[role] : say(lang, `note.${role}`, { priced });
}

/** The mark a result's own sentence needs, from the labels it rests on; undefined in one label. */
export function markOf({ shown, beside }: LabelFacts): Mark | undefined {
  let mark: Mark | undefined;
  for (const use of beside) {
    if (use.code === shown) continue;
    if (use.role === 'prices') return 'prices';
    // The scale's US-dollar sums are never beside another label (a growth in it gets a neutral scale).
    if (use.role !== 'anchors') mark = 'numbers';
  }
  return mark;
}

/** A result with its sentence marked, when it needs a mark; the same object otherwise. */
export function withMark<T extends { sentence: string }>(
  result: T,
  mark: Mark | undefined,
  lang: Lang,
  priced?: Priced,
): T {
  return mark === undefined ? result : { ...result, sentence: marked(result.sentence, mark, lang, priced) };
}

/** The answer with its note appended, when it has one; the same object otherwise. */
export function withNote<T extends object>(
  answer: T,
  note: string | undefined,
): T & { currencyNote?: string } {
  return note === undefined ? answer : { ...answer, currencyNote: note };
}
