import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// STUB (issue 4 replaces this): the MCP endpoint at /mcp and the server card.
export async function mcpRoutes(_app: FastifyInstance, _options: { config: Config }): Promise<void> {}
