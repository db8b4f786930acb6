import { heightScale } from '../anchors/index.ts';
import { CURRENCIES, type CurrencyCode } from '../money/currencies.ts';
import { compare, fromNumber } from '../money/decimal.ts';
import { type Figure, formatCount, formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import {
  compareRational,
  fromDecimal,
  over,
  type Rational,
  rational,
  readableFigure,
  times,
  toFloat,
  twoDigitFigure,
} from '../money/rational.ts';
import { enumParam } from './params.ts';
import { agreeing, climb, counted, type InUnit, type Rung, titleCase, titleFigure } from './prose.ts';
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

/** A height in metres, exact and as its nearest float. */
interface Limit {
  readonly exact: Rational;
  readonly float: number;
}

const limit = (exact: Rational): Limit => ({ exact, float: toFloat(exact) });

/** The metric companion, chosen by its own size: mm below 1 cm, cm below 1 m, m below 1 km, then km. */
const METRIC: readonly { unit: string; perMeter: Rational; below: Limit | null }[] = [
  { unit: 'mm', perMeter: rational(1000), below: limit(rational(1, 100)) },
  { unit: 'cm', perMeter: rational(100), below: limit(rational(1)) },
  { unit: 'm', perMeter: rational(1), below: limit(rational(1000)) },
  { unit: 'km', perMeter: rational(1, 1000), below: null },
];

/** One inch, in metres: below it a stack is shown to two significant digits in both units. */
const ONE_INCH = limit(rational(254, 10_000));

/** Relative distance beyond which a float comparison is trusted (the floats' error is about 1e-15). */
const MARGIN = 1e-9;

/** Whether `meters` (`float` as a float) is below a limit: in floats where clear by MARGIN, exactly otherwise. */
function isBelow(meters: Rational, float: number, { exact, float: bound }: Limit): boolean {
  if (float < bound * (1 - MARGIN)) return true;
  if (float > bound * (1 + MARGIN)) return false;
  return compareRational(meters, exact) < 0;
}

/** A phrase as shown, and in lower case for the sentence. */
interface Phrase {
  readonly title: string;
  readonly lower: string;
}

/**
 * A figure and its unit in both cases. A figure's own text is lower case already (digits, and scale
 * words that only titleFigure capitalises), so the sentence's words are built, not lower-cased.
 */
function countedBoth(text: string, singular: string, plural: string): Phrase {
  const unit = text === '1' ? singular : plural;
  return { title: counted(text, singular, plural), lower: `${text} ${lowerName(unit)}` };
}

/** Unit names in lower case, for the sentence, each lower-cased once. */
const LOWER_NAMES = new Map<string, string>();

function lowerName(name: string): string {
  let lower = LOWER_NAMES.get(name);
  if (lower === undefined) {
    lower = name.toLowerCase();
    LOWER_NAMES.set(name, lower);
  }
  return lower;
}

/** The metric companion's unit and its value, chosen by its own size. */
function metricOf(meters: Rational, float: number): { unit: string; perMeter: Rational; value: Rational } {
  const rung = METRIC.find((m) => m.below === null || isBelow(meters, float, m.below)) ?? METRIC[3];
  const { unit, perMeter } = rung as (typeof METRIC)[number];
  return { unit, perMeter, value: times(meters, perMeter) };
}

/** An imperial phrase with its metric companion in parentheses, in both cases. */
function withMetric(imperial: Phrase, figure: Figure, unit: string): Phrase {
  return {
    title: `${imperial.title} (${titleFigure(figure.text)} ${unit})`,
    lower: `${imperial.lower} (${figure.text} ${unit})`,
  };
}

/**
 * `1,242,742 Miles (2,000,000 km)`, `3 Feet (91 cm)`, `0.079 Inches (2 mm)`, `1.15 Miles (1.85 km)`:
 * both figures come from the exact height, and take more digits where they would read more than 2%
 * apart. Below an inch both show two significant digits at least; the metric figure shows two at least.
 */
function heightPhrase(meters: Rational): Phrase {
  const float = toFloat(meters);
  const { unit, perMeter, value: metricValue } = metricOf(meters, float);
  let rung: Rung;
  let imperial: InUnit;
  if (isBelow(meters, float, ONE_INCH)) {
    rung = LADDER[0] as Rung;
    const inches = times(meters, INCHES_PER_METER);
    imperial = { value: inches, figure: twoDigitFigure(inches) };
  } else {
    const climbed = climb(LADDER, meters);
    rung = climbed.rung;
    imperial = { value: times(meters, rung.perBase), figure: climbed.figure };
  }
  const small = rung === LADDER[0] && imperial.figure.rounded < 1;
  const metric: InUnit = {
    value: metricValue,
    figure: small || unit !== 'km' ? twoDigitFigure(metricValue) : readableFigure(metricValue),
  };
  const [shown, companion] = agreeing(imperial, metric, perMetric(rung, perMeter));
  return withMetric(countedBoth(shown.text, rung.singular, rung.plural), companion, unit);
}

/** Imperial units per metric unit of the pair, exactly. */
function perMetric(rung: Rung, perMeter: Rational): Rational {
  return over(rung.perBase, perMeter);
}

/** Each kind's thickness in metres per unit of money, exactly: thickness in mm ÷ (denomination × 1,000). */
const METERS_PER_UNIT = new Map<MoneyKind, Rational>(
  Object.values(MONEY_KINDS).map((kind) => [
    kind,
    times(fromDecimal(fromNumber(kind.thicknessMm)), rational(1, kind.denomination * 1000)),
  ]),
);

/** The height in metres, exactly: (amount ÷ denomination) × thickness in mm ÷ 1,000. */
function exactMeters(kind: MoneyKind, wealth: Money): Rational {
  return times(fromDecimal(wealth.amount), METERS_PER_UNIT.get(kind) as Rational);
}

/** One piece of a kind of money, named in the singular (every plural name ends in `s`: `loonies` → `loonie`). */
const singularOf = (kind: MoneyKind) => kind.name.slice(0, -1);

/** Whether the wealth is worth less than one piece: then there is no stack at all. */
const lessThanOne = (kind: MoneyKind, wealth: Money) =>
  compare(wealth.amount, { coefficient: BigInt(kind.denomination), exponent: 0 }) < 0;

/**
 * How many such amounts make one piece, the smallest whole number that suffices, as a count of items
 * says it of an item out of reach (docs/prose.md): "It would take 3 times this amount to have one
 * hundred-dollar bill."
 */
function amountsForOne(kind: MoneyKind, wealth: Money): string {
  const amount = fromDecimal(wealth.amount);
  const denomination = BigInt(kind.denomination);
  const needed = (denomination * amount.denominator + amount.numerator - 1n) / amount.numerator;
  return `It would take ${formatCount(needed)} times this amount to have one ${singularOf(kind)}.`;
}

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
    // The wealth's label (US dollars when none is sent, so that `1M` and `$1M` answer alike) is replaced
    // by the kind of money's.
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
      // Less than one note is no stack: said as items say it, `value` still the unrounded height.
      const one = singularOf(kind);
      return {
        value: meters,
        unit: 'meters',
        type: kind.name,
        phrase: titleCase(`less than one ${one}`),
        sentence: `A person with a wealth of ${label} would not have even one ${one}!`,
        scale: amountsForOne(kind, wealth),
      };
    }
    const exact = exactMeters(kind, wealth);
    const phrase = heightPhrase(exact);
    return {
      value: meters,
      unit: 'meters',
      type: kind.name,
      phrase: phrase.title,
      sentence: `A person with a wealth of ${label} would have a stack of ${kind.name} ${phrase.lower} high!`,
      scale: heightScale(
        exact,
        partner && !lessThanOne(kind, partner) ? exactMeters(kind, partner) : undefined,
      ),
    };
  },
});
