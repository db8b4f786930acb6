import { readFileSync } from 'node:fs';

/** The REST request every throughput benchmark sends. */
export const COMPARISON_URL =
  '/v1/comparison?expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house';

/**
 * The V8 flags `npm start` runs the server with (heap sizing, docs/operations.md), read from
 * package.json so that benchmarks measure exactly what operators run.
 */
export function serverFlags(): string[] {
  const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  return start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}
