import { heightScale, neededScale } from '../anchors/index.ts';
import { byCode, say } from '../i18n/catalogue.ts';
import type { Lang } from '../i18n/languages.ts';
import { moneyIn } from '../i18n/text.ts';
import { CURRENCIES, type CurrencyCode } from '../money/currencies.ts';
import { compare as compareDecimal, fromNumber } from '../money/decimal.ts';
import { compare, Exact, exact } from '../money/exact.ts';
import type { Money } from '../money/parse.ts';
import {
  fromDecimal,
  over,
  type Rational,
  rational,
  readableFigure,
  times,
  toFloat,
  twoDigitFigure,
} from '../money/rational.ts';
import type { Quantity, Unit } from './claims.ts';
import { singularOf } from './english.ts';
import { enumParam } from './params.ts';
import { agreeing, climb, type InUnit, type Rung } from './prose.ts';
import { prose } from './speak.ts';
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
  { unit: 'inch', perBase: INCHES_PER_METER, upTo: 12 },
  { unit: 'foot', perBase: FEET_PER_METER, upTo: 5280 },
  { unit: 'mile', perBase: MILES_PER_METER, upTo: Number.POSITIVE_INFINITY },
];

/** A metric companion: its unit, its units per metre, the height it is used below, and each imperial rung's units per its unit. */
interface Metric {
  readonly unit: Unit;
  readonly perMeter: Rational;
  readonly below: Exact | null;
  readonly imperialPer: ReadonlyMap<Rung, { exact: Rational; float: number }>;
}

function metricUnit(unit: Unit, perMeter: Rational, below: Rational | null): Metric {
  const imperialPer = new Map(
    LADDER.map((rung) => {
      const per = over(rung.perBase, perMeter);
      return [rung, { exact: per, float: toFloat(per) }] as const;
    }),
  );
  return { unit, perMeter, below: below && exact(below), imperialPer };
}

/** The metric companion, chosen by its own size: mm below 1 cm, cm below 1 m, m below 1 km, then km. */
const METRIC: readonly Metric[] = [
  metricUnit('mm', rational(1000), rational(1, 100)),
  metricUnit('cm', rational(100), rational(1)),
  metricUnit('m', rational(1), rational(1000)),
  metricUnit('km', rational(1, 1000), null),
];

/** One inch, in metres: below it a stack is shown to two significant digits in both units. */
const ONE_INCH = exact(rational(254, 10_000));

/**
 * `1,242,742 Miles (2,000,000 km)`, `3 Feet (91 cm)`, `0.079 Inches (2 mm)`, `1.15 Miles (1.85 km)`:
 * both figures come from the exact height, and take more digits where they would read more than 2%
 * apart. Below an inch both show two significant digits at least; the metric figure shows two at least.
 */
function heightOf(meters: Rational): Quantity {
  const height = new Exact(toFloat(meters), meters);
  const metric = (METRIC.find((m) => m.below === null || compare(height, m.below) < 0) ??
    METRIC[3]) as Metric;
  const metricValue = times(meters, metric.perMeter);
  let rung: Rung;
  let imperial: InUnit;
  if (compare(height, ONE_INCH) < 0) {
    rung = LADDER[0] as Rung;
    const inches = times(meters, INCHES_PER_METER);
    imperial = { value: inches, figure: twoDigitFigure(inches) };
  } else {
    const climbed = climb(LADDER, meters);
    rung = climbed.rung;
    imperial = { value: times(meters, rung.perBase), figure: climbed.figure };
  }
  const small = rung === LADDER[0] && imperial.figure.rounded < 1;
  const companion: InUnit = {
    value: metricValue,
    figure: small || metric.unit !== 'km' ? twoDigitFigure(metricValue) : readableFigure(metricValue),
  };
  const per = metric.imperialPer.get(rung) as { exact: Rational; float: number };
  const [shown, also] = agreeing(imperial, companion, per.exact, per.float);
  return { figure: shown, unit: rung.unit, also: { figure: also, unit: metric.unit } };
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

/** Below this many pieces a stack says how many whole pieces it is. */
const FEW_PIECES = 10n;

/** The stack sentence with its count of whole pieces before the closing punctuation: ", 2 of them whole". */
function withPieces(sentence: string, count: bigint, exactly: boolean, kind: MoneyKind, lang: Lang): string {
  const [, body = sentence, end = ''] = /^([\s\S]*?)(\s*[!.?！。？]*)$/.exec(sentence) ?? [];
  if (byCode(lang)) return `${body}, ${count} ${exactly ? 'in all' : 'of them whole'}${end}`;
  // The pieces by what they are (`huit billets entiers`, `nove banconote intere`), where a language names them.
  const piece = kind.name.endsWith('bills') ? 'note' : 'coin';
  return say(lang, exactly ? 'pieces.all' : 'pieces.whole', { body, end, count: Number(count), piece });
}

/** Whether the wealth is worth less than one piece: then there is no stack at all. */
const lessThanOne = (kind: MoneyKind, wealth: Money) =>
  compareDecimal(wealth.amount, { coefficient: BigInt(kind.denomination), exponent: 0 }) < 0;

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
  compute(wealth, params, partner, lang = 'en') {
    const kind: MoneyKind = MONEY_KINDS[params.typeOfMoney];
    const meters = ((wealth.value / kind.denomination) * kind.thicknessMm) / 1000;
    const label = moneyIn(wealth, CURRENCIES[kind.currency], lang);
    const result = { value: meters, unit: 'meters', type: kind.name };
    if (lessThanOne(kind, wealth)) {
      // Less than one note is no stack: said as items say it, `value` still the unrounded height.
      const said = prose(
        {
          kind: 'noStack',
          wealth: label,
          money: kind.name,
          moneyKind: params.typeOfMoney,
          needed: neededScale(
            wealth,
            BigInt(kind.denomination),
            CURRENCIES[kind.currency],
            {
              verb: 'have',
              singular: singularOf(kind.name),
              plural: kind.name,
              key: `money.${params.typeOfMoney}`,
            },
            lang,
          ),
        },
        lang,
      );
      return { ...result, ...said };
    }
    const exactHeight = exactMeters(kind, wealth);
    const { phrase, sentence: stack } = prose(
      {
        kind: 'stack',
        wealth: label,
        money: kind.name,
        moneyKind: params.typeOfMoney,
        height: heightOf(exactHeight),
      },
      lang,
    );
    // Below ten pieces the stack says how many whole pieces it is (docs/prose.md): no stack of whole
    // coins is 2.6 coins high.
    const pieces = over(fromDecimal(wealth.amount), rational(kind.denomination));
    const whole = pieces.numerator / pieces.denominator;
    const sentence =
      whole < FEW_PIECES
        ? withPieces(stack, whole, pieces.numerator % pieces.denominator === 0n, kind, lang)
        : stack;
    return {
      ...result,
      phrase,
      sentence,
      scale: heightScale(
        exactHeight,
        partner && !lessThanOne(kind, partner) ? exactMeters(kind, partner) : undefined,
        lang,
      ),
    };
  },
});
