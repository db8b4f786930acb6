import { isIP } from 'node:net';
import { CARD_PATHS, MCP_PATH } from '../http/paths.ts';
import { PROMPTS, type PromptDefinition } from './prompts.ts';
import { RESOURCES } from './resources.ts';
import { CAPABILITIES, INSTRUCTIONS, PROTOCOL_VERSIONS, SERVER_INFO } from './server.ts';
import { ANNOTATIONS, TOOLS } from './tools.ts';

/** Where the card is served: shared with the documentation, which links it. */
export { CARD_PATHS };

const DESCRIPTION =
  'Turns a sum of money into human-scale, quotable facts: daily-spend duration, money-stack height, items bought, compound-interest growth, and a comparison of two sums. Read-only, no account, CC BY 4.0.';

/** `api.example.com` → `com.example.api`: the reverse-DNS namespace a card's name starts with. */
function namespaceOf(hostname: string): string {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0) return bare.replaceAll(':', '-');
  return bare.split('.').reverse().join('.');
}

/** A prompt's arguments as `prompts/list` gives them (name, description, required), from its schema. */
function promptArguments({ json }: PromptDefinition): Array<Record<string, unknown>> {
  const { properties = {}, required = [] } = json as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, { description }]) => ({
    name,
    description,
    required: required.includes(name),
  }));
}

/**
 * The server card for an origin. It follows the Server Card draft (SEP-2127: `$schema`, reverse-DNS
 * `name`, `remotes`) and also carries the fields of the earlier draft (SEP-1649: `serverInfo`,
 * `transport`, `capabilities`, `tools`, `prompts`, `resources`) that discovery tools still read. They
 * come from the same definitions as the live listings, so the card cannot drift from them.
 */
export function serverCard(origin: string): Record<string, unknown> {
  const endpoint = `${origin}${MCP_PATH}`;
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: `${namespaceOf(new URL(origin).hostname)}/${SERVER_INFO.name}`,
    title: SERVER_INFO.title,
    version: SERVER_INFO.version,
    description: DESCRIPTION,
    websiteUrl: `${origin}/`,
    remotes: [{ type: 'streamable-http', url: endpoint, supportedProtocolVersions: [...PROTOCOL_VERSIONS] }],
    serverInfo: SERVER_INFO,
    protocolVersion: PROTOCOL_VERSIONS[0],
    transport: { type: 'streamable-http', endpoint },
    capabilities: CAPABILITIES,
    authentication: { required: false },
    instructions: INSTRUCTIONS,
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.json.input,
      outputSchema: tool.json.output,
      annotations: ANNOTATIONS,
    })),
    prompts: PROMPTS.map((prompt) => ({
      name: prompt.name,
      title: prompt.title,
      description: prompt.description,
      arguments: promptArguments(prompt),
    })),
    resources: RESOURCES.map(({ name, uri, title, description, mimeType, annotations }) => ({
      name,
      uri,
      title,
      description,
      mimeType,
      annotations,
    })),
  };
}
