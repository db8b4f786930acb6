import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compact,
  LOG_FROM,
  pictureCaption,
  pictureLayout,
  type Shape,
  spoken,
  VISIBLE_SIDE,
  wrap,
} from '../../src/page/public/picture.js';

function square(shapes: Shape[], side: 'yours' | 'theirs'): { width: number; height: number } {
  const found = shapes.find((s) => s.kind === 'rect' && s.side === side);
  if (!found) throw new Error(`no square for ${side}`);
  return { width: Number(found.width), height: Number(found.height) };
}

const area = (s: { width: number; height: number }) => s.width * s.height;

/** Ratios the API can answer: both wealths between 1 and 1e24. */
const ratios = fc.double({ min: -24, max: 24, noNaN: true }).map((power) => 10 ** power);
const widths = fc.integer({ min: 200, max: 1400 });

describe('the picture stays honest', () => {
  it('draws squares whose areas are in the ratio of the wealths, never clamped', () => {
    fc.assert(
      fc.property(ratios, widths, (ratio, width) => {
        const { shapes } = pictureLayout(ratio, width);
        const yours = square(shapes, 'yours');
        const theirs = square(shapes, 'theirs');
        expect(yours.width).toBe(yours.height);
        expect(theirs.width).toBe(theirs.height);
        expect(area(theirs) / area(yours) / ratio).toBeCloseTo(1, 9);
      }),
    );
  });

  it('keeps every shape inside the drawing', () => {
    fc.assert(
      fc.property(ratios, widths, (ratio, width) => {
        const layout = pictureLayout(ratio, width);
        for (const shape of layout.shapes) {
          for (const key of ['x', 'x1', 'x2', 'cx']) {
            if (shape[key] === undefined) continue;
            expect(Number(shape[key])).toBeGreaterThanOrEqual(0);
            expect(Number(shape[key]) + Number(shape.width ?? 0)).toBeLessThanOrEqual(layout.width);
          }
          for (const key of ['y', 'y1', 'y2', 'cy']) {
            if (shape[key] === undefined) continue;
            expect(Number(shape[key])).toBeLessThanOrEqual(layout.height);
          }
        }
      }),
    );
  });

  it('circles a square too small to see and says so in words, not in pixels', () => {
    const { shapes } = pictureLayout(1e7, 800);
    const yours = square(shapes, 'yours');
    expect(yours.width).toBeLessThan(VISIBLE_SIDE);
    expect(shapes.some((s) => s.kind === 'circle' && s.class === 'ring yours')).toBe(true);
    const texts = shapes.filter((s) => s.kind === 'text').map((s) => s.text);
    expect(texts).toContain('Yours: too small to see at this scale (circled)');
    expect(texts).toContain('Theirs: 10M times the area');
    expect(texts.join(' ')).not.toMatch(/\bpx\b|pixel/);
  });

  it('adds a labelled logarithmic scale from LOG_FROM:1 in either direction, not below', () => {
    for (const ratio of [LOG_FROM, 1 / LOG_FROM, 1e24, 1e-24]) {
      const layout = pictureLayout(ratio, 800);
      expect(layout.withLog).toBe(true);
      expect(layout.shapes.map((s) => s.text)).toContain('Logarithmic scale: each step ×10');
    }
    for (const ratio of [1, 2, 99, 1 / 99]) expect(pictureLayout(ratio, 800).withLog).toBe(false);
  });

  it('places the two wealths on the log scale by their ratio', () => {
    const { shapes } = pictureLayout(1e7, 800);
    const dots = shapes.filter((s) => s.kind === 'circle' && s.class.startsWith('dot'));
    const ticks = shapes.filter((s) => s.class === 'tick');
    expect(ticks).toHaveLength(8);
    const first = Number(ticks[0]?.x1);
    const last = Number(ticks.at(-1)?.x1);
    expect(Number(dots.find((d) => d.side === 'yours')?.cx)).toBeCloseTo(first);
    expect(Number(dots.find((d) => d.side === 'theirs')?.cx)).toBeCloseTo(last);
    const labels = shapes.filter((s) => s.class === 'tick-label').map((s) => s.text);
    expect(labels).toEqual(['1', '10', '100', '1K', '10K', '100K', '1M', '10M']);
  });

  it('labels ticks beyond Q with powers of ten', () => {
    const labels = pictureLayout(1e24, 900)
      .shapes.filter((s) => s.class === 'tick-label')
      .map((s) => s.text);
    expect(labels.at(-1)).toBe('10²⁴');
    expect(labels[0]).toBe('1');
  });

  it('breaks legend lines that would not fit a narrow picture', () => {
    const narrow = pictureLayout(1e24, 260)
      .shapes.filter((s) => s.class === 'legend')
      .map((s) => s.text);
    expect(narrow).toContain('Yours: too small to see at');
    expect(narrow).toContain('this scale (circled)');
    for (const line of narrow)
      expect((line ?? '').length).toBeLessThanOrEqual(Math.floor((260 - 28 - 16) / 7.5));
    expect(wrap('one two three', 7)).toEqual(['one two', 'three']);
    expect(wrap('unbreakable', 3)).toEqual(['unbreakable']);
  });

  it('describes the picture in words', () => {
    expect(pictureCaption(1e7)).toContain('their square has 10M times the area of yours');
    expect(pictureCaption(1e7)).toContain('about 3,200 times as wide');
    expect(pictureCaption(1e7)).toContain('Yours is too small to see at this scale, so it is circled.');
    expect(pictureCaption(50)).toContain(
      'their square has 50 times the area of yours and is about 7.1 times as wide.',
    );
    expect(pictureCaption(1e7)).toContain('logarithmic scale');
    expect(pictureCaption(0.25)).toContain('your square has 4 times the area of theirs');
    expect(pictureCaption(0.25)).not.toContain('logarithmic');
    expect(pictureCaption(1)).toContain('same area');
    // Never "1 times the area", whatever the rounding.
    expect(pictureCaption(1.0004)).toBe(
      'Drawn to scale: the two squares look the same, because the wealths are almost equal.',
    );
    expect(pictureCaption(1.1)).toContain('1.1 times the area of yours and is only a little wider.');
    for (const ratio of [1, 1.0004, 1 / 1.0004, 1.04, 1.5, 2, 50, 1e7, 1e24]) {
      const words = [
        pictureCaption(ratio),
        ...pictureLayout(ratio, 390).shapes.map((s) => s.text ?? ''),
      ].join(' ');
      expect(words, String(ratio)).not.toMatch(/(?<![\d.])1 times|\d\.\d{3}|\bpx\b|pixel/);
    }
  });

  it('writes sizes a reader can picture', () => {
    expect(compact(950)).toBe('950');
    expect(compact(1e7)).toBe('10M');
    expect(compact(2.5e9)).toBe('2.5B');
    expect(compact(1e17)).toBe('100Q');
    expect(compact(1e21)).toBe('10²¹');
    expect(compact(3.16e20)).toBe('3.2 × 10²⁰');
    expect(spoken(7.0710678)).toBe('7.1');
    expect(spoken(3162.28)).toBe('3,200');
    expect(spoken(1e7)).toBe('10M');
    expect(spoken(1.04)).toBeUndefined();
  });
});
