import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/anchors/clock.ts';
import {
  DATA_DAY,
  DATA_YEAR,
  dateRange,
  dayNumber,
  durationAnchors,
  durationTable,
  eventDateLabel,
} from '../../src/anchors/duration.ts';
import { growthAnchors, growthShown } from '../../src/anchors/growth.ts';
import { heightAnchors, heightShown } from '../../src/anchors/height.ts';
import { itemsAnchors, itemsShown } from '../../src/anchors/items.ts';
import type { PreparedAnchor } from '../../src/anchors/types.ts';
import { ASTRONOMICAL_UNIT_M, LIGHT_YEAR_M, SPEED_OF_LIGHT_M_PER_S } from '../../src/anchors/units.ts';
import { rational } from '../../src/money/rational.ts';
import { expressions } from './tables.ts';

/** A changing fact must have been checked within this many days (docs/anchors.md). */
const CHECK_PERIOD_DAYS = 730;

/** Between the smallest and the largest anchor, neighbours are at most this many times apart. */
const MAX_GAP = 10;
/**
 * Gaps allowed above MAX_GAP, each with why: from the people on Earth to the people who have ever
 * lived no group a reader pictures lies between (the wild birds and the trees once did, but a "for
 * every" pairing needs people, seats or stars); a count there is paired with the people on Earth.
 */
const WIDER_GAPS = new Set(['items.world → items.people-ever-lived']);
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
      const lower = table.anchors[i - 1] as { figure: number; id: string };
      const upper = table.anchors[i] as { figure: number; id: string };
      const step = `${lower.id} → ${upper.id}`;
      if (WIDER_GAPS.has(step)) continue;
      expect(upper.figure / lower.figure, step).toBeLessThanOrEqual(MAX_GAP);
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

  it('gives every anchor a stable id of its expression, used once, and a grade', () => {
    const ids = table.anchors.map((anchor) => anchor.id);
    expect(new Set(ids).size).toBe(ids.length);
    const prefix = (table.anchors[0]?.id ?? '').split('.')[0];
    for (const anchor of table.anchors) {
      expect(anchor.id).toMatch(new RegExp(`^${prefix}\\.[a-z0-9]+(?:-[a-z0-9]+)*$`));
      expect([1, 2, 3]).toContain(anchor.familiarity);
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
  const day = dayOf(DATA_DAY);
  const since = (wording: string, today = day) =>
    durationTable(today).anchors.find((anchor) => anchor.wording === `the time since ${wording}`);

  it('numbers days as the Julian Day Number, in both calendars', () => {
    expect(dayNumber(2000, 1, 1)).toBe(2_451_545);
    expect(dayNumber(1970, 1, 1)).toBe(2_440_588);
    // 15 October 1582 (Gregorian) followed 4 October 1582 (Julian).
    expect(dayNumber(1582, 10, 15) - dayNumber(1582, 10, 4, 'julian')).toBe(1);
    // 1 BC is the year before AD 1.
    expect(dayNumber(1, 1, 1, 'julian') - dayNumber(-1, 1, 1, 'julian')).toBe(366);
    expect(() => dayNumber(0, 1, 1)).toThrow(RangeError);
    expect(dayOf('1970-01-02')).toBe(2_440_589);
  });

  it('counts an event from its day, plus the day that may turn while an answer is cached (and in 365-day or Julian years alike)', () => {
    const moon = since('the first Moon landing') as PreparedAnchor;
    const days = day - dayNumber(1969, 7, 20);
    expect(moon.low).toEqual(rational(days));
    expect(moon.high).toEqual(rational((days + 1) * 36_525, 36_500));
    expect(moon.shown).toBe('20 July 1969');
    const pope = since('the election of Pope Leo XIV') as PreparedAnchor;
    expect(Number(pope.low.numerator)).toBe(day - dayNumber(2025, 5, 8));
  });

  it('counts an event known only to its year across the whole year', () => {
    const vesuvius = since('the eruption of Vesuvius that buried Pompeii') as PreparedAnchor;
    const first = Number(vesuvius.high.numerator) / Number(vesuvius.high.denominator) / (365.25 / 365);
    expect(first - Number(vesuvius.low.numerator)).toBeCloseTo(365, 6);
    expect(vesuvius.shown).toBe('AD 79');
  });

  it('labels dates as people write them', () => {
    expect(eventDateLabel({ year: 1969, month: 7, day: 20 })).toBe('20 July 1969');
    expect(eventDateLabel({ year: 1969, month: 7 })).toBe('July 1969');
    expect(eventDateLabel({ year: 79 })).toBe('AD 79');
    expect(eventDateLabel({ year: -44, month: 3, day: 15 })).toBe('15 March 44 BC');
    expect(eventDateLabel({ year: -2560 }, true)).toBe('c. 2560 BC');
  });

  it('leaves out an event less than a day old, and moves events on with the day', () => {
    const eve = dayNumber(2025, 5, 8);
    expect(since('the election of Pope Leo XIV', eve)).toBeUndefined();
    expect(since('the election of Pope Leo XIV', eve + 1)).toBeDefined();
    const later = since('the first Moon landing', day + 3650) as PreparedAnchor;
    expect(later.low).toEqual(rational(day + 3650 - dayNumber(1969, 7, 20)));
  });

  it('keeps every event in the past of the data day', () => {
    for (const anchor of durationAnchors) {
      if (anchor.kind === 'event') expect(dateRange(anchor.date)[1]).toBeLessThan(day);
    }
  });

  it('reaches from a year to the age of the universe', () => {
    const table = durationTable(day);
    // The smallest is below a year (no circular "a year is the Earth's orbit"); results from a year up are multiples of it.
    expect(table.anchors[0]?.id).toBe('duration.pregnancy');
    expect(table.anchors[0]?.figure).toBeLessThan(365);
    expect(table.anchors.at(-1)?.wording).toBe('the time since the Big Bang');
  });
});

describe('facts that change', () => {
  const all = [...durationAnchors, ...heightAnchors, ...itemsAnchors, ...growthAnchors];
  const today = Date.now();

  it(`were checked within the last ${CHECK_PERIOD_DAYS} days (run against today's date, on purpose)`, () => {
    for (const { source, wording } of all) {
      if (source.checked === undefined) continue;
      expect(source.checked, wording).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const age = (today - Date.parse(`${source.checked}T00:00:00Z`)) / 86_400_000;
      expect(age, `${wording}: checked ${source.checked}; check it again and update the date`).toBeLessThan(
        CHECK_PERIOD_DAYS,
      );
    }
  });

  it('carry the day they were checked: records, populations, money figures', () => {
    const changing = [
      ...heightAnchors.filter((a) => /record/.test(a.wording)),
      ...itemsAnchors.filter((a) => !a.exact && a.noun === 'people'),
      ...growthAnchors,
    ];
    expect(changing.length).toBeGreaterThan(30);
    for (const { source, wording } of changing) expect(source.checked, wording).toEqual(expect.any(String));
  });

  it("no longer call Baumgartner's 2012 jump the record skydive", () => {
    const wordings = heightAnchors.map((a) => a.wording).join('\n');
    expect(wordings).not.toContain('Baumgartner');
    expect(wordings).toContain('Alan Eustace');
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
