import { describe, expect, it } from 'vitest';
import {
  DATA_YEAR,
  durationAnchors,
  durationFigure,
  durationTable,
  eventYearLabel,
  yearsSince,
} from '../../src/anchors/duration.ts';
import { growthAnchors, growthShown } from '../../src/anchors/growth.ts';
import { heightAnchors, heightShown } from '../../src/anchors/height.ts';
import { itemsAnchors, itemsShown } from '../../src/anchors/items.ts';
import { ASTRONOMICAL_UNIT_M, LIGHT_YEAR_M, SPEED_OF_LIGHT_M_PER_S } from '../../src/anchors/units.ts';
import { expressions } from './tables.ts';

/** Between the smallest and the largest anchor, neighbours are at most this many times apart. */
const MAX_GAP = 10;
const MIN_ANCHORS = 20;

// The number a compact or grouped figure shows, for checking that exact figures are shown unrounded.
const COMPACT_SCALE: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };
function shownNumber(shown: string): number {
  const match = /([\d,.]+)([KMBT]?)/.exec(shown);
  if (!match) throw new Error(`no number in ${shown}`);
  return Number((match[1] as string).replaceAll(',', '')) * (COMPACT_SCALE[match[2] as string] as number);
}

describe.each(expressions)('$name anchors', ({ table, shown }) => {
  it(`has at least ${MIN_ANCHORS} anchors`, () => {
    expect(table.anchors.length).toBeGreaterThanOrEqual(MIN_ANCHORS);
  });

  it('has positive finite figures in strictly ascending order', () => {
    table.anchors.forEach((anchor, index) => {
      expect(Number.isFinite(anchor.figure) && anchor.figure > 0, anchor.wording).toBe(true);
      if (index > 0)
        expect(anchor.figure).toBeGreaterThan((table.anchors[index - 1] as { figure: number }).figure);
    });
  });

  it(`never leaves a gap above ${MAX_GAP}× between neighbouring anchors`, () => {
    for (let i = 1; i < table.anchors.length; i++) {
      const lower = table.anchors[i - 1] as { figure: number; wording: string };
      const upper = table.anchors[i] as { figure: number; wording: string };
      expect(upper.figure / lower.figure, `${lower.wording} → ${upper.wording}`).toBeLessThanOrEqual(MAX_GAP);
    }
  });

  it('names a publisher and a plausible year for every source, and only well-formed URLs', () => {
    for (const { source, wording } of table.anchors) {
      expect(source.publisher.trim(), wording).not.toBe('');
      expect(Number.isInteger(source.year) && source.year >= 1900 && source.year <= DATA_YEAR, wording).toBe(
        true,
      );
      if (source.url !== undefined) expect(source.url, wording).toMatch(/^https?:\/\/\S+$/);
    }
  });

  it('says why a figure still rests on a secondary source, and no longer rests on the weakest ones', () => {
    for (const { source, wording } of table.anchors) {
      if (source.secondary !== undefined) expect(source.secondary.trim(), wording).not.toBe('');
      expect(source.publisher, wording).not.toMatch(/^(Infobae|ZME Science|SOFREP|Outdoor News)$/);
      if (/Reference\.com|Trendometric|Gaya One|Aleteia|Korea Herald/.test(source.publisher))
        expect(source.secondary, wording).toEqual(expect.any(String));
    }
  });

  it('words every anchor as a clean noun phrase with its figure in parentheses', () => {
    for (const anchor of table.anchors) {
      expect(anchor.wording).toBe(anchor.wording.trim());
      expect(anchor.wording).not.toMatch(/[().]$|[()]|\s{2}|^(that|the the)\b/i);
      expect(anchor.shown).toMatch(shown);
      expect(anchor.phrase).toBe(`${anchor.wording} (${anchor.shown})`);
    }
  });

  it('has no two anchors with the same wording', () => {
    const wordings = table.anchors.map((anchor) => anchor.wording);
    expect(new Set(wordings).size).toBe(wordings.length);
  });
});

describe('exact anchors', () => {
  const shownWithExactness = [
    ...heightAnchors.map((a) => ({ shown: heightShown(a), exact: a.exact, value: a.metres / 1000 })),
    ...itemsAnchors.map((a) => ({ shown: itemsShown(a), exact: a.exact, value: a.count })),
    ...growthAnchors.map((a) => ({ shown: growthShown(a), exact: a.exact, value: a.usd })),
  ];

  it('show their figure without ≈ and without rounding', () => {
    const exact = shownWithExactness.filter((entry) => entry.exact);
    expect(exact.length).toBeGreaterThan(5);
    for (const { shown, value } of exact) expect(shownNumber(shown), shown).toBeCloseTo(value, 9);
  });

  it('mark every other figure with ≈', () => {
    for (const { shown, exact } of shownWithExactness) expect(shown.startsWith('≈'), shown).toBe(!exact);
  });
});

describe('duration data', () => {
  it('counts event figures back from a given year, with no year 0', () => {
    expect(yearsSince(1969, 2026)).toBe(57);
    expect(yearsSince(1969, 2031)).toBe(62);
    expect(yearsSince(1, 2026)).toBe(2025);
    expect(yearsSince(-1, 2026)).toBe(2026);
    expect(yearsSince(-44, 2026)).toBe(2069);
    expect(() => yearsSince(0, 2026)).toThrow(RangeError);
    expect(() => yearsSince(1.5, 2026)).toThrow(RangeError);
  });

  it('builds each year its own table: events move on, prehistory stays, no event of that year or later', () => {
    const in2026 = durationTable(2026);
    const in2040 = durationTable(2040);
    const moon = (table: ReturnType<typeof durationTable>) =>
      table.anchors.find((anchor) => anchor.wording === 'the first Moon landing')?.figure;
    expect(moon(in2026)).toBe(57);
    expect(moon(in2040)).toBe(71);
    expect(in2040.anchors.at(-1)?.figure).toBe(in2026.anchors.at(-1)?.figure);
    const in2025 = durationTable(2025);
    expect(in2025.anchors.every((anchor) => anchor.figure >= 1)).toBe(true);
    expect(in2025.anchors.some((anchor) => anchor.wording.includes('Leo XIV'))).toBe(false);
  });

  it('labels years as people write them', () => {
    expect(eventYearLabel(1969)).toBe('1969');
    expect(eventYearLabel(79)).toBe('AD 79');
    expect(eventYearLabel(-44)).toBe('44 BC');
    expect(eventYearLabel(-2560, true)).toBe('c. 2560 BC');
  });

  it('keeps events in the past and before prehistory', () => {
    for (const anchor of durationAnchors) {
      if (anchor.kind === 'event') {
        expect(anchor.year).toBeLessThan(DATA_YEAR);
        expect(durationFigure(anchor, DATA_YEAR)).toBe(yearsSince(anchor.year, DATA_YEAR));
      }
    }
    const firstAgo = durationAnchors.findIndex((anchor) => anchor.kind === 'ago');
    expect(durationAnchors.slice(firstAgo).every((anchor) => anchor.kind === 'ago')).toBe(true);
  });

  it('is mostly historical and prehistoric marks, from a year to the age of the universe', () => {
    const first = durationAnchors[0] as (typeof durationAnchors)[number];
    const last = durationAnchors.at(-1) as (typeof durationAnchors)[number];
    expect(durationFigure(first, DATA_YEAR)).toBe(1);
    expect(durationFigure(last, DATA_YEAR)).toBe(13_800_000_000);
  });
});

describe('height data', () => {
  it('uses the exact definitions of light travel and the astronomical unit', () => {
    expect(SPEED_OF_LIGHT_M_PER_S).toBe(299_792_458);
    expect(LIGHT_YEAR_M).toBe(9_460_730_472_580_800);
    expect(ASTRONOMICAL_UNIT_M).toBe(149_597_870_700);
  });

  it('covers human scale, the edge of space, the Moon round trip, the planets and the galaxy', () => {
    const wordings = heightAnchors.map((anchor) => anchor.wording).join('\n');
    for (const needle of [
      'tallest man',
      'Mount Everest',
      'Kármán line',
      'International Space Station',
      'geostationary',
      'round trip',
      'Neptune',
      'Milky Way',
    ]) {
      expect(wordings).toContain(needle);
    }
    expect(heightAnchors.find((anchor) => anchor.wording.includes('round trip'))?.metres).toBe(768_800_000);
  });
});
