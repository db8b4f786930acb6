// Every character the service can print is drawn on the card, tested on pixels: each one drawn alone
// must leave ink, and not the ink of the font's missing-glyph box.
import { describe, expect, it } from 'vitest';
import { comparison, EXPRESSIONS } from '../../src/expressions/registry.ts';
import { CURRENCIES } from '../../src/money/currencies.ts';
import { CARD_FONT, cardTypeface } from '../../src/page/card.ts';
import { drawnAlone, everyText, ink } from './glyphs.ts';

/** The raw RGBA pixels of one character drawn alone, black on white, in the card's font. */
async function drawn(character: string, weight: 400 | 700): Promise<Buffer> {
  await cardTypeface();
  return drawnAlone(character, weight, CARD_FONT);
}

/** The characters printed by comparisons of every kind, in every currency, from 1 to 10²⁴. */
function printedCharacters(): Set<string> {
  const seen = new Set<string>();
  for (const expression of EXPRESSIONS) {
    for (const currency of Object.values(CURRENCIES)) {
      for (let power = 0; power <= 24; power += 2) {
        for (const [yours, theirs] of [
          ['1', `1${'0'.repeat(power)}`],
          [`7${'3'.repeat(Math.max(0, power - 1))}`, '1'],
        ]) {
          const query: Record<string, string> = {
            expression: expression.name,
            wealthYours: `${currency.code}${yours}`,
            wealthTheirs: `${currency.code}${theirs}`,
          };
          for (const param of expression.params) query[param.name] = param.example;
          const outcome = comparison.run(query);
          if (!outcome.ok) throw new Error(`${JSON.stringify(query)}: ${outcome.message}`);
          for (const text of everyText(outcome.data)) for (const c of text) seen.add(c);
        }
      }
    }
  }
  return seen;
}

/** Not in Inter: drawn as its missing-glyph box. */
const MISSING = '高';

/** What the issue names, whether or not the sweep above meets it. */
const NAMED = [
  '$',
  'CA$',
  '€',
  '£',
  'CN¥',
  '¥',
  '₹',
  '₩',
  '₽',
  '₺',
  'CHF',
  'R$',
  '≈',
  '×',
  '⁰¹²³⁴⁵⁶⁷⁸⁹',
  '–',
  '—',
  '’',
  '…',
];

describe("the card's font", () => {
  it('draws every character the service prints, in both weights, none as the missing-glyph box', async () => {
    const characters = new Set([
      ...printedCharacters(),
      ...NAMED.join(''),
      ...Object.values(CURRENCIES).flatMap((c) => [...c.prefix]),
    ]);
    characters.delete(' ');
    expect(characters.size).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const weight of [400, 700] as const) {
      // A character Inter does not hold (a CJK ideograph): what a missing glyph looks like.
      const missing = await drawn(MISSING, weight);
      for (const character of characters) {
        const pixels = await drawn(character, weight);
        if (ink(pixels) === 0) failures.push(`${character} (${weight}): blank`);
        else if (pixels.equals(missing)) failures.push(`${character} (${weight}): missing-glyph box`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('tells a missing glyph from a drawn one (the check above can fail)', async () => {
    const missing = await drawn(MISSING, 400);
    expect(ink(missing)).toBeGreaterThan(0);
    expect((await drawn('\u{10FFFD}', 400)).equals(missing)).toBe(true);
    expect((await drawn('₩', 400)).equals(missing)).toBe(false);
  });
});
