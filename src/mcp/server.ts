import {
  type CallToolResult,
  type McpRequestContext,
  McpServer,
  type ServerCapabilities,
  type ServerContext,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/server';
import packageJson from '../../package.json' with { type: 'json' };
import type { RawParams } from '../expressions/registry.ts';
import { PROMPTS } from './prompts.ts';
import { RESOURCES, resourceTexts } from './resources.ts';
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

/** Static lists of tools, prompts and resources: clients never need to watch for changes. */
export const CAPABILITIES: ServerCapabilities = {
  tools: { listChanged: false },
  prompts: { listChanged: false },
  resources: { listChanged: false, subscribe: false },
};

/** Sent to the model with initialize / server/discover: how to use what the tools return. */
export const INSTRUCTIONS = [
  'Tangible Wealth turns a sum of money into human-scale facts: how long it lasts at a daily spend, how tall a stack of coins or bills it makes, how many of an item it buys, how much it grows at compound interest, and how two sums compare.',
  "Whenever the user has mentioned their own wealth (savings, net worth, income or a sum they own) and asks about someone else's, prefer `comparison`, with the user's figure as `wealthYours`: it answers with both results and their ratio.",
  'Send money as a string such as "1B", "$2.5M", "1,000,000" or "€1.000.000,50", or as a JSON number; it must be from 1 to 1e24. Currency symbols are labels only: no exchange rate is applied (`¥` is the yen, `CN¥` the yuan). When a result carries `currencyNote`, its labels are mixed: show that sentence with the result.',
  "Quote `phrase`, `sentence` and `scale` word for word: they apply the service's own rounding. Do not recompute or reword figures from `value`, which is for arithmetic only.",
  '`scale` is a sentence that puts the result next to something real. When it is null the result is too small for a meaningful comparison: say nothing about scale rather than inventing one.',
  'For `comparison`, check that `ratio` is present and quote `ratio.sentence`; a ratio of 200:1 or more is called extreme wealth inequality, a threshold of this service, not of any official body.',
  'When a result has the error flag set, its text names the parameter and the problem (for example "Wealth Malformed", "Rate Outside Range"): correct that parameter before calling again.',
  'A `comparison` result also links to its comparison page (a `resource_link`), which the user may open. The prompts `put_in_perspective` and `compare_fortunes` and the resources (the scale anchors, the prose rules, examples) need no tool call.',
  'Results are licensed CC BY 4.0: wherever you show them, include the `attribution` string exactly as it is given.',
  "The service holds no data about real people's fortunes; it computes only from the values you send.",
].join('\n\n');

/** An hour: the lists and the resources only change with a new release. */
const HOUR = { ttlMs: 3_600_000, cacheScope: 'public' } as const;
const CACHE_HINTS = {
  'tools/list': HOUR,
  'prompts/list': HOUR,
  'resources/list': HOUR,
  'resources/read': HOUR,
} as const;

/** `resource_link` content exists since revision 2025-06-18: an older client could not read the result. */
export const FIRST_WITH_LINKS = '2025-06-18';

/** What the spec tells a server to assume when nothing names the revision (a 2025 request without the header). */
export const UNNAMED_REVISION = '2025-03-26';

/**
 * The 2025-era revision one tool call is served in: the HTTP header, else what `initialize`
 * negotiated on a stdio connection. Revisions are dates, so they compare as strings.
 */
function legacyRevision(ctx: ServerContext, server: McpServer): string {
  return (
    ctx.http?.req?.headers.get('mcp-protocol-version') ??
    server.server.getNegotiatedProtocolVersion() ??
    UNNAMED_REVISION
  );
}

/** What `registerTool` takes for one tool: its definition and the handler bound to an attribution. */
interface Registration {
  readonly name: string;
  readonly config: Pick<
    ToolDefinition,
    'title' | 'description' | 'inputSchema' | 'outputSchema' | 'annotations'
  >;
  readonly handler: (args: RawParams, origin: string | undefined) => CallToolResult;
}

function registrations(attribution: string): readonly Registration[] {
  return TOOLS.map(({ name, title, description, inputSchema, outputSchema, annotations, operation }) => ({
    name,
    config: { title, description, inputSchema, outputSchema, annotations },
    handler: (args, origin) => callTool(operation, args, attribution, origin),
  }));
}

/**
 * Where the pages that tool results link to are served, for one server the factory builds: over
 * HTTP the request's own public origin, over stdio `PUBLIC_URL`; undefined when unknown (no link).
 */
export type LinkOrigin = (ctx: McpRequestContext) => string | undefined;

/**
 * A factory of MCP servers with the tools, prompts and resources. The SDK wants a fresh server per
 * HTTP request (and per stdio connection), so everything that does not belong to one server
 * (definitions, schemas, handlers, resource contents) is built here once and each call only
 * constructs the server and registers them, with the origin its links point to.
 */
export function serverFactory(
  attribution: string,
  linkOrigin: LinkOrigin = () => undefined,
): (ctx: McpRequestContext) => McpServer {
  const tools = registrations(attribution);
  const texts = resourceTexts(attribution);
  return (context) => {
    const origin = linkOrigin(context);
    const modern = context.era === 'modern';
    const server = new McpServer(SERVER_INFO, {
      capabilities: CAPABILITIES,
      instructions: INSTRUCTIONS,
      cacheHints: CACHE_HINTS,
    });
    for (const { name, config, handler } of tools) {
      server.registerTool(name, config, async (args: RawParams, ctx) =>
        handler(args, modern || legacyRevision(ctx, server) >= FIRST_WITH_LINKS ? origin : undefined),
      );
    }
    for (const { name, title, description, argsSchema, render } of PROMPTS) {
      server.registerPrompt(name, { title, description, argsSchema }, render);
    }
    for (const { name, uri, text: _, ...metadata } of RESOURCES) {
      const text = texts.get(uri) ?? '';
      server.registerResource(name, uri, { ...metadata, size: Buffer.byteLength(text) }, async () => ({
        contents: [{ uri, mimeType: metadata.mimeType, text }],
      }));
    }
    return server;
  };
}
