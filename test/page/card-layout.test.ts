// The card's words always fit: the longest texts the service prints are set whole (wrapped or
// smaller, never cut), and Takumi's own layout of the card confirms that no line runs over its column,
// off the card or into another; the squares fill the picture and keep their areas in the ratio.
import { beforeAll, describe, expect, it } from 'vitest';
import { comparison, EXPRESSIONS } from '../../src/expressions/registry.ts';
import type { ComparisonResult } from '../../src/expressions/types.ts';
import { type Node, renderer } from '../../src/http/png.ts';
import {
  type CardWords,
  cardTree,
  cardTypeface,
  cardWords,
  columnLayout,
  MAIN_HEIGHT,
  squareSides,
  TEXT_WIDTH,
} from '../../src/page/card.ts';
import { CARD_SIZE } from '../../src/page/share.ts';

let advances: Awaited<ReturnType<typeof cardTypeface>>['advances'];
beforeAll(async () => {
  ({ advances } = await cardTypeface());
});

/** A sentence as long as a note is likely to be (one short sentence, about two lines). */
const NOTE =
  'Currencies are labels only: no exchange rate is applied between CA$ and ₩, so this compares the numbers alone.';

const AMOUNTS = [
  '1',
  '7.77',
  '999999999999999999999999.99',
  '123456789012345678901234',
  '99999999999999999999999',
  '7777777',
];
/** The longest currency prefixes (`CHF `, `CN¥`) and the shortest. */
const PREFIXES = ['CHF', 'CNY', 'USD'];
const EXTREMES: Record<string, string[]> = {
  rate: ['0.999999', '0.000001', '0.123456'],
  frequency: ['365', '1'],
  period: ['99.99', '99.999', '0.01'],
  spend: ['0.01', '999999999'],
};

/** Comparisons at the extremes: every expression, currency, amount pair and extreme parameter. */
function* extremeComparisons(): Generator<ComparisonResult> {
  for (const expression of EXPRESSIONS) {
    const variants: Array<Record<string, string>> = [{}];
    for (const param of expression.params) {
      const shape = param.shape as { values?: readonly string[] };
      const values = EXTREMES[param.name] ?? shape.values ?? [param.example];
      variants.splice(
        0,
        variants.length,
        ...variants.flatMap((v) => values.map((x) => ({ ...v, [param.name]: x }))),
      );
    }
    for (const currency of PREFIXES) {
      for (const yours of AMOUNTS) {
        for (const theirs of AMOUNTS) {
          for (const variant of variants) {
            const outcome = comparison.run({
              expression: expression.name,
              wealthYours: currency + yours,
              wealthTheirs: currency + theirs,
              ...variant,
            });
            if (outcome.ok) yield outcome.data;
          }
        }
      }
    }
  }
}

let swept: ComparisonResult[] | undefined;
const extremes = () => {
  swept ??= [...extremeComparisons()];
  return swept;
};

/** The words of a block put back together: its lines rejoined, spaces aside. */
const letters = (text: string) => text.replaceAll(' ', '');

describe('the card text column', () => {
  it('sets every comparison at the extremes whole, within its lines and the main area (with a note too)', () => {
    const longest = { yours: '', equivalence: '' };
    const failures: string[] = [];
    for (const data of extremes()) {
      for (const note of [undefined, NOTE]) {
        const words = cardWords(data, note);
        const layout = columnLayout(words, advances);
        if (!layout.fits || layout.height > MAIN_HEIGHT)
          failures.push(`does not fit: ${JSON.stringify(words)}`);
        for (const [name, block] of Object.entries(layout.blocks)) {
          const text = words[name as keyof CardWords] as string;
          if (block && letters(block.lines.join('')) !== letters(text)) failures.push(`not whole: ${text}`);
        }
      }
      if (data.resultYours.phrase.length > longest.yours.length) longest.yours = data.resultYours.phrase;
      if (data.equivalence.length > longest.equivalence.length) longest.equivalence = data.equivalence;
    }
    expect(failures).toEqual([]);
    expect(extremes().length).toBeGreaterThan(3_000);
    // The sweep reached the longest phrases: a stack of nearly 10²⁴ coins in miles and km, each in
    // whole digits up to 15 (growth past 10¹⁵ reads with a scale word, so it is shorter now).
    expect(longest.yours.length).toBeGreaterThan(45);
    expect(longest.equivalence.length).toBeGreaterThan(80);
    // More than 6,000 layouts: a bound for a busy 2-core machine, not a speed test.
  }, 120_000);

  it('keeps the type big for an everyday comparison (the card is seen about 400 px wide)', () => {
    const outcome = comparison.run({
      expression: 'numberOfItems',
      wealthYours: '50K',
      wealthTheirs: '100B',
      typeOfItem: 'house',
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const layout = columnLayout(cardWords(outcome.data), advances);
    expect(layout.scale).toBe(1);
    // A third of these is what a reader sees in a chat preview: at least 12 px for the results.
    expect(layout.blocks.ratio.size).toBeGreaterThanOrEqual(72);
    expect(layout.blocks.yours.size).toBeGreaterThanOrEqual(36);
    expect(layout.blocks.sentence.size).toBeGreaterThanOrEqual(40);
  });
});

interface Run {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Every line of text Takumi laid out, at its place on the card, and how many runs each text node took. */
async function laidOut(tree: Node): Promise<{ runs: Run[]; wrapped: string[] }> {
  const measured = await renderer().measure(tree, CARD_SIZE);
  const runs: Run[] = [];
  const wrapped: string[] = [];
  const walk = (node: typeof measured) => {
    const [, , , , x, y] = node.transform;
    if (node.runs.length > 1) wrapped.push(node.runs.map((r) => r.text).join(' | '));
    for (const run of node.runs) {
      if (run.text.trim() === '') continue;
      runs.push({
        text: run.text,
        left: x + run.x,
        right: x + run.x + run.width,
        top: y + run.y,
        bottom: y + run.y + run.height,
      });
    }
    node.children.forEach(walk);
  };
  walk(measured);
  return { runs, wrapped };
}

/** The comparisons whose card words are longest in all, from the sweep. */
function longestComparisons(count: number): ComparisonResult[] {
  const all = [...extremes()];
  const length = (d: ComparisonResult) => Object.values(cardWords(d)).join('').length;
  const byField = (pick: (d: ComparisonResult) => string) =>
    all.reduce((a, b) => (pick(b).length > pick(a).length ? b : a));
  return [
    ...all.sort((a, b) => length(b) - length(a)).slice(0, count),
    byField((d) => d.ratio.phrase),
    byField((d) => d.ratio.sentence),
    byField((d) => d.equivalence),
  ];
}

describe('the card as Takumi lays it out', () => {
  it('draws the longest texts without a line over its column, off the card or over another', async () => {
    const host = 'tangible-wealth.example.org';
    for (const data of longestComparisons(4)) {
      const tree = await cardTree(data, 'Source: Tangible Wealth (CC BY 4.0).', host, NOTE);
      const { runs, wrapped } = await laidOut(tree);
      const words = cardWords(data, NOTE);
      // Takumi drew each line as given: it did not have to break one again.
      expect(wrapped, words.yours).toEqual([]);
      for (const run of runs) {
        expect(run.left, run.text).toBeGreaterThanOrEqual(0);
        expect(run.right, run.text).toBeLessThanOrEqual(CARD_SIZE.width - 56 + 0.5);
        expect(run.bottom, run.text).toBeLessThanOrEqual(CARD_SIZE.height);
      }
      // The text column's lines stay left of the picture.
      const column = Object.values(words).flatMap((w) => letters(w));
      for (const run of runs.filter(
        (r) => column.some((w) => w.includes(letters(r.text))) && r.left < 56 + TEXT_WIDTH,
      )) {
        expect(run.right, run.text).toBeLessThanOrEqual(56 + TEXT_WIDTH + 0.5);
      }
      for (const [i, a] of runs.entries()) {
        for (const b of runs.slice(i + 1)) {
          const apart =
            a.right <= b.left + 0.5 ||
            b.right <= a.left + 0.5 ||
            a.bottom <= b.top + 0.5 ||
            b.bottom <= a.top + 0.5;
          expect(apart, `"${a.text}" overlaps "${b.text}"`).toBe(true);
        }
      }
      // Every word is on the card.
      const drawn = letters(runs.map((r) => r.text).join(''));
      for (const text of Object.values(words)) expect(drawn).toContain(letters(text).slice(0, 20));
      expect(drawn).toContain(host);
    }
  });
});

describe("the card's squares", () => {
  it.each([1, 1.5, 4, 100, 2e6, 1e24, 1 / 3, 1e-24])(
    'keep their areas in the ratio %s and fill the picture',
    (ratio) => {
      const sides = squareSides(ratio);
      expect((sides.theirs / sides.yours) ** 2).toBeCloseTo(
        ratio,
        6 - Math.max(0, Math.log10(Math.max(ratio, 1 / ratio)) - 6),
      );
      const larger = Math.max(sides.yours, sides.theirs);
      // From a ratio of 2 up, the larger square is most of the main area's height.
      expect(larger).toBeGreaterThanOrEqual(Math.max(ratio, 1 / ratio) < 2 ? 190 : 250);
      expect(larger).toBeLessThanOrEqual(MAIN_HEIGHT);
    },
  );
});
