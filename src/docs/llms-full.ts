import type { Config } from '../config.ts';
import {
  CURRENCY_NOTE_FIELD,
  EQUIVALENCE_FIELD,
  type FieldSpec,
  RATIO_FIELDS,
  RESULT_FIELDS,
} from '../expressions/fields.ts';
import type { ParamDef, ParamShape } from '../expressions/params.ts';
import { OPERATIONS, type Operation } from '../expressions/registry.ts';
import { REFUSALS, type RefusalStatus } from '../http/envelope.ts';
import { ALLOWED_METHODS } from '../http/headers.ts';
import { CARD_PATHS, DATASET_PATHS, DISCOVERY_PATH, MCP_PATH, restPath } from '../http/paths.ts';
import { answer, exampleQuery, neededQuery } from './examples.ts';
import { paramErrors } from './param-errors.ts';

/** What values a parameter takes, in words, from the shape the registry declares. */
const VALUES: { readonly [K in ParamShape['kind']]: (shape: Extract<ParamShape, { kind: K }>) => string } = {
  money: (shape) =>
    `a money value (see "Money values" above), at least ${shape.minimum}, at most ${shape.maximum.toExponential().replace('+', '')}`,
  enum: (shape) => `one of ${shape.values.map((value) => `\`${value}\``).join(', ')}`,
  number: (shape) =>
    `a number greater than ${shape.exclusiveMinimum} and less than ${shape.exclusiveMaximum} (decimal or exponent notation)`,
};

function valuesOf(param: ParamDef): string {
  return (VALUES[param.shape.kind] as (shape: ParamShape) => string)(param.shape);
}

function paramSection(operation: Operation, param: ParamDef): string {
  const conditional = operation.conditional.find((c) => c.param === param);
  const required = conditional
    ? `Required when \`expression\` is ${conditional.requiredFor.map((name) => `\`${name}\``).join(' or ')}; ignored otherwise.`
    : param.optional
      ? 'Optional.'
      : 'Required.';
  const errors = paramErrors(param).map(
    ({ input, cause, message }) =>
      `  - \`${message}\`: ${cause} (${input === undefined ? 'left out' : `\`${param.name}=${input}\``})`,
  );
  return [
    `- \`${param.name}\` (${param.label}): ${param.description} ${required}`,
    `  Values: ${valuesOf(param)}. Example: \`${param.example}\`.`,
    '  Errors (400):',
    ...errors,
  ].join('\n');
}

function operationSection(operation: Operation, origin: string): string {
  const query = neededQuery(operation, exampleQuery(operation));
  const url = `${origin}${restPath(operation)}?${new URLSearchParams(query)}`;
  // The answer is computed, not written down: it is what the service says today.
  const { body } = answer(operation, query);
  return `### ${operation.name}

${operation.title}. ${operation.description}

- REST: \`GET ${restPath(operation)}\`
- MCP tool: \`${operation.tool}\`

Parameters, in the order their errors take precedence:

${operation.params.map((param) => paramSection(operation, param)).join('\n')}

Example:

\`\`\`sh
curl '${url}'
\`\`\`

\`\`\`json
${JSON.stringify(body, null, 2)}
\`\`\`
`;
}

function fieldLines(fields: Readonly<Record<string, FieldSpec>>): string {
  return Object.entries(fields)
    .map(
      ([name, field]) =>
        `- \`${name}\` (${field.type}${field.nullable ? ' or null' : ''}): ${field.description}`,
    )
    .join('\n');
}

/** Why the HTTP layer refuses with each of its statuses (a new status there needs a line here). */
const REFUSAL_CAUSES: Readonly<Record<RefusalStatus, string>> = {
  400: 'a request line or header Node cannot parse',
  408: 'headers and body not all arrived in time',
  413: 'a body over the limit (only /mcp takes a body)',
  414: 'a URI over the limit',
  415: 'a body of a type the route does not take',
  417: 'an `Expect` header other than `100-continue`',
  431: 'headers over the limit',
  503: 'a picture card while too many wait to be drawn (with `Retry-After: 1`), or `/readyz` while something it needs is down',
};

/** An answer that is not about one parameter: status, message, when. */
type OtherAnswer = readonly [status: number, message: string, when: string];

const REFUSED: readonly OtherAnswer[] = Object.entries(REFUSALS).map(([status, message]) => [
  Number(status),
  message,
  REFUSAL_CAUSES[Number(status) as RefusalStatus],
]);

const HANDLED: readonly OtherAnswer[] = [
  [400, 'Malformed URL', 'a URL that cannot be decoded'],
  [400, 'Body Not Allowed', 'a body on a GET or HEAD'],
  [400, 'Malformed Host Header', 'a Host header that is not a host, on a document that names the origin'],
  [404, 'Not Found', 'a path the service does not have'],
  [
    405,
    'Method Not Allowed',
    `another method than ${ALLOWED_METHODS} on a REST path (with an \`Allow\` header)`,
  ],
  [429, 'Too Many Requests', 'over the rate limit: wait the `Retry-After` seconds (also `error.retryAfter`)'],
  [500, 'Internal Server Error', 'an unexpected failure (never a stack trace)'],
];

const OTHER_ANSWERS = [...REFUSED, ...HANDLED].sort(([a], [b]) => a - b);

/**
 * `/llms-full.txt`: the whole reference in one text, generated from the registry: every operation
 * with its parameters, their values and every message they can produce, a real example answer, the
 * MCP tool, the answer fields and the other statuses. `origin` as for llms.txt.
 */
export function llmsFullText(config: Config, origin: string): string {
  const window = config.rateLimitWindowSeconds;
  return `# Tangible Wealth: full reference

> Everything an agent needs to call the Tangible Wealth API without another document: every operation, parameter, value, error message and answer field, generated from the service's own registry, with one real example per operation. The short guide is ${origin}/llms.txt; the normative contract is the OpenAPI document at ${origin}/openapi.json.

The service turns a sum of money into human-scale, quotable facts. It computes only from the values you send; currency symbols are labels, never converted. Results are CC BY 4.0: attribute them with \`${config.attribution}\`.

## Calling it

- REST: every operation is \`GET ${origin}/v1/<operation>\` with query parameters; \`${origin}${DISCOVERY_PATH}\` lists them. Answers are JSON: \`{"status":"success","data":{…}}\` or \`{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}\`.
- MCP: ${origin}${MCP_PATH} (Streamable HTTP, no authentication, no session); the same operations as tools with the same parameter names and messages. A tool result is the \`data\` object plus \`attribution\`; bad input is a tool result with the error flag set and the REST message. Server card: ${origin}${CARD_PATHS[0]}.
- Limits per client IP and ${window}-second window: ${config.restRateLimit} REST requests, ${config.mcpRateLimit} MCP requests, ${config.docsRateLimit} documentation requests. On 429 wait the \`Retry-After\` seconds.
- Money values (\`wealth\`, \`wealthYours\`, \`wealthTheirs\`, \`spend\`): \`1000000\`, \`1,000,000\`, \`1.000.000\`, \`1M\` (K, M, B, T, Q), optionally after a currency symbol or code such as \`$\` (send \`%24\` from a shell), \`CHF\`, \`JPY\` or a URL-encoded \`€\` (\`%E2%82%AC\`); ISO codes in any case, symbols exactly; \`¥\` is the yen, \`CN¥\` or \`RMB\` the yuan. A value without one is US dollars; a \`spend\` without one takes the wealth's label. The label is echoed as sent and never converted. Number words are not accepted.
- A 400 message is the parameter's label, then the category. Only the first failing parameter is reported, in the order listed below. Never retry a 400 unchanged.

## Operations

${OPERATIONS.map((operation) => operationSection(operation, origin)).join('\n')}
## Answer fields

A result (\`data\` of the four expressions; \`resultYours\` and \`resultTheirs\` of a comparison):

${fieldLines(RESULT_FIELDS)}

A comparison's \`data\` also has \`expression\`, \`ratio\` and \`equivalence\`. \`ratio\`:

${fieldLines(RATIO_FIELDS)}

\`equivalence\` (${EQUIVALENCE_FIELD.type}): ${EQUIVALENCE_FIELD.description}

\`currencyNote\` (${CURRENCY_NOTE_FIELD.type}, optional): ${CURRENCY_NOTE_FIELD.description}

Quote \`phrase\`, \`sentence\`, \`scale\`, \`equivalence\` and \`currencyNote\` exactly as returned; \`value\` is for arithmetic only.

## Other answers

Every error has the envelope above and \`Cache-Control: no-store\`. Beyond the parameter messages, the service answers:

${OTHER_ANSWERS.map(([status, message, when]) => `- ${status} \`${message}\`: ${when}`).join('\n')}

## Data

- [Scale anchors as JSON](${origin}${DATASET_PATHS.json}): every real-world figure a \`scale\` sentence compares with, with its source; also as [CSV](${origin}${DATASET_PATHS.csv}). CC BY 4.0.
`;
}
