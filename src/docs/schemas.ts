import {
  CURRENCY_NOTE_FIELD,
  EQUIVALENCE_FIELD,
  type FieldSpec,
  RATIO_FIELDS,
  RESULT_FIELDS,
} from '../expressions/fields.ts';
import type { ParamDef, ParamShape } from '../expressions/params.ts';
import { MAX_MONEY_LENGTH } from '../money/parse.ts';

/** An OpenAPI 3.0 object, kept loose: the validator in the tests is what checks its shape. */
export type OpenApiObject = Record<string, unknown>;

export const ref = (kind: 'schemas' | 'parameters' | 'responses' | 'headers', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** The component name of a parameter's schema: all money parameters share one. */
export function schemaName(param: ParamDef): string {
  if (param.shape.kind === 'money') return 'Money';
  return param.name[0]?.toUpperCase() + param.name.slice(1);
}

const SHAPE_SCHEMAS: {
  [K in ParamShape['kind']]: (shape: Extract<ParamShape, { kind: K }>) => OpenApiObject;
} = {
  money: (shape) => ({
    description: `A money value: digits, optionally grouped US style (1,000,000.5) or European style (1.000.000,5), optionally followed by a magnitude letter K, M, B, T or Q (case-insensitive), optionally prefixed by a currency symbol or ISO code (\`$\`, \`%E2%82%AC\` for €, \`%C2%A5\` for ¥ (the yen; the yuan is CN¥ or RMB), \`CHF\`, \`JPY\` …; codes in any case, symbols exactly; URL-encode non-ASCII symbols). Without one the value is US dollars; a \`spend\` without one takes the wealth's currency. The symbol is a label only, echoed as sent: no exchange rate is applied, and an answer that mixes labels says so in \`currencyNote\`. The amount must be at least ${shape.minimum} and at most ${shape.maximum.toExponential()}; number words are not accepted.`,
    anyOf: [
      { type: 'string', minLength: 1, maxLength: MAX_MONEY_LENGTH },
      { type: 'number', minimum: shape.minimum, maximum: shape.maximum },
    ],
  }),
  enum: (shape) => ({ type: 'string', enum: [...shape.values] }),
  // service.md §4.2: `rate` and `period` are numbers of format float.
  number: (shape) => ({
    type: 'number',
    format: 'float',
    minimum: shape.exclusiveMinimum,
    exclusiveMinimum: true,
    maximum: shape.exclusiveMaximum,
    exclusiveMaximum: true,
  }),
};

/** The schema of a parameter's value, from the shape the registry declares. */
export function paramSchema(param: ParamDef): OpenApiObject {
  const build = SHAPE_SCHEMAS[param.shape.kind] as (shape: ParamShape) => OpenApiObject;
  return build(param.shape);
}

/**
 * A parameter's example in its schema's type. The registry keeps examples as the query-string text
 * (the page, the command line and MCP use them so); a `number` schema needs the number itself. The
 * number must print back as the same text, so the example still is the query the 200 example answers.
 */
export function paramExample(param: ParamDef): string | number {
  if (param.shape.kind !== 'number') return param.example;
  const value = Number(param.example);
  if (String(value) !== param.example)
    throw new Error(`The example of ${param.name} is not a plain number: ${param.example}`);
  return value;
}

/** An object with exactly these fields, all required but `optional`, in OpenAPI 3.0's dialect (`nullable: true`). */
function closedObject(
  fields: Readonly<Record<string, FieldSpec>>,
  description: string,
  optional: readonly string[] = [],
): OpenApiObject {
  return {
    type: 'object',
    description,
    required: Object.keys(fields).filter((name) => !optional.includes(name)),
    additionalProperties: false,
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, { type, nullable, description: about }]) => [
        name,
        { type, ...(nullable ? { nullable: true } : {}), description: about },
      ]),
    ),
  };
}

/** The shapes of service.md §2.2–2.5 and §7. Every object is closed, so a drift in either direction shows. */
export const RESPONSE_SCHEMAS: Readonly<Record<string, OpenApiObject>> = {
  ResultObject: closedObject(
    { ...RESULT_FIELDS, currencyNote: CURRENCY_NOTE_FIELD },
    'The result of one wealth expression. Quote `phrase`, `sentence` and `scale` as they are: they apply the service’s own rounding; do not recompute them from `value`. `currencyNote` appears only when the answer mixes currency labels.',
    ['currencyNote'],
  ),
  RatioObject: closedObject(RATIO_FIELDS, 'How the two wealths of a comparison relate.'),
  ComparisonResult: {
    type: 'object',
    required: ['expression', 'resultTheirs', 'resultYours', 'ratio', 'equivalence'],
    additionalProperties: false,
    properties: {
      expression: ref('schemas', 'Expression'),
      resultTheirs: ref('schemas', 'ResultObject'),
      resultYours: ref('schemas', 'ResultObject'),
      ratio: ref('schemas', 'RatioObject'),
      equivalence: { type: 'string', description: EQUIVALENCE_FIELD.description },
      currencyNote: { type: 'string', description: CURRENCY_NOTE_FIELD.description },
    },
  },
  RouteEntry: {
    type: 'object',
    required: ['route'],
    additionalProperties: false,
    properties: { route: { type: 'string', description: 'Path of an endpoint, prefixed with `/v1`.' } },
  },
  ResultSuccess: successEnvelope(ref('schemas', 'ResultObject')),
  ComparisonSuccess: successEnvelope(ref('schemas', 'ComparisonResult')),
  ExpressionsSuccess: successEnvelope({ type: 'array', items: ref('schemas', 'RouteEntry') }),
  ErrorBody: errorEnvelope(
    {
      code: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status code.' },
      message: {
        type: 'string',
        description:
          'For a 400, the parameter in prose followed by the category, such as `Wealth Malformed` or `Rate Invalid (1)`.',
      },
      details: { type: 'string', description: 'When there is more to say: one sentence with the specifics.' },
    },
    ['details'],
  ),
  RateLimitErrorBody: errorEnvelope({
    code: { type: 'integer', enum: [429] },
    message: { type: 'string' },
    details: { type: 'string', description: 'Which limit was reached.' },
    retryAfter: {
      type: 'integer',
      minimum: 0,
      description: 'Seconds until the window resets; the same as the `Retry-After` header.',
    },
  }),
};

function successEnvelope(data: OpenApiObject): OpenApiObject {
  return {
    type: 'object',
    required: ['status', 'data'],
    additionalProperties: false,
    properties: { status: { type: 'string', enum: ['success'] }, data },
  };
}

/** The error envelope with these `error` fields, all required but those listed as optional. */
function errorEnvelope(
  fields: Record<string, OpenApiObject>,
  optional: readonly string[] = [],
): OpenApiObject {
  return {
    type: 'object',
    required: ['status', 'error'],
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: ['error'] },
      error: {
        type: 'object',
        required: Object.keys(fields).filter((name) => !optional.includes(name)),
        additionalProperties: false,
        properties: fields,
      },
    },
  };
}
