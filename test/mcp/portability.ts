/**
 * MCP Inspector's tool-schema portability check (`mcp-inspector --cli … --method tools/list
 * --strict`, @modelcontextprotocol/inspector 2.12, core/json/schemaLint.ts), restated as its rules:
 * each finding names the tool, the schema path and the rule. The service must produce none.
 *
 * - `type-union`: `type` is an array (`["string", "null"]`); clients that map schemas onto a
 *   one-`type` dialect reject it. The portable spelling is `anyOf` of single-type branches.
 * - `remote-ref`: a `$ref` that does not start with `#` (clients fetch no remote schema).
 * - `untyped-schema`: a schema object with no constraining keyword at all (except under `not`).
 * - `boolean-schema`: a bare `true`/`false` where a schema object is expected (allowed only as the
 *   value of `additionalProperties`, `unevaluatedProperties`, `additionalItems`, `unevaluatedItems`).
 */
const BOOLEAN_VALUED = new Set([
  'additionalProperties',
  'unevaluatedProperties',
  'additionalItems',
  'unevaluatedItems',
]);
const SUBSCHEMA = [
  'items',
  'contains',
  'not',
  'propertyNames',
  'if',
  'then',
  'else',
  'additionalProperties',
  'unevaluatedProperties',
  'additionalItems',
  'unevaluatedItems',
  'contentSchema',
];
const SUBSCHEMA_ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = [
  'properties',
  'patternProperties',
  'dependentSchemas',
  'dependencies',
  '$defs',
  'definitions',
];
const CONSTRAINING = new Set([
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'items',
  'prefixItems',
  'contains',
  'additionalItems',
  'unevaluatedItems',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'dependentSchemas',
  'dependencies',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
]);

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each subschema of a node, with its path and the keyword it sits under. */
function* children(node: Node, path: string): Generator<[unknown, string, string]> {
  for (const key of SUBSCHEMA_MAPS) {
    const map = node[key];
    if (isNode(map))
      for (const [name, sub] of Object.entries(map)) yield [sub, `${path}.${key}.${name}`, key];
  }
  for (const key of SUBSCHEMA_ARRAYS) {
    const list = node[key];
    if (Array.isArray(list)) for (const [i, sub] of list.entries()) yield [sub, `${path}.${key}[${i}]`, key];
  }
  for (const key of SUBSCHEMA) {
    if (!(key in node)) continue;
    const value = node[key];
    if (key === 'items' && Array.isArray(value)) {
      for (const [i, sub] of value.entries()) yield [sub, `${path}.${key}[${i}]`, key];
    } else yield [value, `${path}.${key}`, key];
  }
}

function lint(schema: unknown, path: string, keyword: string | undefined, findings: string[]): void {
  if (typeof schema === 'boolean') {
    if (keyword === undefined || !BOOLEAN_VALUED.has(keyword)) findings.push(`${path}: boolean-schema`);
    return;
  }
  if (!isNode(schema)) return;
  if (Array.isArray(schema.type)) findings.push(`${path}: type-union ${JSON.stringify(schema.type)}`);
  if (typeof schema.$ref === 'string' && schema.$ref !== '' && !schema.$ref.startsWith('#'))
    findings.push(`${path}: remote-ref`);
  const constrains =
    Object.keys(schema).some((key) => CONSTRAINING.has(key)) ||
    ('if' in schema && ('then' in schema || 'else' in schema));
  if (!constrains && keyword !== 'not') findings.push(`${path}: untyped-schema`);
  for (const [child, childPath, childKeyword] of children(schema, path))
    lint(child, childPath, childKeyword, findings);
}

/** Every portability finding in a `tools/list` result, as `tool outputSchema.path: rule`. */
export function portabilityFindings(
  tools: readonly { name: string; inputSchema?: unknown; outputSchema?: unknown }[],
): string[] {
  const findings: string[] = [];
  for (const tool of tools) {
    for (const kind of ['inputSchema', 'outputSchema'] as const) {
      if (tool[kind] !== undefined) lint(tool[kind], `${tool.name} ${kind}`, undefined, findings);
    }
  }
  return findings;
}
