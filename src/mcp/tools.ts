import {
  type CallToolResult,
  type ContentBlock,
  fromJsonSchema,
  type JsonSchemaType,
  type JsonSchemaValidator,
  type jsonSchemaValidator,
  type StandardSchemaWithJSON,
  type ToolAnnotations,
} from '@modelcontextprotocol/server';
import { EXPRESSIONS, OPERATIONS, type Operation, type RawParams } from '../expressions/registry.ts';
import { comparePagePath } from '../http/paths.ts';
import { inputSchema, outputSchema } from './schemas.ts';

/**
 * Lets every argument object reach our handler, so that `run()` answers bad input with exactly the
 * REST message instead of the SDK's generic validation text. The schema is still advertised as is.
 */
const acceptAll: jsonSchemaValidator = {
  getValidator<T>(): JsonSchemaValidator<T> {
    return (input) => ({ valid: true, data: input as T, errorMessage: undefined });
  },
};

/** When a model should pick each tool; the registry says what it computes. */
const WHEN_TO_USE: Readonly<Record<string, string>> = {
  durationOfDailySpend:
    'Use it to show how long a fortune would last, e.g. "how many years could a billionaire spend $10,000 a day".',
  heightOfMoneyStack:
    'Use it to picture a sum physically, e.g. "how high would a trillion dollars in $100 bills reach".',
  numberOfItems:
    'Use it to express a sum in everyday purchases, e.g. "how many houses or coffees could 50 billion buy".',
  growthOfCompoundInterest:
    'Use it to show what a fortune earns by itself, e.g. "how much does $1B make in 20 years at 5%".',
  comparison:
    'Use it to compare two people or fortunes, e.g. "my $50K savings against a $200B fortune", with one of the four expressions.',
};

const RETURNS: Readonly<Record<'result' | 'comparison', string>> = {
  result:
    'Returns value (for arithmetic only), unit, type, phrase, sentence, scale (null when too small for a real-world anchor) and attribution, plus currencyNote only when the answer mixes currency labels. Quote phrase, sentence, scale and currencyNote as they are.',
  comparison:
    'Returns resultYours, resultTheirs (each with value, unit, type, phrase, sentence, scale), ratio (value, phrase, sentence, scale), equivalence and attribution, plus currencyNote only when the two wealths or a result mix currency labels. Quote the sentences as they are.',
};

const MONEY_HINT =
  'Money values are strings such as "1B", "$2.5M", "1,000,000", "€1.000.000,50" or "JPY 5M" (¥ is the yen), or JSON numbers, from 1 to 1e24. Currency symbols are labels only: no exchange rate is applied.';

function describe(operation: Operation): string {
  const returns = RETURNS[operation.kind === 'comparison' ? 'comparison' : 'result'];
  return [operation.description, WHEN_TO_USE[operation.name], MONEY_HINT, returns].filter(Boolean).join(' ');
}

/** Pure computations from the caller's values: nothing changes, nothing outside is touched. */
export const ANNOTATIONS: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

export interface ToolDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: StandardSchemaWithJSON<RawParams, RawParams>;
  readonly outputSchema: StandardSchemaWithJSON<Record<string, unknown>, Record<string, unknown>>;
  readonly annotations: ToolAnnotations;
  readonly operation: Operation;
  /** The advertised schemas as plain JSON, for the server card. */
  readonly json: { readonly input: JsonSchemaType; readonly output: JsonSchemaType };
}

const EXPRESSION_NAMES = EXPRESSIONS.map((e) => e.name);

/**
 * The five tools, generated once from the operation registry (the SDK builds a server per request,
 * so nothing here is rebuilt per call). Output is validated by the SDK with its default validator.
 */
export const TOOLS: readonly ToolDefinition[] = OPERATIONS.map((operation) => {
  const json = { input: inputSchema(operation), output: outputSchema(operation, EXPRESSION_NAMES) };
  return {
    name: operation.tool,
    title: operation.title,
    description: describe(operation),
    inputSchema: fromJsonSchema<RawParams>(json.input, acceptAll),
    outputSchema: fromJsonSchema<Record<string, unknown>>(json.output),
    annotations: ANNOTATIONS,
    operation,
    json,
  };
});

/** A link to the comparison page showing the same answer (the `/compare` permalink of these arguments). */
function pageLink(args: RawParams, origin: string): ContentBlock {
  return {
    type: 'resource_link',
    uri: `${origin}${comparePagePath(args)}`,
    name: 'comparison-page',
    title: 'Open this comparison as a page',
    mimeType: 'text/html',
  };
}

/**
 * Runs a tool: the bare data plus attribution, or the REST message with the error flag set. A
 * successful comparison also links to its page when `origin` (where that page is served) is known.
 */
export function callTool(
  operation: Operation,
  args: RawParams,
  attribution: string,
  origin?: string,
): CallToolResult {
  const outcome = operation.run(args);
  if (!outcome.ok) return { isError: true, content: [{ type: 'text', text: outcome.message }] };
  const structured = { ...outcome.data, attribution };
  const content: ContentBlock[] = [{ type: 'text', text: JSON.stringify(structured) }];
  if (origin !== undefined && operation.kind === 'comparison') content.push(pageLink(args, origin));
  return { content, structuredContent: structured };
}
