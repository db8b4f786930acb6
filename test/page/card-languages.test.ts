// Every character a card in another language draws is drawn, tested on pixels as card-glyphs.test.ts
// does for English: each one alone, in the family the card of that language is set in (Inter, and for
// Japanese Noto Sans JP behind it), must leave ink, and not the ink of the missing-glyph box.
import { describe, expect, it } from 'vitest';
import { comparison, EXPRESSIONS } from '../../src/expressions/registry.ts';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.ts';
import { cardFamily, cardTypeface, japaneseFaces } from '../../src/page/card.ts';
import { PAGE_TEXTS } from '../../src/page/texts.ts';
import { drawnAlone, everyText, ink } from './glyphs.ts';

/** One character alone in `family`: a Japanese card has a renderer of its own (src/http/png.ts). */
const drawn = (character: string, weight: 400 | 700, family: string) =>
  drawnAlone(character, weight, family, family === cardFamily('ja') ? 'japanese' : 'default');

/** Money in each language's own notation, from 1 to 10²⁴ (the API reads it with `lang`). */
const WEALTHS = ['1', '73', '100000', '1000000000', '1000000000000000', '1000000000000000000000000'];

/** The characters a card in `lang` can draw: the answers of every lens, and the card's own words. */
function characters(lang: Lang): Set<string> {
  const seen = new Set<string>();
  for (const expression of EXPRESSIONS) {
    for (const yours of WEALTHS) {
      for (const theirs of ['1', '1000000000000000000000000', '€5000']) {
        const query: Record<string, string> = {
          expression: expression.name,
          wealthYours: yours,
          wealthTheirs: theirs,
          lang,
        };
        for (const param of expression.params) query[param.name] = param.example;
        const outcome = comparison.run(query);
        if (!outcome.ok) throw new Error(`${JSON.stringify(query)}: ${outcome.message}`);
        for (const text of everyText(outcome.data)) for (const c of text) seen.add(c);
      }
    }
  }
  for (const [key, text] of Object.entries(PAGE_TEXTS[lang])) {
    if (key.startsWith('card.')) for (const c of text) seen.add(c);
  }
  seen.delete(' ');
  return seen;
}

describe.each(LANGUAGES.filter((lang) => lang !== 'en'))('a card in %s', (lang) => {
  it('draws every character it can print, in both weights, none as the missing-glyph box', async () => {
    await cardTypeface();
    await japaneseFaces();
    const family = cardFamily(lang);
    const wanted = characters(lang);
    expect(wanted.size).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const weight of [400, 700] as const) {
      // A private-use character no font here holds: what a missing glyph looks like in this family.
      const missing = await drawn('\u{10FFFD}', weight, family);
      for (const character of wanted) {
        // Spaces of every width are meant to leave no ink.
        if (/\s/u.test(character)) continue;
        const pixels = await drawn(character, weight, family);
        if (ink(pixels) === 0)
          failures.push(`${character} U+${character.codePointAt(0)?.toString(16)} (${weight}): blank`);
        else if (pixels.equals(missing)) failures.push(`${character} (${weight}): missing-glyph box`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('the Japanese face', () => {
  it('is the Japanese renderer’s only: another card never falls back on it', async () => {
    await cardTypeface();
    await japaneseFaces();
    const missing = await drawn('\u{10FFFD}', 400, cardFamily('en'));
    expect((await drawn('億', 400, cardFamily('en'))).equals(missing)).toBe(true);
  });

  it('tells a missing glyph from a drawn one (the check above can fail)', async () => {
    await cardTypeface();
    await japaneseFaces();
    const family = cardFamily('ja');
    const missing = await drawn('\u{10FFFD}', 400, family);
    expect(ink(missing)).toBeGreaterThan(0);
    // Thai is in neither Inter nor Noto Sans JP: drawn as the same missing-glyph box.
    expect((await drawn('ก', 400, family)).equals(missing)).toBe(true);
    expect((await drawn('億', 400, family)).equals(missing)).toBe(false);
  });
});
