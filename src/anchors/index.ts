// The `scale` sentences (docs/conventions.md §9): each result is put next to the anchor the perspective engine
// (perspective.ts) chooses, as a language-neutral claim (claim.ts) said in English in one place
// (english.ts). For a comparison, each call is given the other result too, so that both sides can
// share one anchor.

import { byCode, say } from '../i18n/catalogue.ts';
import type { Lang } from '../i18n/languages.ts';
import { marked, type Priced } from '../i18n/marks.ts';
import { figureIn } from '../i18n/text.ts';
import type { Currency, CurrencyCode } from '../money/currencies.ts';
import { tenTo, toNumber } from '../money/decimal.ts';
import { atLeast, compare, Exact, exact, fraction, over, plus, roundHalfUp, times } from '../money/exact.ts';
import { type Figure, plainShown } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { fromDecimal, fromFloat, type Rational, rational, readableFigure } from '../money/rational.ts';
import type { AnchorClaim, Claim, ClaimUnit, Multiplier, StartHedge } from './claim.ts';
import { type CountedNoun, english } from './english.ts';
import { formatWhole } from './format.ts';
import { EVERYDAY_PRICE } from './items.ts';
import {
  ABOUT,
  type Accept,
  type Amount,
  type AnchorTable,
  BANDS,
  multiplierOf,
  type Perspective,
  perspective,
  perspectivePair,
  point,
  TIMES_FROM,
} from './perspective.ts';
import { ratioTier } from './ratio.ts';
import { speak } from './speak.ts';
import { tablesOf } from './tables.ts';
import type { PreparedAnchor } from './types.ts';

export type { CountedNoun } from './english.ts';

/** Durations under a year have no scale (docs/conventions.md §9): one year, in days. */
const MIN_DURATION_DAYS = rational(365);

function choose(table: AnchorTable, value: Amount, partner?: Amount, accept?: Accept): Perspective | null {
  return partner === undefined
    ? perspective(table, value, accept)
    : perspectivePair(table, value, partner, accept)[0];
}

/** The claim for a chosen perspective. */
function claimOf(chosen: Perspective, value: Amount, unit: ClaimUnit): AnchorClaim {
  return {
    kind: 'anchor',
    anchor: chosen.anchor.id,
    hedge: chosen.hedge,
    unit,
    result: { low: value.low, high: value.high },
    figure: { low: chosen.anchor.lowExact, high: chosen.anchor.highExact },
  };
}

/** What a claim needs to be said: the anchor, the counted thing, the wealth as printed. */
interface Context {
  readonly anchor?: PreparedAnchor;
  readonly item?: CountedNoun;
  readonly wealth?: string;
}

/** A claim in English (english.ts) or in another language (speak.ts, from its catalogue). */
function tell(claim: Claim, context: Context, lang: Lang): string {
  if (byCode(lang)) return english(claim, context);
  return speak(claim, { anchor: context.anchor, item: context.item?.key, wealth: context.wealth }, lang);
}

function said(chosen: Perspective | null, value: Amount, unit: ClaimUnit, lang: Lang): string | null {
  return chosen === null ? null : tell(claimOf(chosen, value, unit), { anchor: chosen.anchor }, lang);
}

const atLeastAYear = (days: Rational) => days.numerator >= MIN_DURATION_DAYS.numerator * days.denominator;

/**
 * Scale for durationOfDailySpend; `days` = wealth ÷ spend, exactly. Events are counted from their day
 * to `today` (a Julian Day Number, the current day unless given).
 */
export function durationScale(
  days: Rational,
  partner?: Rational,
  today?: number,
  lang: Lang = 'en',
): string | null {
  if (!atLeastAYear(days)) return null;
  // A partner under a year has no scale of its own, so there is nothing to share with it.
  const shared = partner !== undefined && atLeastAYear(partner) ? point(partner) : undefined;
  const value = point(days);
  return said(choose(tablesOf(lang).duration(today), value, shared), value, 'day', lang);
}

/** Scale for heightOfMoneyStack; `meters` is the stack's exact height. */
export function heightScale(meters: Rational, partner?: Rational, lang: Lang = 'en'): string | null {
  const value = point(meters);
  return said(choose(tablesOf(lang).height, value, partner && point(partner)), value, 'metre', lang);
}

// ---- Items ----------------------------------------------------------------------------------------

/**
 * "For every" pairings read naturally only for a count too large to picture on its own, against a
 * group of people, seats or stars, with a per-member figure a reader takes in (from about half an item
 * to a thousand): no "3.3 fancy coffees for every cell in a human body", no "7.6 houses for every
 * person in an average US household", and no "about a quarter of a quick meal for every guest on …"
 * (issue 25, the editor's read: a smaller group with whole items per member reads better).
 * Otherwise the scale is the share of the wealth one item takes.
 */
const PAIRING_FROM = 100n;
const PER_MEMBER = { low: fraction(9, 20), high: fraction(1000) };
/** No group is tried that would give less than the floor per member. */
const enoughPerMember: Accept = (anchor, count) => atLeast(over(count.low, anchor.highExact), PER_MEMBER.low);

/** A pairing for `count` whose per-member figure reads naturally, or null. */
function itemsPerspective(
  count: Amount,
  partner: Amount | undefined,
  table: AnchorTable,
): Perspective | null {
  const chosen = choose(table, count, partner, enoughPerMember);
  if (chosen === null) return null;
  const perMember = over(count.low, chosen.anchor.highExact);
  const perMemberHigh = over(count.high, chosen.anchor.lowExact);
  return atLeast(perMember, PER_MEMBER.low) && atLeast(PER_MEMBER.high, perMemberHigh) ? chosen : null;
}

/** A wealth from which "fortunes like this" is said (docs/conventions.md §9: "fortunes" only for fortunes). */
export const FORTUNE_FROM = 100_000;

/** The label item prices are in (US dollar benchmarks, docs/conventions.md §8). */
const PRICE_LABEL = 'USD';

/** What the items scale needs to know of the wealth and the item beyond the count. */
export interface ItemsContext {
  /** The wealth exactly, and as the sentence prints it. */
  readonly wealth: Rational;
  readonly wealthText: string;
  /** The item's price (a whole number of dollars). */
  readonly price: number;
  /** The wealth as sent, and the label it is printed with (for the amount missing to buy one). */
  readonly money: Money;
  readonly currency: Currency;
  /** What the item's US-dollar figure is, for the mark: a price (without one), a salary's amount. */
  readonly priced?: Priced;
}

/** The scale of a wealth too small for one piece of money worth `denomination`: what it would take. */
export function neededScale(
  wealth: Money,
  denomination: bigint,
  currency: Currency,
  item: CountedNoun,
  lang: Lang = 'en',
): string {
  return tell(neededClaim(wealth, denomination, currency), { item }, lang);
}

/**
 * Scale for numberOfItems: several items against a group ("for every person in …"); one item as the
 * share of the wealth it takes; none as the number of such amounts one would need.
 */
export function itemsScale(
  count: bigint,
  item: CountedNoun,
  partner?: bigint,
  context?: ItemsContext,
  lang: Lang = 'en',
): string | null {
  // A wealth in another label measured against the item's US-dollar price says so (docs/prose.md).
  const atPrices = (text: string) =>
    context && context.currency.code !== PRICE_LABEL ? marked(text, 'prices', lang, context.priced) : text;
  if (count <= 0n)
    return context
      ? atPrices(tell(neededClaim(context.money, BigInt(context.price), context.currency), { item }, lang))
      : null;
  const share = () =>
    context ? atPrices(tell(shareClaim(context), { item, wealth: context.wealthText }, lang)) : null;
  if (count < PAIRING_FROM) return share();
  const value = point(rational(count));
  const shared = partner !== undefined && partner >= PAIRING_FROM ? point(rational(partner)) : undefined;
  // Assets pair only with the people of places (docs/prose.md, "for every").
  const tables = tablesOf(lang);
  const table = context && context.price > EVERYDAY_PRICE ? tables.residents : tables.items;
  const chosen = itemsPerspective(value, shared, table);
  if (chosen === null) return share();
  return tell(claimOf(chosen, value, 'item'), { anchor: chosen.anchor, item }, lang);
}

/**
 * What it would take to have one item or piece of money worth `price` (a whole number) with a wealth
 * below it, exactly: within twice the wealth the amount missing, printed as money in the wealth's
 * label (`$1 more`, never "2 times this amount" for $15,079 against $15,080); beyond, whole fortunes
 * for a fortune, else the multiple rounded up at its printed step, so that it reaches the price
 * (`2.2 times this amount` for $47.50 against $100).
 */
export function neededClaim(wealth: Money, price: bigint, currency: Currency): Claim {
  const { coefficient, exponent } = wealth.amount;
  // Wealth and price as whole numbers of the wealth's smallest printed unit (or of whole units).
  const scale = exponent < 0 ? -exponent : 0;
  const have = exponent < 0 ? coefficient : coefficient * tenTo(exponent);
  const need = price * tenTo(scale);
  if (2n * have >= need) {
    // price − wealth, at the wealth's own exponent.
    const amount = { coefficient: need - have, exponent: -scale };
    const shortfall = { amount, value: toNumber(amount), currency, explicitCurrency: true };
    return { kind: 'needed', form: 'more', shortfall };
  }
  const w = fromDecimal(wealth.amount);
  if (w.numerator >= BigInt(FORTUNE_FROM) * w.denominator) {
    // ceil(price ÷ wealth): the whole number of fortunes that suffices.
    const count = (price * w.denominator + w.numerator - 1n) / w.numerator;
    return { kind: 'needed', form: 'fortunes', count };
  }
  return { kind: 'needed', form: 'times', times: reachingMultiple(price * w.denominator, w.numerator) };
}

/**
 * The multiple `numerator ÷ denominator` of a wealth that reaches a price, as §7 prints a figure (tenths
 * below 10, whole numbers from 10) but rounded up, never to the nearest: a multiple that is said
 * must reach what it is for (10.33 times $9.68 is "11 times", not a "10 times" that buys no
 * hundred-yuan bill; 2.105 times $47.50 is "2.2 times"). Said only for a multiple below 10^15.
 */
export function reachingMultiple(numerator: bigint, denominator: bigint): Figure {
  const tenths = (10n * numerator + denominator - 1n) / denominator;
  if (tenths < 100n) {
    const whole = tenths % 10n === 0n;
    return {
      text: whole ? `${tenths / 10n}` : `${tenths / 10n}.${tenths % 10n}`,
      rounded: Number(tenths) / 10,
      shown: whole ? plainShown(tenths / 10n, 0) : plainShown(tenths, 1),
    };
  }
  return readableFigure(rational((numerator + denominator - 1n) / denominator));
}

const HUNDRED = fraction(100);

const TENTH = fraction(1, 10);
/** Powers of ten a tiny share is said to be below ("less than a trillionth of"), the smallest first. */
const TINY_SHARE_POWERS = [21, 18, 15, 12, 9, 6] as const;

function shareClaim({ wealth, price }: ItemsContext): Claim {
  // price ÷ wealth as a percentage: above 50% and at most 100% for one item, less for more.
  const percent = times(over(fraction(price), exact(wealth)), HUNDRED);
  if (!atLeast(percent, fraction(5, 100))) {
    const belowPower = TINY_SHARE_POWERS.find(
      (e) => BigInt(price) * 10n ** BigInt(e) * wealth.denominator < wealth.numerator,
    );
    return {
      kind: 'share',
      percent: multiplierOf(TENTH),
      lessThan: true,
      ...(belowPower ? { belowPower } : {}),
    };
  }
  const m = multiplierOf(percent);
  // The price is the whole wealth: "takes all of", never an empty "takes 100% of".
  if (wealth.numerator === BigInt(price) * wealth.denominator)
    return { kind: 'share', percent: m, lessThan: false, all: true };
  if (m.mantissa !== '100' || atLeast(percent, HUNDRED))
    return { kind: 'share', percent: m, lessThan: false };
  // From 99.5% a whole percentage would print 100% of less than all: a decimal, and from 99.95%
  // "more than 99.9%".
  const tenths = roundHalfUp(times(percent, fraction(10)));
  if (tenths >= 1000n) return { kind: 'share', percent: m, lessThan: false, almostAll: true };
  const mantissa = `${tenths / 10n}.${tenths % 10n}`;
  return {
    kind: 'share',
    percent: { value: rational(tenths, 10n), mantissa, scale: 0, rounded: false },
    lessThan: false,
  };
}

// ---- Growth ---------------------------------------------------------------------------------------

/**
 * The currency of the sums of money a growth's scale names, for a growth in `currency`; undefined when
 * it names none (the start-wealth scale names the caller's own amount). The answer's currency note is
 * decided on it (branch labels, expressions/labels.ts).
 */
export function growthAnchorCurrency(currency: string): CurrencyCode | undefined {
  return currency === 'USD' ? 'USD' : undefined;
}

/** The currency the growth anchors are figures in: sums of money are only compared in their own currency. */
const GROWTH_ANCHOR_CURRENCY = 'USD';

/**
 * Compound growth is computed in floats (exp and log): within this relative distance of the exact
 * figure (its error is below 1e-13), so every claim is made true of that whole range.
 */
const GROWTH_ERROR = 1e-12;

/** A float figure as the range its exact value lies in. */
function around(x: number): Amount {
  const low = x * (1 - GROWTH_ERROR);
  const high = x * (1 + GROWTH_ERROR);
  // Each end is the float's own decimal spelling; its fraction is built only if a comparison is close.
  return { low: new Exact(low, () => fromFloat(low)), high: new Exact(high, () => fromFloat(high)) };
}

/** The wealth a growth started from: exactly, and as printed. */
export interface GrowthStart {
  readonly wealth: Rational;
  readonly text: string;
}

/**
 * Scale for growthOfCompoundInterest; `amount` is the interest earned in `currency`, unrounded (as
 * computed in floats). A growth in US dollars is put next to US dollar amounts; every other currency
 * (the service applies no exchange rate) and a dollar growth no anchor fits are put against the
 * starting wealth, which needs no exchange rate: "That more than doubles the starting €1,000,000."
 */
export function growthScale(
  amount: number,
  currency: string,
  start?: GrowthStart,
  partner?: number,
  lang: Lang = 'en',
): string | null {
  if (!(amount > 0) || !Number.isFinite(amount)) return null;
  const value = around(amount);
  if (currency === GROWTH_ANCHOR_CURRENCY) {
    const shared = partner !== undefined && partner > 0 ? around(partner) : undefined;
    const chosen = choose(tablesOf(lang).growth, value, shared);
    if (chosen !== null) return said(chosen, value, 'USD', lang);
  }
  if (start === undefined) return null;
  const begin = exact(start.wealth);
  const hedge = startHedge(over(value.low, begin), over(value.high, begin));
  if (hedge === null) return null;
  return tell(
    { kind: 'start', hedge, share: { low: over(value.low, begin), high: over(value.high, begin) } },
    { wealth: start.text },
    lang,
  );
}

const within = (low: Exact, high: Exact, band: { low: Exact; high: Exact }) =>
  atLeast(low, band.low) && atLeast(band.high, high);
const aroundFigure = (figure: Exact) => ({ low: times(figure, ABOUT.low), high: times(figure, ABOUT.high) });

const SHARES = (
  [
    ['a-tenth', fraction(1, 10)],
    ['a-fifth', fraction(1, 5)],
    ['a-quarter', fraction(1, 4)],
    ['a-third', fraction(1, 3)],
    ['half', fraction(1, 2)],
    ['two-thirds', fraction(2, 3)],
    ['three-quarters', fraction(3, 4)],
  ] as const
).map(([which, share]) => [which, aroundFigure(share)] as const);
const ONE = fraction(1);
const TENTH_PERCENT = fraction(5, 10_000);

/** How growth ÷ starting wealth (in [low, high]) reads against the start; null when nothing is true. */
export function startHedge(low: Exact, high: Exact): StartHedge | null {
  for (const [which, band] of SHARES) {
    if (within(low, high, band)) return { kind: 'adds-fraction', which };
  }
  // The whole after growth, as a multiple of the start.
  const totalLow = plus(low, ONE);
  const totalHigh = plus(high, ONE);
  for (const by of [2, 3] as const) {
    const k = fraction(by);
    const [l, h] = [over(totalLow, k), over(totalHigh, k)];
    if (within(l, h, BANDS.nearly)) return { kind: 'multiplies', by, hedge: 'nearly' };
    if (within(l, h, BANDS['a-little-more-than'])) return { kind: 'multiplies', by, hedge: 'more-than' };
    if (within(l, h, BANDS.about)) return { kind: 'multiplies', by, hedge: 'about' };
  }
  if (!atLeast(low, ONE)) {
    // Less than doubling: the share as a percentage, true within its printed rounding.
    if (!atLeast(high, TENTH_PERCENT)) {
      return { kind: 'adds-percent', percent: multiplierOf(ONE), lessThan: true };
    }
    // One decimal below 10%, whole from 10%; where the range straddles a rounding step (its float
    // error around a figure such as 0.25%), one or two decimals more.
    const [percentLow, percentHigh] = [times(low, HUNDRED), times(high, HUNDRED)];
    const base = compare(percentHigh, TEN_PERCENT) < 0 ? 1 : 0;
    for (let extra = 0; extra <= 2; extra++) {
      const atLow = percentText(percentLow, base + extra);
      if (atLow.mantissa === percentText(percentHigh, base + extra).mantissa) {
        return { kind: 'adds-percent', percent: atLow, lessThan: false };
      }
    }
    return null;
  }
  // Growth at least the start: the growth as a multiple of it ("That is 4.3 times the starting …").
  const atLow = multiplierOf(low);
  if (atLeast(low, TIMES_FROM) && !atLow.rounded && sameText(atLow, multiplierOf(high))) {
    return { kind: 'times', multiplier: atLow, about: false };
  }
  const middle = multiplierOf(times(fraction(1, 2), plus(low, high)));
  const n = exact(middle.value);
  return atLeast(n, TIMES_FROM) && within(low, high, aroundFigure(n))
    ? { kind: 'times', multiplier: middle, about: true }
    : null;
}

const TEN_PERCENT = fraction(10);

/** A percentage rounded half away from zero to `decimals` decimals, trailing zeros dropped. */
function percentText(x: Exact, decimals: number): Multiplier {
  const unit = 10n ** BigInt(decimals);
  const scaled = roundHalfUp(times(x, fraction(unit)));
  const rest = `${scaled % unit}`.padStart(decimals, '0').replace(/0+$/, '');
  const whole = `${scaled / unit}`;
  return {
    value: rational(scaled, unit),
    mantissa: rest ? `${whole}.${rest}` : whole,
    scale: 0,
    rounded: false,
  };
}

const sameText = (a: Multiplier, b: Multiplier) =>
  a.mantissa === b.mantissa && a.scale === b.scale && a.power === b.power;

// ---- Ratio ----------------------------------------------------------------------------------------

/**
 * Scale for comparison; `factor` is the larger wealth ÷ the smaller, exactly. The tier is decided on
 * it, never on a rounded figure. Null for equal wealths: the sentence already says they are equal.
 */
export function ratioScale(factor: Rational, lang: Lang = 'en'): string | null {
  if (factor.numerator === factor.denominator) return null;
  const tier = ratioTier(factor);
  if (byCode(lang)) return tier.sentence;
  const key = TIER_KEYS[tier.atLeast];
  if (key) return say(lang, key);
  const threshold = figureIn(
    { text: formatWhole(tier.atLeast), shown: plainShown(BigInt(tier.atLeast), 0) },
    lang,
  );
  return say(lang, 'tier.extreme', { threshold: threshold.text, worded: threshold.worded ? 'yes' : 'no' });
}

/** The catalogue key of each tier below the extreme ones, by its threshold. */
const TIER_KEYS: Readonly<Record<number, string>> = {
  1: 'tier.roughlyEqual',
  1.1: 'tier.modest',
  2: 'tier.large',
  10: 'tier.veryLarge',
};
