import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// STUB (issue 5 replaces this): per-client rate limits for the rest, mcp and docs route groups.
export async function registerRateLimits(_app: FastifyInstance, _config: Config): Promise<void> {}
