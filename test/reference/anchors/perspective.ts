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

/** A closed band of result ÷ anchor, as exact fractions. */
interface Band {
  readonly low: Rational;
  readonly high: Rational;
}

const band = (low: [number, number], high: [number, number]): Band => ({
  low: rational(low[0], low[1]),
  high: rational(high[0], high[1]),
});

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

const within = (low: Rational, high: Rational, b: Band) =>
  compareRational(low, b.low) >= 0 && compareRational(high, b.high) <= 0;

/** Whether [low, high] lies within ±10% of `figure`. */
const about = (low: Rational, high: Rational, figure: Rational) =>
  within(low, high, { low: times(figure, ABOUT_LOW), high: times(figure, ABOUT_HIGH) });

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
  if (numerator < TEN * denominator) {
    const tenths = roundHalfUp(TEN * numerator, denominator);
    const text = tenths % TEN === 0n ? `${tenths / TEN}` : `${tenths / TEN}.${tenths % TEN}`;
    return { text, value: rational(tenths, TEN) };
  }
  if (numerator < 1000n * denominator) {
    const whole = roundHalfUp(numerator, denominator);
    return { text: `${whole}`, value: rational(whole) };
  }
  const digits = (numerator / denominator).toString().length;
  const unit = TEN ** BigInt(digits - MULTIPLIER_DIGITS);
  const rounded = roundHalfUp(numerator, denominator * unit) * unit;
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
  for (const kind of ['the', 'nearly', 'a little more than'] as const) {
    if (within(low, high, BANDS[kind])) return { kind };
  }
  if (compareRational(high, BANDS.nearly.low) < 0) {
    // Below 85%: the nearest fraction whose ±10% holds the whole range.
    let best: FractionWord | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    const middle = toFloat(low) / 2 + toFloat(high) / 2;
    for (const [word, fraction] of FRACTIONS) {
      if (!about(low, high, fraction)) continue;
      const distance = Math.abs(Math.log(middle / toFloat(fraction)));
      if (distance < bestDistance) [best, bestDistance] = [word, distance];
    }
    return best === null ? null : { kind: 'fraction', fraction: best };
  }
  if (within(low, high, BANDS.about)) return { kind: 'about' };
  if (compareRational(high, TIMES_FROM) <= 0) return null;
  // A multiplier true within its printed rounding at both ends; failing that, "about" one.
  const atLow = multiplierText(low);
  const atHigh = multiplierText(high);
  if (atLow.text === atHigh.text && compareRational(low, BANDS.about.high) >= 0) {
    return { kind: 'times', text: atLow.text, about: false };
  }
  const middle = multiplierText(
    rational(
      low.numerator * high.denominator + high.numerator * low.denominator,
      2n * low.denominator * high.denominator,
    ),
  );
  return about(low, high, middle.value) ? { kind: 'times', text: middle.text, about: true } : null;
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

/** The result against one anchor: its lead, or null when no words are true of it. */
export function against(anchor: PreparedAnchor, value: Rational): Perspective | null {
  const lead = leadFor(over(value, anchor.high), over(value, anchor.low));
  if (lead === null) return null;
  return { anchor, lead, distance: Math.abs(Math.log(toFloat(value) / anchor.figure)) };
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
function rank(p: Perspective): readonly number[] {
  const { familiarity, figure } = p.anchor;
  return [familiarity === 3 ? 1 : 0, p.distance <= NEAR_ONE ? 0 : 1, familiarity, p.distance, figure];
}

function better(a: Perspective, b: Perspective): boolean {
  const [ra, rb] = [rank(a), rank(b)];
  for (let i = 0; i < ra.length; i++) {
    if (ra[i] !== rb[i]) return (ra[i] as number) < (rb[i] as number);
  }
  return false;
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
  let close: Perspective | null = null;
  let nearest: Perspective | null = null;
  for (let i = top; i >= 0; i--) {
    const anchor = anchors[i] as PreparedAnchor;
    const candidate = against(anchor, value);
    if (candidate !== null) {
      if (candidate.distance <= CLOSE && (close === null || better(candidate, close))) close = candidate;
      if (nearest === null || candidate.distance < nearest.distance) nearest = candidate;
    }
    // Below the result, anchors only grow further away once one has been found.
    if (anchor.figure <= float && nearest !== null && anchor.figure * 3 < float) break;
  }
  return close ?? nearest;
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
