import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * What `npm run test:quick` (TEST_TIER=quick) leaves out: tests that start real processes or a
 * browser, pack the package or need redis-server. `npm test` runs everything.
 */
const SLOW = [
  '**/*.browser.test.ts',
  'test/server/**',
  'test/package/**',
  'test/limits/redis.test.ts',
  'test/limits/workers.test.ts',
  'test/mcp/conformance.test.ts',
  'test/mcp/stdio.test.ts',
  'test/mcp/bin.test.ts',
  'test/cli.test.ts',
  'test/page/card-memory.test.ts',
];

const quick = process.env.TEST_TIER === 'quick';

/**
 * The files that take longest, in that order (a full run on this 2-core machine: the install paths
 * wait on npm for a minute, the fuzzers and the frozen-reference comparison take tens of seconds of
 * CPU). They start first, so that none is left running alone at the end. Vitest orders by the last
 * run's durations when it has them, and a fresh clone has none: it would order by file size.
 */
const LONGEST = [
  'test/package/pack.test.ts',
  'test/page/lang.browser.test.ts',
  'test/page/card-layout.test.ts',
  'test/fuzz/rest.fuzz.test.ts',
  'test/expressions/reference.test.ts',
  'test/mcp/fast-path.differential.test.ts',
  'test/page/card-memory.test.ts',
  'test/fuzz/mcp.fuzz.test.ts',
  'test/i18n/one-meaning.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return index < 0 ? LONGEST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: quick ? ['**/node_modules/**', ...SLOW] : ['**/node_modules/**'],
    // Files run side by side. Vitest's default is one file per core but one, a single file at a time
    // on a 2-core machine, while the slow files mostly wait: on npm, Chromium, child processes.
    maxWorkers: quick ? 2 : 3,
    // Files of one worker share one module graph instead of each loading the app afresh: that
    // loading was half the CPU of a run. Tests that change module state (the clock) restore it.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // One Chromium for all browser test files (test/support/shared-browser.ts).
    globalSetup: ['test/support/shared-browser.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
