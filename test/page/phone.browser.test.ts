import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPRESSIONS } from '../../src/expressions/registry.ts';
import { serveForBrowser } from '../support/browser.ts';

/** A 390 px wide phone, the width the issue was reported at. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

let served: Awaited<ReturnType<typeof serveForBrowser>>;
beforeAll(async () => {
  served = await serveForBrowser();
}, 60_000);
afterAll(async () => {
  await served?.browser.close();
  await served?.app.close();
});

async function open(path: string, javaScriptEnabled = true): Promise<Page> {
  const page = await (await served.browser.newContext({ ...PHONE, javaScriptEnabled })).newPage();
  await page.goto(`${served.origin}${path}`);
  return page;
}

/**
 * Elements that reach past the right edge of the screen, leaving out those inside a box that scrolls
 * or clips them (a code block that scrolls sideways is fine), and the page's own width.
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const outside: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) continue;
      let parent = element.parentElement;
      let contained = false;
      while (parent && !contained) {
        contained = getComputedStyle(parent).overflowX !== 'visible';
        parent = parent.parentElement;
      }
      if (!contained)
        outside.push(`${element.tagName}.${element.className} ends at ${Math.round(box.right)}`);
    }
    return { width: document.documentElement.scrollWidth, outside };
  });
}

/** Choices of the visible selects whose words are wider than the select can show. */
function cutChoices(page: Page) {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const cut: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      if (select.closest('[hidden]')) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // Padding, and about 20 px for the arrow.
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      for (const option of select.options) {
        if (context.measureText(option.text).width > room) cut.push(`${select.id}: ${option.text}`);
      }
    }
    return cut;
  });
}

describe('on a 390 px wide phone', () => {
  it.each(EXPRESSIONS.map((e) => e.name))(
    '/compare with %s: nothing wider than the screen, no choice cut off',
    async (expression) => {
      const page = await open(`/compare?expression=${expression}&wealthYours=100K&wealthTheirs=1T`);
      await page.locator('#results').waitFor({ state: 'visible' });
      expect(await overflow(page)).toEqual({ width: 390, outside: [] });
      expect(await cutChoices(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('a shared link drawn on the server, read without JavaScript: nothing wider than the screen', async () => {
    const page = await open(
      '/compare?expression=durationOfDailySpend&wealthYours=1&wealthTheirs=1000000000Q&spend=1',
      false,
    );
    expect(await page.locator('#results').isVisible()).toBe(true);
    expect(await overflow(page)).toEqual({ width: 390, outside: [] });
    await page.context().close();
  });

  it('/examples: nothing wider than the screen', async () => {
    const page = await open('/examples');
    expect(await overflow(page)).toEqual({ width: 390, outside: [] });
    await page.context().close();
  });

  it('the reference page at /: no wider than the screen, its header on one line', async () => {
    const page = await open('/');
    // Scalar has rendered the operations.
    await page.getByText('Comparison of two wealths').first().waitFor({ timeout: 20_000 });
    expect((await overflow(page)).width).toBeLessThanOrEqual(390);
    const nav = await page.evaluate(() => {
      const items = [...document.querySelectorAll('.tw-nav > *')].map((e) => e.getBoundingClientRect());
      const bar = document.querySelector('.tw-nav')?.getBoundingClientRect();
      return {
        tops: new Set(items.map((b) => Math.round(b.top))).size,
        height: bar?.height,
        right: bar?.right,
      };
    });
    expect(nav).toEqual({ tops: 1, height: 44, right: 390 });
    await page.context().close();
  });
});
