// The anchor DATA comes from src/anchors (one edit adds or changes an anchor); how it is read into
// exact ranges, and the steps a figure is shown at, are re-implemented here, simply and exactly.
import {
  type DurationAnchor,
  dateRange,
  dayNumber,
  durationAnchors,
  durationShown,
  durationWording,
} from '../../../src/anchors/duration.ts';
import { growthAnchors, growthShown } from '../../../src/anchors/growth.ts';
import { heightAnchors, heightShown } from '../../../src/anchors/height.ts';
import { itemsAnchors, itemsShown } from '../../../src/anchors/items.ts';
import { LIGHT_YEAR_M } from '../../../src/anchors/units.ts';
import { fromFloat, type Rational, rational, times } from '../money/rational.ts';
import { currentDay } from './clock.ts';

export { DATA_DAY } from '../../../src/anchors/duration.ts';

/** One anchor as the reference weighs it. */
export interface RefAnchor {
  readonly id: string;
  readonly figure: number;
  readonly low: Rational;
  readonly high: Rational;
  /** The step its own figure is shown at (base unit); null: never said plainly. */
  readonly step: Rational | null;
  readonly phrase: string;
  readonly familiarity: 1 | 2 | 3;
  readonly range: boolean;
}

export interface AnchorTable {
  readonly anchors: readonly RefAnchor[];
  /** The steps (base unit) the result is printed at, from its low end. */
  readonly steps: (low: Rational) => Rational[];
}

const q = rational;
const pow10 = (p: number): Rational => (p >= 0 ? q(10n ** BigInt(p)) : q(1n, 10n ** BigInt(-p)));
const log10floor = (x: number) => Math.floor(Math.log10(x));
const asFloat = (r: Rational) => Number(r.numerator) / Number(r.denominator);

/** formatAnchorFigure's precision: hundredths below 10, tenths below 100, wholes, 3 digits from a million. */
function figureStep(value: number): Rational {
  if (value >= 1e6) return pow10(log10floor(value) - 2);
  if (value < 10) return q(1, 100);
  if (value < 100) return q(1, 10);
  return q(1);
}

const sorted = (anchors: RefAnchor[]) => anchors.sort((a, b) => a.figure - b.figure);

const point = (
  a: { id: string; wording: string; familiarity: 1 | 2 | 3; range?: true },
  figure: number,
  shown: string,
  step: Rational,
): RefAnchor => {
  const exact = fromFloat(figure);
  return {
    id: a.id,
    figure,
    low: exact,
    high: exact,
    step,
    phrase: `${a.wording} (${shown})`,
    familiarity: a.familiarity,
    range: a.range === true,
  };
};

// ---- Heights ------------------------------------------------------------------------------------------
const DIVISOR = { mm: 0.001, cm: 0.01, m: 1, km: 1000, ly: LIGHT_YEAR_M } as const;
const INCH = q(254, 10_000);
const FOOT = q(3048, 10_000);
const MILE = q(1_609_344, 1000);

export const heightTable: AnchorTable = {
  anchors: sorted(
    heightAnchors.map((a) =>
      point(
        a,
        a.metres,
        heightShown(a),
        times(figureStep(a.metres / DIVISOR[a.unit]), fromFloat(DIVISOR[a.unit])),
      ),
    ),
  ),
  steps: (low) => {
    const x = asFloat(low);
    const unit = x < 0.3048 ? INCH : x < 1609.344 ? FOOT : MILE;
    return [times(unit, q(1, 10)), unit, pow10(log10floor(x) - 1), pow10(log10floor(x) - 2)];
  },
};

// ---- Items ---------------------------------------------------------------------------------------------
export const itemsTable: AnchorTable = {
  anchors: sorted(itemsAnchors.map((a) => point(a, a.count, itemsShown(a), figureStep(a.count)))),
  steps: () => [q(1)],
};
/** Without the groups gathered by an occasion (seats, guests, runners): for items above $2,000. */
export const residentsTable: AnchorTable = {
  anchors: itemsTable.anchors.filter((p) => !itemsAnchors.find((a) => a.id === p.id)?.gathering),
  steps: () => [q(1)],
};

// ---- Growth --------------------------------------------------------------------------------------------
export const growthTable: AnchorTable = {
  anchors: sorted(growthAnchors.map((a) => point(a, a.usd, growthShown(a), figureStep(a.usd)))),
  steps: (low) => {
    const x = asFloat(low);
    if (x < 1) return [q(1, 100)];
    if (x < 1e12) return [q(1)];
    return [q(1), pow10(log10floor(x) + 1 - 12)];
  },
};

// ---- Durations (days) ----------------------------------------------------------------------------------
const JULIAN = q(36_525, 100);
/** A figure shown in years holds in 365-day and in Julian years: its low end in 365-day years. */
const YEARS_365 = q(36_500, 36_525);

function durationAnchor(a: DurationAnchor, today: number): RefAnchor | null {
  const base = { ...a, wording: durationWording(a) };
  const shown = durationShown(a);
  if (a.kind === 'event') {
    const [first, last] = dateRange(a.date);
    const low = today - last;
    if (low < 1) return null;
    const high = today - first + 1;
    return {
      id: a.id,
      figure: (low + high) / 2,
      low: q(low),
      high: times(q(high), q(36_525, 36_500)),
      step: null,
      phrase: `${base.wording} (${shown})`,
      familiarity: a.familiarity,
      range: a.range === true,
    };
  }
  // A mark dated from its own epoch (b2k) adds the days since that epoch, plus one for a cached answer.
  const sinceEpoch = a.kind === 'ago' && a.epoch !== undefined ? today - dayNumber(a.epoch, 1, 1) : 0;
  const days = (a.kind === 'span' ? a.days : a.yearsAgo * 365.25) + sinceEpoch;
  const exact = q(Math.round(days * 1000), 1000);
  const upper = sinceEpoch === 0 ? exact : q(Math.round((days + 1) * 1000), 1000);
  const years = a.kind === 'ago' || a.shown.endsWith('years');
  let step: Rational;
  if (a.kind === 'ago') step = times(figureStep(a.yearsAgo), JULIAN);
  else {
    const decimals = /\.(\d+)/.exec(a.shown)?.[1]?.length ?? 0;
    step = times(pow10(-decimals), years ? JULIAN : q(1));
  }
  return {
    id: a.id,
    figure: days,
    low: years ? times(exact, YEARS_365) : exact,
    high: upper,
    step,
    phrase: `${base.wording} (${shown})`,
    familiarity: a.familiarity,
    range: a.range === true,
  };
}

function durationSteps(low: Rational): Rational[] {
  const years = asFloat(low) / 365;
  const steps: Rational[] = [];
  if (years < 10.5) steps.push(q(365, 10));
  if (years >= 9.5) steps.push(q(365));
  if (years >= 950) steps.push(q(36_500));
  if (years >= 9500) steps.push(q(365_000));
  return steps;
}

const byDay = new Map<number, AnchorTable>();

/** The duration anchors as counted on `today` (a Julian Day Number). */
export function durationTable(today: number = currentDay()): AnchorTable {
  let table = byDay.get(today);
  if (!table) {
    const anchors = durationAnchors
      .map((a) => durationAnchor(a, today))
      .filter((a): a is RefAnchor => a !== null);
    table = { anchors: sorted(anchors), steps: durationSteps };
    if (byDay.size > 8) byDay.clear();
    byDay.set(today, table);
  }
  return table;
}
