import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: process.env.TEST_TIER === 'quick' ? ['**/node_modules/**', ...SLOW] : ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
