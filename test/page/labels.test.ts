// Issue 25: the page and the embed tell the reader when one comparison mixes currency labels, with the
// API's own sentence (currencyNote), and say nothing of it when every label is the same.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(body).toContain('Your wealth is 1,000 times theirs.');
  });

  it('keeps the line empty and hidden for an answer in one label, and on the blank page', async () => {
    expect(await note(ONE_LABEL)).toBeUndefined();
    for (const path of [`/compare?${ONE_LABEL}`, '/compare']) {
      const { body } = await send(app, path);
      expect(body, path).toContain('<p class="currency-note" id="currency-note" hidden></p>');
    }
  });
});

describe('/embed', () => {
  it('adds the note under the equivalence only when labels mix', async () => {
    const mixed = await send(app, `/embed?${MIXED}`);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.body).toMatch(
      /id="equivalence">[^<]+<\/p>\n {4}<p class="currency-note" id="currency-note">Currencies are labels only: no exchange rate is applied\.<\/p>\n/,
    );
    const one = await send(app, `/embed?${ONE_LABEL}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain('currency-note');
  });
});
