import { Client, type FetchLike, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../support/app.ts';

export const MODERN = '2026-07-28';
export const LEGACY = '2025-11-25';

/** The two ways a client can talk to /mcp: pinned to 2026-07-28, or the stateless 2025 fallback. */
export const ERAS = [
  { era: 'modern', mode: { pin: MODERN }, version: MODERN },
  { era: 'legacy', mode: 'legacy', version: LEGACY },
] as const;

export type Era = (typeof ERAS)[number];

export interface Served {
  app: FastifyInstance;
  /** The MCP endpoint of the listening app. */
  url: URL;
  origin: string;
  /** Every response header the clients of this app have seen, to prove no session id is ever issued. */
  seenHeaders: Headers[];
}

/**
 * The real app, listening on a free loopback port (MCP needs a real socket for the official client).
 * The MCP budget is raised so that a long test file never meets it, unless the test sets its own.
 */
export async function serve(env: Record<string, string> = {}): Promise<Served> {
  const app = await makeApp({ MCP_RATE_LIMIT: '100000', ...env });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: new URL(`${origin}/mcp`), origin, seenHeaders: [] };
}

/** An official v2 client connected in the given era; it records the headers it receives. */
export async function connect(served: Served, era: Era): Promise<Client> {
  const recording: FetchLike = async (input, init) => {
    const response = await fetch(input, init);
    served.seenHeaders.push(response.headers);
    return response;
  };
  const client = new Client(
    { name: 'tangible-wealth-tests', version: '1.0.0' },
    { versionNegotiation: { mode: era.mode } },
  );
  await client.connect(new StreamableHTTPClientTransport(served.url, { fetch: recording }));
  return client;
}

/** The `_meta` envelope every 2026-07-28 request carries. */
export const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

export const JSON_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};

/** A raw POST to /mcp, for what the official client never sends (mismatched headers, no initialize). */
export async function post(served: Served, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(served.url, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  served.seenHeaders.push(response.headers);
  return response;
}

/** The JSON-RPC message of an answer, plain JSON (2026) or one SSE `message` event (2025 fallback). */
export async function message(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return JSON.parse(text);
  const data = text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length));
  if (data.length !== 1) throw new Error(`expected one SSE data line, got: ${text}`);
  return JSON.parse(data[0] as string);
}

/** The same operation asked of the REST API of the same app. */
function restGet(served: Served, path: string, query: Record<string, string>) {
  return served.app.inject({ method: 'GET', url: `/v1/${path}?${new URLSearchParams(query)}` });
}

/** The REST `data` for an operation, through the same app. */
export async function restData(
  served: Served,
  path: string,
  query: Record<string, string>,
): Promise<unknown> {
  const response = await restGet(served, path, query);
  if (response.statusCode !== 200)
    throw new Error(`REST ${path} answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

/** The REST error message for the same query, to prove MCP says exactly the same. */
export async function restMessage(
  served: Served,
  path: string,
  query: Record<string, string>,
): Promise<string> {
  return (await restGet(served, path, query)).json().error.message;
}

/** The five tools (docs/service.md §4). */
export const TOOLS = [
  'duration_of_daily_spend',
  'height_of_money_stack',
  'number_of_items',
  'growth_of_compound_interest',
  'comparison',
] as const;

/** A raw MCP request over HTTP: its headers and its body. */
export interface McpRequest {
  headers: Record<string, string>;
  body: string;
}

export const BASE = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

export function modernHeaders(method: string, name?: string): Record<string, string> {
  return {
    ...BASE,
    'mcp-protocol-version': MODERN,
    'mcp-method': method,
    ...(name === undefined ? {} : { 'mcp-name': name }),
  };
}

/** A 2026-07-28 request: its headers and its body with the `_meta` envelope. */
export function modern(
  id: unknown,
  method: string,
  params: Record<string, unknown> = {},
  name?: string,
): McpRequest {
  return {
    headers: modernHeaders(method, name),
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: ENVELOPE } }),
  };
}

/** A stateless 2025-era request, naming a revision in its header or not. */
export function legacy(
  id: unknown,
  method: string,
  params?: Record<string, unknown>,
  version?: string,
): McpRequest {
  return {
    headers: { ...BASE, ...(version === undefined ? {} : { 'mcp-protocol-version': version }) },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }),
  };
}

/** Every 2025-era way to name (or not name) the revision: no header, and each revision the SDK serves. */
export const LEGACY_VERSIONS: (string | undefined)[] = [undefined, ...SUPPORTED_PROTOCOL_VERSIONS];
