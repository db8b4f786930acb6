import { heightScale, neededText } from '../anchors/index.ts';
import { CURRENCIES, type CurrencyCode } from '../money/currencies.ts';
import { fromNumber } from '../money/decimal.ts';
import { type Figure, formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import {
  compareRational,
  fromDecimal,
  over,
  type Rational,
  rational,
  readableFigure,
  times,
  twoDigitFigure,
} from '../money/rational.ts';
import { agreeing } from './pairs.ts';
import { enumParam } from './params.ts';
import { climb, counted, type Rung, titleCase, titleFigure } from './prose.ts';
import { expression } from './types.ts';

/** A kind of money: its currency, face value, thickness of one piece and plural name (docs/service.md §2.6, docs/conventions.md §8). */
interface MoneyKind {
  readonly currency: CurrencyCode;
  readonly denomination: number;
  readonly thicknessMm: number;
  readonly name: string;
}

export const MONEY_KINDS = {
  usd_1_coin: { currency: 'USD', denomination: 1, thicknessMm: 2, name: 'dollar coins' },
  usd_100_bill: { currency: 'USD', denomination: 100, thicknessMm: 0.11, name: 'hundred-dollar bills' },
  cad_1_coin: { currency: 'CAD', denomination: 1, thicknessMm: 1.95, name: 'loonies' },
  cad_100_bill: {
    currency: 'CAD',
    denomination: 100,
    thicknessMm: 0.0875,
    name: 'Canadian hundred-dollar bills',
  },
  eur_1_coin: { currency: 'EUR', denomination: 1, thicknessMm: 2.33, name: 'euro coins' },
  eur_100_bill: { currency: 'EUR', denomination: 100, thicknessMm: 0.12, name: 'hundred-euro bills' },
  gbp_1_coin: { currency: 'GBP', denomination: 1, thicknessMm: 2.8, name: 'pound coins' },
  gbp_100_bill: { currency: 'GBP', denomination: 100, thicknessMm: 0.0825, name: 'hundred-pound bills' },
  cny_1_coin: { currency: 'CNY', denomination: 1, thicknessMm: 1.85, name: 'yuan coins' },
  cny_100_bill: { currency: 'CNY', denomination: 100, thicknessMm: 0.1, name: 'hundred-yuan bills' },
  inr_1_coin: { currency: 'INR', denomination: 1, thicknessMm: 1.45, name: 'rupee coins' },
  inr_100_bill: { currency: 'INR', denomination: 100, thicknessMm: 0.11, name: 'hundred-rupee bills' },
  krw_1_coin: { currency: 'KRW', denomination: 1, thicknessMm: 1.45, name: 'won coins' },
  krw_1000_bill: { currency: 'KRW', denomination: 1000, thicknessMm: 0.1, name: 'thousand-won bills' },
  rub_1_coin: { currency: 'RUB', denomination: 1, thicknessMm: 1.5, name: 'ruble coins' },
  rub_100_bill: { currency: 'RUB', denomination: 100, thicknessMm: 0.1, name: 'hundred-ruble bills' },
  try_1_coin: { currency: 'TRY', denomination: 1, thicknessMm: 2, name: 'lira coins' },
  try_100_bill: { currency: 'TRY', denomination: 100, thicknessMm: 0.105, name: 'hundred-lira bills' },
  chf_1_coin: { currency: 'CHF', denomination: 1, thicknessMm: 1.55, name: 'franc coins' },
  chf_100_bill: { currency: 'CHF', denomination: 100, thicknessMm: 0.11, name: 'hundred-franc bills' },
  brl_1_coin: { currency: 'BRL', denomination: 1, thicknessMm: 1.95, name: 'real coins' },
  brl_100_bill: { currency: 'BRL', denomination: 100, thicknessMm: 0.105, name: 'hundred-real bills' },
} as const satisfies Record<string, MoneyKind>;

export type MoneyKindName = keyof typeof MONEY_KINDS;

const TYPE_OF_MONEY = enumParam(
  'typeOfMoney',
  'Type Of Money',
  Object.keys(MONEY_KINDS) as MoneyKindName[],
  'The kind of coin or bill to stack. Its currency replaces any symbol sent with the wealth.',
);

// Exact by definition (international yard and pound, 1959): 1 mile = 1,609.344 m, 1 foot = 0.3048 m,
// 1 inch = 0.0254 m; kept as fractions so that both figures of a phrase are exact.
const INCHES_PER_METER = rational(10_000, 254);
const FEET_PER_METER = rational(10_000, 3048);
const MILES_PER_METER = rational(1000, 1_609_344);

/** Imperial rungs from metres: inches below a foot, feet below a mile, then miles. */
const LADDER: readonly Rung[] = [
  { singular: 'Inch', plural: 'Inches', perBase: INCHES_PER_METER, upTo: 12 },
  { singular: 'Foot', plural: 'Feet', perBase: FEET_PER_METER, upTo: 5280 },
  { singular: 'Mile', plural: 'Miles', perBase: MILES_PER_METER, upTo: Number.POSITIVE_INFINITY },
];

/** The metric companion, chosen by its own size: mm below 1 cm, cm below 1 m, m below 1 km, then km. */
const METRIC: readonly { unit: string; perMeter: Rational; below: Rational | null }[] = [
  { unit: 'mm', perMeter: rational(1000), below: rational(1, 100) },
  { unit: 'cm', perMeter: rational(100), below: rational(1) },
  { unit: 'm', perMeter: rational(1), below: rational(1000) },
  { unit: 'km', perMeter: rational(1, 1000), below: null },
];

/** One inch, in metres: below it a stack is shown to two significant digits in both units. */
const ONE_INCH = rational(254, 10_000);

const isBelow = (a: Rational, b: Rational) => compareRational(a, b) < 0;

/**
 * `1,242,742 Miles (2,000,000 km)`, `3 Feet (91 cm)`, `0.079 Inches (2 mm)`, `1.15 Miles (1.85 km)`:
 * the imperial figure as §7 (two significant digits below an inch), the metric one with two at least,
 * then both given digits until they agree (pairs.ts).
 */
function heightPhrase(meters: Rational): string {
  const rung = METRIC.find((m) => m.below === null || isBelow(meters, m.below)) ?? METRIC[3];
  const { unit, perMeter } = rung as (typeof METRIC)[number];
  const metricValue = times(meters, perMeter);
  let imperial: Rung;
  let first: Figure;
  if (isBelow(meters, ONE_INCH)) {
    imperial = LADDER[0] as Rung;
    first = twoDigitFigure(times(meters, INCHES_PER_METER));
  } else {
    const climbed = climb(LADDER, meters);
    imperial = climbed.rung;
    first = climbed.figure;
  }
  const small = imperial === LADDER[0] && first.rounded < 1;
  const second = small || unit !== 'km' ? twoDigitFigure(metricValue) : readableFigure(metricValue);
  const [shown, companion] = agreeing(
    { value: times(meters, imperial.perBase), figure: first },
    { value: metricValue, figure: second },
    over(imperial.perBase, perMeter),
  );
  return `${counted(shown.text, imperial.singular, imperial.plural)} (${titleFigure(companion.text)} ${unit})`;
}

/** The height in metres, exactly: (amount ÷ denomination) × thickness in mm ÷ 1,000. */
function exactMeters(kind: MoneyKind, wealth: Money): Rational {
  const thicknessMm = fromDecimal(fromNumber(kind.thicknessMm));
  return times(times(fromDecimal(wealth.amount), thicknessMm), rational(1, kind.denomination * 1000));
}

/** Less than one piece of money is no stack (issue 25): said as a count of items says it. */
/** Below ten pieces, how many whole pieces the stack is: ", 2 of them whole", ", 3 in all". */
function piecesOf(kind: MoneyKind, wealth: Money): string {
  const w = fromDecimal(wealth.amount);
  const d = BigInt(kind.denomination);
  const whole = w.numerator / (w.denominator * d);
  if (whole >= 10n) return '';
  return w.numerator % (w.denominator * d) === 0n ? `, ${whole} in all` : `, ${whole} of them whole`;
}

const lessThanOne = (kind: MoneyKind, wealth: Money) =>
  compareRational(fromDecimal(wealth.amount), rational(kind.denomination)) < 0;

export const heightOfMoneyStack = expression({
  name: 'heightOfMoneyStack',
  tool: 'height_of_money_stack',
  title: 'Height of a money stack',
  description:
    'How tall a stack of one kind of coin or bill worth the wealth would be: (wealth ÷ denomination) × thickness, in metres. No currency conversion: the kind of money sets the currency label.',
  params: [TYPE_OF_MONEY],
  currencyOf(_wealth, params) {
    return CURRENCIES[MONEY_KINDS[params.typeOfMoney].currency];
  },
  labelsOf(wealth, params) {
    return {
      shown: MONEY_KINDS[params.typeOfMoney].currency,
      beside: [{ code: wealth.currency.code, role: 'replaced' }],
    };
  },
  compute(wealth, params, partner) {
    const kind: MoneyKind = MONEY_KINDS[params.typeOfMoney];
    const meters = ((wealth.value / kind.denomination) * kind.thicknessMm) / 1000;
    const label = formatMoney(wealth, CURRENCIES[kind.currency]);
    if (lessThanOne(kind, wealth)) {
      const one = kind.name.replace(/s$/, '');
      return {
        value: meters,
        unit: 'meters',
        type: kind.name,
        phrase: titleCase(`less than one ${one}`),
        sentence: `A person with a wealth of ${label} would not have even one ${one}!`,
        scale: neededText(wealth, BigInt(kind.denomination), CURRENCIES[kind.currency], 'have', one),
      };
    }
    const exact = exactMeters(kind, wealth);
    const phrase = heightPhrase(exact);
    return {
      value: meters,
      unit: 'meters',
      type: kind.name,
      phrase,
      sentence: `A person with a wealth of ${label} would have a stack of ${kind.name} ${phrase.toLowerCase()} high${piecesOf(kind, wealth)}!`,
      scale: heightScale(
        exact,
        partner && !lessThanOne(kind, partner) ? exactMeters(kind, partner) : undefined,
      ),
    };
  },
});
