// Issue 25: the page and the embed tell the reader when one comparison mixes currency labels, with the
// API's own sentence (currencyNote), and say nothing of it when every label is the same.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardWords } from '../../src/page/card.ts';
import { escapeHtml } from '../../src/page/html.ts';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const MIXED = new URLSearchParams({
  expression: 'durationOfDailySpend',
  wealthYours: '₩50M',
  wealthTheirs: '$50K',
  spend: '100',
}).toString();
const ONE_LABEL = new URLSearchParams({
  expression: 'numberOfItems',
  wealthYours: '$50K',
  wealthTheirs: '50M',
  typeOfItem: 'house',
}).toString();

async function note(query: string): Promise<string | undefined> {
  const response = await send(app, `/v1/comparison?${query}`);
  return response.json().data.currencyNote;
}

describe('/compare, drawn on the server', () => {
  it('shows the currency note of an answer that mixes labels', async () => {
    const sentence = await note(MIXED);
    expect(sentence).toBe('Currencies are labels only: no exchange rate is applied.');
    const { body, statusCode } = await send(app, `/compare?${MIXED}`);
    expect(statusCode).toBe(200);
    expect(body).toContain(
      `<p class="currency-note" id="currency-note">${escapeHtml(sentence as string)}</p>`,
    );
    expect(body).toContain('Your wealth is 1,000 times theirs (no exchange rate applied).');
  });

  it('keeps the line empty and hidden for an answer in one label, and on the blank page', async () => {
    expect(await note(ONE_LABEL)).toBeUndefined();
    for (const path of [`/compare?${ONE_LABEL}`, '/compare']) {
      const { body } = await send(app, path);
      expect(body, path).toContain('<p class="currency-note" id="currency-note" hidden></p>');
    }
  });
});

describe('the link preview of /compare', () => {
  /** Every meta tag that says the comparison in words, entities undone. */
  async function previewWords(query: string): Promise<Record<string, string | undefined>> {
    const { body } = await send(app, `/compare?${query}`);
    const tags = [
      'description',
      'og:description',
      'twitter:description',
      'og:image:alt',
      'twitter:image:alt',
    ];
    return Object.fromEntries(
      tags.map((key) => [
        key,
        body
          .match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1]
          ?.replaceAll('&#39;', "'")
          .replaceAll('&amp;', '&'),
      ]),
    );
  }

  it('says the currency note wherever it puts the two labels side by side, as the card does', async () => {
    const sentence = (await note(MIXED)) as string;
    for (const [key, words] of Object.entries(await previewWords(MIXED))) {
      expect(words, key).toMatch(/₩/);
      expect(words, key).toMatch(/\$/);
      expect(words?.endsWith(` ${sentence}`), `${key}: ${words}`).toBe(true);
    }
    for (const [key, words] of Object.entries(await previewWords(ONE_LABEL))) {
      expect(words, key).toBeDefined();
      expect(words, key).not.toContain('labels only');
    }
  });
});

describe('/embed', () => {
  it('adds the note under the equivalence only when labels mix', async () => {
    const mixed = await send(app, `/embed?${MIXED}`);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.body).toMatch(
      /id="equivalence">[^<]+<\/p>\n {4,}<p class="currency-note" id="currency-note">Currencies are labels only: no exchange rate is applied\.<\/p>\n/,
    );
    const one = await send(app, `/embed?${ONE_LABEL}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain('currency-note');
  });
});

describe('/compare/card.png', () => {
  it("draws the answer's own note only when labels mix", async () => {
    const mixed = (await send(app, `/v1/comparison?${MIXED}`)).json().data;
    expect(cardWords(mixed).note).toBe(mixed.currencyNote);
    const one = (await send(app, `/v1/comparison?${ONE_LABEL}`)).json().data;
    expect(cardWords(one).note).toBeUndefined();
    const card = await send(app, `/compare/card.png?${MIXED}`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });
});
