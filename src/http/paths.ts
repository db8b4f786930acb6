import { EXPRESSIONS, OPERATIONS, type Operation, type RawParams } from '../expressions/registry.ts';

/** The path of an operation under the REST base. */
export function restPath(operation: Pick<Operation, 'name'>): string {
  return `/v1/${operation.name}`;
}

export const DISCOVERY_PATH = '/v1/expressions';

/** Every REST path, in the order `expressions` lists them, discovery last. */
export const REST_PATHS = [...OPERATIONS.map(restPath), DISCOVERY_PATH];

/** The MCP endpoint (docs/conventions.md §1). */
export const MCP_PATH = '/mcp';

/** Where the MCP server card is served (docs/conventions.md §1); the second address is an alias. */
export const CARD_PATHS = ['/.well-known/mcp.json', '/.well-known/mcp-server-card'] as const;

/** The methods the MCP route hands to the SDK (POST carries MCP; the SDK answers the rest with 405). */
export const MCP_SDK_METHODS = ['POST', 'GET', 'DELETE', 'PUT', 'PATCH'] as const;

/** Every method the MCP endpoint takes: the SDK's, the CORS preflight and HEAD. */
export const MCP_METHODS = [...MCP_SDK_METHODS, 'OPTIONS', 'HEAD'] as const;

/** The scale anchors as a data set (src/anchors/dataset.ts). */
export const DATASET_PATHS = { json: '/data/anchors.json', csv: '/data/anchors.csv' } as const;

/**
 * A JSON number in plain digits: `1e+24` as `1000000000000000000000000`, the exact decimal the money
 * reader takes it for (the shortest digits JavaScript prints), since the query-string reader refuses
 * exponents.
 */
export function plainNumber(value: number): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
  if (!match) return String(value);
  const [, minus = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point >= digits.length) return minus + digits + '0'.repeat(point - digits.length);
  if (point <= 0) return `${minus}0.${'0'.repeat(-point)}${digits}`;
  return `${minus}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Ready-made comparisons, each linked to its page and card. */
export const EXAMPLES_PATH = '/examples';

/** The comparison page, whose query holds a comparison's parameters (a shareable permalink). */
export const COMPARE_PAGE_PATH = '/compare';

/**
 * The page address of a comparison: `expression`, both wealths, then that expression's own parameters
 * in the registry's order, each value as given (strings as sent, JSON numbers in plain digits), then
 * `lang` when the comparison is asked in a language (docs/languages.md). Parameters another
 * expression would need are left out, so one comparison has one address.
 */
export function comparePagePath(args: RawParams, base: string = COMPARE_PAGE_PATH): string {
  const expression = EXPRESSIONS.find((e) => e.name === args.expression);
  const names = [
    'expression',
    'wealthYours',
    'wealthTheirs',
    ...(expression?.params ?? []).map((p) => p.name),
    'lang',
  ];
  const query = new URLSearchParams();
  for (const name of names) {
    const value = args[name];
    if (typeof value === 'string') query.set(name, value);
    else if (typeof value === 'number') query.set(name, plainNumber(value));
  }
  return `${base}?${query}`;
}
