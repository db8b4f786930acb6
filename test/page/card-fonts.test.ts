import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { comparison, EXPRESSIONS } from '../../src/expressions/registry.ts';
import { CURRENCIES } from '../../src/money/currencies.ts';
import { cardTexts } from '../../src/page/card.ts';

/** The Unicode ranges of the Inter subsets the card loads (src/page/card.ts), from the package's own list. */
const RANGES: Array<[number, number]> = (() => {
  const file = fileURLToPath(import.meta.resolve('@fontsource/inter/unicode.json'));
  const subsets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return ['latin', 'latin-ext'].flatMap((subset) =>
    (subsets[subset] as string).split(',').map((part) => {
      const [low, high = low] = part.replace(/U\+/g, '').split('-') as [string, string?];
      return [Number.parseInt(low, 16), Number.parseInt(high, 16)] as [number, number];
    }),
  );
})();

const covered = (c: string) => {
  const code = c.codePointAt(0) as number;
  return RANGES.some(([low, high]) => code >= low && code <= high);
};

/** Superscript digits are drawn as raised ordinary digits (card.ts), so they need no glyph of their own. */
const SUPERSCRIPTS = new Set('⁰¹²³⁴⁵⁶⁷⁸⁹');

describe("the card's fonts", () => {
  it('have a glyph for every currency prefix the service prints', () => {
    const missing = Object.values(CURRENCIES)
      .flatMap((currency) => [...currency.prefix])
      .filter((c) => !covered(c));
    expect(missing).toEqual([]);
  });

  it('have a glyph for every character the card draws, for comparisons of every kind', () => {
    const seen = new Set<string>();
    for (const expression of EXPRESSIONS) {
      for (const currency of Object.values(CURRENCIES)) {
        for (let power = 0; power <= 24; power += 3) {
          const query: Record<string, string> = {
            expression: expression.name,
            wealthYours: `${currency.code}1`,
            wealthTheirs: `${currency.code}1${'0'.repeat(power)}`,
          };
          for (const param of expression.params) query[param.name] = param.example;
          const outcome = comparison.run(query);
          if (!outcome.ok) throw new Error(outcome.message);
          for (const text of cardTexts(outcome.data)) for (const c of text) seen.add(c);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(40);
    expect([...seen].filter((c) => !SUPERSCRIPTS.has(c) && !covered(c))).toEqual([]);
  });
});
