import { classifyInboundRequest } from '@modelcontextprotocol/server';

/**
 * The SDK's classification of an inbound request (its `classifyInboundRequest`, exactly as
 * createMcpHandler calls it), reduced to what the MCP fast path needs, and remembered by what it
 * depends on. Classifying runs three Zod parses of the whole message and validates the `_meta`
 * envelope: under load that was a third of a tools/call answered from a kept result.
 *
 * What it depends on, for the messages the fast path asks about (a plain object whose only members
 * are `jsonrpc`, `id`, `method` and `params`; see fast-path.ts): the three headers; `jsonrpc` and
 * `method`; whether `id` is a string or a safe integer (RequestIdSchema: a string or
 * `z.number().int()`; any other number is remembered by its value); whether `params` is absent or a
 * plain object, and then only its `_meta` (BaseRequestParamsSchema is a loose object: its other
 * members are passed over unread; their names are kept in the key all the same). `_meta` is kept as
 * its JSON, which names its values exactly unless it holds -0 or a number too large for a double
 * (printed as 0 and null): those, and anything else, are classified afresh every time.
 * test/mcp/classify.test.ts holds the remembered verdicts equal to the SDK's own.
 */

/** The routes the fast path answers in: 2026-07-28 requests, and 2025-era requests without a claim. */
export type Classified = 'modern' | 'legacy' | 'other';

/** The revision served natively. */
const MODERN = '2026-07-28';

/** At most this many verdicts are remembered (the oldest go first), each under a key of at most this length. */
const MAX_VERDICTS = 1024;
const MAX_KEY_LENGTH = 1024;

/** Nesting deeper than this in `_meta` is not looked through (nor remembered). */
const MAX_DEPTH = 16;

export interface Inbound {
  readonly protocolVersion: string | undefined;
  readonly mcpMethod: string | undefined;
  readonly mcpName: string | undefined;
  readonly body: Readonly<Record<string, unknown>>;
}

/** The SDK's classification, reduced: every request, every time. */
export function classifyDirect({ protocolVersion, mcpMethod, mcpName, body }: Inbound): Classified {
  const route = classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader: protocolVersion,
    mcpMethodHeader: mcpMethod,
    mcpNameHeader: mcpName,
    body,
  });
  if (route.kind === 'modern') {
    return route.messageKind === 'request' && route.classification.revision === MODERN ? 'modern' : 'other';
  }
  return route.kind === 'legacy' && route.reason === 'no-claim' ? 'legacy' : 'other';
}

/** Whether a parsed JSON value prints as JSON that names it exactly (no -0, no overflowed number), within MAX_DEPTH. */
function exactJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => exactJson(item, depth + 1));
  for (const key in value) if (!exactJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The key of what the classification reads of a message of the fast path's shape; undefined to classify afresh. */
function keyOf({ protocolVersion, mcpMethod, mcpName, body }: Inbound): string | undefined {
  const { jsonrpc, id, method, params } = body;
  for (const key in body)
    if (key !== 'jsonrpc' && key !== 'id' && key !== 'method' && key !== 'params') return;
  if (typeof method !== 'string' || !exactJson(jsonrpc)) return;
  let idKey: string;
  if (typeof id === 'string') idKey = 's';
  else if (typeof id === 'number' && Number.isSafeInteger(id)) idKey = 'i';
  else if (exactJson(id)) idKey = `=${JSON.stringify(id)}`;
  else return;
  let paramsKey: string;
  if (params === undefined) paramsKey = '-';
  else if (isPlainObject(params)) {
    const meta = params._meta;
    if (!exactJson(meta)) return;
    paramsKey = `${JSON.stringify(Object.keys(params))}${meta === undefined ? '-' : JSON.stringify(meta)}`;
  } else return;
  const key = JSON.stringify([
    protocolVersion ?? 0,
    mcpMethod ?? 0,
    mcpName ?? 0,
    jsonrpc,
    method,
    idKey,
    paramsKey,
  ]);
  return key.length <= MAX_KEY_LENGTH ? key : undefined;
}

/** The classification with the verdicts of messages read before remembered (one per fast path). */
export class Classifier {
  readonly #verdicts = new Map<string, Classified>();

  classify(inbound: Inbound): Classified {
    const key = keyOf(inbound);
    if (key === undefined) return classifyDirect(inbound);
    let verdict = this.#verdicts.get(key);
    if (verdict === undefined) {
      verdict = classifyDirect(inbound);
      if (this.#verdicts.size >= MAX_VERDICTS)
        this.#verdicts.delete(this.#verdicts.keys().next().value as string);
      this.#verdicts.set(key, verdict);
    }
    return verdict;
  }
}
