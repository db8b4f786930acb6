import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComparisonResult } from '../../src/expressions/types.ts';
import { serveForBrowser } from '../support/browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/compare/', import.meta.url));
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

let app: FastifyInstance;
let browser: Browser;
let origin: string;

/** Everything that went wrong in any page: console errors, uncaught exceptions, failed or refused requests. */
const problems: string[] = [];
/** Requests a test makes fail on purpose; the browser's own "Failed to load resource" line for them is expected. */
const deliberate = new Set<string>();

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  ({ app, origin, browser } = await serveForBrowser());
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function openPage(path: string, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const expected =
      message.text().startsWith('Failed to load resource: the server responded with a status of') &&
      deliberate.has(message.location().url);
    if (!expected) problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !deliberate.has(response.url())) {
      problems.push(`${response.status()} for ${response.url()}`);
    }
  });
  await page.goto(origin + path);
  await page.waitForSelector('html[data-ready="true"]');
  return page;
}

async function api(query: string): Promise<ComparisonResult> {
  const response = await fetch(`${origin}/v1/comparison?${query}`);
  const body = (await response.json()) as { status: string; data: ComparisonResult };
  expect(body.status).toBe('success');
  return body.data;
}

/** What the page shows for a comparison, read the way a person would see it. */
async function view(page: Page) {
  return page.evaluate(() => {
    const text = (id: string) => document.getElementById(id)?.textContent ?? null;
    const shown = (id: string) => {
      const node = document.getElementById(id);
      return node && !node.closest('[hidden]') ? node.textContent : null;
    };
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? null;
    return {
      ratioSentence: shown('ratio-sentence'),
      ratioPhrase: shown('ratio-phrase'),
      ratioScale: shown('ratio-scale'),
      sentenceYours: shown('sentence-yours'),
      sentenceTheirs: shown('sentence-theirs'),
      phraseYours: shown('phrase-yours'),
      phraseTheirs: shown('phrase-theirs'),
      scaleYours: shown('scale-yours'),
      scaleTheirs: shown('scale-theirs'),
      attribution: shown('attribution'),
      currencyNote: shown('currency-note'),
      picture: document.querySelector('#picture svg[role="img"] title')?.textContent ?? null,
      caption: text('picture-caption'),
      fields: ['expression', 'wealthYours', 'wealthTheirs', 'typeOfItem', 'typeOfMoney'].map(value),
    };
  });
}

/** The view expected for an API answer: its own text, nothing recomputed. */
function expectView(shown: Awaited<ReturnType<typeof view>>, data: ComparisonResult): void {
  expect(shown.ratioSentence).toBe(data.ratio.sentence);
  expect(shown.ratioPhrase).toBe(data.ratio.phrase);
  expect(shown.ratioScale).toBe(data.ratio.scale);
  expect(shown.sentenceYours).toBe(data.resultYours.sentence);
  expect(shown.sentenceTheirs).toBe(data.resultTheirs.sentence);
  expect(shown.phraseYours).toBe(data.resultYours.phrase);
  expect(shown.phraseTheirs).toBe(data.resultTheirs.phrase);
  expect(shown.scaleYours).toBe(data.resultYours.scale);
  expect(shown.scaleTheirs).toBe(data.resultTheirs.scale);
  expect(shown.attribution).toBe('Source: Tangible Wealth (CC BY 4.0).');
  // Shown only when the answer mixes currency labels.
  expect(shown.currencyNote).toBe(data.currencyNote ?? null);
  expect(shown.picture).toContain(data.ratio.sentence);
}

async function waitForSentence(page: Page, sentence: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.getElementById('sentence-theirs')?.textContent === expected,
    sentence,
  );
}

describe('the comparison page in Chromium', () => {
  let sharedUrl = '';
  let sharedView: Awaited<ReturnType<typeof view>>;

  it('compares 100K with 1T and shows the API’s own sentences and a picture', async () => {
    const page = await openPage('/compare');
    expect(await page.title()).toBe('Compare two wealths — Tangible Wealth');
    expect(await page.locator('#results').isHidden()).toBe(true);
    await page.fill('#wealthYours', '100K');
    await page.fill('#wealthTheirs', '1T');
    await page.selectOption('#typeOfItem', 'house');
    await page.click('#compare-button');

    const query = 'expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house';
    const data = await api(query);
    await waitForSentence(page, data.resultTheirs.sentence);
    expectView(await view(page), data);
    expect(new URL(page.url()).search).toBe(`?${query}`);
    expect(await page.inputValue('#share-link')).toBe(page.url());
    expect(await page.title()).toBe('Their wealth is 10,000,000 times yours — Tangible Wealth');
    // 10,000,000 : 1 is far beyond what squares can show: the picture adds a labelled log scale.
    await expect(page.locator('#picture svg').textContent()).resolves.toContain('Logarithmic scale');
    await page.screenshot({ path: `${SCREENSHOTS}desktop.png`, fullPage: true });
    await page.context().close();
  });

  it('changes the lens at once, records it in the URL, and shows the same view from that link', async () => {
    const page = await openPage(
      '/compare?expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house',
    );
    const items = await api('expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house');
    await waitForSentence(page, items.resultTheirs.sentence);

    // The lens's own choice starts at the page's default (hundred-dollar bills).
    await page.selectOption('#expression', 'heightOfMoneyStack');
    const query = 'expression=heightOfMoneyStack&wealthYours=100K&wealthTheirs=1T&typeOfMoney=usd_100_bill';
    const stack = await api(query);
    await waitForSentence(page, stack.resultTheirs.sentence);
    expectView(await view(page), stack);
    expect(await page.locator('#typeOfItem').isHidden()).toBe(true);
    expect(new URL(page.url()).search).toBe(`?${query}`);
    sharedUrl = page.url();
    sharedView = await view(page);

    // Back goes to the previous lens, as the browser history recorded it.
    await page.goBack();
    await waitForSentence(page, items.resultTheirs.sentence);
    expect(await page.inputValue('#expression')).toBe('numberOfItems');
    await page.context().close();

    const shared = await openPage(new URL(sharedUrl).pathname + new URL(sharedUrl).search);
    await waitForSentence(shared, stack.resultTheirs.sentence);
    expect(await view(shared)).toEqual(sharedView);
    await shared.context().close();
  });

  it('tells the reader when labels mix (no exchange rate), and stops when they no longer do', async () => {
    const mixed = 'expression=durationOfDailySpend&wealthYours=%E2%82%A950M&wealthTheirs=%2450K&spend=100';
    const page = await openPage(`/compare?${mixed}`);
    const data = await api(mixed);
    expect(data.currencyNote).toBe('Currencies are labels only: no exchange rate is applied.');
    await waitForSentence(page, data.resultTheirs.sentence);
    expectView(await view(page), data);

    await page.fill('#wealthYours', '$50M');
    await page.press('#wealthYours', 'Enter');
    const same = await api(
      'expression=durationOfDailySpend&wealthYours=%2450M&wealthTheirs=%2450K&spend=100',
    );
    expect(same.currencyNote).toBeUndefined();
    await page.waitForFunction(() => document.getElementById('currency-note')?.hidden === true);
    expectView(await view(page), same);
    await page.context().close();
  });

  it('says what is wrong in plain words next to the field the API names, and moves focus there', async () => {
    const page = await openPage('/compare');
    await page.fill('#wealthYours', '100K');
    await page.fill('#wealthTheirs', 'abc');
    deliberate.add(
      `${origin}/v1/comparison?expression=numberOfItems&wealthYours=100K&wealthTheirs=abc&typeOfItem=house`,
    );
    await page.press('#wealthTheirs', 'Enter');
    const error = page.locator('#wealthTheirs-error');
    await error.waitFor({ state: 'visible' });
    expect(await error.textContent()).toBe(
      'Enter their wealth as a number, like 1,000,000 or 1M. (API: Their Wealth Invalid)',
    );
    expect(await page.locator('#form-error').textContent()).toBe(
      'Please check the form: Enter their wealth as a number, like 1,000,000 or 1M.',
    );
    expect(await page.getAttribute('#wealthTheirs', 'aria-invalid')).toBe('true');
    expect(await page.locator('#wealthYours-error').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('wealthTheirs');
    expect(await page.locator('#results').isHidden()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}desktop-error.png`, fullPage: true });

    // Fixing the field clears the message.
    await page.fill('#wealthTheirs', '1T');
    await page.press('#wealthTheirs', 'Enter');
    await page.locator('#results').waitFor({ state: 'visible' });
    expect(await error.isHidden()).toBe(true);
    await page.context().close();
  });

  it.each([
    [
      'a repeated parameter',
      'expression=numberOfItems&wealthYours=1M&wealthYours=2M&wealthTheirs=3M',
      'Your Wealth Invalid',
    ],
    ['a line break in a value', 'wealthYours=1%0A000&wealthTheirs=3M', 'Your Wealth Not-a-Number'],
  ])(
    'reads a link with %s as the server does: refused, not quietly repaired by the form',
    async (_, query, message) => {
      const served = await fetch(`${origin}/compare?${query}`);
      expect(served.status).toBe(400);
      expect(await served.text()).toContain(`This link&#39;s comparison could not be made: ${message}.`);
      // The page's own 400, and the API's for the link as sent (the page's defaults appended).
      deliberate.add(`${origin}/compare?${query}`);
      const withDefaults = new URLSearchParams(query);
      if (!withDefaults.has('expression')) withDefaults.set('expression', 'numberOfItems');
      withDefaults.set('typeOfItem', 'house');
      deliberate.add(`${origin}/v1/comparison?${withDefaults}`);
      const page = await openPage(`/compare?${query}`);
      expect(await page.locator('#results').isHidden()).toBe(true);
      expect(await page.locator('#wealthYours-error').textContent()).toContain(`(API: ${message})`);
      await page.context().close();
    },
  );

  it('can be used with the keyboard alone', async () => {
    const page = await openPage('/compare');
    const order: string[] = [];
    // The language switch comes first, at the top of the page (eight links).
    for (let i = 0; i < 24 && !order.includes('compare-button'); i++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName || ''),
      );
    }
    const fields = ['wealthYours', 'wealthTheirs', 'expression', 'typeOfItem', 'compare-button'];
    expect(order.filter((id) => fields.includes(id))).toEqual(fields);

    await page.focus('#wealthYours');
    await page.keyboard.type('250K');
    await page.keyboard.press('Tab');
    await page.keyboard.type('€1.5B');
    await page.keyboard.press('Enter');
    const data = await api(
      `expression=numberOfItems&wealthYours=250K&wealthTheirs=${encodeURIComponent('€1.5B')}&typeOfItem=house`,
    );
    await waitForSentence(page, data.resultTheirs.sentence);
    expectView(await view(page), data);
    expect(await page.getAttribute('#results', 'aria-live')).toBe('polite');
    await page.context().close();
  });

  it('shows scale lines when the API has them and leaves them out when null', async () => {
    const page = await openPage('/compare');
    await page.route('**/v1/comparison?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.resultTheirs.scale = 'As many as the homes in a large city.';
      body.data.ratio.scale = 'This is extreme wealth inequality.';
      body.data.resultYours.scale = null;
      await route.fulfill({ response, json: body });
    });
    await page.fill('#wealthYours', '100K');
    await page.fill('#wealthTheirs', '1T');
    await page.click('#compare-button');
    await page.locator('#results').waitFor({ state: 'visible' });
    const shown = await view(page);
    expect(shown.scaleTheirs).toBe('As many as the homes in a large city.');
    expect(shown.ratioScale).toBe('This is extreme wealth inequality.');
    expect(shown.scaleYours).toBeNull();
    expect(await page.locator('#equivalence').textContent()).toBe(
      'For them, spending $10,000,000,000 is like spending $1,000 for you.',
    );
    await page.context().close();
  });

  const TOO_MANY =
    'Too many requests to the REST API: the limit is 100 requests per 60 seconds per client address. Retry after 42 seconds.';

  it('shows a 429’s details once, with when to retry', async () => {
    const page = await openPage('/compare');
    const url = `${origin}/v1/comparison?expression=numberOfItems&wealthYours=1&wealthTheirs=2&typeOfItem=house`;
    deliberate.add(url);
    await page.route('**/v1/comparison?*', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '42' },
        json: {
          status: 'error',
          error: { code: 429, message: 'Too Many Requests', details: TOO_MANY, retryAfter: 42 },
        },
      }),
    );
    await page.fill('#wealthYours', '1');
    await page.fill('#wealthTheirs', '2');
    await page.click('#compare-button');
    const message = page.locator('#form-error');
    await message.waitFor({ state: 'visible' });
    expect(await message.textContent()).toBe(TOO_MANY);
    await page.context().close();
  });

  it('fits a phone-sized screen, also at the most extreme ratio', async () => {
    const query = 'expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house';
    const page = await openPage(`/compare?${query}`, PHONE);
    await waitForSentence(page, (await api(query)).resultTheirs.sentence);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}phone.png`, fullPage: true });

    const extreme =
      'expression=heightOfMoneyStack&wealthYours=1&wealthTheirs=1000000000Q&typeOfMoney=usd_1_coin';
    await page.goto(`${origin}/compare?${extreme}`);
    await waitForSentence(page, (await api(extreme)).resultTheirs.sentence);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const picture = await page.locator('#picture svg').textContent();
    expect(picture).toContain('Logarithmic scale');
    expect(picture).toContain('too small to see');
    expect(picture).toContain('10²⁴');
    await page.screenshot({ path: `${SCREENSHOTS}phone-extreme.png`, fullPage: true });
    await page.context().close();
  });

  it('logged no console error and failed no request', () => {
    expect(problems).toEqual([]);
  });
});
