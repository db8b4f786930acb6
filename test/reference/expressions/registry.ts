import { durationOfDailySpend } from './duration.ts';
import { growthOfCompoundInterest } from './growth.ts';
import { heightOfMoneyStack } from './height.ts';
import { numberOfItems } from './items.ts';
import { currencyNote, sentenceMark, withNote, withWords } from './labels.ts';
import { enumParam, type ParamDef, type ParamValues } from './params.ts';
import { equivalenceOf, ratioOf } from './ratio.ts';
import { WEALTH, WEALTH_THEIRS, WEALTH_YOURS } from './shared-params.ts';
import type { ComparisonResult, Expression, ExpressionAnswer } from './types.ts';

/** The four wealth expressions, in the order of docs/service.md §1.2. */
export const EXPRESSIONS: readonly Expression[] = [
  durationOfDailySpend,
  heightOfMoneyStack,
  numberOfItems,
  growthOfCompoundInterest,
];

const BY_NAME = new Map(EXPRESSIONS.map((e) => [e.name, e]));

export const EXPRESSION = enumParam(
  'expression',
  'Expression',
  EXPRESSIONS.map((e) => e.name),
  'The expression to compute for both wealths.',
);

/** Raw parameter values by name: a parsed query string, or MCP tool arguments. */
export type RawParams = Readonly<Record<string, unknown>>;

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** A parameter that is required only when the comparison's expression needs it. */
export interface ConditionalParam {
  readonly param: ParamDef;
  readonly requiredFor: readonly string[];
}

/** An operation computes one expression for one wealth, or compares two wealths through one. */
export type OperationKind = 'expression' | 'comparison';

/**
 * One operation of the service, the single source that REST routes, MCP tools and the OpenAPI
 * document are generated from. `params` lists every parameter in the order errors take precedence.
 */
export interface Operation<T = ExpressionAnswer | ComparisonResult> {
  readonly kind: OperationKind;
  readonly name: string;
  readonly tool: string;
  readonly title: string;
  readonly description: string;
  readonly params: readonly ParamDef[];
  /** For the comparison: which parameters each expression needs (the rest are ignored). */
  readonly conditional: readonly ConditionalParam[];
  run(raw: RawParams): Outcome<T>;
}

/** Reads parameters in order; the first failure becomes the message (docs/conventions.md §4). */
function readAll<const Defs extends readonly ParamDef[]>(
  params: Defs,
  raw: RawParams,
): Outcome<ParamValues<Defs>> {
  const values: Record<string, unknown> = {};
  for (const param of params) {
    const read = param.read(raw[param.name]);
    if (!read.ok) return { ok: false, message: `${param.label} ${read.category}` };
    values[param.name] = read.value;
  }
  // Every parameter of the list was read under its own name, with its own type.
  return { ok: true, data: values as ParamValues<Defs> };
}

function expressionOperation(expression: Expression): Operation<ExpressionAnswer> {
  const params = [WEALTH, ...expression.params];
  return {
    kind: 'expression',
    name: expression.name,
    tool: expression.tool,
    title: expression.title,
    description: expression.description,
    params,
    conditional: [],
    run(raw) {
      const wealth = WEALTH.read(raw.wealth);
      if (!wealth.ok) return { ok: false, message: `${WEALTH.label} ${wealth.category}` };
      const own = readAll(expression.params, raw);
      if (!own.ok) return own;
      const result = expression.compute(wealth.value, own.data);
      const facts = expression.labelsOf(wealth.value, own.data, result);
      const note = currencyNote([facts]);
      const sentence = withWords(result.sentence, sentenceMark(facts));
      return { ok: true, data: withNote({ ...result, sentence }, note) };
    },
  };
}

/** Every parameter some expression needs, once each, in precedence order. */
const CONDITIONAL: readonly ConditionalParam[] = EXPRESSIONS.flatMap((e) =>
  e.params.map((param) => ({ param, requiredFor: [e.name] })),
);

export const comparison: Operation<ComparisonResult> = {
  kind: 'comparison',
  name: 'comparison',
  tool: 'comparison',
  title: 'Comparison of two wealths',
  description:
    'Computes one of the four expressions for two wealths (yours and theirs) with the same parameters, and returns both results and their ratio (theirs ÷ yours).',
  params: [EXPRESSION, WEALTH_YOURS, WEALTH_THEIRS, ...CONDITIONAL.map((c) => c.param)],
  conditional: CONDITIONAL,
  run(raw) {
    const head = readAll([EXPRESSION, WEALTH_YOURS, WEALTH_THEIRS], raw);
    if (!head.ok) return head;
    const { wealthYours: yours, wealthTheirs: theirs } = head.data;
    // The expression parameter only reads the names of EXPRESSIONS, so the lookup always finds one.
    const expression = BY_NAME.get(head.data.expression) ?? durationOfDailySpend;
    const own = readAll(expression.params, raw);
    if (!own.ok) return own;
    const resultTheirs = expression.compute(theirs, own.data, yours);
    const resultYours = expression.compute(yours, own.data, theirs);
    const factsTheirs = expression.labelsOf(theirs, own.data, resultTheirs);
    const factsYours = expression.labelsOf(yours, own.data, resultYours);
    const note = currencyNote([factsTheirs, factsYours]);
    // Two labels in one comparison: the ratio and the equivalence read one as the other.
    const twoLabels = factsTheirs.shown !== factsYours.shown ? 'no exchange rate applied' : undefined;
    const ratio = ratioOf(yours, theirs);
    const data: ComparisonResult = {
      expression: expression.name,
      resultTheirs: {
        ...resultTheirs,
        sentence: withWords(resultTheirs.sentence, sentenceMark(factsTheirs)),
      },
      resultYours: { ...resultYours, sentence: withWords(resultYours.sentence, sentenceMark(factsYours)) },
      ratio: { ...ratio, sentence: withWords(ratio.sentence, twoLabels) },
      equivalence: withWords(
        equivalenceOf(yours, theirs, {
          yours: expression.currencyOf?.(yours, own.data) ?? yours.currency,
          theirs: expression.currencyOf?.(theirs, own.data) ?? theirs.currency,
        }),
        twoLabels,
      ),
    };
    return { ok: true, data: withNote(data, note) };
  },
};

/** The five operations, in the order of docs/service.md §2.4 and §4.4. */
export const OPERATIONS: readonly Operation[] = [...EXPRESSIONS.map(expressionOperation), comparison];
