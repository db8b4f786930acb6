import { describe, expect, it } from 'vitest';
import { expressions, JUNK, parseNumber } from './tables.ts';

const POINTS_PER_DECADE = 40;

/** Log-spaced points over [min, max], plus both ends and every anchor figure with its neighbours. */
function sweep(min: number, max: number, extra: number[]): number[] {
  const low = Math.log10(Math.max(min, 1e-30));
  const high = Math.log10(max);
  const steps = Math.ceil((high - low) * POINTS_PER_DECADE);
  const points = [min, max, ...extra];
  for (let i = 0; i <= steps; i++) points.push(10 ** (low + ((high - low) * i) / steps));
  return points.filter((value) => value >= min && value <= max);
}

describe.each(expressions)(
  '$name over its whole input range',
  ({ table, scale, range, multiplierOf, integer }) => {
    const [min, max] = range;
    const smallest = table.anchors[0]?.figure as number;
    const largest = table.anchors.at(-1)?.figure as number;
    const anchorPoints = table.anchors.flatMap(({ figure }) => [
      figure,
      figure * 0.999_999,
      figure * 1.000_001,
    ]);
    const values = sweep(min, max, anchorPoints).map((value) => (integer ? Math.floor(value) : value));

    it(`covers ${values.length} points`, () => {
      expect(values.length).toBeGreaterThan(500);
    });

    it('gives text exactly where the result reaches the smallest anchor', () => {
      for (const value of values) {
        const text = scale(value);
        if (value >= smallest) expect(text, `${value}`).toEqual(expect.any(String));
        else expect(text, `${value}`).toBeNull();
      }
    });

    it('keeps the multiplier under 10 below the largest anchor', () => {
      for (const value of values) {
        const text = scale(value);
        if (text === null || value >= largest) continue;
        const multiplier = multiplierOf(text);
        if (multiplier !== undefined) expect(parseNumber(multiplier), text).toBeLessThan(10);
      }
    });

    it('writes clean sentences: sentence case, a full stop, no junk', () => {
      for (const value of values) {
        const text = scale(value);
        if (text === null) continue;
        expect(text, text).toMatch(/^That is [^\s]/);
        expect(text, text).toMatch(/[^.]\.$/);
        expect(text, text).not.toMatch(JUNK);
        expect(text, text).not.toMatch(/\s{2}|\s[.,]/);
      }
    });
  },
);
