// The reference `scale` sentences: the claims of perspective.ts, said in English, written apart from
// src/anchors/english.ts.
import type { Currency, CurrencyCode } from '../money/currencies.ts';
import { toNumber } from '../money/decimal.ts';
import { formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import {
  compareRational,
  fromDecimal,
  fromFloat,
  type Rational,
  rational,
  readableFigure,
} from '../money/rational.ts';
import { type Chosen, choose, choosePair, FROM, type Hedge, type Mult, mult } from './perspective.ts';
import { ratioTier } from './ratio.ts';
import {
  type AnchorTable,
  durationTable,
  growthTable,
  heightTable,
  itemsTable,
  type RefAnchor,
  residentsTable,
} from './tables.ts';

const q = rational;
const mul = (a: Rational, b: Rational) => q(a.numerator * b.numerator, a.denominator * b.denominator);
const div = (a: Rational, b: Rational) => q(a.numerator * b.denominator, a.denominator * b.numerator);
const ge = (a: Rational, b: Rational) => compareRational(a, b) >= 0;
const P = (n: number) => q(n, 1000);
const inBand = (lo: Rational, hi: Rational, a: Rational, b: Rational) => ge(lo, a) && ge(b, hi);

export interface CountedNoun {
  readonly singular: string;
  readonly plural: string;
  readonly verb?: string;
}

const FRACTION_WORDS: Record<string, string> = {
  'a-tenth': 'a tenth',
  'a-fifth': 'a fifth',
  'a-quarter': 'a quarter',
  'a-third': 'a third',
  half: 'half',
  'two-thirds': 'two thirds',
  'three-quarters': 'three quarters',
};

function lead(h: Hedge): string {
  if (h.kind === 'plain') return '';
  if (h.kind === 'a-little-more-than') return 'a little more than ';
  if (h.kind === 'fraction')
    return h.which === 'half' ? 'about half ' : `about ${FRACTION_WORDS[h.which]} of `;
  if (h.kind === 'times')
    return h.m.text === '2' && !h.about ? 'twice ' : `${h.about ? 'about ' : ''}${h.m.text} times `;
  return `${h.kind} `;
}

const an = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

function counted(h: Hedge, noun: CountedNoun): string {
  if (h.kind === 'plain') return `one ${noun.singular}`;
  if (h.kind === 'fraction')
    return h.which === 'half'
      ? `about half ${an(noun.singular)}`
      : `about ${FRACTION_WORDS[h.which]} of ${an(noun.singular)}`;
  if (h.kind === 'times') return `${h.about ? 'about ' : ''}${h.m.text} ${noun.plural}`;
  return `${lead(h)}one ${noun.singular}`;
}

const said = (c: Chosen | null) => (c === null ? null : `That is ${lead(c.hedge)}${c.anchor.phrase}.`);

function pick(
  table: AnchorTable,
  value: [Rational, Rational],
  partner?: [Rational, Rational],
  accept?: (anchor: RefAnchor, lo: Rational) => boolean,
): Chosen | null {
  return partner === undefined ? choose(table, ...value, accept) : choosePair(table, value, partner, accept);
}

const YEAR = q(365);

export function durationScale(days: Rational, partner?: Rational, today?: number): string | null {
  if (!ge(days, YEAR)) return null;
  const other =
    partner !== undefined && ge(partner, YEAR) ? ([partner, partner] as [Rational, Rational]) : undefined;
  return said(pick(durationTable(today), [days, days], other));
}

export function heightScale(meters: Rational, partner?: Rational): string | null {
  return said(pick(heightTable, [meters, meters], partner && [partner, partner]));
}

export interface ItemsContext {
  readonly wealth: Rational;
  readonly wealthText: string;
  readonly price: number;
  readonly money: Money;
  readonly currency: Currency;
}

/**
 * "It would take …" for a wealth below the price of one (issue 25): up to twice the wealth the money
 * missing, exactly (`$1 more`); past that whole fortunes from $100,000, or the multiple rounded up at
 * its printed step, so that it reaches the price (`2.2 times this amount` for $47.50 against $100).
 */
export function neededText(
  money: Money,
  price: bigint,
  currency: Currency,
  verb: string,
  one: string,
): string {
  const w = fromDecimal(money.amount);
  const missing = rational(price * w.denominator - w.numerator, w.denominator);
  let what: string;
  if (ge(mul(q(2n), w), q(price))) {
    // The missing amount at the wealth's own decimals: price − wealth, with the wealth's exponent.
    const places = Math.max(0, -money.amount.exponent);
    const amount = {
      coefficient: (missing.numerator * 10n ** BigInt(places)) / missing.denominator,
      exponent: -places,
    };
    what = `${formatMoney({ amount, value: toNumber(amount), currency, explicitCurrency: true }, currency)} more`;
  } else if (ge(w, q(100_000))) {
    what = `${fmt((price * w.denominator + w.numerator - 1n) / w.numerator)} fortunes like this`;
  } else {
    // Rounded up at its printed step (tenths below 10, whole from 10): the multiple reaches the price.
    const tenths = (10n * price * w.denominator + w.numerator - 1n) / w.numerator;
    const figure =
      tenths < 100n
        ? `${tenths / 10n}${tenths % 10n === 0n ? '' : `.${tenths % 10n}`}`
        : readableFigure(rational((price * w.denominator + w.numerator - 1n) / w.numerator)).text;
    what = `${figure} times this amount`;
  }
  return `It would take ${what} to ${verb} one ${one}.`;
}

const fmt = (n: bigint) => `${n}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function itemsScale(
  count: bigint,
  item: CountedNoun,
  partner?: bigint,
  context?: ItemsContext,
): string | null {
  // A wealth in another label than the prices' US dollars says so inside the sentence (docs/prose.md).
  const atPrices = (text: string) =>
    context && context.currency.code !== 'USD' ? text.replace(/\.$/, ' (at US-dollar prices).') : text;
  if (count <= 0n) {
    if (!context) return null;
    return atPrices(
      neededText(context.money, BigInt(context.price), context.currency, item.verb ?? 'buy', item.singular),
    );
  }
  const share = () => (context ? atPrices(shareText(context) as string) : null);
  const shareText = (context: ItemsContext) => {
    const percent = mul(div(q(context.price), context.wealth), q(100));
    if (!ge(percent, q(5, 100))) {
      // Below a millionth, the power of ten it is below (issue 25, the editor's read).
      const words = [
        'sextillionth',
        'quintillionth',
        'quadrillionth',
        'trillionth',
        'billionth',
        'millionth',
      ];
      const i = [21, 18, 15, 12, 9, 6].findIndex(
        (e) => !ge(div(q(context.price), context.wealth), q(1n, 10n ** BigInt(e))),
      );
      const less = i < 0 ? '0.1%' : `a ${words[i]}`;
      return `One ${item.singular} takes less than ${less} of ${context.wealthText}.`;
    }
    const m = mult(percent);
    let text = `${m.text}%`;
    // The price is the whole wealth: "all of" (issue 25, the editor's read).
    if (ge(percent, q(100)) && ge(q(100), percent)) text = 'all';
    else if (m.text === '100' && !ge(percent, q(100))) {
      const tenths = (2n * percent.numerator * 10n + percent.denominator) / (2n * percent.denominator);
      text = tenths >= 1000n ? 'more than 99.9%' : `${tenths / 10n}.${tenths % 10n}%`;
    }
    return `One ${item.singular} takes ${text} of ${context.wealthText}.`;
  };
  if (count < 100n) return share();
  const c = q(count);
  const other =
    partner !== undefined && partner >= 100n ? ([q(partner), q(partner)] as [Rational, Rational]) : undefined;
  // At least about half an item per member (issue 25, the editor's read): no larger group is tried.
  // Items above $2,000 (assets, salaries, debts) never pair with a group gathered by an occasion.
  const groups = context && context.price > 2_000 ? residentsTable : itemsTable;
  const chosen = pick(groups, [c, c], other, (a, lo) => ge(div(lo, a.high), q(9, 20)));
  if (chosen === null) return share();
  const perMember = [div(c, chosen.anchor.high), div(c, chosen.anchor.low)] as const;
  if (!inBand(perMember[0], perMember[1], q(9, 20), q(1000))) return share();
  return `That is ${counted(chosen.hedge, item)} for every ${chosen.anchor.phrase}.`;
}

/**
 * The currency of the sums of money a growth's scale names, for a growth in `currency`; undefined when
 * it names none (the start-wealth scale names the caller's own amount). The answer's currency note is
 * decided on it (branch labels, expressions/labels.ts).
 */
export function growthAnchorCurrency(currency: string): CurrencyCode | undefined {
  return currency === 'USD' ? 'USD' : undefined;
}

export interface GrowthStart {
  readonly wealth: Rational;
  readonly text: string;
}

const around = (x: number): [Rational, Rational] => [fromFloat(x * (1 - 1e-12)), fromFloat(x * (1 + 1e-12))];

export function growthScale(
  amount: number,
  currency: string,
  start?: GrowthStart,
  partner?: number,
): string | null {
  if (!(amount > 0) || !Number.isFinite(amount)) return null;
  const value = around(amount);
  if (currency === 'USD') {
    const chosen = pick(
      growthTable,
      value,
      partner !== undefined && partner > 0 ? around(partner) : undefined,
    );
    if (chosen) return said(chosen);
  }
  if (!start) return null;
  const [lo, hi] = [div(value[0], start.wealth), div(value[1], start.wealth)];
  const s = `the starting ${start.text}`;
  const shares: [string, Rational][] = [
    ['a-tenth', q(1, 10)],
    ['a-fifth', q(1, 5)],
    ['a-quarter', q(1, 4)],
    ['a-third', q(1, 3)],
    ['half', q(1, 2)],
    ['two-thirds', q(2, 3)],
    ['three-quarters', q(3, 4)],
  ];
  for (const [which, f] of shares) {
    if (inBand(lo, hi, mul(f, P(950)), mul(f, P(1050))))
      return `That adds about ${FRACTION_WORDS[which]} to ${s}.`;
  }
  const one = q(1);
  const plus1 = (x: Rational) => q(x.numerator + x.denominator, x.denominator);
  for (const [by, verb] of [
    [2, 'doubles'],
    [3, 'triples'],
  ] as const) {
    const [l, h] = [div(plus1(lo), q(by)), div(plus1(hi), q(by))];
    if (inBand(l, h, P(900), P(975))) return `That nearly ${verb} ${s}.`;
    if (inBand(l, h, P(1025), P(1150))) return `That more than ${verb} ${s}.`;
    if (inBand(l, h, P(950), P(1050))) return `That about ${verb} ${s}.`;
  }
  if (!ge(lo, one)) {
    if (!ge(hi, q(5, 10_000))) return `That adds less than 0.1% to ${s}.`;
    const [pl, ph] = [mul(lo, q(100)), mul(hi, q(100))];
    const text = (x: Rational, decimals: number) => {
      const unit = 10n ** BigInt(decimals);
      const scaled = (2n * x.numerator * unit + x.denominator) / (2n * x.denominator);
      const rest = `${scaled % unit}`.padStart(decimals, '0').replace(/0+$/, '');
      return rest ? `${scaled / unit}.${rest}` : `${scaled / unit}`;
    };
    const base = ge(ph, q(10)) ? 0 : 1;
    for (let extra = 0; extra <= 2; extra++) {
      if (text(pl, base + extra) === text(ph, base + extra))
        return `That adds ${text(pl, base + extra)}% to ${s}.`;
    }
    return null;
  }
  const a: Mult = mult(lo);
  if (ge(lo, FROM) && !a.rounded && a.text === mult(hi).text)
    return `That is ${lead({ kind: 'times', m: a, about: false })}${s}.`;
  const n = mult(
    mul(
      q(lo.numerator * hi.denominator + hi.numerator * lo.denominator, lo.denominator * hi.denominator),
      q(1, 2),
    ),
  );
  if (ge(n.value, FROM) && inBand(lo, hi, mul(n.value, P(950)), mul(n.value, P(1050)))) {
    return `That is ${lead({ kind: 'times', m: n, about: true })}${s}.`;
  }
  return null;
}

export function ratioScale(factor: Rational): string | null {
  if (factor.numerator === factor.denominator) return null;
  return ratioTier(factor).sentence;
}
