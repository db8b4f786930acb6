/**
 * The published anchor data set (`/data/anchors.json`) as the checker's only knowledge of anchors: each
 * anchor's figure in the base unit of its expression (days, metres, a count, US dollars) as an interval,
 * the step of the figure it shows in parentheses, its familiarity grade and whether it is a range.
 */
import type { Exact } from './exact.ts';
import { readNumber } from './printed.ts';
import { add, dec, fromNumber, mul, pow10, type Q, q } from './rational.ts';

export interface RawAnchor {
  id: string;
  expression: string;
  figure: number | null;
  unit: string;
  date: string | null;
  calendar: string | null;
  wording: string;
  shown: string;
  familiarity: number;
  exact: boolean;
  [field: string]: unknown;
}

export interface Anchor {
  readonly id: string;
  readonly expression: string;
  readonly wording: string;
  readonly shown: string;
  readonly familiarity: number;
  /** Figure in base units (days, metres, count, USD); an interval for dated events. */
  readonly figure: Exact;
  /** The step of the figure shown in parentheses, in base units (a day for a date to the day). */
  readonly shownStep: Q | null;
  /** A fact known only as a range (the data set says so, or the checker's documented list). */
  readonly isRange: boolean;
  /** The group a "for every" pairing counts (items): its plural noun. */
  readonly unit: string;
  /** The languages whose answers use the anchor (a local anchor's own); empty for every language. */
  readonly languages: readonly string[];
}

/** Facts the checker knows are published only as ranges, where the data set does not (yet) say so. */
export const KNOWN_RANGES = [/Oort cloud/];

const DAY_MS = 86_400_000;

/** Julian day number of a day in the Gregorian or Julian calendar (astronomical years: -43 is 44 BC). */
export function julianDay(
  year: number,
  month: number,
  day: number,
  calendar: 'gregorian' | 'julian',
): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const base = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4);
  return calendar === 'gregorian' ? base - Math.floor(y / 100) + Math.floor(y / 400) - 32045 : base - 32083;
}

export function todayJulianDay(now = Date.now()): number {
  return Math.floor(now / DAY_MS) + 2440588;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days from a dated event to today, as the interval its date's precision allows (today or tomorrow). */
export function daysSince(date: string, calendar: string | null, now = Date.now()): Exact {
  const m = /^(-?\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(date);
  if (!m) throw new Error(`date ${date}`);
  const year = Number(m[1]);
  const cal = calendar === 'julian' ? 'julian' : 'gregorian';
  const month1 = m[2] ? Number(m[2]) : 1;
  const month2 = m[2] ? Number(m[2]) : 12;
  const day1 = m[3] ? Number(m[3]) : 1;
  const day2 = m[3] ? Number(m[3]) : (DAYS_IN_MONTH[month2 - 1] ?? 31);
  const today = todayJulianDay(now);
  const earliest = julianDay(year, month1, day1, cal);
  const latest = julianDay(year, month2, day2, cal);
  return { lo: q(today - latest), hi: q(today + 1 - earliest) };
}

/** Base units per printed unit word, per expression (durations in days with 365-day years as §7). */
const UNIT_FACTORS: Record<string, Q> = {
  day: q(1n),
  days: q(1n),
  year: q(365n),
  years: q(365n),
  mm: q(1n, 1000n),
  cm: q(1n, 100n),
  m: q(1n),
  km: q(1000n),
  'light-years': dec('9460730472580800'),
  'light-year': dec('9460730472580800'),
};

/** The step of a shown figure such as `≈78.4 years`, `≈2.79M people`, `≈US$1.5B`, `100 km`, in base units. */
export function shownStep(shown: string): Q | null {
  if (/^\d{1,2} \w+ -?\d+$|^(?:c\. )?\d+ BC$|^AD \d+$|^\w+ \d{4}$/.test(shown)) return null; // a date
  const body = shown.replace(/^≈/, '').replace(/ ago$/, '').replace(/^US\$/, '');
  const m = /^([\d,.]+(?:[KMBT]\b| (?:thousand|million|billion|trillion))?)(?: (.+))?$/.exec(body);
  if (!m) return null;
  const n = readNumber(m[1] ?? '');
  if (!n) return null;
  const unit = m[2];
  const factor = unit === undefined ? q(1n) : (UNIT_FACTORS[unit] ?? q(1n));
  // `≈45,500` reads as rounded to its last non-zero digit.
  const trailing = shown.startsWith('≈') && n.decimals === 0 ? (/0*$/.exec(n.digits)?.[0].length ?? 0) : 0;
  return mul(mul(n.step, pow10(Math.min(trailing, Math.max(0, n.digits.length - 1)))), factor);
}

function yearsBeforePresent(years: number): Q {
  return mul(fromNumber(years), q(365n));
}

export function toAnchor(raw: RawAnchor, now = Date.now()): Anchor {
  let figure: Exact;
  let step: Q | null = shownStep(raw.shown);
  if (raw.unit === 'date' && raw.date) {
    figure = daysSince(raw.date, raw.calendar, now);
    const precision = raw.date.replace(/^-/, '').split('-').length;
    step = precision === 3 ? q(1n) : precision === 2 ? q(31n) : q(366n);
  } else if (raw.figure === null) {
    throw new Error(`anchor ${raw.id} has no figure`);
  } else if (raw.unit === 'year before present' && typeof raw.epoch === 'string') {
    // Counted back from its own epoch (b2k: 2000-01-01), so the days since that day are added.
    const since = daysSince(raw.epoch, 'gregorian', now);
    const years = yearsBeforePresent(raw.figure);
    figure = { lo: add(years, since.lo), hi: add(years, since.hi) };
  } else {
    const value =
      raw.unit === 'year before present' ? yearsBeforePresent(raw.figure) : fromNumber(raw.figure);
    figure = { lo: value, hi: value };
  }
  const rangeField = Object.entries(raw).some(
    ([k, v]) => /range|low|high|^min|^max/i.test(k) && v !== null && v !== false && v !== undefined,
  );
  return {
    id: raw.id,
    expression: raw.expression,
    wording: raw.wording,
    shown: raw.shown,
    familiarity: raw.familiarity,
    figure,
    shownStep: step,
    isRange: rangeField || /–| to /.test(raw.shown) || KNOWN_RANGES.some((r) => r.test(raw.wording)),
    unit: raw.unit,
    languages: Array.isArray(raw.languages) ? (raw.languages as string[]) : [],
  };
}

export interface DataSet {
  readonly anchors: readonly Anchor[];
  /**
   * Anchors past their source's next release plus 120 days on the data set's own day (its `version`),
   * read from each anchor's `period` and `nextRelease` (docs/anchors.md): ids with how many days past.
   */
  readonly stale: readonly { readonly id: string; readonly period: string; readonly daysPast: number }[];
  /** Anchors of one expression, longest wording first (so the most specific wording matches). */
  readonly byExpression: ReadonlyMap<string, readonly Anchor[]>;
}

/** How long after a next release a figure may stay (docs/operations.md). */
const GRACE_DAYS = 120;

/** The last day a `YYYY-MM-DD` or `YYYY-MM` date may mean, in days since the epoch. */
function lastDay(date: string): number {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  if (!m) throw new Error(`not a release date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3])];
  return (d === undefined ? Date.UTC(y, mo, 0) : Date.UTC(y, mo - 1, d)) / DAY_MS;
}

/** The anchors whose next release, plus the grace, is before the data set's own day. */
export function staleAnchors(json: { version?: string; anchors: RawAnchor[] }): DataSet['stale'] {
  if (typeof json.version !== 'string') return [];
  const day = lastDay(json.version);
  const stale: { id: string; period: string; daysPast: number }[] = [];
  for (const a of json.anchors) {
    if (typeof a.nextRelease !== 'string' || typeof a.period !== 'string') continue;
    const daysPast = day - lastDay(a.nextRelease);
    if (daysPast > GRACE_DAYS) stale.push({ id: a.id, period: a.period, daysPast });
  }
  return stale;
}

export function loadDataSet(json: { version?: string; anchors: RawAnchor[] }, now = Date.now()): DataSet {
  const anchors = json.anchors.map((a) => toAnchor(a, now));
  const byExpression = new Map<string, Anchor[]>();
  for (const a of anchors) {
    const list = byExpression.get(a.expression) ?? [];
    list.push(a);
    byExpression.set(a.expression, list);
  }
  for (const list of byExpression.values()) list.sort((a, b) => b.wording.length - a.wording.length);
  return { anchors, byExpression, stale: staleAnchors(json) };
}

/** The anchor whose wording a scale sentence names, or null. */
export function findAnchor(data: DataSet, expression: string, scale: string): Anchor | null {
  for (const a of data.byExpression.get(expression) ?? []) if (scale.includes(a.wording)) return a;
  return null;
}
