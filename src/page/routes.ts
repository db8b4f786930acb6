import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// STUB (issue 8 replaces this): the comparison page at /compare.
export async function pageRoutes(_app: FastifyInstance, _options: { config: Config }): Promise<void> {}
