import type { JsonSchemaType } from '@modelcontextprotocol/server';
import type { ParamDef, ParamShape } from '../expressions/params.ts';
import type { Operation } from '../expressions/registry.ts';

/** Bounds of a money value (service.md §2.1), declared on its numeric form. */
const MONEY_MINIMUM = 1;
const MONEY_MAXIMUM = 1e24;

/**
 * The JSON Schema of a value, per registry shape. Money and bounded numbers also accept strings, as
 * REST does; the bounds on the numeric form are advertised, the checks themselves stay in `run()`.
 */
const SHAPE_SCHEMAS: {
  [K in ParamShape['kind']]: (shape: Extract<ParamShape, { kind: K }>) => JsonSchemaType;
} = {
  money: () => ({
    anyOf: [{ type: 'string' }, { type: 'number', minimum: MONEY_MINIMUM, maximum: MONEY_MAXIMUM }],
  }),
  enum: (shape) => ({ type: 'string', enum: [...shape.values] }),
  number: (shape) => ({
    anyOf: [
      { type: 'string' },
      { type: 'number', exclusiveMinimum: shape.exclusiveMinimum, exclusiveMaximum: shape.exclusiveMaximum },
    ],
  }),
};

function paramSchema(param: ParamDef, note = ''): JsonSchemaType {
  const build = SHAPE_SCHEMAS[param.shape.kind] as (shape: ParamShape) => JsonSchemaType;
  return { ...build(param.shape), description: param.description + note, examples: [param.example] };
}

/** Which expression needs a comparison parameter, said in its description since it is not `required`. */
function conditionalNote(requiredFor: readonly string[]): string {
  return ` Required when expression is ${requiredFor.join(' or ')}; ignored otherwise.`;
}

/** The input schema of a tool: the operation's parameters, conditional ones left out of `required`. */
export function inputSchema(operation: Operation): JsonSchemaType {
  const conditional = new Map(operation.conditional.map((c) => [c.param.name, c.requiredFor]));
  const properties: Record<string, JsonSchemaType> = {};
  const required: string[] = [];
  for (const param of operation.params) {
    const requiredFor = conditional.get(param.name);
    properties[param.name] = paramSchema(param, requiredFor ? conditionalNote(requiredFor) : '');
    if (!requiredFor) required.push(param.name);
  }
  return { type: 'object', properties, required };
}

const nullableString = (description: string): JsonSchemaType => ({ type: ['string', 'null'], description });

const closed = (properties: Record<string, JsonSchemaType>, description?: string): JsonSchemaType => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** Shared by the result object and the ratio (service.md §2.2, §2.3). */
const PROSE = {
  phrase: { type: 'string', description: 'Short title-cased label. Quote it as it is.' },
  sentence: { type: 'string', description: 'Complete statement. Quote it as it is.' },
} as const;

/** service.md §2.2: all six fields always present. */
const RESULT = closed(
  {
    value: {
      type: 'number',
      description: 'Raw numeric result, for arithmetic rather than display; approximate at Q scale.',
    },
    unit: nullableString('Unit of `value` (years, meters, a currency unit name), or null.'),
    type: nullableString('Result subtype: the kind of money stacked or the item bought, or null.'),
    ...PROSE,
    scale: nullableString(
      'A sentence giving real-world context; null when the result is too small for a meaningful anchor.',
    ),
  },
  'The result of one wealth expression.',
);

/** service.md §2.3: four fields, no unit, no type. */
const RATIO = closed(
  {
    value: { type: 'number', description: 'wealthTheirs ÷ wealthYours; below 1 means yours is larger.' },
    ...PROSE,
    scale: nullableString('An assessment of the ratio, tiered by magnitude; null for small ratios.'),
  },
  'How the two wealths compare.',
);

const ATTRIBUTION = {
  type: 'string',
  description: 'Credit line for this CC BY 4.0 result; show it as it is wherever the result is used.',
} as const;

/**
 * The output schema of a tool: the bare data object of its operation plus `attribution`. The
 * comparison, the one operation with conditional parameters, returns the comparison result.
 */
export function outputSchema(operation: Operation, expressionNames: readonly string[]): JsonSchemaType {
  if (operation.conditional.length === 0) {
    const { properties } = RESULT as { properties: Record<string, JsonSchemaType> };
    return closed({ ...properties, attribution: ATTRIBUTION });
  }
  return closed({
    expression: { type: 'string', enum: [...expressionNames], description: 'The expression computed.' },
    resultTheirs: RESULT,
    resultYours: RESULT,
    ratio: RATIO,
    attribution: ATTRIBUTION,
  });
}
