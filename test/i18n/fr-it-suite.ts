// The checks French and Italian share (issue 28): through the real HTTP server, `?lang=` answers every
// request of the gallery and a seeded sweep of every expression and the comparison, in the language
// (no word of the English templates left, figures in the locale's digits), and every anchor a reader
// of the language may meet has its wording. Each language's own test (fr.test.ts, it.test.ts) adds
// the sentences an editor reads.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, exampleIn, examplesDocUrl, renderExamplesDoc } from '../../scripts/docs-examples.ts';
import { durationAnchors } from '../../src/anchors/duration.ts';
import { growthAnchors } from '../../src/anchors/growth.ts';
import { heightAnchors } from '../../src/anchors/height.ts';
import { itemsAnchors } from '../../src/anchors/items.ts';
import { wordingsOf } from '../../src/anchors/speak.ts';
import { localAnchorList } from '../../src/anchors/tables.ts';
import { CATALOGUES } from '../../src/i18n/catalogue.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { CURRENCIES } from '../../src/money/currencies.ts';
import { random, randomCase } from '../checker/sweep.ts';
import { makeApp } from '../support/app.ts';

/** What differs between the two languages in these checks. */
export interface Expectations {
  readonly lang: Lang;
  /** How a million dollars is printed (spaces normalised to ' '). */
  readonly million: string;
  /** Figures that would be English notation in this locale. */
  readonly englishDigits: RegExp;
  /** The end of an expression's sentence. */
  readonly exclamation: RegExp;
  /** The preposition (with its article) every `of` form starts with. */
  readonly of: RegExp;
  /** The start of every `every` form. */
  readonly every: string;
  /** Words of the English templates this language spells alike. */
  readonly shared: readonly string[];
}

/** Letters-only words of a text, lower case. */
const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The literal text of a parsed message, at any depth (arguments, keywords and select values left out). */
function literals(elements: unknown[]): string {
  return (elements as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[])
    .map((element) =>
      element.type === 0
        ? (element.value ?? '')
        : Object.values(element.options ?? {})
            .map((option) => literals(option.value))
            .join(' '),
    )
    .join(' ');
}

/** A message's own words. */
const templateWords = (message: string) =>
  words(literals(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as unknown[]));

/** Currency labels are labels, not words (`US$`, `CHF`, `RMB`). */
const LABELS = new Set(
  Object.values(CURRENCIES).flatMap((c) => [c.code, c.prefix, ...c.symbols].flatMap(words)),
);

/**
 * The words of the English templates (en.json) that the language's own templates never use: any of
 * them in an answer, once the anchors' wordings are set aside, is English left untranslated. `shared`
 * lists the words both languages spell alike (`minute`, `yacht`, Italian `come`).
 */
function englishOnly(shared: readonly string[]): Set<string> {
  const allowed = new Set([...shared, ...LABELS]);
  const english = Object.entries(CATALOGUES.en ?? {})
    .filter(([key]) => !key.startsWith('@'))
    .flatMap(([, message]) => templateWords(message));
  return new Set(english.filter((word) => !allowed.has(word) && word.length > 1));
}

/** Every text of an answer a reader reads: phrases, sentences, scales, the equivalence and the note. */
function texts(data: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value !== null && typeof value === 'object') out.push(...texts(value as Record<string, unknown>));
    else if (['phrase', 'sentence', 'scale', 'equivalence', 'currencyNote'].includes(key) && value !== null)
      out.push(String(value));
  }
  return out;
}

/** Answers with the same spacing whatever the numbers layer puts in groups and before a sign. */
export const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const ANCHORS = [...durationAnchors, ...heightAnchors, ...itemsAnchors, ...growthAnchors];

export function languageSuite(x: Expectations): { get: (url: string) => Promise<Record<string, unknown>> } {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  const forbidden = englishOnly(x.shared);
  // The anchors' wordings (proper names such as Icon of the Seas included), longest first, are set
  // aside before the words are read: their test is the wordings' own, below.
  const wordingForms = Object.values(wordingsOf(x.lang))
    .flatMap((w) => [w.is, w.of, w.every ?? ''])
    .filter((form) => form !== '')
    .sort((a, b) => b.length - a.length);
  const withoutWordings = (text: string) =>
    wordingForms.reduce((rest, form) => (rest.includes(form) ? rest.replaceAll(form, ' ') : rest), text);

  async function get(url: string): Promise<Record<string, unknown>> {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json().data;
  }

  function expectInLanguage(data: Record<string, unknown>, url: string) {
    for (const text of texts(data)) {
      const english = words(withoutWordings(text)).filter((word) => forbidden.has(word));
      expect(english, `${url}: ${text}`).toEqual([]);
      expect(text, url).not.toMatch(x.englishDigits);
    }
  }

  describe(`${x.lang}: every request of the gallery over REST`, () => {
    it('answers each, in the language, sentences ending as the language ends them', async () => {
      for (const english of EXAMPLES) {
        // The gallery's requests, their money written as the language writes it (`1 000 000 €`).
        const { operation, params } = exampleIn(english, x.lang);
        const url = `/v1/${operation}?${new URLSearchParams({ ...params, lang: x.lang })}`;
        const data = await get(url);
        expectInLanguage(data, url);
        const results =
          operation === 'comparison'
            ? [data.resultTheirs, data.resultYours]
            : [data as Record<string, unknown>];
        for (const result of results as Record<string, unknown>[])
          expect(result.sentence, url).toMatch(x.exclamation);
      }
    });

    it('prints a million in the locale’s digits, English never the language’s', async () => {
      const url = '/v1/durationOfDailySpend?wealth=1000000&spend=1000';
      const local = await get(`${url}&lang=${x.lang}`);
      expect(spaced(String(local.sentence))).toContain(x.million);
      const english = await get(url);
      expect(english.sentence).toContain('$1,000,000');
    });

    it('is the gallery docs/examples.<lang>.md shows (node scripts/docs-examples.ts)', () => {
      expect(readFileSync(examplesDocUrl(x.lang), 'utf8')).toBe(renderExamplesDoc(x.lang));
    });
  });

  describe(`${x.lang}: a seeded sweep of every expression and the comparison over REST`, () => {
    const count = process.env.TEST_TIER === 'quick' ? 300 : 1200;
    it(`answers ${count} random requests in the language`, async () => {
      const rnd = random(2800 + x.lang.length);
      for (let i = 0; i < count; i++) {
        const c = randomCase(rnd);
        // The case's money written as the language writes it, as a reader of it would send it.
        const sent = new URL(c.url, 'http://localhost');
        const operation = sent.pathname.slice('/v1/'.length);
        const { params } = exampleIn({ operation, params: Object.fromEntries(sent.searchParams) }, x.lang);
        const url = `/v1/${operation}?${new URLSearchParams({ ...params, lang: x.lang })}`;
        expectInLanguage(await get(url), url);
      }
    });
  });

  describe(`${x.lang}: anchor wordings`, () => {
    const wordings = wordingsOf(x.lang);

    it('name every anchor a reader of the language may meet, and no other', () => {
      // The shared anchors but those a local one takes the place of (issue 33), and the local ones.
      const local = localAnchorList(x.lang);
      const replaced = new Set(local.map((anchor) => anchor.replaces));
      const ids = [...ANCHORS.filter((anchor) => !replaced.has(anchor.id)), ...local]
        .map((anchor) => anchor.id)
        .sort();
      expect(Object.keys(wordings).sort()).toEqual(ids);
    });

    it('give is, of (with its preposition) and, for a group, every', () => {
      for (const [id, w] of Object.entries(wordings)) {
        expect(w.is, id).toMatch(/^\p{Ll}/u);
        expect(w.of, id).toMatch(x.of);
        for (const form of [w.is, w.of, w.every ?? '']) expect(form, id).not.toMatch(/[.'"]$|'/);
        if (id.startsWith('items.')) expect(w.every, id).toMatch(new RegExp(`^${x.every}`));
        else expect(w.every, id).toBeUndefined();
      }
    });
  });

  return { get };
}
