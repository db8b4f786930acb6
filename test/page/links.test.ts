// A link means the same sum to every visitor (docs/languages.md "Links"): the visitor's Accept-Language
// chooses the words, never how a link's amounts are read; every link the service writes (canonical,
// og:url, card, embed, oEmbed, the language switch) carries its amounts so that any language reads
// them as the same sums, and opening it with any Accept-Language answers the same values.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES } from '../../src/i18n/languages.ts';
import { makeApp, send } from '../support/app.ts';

const ORIGIN = 'https://wealth.example';
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => app.close());

/** What a visitor's browser says: each language's own locale, and no header at all. */
const VISITORS: readonly (string | undefined)[] = [undefined, ...LANGUAGES.map((lang) => LOCALES[lang])];

const decode = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

const get = (url: string, accept: string | undefined) =>
  send(app, { url, headers: accept === undefined ? {} : { 'accept-language': accept } });

/** The values of a comparison the API gives for a link's query (its own `lang` included). */
async function valuesOf(search: string): Promise<number[]> {
  const params = new URLSearchParams(search);
  const response = await send(app, `/v1/comparison?${params}`);
  expect(response.statusCode, search).toBe(200);
  const { data } = response.json();
  return [data.resultYours.value, data.resultTheirs.value, data.ratio.value];
}

/** Every address of a comparison a page writes: canonical, og:url, og:image, oEmbed, the embed and the switch. */
function linksOf(html: string): string[] {
  const text = decode(html);
  const found = [
    ...text.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="([^"]+)"/g),
    ...text.matchAll(/<meta property="og:(?:url|image)" content="([^"]+)"/g),
    ...text.matchAll(/(?:href|src|value)="([^"]*\/(?:compare|embed|oembed)[^"]*\?[^"]+)"/g),
  ].map((m) => m[1] as string);
  return [...new Set(found)];
}

/** A link's own comparison query: an oEmbed address holds the page's address in `url`. */
function comparisonSearch(link: string): string {
  const url = new URL(link, ORIGIN);
  if (url.pathname === '/oembed') return new URL(url.searchParams.get('url') ?? '', ORIGIN).search;
  const search = new URLSearchParams(url.search);
  search.delete('switch');
  return search.toString();
}

describe('an English link shared with visitors of every language', () => {
  const shared = '/compare?expression=numberOfItems&wealthYours=50K&wealthTheirs=100B&typeOfItem=house';

  it.each(VISITORS)('gives 200,000 houses against 100 to a visitor whose browser says %s', async (accept) => {
    const page = await get(shared, accept);
    expect(page.statusCode).toBe(200);
    const canonical = decode(page.body).match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? '';
    expect(await valuesOf(new URL(canonical).search)).toEqual([0, 200_000, 2_000_000]);
  });

  it('the same for visitors of every language, whatever a language would make of the sums', async () => {
    // `1.500` is 1.5 in the API's notation, fifteen hundred in German: the link says 1.5 to everyone.
    const link = '/compare?expression=numberOfItems&wealthYours=1.500K&wealthTheirs=100B&typeOfItem=house';
    const values = new Set<string>();
    for (const accept of VISITORS) {
      const page = await get(link, accept);
      expect(page.statusCode, String(accept)).toBe(200);
      const canonical = decode(page.body).match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? '';
      values.add(JSON.stringify(await valuesOf(new URL(canonical).search)));
    }
    // One answer for all, the API's own reading of the link (1,500 dollars: 0 houses).
    const api = await valuesOf(new URL(link, ORIGIN).search);
    expect([...values]).toEqual([JSON.stringify(api)]);
    expect(api[0]).toBe(0);
  });

  it('a link without lang that the API refuses is refused for every visitor, in their words', async () => {
    const link =
      '/compare?expression=numberOfItems&wealthYours=1%2C5+Mrd.+%E2%82%AC&wealthTheirs=100B&typeOfItem=house';
    for (const accept of VISITORS) {
      const page = await get(link, accept);
      expect(page.statusCode, String(accept)).toBe(400);
      expect(decode(page.body)).toContain('Your Wealth Invalid');
    }
  });
});

describe('every link the service writes reads the same under every Accept-Language', () => {
  const sources = [
    '/compare?expression=numberOfItems&wealthYours=1.5K&wealthTheirs=2%2C5M&typeOfItem=house',
    '/compare?expression=durationOfDailySpend&wealthYours=%E2%82%AC1.25M&wealthTheirs=%24900K&spend=1234.5',
    '/compare?expression=heightOfMoneyStack&wealthYours=1%2C5+Mrd.+%E2%82%AC&wealthTheirs=100.000+%E2%82%AC&typeOfMoney=eur_1_coin&lang=de',
    '/compare?expression=numberOfItems&wealthYours=2700+millones&wealthTheirs=1+bill%C3%B3n&typeOfItem=car&lang=es',
    '/compare?expression=numberOfItems&wealthYours=1%E5%84%84%E5%86%86&wealthTheirs=3%E4%B8%87&typeOfItem=car&lang=ja',
    '/compare?expression=growthOfCompoundInterest&wealthYours=10+lakh&wealthTheirs=1.5+crore&rate=0.05&frequency=12&period=10&lang=en-IN',
  ];

  it.each(sources)('%s', async (source) => {
    for (const visitor of VISITORS) {
      const page = await get(source, visitor);
      expect(page.statusCode, `${source} for ${visitor}`).toBe(200);
      const links = linksOf(page.body);
      // The embed, as oEmbed hands it to a host page.
      const oembed = links.find((link) => new URL(link, ORIGIN).pathname === '/oembed') as string;
      const embedded = (await get(new URL(oembed).pathname + new URL(oembed).search, visitor)).json();
      links.push(...linksOf(embedded.html as string));
      expect(links.some((link) => new URL(link, ORIGIN).pathname === '/embed')).toBe(true);
      expect(links.length, `${source} for ${visitor}`).toBeGreaterThanOrEqual(3);
      const expected = await valuesOf(comparisonSearch(links[0] as string));
      for (const link of links) {
        // The link's own comparison, as the API reads it …
        expect([link, await valuesOf(comparisonSearch(link))]).toEqual([link, expected]);
        const url = new URL(link, ORIGIN);
        if (url.pathname.startsWith('/compare') && url.searchParams.has('switch')) continue;
        // The links of the page without Accept-Language and of the German page are opened by every
        // visitor (the others differ from the German page's only by their `lang`).
        if (visitor !== undefined && visitor !== 'de-DE') continue;
        // … and the link itself, opened by visitors of every language, answers (and, a page, says) it.
        for (const other of VISITORS) {
          const opened = await get(url.pathname + url.search, other);
          expect([link, other, opened.statusCode]).toEqual([link, other, 200]);
          if (url.pathname !== '/compare') continue;
          const canonical = decode(opened.body).match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? '';
          expect([link, other, await valuesOf(new URL(canonical).search)]).toEqual([link, other, expected]);
        }
      }
    }
  });

  it('the language switch keeps the sums: each language’s link leads to the same values', async () => {
    const source = sources[2] as string;
    const page = await get(source, undefined);
    const switches = linksOf(page.body).filter((link) => new URL(link, ORIGIN).searchParams.has('switch'));
    expect(switches.length).toBe(LANGUAGES.length);
    const expected = await valuesOf(new URL(source, ORIGIN).search);
    for (const link of switches) {
      const moved = await get(link, 'ja');
      expect(moved.statusCode).toBe(303);
      const target = new URL(String(moved.headers.location), ORIGIN);
      expect([link, await valuesOf(target.search)]).toEqual([link, expected]);
      // Never a raw code: the amounts are written in the target language's own notation.
      expect(target.searchParams.get('wealthYours')).not.toMatch(/^[A-Z]{3} ?\d+$/);
    }
  });
});
