import type { JsonSchemaType } from '@modelcontextprotocol/server';
import {
  CURRENCY_NOTE_FIELD,
  EQUIVALENCE_FIELD,
  type FieldSpec,
  RATIO_FIELDS,
  RESULT_FIELDS,
} from '../expressions/fields.ts';
import type { ParamDef, ParamShape } from '../expressions/params.ts';
import type { Operation } from '../expressions/registry.ts';

/**
 * The JSON Schema of a value, per registry shape. Money and bounded numbers also accept strings, as
 * REST does; the bounds on the numeric form are advertised, the checks themselves stay in `run()`.
 */
const SHAPE_SCHEMAS: {
  [K in ParamShape['kind']]: (shape: Extract<ParamShape, { kind: K }>) => JsonSchemaType;
} = {
  money: (shape) => ({
    anyOf: [{ type: 'string' }, { type: 'number', minimum: shape.minimum, maximum: shape.maximum }],
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
    if (!requiredFor && !param.optional) required.push(param.name);
  }
  return { type: 'object', properties, required };
}

/** An object with exactly these properties, all required but the `optional` ones. */
const closed = (
  properties: Record<string, JsonSchemaType>,
  description?: string,
  optional: readonly string[] = [],
): JsonSchemaType => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  additionalProperties: false,
});

/**
 * The shared field specs in plain JSON Schema. A nullable field is `anyOf` two single-type branches,
 * not `type: [..., 'null']`: clients that map tool schemas onto a one-`type` dialect (Gemini's
 * function declarations) reject the array form, and MCP Inspector's portability check warns on it.
 */
function fieldSchemas(fields: Readonly<Record<string, FieldSpec>>): Record<string, JsonSchemaType> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, { type, nullable, description }]) => [
      name,
      nullable ? { anyOf: [{ type }, { type: 'null' }], description } : { type, description },
    ]),
  );
}

/** docs/service.md §2.2: all six fields always present. */
const RESULT = closed(fieldSchemas(RESULT_FIELDS), 'The result of one wealth expression.');

/** docs/service.md §2.3: four fields, no unit, no type. */
const RATIO = closed(fieldSchemas(RATIO_FIELDS), 'How the two wealths compare.');

/** Present only when the answer mixes currency labels, so it is never `required`. */
const CURRENCY_NOTE = { type: 'string', description: CURRENCY_NOTE_FIELD.description } as const;
const OPTIONAL = ['currencyNote'];

const ATTRIBUTION = {
  type: 'string',
  description: 'Credit line for this CC BY 4.0 result; show it as it is wherever the result is used.',
} as const;

/**
 * The output schema of a tool: the bare data object of its operation plus `attribution`. The
 * comparison, the one operation with conditional parameters, returns the comparison result.
 */
export function outputSchema(operation: Operation, expressionNames: readonly string[]): JsonSchemaType {
  if (operation.kind === 'expression') {
    const { properties } = RESULT as { properties: Record<string, JsonSchemaType> };
    return closed(
      { ...properties, currencyNote: CURRENCY_NOTE, attribution: ATTRIBUTION },
      undefined,
      OPTIONAL,
    );
  }
  return closed(
    {
      expression: { type: 'string', enum: [...expressionNames], description: 'The expression computed.' },
      resultTheirs: RESULT,
      resultYours: RESULT,
      ratio: RATIO,
      equivalence: { type: 'string', description: EQUIVALENCE_FIELD.description },
      currencyNote: CURRENCY_NOTE,
      attribution: ATTRIBUTION,
    },
    undefined,
    OPTIONAL,
  );
}
