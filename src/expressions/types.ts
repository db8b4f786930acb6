import type { Lang } from '../i18n/languages.ts';
import type { Currency } from '../money/currencies.ts';
import type { Money } from '../money/parse.ts';
import type { LabelFacts } from './labels.ts';
import type { ParamDef, ParamValues } from './params.ts';

/** The `data` of the four expressions (docs/service.md §2.2); every field is always present. */
export interface Result {
  value: number;
  unit: string | null;
  type: string | null;
  phrase: string;
  sentence: string;
  scale: string | null;
}

/** The ratio of a comparison (docs/service.md §2.3): four fields, no unit, no type. */
export interface Ratio {
  value: number;
  phrase: string;
  sentence: string;
  scale: string | null;
}

export interface ComparisonResult {
  expression: string;
  resultTheirs: Result;
  resultYours: Result;
  ratio: Ratio;
  /** What a share of one wealth is to the other, in proportion (docs/prose.md). */
  equivalence: string;
  /** Present only when the answer mixes currency labels: one sentence saying none was converted (labels.ts). */
  currencyNote?: string;
}

/** The `data` of one expression: its result, and the currency note when its labels mix (labels.ts). */
export interface ExpressionAnswer extends Result {
  currencyNote?: string;
}

/**
 * One wealth expression: its own parameters (after `wealth`, in the order their errors take
 * precedence) and a pure computation from already-validated values, typed by those parameters, to
 * the result object.
 */
export interface Expression<Defs extends readonly ParamDef[] = readonly ParamDef[]> {
  readonly name: string;
  /** The MCP tool name. */
  readonly tool: string;
  readonly title: string;
  readonly description: string;
  readonly params: Defs;
  /**
   * The result for one wealth. In a comparison `partner` is the other wealth, so that both results
   * can be put next to one shared anchor. `lang` is the language of the text (English by default; issue 28).
   */
  compute(wealth: Money, params: ParamValues<Defs>, partner?: Money, lang?: Lang): Result;
  /** The currency the result labels the wealth with (the kind of money's, for a stack); its own by default. */
  currencyOf?(wealth: Money, params: ParamValues<Defs>): Currency;
  /**
   * The currency labels `result` rests on: the wealth's as printed, and every other beside it (a
   * spend's, prices', a scale's sums, a label sent and replaced), so that the answer can say when they mix.
   */
  labelsOf(wealth: Money, params: ParamValues<Defs>, result: Result): LabelFacts;
}

/** Declares an expression with its parameter list's own types, so that `compute` reads them without casts. */
export function expression<const Defs extends readonly ParamDef[]>(
  definition: Expression<Defs>,
): Expression<Defs> {
  return definition;
}
