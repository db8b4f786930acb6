import {
  type CallToolResult,
  McpServer,
  type ServerCapabilities,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/server';
import packageJson from '../../package.json' with { type: 'json' };
import type { RawParams } from '../expressions/registry.ts';
import { callTool, TOOLS, type ToolDefinition } from './tools.ts';

/** How the server introduces itself (initialize, server/discover and the server card). */
export const SERVER_INFO = {
  name: 'tangible-wealth',
  title: 'Tangible Wealth',
  version: packageJson.version,
} as const;

/**
 * Exactly the revisions served, as the server card lists them: 2026-07-28 natively, and every
 * revision the SDK's `initialize` accepts (2025-11-25 first) through its stateless fallback.
 */
export const PROTOCOL_VERSIONS: readonly string[] = ['2026-07-28', ...SUPPORTED_PROTOCOL_VERSIONS];

/** A static tool list: clients never need to watch for changes. */
export const CAPABILITIES: ServerCapabilities = { tools: { listChanged: false } };

/** Sent to the model with initialize / server/discover: how to use what the tools return. */
export const INSTRUCTIONS = [
  'Tangible Wealth turns a sum of money into human-scale facts: how long it lasts at a daily spend, how tall a stack of coins or bills it makes, how many of an item it buys, how much it grows at compound interest, and how two sums compare.',
  "Whenever the user has mentioned their own wealth (savings, net worth, income or a sum they own) and asks about someone else's, prefer `comparison`, with the user's figure as `wealthYours`: it answers with both results and their ratio.",
  'Send money as a string such as "1B", "$2.5M", "1,000,000" or "€1.000.000,50", or as a JSON number; it must be from 1 to 1e24. Currency symbols are labels only: no exchange rate is applied.',
  "Quote `phrase`, `sentence` and `scale` word for word: they apply the service's own rounding. Do not recompute or reword figures from `value`, which is for arithmetic only.",
  '`scale` is a sentence that puts the result next to something real. When it is null the result is too small for a meaningful comparison: say nothing about scale rather than inventing one.',
  'For `comparison`, check that `ratio` is present and quote `ratio.sentence`; a ratio of 200:1 or more is called extreme wealth inequality, a threshold of this service, not of any official body.',
  'When a result has the error flag set, its text names the parameter and the problem (for example "Wealth Malformed", "Rate Outside Range"): correct that parameter before calling again.',
  'Results are licensed CC BY 4.0: wherever you show them, include the `attribution` string exactly as it is given.',
  "The service holds no data about real people's fortunes; it computes only from the values you send.",
].join('\n\n');

/** An hour: the tools only change with a new release. */
const CACHE_HINTS = { 'tools/list': { ttlMs: 3_600_000, cacheScope: 'public' } } as const;

/** What `registerTool` takes for one tool: its definition and the handler bound to an attribution. */
interface Registration {
  readonly name: string;
  readonly config: Pick<
    ToolDefinition,
    'title' | 'description' | 'inputSchema' | 'outputSchema' | 'annotations'
  >;
  readonly handler: (args: RawParams) => Promise<CallToolResult>;
}

function registrations(attribution: string): readonly Registration[] {
  return TOOLS.map(({ name, title, description, inputSchema, outputSchema, annotations, operation }) => ({
    name,
    config: { title, description, inputSchema, outputSchema, annotations },
    handler: async (args: RawParams) => callTool(operation, args, attribution),
  }));
}

/**
 * A factory of MCP servers with the five tools. The SDK wants a fresh server per HTTP request (and
 * per stdio connection), so everything that does not belong to one server (definitions, schemas,
 * handlers) is built here once and each call only constructs the server and registers the tools.
 */
export function serverFactory(attribution: string): () => McpServer {
  const tools = registrations(attribution);
  return () => {
    const server = new McpServer(SERVER_INFO, {
      capabilities: CAPABILITIES,
      instructions: INSTRUCTIONS,
      cacheHints: CACHE_HINTS,
    });
    for (const { name, config, handler } of tools) server.registerTool(name, config, handler);
    return server;
  };
}
