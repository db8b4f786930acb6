import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// STUB (issue 6 replaces this): /, /openapi.json, /openapi.yaml, /llms.txt.
export async function docsRoutes(_app: FastifyInstance, _options: { config: Config }): Promise<void> {}
