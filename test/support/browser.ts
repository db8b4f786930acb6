import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { makeApp } from './app.ts';

/** Debian's Chromium (installed by .ci/run), never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Headless Chromium with background networking off: this machine's network is closed. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium the run shares (test/support/shared-browser.ts), or one of this file's own when the
 * run has none. Closing a shared one only disconnects this file from it.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: BROWSER_ARGS });
}

/**
 * The real app listening on a free loopback port, and Debian's Chromium to browse it. Fails clearly
 * (never skips) when Chromium is missing.
 */
export async function serveForBrowser(): Promise<{ app: FastifyInstance; origin: string; browser: Browser }> {
  if (!hasChromium()) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (.ci/run does) or set CHROMIUM_PATH.`,
    );
  }
  const app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, origin, browser: await launchBrowser() };
}
