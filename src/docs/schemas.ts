import type { ParamDef, ParamShape } from '../expressions/params.ts';
import { MAX_MONEY_LENGTH } from '../money/parse.ts';

/** An OpenAPI 3.0 object, kept loose: the validator in the tests is what checks its shape. */
export type OpenApiObject = Record<string, unknown>;

export const ref = (kind: 'schemas' | 'parameters' | 'responses' | 'headers', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** Bounds of a money value (service.md §2.1), declared on its numeric form. */
const MONEY_MINIMUM = 1;
const MONEY_MAXIMUM = 1e24;

/** The component name of a parameter's schema: all money parameters share one. */
export function schemaName(param: ParamDef): string {
  if (param.shape.kind === 'money') return 'Money';
  return param.name[0]?.toUpperCase() + param.name.slice(1);
}

const SHAPE_SCHEMAS: {
  [K in ParamShape['kind']]: (shape: Extract<ParamShape, { kind: K }>) => OpenApiObject;
} = {
  money: () => ({
    description: `A money value: digits, optionally grouped US style (1,000,000.5) or European style (1.000.000,5), optionally followed by a magnitude letter K, M, B, T or Q (case-insensitive), optionally prefixed by a currency symbol or code (\`$\`, \`%E2%82%AC\` for €, \`CHF\` …; URL-encode non-ASCII symbols). The symbol is a label only: no exchange rate is applied. The amount must be at least ${MONEY_MINIMUM} and at most ${MONEY_MAXIMUM.toExponential()}; number words are not accepted.`,
    anyOf: [
      { type: 'string', minLength: 1, maxLength: MAX_MONEY_LENGTH },
      { type: 'number', minimum: MONEY_MINIMUM, maximum: MONEY_MAXIMUM },
    ],
  }),
  enum: (shape) => ({ type: 'string', enum: [...shape.values] }),
  number: (shape) => ({
    type: 'number',
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

const nullableString = (description: string) => ({ type: 'string', nullable: true, description });

/** The shapes of service.md §2.2–2.5 and §7. Every object is closed, so a drift in either direction shows. */
export const RESPONSE_SCHEMAS: Readonly<Record<string, OpenApiObject>> = {
  ResultObject: {
    type: 'object',
    description:
      'The result of one wealth expression. Quote `phrase`, `sentence` and `scale` as they are: they apply the service’s own rounding; do not recompute them from `value`.',
    required: ['value', 'unit', 'type', 'phrase', 'sentence', 'scale'],
    additionalProperties: false,
    properties: {
      value: {
        type: 'number',
        description:
          'Raw numeric result, for arithmetic rather than display. At Q scale it exceeds exact float64 integer range and is approximate in its last digits.',
      },
      unit: nullableString(
        'Unit of `value`: `years`, `meters`, a currency unit name such as `dollars`, or null.',
      ),
      type: nullableString('Result subtype: the kind of money stacked or the item bought, or null.'),
      phrase: { type: 'string', description: 'Short title-cased label.' },
      sentence: { type: 'string', description: 'Complete sentence-cased statement.' },
      scale: nullableString(
        'A sentence giving real-world context; null when the result is too small for a meaningful anchor.',
      ),
    },
  },
  RatioObject: {
    type: 'object',
    description: 'How the two wealths of a comparison relate.',
    required: ['value', 'phrase', 'sentence', 'scale'],
    additionalProperties: false,
    properties: {
      value: {
        type: 'number',
        description: 'wealthTheirs ÷ wealthYours; below 1 means `wealthYours` is the larger.',
      },
      phrase: { type: 'string', description: 'The ratio with 1 on the smaller side, such as `10 : 1`.' },
      sentence: { type: 'string', description: 'Direction-aware statement of the ratio.' },
      scale: nullableString(
        'Assessment of the ratio, tiered by magnitude. From 200:1 it speaks of extreme wealth inequality: the service’s own rounded threshold, not an official definition.',
      ),
    },
  },
  ComparisonResult: {
    type: 'object',
    required: ['expression', 'resultTheirs', 'resultYours', 'ratio'],
    additionalProperties: false,
    properties: {
      expression: ref('schemas', 'Expression'),
      resultTheirs: ref('schemas', 'ResultObject'),
      resultYours: ref('schemas', 'ResultObject'),
      ratio: ref('schemas', 'RatioObject'),
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
  ErrorBody: errorEnvelope({
    code: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status code.' },
    message: {
      type: 'string',
      description:
        'For a 400, the parameter in prose followed by the category, such as `Wealth Malformed` or `Rate Invalid (1)`.',
    },
  }),
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

function errorEnvelope(fields: Record<string, OpenApiObject>): OpenApiObject {
  return {
    type: 'object',
    required: ['status', 'error'],
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: ['error'] },
      error: {
        type: 'object',
        required: Object.keys(fields),
        additionalProperties: false,
        properties: fields,
      },
    },
  };
}
