import type { TestProject } from 'vitest/node';
import { BROWSER_ARGS, CHROMIUM_PATH, hasChromium } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the one Chromium the browser test files share, when there is one. */
    chromiumEndpoint: string;
  }
}

/**
 * Global setup: one headless Chromium for every browser test file of the run, instead of one each
 * (each file still opens its own contexts, so they share no cookies or storage). Started only when
 * the run may include a browser test: not in the quick tier, and not when the files named on the
 * command line are all others. A file run without it launches its own (test/support/browser.ts).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const named = process.argv.slice(2).filter((arg) => /\.test\.ts$|^test\//.test(arg));
  const browsing = named.length === 0 || named.some((arg) => arg.includes('browser'));
  if (process.env.TEST_TIER === 'quick' || !browsing || !hasChromium()) return undefined;
  const { chromium } = await import('playwright-core');
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: BROWSER_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
