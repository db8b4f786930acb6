// The one perspective engine (docs/conventions.md §9, docs/prose.md "Scale"): which anchor a result is put
// next to, and which words are true of it. Every claim is decided on exact fractions: the result as
// computed from the caller's exact amounts against the whole range its anchor's figure may take.

import { formatCount } from '../money/format.ts';
import {
  compareRational,
  fromFloat,
  over,
  type Rational,
  rational,
  times,
  toFloat,
} from '../money/rational.ts';
import type { AnchorBase, PreparedAnchor } from './types.ts';

/** An expression's anchors, ascending, ready for lookup. */
export interface AnchorTable {
  anchors: readonly PreparedAnchor[];
  figures: Float64Array;
}

/** A table from prepared anchors; they must ascend strictly. */
export function makeTable(anchors: readonly PreparedAnchor[]): AnchorTable {
  for (let i = 1; i < anchors.length; i++) {
    const previous = anchors[i - 1] as PreparedAnchor;
    const current = anchors[i] as PreparedAnchor;
    if (!(current.figure > previous.figure)) {
      throw new Error(
        `anchors must ascend strictly: "${current.wording}" is not above "${previous.wording}"`,
      );
    }
  }
  return { anchors, figures: Float64Array.from(anchors, (anchor) => anchor.figure) };
}

/** An expression's table from anchors with a point figure each, and that figure as shown in its wording. */
export function tableOf<A extends AnchorBase>(
  anchors: readonly A[],
  figure: (anchor: A) => number,
  shown: (anchor: A) => string,
): AnchorTable {
  return makeTable(
    anchors.map((anchor) => {
      const value = figure(anchor);
      const exact = fromFloat(value);
      return prepare(anchor, value, exact, exact, shown(anchor));
    }),
  );
}

/** One prepared anchor: its figure, the exact range of its true figure, and its phrase. */
export function prepare(
  anchor: AnchorBase,
  figure: number,
  low: Rational,
  high: Rational,
  shown: string,
): PreparedAnchor {
  return {
    figure,
    low,
    high,
    lowFloat: toFloat(low),
    highFloat: toFloat(high),
    shown,
    phrase: `${anchor.wording} (${shown})`,
    wording: anchor.wording,
    source: anchor.source,
    familiarity: anchor.familiarity ?? 2,
  };
}

// ---- The words, and the band of result ÷ anchor where each is true --------------------------------

/** A fraction of the anchor a reader can picture: "about half the height of …". */
export type FractionWord = 'a quarter' | 'a third' | 'half' | 'two thirds' | 'three quarters';

/** How the result relates to its anchor, as the sentence will say it. */
export type Lead =
  | { readonly kind: 'the' }
  | { readonly kind: 'nearly' }
  | { readonly kind: 'a little more than' }
  | { readonly kind: 'about' }
  | { readonly kind: 'fraction'; readonly fraction: FractionWord }
  | { readonly kind: 'times'; readonly text: string; readonly about: boolean };

/** A closed band of result ÷ anchor, as exact fractions, with their nearest floats. */
interface Band {
  readonly low: Rational;
  readonly high: Rational;
  readonly lowFloat: number;
  readonly highFloat: number;
}

const bandOf = (low: Rational, high: Rational): Band => ({
  low,
  high,
  lowFloat: toFloat(low),
  highFloat: toFloat(high),
});

const band = (low: [number, number], high: [number, number]): Band =>
  bandOf(rational(low[0], low[1]), rational(high[0], high[1]));

/**
 * The bands (docs/prose.md): tried in this order, the first whose band holds the whole range of
 * result ÷ anchor wins. "The X" only within ±5%; "nearly" 85% to 95%; "a little more than" 105% to
 * 120%; "about" within ±10% (of the anchor, of a fraction of it, or of a printed multiplier).
 */
export const BANDS = {
  the: band([95, 100], [105, 100]),
  nearly: band([85, 100], [95, 100]),
  'a little more than': band([105, 100], [120, 100]),
  about: band([90, 100], [110, 100]),
} as const;

/** "About" a figure: within ±10% of it. */
const ABOUT_LOW = rational(9, 10);
const ABOUT_HIGH = rational(11, 10);

const FRACTIONS: readonly (readonly [FractionWord, Rational])[] = [
  ['a quarter', rational(1, 4)],
  ['a third', rational(1, 3)],
  ['half', rational(1, 2)],
  ['two thirds', rational(2, 3)],
  ['three quarters', rational(3, 4)],
];

/** Multipliers are printed from this one up ("1.2 times"); below it the hedges above speak. */
const TIMES_FROM = rational(12, 10);

const TIMES_FROM_FLOAT = toFloat(TIMES_FROM);

/**
 * Whether a ≥ b, given their nearest floats x and y (y > 0): in floats where they are clear of each
 * other by MARGIN, exactly otherwise. So leadFor runs BigInt products only for the comparisons that
 * are close (see "The same words from floats" below).
 */
function notBelow(a: Rational, x: number, b: Rational, y: number): boolean {
  const sure = atLeast(x, y);
  return sure === UNSURE ? compareRational(a, b) >= 0 : sure;
}

/** A range of ratios, exact and as floats. */
interface Span {
  readonly low: Rational;
  readonly high: Rational;
  readonly lo: number;
  readonly hi: number;
}

const within = (r: Span, b: Band) =>
  notBelow(r.low, r.lo, b.low, b.lowFloat) && notBelow(b.high, b.highFloat, r.high, r.hi);

/** Whether the range lies within ±10% of `figure`. */
const about = (r: Span, figure: Rational) =>
  within(r, bandOf(times(figure, ABOUT_LOW), times(figure, ABOUT_HIGH)));

const TEN = 10n;

function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Scale words for multipliers from a million: a reader holds "2.74 million times", not 7 digits. */
const MULTIPLIER_WORDS: readonly (readonly [bigint, string])[] = [
  [10n ** 6n, 'million'],
  [10n ** 9n, 'billion'],
  [10n ** 12n, 'trillion'],
  [10n ** 15n, 'quadrillion'],
  [10n ** 18n, 'quintillion'],
  [10n ** 21n, 'sextillion'],
  [10n ** 24n, 'septillion'],
];

/** From here on a multiplier is a power of ten: no scale word past septillion is familiar. */
const POWERS_FROM = 10n ** 27n;

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) => [...String(n)].map((d) => SUPERSCRIPTS[Number(d)]).join('');

/** Significant digits a multiplier keeps from 1,000 up. */
const MULTIPLIER_DIGITS = 3;

/**
 * A multiplier as printed, and the exact figure the text stands for: rounded half away from zero to
 * one decimal below 10, whole from 10, three significant digits from 1,000 (`27,400`), with a scale
 * word from a million (`2.74 million`).
 */
export function multiplierText(ratio: Rational): { text: string; value: Rational } {
  const { numerator, denominator } = ratio;
  if (numerator < TEN * denominator) return tenthsMultiplier(roundHalfUp(TEN * numerator, denominator));
  if (numerator < 1000n * denominator) return wholeMultiplier(roundHalfUp(numerator, denominator));
  const digits = (numerator / denominator).toString().length;
  const unit = TEN ** BigInt(digits - MULTIPLIER_DIGITS);
  return significantMultiplier(roundHalfUp(numerator, denominator * unit) * unit, digits);
}

/** A multiplier below 10, rounded to `tenths` tenths: `2.4`, `3`. */
function tenthsMultiplier(tenths: bigint): { text: string; value: Rational } {
  const text = tenths % TEN === 0n ? `${tenths / TEN}` : `${tenths / TEN}.${tenths % TEN}`;
  return { text, value: rational(tenths, TEN) };
}

/** A multiplier from 10 to 1,000, rounded to a whole number (printed without grouping, as `1000`). */
function wholeMultiplier(whole: bigint): { text: string; value: Rational } {
  return { text: `${whole}`, value: rational(whole) };
}

/** A multiplier from 1,000, rounded to three significant digits of one with `digits` whole digits. */
function significantMultiplier(rounded: bigint, digits: number): { text: string; value: Rational } {
  const unit = TEN ** BigInt(digits - MULTIPLIER_DIGITS);
  if (rounded >= POWERS_FROM) {
    // Past the scale words a reader knows: `1.82 × 10⁵²`, said "1.82 times ten to the 52".
    const mantissa = `${rounded / unit}`;
    const exponent = digits - 1 + (mantissa.length > MULTIPLIER_DIGITS ? 1 : 0);
    const head = mantissa.slice(0, MULTIPLIER_DIGITS);
    const fraction = head.slice(1).replace(/0+$/, '');
    return {
      text: `${head[0]}${fraction ? `.${fraction}` : ''} × 10${superscript(exponent)}`,
      value: rational(rounded),
    };
  }
  const word = MULTIPLIER_WORDS.findLast(([size]) => rounded >= size);
  if (!word) return { text: formatCount(rounded), value: rational(rounded) };
  const [size, name] = word;
  // A mantissa of at most three significant digits: 2.74, 27.4, 274.
  const hundredths = (rounded * 100n) / size;
  const whole = hundredths / 100n;
  const fraction = `${hundredths % 100n}`.padStart(2, '0').replace(/0+$/, '');
  return {
    text: `${formatCount(whole)}${fraction ? `.${fraction}` : ''} ${name}`,
    value: rational(rounded),
  };
}

/**
 * The lead that is true of every ratio in [low, high] (result ÷ the anchor's high and low figures),
 * or null when none is: too far below the anchor for a fraction a reader pictures.
 */
export function leadFor(low: Rational, high: Rational): Lead | null {
  const r: Span = { low, high, lo: toFloat(low), hi: toFloat(high) };
  for (const kind of ['the', 'nearly', 'a little more than'] as const) {
    if (within(r, BANDS[kind])) return { kind };
  }
  if (!notBelow(high, r.hi, BANDS.nearly.low, BANDS.nearly.lowFloat)) {
    // Below 85%: the nearest fraction whose ±10% holds the whole range.
    let best: FractionWord | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    const middle = r.lo / 2 + r.hi / 2;
    for (const [word, fraction] of FRACTIONS) {
      if (!about(r, fraction)) continue;
      const distance = Math.abs(Math.log(middle / toFloat(fraction)));
      if (distance < bestDistance) [best, bestDistance] = [word, distance];
    }
    return best === null ? null : { kind: 'fraction', fraction: best };
  }
  if (within(r, BANDS.about)) return { kind: 'about' };
  if (notBelow(TIMES_FROM, TIMES_FROM_FLOAT, high, r.hi)) return null;
  // A multiplier true within its printed rounding at both ends; failing that, "about" one.
  const atLow = multiplierText(low);
  const atHigh = multiplierText(high);
  if (atLow.text === atHigh.text && notBelow(low, r.lo, BANDS.about.high, BANDS.about.highFloat)) {
    return { kind: 'times', text: atLow.text, about: false };
  }
  const middle = multiplierText(
    rational(
      low.numerator * high.denominator + high.numerator * low.denominator,
      2n * low.denominator * high.denominator,
    ),
  );
  return about(r, middle.value) ? { kind: 'times', text: middle.text, about: true } : null;
}

// ---- The same words from floats, where floats decide them ---------------------------------------------
//
// leadFor compares exact fractions: dozens of BigInt products per anchor, for every anchor the engine
// tries. Almost always the float64 ratios are far from every limit they are compared with, and then
// they give the same answer: `lo` and `hi` (result ÷ the anchor's high and low) are each within a few
// units in the last place (about 1e-15 relative) of the exact fractions, and the limits (0.95, ¼ × 0.9,
// a rounding step of a multiplier …) within one. A comparison is trusted only when the two sides
// differ by more than MARGIN (1e-9 relative, a million times that error); otherwise fastLead answers
// UNSURE and leadFor decides exactly. So the fast path changes no answer, only how often BigInts run;
// test/expressions/reference.test.ts checks that on values placed on and beside every limit.

/** Relative difference below which a float comparison is not trusted. */
const MARGIN = 1e-9;

/** The exact path must decide. */
const UNSURE = Symbol('unsure');
type Maybe<T> = T | typeof UNSURE;

/** Whether x ≥ limit (limit > 0), or UNSURE when they are too close to tell in floats. */
function atLeast(x: number, limit: number): Maybe<boolean> {
  const gap = x - limit;
  if (gap > MARGIN * limit) return true;
  if (gap < -MARGIN * limit) return false;
  return UNSURE;
}

/** Whether [lo, hi] lies within [low, high], as `within` decides it on exact fractions. */
function inside(lo: number, hi: number, low: number, high: number): Maybe<boolean> {
  const above = atLeast(lo, low);
  if (above === false) return false;
  const under = atLeast(high, hi);
  if (under === false) return false;
  return above === UNSURE || under === UNSURE ? UNSURE : true;
}

const floatOf = (r: Rational) => Number(r.numerator) / Number(r.denominator);
const FLOAT_BANDS = (['the', 'nearly', 'a little more than'] as const).map((kind) => ({
  lead: { kind } as Lead,
  low: floatOf(BANDS[kind].low),
  high: floatOf(BANDS[kind].high),
}));
const FLOAT_FRACTIONS = FRACTIONS.map(([word, fraction]) => ({
  lead: { kind: 'fraction', fraction: word } as Lead,
  value: floatOf(fraction),
  low: floatOf(times(fraction, ABOUT_LOW)),
  high: floatOf(times(fraction, ABOUT_HIGH)),
}));
const ABOUT_LEAD: Lead = { kind: 'about' };
const NEARLY_LOW = floatOf(BANDS.nearly.low);
const ABOUT_BAND_LOW = floatOf(BANDS.about.low);
const ABOUT_BAND_HIGH = floatOf(BANDS.about.high);
const ABOUT_LOW_FLOAT = floatOf(ABOUT_LOW);
const ABOUT_HIGH_FLOAT = floatOf(ABOUT_HIGH);

/**
 * Which text multiplierText would print for x, as a number, or UNSURE where x is too close to a
 * rounding step or a regime's edge. Below 1,000 the key is the figure the text stands for (`10` from
 * 9.96 and from 10.2 print alike); from 1,000, where three significant digits are kept, it is
 * −(places × 1,000 + the three digits), whole numbers compared without float products, and never
 * equal to a key below (`1000`, rounded from 999.7, is not `1,000`). Equal keys print equal texts;
 * the text itself is built only for the anchor finally chosen (multiplierOf).
 */
function multiplierKey(x: number): Maybe<number> {
  const underTen = atLeast(10, x);
  if (underTen === UNSURE) return UNSURE;
  if (underTen) return nearHalf(10 * x) ? UNSURE : Math.round(10 * x) / 10;
  const underThousand = atLeast(1000, x);
  if (underThousand === UNSURE) return UNSURE;
  if (underThousand) return nearHalf(x) ? UNSURE : Math.round(x);
  // Three significant digits: the power of ten of the leading digit, unless x is too close to one.
  const power = Math.floor(Math.log10(x));
  if (atLeast(x, 10 ** power) !== true || atLeast(x, 10 ** (power + 1)) !== false) return UNSURE;
  let places = power + 1 - MULTIPLIER_DIGITS;
  const scaled = x / 10 ** places;
  if (nearHalf(scaled)) return UNSURE;
  let digits = Math.round(scaled);
  // 999.6 thousand rounds to 1,000 thousand: the same text as 100 ten-thousands.
  if (digits === 1000) [digits, places] = [100, places + 1];
  return -(places * 1000 + digits);
}

/** Whether r is too close to a rounding half-step for its float rounding to be trusted. */
const nearHalf = (r: number) => Math.abs(r - Math.floor(r) - 0.5) <= MARGIN * r;

/** The figure a multiplier key stands for (to within a few units in the last place from 1,000 up). */
function keyFigure(key: number): number {
  if (key > 0) return key;
  const places = Math.floor(-key / 1000);
  return (-key - places * 1000) * 10 ** places;
}

/**
 * multiplierText's text from a float for which multiplierKey is sure: below 1,000 from the rounded
 * number itself (`2.4`, `3`, `274`), from 1,000 through the exact significant-digit rounding.
 */
function multiplierOf(x: number): string {
  if (x < 10) {
    const tenths = Math.round(10 * x);
    const tenth = tenths % 10;
    return tenth === 0 ? `${tenths / 10}` : `${(tenths - tenth) / 10}.${tenth}`;
  }
  if (x < 1000) return `${Math.round(x)}`;
  const power = Math.floor(Math.log10(x));
  const places = power + 1 - MULTIPLIER_DIGITS;
  return significantMultiplier(BigInt(Math.round(x / 10 ** places)) * TEN ** BigInt(places), power + 1).text;
}

/** A "times" lead decided in floats, its text not yet built: the multiplier `x` prints. */
interface PendingTimes {
  readonly kind: 'pending';
  readonly x: number;
  readonly about: boolean;
}

/** A lead as the engine weighs it: final, or a multiplier whose text waits until its anchor is chosen. */
type Weighed = Lead | PendingTimes;

/** The lead with its text: built here, once, for the anchor chosen. */
function settled(lead: Weighed): Lead {
  if (lead.kind !== 'pending') return lead;
  return { kind: 'times', text: multiplierOf(lead.x), about: lead.about };
}

/** leadFor, from floats: the same lead, null, or UNSURE where a comparison is too close to call. */
function fastLead(lo: number, hi: number): Maybe<Weighed | null> {
  for (const band of FLOAT_BANDS) {
    const held = inside(lo, hi, band.low, band.high);
    if (held !== false) return held === UNSURE ? UNSURE : band.lead;
  }
  const belowNearly = atLeast(NEARLY_LOW, hi);
  if (belowNearly === UNSURE) return UNSURE;
  if (belowNearly) {
    // The nearest fraction (on a log scale) that holds the range, as leadFor weighs them: its floats
    // differ from these by a few units in the last place, so only distances within MARGIN are unsure.
    let found: Lead | null = null;
    let foundDistance = Number.POSITIVE_INFINITY;
    const middle = lo / 2 + hi / 2;
    for (const fraction of FLOAT_FRACTIONS) {
      const held = inside(lo, hi, fraction.low, fraction.high);
      if (held === UNSURE) return UNSURE;
      if (!held) continue;
      const distance = Math.abs(Math.log(middle / fraction.value));
      if (Math.abs(distance - foundDistance) <= MARGIN) return UNSURE;
      if (distance < foundDistance) {
        found = fraction.lead;
        foundDistance = distance;
      }
    }
    return found;
  }
  const aboutHeld = inside(lo, hi, ABOUT_BAND_LOW, ABOUT_BAND_HIGH);
  if (aboutHeld !== false) return aboutHeld === UNSURE ? UNSURE : ABOUT_LEAD;
  const notAbove = atLeast(TIMES_FROM_FLOAT, hi);
  if (notAbove !== false) return notAbove === UNSURE ? UNSURE : null;
  const atLow = multiplierKey(lo);
  const atHigh = multiplierKey(hi);
  if (atLow === UNSURE || atHigh === UNSURE) return UNSURE;
  if (atLow === atHigh) {
    const clear = atLeast(lo, ABOUT_BAND_HIGH);
    if (clear === UNSURE) return UNSURE;
    if (clear) return { kind: 'pending', x: lo, about: false };
  }
  const x = lo / 2 + hi / 2;
  const middle = multiplierKey(x);
  if (middle === UNSURE) return UNSURE;
  const figure = keyFigure(middle);
  const held = inside(lo, hi, figure * ABOUT_LOW_FLOAT, figure * ABOUT_HIGH_FLOAT);
  if (held === UNSURE) return UNSURE;
  return held ? { kind: 'pending', x, about: true } : null;
}

// ---- Which anchor -----------------------------------------------------------------------------------

/** An anchor and the words that are true of the result beside it. */
export interface Perspective {
  readonly anchor: PreparedAnchor;
  readonly lead: Lead;
  /** |ln(result ÷ anchor)|: how far the anchor is from the result on a log scale. */
  readonly distance: number;
}

/** Anchors within this factor of the result are "close": the most familiar of them is chosen. */
const CLOSE = Math.log(3);
/** An anchor shared by the two results of a comparison must be within this factor of both. */
const SHARED = Math.log(10);
/** No anchor further above the result than this is tried (the smallest fraction said is a quarter). */
const LOWEST_RATIO = 0.2;

/** A perspective while anchors are weighed: its lead's text may still wait to be built. */
interface Candidate {
  readonly anchor: PreparedAnchor;
  readonly lead: Weighed;
  readonly distance: number;
}

/** The result against one anchor, as weighed: its lead, or null when no words are true of it. */
function candidate(anchor: PreparedAnchor, value: Rational, float: number): Candidate | null {
  const lo = float / anchor.highFloat;
  const hi = float / anchor.lowFloat;
  // The float decision where every comparison in it is clear; the exact one where any is close.
  let lead = fastLead(lo, hi);
  if (lead === UNSURE) lead = leadFor(over(value, anchor.high), over(value, anchor.low));
  if (lead === null) return null;
  return { anchor, lead, distance: Math.abs(Math.log(float / anchor.figure)) };
}

/** The chosen candidate with its words in full. */
function settle(chosen: Candidate | null): Perspective | null {
  if (chosen === null) return null;
  return { anchor: chosen.anchor, lead: settled(chosen.lead), distance: chosen.distance };
}

/** The result against one anchor: its lead, or null when no words are true of it. */
export function against(anchor: PreparedAnchor, value: Rational, float = toFloat(value)): Perspective | null {
  return settle(candidate(anchor, value, float));
}

/** Index of the last figure ≤ value, or -1. */
function lastAtMost(figures: Float64Array, value: number): number {
  let low = 0;
  let high = figures.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((figures[middle] as number) <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Within this factor a hedge ("nearly", "a little more than") or no word at all reads best. */
const NEAR_ONE = Math.log(1.25);

/**
 * The order among close anchors: remote ones last; then one near 1 (a multiplier close to 1 reads
 * best); then the more familiar; then the nearer on a log scale; then the smaller (so ties are stable).
 */
function better(a: Candidate, b: Candidate): boolean {
  const remote = Number(a.anchor.familiarity === 3) - Number(b.anchor.familiarity === 3);
  if (remote !== 0) return remote < 0;
  const far = Number(a.distance > NEAR_ONE) - Number(b.distance > NEAR_ONE);
  if (far !== 0) return far < 0;
  if (a.anchor.familiarity !== b.anchor.familiarity) return a.anchor.familiarity < b.anchor.familiarity;
  if (a.distance !== b.distance) return a.distance < b.distance;
  return a.anchor.figure < b.anchor.figure;
}

/**
 * The perspective for one result (docs/conventions.md §9): among anchors within a factor of about 3 with true
 * words, the best by `rank` (familiar, near 1, nearest on a log scale); with none that close, the nearest
 * anchor with true words (the largest anchors simply grow the multiplier). Null when none is true.
 */
export function perspective(table: AnchorTable, value: Rational): Perspective | null {
  const float = toFloat(value);
  if (!(float > 0) || !Number.isFinite(float)) return null;
  const { anchors, figures } = table;
  const top = lastAtMost(figures, float / LOWEST_RATIO);
  let close: Candidate | null = null;
  let nearest: Candidate | null = null;
  for (let i = top; i >= 0; i--) {
    const anchor = anchors[i] as PreparedAnchor;
    const tried = candidate(anchor, value, float);
    if (tried !== null) {
      if (tried.distance <= CLOSE && (close === null || better(tried, close))) close = tried;
      if (nearest === null || tried.distance < nearest.distance) nearest = tried;
    }
    // Below the result, anchors only grow further away once one has been found.
    if (anchor.figure <= float && nearest !== null && anchor.figure * 3 < float) break;
  }
  return settle(close ?? nearest);
}

/**
 * The perspectives for the two results of a comparison (issue: "the two sides read side by side"):
 * where one anchor is true of both and within a factor of 10 of each, both use it: of the two
 * results' own choices, the one that keeps the larger distance smaller. Symmetric in its arguments.
 */
export function perspectivePair(
  table: AnchorTable,
  first: Rational,
  second: Rational,
): [Perspective | null, Perspective | null] {
  const own: [Perspective | null, Perspective | null] = [
    perspective(table, first),
    perspective(table, second),
  ];
  const [a, b] = own;
  if (a === null || b === null || a.anchor === b.anchor) return own;
  let shared: [Perspective, Perspective] | null = null;
  let sharedWorst = Number.POSITIVE_INFINITY;
  for (const anchor of [a.anchor, b.anchor]) {
    const x = against(anchor, first);
    const y = against(anchor, second);
    if (x === null || y === null) continue;
    const worst = Math.max(x.distance, y.distance);
    if (worst > SHARED) continue;
    if (worst < sharedWorst || (worst === sharedWorst && shared && anchor.figure < shared[0].anchor.figure)) {
      [shared, sharedWorst] = [[x, y], worst];
    }
  }
  return shared ?? own;
}

// ---- The words in a sentence --------------------------------------------------------------------------

/** What stands before an anchor's phrase: `nearly `, `about half `, `2.4 times `, `twice `. */
export function leadWords(lead: Lead): string {
  switch (lead.kind) {
    case 'the':
      return '';
    case 'fraction':
      return lead.fraction === 'half' ? 'about half ' : `about ${lead.fraction} of `;
    case 'times':
      if (lead.text === '2' && !lead.about) return 'twice ';
      return `${lead.about ? 'about ' : ''}${lead.text} times `;
    default:
      return `${lead.kind} `;
  }
}

/** A counted noun, for items: `one house`, `nearly one house`, `about half a house`, `2.4 houses`. */
export interface CountedNoun {
  readonly singular: string;
  readonly plural: string;
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/** The item's share per anchor unit as words: `one house`, `about a third of a house`, `2.4 houses`. */
export function countedLead(lead: Lead, noun: CountedNoun): string {
  switch (lead.kind) {
    case 'the':
      return `one ${noun.singular}`;
    case 'fraction':
      return lead.fraction === 'half'
        ? `about half ${article(noun.singular)}`
        : `about ${lead.fraction} of ${article(noun.singular)}`;
    case 'times':
      return `${lead.about ? 'about ' : ''}${lead.text} ${noun.plural}`;
    default:
      return `${lead.kind} one ${noun.singular}`;
  }
}

/** Exact days, metres or counts for the engine, from a float that is itself exact (a count, a rounded sum). */
export const exactly = fromFloat;
