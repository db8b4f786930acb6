import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparison } from '../../src/expressions/registry.ts';
import { serveForBrowser } from '../support/browser.ts';

const QUERY = 'expression=numberOfItems&wealthYours=50K&wealthTheirs=100B&typeOfItem=house';

let served: Awaited<ReturnType<typeof serveForBrowser>>;
/** A page on another origin (another port) that frames the service, as a blog would. */
let host: Server;
let hostOrigin: string;
/** The oEmbed `html` the host's `/post` page shows, as a blog would paste it. */
let pasted = '';

beforeAll(async () => {
  served = await serveForBrowser();
  host = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (request.url === '/post') {
      response.end(
        `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title><p>Look:</p>${pasted}<p>What do you think?</p>`,
      );
      return;
    }
    const path = request.url === '/page' ? `/compare?${QUERY}` : `/embed?${QUERY}`;
    response.end(
      `<!doctype html><title>A blog</title><p>Look:</p><iframe id="frame" src="${served.origin}${path}" width="560" height="320"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  // localhost and 127.0.0.1 are different origins even on the same port; the port differs too.
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await served?.browser.close();
  await served?.app.close();
  await new Promise((resolve) => host?.close(resolve));
});

function expected() {
  const outcome = comparison.run(Object.fromEntries(new URLSearchParams(QUERY)));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.data;
}

describe('a shared comparison in Chromium', () => {
  it('with JavaScript disabled, the link shows both sentences and the ratio', async () => {
    const context = await served.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${served.origin}/compare?${QUERY}`);
    expect(response?.status()).toBe(200);
    const data = expected();
    const visible = async (id: string) => {
      const node = page.locator(`#${id}`);
      expect(await node.isVisible(), id).toBe(true);
      return node.textContent();
    };
    expect(await visible('sentence-yours')).toBe(data.resultYours.sentence);
    expect(await visible('sentence-theirs')).toBe(data.resultTheirs.sentence);
    expect(await visible('ratio-sentence')).toBe(data.ratio.sentence);
    expect(await visible('ratio-phrase')).toBe(data.ratio.phrase);
    expect(await page.locator('#picture svg').isVisible()).toBe(true);
    expect(await page.title()).toBe(`${data.ratio.sentence.replace(/\.$/, '')} — Tangible Wealth`);
    await context.close();
  });

  it('the card in og:image answers a 1200×630 PNG that the browser draws', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${served.origin}/compare?${QUERY}`);
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toBe(`${served.origin}/compare/card.png?${QUERY}`);
    const response = await page.goto(card as string);
    expect(response?.headers()['content-type']).toBe('image/png');
    const size = await page.evaluate(() => {
      const image = document.querySelector('img') as HTMLImageElement;
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(size).toEqual({ width: 1200, height: 630 });
    await context.close();
  });

  it('the embed renders inside an iframe on another origin; the page itself refuses to be framed', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${hostOrigin}/embed`);
    const frame = page.frameLocator('#frame');
    const data = expected();
    expect(await frame.locator('#ratio-sentence').textContent()).toBe(data.ratio.sentence);
    expect(await frame.locator('#phrase-theirs').textContent()).toBe(data.resultTheirs.phrase);
    // The stylesheet applied: the ratio is drawn large.
    const size = await frame
      .locator('#ratio-phrase')
      .evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(size).toBeGreaterThan(20);

    await page.goto(`${hostOrigin}/page`);
    await page.waitForTimeout(500);
    const inner = page.frames().find((f) => f.url().includes('/compare?'));
    const framed = inner
      ? await inner.evaluate(() => document.getElementById('ratio-sentence')?.textContent ?? null)
      : null;
    expect(framed).toBeNull();
    await context.close();
  });

  it('the embed fits its smallest frame, 280 × 240, without sideways scrolling', async () => {
    const context = await served.browser.newContext({ viewport: { width: 280, height: 240 } });
    const page = await context.newPage();
    await page.goto(`${served.origin}/embed?${QUERY}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(280);
    await context.close();
  });

  it.each([
    ['an everyday comparison', QUERY],
    [
      'the longest growth',
      'expression=growthOfCompoundInterest&wealthYours=CHF1&wealthTheirs=CHF999999999999999999999999.99&rate=0.999999&frequency=365&period=99.99',
    ],
  ])(
    '%s pasted from oEmbed fits a 390 px phone: as wide as the column, the words whole, no empty band',
    async (_name, query) => {
      const answer = await fetch(
        `${served.origin}/oembed?${new URLSearchParams({ url: `${served.origin}/compare?${query}` })}`,
      );
      const oembed = (await answer.json()) as { html: string; width: number; height: number };
      pasted = oembed.html;
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1024, height: 800 },
      ]) {
        const context = await served.browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(`${hostOrigin}/post`);
        const box = await page.locator('iframe').boundingBox();
        // 100% of the host's column (its 8 px body margins aside), up to the oEmbed width.
        expect(box?.width).toBe(Math.min(oembed.width, viewport.width - 16));
        expect(box?.height).toBe(oembed.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        // The frame of the pasted iframe, once it has navigated to the embed (the host page's load
        // can come before the frame's navigation commits: looking it up by URL at once was flaky).
        const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
        if (!frame) throw new Error('the pasted iframe has no frame');
        await frame.waitForURL(/\/embed\?/);
        // Measured once its stylesheet has applied.
        await frame.waitForLoadState('load');
        await frame.waitForFunction(() => getComputedStyle(document.body).margin === '0px');
        const inside = await frame.evaluate(() => {
          const article = document.querySelector('.embed') as HTMLElement;
          const footer = (document.querySelector('.footer') as HTMLElement).getBoundingClientRect();
          const squares = (document.querySelector('.squares') as SVGElement).getBoundingClientRect();
          return {
            scrollWidth: document.documentElement.scrollWidth,
            width: document.documentElement.clientWidth,
            overflow: article.scrollHeight - article.clientHeight,
            frameHeight: window.innerHeight,
            footerBottom: footer.bottom,
            squaresHeight: squares.height,
          };
        });
        const at = `${viewport.width} px: ${JSON.stringify(inside)}`;
        expect(inside.scrollWidth, at).toBeLessThanOrEqual(inside.width);
        // The words are whole: nothing to scroll to.
        expect(inside.overflow, at).toBeLessThanOrEqual(0);
        // No empty band: the foot sits at the frame's bottom, and the squares take the height between.
        expect(inside.frameHeight - inside.footerBottom, at).toBeLessThanOrEqual(16);
        expect(inside.squaresHeight, at).toBeGreaterThan(40);
        await context.close();
      }
    },
  );
});
