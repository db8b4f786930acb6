// The one perspective engine (docs/conventions.md §9, docs/prose.md "Scale"): which anchor a result is put
// next to, and which hedge is true of it. It decides a language-neutral claim (claim.ts); english.ts
// says it. Every decision is one comparison on Exact values (src/money/exact.ts): the result's exact
// range against the whole range its anchor's figure may take, in floats where clear, exactly otherwise.

import {
  atLeast,
  compare,
  type Exact,
  Exact as ExactValue,
  exact,
  fraction,
  over,
  plus,
  roundHalfUp,
  roundHalfUpNumber,
  times,
} from '../money/exact.ts';
import { fromFloat, type Rational, rational } from '../money/rational.ts';
import type { FractionName, Hedge, Multiplier } from './claim.ts';
import type { AnchorBase, PreparedAnchor } from './types.ts';

/** A result as the engine weighs it: the exact range it lies in (a point, or growth's float error). */
export interface Amount {
  readonly low: Exact;
  readonly high: Exact;
}

/** An exact result: a point range. */
export const point = (value: Rational): Amount => {
  const e = exact(value);
  return { low: e, high: e };
};

/**
 * The steps (in the table's base unit) the result is printed at, for the plain statement: it is said
 * only where the anchor's figure prints as the result does at every one of them.
 */
export type PrintedSteps = (value: Amount) => readonly Rational[];

/** An expression's anchors, ascending, ready for lookup. */
export interface AnchorTable {
  anchors: readonly PreparedAnchor[];
  figures: Float64Array;
  printedSteps: PrintedSteps;
}

/** A table from prepared anchors; they must ascend strictly. */
export function makeTable(anchors: readonly PreparedAnchor[], printedSteps: PrintedSteps): AnchorTable {
  for (let i = 1; i < anchors.length; i++) {
    const previous = anchors[i - 1] as PreparedAnchor;
    const current = anchors[i] as PreparedAnchor;
    if (!(current.figure > previous.figure)) {
      throw new Error(`anchors must ascend strictly: "${current.id}" is not above "${previous.id}"`);
    }
  }
  return { anchors, figures: Float64Array.from(anchors, (anchor) => anchor.figure), printedSteps };
}

/**
 * The precision an anchor's own figure is shown at (format.ts formatAnchorFigure): hundredths below
 * 10, tenths below 100, whole numbers below a million, three significant digits from there.
 */
export function shownStep(value: number): Rational {
  if (value >= 1_000_000) return rational(10n ** BigInt(Math.floor(Math.log10(value)) - 2));
  if (value < 10) return rational(1, 100);
  if (value < 100) return rational(1, 10);
  return rational(1);
}

/**
 * An expression's table from anchors with a point figure each, that figure as shown in its wording,
 * and the step (in the base unit) it is shown at.
 */
export function tableOf<A extends AnchorBase>(
  anchors: readonly A[],
  figure: (anchor: A) => number,
  shown: (anchor: A) => string,
  step: (anchor: A) => Rational,
  printedSteps: PrintedSteps,
): AnchorTable {
  return makeTable(
    anchors
      .map((anchor) => {
        const value = figure(anchor);
        const exactFigure = fromFloat(value);
        return prepare(anchor, value, exactFigure, exactFigure, shown(anchor), step(anchor));
      })
      // A language's own anchors join the shared ones wherever their figures fall (tables.ts).
      .sort((a, b) => a.figure - b.figure)
      .filter(lastOfEqual),
    printedSteps,
  );
}

/**
 * Of anchors with one figure, the last listed: a language's own anchor (listed after the shared ones,
 * and sorted stably) takes the place of a shared one with the same figure (the Bundestag's four-year
 * term, not the US president's, for a German reader). The shared tables have no two equal figures.
 */
export function lastOfEqual(anchor: PreparedAnchor, i: number, sorted: readonly PreparedAnchor[]): boolean {
  return sorted[i + 1]?.figure !== anchor.figure;
}

/** One prepared anchor: its figure, the exact range of its true figure, and its phrase. */
export function prepare(
  anchor: AnchorBase,
  figure: number,
  low: Rational,
  high: Rational,
  shown: string,
  step: Rational | null,
): PreparedAnchor {
  const lowExact = exact(low);
  return {
    id: anchor.id,
    figure,
    low,
    high,
    lowExact,
    highExact: high === low ? lowExact : exact(high),
    step,
    shown,
    phrase: `${anchor.wording} (${shown})`,
    wording: anchor.wording,
    source: anchor.source,
    familiarity: anchor.familiarity,
    range: anchor.range === true,
  };
}

// ---- The bands: where each hedge is true of result ÷ anchor (docs/prose.md is generated from these) ----

/** A closed band of result ÷ anchor. */
export interface Band {
  readonly low: Exact;
  readonly high: Exact;
}

const percentBand = (low: number, high: number): Band => ({
  low: fraction(low, 1000),
  high: fraction(high, 1000),
});

/**
 * The hedges and their bands, tried in this order (docs/conventions.md §9). Bands are in thousandths:
 * "plain" needs the printed figures to agree too.
 */
export const BANDS = {
  plain: percentBand(980, 1020),
  nearly: percentBand(900, 975),
  'a-little-more-than': percentBand(1025, 1150),
  about: percentBand(950, 1050),
} as const;

/** "About" a figure (a fraction, a multiplier): within ±5% of it. */
export const ABOUT = { low: fraction(95, 100), high: fraction(105, 100) } as const;

/** The fractions a reader pictures, each said "about" within ±5%. */
export const FRACTIONS: readonly (readonly [FractionName, Rational])[] = [
  ['a-quarter', rational(1, 4)],
  ['a-third', rational(1, 3)],
  ['half', rational(1, 2)],
  ['two-thirds', rational(2, 3)],
  ['three-quarters', rational(3, 4)],
];

const FRACTION_BANDS = FRACTIONS.map(([which, f]) => {
  const value = exact(f);
  return { which, low: times(value, ABOUT.low), high: times(value, ABOUT.high) };
});

/** A plain multiplier ("1.2 times") is said only beyond "a little more than". */
export const TIMES_FROM = fraction(115, 100);

const within = (low: Exact, high: Exact, band: Band) => atLeast(low, band.low) && atLeast(band.high, high);

// ---- Multipliers as printed ---------------------------------------------------------------------------

const TEN = 10n;
const THOUSAND = fraction(1000);
const TEN_E = fraction(10);
const MILLION = fraction(1_000_000);

/** Scale words a multiplier takes from a million (english.ts names them): 10^6 … 10^24. */
const WORD_SCALES = [6, 9, 12, 15, 18, 21, 24] as const;
/** From here on a multiplier is written as a power of ten. */
const POWERS_FROM = 27;

/**
 * A multiplier as printed (half away from zero): one decimal below 10, whole from 10, two significant
 * digits from 1,000 (said "about": `about 3,300`), three significant digits with a scale word from a
 * million (`2.74 million`), a power of ten past 10^27.
 */
export function multiplierOf(x: Exact): Multiplier {
  if (compare(x, TEN_E) < 0) {
    const tenths = roundHalfUp(times(x, TEN_E));
    if (tenths < 100n) return tenthsMultiplier(tenths);
  }
  if (compare(x, THOUSAND) < 0) {
    const whole = roundHalfUp(x);
    if (whole < 1000n) return { value: rational(whole), mantissa: `${whole}`, scale: 0, rounded: false };
  }
  const digits = Math.floor(Math.log10(x.float));
  // The float's log may be off by one next to a power of ten: the exact comparison settles it.
  let power = digits;
  if (compare(x, fraction(10n ** BigInt(power))) < 0) power--;
  else if (compare(x, fraction(10n ** BigInt(power + 1))) >= 0) power++;
  const kept = compare(x, MILLION) < 0 ? 2 : 3;
  let unit = TEN ** BigInt(power + 1 - kept);
  let significant = roundHalfUp(over(x, fraction(unit)));
  if (significant >= TEN ** BigInt(kept)) {
    significant /= TEN;
    unit *= TEN;
    power++;
  }
  const value = rational(significant * unit);
  if (power < 6) return { value, mantissa: `${significant * unit}`, scale: 0, rounded: true };
  const scale = power >= POWERS_FROM ? power : (WORD_SCALES.findLast((s) => s <= power) as number);
  const shift = power - scale;
  const text = `${significant}`;
  const whole = text.slice(0, shift + 1);
  const rest = text.slice(shift + 1).replace(/0+$/, '');
  return {
    value,
    mantissa: rest ? `${whole}.${rest}` : whole,
    scale,
    rounded: false,
    power: power >= POWERS_FROM,
  };
}

function tenthsMultiplier(tenths: bigint): Multiplier {
  const mantissa = tenths % TEN === 0n ? `${tenths / TEN}` : `${tenths / TEN}.${tenths % TEN}`;
  return { value: rational(tenths, TEN), mantissa, scale: 0, rounded: false };
}

/** Powers of ten as Exact values, built once each. */
const POWERS: ExactValue[] = [];
const powerOfTen = (p: number): ExactValue => {
  const index = p + 60;
  let power = POWERS[index];
  if (power === undefined) {
    power = exact(p >= 0 ? rational(TEN ** BigInt(p)) : rational(1n, TEN ** BigInt(-p)));
    POWERS[index] = power;
  }
  return power;
};

/**
 * The figure multiplierOf would print for x, as a number, without building its text: two multipliers
 * print alike exactly when their keys are equal (the text is a function of the figure). Decided by the
 * same exact comparisons, in floats where clear.
 */
export function multiplierKey(x: Exact): number {
  if (compare(x, TEN_E) < 0) {
    const tenths = roundHalfUpNumber(times(x, TEN_E));
    if (tenths < 100) return tenths / 10;
  }
  if (compare(x, THOUSAND) < 0) {
    const whole = roundHalfUpNumber(x);
    if (whole < 1000) return whole;
  }
  let power = Math.floor(Math.log10(x.float));
  if (compare(x, powerOfTen(power)) < 0) power--;
  else if (compare(x, powerOfTen(power + 1)) >= 0) power++;
  const kept = compare(x, MILLION) < 0 ? 2 : 3;
  let unit = power + 1 - kept;
  let significant = roundHalfUpNumber(over(x, powerOfTen(unit)));
  if (significant >= 10 ** kept) {
    significant /= 10;
    unit++;
  }
  return significant * 10 ** unit;
}

/** Whether a multiplier key is rounded to two digits and said "about" (1,000 up to a million). */
const roundedKey = (key: number) => key >= 1000 && key < 1_000_000;

// ---- The hedge for one anchor -------------------------------------------------------------------------

/** Whether x and y print alike at `step` (both rounded half away from zero to whole steps). */
function printsAlike(values: readonly Exact[], step: Rational): boolean {
  const s = exact(step);
  const first = roundHalfUp(over(values[0] as Exact, s));
  return values.every((v) => roundHalfUp(over(v, s)) === first);
}

/** A hedge as the engine weighs it: a multiplier's text is built only for the anchor chosen. */
export type Weighed = Exclude<Hedge, { kind: 'times' }> | { kind: 'times'; at: Exact; about: boolean };

/** The hedge with its multiplier in full. */
function settled(hedge: Weighed): Hedge {
  if (hedge.kind !== 'times') return hedge;
  return { kind: 'times', multiplier: multiplierOf(hedge.at), about: hedge.about };
}

const HALF = fraction(1, 2);

/**
 * The hedge true of every ratio in [low, high] (result ÷ the anchor's high and low figures), or null
 * when none is. `plainAllowed` tells whether the printed figures agree (checked only when needed).
 */
export function hedgeFor(
  low: Exact,
  high: Exact,
  plainAllowed: () => boolean,
  range = false,
): Weighed | null {
  // Above 115% no band holds, and below 90% only a fraction may: most anchors skip the bands.
  const beyond = compare(low, TIMES_FROM) > 0;
  const below = !beyond && compare(high, BANDS.nearly.low) < 0;
  if (!beyond && !below) {
    if (within(low, high, BANDS.plain) && plainAllowed()) return { kind: 'plain' };
    if (within(low, high, BANDS.nearly)) return { kind: 'nearly' };
    if (within(low, high, BANDS['a-little-more-than'])) return { kind: 'a-little-more-than' };
    if (within(low, high, BANDS.about)) return { kind: 'about' };
  }
  if (below) {
    for (const band of FRACTION_BANDS) {
      if (within(low, high, band)) return { kind: 'fraction', which: band.which };
    }
    return null;
  }
  // A fact known only as a range gets no precise multiplier.
  if (range) return null;
  if (compare(low, TIMES_FROM) >= 0) {
    const atLow = multiplierKey(low);
    const same = !roundedKey(atLow) && (high === low || atLow === multiplierKey(high));
    if (same) return { kind: 'times', at: low, about: false };
  }
  // "About N times": N printed from the middle of the range, true within ±5% at both ends.
  const middle = times(HALF, plus(low, high));
  const key = multiplierKey(middle);
  const n = new ExactValue(key, () => multiplierOf(middle).value);
  if (compare(n, TIMES_FROM) < 0) return null;
  if (!within(low, high, { low: times(n, ABOUT.low), high: times(n, ABOUT.high) })) return null;
  return { kind: 'times', at: middle, about: true };
}

// ---- Which anchor -----------------------------------------------------------------------------------

/** An anchor and the hedge that is true of the result beside it. */
export interface Perspective {
  readonly anchor: PreparedAnchor;
  readonly hedge: Hedge;
  /** |ln(result ÷ anchor)|: how far the anchor is from the result on a log scale. */
  readonly distance: number;
}

/** A perspective while anchors are weighed: a multiplier's text not yet built. */
interface Candidate {
  readonly anchor: PreparedAnchor;
  readonly hedge: Weighed;
  readonly distance: number;
}

function settle(chosen: Candidate | null): Perspective | null {
  return chosen === null
    ? null
    : { anchor: chosen.anchor, hedge: settled(chosen.hedge), distance: chosen.distance };
}

/** Anchors within this factor of the result are "close": the most familiar of them is chosen. */
const CLOSE = Math.log(3);
/** With no grade-1 anchor that close, one within this factor is still preferred to a less familiar one. */
const FAMILIAR = Math.log(10);
/** An anchor shared by the two results of a comparison must be within this factor of both. */
const SHARED = Math.log(10);
/** No anchor further above the result than this is tried (the smallest fraction said is a quarter). */
const LOWEST_RATIO = 0.2;

/**
 * An expression's own condition on an anchor for a result, beyond true words (items: a "for every"
 * pairing says at least about half an item per member); decided exactly.
 */
export type Accept = (anchor: PreparedAnchor, amount: Amount) => boolean;

/** Whether the anchor's figure prints as the result does, at the result's steps and at its own. */
function printedAlike(table: AnchorTable, amount: Amount, anchor: PreparedAnchor): boolean {
  if (anchor.step === null) return false;
  const values = [amount.low, amount.high, anchor.lowExact, anchor.highExact];
  return [...table.printedSteps(amount), anchor.step].every((step) => printsAlike(values, step));
}

/** The result against one anchor, as weighed. */
function candidate(table: AnchorTable, anchor: PreparedAnchor, amount: Amount): Candidate | null {
  const low = over(amount.low, anchor.highExact);
  // A point against a point: one ratio (so its multiplier is weighed once).
  const point = amount.low === amount.high && anchor.lowExact === anchor.highExact;
  const high = point ? low : over(amount.high, anchor.lowExact);
  const hedge = hedgeFor(low, high, () => printedAlike(table, amount, anchor), anchor.range);
  if (hedge === null) return null;
  return { anchor, hedge, distance: Math.abs(Math.log(amount.low.float / anchor.figure)) };
}

/** The result against one anchor: its hedge, or null when no words are true of it. */
export function against(table: AnchorTable, anchor: PreparedAnchor, amount: Amount): Perspective | null {
  return settle(candidate(table, anchor, amount));
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
 * The order among close anchors: by grade (the more familiar first); then one near 1 (a multiplier
 * close to 1 reads best); then the nearer on a log scale; then the smaller (so ties are stable).
 */
function better(a: Candidate, b: Candidate): boolean {
  if (a.anchor.familiarity !== b.anchor.familiarity) return a.anchor.familiarity < b.anchor.familiarity;
  const far = Number(a.distance > NEAR_ONE) - Number(b.distance > NEAR_ONE);
  if (far !== 0) return far < 0;
  if (a.distance !== b.distance) return a.distance < b.distance;
  return a.anchor.figure < b.anchor.figure;
}

/**
 * Whether an anchor at `distance` from the result could change what `perspective` chooses, given the
 * candidates kept so far; when not, its words need not be weighed (the choice is the same either way).
 * Each test is the condition under which the loop below would keep the anchor, narrowed by what the
 * final choice reads: once a close grade-1 anchor is kept only a closer-ranked grade-1 one can replace
 * it; once a familiar one is kept only grade 1 within 10× counts; `nearest` counts only while no
 * anchor of grade 1 or 2 has true words (grade 3 is otherwise never said).
 */
function canMatter(
  anchor: PreparedAnchor,
  distance: number,
  close: Candidate | null,
  familiar: Candidate | null,
  known: Candidate | null,
  nearest: Candidate | null,
): boolean {
  const grade = anchor.familiarity;
  if (close !== null && close.anchor.familiarity === 1) return grade === 1 && distance <= CLOSE;
  if (familiar !== null) return grade === 1 && distance <= FAMILIAR;
  if (grade < 3) {
    return (
      distance <= CLOSE ||
      (grade === 1 && distance <= FAMILIAR) ||
      known === null ||
      distance < known.distance
    );
  }
  return known === null && (nearest === null || distance < nearest.distance);
}

/**
 * The perspective for one result (docs/conventions.md §9), among anchors with true words: a close one (within
 * a factor of about 3) of grade 1; else a grade-1 one within 10×; else the best close one of grade 2
 * (by `better`: near 1, then nearest on a log scale); else the nearest that is not remote (grade 3);
 * else the nearest. So the largest anchors simply grow the multiplier, and a remote anchor is said only
 * where nothing a reader knows is true. Null when no anchor is.
 */
export function perspective(table: AnchorTable, amount: Amount, accept?: Accept): Perspective | null {
  const float = amount.low.float;
  if (!(float > 0) || !Number.isFinite(float)) return null;
  const { anchors, figures } = table;
  const top = lastAtMost(figures, float / LOWEST_RATIO);
  let close: Candidate | null = null;
  let familiar: Candidate | null = null;
  let known: Candidate | null = null;
  let nearest: Candidate | null = null;
  for (let i = top; i >= 0; i--) {
    const anchor = anchors[i] as PreparedAnchor;
    const tried: Candidate | null =
      !canMatter(anchor, Math.abs(Math.log(float / anchor.figure)), close, familiar, known, nearest) ||
      (accept && !accept(anchor, amount))
        ? null
        : candidate(table, anchor, amount);
    if (tried !== null) {
      const grade = anchor.familiarity;
      if (tried.distance <= CLOSE && grade < 3 && (close === null || better(tried, close))) close = tried;
      if (grade === 1 && tried.distance <= FAMILIAR && (familiar === null || better(tried, familiar))) {
        familiar = tried;
      }
      if (grade < 3 && (known === null || tried.distance < known.distance)) known = tried;
      if (nearest === null || tried.distance < nearest.distance) nearest = tried;
    }
    // Below the result, anchors only grow further away: past 3× none can be close, past 10× none
    // can be familiar, and a close grade-1 anchor is chosen before any other.
    if (anchor.figure <= float && known !== null) {
      if (anchor.figure * 10 < float) break;
      if (anchor.figure * 3 < float && close !== null && close.anchor.familiarity === 1) break;
    }
  }
  if (close !== null && close.anchor.familiarity === 1) return settle(close);
  return settle(familiar ?? close ?? known ?? nearest);
}

/**
 * The perspectives for the two results of a comparison: where one anchor is true of both and within
 * a factor of 10 of each, both use it: of the two results' own choices, the one that keeps the larger
 * distance smaller. Symmetric in its arguments. A plain statement is made only where the printed
 * figures agree with the anchor's (and within ±2%), so two results that share one differ by at most 4.1%.
 */
export function perspectivePair(
  table: AnchorTable,
  first: Amount,
  second: Amount,
  accept?: Accept,
): [Perspective | null, Perspective | null] {
  const own: [Perspective | null, Perspective | null] = [
    perspective(table, first, accept),
    perspective(table, second, accept),
  ];
  const [a, b] = own;
  if (a === null || b === null || a.anchor === b.anchor) return own;
  let shared: [Perspective, Perspective] | null = null;
  let sharedWorst = Number.POSITIVE_INFINITY;
  for (const anchor of [a.anchor, b.anchor]) {
    if (accept && !(accept(anchor, first) && accept(anchor, second))) continue;
    const x = against(table, anchor, first);
    const y = against(table, anchor, second);
    if (x === null || y === null) continue;
    const worst = Math.max(x.distance, y.distance);
    if (worst > SHARED) continue;
    if (worst < sharedWorst || (worst === sharedWorst && shared && anchor.figure < shared[0].anchor.figure)) {
      [shared, sharedWorst] = [[x, y], worst];
    }
  }
  return shared ?? own;
}
