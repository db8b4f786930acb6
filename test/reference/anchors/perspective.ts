// The reference perspective engine: the rules of docs/conventions.md §9 (issue 25) re-implemented simply and
// exactly, for test/expressions/reference.test.ts to compare with src/anchors. Every comparison here is
// on exact fractions; floats only order anchors by distance (as the engine does).
import { compareRational, type Rational, rational, toFloat } from '../money/rational.ts';
import type { AnchorTable, RefAnchor } from './tables.ts';

const q = rational;
const mul = (a: Rational, b: Rational) => q(a.numerator * b.numerator, a.denominator * b.denominator);
const div = (a: Rational, b: Rational) => q(a.numerator * b.denominator, a.denominator * b.numerator);
const add = (a: Rational, b: Rational) =>
  q(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const ge = (a: Rational, b: Rational) => compareRational(a, b) >= 0;
const lt = (a: Rational, b: Rational) => compareRational(a, b) < 0;
const round = (x: Rational) => (2n * x.numerator + x.denominator) / (2n * x.denominator);
const inBand = (lo: Rational, hi: Rational, a: Rational, b: Rational) => ge(lo, a) && ge(b, hi);

export type Fraction = 'a-quarter' | 'a-third' | 'half' | 'two-thirds' | 'three-quarters';
export interface Mult {
  readonly value: Rational;
  readonly text: string;
  readonly rounded: boolean;
}
export type Hedge =
  | { kind: 'plain' | 'nearly' | 'about' | 'a-little-more-than' }
  | { kind: 'fraction'; which: Fraction }
  | { kind: 'times'; m: Mult; about: boolean };

export const FRACTIONS: [Fraction, Rational][] = [
  ['a-quarter', q(1, 4)],
  ['a-third', q(1, 3)],
  ['half', q(1, 2)],
  ['two-thirds', q(2, 3)],
  ['three-quarters', q(3, 4)],
];
const P = (n: number) => q(n, 1000);
export const FROM = P(1150);

const WORDS: [number, string][] = [
  [24, 'septillion'],
  [21, 'sextillion'],
  [18, 'quintillion'],
  [15, 'quadrillion'],
  [12, 'trillion'],
  [9, 'billion'],
  [6, 'million'],
];
const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A multiplier as printed: tenths below 10, wholes below 1,000, two digits below a million, three with a word. */
export function mult(x: Rational): Mult {
  if (lt(x, q(10))) {
    const t = round(mul(x, q(10)));
    if (t < 100n)
      return {
        value: q(t, 10n),
        text: t % 10n === 0n ? `${t / 10n}` : `${t / 10n}.${t % 10n}`,
        rounded: false,
      };
  }
  if (lt(x, q(1000))) {
    const w = round(x);
    if (w < 1000n) return { value: q(w), text: `${w}`, rounded: false };
  }
  let p = (x.numerator / x.denominator).toString().length - 1;
  const kept = lt(x, q(1_000_000)) ? 2 : 3;
  let unit = 10n ** BigInt(p + 1 - kept);
  let sig = round(div(x, q(unit)));
  if (sig >= 10n ** BigInt(kept)) {
    sig /= 10n;
    unit *= 10n;
    p++;
  }
  const value = q(sig * unit);
  if (p < 6) return { value, text: group(`${sig * unit}`), rounded: true };
  const digits = `${sig}`;
  const mantissa = (shift: number) => {
    const rest = digits.slice(shift + 1).replace(/0+$/, '');
    return rest ? `${digits.slice(0, shift + 1)}.${rest}` : digits.slice(0, shift + 1);
  };
  if (p >= 27)
    return {
      value,
      text: `${mantissa(0)} × 10${[...`${p}`].map((d) => SUP[Number(d)]).join('')}`,
      rounded: false,
    };
  const [scale, word] = WORDS.find(([s]) => s <= p) as [number, string];
  return { value, text: `${mantissa(p - scale)} ${word}`, rounded: false };
}

/** The hedge true of result ÷ anchor over [lo, hi], or null. */
export function hedge(lo: Rational, hi: Rational, plainOk: () => boolean, range: boolean): Hedge | null {
  if (inBand(lo, hi, P(980), P(1020)) && plainOk()) return { kind: 'plain' };
  if (inBand(lo, hi, P(900), P(975))) return { kind: 'nearly' };
  if (inBand(lo, hi, P(1025), P(1150))) return { kind: 'a-little-more-than' };
  if (inBand(lo, hi, P(950), P(1050))) return { kind: 'about' };
  if (lt(hi, P(900))) {
    const f = FRACTIONS.find(([, v]) => inBand(lo, hi, mul(v, P(950)), mul(v, P(1050))));
    return f ? { kind: 'fraction', which: f[0] } : null;
  }
  if (range) return null;
  if (ge(lo, FROM)) {
    const a = mult(lo);
    if (!a.rounded && a.text === mult(hi).text) return { kind: 'times', m: a, about: false };
  }
  const n = mult(mul(add(lo, hi), q(1, 2)));
  if (lt(n.value, FROM) || !inBand(lo, hi, mul(n.value, P(950)), mul(n.value, P(1050)))) return null;
  return { kind: 'times', m: n, about: true };
}

export interface Chosen {
  readonly anchor: RefAnchor;
  readonly hedge: Hedge;
  readonly distance: number;
}

/** The result [lo, hi] against one anchor. */
export function against(table: AnchorTable, anchor: RefAnchor, lo: Rational, hi: Rational): Chosen | null {
  const plainOk = () => {
    if (anchor.step === null) return false;
    const ends = [lo, hi, anchor.low, anchor.high];
    return [...table.steps(lo), anchor.step].every((s) => {
      const first = round(div(lo, s));
      return ends.every((e) => round(div(e, s)) === first);
    });
  };
  const h = hedge(div(lo, anchor.high), div(hi, anchor.low), plainOk, anchor.range);
  return h && { anchor, hedge: h, distance: Math.abs(Math.log(toFloat(lo) / anchor.figure)) };
}

function better(a: Chosen, b: Chosen): boolean {
  if (a.anchor.familiarity !== b.anchor.familiarity) return a.anchor.familiarity < b.anchor.familiarity;
  const far = Number(a.distance > Math.log(1.25)) - Number(b.distance > Math.log(1.25));
  if (far !== 0) return far < 0;
  if (a.distance !== b.distance) return a.distance < b.distance;
  return a.anchor.figure < b.anchor.figure;
}

/** Close grade 1 (≤3×), else grade 1 within 10×, else close grade 2, else nearest known, else nearest. */
export function choose(
  table: AnchorTable,
  lo: Rational,
  hi: Rational,
  accept: (anchor: RefAnchor, lo: Rational) => boolean = () => true,
): Chosen | null {
  if (!(toFloat(lo) > 0)) return null;
  const all = [...table.anchors]
    .reverse()
    .filter((a) => accept(a, lo))
    .map((a) => against(table, a, lo, hi))
    .filter((c): c is Chosen => c !== null);
  const best = (list: Chosen[]) =>
    list.reduce<Chosen | null>((b, c) => (b === null || better(c, b) ? c : b), null);
  const nearestOf = (list: Chosen[]) =>
    list.reduce<Chosen | null>((b, c) => (b === null || c.distance < b.distance ? c : b), null);
  const close = best(all.filter((c) => c.distance <= Math.log(3) && c.anchor.familiarity < 3));
  if (close?.anchor.familiarity === 1) return close;
  return (
    best(all.filter((c) => c.anchor.familiarity === 1 && c.distance <= Math.log(10))) ??
    close ??
    nearestOf(all.filter((c) => c.anchor.familiarity < 3)) ??
    nearestOf(all)
  );
}

/** Both results of a comparison share an anchor true of both within 10× of each, where there is one. */
export function choosePair(
  table: AnchorTable,
  first: [Rational, Rational],
  second: [Rational, Rational],
  accept: (anchor: RefAnchor, lo: Rational) => boolean = () => true,
): Chosen | null {
  const a = choose(table, ...first, accept);
  const b = choose(table, ...second, accept);
  if (a === null || b === null || a.anchor === b.anchor) return a;
  let shared: Chosen | null = null;
  let worst = Number.POSITIVE_INFINITY;
  let sharedFigure = 0;
  for (const anchor of [a.anchor, b.anchor]) {
    if (!accept(anchor, first[0]) || !accept(anchor, second[0])) continue;
    const x = against(table, anchor, ...first);
    const y = against(table, anchor, ...second);
    if (!x || !y) continue;
    const w = Math.max(x.distance, y.distance);
    if (w > Math.log(10)) continue;
    if (w < worst || (w === worst && shared && anchor.figure < sharedFigure)) {
      [shared, worst, sharedFigure] = [x, w, anchor.figure];
    }
  }
  return shared ?? a;
}
