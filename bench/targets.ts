import { readFileSync } from 'node:fs';
import { CORE_QUERIES } from './core.ts';

/** The REST request every throughput benchmark sends: the core benchmark's comparison, over HTTP. */
export const COMPARISON_URL = `/v1/comparison?${new URLSearchParams(CORE_QUERIES.comparison)}`;

/**
 * The V8 flags `npm start` runs the server with (heap sizing, docs/operations.md), read from
 * package.json so that benchmarks measure exactly what operators run.
 */
export function serverFlags(): string[] {
  const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  return start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}
