import { type Lang, type Reading, readingOf } from '../i18n/languages.ts';
import { hasReadings, readingsIn } from '../i18n/readings.ts';
import { durationOfDailySpend } from './duration.ts';
import { growthOfCompoundInterest } from './growth.ts';
import { heightOfMoneyStack } from './height.ts';
import { numberOfItems } from './items.ts';
import { currencyNote, marked, markOf, withMark, withNote } from './labels.ts';
import { enumParam, type ParamDef, type ParamValues } from './params.ts';
import { equivalenceOf, ratioOf, sidesOf } from './ratio.ts';
import { LANG, WEALTH, WEALTH_THEIRS, WEALTH_YOURS } from './shared-params.ts';
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
  /** The answer, in the language `raw.lang` asks for (English by default; issue 28). */
  run(raw: RawParams): Outcome<T>;
}

/** Reads parameters in order; the first failure becomes the message (docs/conventions.md §4). */
function readAll<const Defs extends readonly ParamDef[]>(
  params: Defs,
  raw: RawParams,
  reading: Reading,
): Outcome<ParamValues<Defs>> {
  const values: Record<string, unknown> = {};
  for (const param of params) {
    const read = param.read(raw[param.name], reading);
    if (!read.ok) return { ok: false, message: `${param.label} ${read.category}` };
    values[param.name] = read.value;
  }
  // Every parameter of the list was read under its own name, with its own type.
  return { ok: true, data: values as ParamValues<Defs> };
}

function expressionOperation(expression: Expression): Operation<ExpressionAnswer> {
  // `lang` is listed last and read first: it decides how the others are read (docs/languages.md).
  const params = [WEALTH, ...expression.params, LANG];
  return {
    kind: 'expression',
    name: expression.name,
    tool: expression.tool,
    title: expression.title,
    description: expression.description,
    params,
    conditional: [],
    run(raw) {
      const language = LANG.read(raw.lang);
      if (!language.ok) return { ok: false, message: `${LANG.label} ${language.category}` };
      const lang = language.value;
      const reading = readingOf(raw.lang, lang);
      const wealth = WEALTH.read(raw.wealth, reading);
      if (!wealth.ok) return { ok: false, message: `${WEALTH.label} ${wealth.category}` };
      const own = readAll(expression.params, raw, reading);
      if (!own.ok) return own;
      const result = expression.compute(wealth.value, own.data, undefined, lang);
      const facts = expression.labelsOf(wealth.value, own.data, result);
      const note = currencyNote([facts], lang);
      return {
        ok: true,
        data: withReadings(withNote(withMark(result, markOf(facts), lang, facts.priced), note), lang),
      };
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
  params: [EXPRESSION, WEALTH_YOURS, WEALTH_THEIRS, ...CONDITIONAL.map((c) => c.param), LANG],
  conditional: CONDITIONAL,
  run(raw) {
    const language = LANG.read(raw.lang);
    if (!language.ok) return { ok: false, message: `${LANG.label} ${language.category}` };
    const lang = language.value;
    const reading = readingOf(raw.lang, lang);
    const head = readAll([EXPRESSION, WEALTH_YOURS, WEALTH_THEIRS], raw, reading);
    if (!head.ok) return head;
    const { wealthYours: yours, wealthTheirs: theirs } = head.data;
    // The expression parameter only reads the names of EXPRESSIONS, so the lookup always finds one.
    const expression = BY_NAME.get(head.data.expression) ?? durationOfDailySpend;
    const own = readAll(expression.params, raw, reading);
    if (!own.ok) return own;
    const sides = sidesOf(yours, theirs);
    const resultTheirs = expression.compute(theirs, own.data, yours, lang);
    const resultYours = expression.compute(yours, own.data, theirs, lang);
    const factsTheirs = expression.labelsOf(theirs, own.data, resultTheirs);
    const factsYours = expression.labelsOf(yours, own.data, resultYours);
    const note = currencyNote([factsTheirs, factsYours], lang);
    // Two labels side by side: the ratio and the equivalence read one as the other.
    const twoLabels = factsTheirs.shown !== factsYours.shown;
    const ratio = ratioOf(yours, theirs, sides, lang);
    const equivalence = equivalenceOf(
      yours,
      theirs,
      {
        yours: expression.currencyOf?.(yours, own.data) ?? yours.currency,
        theirs: expression.currencyOf?.(theirs, own.data) ?? theirs.currency,
      },
      sides,
      lang,
    );
    const data: ComparisonResult = {
      expression: expression.name,
      resultTheirs: withMark(resultTheirs, markOf(factsTheirs), lang, factsTheirs.priced),
      resultYours: withMark(resultYours, markOf(factsYours), lang, factsYours.priced),
      ratio: twoLabels ? { ...ratio, sentence: marked(ratio.sentence, 'numbers', lang) } : ratio,
      equivalence: twoLabels ? marked(equivalence, 'numbers', lang) : equivalence,
    };
    return { ok: true, data: withReadings(withNote(data, note), lang) };
  },
};

/**
 * An answer with the language's readings at a rare character's first use in it, its texts read in
 * the order a reader reads them (phrase, sentence, scale; yours, theirs, the ratio): Japanese
 * `垓（がい）` once, as the 記者ハンドブック asks for a character outside the press's list
 * (src/i18n/readings.ts). Other languages' answers are returned as they are.
 */
function withReadings<T>(data: T, lang: Lang): T {
  if (!hasReadings(lang)) return data;
  const given = new Set<string>();
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return readingsIn(value, lang, given);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const entries = Object.entries(value);
    const read = new Map<string, unknown>();
    for (const [k, v] of [...entries].sort((a, b) => readingOrder(a[0]) - readingOrder(b[0])))
      read.set(k, walk(v));
    return Object.fromEntries(entries.map(([k]) => [k, read.get(k)]));
  };
  return walk(data) as T;
}

/** A comparison is read yours first, as the page shows it; every other key in the answer's order. */
const readingOrder = (key: string) => (key === 'resultYours' ? 0 : 1);

/** The five operations, in the order of docs/service.md §2.4 and §4.4. */
export const OPERATIONS: readonly Operation[] = [...EXPRESSIONS.map(expressionOperation), comparison];
