import type { IncomingHttpHeaders } from 'node:http';
import {
  type CallToolResult,
  isJsonContentType,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/server';
import type { RawParams } from '../expressions/registry.ts';
import type { KeyedAnswers } from '../http/response-cache.ts';
import { Classifier } from './classify.ts';
import { FIRST_WITH_LINKS, SERVER_INFO, UNNAMED_REVISION } from './server.ts';
import { callTool, TOOLS, type ToolDefinition } from './tools.ts';

/**
 * The MCP fast path (issue 21): the few stateless requests that make up nearly all MCP traffic
 * (`tools/call`, `tools/list`, and `ping` on the 2025 fallback) answered straight from the tool
 * registry, without building an SDK server, transport and web Request/Response for each one.
 *
 * The SDK stays the reference and the fallback: `answer` returns undefined for anything it cannot
 * answer exactly as the SDK would (status, headers, body byte for byte), and that request goes to
 * the SDK unchanged. test/mcp/fast-path.differential.test.ts sends the same requests to an app with
 * and without this path and proves the answers equal. Each condition below says which SDK step it
 * reproduces, so that a request outside them is never guessed at.
 */

/** The revision served natively; its stateless handling is reproduced below. */
const MODERN = '2026-07-28';

/** What the fast path sends: always a 200, as one JSON body or one SSE event. */
export interface FastAnswer {
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
}

/** The two framings of the SDK's stateless answers. */
const JSON_HEADERS = { 'content-type': 'application/json' } as const;
/** The 2025 fallback's SSE response headers (its `Connection: keep-alive` is dropped by http.ts anyway). */
const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** `_meta` the SDK adds to every 2026-07-28 result. */
const MODERN_RESULT_META = { 'io.modelcontextprotocol/serverInfo': SERVER_INFO };

type Era = 'modern' | 'legacy';

/** What a plain object inherits (Object.prototype's names). */
const EMPTY: Readonly<Record<string, unknown>> = {};

/** A value starting or ending with HTTP optional whitespace. */
const OWS_EDGE = /^[ \t]|[ \t]$/;

/** A JSON-RPC success in the SDK's key order (`result`, `jsonrpc`, `id`). */
function resultMessage(resultJson: string, id: string | number): string {
  return `{"result":${resultJson},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
}

/** A JSON-RPC error in the SDK's key order (`jsonrpc`, `id`, `error`). */
function errorMessage(code: number, message: string, id: string | number): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } });
}

function framed(era: Era, message: string): FastAnswer {
  return era === 'modern'
    ? { headers: JSON_HEADERS, text: message }
    : { headers: SSE_HEADERS, text: `event: message\ndata: ${message}\n\n` };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether every own key of `value` is one of `allowed` (anything else may change the SDK's answer). */
function onlyKeys(value: Record<string, unknown>, allowed: readonly string[]): boolean {
  for (const key in value) if (!allowed.includes(key)) return false;
  return true;
}

/**
 * The tools/list result per era, serialised once: the SDK lists each registered tool as name,
 * title, description, the JSON input schema, annotations and the JSON output schema, in this order;
 * on 2026-07-28 it adds `resultType`, the cache hints (server.ts) and its `_meta`.
 */
function toolsListResults(): Record<Era, string> {
  const tools = TOOLS.map(({ name, title, description, json, annotations }) => ({
    name,
    title,
    description,
    inputSchema: json.input,
    annotations,
    outputSchema: json.output,
  }));
  return {
    legacy: JSON.stringify({ tools }),
    modern: JSON.stringify({
      tools,
      resultType: 'complete',
      ttlMs: 3_600_000,
      cacheScope: 'public',
      _meta: MODERN_RESULT_META,
    }),
  };
}

/**
 * A tool result in the order the SDK's result schema writes it (content, structuredContent,
 * isError; each content item in its schema's order), plus the 2026-07-28 additions.
 */
function wireResult(result: CallToolResult, era: Era): Record<string, unknown> {
  const content = result.content.map((item) =>
    item.type === 'resource_link'
      ? { name: item.name, title: item.title, uri: item.uri, mimeType: item.mimeType, type: item.type }
      : item,
  );
  const wire: Record<string, unknown> = { content };
  if (result.structuredContent !== undefined) wire.structuredContent = result.structuredContent;
  if (result.isError !== undefined) wire.isError = result.isError;
  if (era === 'modern') {
    wire.resultType = 'complete';
    wire._meta = MODERN_RESULT_META;
  }
  return wire;
}

/** A content item the mapping above knows: text, or the comparison's page link. */
function knownContent(result: CallToolResult): boolean {
  return result.content.every((item) => item.type === 'text' || item.type === 'resource_link');
}

export interface FastRequest {
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body (http.ts has already refused batches). */
  readonly body: unknown;
  /**
   * Where comparison links point: the origin the SDK's factory would read from the web Request it
   * gets (http.ts `requestOrigin`); undefined for no link; null when that Request could not even be
   * built, which only the SDK path may answer.
   */
  readonly linkOrigin: string | undefined | null;
}

/**
 * Where tool results are kept (src/rest/routes.ts keeps them in the REST answers' cache): a tool
 * result is a pure function of the tool, its arguments, the era, the link origin and the day (the
 * cache's generation), so its JSON (wireResult, serialised) is kept by a key made of those and
 * reused for any request id.
 */
export type ToolResults = KeyedAnswers;

/**
 * The key of a tool result, or undefined when its arguments are not all strings and plain numbers:
 * for those, the arguments' JSON names exactly the values the tool reads (JSON.parse gave them, so
 * the shortest digits JavaScript prints give back the same number; -0 and numbers too large for a
 * double, which print as 0 and null, are left out), so equal keys mean equal results.
 */
function resultKey(
  name: string,
  era: Era,
  origin: string | undefined,
  args: Record<string, unknown>,
): string | undefined {
  for (const key in args) {
    const value = args[key];
    if (typeof value === 'string') continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || Object.is(value, -0)) return undefined;
  }
  return `mcp ${era} ${name} ${origin ?? ''} ${JSON.stringify(args)}`;
}

/** Header value as the SDK's web Request would carry it, or null when it is not one plain string. */
function header(headers: IncomingHttpHeaders, name: string): string | undefined | null {
  const value = headers[name];
  return value === undefined || typeof value === 'string' ? value : null;
}

/**
 * Builds the fast path for one attribution (the tool handlers' only setting). The answerer returns
 * the answer, or undefined when the SDK must answer.
 */
export function fastPath(
  attribution: string,
  results?: ToolResults,
): (request: FastRequest) => FastAnswer | undefined {
  const lists = toolsListResults();
  const classifier = new Classifier();
  const tools = new Map<string, ToolDefinition>(TOOLS.map((tool) => [tool.name, tool]));

  /** The era the SDK would serve the request in, when the fast path may answer it there; else undefined. */
  function eraOf(headers: IncomingHttpHeaders, body: Record<string, unknown>): Era | undefined {
    const protocolVersion = header(headers, 'mcp-protocol-version');
    const mcpMethod = header(headers, 'mcp-method');
    const mcpName = header(headers, 'mcp-name');
    if (protocolVersion === null || mcpMethod === null || mcpName === null) return undefined;
    // The SDK's own classifier, exactly as createMcpHandler calls it: same era, same refusals
    // (which are left to the SDK), same reading of the `_meta` envelope and the JSON-RPC shape;
    // its verdicts remembered by what they depend on (classify.ts).
    const route = classifier.classify({ protocolVersion, mcpMethod, mcpName, body });
    if (route === 'modern') {
      // SEP-2243's header rung (validateStandardRequestHeaders): the version and method headers must
      // be present and agree with the body; Mcp-Name must name the tool. Only exact agreement is
      // answered here: a missing or mismatched header, or a Base64-encoded name, goes to the SDK.
      if (protocolVersion !== MODERN || mcpMethod !== body.method) return undefined;
      if (body.method === 'tools/call') {
        const name = (body.params as Record<string, unknown>).name;
        // The SDK strips optional whitespace (SP, HTAB) from the header, not from the body's name.
        if (typeof name !== 'string' || mcpName !== name || name.startsWith('=?') || OWS_EDGE.test(name)) {
          return undefined;
        }
      }
      return 'modern';
    }
    if (route === 'legacy') {
      // The 2025 transport's checks: a named revision must be one it supports (else 400); the client
      // must accept both JSON and SSE (else 406). Content-Type was checked by the caller.
      if (protocolVersion !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)) {
        return undefined;
      }
      const accept = header(headers, 'accept');
      if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return undefined;
      return 'legacy';
    }
    return undefined;
  }

  function toolsCall(request: FastRequest, era: Era, params: Record<string, unknown>, id: string | number) {
    // The request schema of tools/call: a string name, arguments a JSON object when given. Other
    // members (a task, a 2025 `_meta`) take other SDK paths.
    if (!onlyKeys(params, era === 'modern' ? ['name', 'arguments', '_meta'] : ['name', 'arguments'])) return;
    const { name, arguments: args = {} } = params;
    if (typeof name !== 'string' || !isPlainObject(args) || Object.hasOwn(args, '__proto__')) return;
    const tool = tools.get(name);
    if (tool === undefined) {
      // McpServer looks tools up in a plain object, so it finds `constructor`, `valueOf`… and calls
      // them "disabled": those names are left to it.
      if (name in EMPTY) return undefined;
      // McpServer's tools/call handler: an unknown tool is a JSON-RPC error, in-band (HTTP 200).
      return framed(era, errorMessage(-32602, `Tool ${name} not found`, id));
    }
    // server.ts: links on 2026-07-28, and on a 2025 request whose header names 2025-06-18 or later
    // (no header reads as 2025-03-26; a stateless request has no negotiated revision).
    const revision =
      era === 'modern' ? MODERN : (header(request.headers, 'mcp-protocol-version') ?? UNNAMED_REVISION);
    const origin = revision >= FIRST_WITH_LINKS ? (request.linkOrigin ?? undefined) : undefined;
    const key = results === undefined ? undefined : resultKey(name, era, origin, args);
    const kept = key === undefined ? undefined : results?.get(key);
    if (kept !== undefined) return framed(era, resultMessage(kept, id));
    const result = callTool(tool.operation, args as RawParams, attribution, origin);
    if (!knownContent(result)) return;
    if (!result.isError) {
      // The SDK validates structured content against the output schema (the same compiled
      // validator); a failure becomes its own error result, so it is left to the SDK to word.
      const checked = tool.outputSchema['~standard'].validate(result.structuredContent);
      if (checked instanceof Promise || checked.issues !== undefined) return;
    }
    const json = JSON.stringify(wireResult(result, era));
    if (key !== undefined) results?.keep(key, json);
    return framed(era, resultMessage(json, id));
  }

  return (request) => {
    const { headers, body } = request;
    if (request.linkOrigin === null) return undefined;
    // The SDK's first check (415 otherwise), with its own predicate.
    if (!isJsonContentType(headers['content-type'])) return undefined;
    // One JSON-RPC request object of the three methods: a notification, a response or any other
    // method goes to the SDK. Other top-level members are left to its message schema.
    if (!isPlainObject(body) || !onlyKeys(body, ['jsonrpc', 'id', 'method', 'params'])) return undefined;
    const { id, method, params } = body;
    if (method !== 'tools/call' && method !== 'tools/list' && method !== 'ping') return undefined;
    if (typeof id !== 'string' && typeof id !== 'number') return undefined;
    const era = eraOf(headers, body);
    if (era === undefined) return undefined;
    try {
      if (method === 'tools/call') {
        return isPlainObject(params) ? toolsCall(request, era, params, id) : undefined;
      }
      // tools/list and ping take no arguments here: a cursor (or anything else) goes to the SDK.
      const bare = params === undefined || (isPlainObject(params) && onlyKeys(params, ['_meta']));
      if (!bare || (era === 'legacy' && params !== undefined && Object.keys(params).length > 0))
        return undefined;
      if (method === 'tools/list') return framed(era, resultMessage(lists[era], id));
      // ping left 2026-07-28 (the SDK answers it "Method not found"); on 2025 it is an empty result.
      return era === 'legacy' ? framed(era, resultMessage('{}', id)) : undefined;
    } catch {
      // Whatever failed here (a tool that threw) is the SDK's to answer, as it would without this path.
      return undefined;
    }
  };
}
