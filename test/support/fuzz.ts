/**
 * Property-test settings from the environment, so one suite serves both the edit loop and a thorough
 * run, and any failure can be replayed:
 * - FUZZ_SCALE multiplies every run count (default 1, as `npm test` runs; `npm run test:quick` uses 0.05);
 * - FUZZ_SEED fixes the seed (default: a new random seed, printed once per test file).
 */
const scale = Number(process.env.FUZZ_SCALE ?? '1');
const SCALE = Number.isFinite(scale) && scale > 0 ? scale : 1;

export const FUZZ_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);

console.info(`property tests: FUZZ_SEED=${FUZZ_SEED} FUZZ_SCALE=${SCALE} (set both to replay)`);

/** A run count scaled by FUZZ_SCALE (at least 1). */
export function fuzzRuns(runs: number): number {
  return Math.max(1, Math.round(runs * SCALE));
}

/** fast-check parameters: `runs` scaled by FUZZ_SCALE, and the seed. */
export function fuzz(runs: number): { numRuns: number; seed: number } {
  return { numRuns: fuzzRuns(runs), seed: FUZZ_SEED };
}
