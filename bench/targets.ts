import { readFileSync } from 'node:fs';
import { CORE_QUERIES } from './core.ts';

/** The REST request every throughput benchmark sends: the core benchmark's comparison, over HTTP. */
export const COMPARISON_URL = `/v1/comparison?${new URLSearchParams(CORE_QUERIES.comparison)}`;

/** The comparison page for a link without its `wealthTheirs`, which the memory run appends. */
export const COMPARE_PAGE_QUERY = '/compare?expression=numberOfItems&wealthYours=100K&typeOfItem=house';

/** A picture card's address without its `wealthTheirs`, which each card benchmark appends. */
export const CARD_PATH = '/compare/card.png?expression=numberOfItems&wealthYours=100K&typeOfItem=house';

/**
 * The V8 flags `npm start` runs the server with (heap sizing, docs/operations.md), read from
 * package.json so that benchmarks measure exactly what operators run.
 */
export function serverFlags(): string[] {
  const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  return start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}

const MCP_CALL = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: {
    name: 'comparison',
    arguments: { expression: 'numberOfItems', wealthYours: '100K', wealthTheirs: '1T', typeOfItem: 'house' },
  },
};

/** The MCP `tools/call comparison` request every MCP benchmark sends, on either revision. */
export function mcpRequest(revision: 'modern' | 'legacy'): {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
} {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const params = revision === 'modern' ? { ...MCP_CALL.params, _meta: meta } : MCP_CALL.params;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  };
  if (revision === 'modern') {
    Object.assign(headers, {
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'comparison',
    });
  }
  return { method: 'POST', headers, body: JSON.stringify({ ...MCP_CALL, params }) };
}

/**
 * The MCP call as a load whose every request differs: `'id'` a new JSON-RPC id each time (the same
 * arguments, so the same tool result), `'arguments'` also a new ignored argument (`n`), so that
 * every result is computed, as REST computed adds an ignored parameter.
 */
export function mcpVaryingLoad(
  url: string,
  revision: 'modern' | 'legacy',
  varying: 'id' | 'arguments',
): {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  requests: { setupRequest: (request: object) => object }[];
} {
  const { method, headers, body } = mcpRequest(revision);
  const message = JSON.parse(body) as { id: number; params: { arguments: Record<string, unknown> } };
  let serial = 0;
  return {
    url,
    method,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          serial += 1;
          message.id = serial;
          if (varying === 'arguments') message.params.arguments.n = serial;
          return { ...request, body: JSON.stringify(message) };
        },
      },
    ],
  };
}
