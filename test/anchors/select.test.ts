import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMultiplier } from '../../src/anchors/format.ts';
import { durationScale, growthScale, heightScale, itemsScale } from '../../src/anchors/index.ts';
import { select } from '../../src/anchors/perspective.ts';
import { fuzz } from '../support/fuzz.ts';
import { expressions, parseNumber, TEST_ITEM, TEST_YEAR } from './tables.ts';

describe('formatMultiplier', () => {
  it.each([
    [9.99, '9.9'],
    [9.96, '9.9'],
    [2.04, '2'],
    [2.35, '2.3'],
    [10, '10'],
    [10.7, '10'],
    [12_345.6, '12,345'],
    [1_234_567.89, '1,234,567'],
    [5.7e52, '57,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000'],
  ])('rounds %d down to %s', (ratio, text) => {
    expect(formatMultiplier(ratio)).toBe(text);
  });

  it('leaves out a multiplier that reads 1', () => {
    expect(formatMultiplier(1)).toBeNull();
    expect(formatMultiplier(1.09)).toBeNull();
    expect(formatMultiplier(1.1)).toBe('1.1');
  });

  it('does not let float noise drop a whole ratio a step', () => {
    expect(0.3 / 0.1).toBeLessThan(3);
    expect(formatMultiplier(0.3 / 0.1)).toBe('3');
  });
});

describe.each(expressions)('$name selection', ({ table, scale }) => {
  it('gives an anchor itself without a multiplier, and just below it the previous anchor', () => {
    table.anchors.forEach((anchor, index) => {
      expect(scale(anchor.figure)).toMatch(
        new RegExp(`^That is (one house for every |the time since )?${escapeRegExp(anchor.phrase)}\\.$`),
      );
      const below = scale(anchor.figure * (1 - 1e-9));
      const previous = table.anchors[index - 1];
      if (previous) expect(below).toContain(previous.phrase);
      else expect(below).toBeNull();
    });
  });

  it('is null below the smallest anchor and for numbers that are not finite', () => {
    const smallest = table.anchors[0]?.figure as number;
    expect(scale(smallest / 2)).toBeNull();
    expect(scale(Number.NaN)).toBeNull();
    expect(scale(Number.POSITIVE_INFINITY)).toBeNull();
    expect(scale(-1)).toBeNull();
  });

  it('picks the largest anchor not above the value, with the multiplier rounded down (property)', () => {
    const smallest = table.anchors[0]?.figure as number;
    const largest = table.anchors.at(-1)?.figure as number;
    fc.assert(
      fc.property(fc.double({ min: smallest, max: largest * 1e6, noNaN: true }), (value) => {
        const selection = select(table, value);
        expect(selection).not.toBeNull();
        if (!selection) return;
        const index = table.anchors.indexOf(selection.anchor);
        expect(selection.anchor.figure).toBeLessThanOrEqual(value);
        const next = table.anchors[index + 1];
        if (next) expect(next.figure).toBeGreaterThan(value);
        const multiplier = selection.multiplier === null ? 1 : parseNumber(selection.multiplier);
        const ratio = value / selection.anchor.figure;
        const step = multiplier < 10 ? 0.1 : 1;
        expect(multiplier).toBeLessThanOrEqual(ratio * (1 + 1e-14));
        expect(ratio).toBeLessThan(multiplier + step + 1e-9 * multiplier);
      }),
      fuzz(500),
    );
  });
});

describe('end-to-end multipliers on the largest anchors', () => {
  it('truncates 9.99, 10.7 and 12345.6', () => {
    const bigBang = 13_800_000_000;
    expect(durationScale(bigBang * 9.99, TEST_YEAR)).toBe(
      'That is 9.9 times the time since the Big Bang (≈13.8 billion years ago).',
    );
    expect(durationScale(bigBang * 10.7, TEST_YEAR)).toBe(
      'That is 10 times the time since the Big Bang (≈13.8 billion years ago).',
    );
    expect(durationScale(bigBang * 12_345.6, TEST_YEAR)).toBe(
      'That is 12,345 times the time since the Big Bang (≈13.8 billion years ago).',
    );
    expect(itemsScale(30_000_000_000_000 * 12_345.6, TEST_ITEM)).toBe(
      'That is 12,345 houses for every cell in a human body (≈30T cells).',
    );
    expect(growthScale(470e12 * 9.99, 'USD')).toBe(
      'That is 9.9 times all the private wealth in the world (≈US$470T).',
    );
    expect(heightScale(9.4607304725808e20 * 10.7)).toBe(
      'That is 10 times the width of the Milky Way (≈100,000 light-years).',
    );
  });

  it('reads the service fixed points naturally', () => {
    expect(durationScale(2739.72602739726, TEST_YEAR)).toBe(
      'That is 1.3 times the time since the assassination of Julius Caesar (44 BC).',
    );
    expect(heightScale(2_000_000_000)).toBe(
      'That is 1.3 times the distance from the Earth to the James Webb Space Telescope (≈1.5 million km).',
    );
    expect(itemsScale(100_000_000_000, TEST_ITEM)).toBe(
      'That is 2 houses for every wild bird on Earth (≈50B birds).',
    );
    expect(growthScale(220_190_040, 'USD')).toBe(
      "That is 2.9 times the 2024 pay of Apple's chief executive (≈US$74.6M).",
    );
  });
});

describe('small results', () => {
  it('has no duration scale under one year, and one from a year', () => {
    expect(durationScale(0.999, TEST_YEAR)).toBeNull();
    expect(durationScale(2.7e-27, TEST_YEAR)).toBeNull();
    expect(durationScale(1, TEST_YEAR)).toBe('That is the time since the election of Pope Leo XIV (2025).');
  });

  it('has no items scale for 0, 1 or 2 items', () => {
    expect(itemsScale(0, TEST_ITEM)).toBeNull();
    expect(itemsScale(1, TEST_ITEM)).toBeNull();
    expect(itemsScale(2, TEST_ITEM)).toBeNull();
    expect(itemsScale(3, TEST_ITEM)).toBe(
      'That is 1.1 houses for every person in an average US household (≈2.51 people).',
    );
  });

  it('has no growth scale below the smallest anchor', () => {
    expect(growthScale(0, 'USD')).toBeNull();
    expect(growthScale(7.24, 'USD')).toBeNull();
    expect(growthScale(7.25, 'USD')).toBe("That is an hour's pay at the US federal minimum wage (US$7.25).");
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
