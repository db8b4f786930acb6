import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { serveForBrowser } from '../support/browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/docs/', import.meta.url));

let app: FastifyInstance;
let browser: Browser;
let origin: string;
let page: Page;

/** Everything that went wrong: console errors, uncaught exceptions, failed requests, error answers. */
const problems: string[] = [];
/** Every URL the page asked for, to prove nothing left this server. */
const requested: string[] = [];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  ({ app, origin, browser } = await serveForBrowser());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the interactive API reference at / (headless Chromium)', () => {
  it('loads with no failed request, no error answer and no console error, all from this server', async () => {
    await page.getByRole('heading', { name: 'Tangible Wealth API' }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}reference.png` });
    expect(problems).toEqual([]);
    const elsewhere = requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
    expect(elsewhere).toEqual([]);
    expect(requested).toContain(`${origin}/openapi.json`);
  });

  it('lists all six operations', async () => {
    const summaries = [...OPERATIONS.map((operation) => operation.title), 'List of routes'];
    for (const summary of summaries) {
      await page
        .getByRole('button', { name: new RegExp(`^${literal(summary)}\\s+HTTP Method`, 'i') })
        .waitFor();
    }
    const paths = [...OPERATIONS.map((operation) => `/v1/${operation.name}`), '/v1/expressions'];
    for (const path of paths) {
      await page
        .getByRole('button', { name: new RegExp(`^Test Request\\s*\\(get ${literal(path)}\\)`) })
        .waitFor();
    }
    expect(await page.getByRole('button', { name: /^Test Request/ }).count()).toBe(6);
  });

  it('"try it" on numberOfItems sends the example parameters to this server and shows the 200 answer', async () => {
    await page.getByRole('button', { name: /^Test Request\s*\(get \/v1\/numberOfItems\)/ }).click();
    const client = page.getByRole('dialog');
    await client.getByText('typeOfItem', { exact: true }).waitFor();
    const answered = page.waitForResponse((response) => response.url().includes('/v1/numberOfItems?'));
    await client.getByRole('button', { name: /^Send/ }).first().click();
    const response = await answered;
    expect(response.url()).toBe(`${origin}/v1/numberOfItems?wealth=1B&typeOfItem=fancy_coffee`);
    expect(response.status()).toBe(200);
    await client.getByText('200 OK').first().waitFor();
    await client.getByText('"phrase": "100,000,000 Fancy Coffees"').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}reference-try-it.png` });
    expect(problems).toEqual([]);
  });
});
