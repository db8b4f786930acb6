// The page, the embed and the card in German and Japanese, in headless Chromium at desktop (1280 px)
// and phone (390 px) width: every word of the interface in the language, nothing past the screen's
// edge, the card drawn whole, and the language switch keeping the comparison.
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparison } from '../../src/expressions/registry.ts';
import { serveForBrowser } from '../support/browser.ts';

const SCREENSHOTS = 'test-results/compare';

const SIZES: Readonly<Record<'desktop' | 'phone', BrowserContextOptions>> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

/** One comparison per language in its own money notation, and a lens with choices to read. */
const QUERIES = {
  de: {
    expression: 'heightOfMoneyStack',
    wealthYours: '100.000 €',
    wealthTheirs: '1,5 Mrd. €',
    typeOfMoney: 'eur_100_bill',
    lang: 'de',
  },
  ja: {
    expression: 'numberOfItems',
    wealthYours: '10万',
    wealthTheirs: '1兆',
    typeOfItem: 'house',
    lang: 'ja',
  },
} as const;

/**
 * English words of the interface: none may be left in a German or Japanese page. The brand, the
 * configured attribution, the API's call, the language names and the API's own error messages
 * (which stay English by design) are taken out before reading.
 */
const ENGLISH =
  /\b(your|their|yours|theirs|wealth|compare|comparison|copy|look|item|kind|money|scale|drawn|times|area|details|enter|choose|skip|form|spent|every|years|ratio|see|whole|open|two|squares?)\b/i;
const KEPT = [
  /Tangible[ -]Wealth(-API)?/gi,
  /GET \/v1\/comparison/g,
  /English( \(India\))?/g,
  /Source: [^\n]*/g,
  /API/g,
];

const strip = (text: string) => KEPT.reduce((rest, kept) => rest.replace(kept, ' '), text);

/** The first English word left in a text, with the words around it; null when there is none. */
function englishLeft(text: string): string | null {
  const match = ENGLISH.exec(text);
  return match ? text.slice(Math.max(0, match.index - 60), match.index + 60) : null;
}

let served: Awaited<ReturnType<typeof serveForBrowser>>;
const problems: string[] = [];
/** A blog on another origin whose post shows the oEmbed `html` pasted into it. */
let host: Server;
let hostOrigin: string;
let pasted = '';
beforeAll(async () => {
  served = await serveForBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  host = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><title>Post</title><p>Look:</p>${pasted}`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await served?.browser.close();
  await served?.app.close();
  await new Promise((resolve) => host?.close(resolve));
});

async function open(path: string, size: keyof typeof SIZES): Promise<Page> {
  const context = await served.browser.newContext({ ...SIZES[size], locale: 'en-US' });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
  await page.goto(`${served.origin}${path}`);
  return page;
}

/** Every text a reader sees or hears: the body's text, every choice of every select, the picture's words and names. */
function readable(page: Page) {
  return page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const option of document.querySelectorAll('option')) texts.push(option.text);
    for (const node of document.querySelectorAll('svg text, svg title, [aria-label], [placeholder]')) {
      texts.push(
        node.textContent ?? '',
        node.getAttribute('aria-label') ?? '',
        node.getAttribute('placeholder') ?? '',
      );
    }
    for (const hint of document.querySelectorAll('.hint')) texts.push(hint.textContent ?? '');
    return texts.join('\n');
  });
}

/** Elements past the screen's right edge, outside a box that scrolls or clips them (as phone.browser.test.ts). */
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
    return { fits: document.documentElement.scrollWidth <= window.innerWidth, outside };
  });
}

const answer = (query: Readonly<Record<string, string>>) => {
  const outcome = comparison.run(query);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.data;
};

describe.each(['de', 'ja'] as const)('in %s', (lang) => {
  const query = QUERIES[lang];
  const search = new URLSearchParams(query).toString();
  const data = answer(query);

  describe.each(['desktop', 'phone'] as const)('at %s width', (size) => {
    it('the page says every word in the language, shows the API’s answer in it, and fits the screen', async () => {
      const page = await open(`/compare?${search}`, size);
      await page.locator('html[data-ready="true"]').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('#ratio-sentence').textContent()).toBe(data.ratio.sentence);
      expect(await page.locator('#phrase-theirs').textContent()).toBe(data.resultTheirs.phrase);
      const text = strip(await readable(page));
      expect(englishLeft(text)).toBeNull();
      expect(await overflow(page)).toEqual({ fits: true, outside: [] });
      // The picture's labels (legend, tick labels) stay inside the drawing, none cut at its edge.
      const cut = await page.evaluate(() => {
        const svg = (document.querySelector('#picture svg') as SVGSVGElement).getBoundingClientRect();
        return [...document.querySelectorAll('#picture svg text')]
          .filter((node) => {
            const box = node.getBoundingClientRect();
            return box.left < svg.left - 0.5 || box.right > svg.right + 0.5;
          })
          .map((node) => node.textContent);
      });
      expect(cut).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/lang-${lang}-${size}.png`, fullPage: true });
      await page.context().close();
    });

    it('the form’s errors and the other lenses say the language too', async () => {
      const page = await open(`/compare?lang=${lang}`, size);
      await page.locator('html[data-ready="true"]').waitFor();
      await page.fill('#wealthYours', 'abc');
      await page.fill('#wealthTheirs', query.wealthTheirs);
      await page.click('#compare-button');
      await page.locator('#wealthYours-error').waitFor({ state: 'visible' });
      // Every lens in turn: its legend, fields, hints and choices.
      for (const expression of ['durationOfDailySpend', 'growthOfCompoundInterest', 'heightOfMoneyStack']) {
        await page.selectOption('#expression', expression);
      }
      // The API's own message beside the plain words stays English by design (docs/languages.md).
      const text = strip((await readable(page)).replace(/\(API: [^)]*\)|（API: [^）]*）/g, ' '));
      expect(englishLeft(text)).toBeNull();
      expect(await overflow(page)).toEqual({ fits: true, outside: [] });
      await page.context().close();
    });

    it('the embed says the language and fits the screen', async () => {
      const page = await open(`/embed?${search}`, size);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('#ratio-sentence').textContent()).toBe(data.ratio.sentence);
      const text = strip(await readable(page));
      expect(englishLeft(text)).toBeNull();
      expect(await overflow(page)).toEqual({ fits: true, outside: [] });
      await page.screenshot({ path: `${SCREENSHOTS}/embed-${lang}-${size}.png` });
      await page.context().close();
    });
  });

  it('the card is a whole 1200×630 picture that Chromium draws', async () => {
    const page = await open(`/compare?${search}`, 'desktop');
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(card as string).searchParams.get('lang')).toBe(lang);
    await page.goto(card as string);
    const size = await page.evaluate(() => {
      const image = document.querySelector('img') as HTMLImageElement;
      return { width: image.naturalWidth, height: image.naturalHeight, complete: image.complete };
    });
    expect(size).toEqual({ width: 1200, height: 630, complete: true });
    await page.screenshot({ path: `${SCREENSHOTS}/card-${lang}.png` });
    await page.context().close();
  });

  it.each([
    ['this comparison', search],
    [
      'the longest growth',
      `expression=growthOfCompoundInterest&wealthYours=CHF1&wealthTheirs=CHF999999999999999999999999&rate=0.999999&frequency=365&period=99&lang=${lang}`,
    ],
  ])('%s pasted from oEmbed into a blog shows its words whole at 390 and 1024 px', async (_name, link) => {
    const answer = await fetch(
      `${served.origin}/oembed?${new URLSearchParams({ url: `${served.origin}/compare?${link}` })}`,
    );
    pasted = ((await answer.json()) as { html: string }).html;
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1024, height: 800 },
    ]) {
      const context = await served.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${hostOrigin}/post`);
      const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
      if (!frame) throw new Error('the embed did not load');
      await frame.waitForLoadState('load');
      await frame.waitForFunction(() => getComputedStyle(document.body).margin === '0px');
      const inside = await frame.evaluate(() => {
        const article = document.querySelector('.embed') as HTMLElement;
        return {
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          overflow: article.scrollHeight - article.clientHeight,
        };
      });
      expect(inside, `${viewport.width} px`).toEqual({ sideways: 0, overflow: expect.any(Number) });
      expect(inside.overflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it('the language switch opens the same comparison in another language', async () => {
    const other = lang === 'de' ? 'ja' : 'de';
    const page = await open(`/compare?${search}`, 'phone');
    await page.locator('html[data-ready="true"]').waitFor();
    await Promise.all([
      page.waitForURL(new RegExp(`lang=${other}$`)),
      page.click(`#languages a[hreflang="${other}"]`),
    ]);
    await page.locator('html[data-ready="true"]').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(other);
    // The same comparison: its amounts re-read in the first language, written so the other reads them the same.
    const address = Object.fromEntries(new URL(page.url()).searchParams);
    expect(address.lang).toBe(other);
    const expected = answer({ ...query, ...address });
    expect(expected.ratio.value).toBe(data.ratio.value);
    expect(await page.locator('#ratio-sentence').textContent()).toBe(expected.ratio.sentence);
    await page.context().close();
  });
});

describe('the picture’s axis at phone width (390 px)', () => {
  // Gaps from a thousandfold to 10²⁰, where the logarithmic axis has from 3 to 20 steps of ten.
  const GAPS = [
    '1000',
    '1000000',
    '10000000000',
    '100000000000000',
    '1000000000000000000',
    '100000000000000000000',
  ];
  it.each(['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'en-IN'] as const)(
    'in %s no two labels of the picture meet, none past the drawing',
    async (lang) => {
      const page = await open(`/compare?lang=${lang}`, 'phone');
      const met: string[] = [];
      for (const theirs of GAPS) {
        const search = new URLSearchParams({
          expression: 'numberOfItems',
          wealthYours: '1',
          wealthTheirs: theirs,
          typeOfItem: 'house',
          lang,
        });
        await page.goto(`${served.origin}/compare?${search}`);
        await page.locator('html[data-ready="true"]').waitFor();
        await page.locator('#picture svg').waitFor();
        met.push(
          ...(await page.evaluate((gap) => {
            const svg = (document.querySelector('#picture svg') as SVGSVGElement).getBoundingClientRect();
            const boxes = [...document.querySelectorAll('#picture svg text.tick-label')].map((node) => ({
              text: node.textContent ?? '',
              box: node.getBoundingClientRect(),
            }));
            const found: string[] = [];
            for (const [i, a] of boxes.entries()) {
              if (a.box.left < svg.left - 0.5 || a.box.right > svg.right + 0.5)
                found.push(`${gap}: "${a.text}" past the edge`);
              for (const b of boxes.slice(i + 1)) {
                const apart = a.box.right <= b.box.left || b.box.right <= a.box.left;
                if (!apart && Math.abs(a.box.top - b.box.top) < a.box.height)
                  found.push(`${gap}: "${a.text}" meets "${b.text}"`);
              }
            }
            return found;
          }, theirs)),
        );
      }
      expect(met).toEqual([]);
      await page.context().close();
    },
  );
});

describe('Accept-Language in Chromium', () => {
  it('a German browser gets the German page, and the form keeps German in every address it makes', async () => {
    const context = await served.browser.newContext({ ...SIZES.desktop, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${served.origin}/compare`);
    await page.locator('html[data-ready="true"]').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.fill('#wealthYours', '100.000 €');
    await page.fill('#wealthTheirs', '1 Billion');
    await page.click('#compare-button');
    await page.locator('#results').waitFor({ state: 'visible' });
    const address = new URL(page.url()).searchParams;
    expect(address.get('lang')).toBe('de');
    expect(await page.locator('#share-link').inputValue()).toContain('lang=de');
    const expected = answer({
      expression: 'numberOfItems',
      wealthYours: '100.000 €',
      wealthTheirs: '1 Billion',
      typeOfItem: 'house',
      lang: 'de',
    });
    expect(await page.locator('#ratio-sentence').textContent()).toBe(expected.ratio.sentence);
    await context.close();
  });

  it.each([
    ['de-DE', 'de'],
    ['es-ES', 'es'],
    ['ja-JP', 'ja'],
  ])(
    'an English link opened by a %s browser says the same sums (200,000 houses) in its words',
    async (locale, lang) => {
      const context = await served.browser.newContext({ ...SIZES.desktop, locale });
      const page = await context.newPage();
      const link = 'expression=numberOfItems&wealthYours=50K&wealthTheirs=100B&typeOfItem=house';
      await page.goto(`${served.origin}/compare?${link}`);
      await page.locator('html[data-ready="true"]').waitFor();
      await page.locator('#results').waitFor({ state: 'visible' });
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      // The address the page shows and shares is the canonical one: the same sums, in its language.
      const address = Object.fromEntries(new URL(page.url()).searchParams);
      expect(address.lang).toBe(lang);
      const expected = answer(address);
      expect(expected.resultTheirs.value).toBe(200_000);
      expect(expected.resultYours.value).toBe(0);
      expect(await page.locator('#ratio-sentence').textContent()).toBe(expected.ratio.sentence);
      expect(await page.locator('#share-link').inputValue()).toBe(page.url());
      await context.close();
    },
  );

  it('an English browser gets the English page with a switch the script adds', async () => {
    const page = await open('/compare', 'desktop');
    await page.locator('html[data-ready="true"]').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('#languages a').count()).toBe(8);
    await page.context().close();
  });

  it('logged no console error', () => {
    // A refused form answers 400: Chromium logs that request itself.
    expect(problems.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
  });
});
