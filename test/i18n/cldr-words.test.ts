// Each language's large-number words start from what CLDR knows (Intl.NumberFormat, compact long
// notation) and are kept by hand only where the press writes otherwise or CLDR has no word
// (docs/style-sheets.md): every word of ours that CLDR also has is CLDR's spelling, singular and
// plural; where CLDR has a word we leave out, the press's reason is named here and in the style sheet.
import { describe, expect, it } from 'vitest';
import { SCALE } from '../../src/i18n/scale-words.ts';

const LANGS = ['de', 'fr', 'es', 'it', 'pt-BR', 'ja', 'en-IN'] as const;

/** CLDR's words end at 10^12 (10^12 … 10^15 in Japanese: 兆); past them our words are the press's own. */
const CLDR_LAST = 12;

/** Words CLDR has that the press does not write, by language and power of ten. */
const NOT_WRITTEN: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  // Le Monde counts milliards past a thousand (`2000 milliards`); the long scale's billion is a false friend.
  fr: { 12: 'billion' },
  // El País writes `2700 millones`, not CLDR's `2,7 mil millones`.
  es: { 9: 'mil millones' },
  // Corriere writes `1000 miliardi`, not CLDR's `1 mille miliardi`.
  it: { 12: 'mille miliardi' },
};

const space = (text: string) => text.replace(/\s/gu, ' ');

describe('large-number words agree with CLDR where both have one', () => {
  it.each(LANGS)('%s', (lang) => {
    const format = new Intl.NumberFormat(lang, { notation: 'compact', compactDisplay: 'long' });
    const table = SCALE[lang];
    const ours = new Map(table.words.map((w) => [w.exponent, w]));
    // From 10^5 (an Indian lakh): below a million every other language writes digits (docs/style-sheets.md; Brazilian `mil` is a
    // sum's word of its own, src/languages/pt-BR/style.ts), never CLDR's `Tausend`.
    for (let exponent = 5; exponent <= CLDR_LAST; exponent++) {
      const one = space(format.format(10 ** exponent));
      const two = space(format.format(2 * 10 ** exponent));
      // CLDR has a word of its own at this power of ten only where 1 × 10^e is not written with a smaller one.
      const cldrWord = one.replace(/^1\s?/u, '');
      if (!/^1\D/u.test(one) || cldrWord === '' || /\d/u.test(cldrWord)) continue;
      const word = ours.get(exponent);
      if (word === undefined) {
        expect(
          NOT_WRITTEN[lang]?.[exponent],
          `${lang} 10^${exponent}: CLDR's "${one}" is neither ours nor named`,
        ).toBe(cldrWord);
        continue;
      }
      expect(space(`1${table.wordSpace}${word.one}`)).toBe(one);
      expect(space(`2${table.wordSpace}${word.other}`)).toBe(two);
    }
  });
});
