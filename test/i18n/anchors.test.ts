// Every language can say every anchor it may choose: a wording for each, its own figure re-spelled
// (src/i18n/shown.ts) without a word of English units left, and local anchors held to the data
// rules of the shared ones (stable prefixed ids, a primary source seen, a check date for changing facts).
import { describe, expect, it } from 'vitest';
import { LOCAL_ANCHORS, type LocalAnchors } from '../../src/anchors/local/index.ts';
import { wordingsOf } from '../../src/anchors/speak.ts';
import { tablesOf } from '../../src/anchors/tables.ts';
import { CATALOGUES } from '../../src/i18n/catalogue.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { localShown } from '../../src/i18n/shown.ts';

const spoken = LANGUAGES.filter((lang) => lang !== 'en' && CATALOGUES[lang] !== undefined);
type AnyAnchor = LocalAnchors[keyof LocalAnchors][number];
const EXPRESSION_OF = { duration: 'duration', height: 'height', items: 'items', growth: 'growth' } as const;

/** Every anchor a language's tables hold. */
const anchorsOf = (lang: (typeof LANGUAGES)[number]) => {
  const t = tablesOf(lang);
  return [t.duration(), t.height, t.items, t.growth].flatMap((table) => table.anchors);
};

describe('anchors in every language', () => {
  it('English tables hold no local anchor', () => {
    const ids = anchorsOf('en').map((a) => a.id);
    for (const lang of LANGUAGES) {
      for (const list of Object.values(LOCAL_ANCHORS[lang] ?? {})) {
        for (const anchor of list) expect(ids, anchor.id).not.toContain(anchor.id);
      }
    }
  });

  for (const lang of spoken) {
    it(`${lang}: a wording for every anchor it may choose, and each figure in its own numbers`, () => {
      const wordings = wordingsOf(lang);
      const missing = anchorsOf(lang)
        .filter((a) => wordings[a.id] === undefined)
        .map((a) => a.id);
      expect(missing).toEqual([]);
      for (const anchor of anchorsOf(lang)) {
        const wording = wordings[anchor.id];
        expect(wording?.is.trim(), anchor.id).toBeTruthy();
        expect(wording?.of.trim(), anchor.id).toBeTruthy();
        if (anchor.id.startsWith('items.')) expect(wording?.every?.trim(), anchor.id).toBeTruthy();
        const shown = localShown(anchor.shown, lang);
        if (lang !== 'en-IN') {
          expect(shown, `${anchor.id}: ${anchor.shown}`).not.toMatch(
            /\b(years?|days?|ago|people|seats|stars|guests|runners|pupils|light-years?|BC|AD)\b/,
          );
        }
      }
    });
  }
});

describe('local anchors', () => {
  type Local = {
    lang: (typeof LANGUAGES)[number];
    expression: keyof typeof EXPRESSION_OF;
    anchor: AnyAnchor;
  };
  const all: Local[] = LANGUAGES.flatMap((lang) => {
    const local = LOCAL_ANCHORS[lang];
    if (!local) return [];
    return (Object.keys(EXPRESSION_OF) as (keyof typeof EXPRESSION_OF)[]).flatMap((expression) =>
      (local[expression] as readonly AnyAnchor[]).map((anchor) => ({ lang, expression, anchor })),
    );
  });

  it('have stable ids `<expression>.<lang>-…`, unique across every table', () => {
    const ids = new Set(anchorsOf('en').map((a) => a.id));
    for (const { lang, expression, anchor } of all) {
      expect(anchor.id, anchor.id).toMatch(new RegExp(`^${EXPRESSION_OF[expression]}\\.${lang}-[a-z0-9-]+$`));
      expect(ids.has(anchor.id), `${anchor.id} is used twice`).toBe(false);
      ids.add(anchor.id);
    }
  });

  it('rest on a primary source seen at its address, dated; changing facts carry the day they were checked', () => {
    for (const { anchor } of all) {
      expect(anchor.source.url, anchor.id).toMatch(/^https?:\/\//);
      expect(anchor.source.publisher.length, anchor.id).toBeGreaterThan(2);
      expect(anchor.source.year, anchor.id).toBeGreaterThan(1900);
      expect(anchor.wording.trim(), anchor.id).toBeTruthy();
      if ('noun' in anchor && anchor.noun === 'people' && !anchor.exact) {
        expect(anchor.source.checked, anchor.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('take the place of the shared anchor they name (issue 33): of their expression, gone from their language, kept in English', () => {
    const english = new Set(anchorsOf('en').map((a) => a.id));
    const replacing = all.filter(({ anchor }) => anchor.replaces !== undefined);
    expect(replacing.length).toBeGreaterThan(0);
    for (const { lang, expression, anchor } of replacing) {
      const replaced = anchor.replaces as string;
      expect(replaced.startsWith(`${EXPRESSION_OF[expression]}.`), anchor.id).toBe(true);
      expect(english.has(replaced), `${replaced} is a shared anchor`).toBe(true);
      expect(
        anchorsOf(lang).some((a) => a.id === replaced),
        `${replaced} left out of ${lang}`,
      ).toBe(false);
    }
  });

  it('are chosen in their own language: every language with local anchors has them in its tables', () => {
    for (const { lang, anchor } of all) {
      expect(
        anchorsOf(lang).some((a) => a.id === anchor.id),
        `${anchor.id} in ${lang}`,
      ).toBe(true);
    }
  });
});
