import { EXPRESSION, OPERATIONS, type Operation, type RawParams } from '../expressions/registry.ts';
import { failure, success } from '../http/envelope.ts';
import type { OpenApiObject } from './schemas.ts';

/** The query of an operation's documented example: every parameter at its own example value. */
export function exampleQuery(operation: Operation, overrides: RawParams = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const param of operation.params) query[param.name] = param.example;
  return { ...query, ...(overrides as Record<string, string>) };
}

/** Only the parameters the operation reads for this query (a comparison ignores the other expressions' ones). */
export function neededQuery(operation: Operation, query: Record<string, string>): Record<string, string> {
  const expression = query.expression;
  const needed = operation.params.filter((param) => {
    const conditional = operation.conditional.find((c) => c.param === param);
    if (param.optional) return false;
    return !conditional || (expression !== undefined && conditional.requiredFor.includes(expression));
  });
  return Object.fromEntries(needed.map((param) => [param.name, query[param.name] as string]));
}

/** Runs the service on a query: the body it answers, 200 or 400. Examples are real answers, so they cannot drift. */
export function answer(operation: Operation, query: RawParams): { status: number; body: unknown } {
  const outcome = operation.run(query);
  return outcome.ok
    ? { status: 200, body: success(outcome.data) }
    : { status: 400, body: failure(400, outcome.message) };
}

function realSuccess(operation: Operation, query: Record<string, string>): OpenApiObject {
  const needed = neededQuery(operation, query);
  const { status, body } = answer(operation, needed);
  if (status !== 200)
    throw new Error(`The documented example of ${operation.name} fails: ${JSON.stringify(body)}`);
  return { summary: `GET /v1/${operation.name}?${new URLSearchParams(needed)}`, value: body };
}

/** The 200 example(s) of a media type: one per expression for the comparison, one otherwise. */
export function successExamples(operation: Operation): OpenApiObject {
  if (operation.kind === 'expression')
    return { example: realSuccess(operation, exampleQuery(operation)).value };
  const expressions = EXPRESSION.shape.kind === 'enum' ? EXPRESSION.shape.values : [];
  const examples = expressions.map((name) => [
    name,
    realSuccess(operation, exampleQuery(operation, { expression: name })),
  ]);
  return { examples: Object.fromEntries(examples) };
}

const byName = (name: string) => OPERATIONS.find((operation) => operation.name === name) as Operation;

/** Some wrong queries and the answers the service really gives them. */
const WRONG_QUERIES: readonly { operation: string; change: Record<string, string> }[] = [
  { operation: 'numberOfItems', change: { wealth: 'B' } },
  { operation: 'durationOfDailySpend', change: { spend: '-5' } },
  { operation: 'heightOfMoneyStack', change: { typeOfMoney: 'usd_5_bill' } },
  { operation: 'growthOfCompoundInterest', change: { rate: '1' } },
  { operation: 'growthOfCompoundInterest', change: { period: '150' } },
  { operation: 'comparison', change: { wealthYours: '' } },
];

export interface WrongQuery {
  /** The request, as a path and query. */
  query: string;
  message: string;
  body: unknown;
}

export function badRequestExamples(): WrongQuery[] {
  return WRONG_QUERIES.map(({ operation, change }) => {
    const query = neededQuery(byName(operation), exampleQuery(byName(operation), change));
    const { status, body } = answer(byName(operation), query);
    if (status !== 400) throw new Error(`The 400 example ${JSON.stringify(query)} does not fail`);
    const message = (body as { error: { message: string } }).error.message;
    return { query: `/v1/${operation}?${new URLSearchParams(query)}`, message, body };
  });
}
