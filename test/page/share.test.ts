import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparison } from '../../src/expressions/registry.ts';
import { CardRenderer, MAX_DRAWING, MAX_WAITING_RENDERS } from '../../src/page/card-renderer.ts';
import { EMBED_MIN, embedHeight } from '../../src/page/embed.ts';
import { EXAMPLES } from '../../src/page/examples.ts';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ PUBLIC_URL: 'https://wealth.example' });
});
afterAll(() => app.close());

const QUERY = 'expression=numberOfItems&wealthYours=50K&wealthTheirs=100B&typeOfItem=house';
const ORIGIN = 'https://wealth.example';
const answer = () => {
  const outcome = comparison.run(Object.fromEntries(new URLSearchParams(QUERY)));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.data;
};

/** The value of a meta tag, HTML entities for & and " undone. */
function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`));
  return match?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('a shared /compare link', () => {
  it('is drawn on the server: both sentences, the ratio, the equivalence and the picture are in the HTML', async () => {
    const response = await send(app, `/compare?${QUERY}`);
    expect(response.statusCode).toBe(200);
    const data = answer();
    const html = response.body;
    for (const text of [
      data.resultYours.sentence,
      data.resultTheirs.sentence,
      data.ratio.sentence,
      data.ratio.phrase,
      data.equivalence,
    ]) {
      expect(html).toContain(text.replaceAll("'", '&#39;'));
    }
    expect(html).toMatch(/<section id="results"[^>]*aria-labelledby="results-title">/);
    expect(html).not.toMatch(/<section id="results"[^>]*hidden/);
    expect(html).toMatch(/<div id="picture" data-width="\d+"><svg [^>]*role="img"/);
    expect(html).toContain(`<title>${data.ratio.sentence.replace(/\.$/, '')} — Tangible Wealth</title>`);
    expect(html).toContain(`value="${ORIGIN}/compare?${QUERY.replaceAll('&', '&amp;')}"`);
  });

  it('has Open Graph and Twitter tags from the answer, with an absolute card address, and oEmbed discovery', async () => {
    const html = (await send(app, `/compare?${QUERY}`)).body;
    const data = answer();
    expect(metaContent(html, 'og:title')).toBe(data.ratio.sentence.replace(/\.$/, ''));
    expect(metaContent(html, 'og:description')).toContain(data.resultTheirs.phrase);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/compare?${QUERY}`);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/compare/card.png?${QUERY}`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    const oembed = html.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/)?.[1];
    expect(oembed).toBeDefined();
    const discovered = new URL((oembed as string).replaceAll('&amp;', '&'));
    expect(discovered.origin).toBe(ORIGIN);
    const response = await send(app, discovered.pathname + discovered.search);
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toBe('rich');
  });

  it('names one canonical address: parameters in the registry order, those of other expressions left out', async () => {
    const shuffled = `/compare?typeOfItem=house&spend=5&wealthTheirs=100B&wealthYours=50K&expression=numberOfItems`;
    const html = (await send(app, shuffled)).body;
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/compare?${QUERY.replaceAll('&', '&amp;')}">`,
    );
  });

  it('with parameters the API refuses answers 400 with the message on the page and no preview tags', async () => {
    const response = await send(
      app,
      '/compare?expression=numberOfItems&wealthYours=50K&wealthTheirs=lots&typeOfItem=house',
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('This link&#39;s comparison could not be made: Their Wealth Invalid.');
    expect(response.body).not.toContain('og:image');
    expect(response.body).toMatch(/<section id="results"[^>]* hidden>/);
  });

  it('without PUBLIC_URL names the request origin and is cached privately, varying by Host', async () => {
    const local = await makeApp();
    try {
      const response = await send(local, {
        url: `/compare?${QUERY}`,
        headers: { host: 'share.example:8080' },
      });
      expect(metaContent(response.body, 'og:image')).toBe(
        `http://share.example:8080/compare/card.png?${QUERY}`,
      );
      expect(response.headers['cache-control']).toBe('private, max-age=300');
      expect(String(response.headers.vary)).toContain('Host');
    } finally {
      await local.close();
    }
  });
});

describe('the picture card', () => {
  it('is a 1200×630 PNG, cached like an answer, with an ETag that answers 304', async () => {
    const response = await send(app, `/compare/card.png?${QUERY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(response.rawPayload.length).toBeLessThan(256 * 1024);
    const again = await send(app, {
      url: `/compare/card.png?${QUERY}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is the same picture for the same comparison however its link is written', async () => {
    const first = await send(app, `/compare/card.png?${QUERY}`);
    const other = await send(
      app,
      '/compare/card.png?typeOfItem=house&wealthTheirs=100B&expression=numberOfItems&wealthYours=50K&rate=0.5',
    );
    expect(other.headers.etag).toBe(first.headers.etag);
  });

  it.each([
    ['expression=numberOfItems&wealthYours=50K&wealthTheirs=100B&typeOfItem=castle', 'Type Of Item Invalid'],
    ['expression=numberOfItems&wealthYours=0&wealthTheirs=100B&typeOfItem=house', 'Your Wealth Zero'],
    ['wealthYours=50K', 'Their Wealth Missing'],
    ['', 'Expression Missing'],
  ])('with bad parameters (%s) answers 400 with the API message', async (query, message) => {
    const response = await send(app, `/compare/card.png?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ status: 'error', error: { code: 400, message } });
  });

  it('counts against CARD_RATE_LIMIT, apart from the documentation budget', async () => {
    const limited = await makeApp({ CARD_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await send(limited, `/compare/card.png?${QUERY}`)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await send(limited, `/compare/card.png?${QUERY}`);
      expect(refused.headers['ratelimit-limit']).toBe('2');
      expect(refused.json().error.details).toContain('picture cards');
      expect((await send(limited, '/compare')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it(`draws ${MAX_DRAWING} cards at a time and refuses more than ${MAX_WAITING_RENDERS} waiting at once`, async () => {
    const renderer = new CardRenderer('Source: test.', '');
    const data = answer();
    const accepted = MAX_DRAWING + MAX_WAITING_RENDERS;
    const calls = Array.from({ length: accepted + 2 }, (_, i) => renderer.card(`key-${i}`, data));
    expect(renderer.load).toEqual({ drawing: MAX_DRAWING, waiting: MAX_WAITING_RENDERS });
    const cards = await Promise.all(calls);
    expect(cards.slice(accepted)).toEqual([undefined, undefined]);
    expect(cards.slice(0, accepted).every((card) => card?.status === 200)).toBe(true);
    // Once the queue has drained, a new card is drawn again.
    expect(renderer.load).toEqual({ drawing: 0, waiting: 0 });
    expect((await renderer.card('key-after', data))?.status).toBe(200);
  });

  it('draws a comparison asked for twice at once only once, and keeps it', async () => {
    const renderer = new CardRenderer('Source: test.', '');
    const data = answer();
    const [first, second] = await Promise.all([renderer.card('same', data), renderer.card('same', data)]);
    expect(second).toBe(first);
    // Kept: served from the cache with the same bytes, not drawn again.
    expect(renderer.load).toEqual({ drawing: 0, waiting: 0 });
    expect((await renderer.card('same', data))?.etag).toBe(first?.etag);
  });
});

describe('/embed', () => {
  it('is a compact card that any site may frame, with no script', async () => {
    const response = await send(app, `/embed?${QUERY}`);
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors *');
    expect(policy).not.toContain('script-src');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const data = answer();
    expect(response.body).toContain(data.ratio.sentence);
    expect(response.body).toContain(data.resultYours.phrase);
    expect(response.body).toContain(`href="/compare?${QUERY.replaceAll('&', '&amp;')}" target="_blank"`);
    expect(response.body).not.toContain('<script');
  });

  it('the page itself still refuses to be framed', async () => {
    const response = await send(app, `/compare?${QUERY}`);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('with bad parameters answers 400 as a small HTML card, framable, linking to the page to fix it', async () => {
    const response = await send(app, '/embed?expression=numberOfItems&wealthYours=0&wealthTheirs=2');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(response.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(response.body).toContain('<p class="ratio" id="error-status">400 Your Wealth Zero</p>');
    expect(response.body).toContain(
      'href="/compare?expression=numberOfItems&amp;wealthYours=0&amp;wealthTheirs=2"',
    );
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('"status":"error"');
  });

  it('refused by the HTTP layer (a GET with a body), says so, not that the comparison was refused', async () => {
    const response = await send(app, {
      method: 'GET',
      url: `/embed?${QUERY}`,
      payload: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('id="error-status">400 Body Not Allowed</p>');
    expect(response.body).not.toContain('The comparison was refused');
    expect(response.body).not.toContain('to fix it');
    expect(response.body).toContain('href="/compare"');
  });

  it('past its rate limit answers 429 as the same HTML card, with the limit headers', async () => {
    const limited = await makeApp({ DOCS_RATE_LIMIT: '1' });
    try {
      expect((await send(limited, `/embed?${QUERY}`)).statusCode).toBe(200);
      const refused = await send(limited, `/embed?${QUERY}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body).toContain('id="error-status">429 Too Many Requests</p>');
      expect(refused.body).toContain('href="/compare"');
    } finally {
      await limited.close();
    }
  });
});

describe('a link with parameters left out', () => {
  // What /compare accepts, /embed, the card and /oembed accept too: left-out parameters take the page's defaults.
  const SHORT = 'expression=numberOfItems&wealthYours=50K&wealthTheirs=100B';

  it('is the same comparison on the page, the embed, the card and oEmbed', async () => {
    const page = await send(app, `/compare?${SHORT}`);
    expect(page.statusCode).toBe(200);
    expect(metaContent(page.body, 'og:image')).toBe(`${ORIGIN}/compare/card.png?${QUERY}`);
    const embed = await send(app, `/embed?${SHORT}`);
    expect(embed.statusCode).toBe(200);
    expect(embed.body).toContain(answer().resultTheirs.phrase);
    expect(embed.body).toContain(`href="/compare?${QUERY.replaceAll('&', '&amp;')}"`);
    const short = await send(app, `/compare/card.png?${SHORT}`);
    const full = await send(app, `/compare/card.png?${QUERY}`);
    expect(short.statusCode).toBe(200);
    expect(short.headers.etag).toBe(full.headers.etag);
    const oembed = await send(app, `/oembed?${new URLSearchParams({ url: `${ORIGIN}/compare?${SHORT}` })}`);
    expect(oembed.statusCode).toBe(200);
    expect(oembed.json().html).toContain(`src="${ORIGIN}/embed?${QUERY.replaceAll('&', '&amp;')}"`);
  });

  it.each([
    'wealthYours=50K&wealthTheirs=100B',
    'expression=growthOfCompoundInterest&wealthYours=1K&wealthTheirs=1M',
    'expression=heightOfMoneyStack&wealthYours=1K&wealthTheirs=1M&typeOfItem=castle',
    'expression=numberOfItems&wealthYours=1K&wealthTheirs=1M&typeOfItem=castle',
    'expression=numberOfItems&wealthYours=1K',
    'typeOfItem=house',
  ])('%s: the embed, the card and oEmbed answer as /compare does', async (query) => {
    const page = (await send(app, `/compare?${query}`)).statusCode;
    const ok = page === 200 && query.includes('wealthYours');
    expect((await send(app, `/embed?${query}`)).statusCode).toBe(ok ? 200 : 400);
    expect((await send(app, `/compare/card.png?${query}`)).statusCode).toBe(ok ? 200 : 400);
    const oembed = await send(app, `/oembed?${new URLSearchParams({ url: `${ORIGIN}/compare?${query}` })}`);
    expect(oembed.statusCode).toBe(ok ? 200 : 404);
  });
});

describe('/oembed', () => {
  const oembed = (params: Record<string, string>) => `/oembed?${new URLSearchParams(params)}`;
  const pageUrl = `${ORIGIN}/compare?${QUERY}`;

  it('answers a rich embed of the comparison: an iframe of /embed, the card as thumbnail', async () => {
    const response = await send(app, oembed({ url: pageUrl, format: 'json' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Tangible Wealth',
      provider_url: `${ORIGIN}/`,
      title: answer().ratio.sentence.replace(/\.$/, ''),
      width: 560,
      thumbnail_url: `${ORIGIN}/compare/card.png?${QUERY}`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    // Tall enough for the words in a phone's column, where the frame is narrower than 560.
    expect(body.height).toBe(embedHeight(answer(), 'Source: Tangible Wealth (CC BY 4.0).', 560));
    expect(body.height).toBeGreaterThanOrEqual(EMBED_MIN.height);
    expect(body.html).toContain(`style="border:0;width:100%;max-width:560px"`);
    const src = String(body.html).match(/<iframe src="([^"]+)" width="560" height="(\d+)"/)?.[1];
    expect(src?.replaceAll('&amp;', '&')).toBe(`${ORIGIN}/embed?${QUERY}`);
    const frame = new URL((src as string).replaceAll('&amp;', '&'));
    expect((await send(app, frame.pathname + frame.search)).statusCode).toBe(200);
  });

  it('keeps within maxwidth and maxheight, leaving out a thumbnail that would not fit', async () => {
    const body = (await send(app, oembed({ url: pageUrl, maxwidth: '400', maxheight: '260' }))).json();
    expect(body).toMatchObject({ width: 400, height: 260 });
    expect(body.thumbnail_url).toBeUndefined();
    expect(body.html).toContain('width="400" height="260"');
    expect(body.html).toContain('max-width:400px');
  });

  it('is taller in a narrower frame, where the words take more lines', async () => {
    const wide = (await send(app, oembed({ url: pageUrl }))).json();
    const narrow = (await send(app, oembed({ url: pageUrl, maxwidth: '280' }))).json();
    expect(narrow.width).toBe(280);
    expect(narrow.height).toBeGreaterThan(wide.height);
  });

  it.each([
    [{ url: pageUrl, format: 'xml' }, 501],
    [{ format: 'json' }, 400],
    [{ url: pageUrl, maxwidth: 'wide' }, 400],
    [{ url: pageUrl, maxwidth: '100' }, 404],
    [{ url: `https://elsewhere.example/compare?${QUERY}` }, 404],
    [{ url: `${ORIGIN}/v1/comparison?${QUERY}` }, 404],
    [{ url: 'not a url' }, 404],
    [{ url: `${ORIGIN}/compare?expression=numberOfItems&wealthYours=1` }, 404],
    [{ url: `${ORIGIN}/compare?typeOfItem=house` }, 404],
    [{ url: pageUrl, maxheight: '200' }, 404],
  ])('refuses %j with %i and a clear reason', async (params, status) => {
    const response = await send(app, oembed(params));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.details).toMatch(/\w+ \w+/);
  });
});

describe('/examples', () => {
  it('lists every example with its answer, its page and its card, all of which answer', async () => {
    const response = await send(app, '/examples');
    expect(response.statusCode).toBe(200);
    for (const example of EXAMPLES) {
      expect(response.body).toContain(example.title.replaceAll("'", '&#39;'));
    }
    const pages = [...response.body.matchAll(/href="(\/compare\?[^"]+)"/g)].map((m) =>
      m[1]?.replaceAll('&amp;', '&'),
    );
    const cards = [...response.body.matchAll(/<img src="(\/compare\/card\.png\?[^"]+)"/g)].map((m) =>
      m[1]?.replaceAll('&amp;', '&'),
    );
    expect(new Set(pages).size).toBe(EXAMPLES.length);
    expect(cards).toHaveLength(EXAMPLES.length);
    for (const page of new Set(pages)) expect((await send(app, page as string)).statusCode, page).toBe(200);
    for (const card of cards) {
      const png = await send(app, card as string);
      expect(png.headers['content-type'], card).toBe('image/png');
    }
  });
});

describe('a shared link that leaves parameters out', () => {
  it("is drawn with the page's defaults for them, as the page's script fills them in", async () => {
    const options = (await send(app, '/compare/options.json')).json();
    const response = await send(app, '/compare?expression=numberOfItems&wealthYours=100K&wealthTheirs=1T');
    expect(response.statusCode).toBe(200);
    const item = options.defaults.typeOfItem;
    const full = comparison.run({
      expression: 'numberOfItems',
      wealthYours: '100K',
      wealthTheirs: '1T',
      typeOfItem: item,
    });
    if (!full.ok) throw new Error(full.message);
    expect(response.body).toContain(full.data.resultTheirs.sentence);
    expect(metaContent(response.body, 'og:url')).toBe(
      `${ORIGIN}/compare?expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=${item}`,
    );
  });
});
