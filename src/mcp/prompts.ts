import {
  fromJsonSchema,
  type GetPromptResult,
  type JsonSchemaType,
  ProtocolError,
  ProtocolErrorCode,
  type StandardSchemaWithJSON,
} from '@modelcontextprotocol/server';
import { EXPRESSION, EXPRESSIONS } from '../expressions/registry.ts';
import { WEALTH } from '../expressions/shared-params.ts';
import type { Expression } from '../expressions/types.ts';

/** Prompt arguments are strings (MCP says so); the values of a prompt call by argument name. */
type PromptArgs = Readonly<Record<string, string | undefined>>;

export interface PromptDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly argsSchema: StandardSchemaWithJSON<PromptArgs, PromptArgs>;
  /** The advertised arguments as plain JSON, for the server card. */
  readonly json: JsonSchemaType;
  /** The one user message the prompt returns, or a refusal of its money arguments. */
  readonly render: (args: PromptArgs) => GetPromptResult;
}

const NAMES = EXPRESSIONS.map((e) => e.name);
const DEFAULT_EXPRESSION = EXPRESSION.example;

/** The prompt arguments that are money, and how each one's description starts. */
const MONEY = 'A money value such as "2.5B", "$50K", "1,000,000" or "€1.000.000,50", from 1 to 1e24.';

/** How results are to be shown, as the server's instructions say it (server.ts INSTRUCTIONS). */
const QUOTING = [
  'Quote `phrase`, `sentence` and `scale` word for word: they apply the service’s own rounding; do not recompute them from `value`.',
  'When `scale` is null, say nothing about scale rather than inventing one.',
  'Show the `attribution` string exactly as it is given.',
  'If a result has the error flag set, its text names the parameter and the problem: correct that argument and call again.',
].join(' ');

/** The other arguments an expression needs besides the wealth, for the model to choose or ask for. */
function otherArgs(expression: Expression): string {
  if (expression.params.length === 0) return '';
  const listed = expression.params.map((p) => `\`${p.name}\` (${p.description})`).join('; ');
  return ` It also needs ${listed}: choose values that fit the conversation, or ask me.`;
}

function byName(name: string | undefined): Expression | undefined {
  return EXPRESSIONS.find((e) => e.name === name);
}

/** Money arguments are read as the tools read them, so a bad one is refused before any message. */
function checkMoney(prompt: string, args: PromptArgs, names: readonly string[]): void {
  for (const name of names) {
    const read = WEALTH.read(args[name]);
    if (!read.ok) {
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `Invalid arguments for prompt ${prompt}: ${name}: ${read.category}`,
      );
    }
  }
}

function userMessage(text: string): GetPromptResult {
  return { messages: [{ role: 'user', content: { type: 'text', text } }] };
}

function argsSchema(
  properties: Record<string, JsonSchemaType>,
  required: readonly string[],
): { json: JsonSchemaType; argsSchema: PromptDefinition['argsSchema'] } {
  const json = { type: 'object', properties, required: [...required] } as JsonSchemaType;
  return { json, argsSchema: fromJsonSchema<PromptArgs>(json) };
}

const ANGLE_DESCRIPTION = `Optional: which expression to use, one of ${NAMES.join(', ')}. Without it, the model picks the ones that fit.`;

const PERSPECTIVE = 'put_in_perspective';
const FORTUNES = 'compare_fortunes';

const perspective: PromptDefinition = {
  name: PERSPECTIVE,
  title: 'Put an amount in perspective',
  description:
    'Asks the model to express an amount of money in human-scale facts with the tools (how long it lasts, how high it stacks, what it buys, what it earns) and to quote the results as given.',
  ...argsSchema(
    {
      amount: { type: 'string', description: `The amount to put in perspective. ${MONEY}` },
      angle: { type: 'string', enum: NAMES, description: ANGLE_DESCRIPTION },
    },
    ['amount'],
  ),
  render(args) {
    checkMoney(PERSPECTIVE, args, ['amount']);
    const amount = JSON.stringify(args.amount);
    const chosen = byName(args.angle);
    const call = chosen
      ? `Call the \`${chosen.tool}\` tool (${chosen.title}) with \`wealth\` = ${amount}.${otherArgs(chosen)}`
      : `Call whichever of these tools fit, each with \`wealth\` = ${amount}: ${EXPRESSIONS.map(
          (e) => `\`${e.tool}\` (${e.description})${otherArgs(e)}`,
        ).join(' ')}`;
    return userMessage(`Put ${amount} in perspective. ${call}\n\n${QUOTING}`);
  },
};

const fortunes: PromptDefinition = {
  name: FORTUNES,
  title: 'Compare two fortunes',
  description:
    'Asks the model to compare your wealth with someone else’s through the comparison tool, and to quote both results and their ratio as given.',
  ...argsSchema(
    {
      yours: { type: 'string', description: `Your wealth (savings, net worth or income). ${MONEY}` },
      theirs: { type: 'string', description: `The other person’s wealth. ${MONEY}` },
      expression: {
        type: 'string',
        enum: NAMES,
        description: `Optional: the expression both wealths are put through, one of ${NAMES.join(', ')}; ${DEFAULT_EXPRESSION} when left out.`,
      },
    },
    ['yours', 'theirs'],
  ),
  render(args) {
    checkMoney(FORTUNES, args, ['yours', 'theirs']);
    const expression = byName(args.expression) ?? byName(DEFAULT_EXPRESSION);
    const call = `Call the \`comparison\` tool with \`expression\` = "${expression?.name}", \`wealthYours\` = ${JSON.stringify(args.yours)} and \`wealthTheirs\` = ${JSON.stringify(args.theirs)}.${expression ? otherArgs(expression) : ''}`;
    const show =
      'Answer with `resultYours.sentence`, `resultTheirs.sentence` and `ratio.sentence`, and their `scale` sentences where present; a ratio of 200:1 or more is what this service calls extreme wealth inequality.';
    return userMessage(`Compare my wealth with theirs. ${call}\n\n${show} ${QUOTING}`);
  },
};

/** The prompts, built once (the SDK builds a server per request): names, titles and values come from the registry. */
export const PROMPTS: readonly PromptDefinition[] = [perspective, fortunes];
