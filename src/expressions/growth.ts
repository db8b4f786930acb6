import { growthAnchorCurrency, growthScale } from '../anchors/index.ts';
import { shift, toNumber } from '../money/decimal.ts';
import { type Figure, formatMoney, formatRounded, moneyFigure, type Rounding } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { fromDecimal } from '../money/rational.ts';
import { boundedParam, enumParam } from './params.ts';
import { counted, titleCase } from './prose.ts';
import { expression } from './types.ts';

/** Compounds per year, as sent, and how the sentence says it. */
export const FREQUENCIES = {
  '1': 'annually',
  '2': 'semiannually',
  '4': 'quarterly',
  '12': 'monthly',
  '365': 'daily',
} as const;
type Frequency = keyof typeof FREQUENCIES;

export const RATE = boundedParam(
  'rate',
  'Rate',
  { exclusiveMinimum: 0, exclusiveMaximum: 1 },
  'Yearly interest rate as a fraction: 0.01 is one percent. Greater than 0 and less than 1.',
  '0.05',
);

const FREQUENCY = enumParam(
  'frequency',
  'Frequency',
  Object.keys(FREQUENCIES) as Frequency[],
  'Compounds per year: 1 annually, 2 semiannually, 4 quarterly, 12 monthly, 365 daily.',
  { acceptNumbers: true },
);

export const PERIOD = boundedParam(
  'period',
  'Period',
  { exclusiveMinimum: 0, exclusiveMaximum: 100 },
  'Number of years, fractions allowed. Greater than 0 and less than 100.',
  '20',
);

/** How the sentence echoes the rate (as a percentage) and the period: as a person writes them (docs/prose.md). */
const PERCENT_SHOWN: Rounding = { fractionDigits: 3, below: 100 };
const PERIOD_SHOWN: Rounding = { fractionDigits: 2, below: 100 };

/** The smallest growth shown, by the currency's minor digits: a cent, or one yen. */
const LEAST_SHOWN = { 0: '1', 2: '0.01' } as const;

/** A growth below one unit, rounded half up to a whole unit (0 or 1). */
function wholeUnits(value: number): Figure {
  const rounded = Math.round(value);
  return { text: String(rounded), rounded };
}

/** Interest earned, excluding principal; expm1/log1p keep small rates precise. */
function compoundGrowth(wealth: number, rate: number, perYear: number, years: number): number {
  return wealth * Math.expm1(perYear * years * Math.log1p(rate / perYear));
}

export const growthOfCompoundInterest = expression({
  name: 'growthOfCompoundInterest',
  tool: 'growth_of_compound_interest',
  title: 'Growth by compound interest',
  description:
    'How much the wealth grows through compound interest over a period: the interest earned, excluding the principal, rounded to whole currency units (cents below one unit).',
  params: [RATE, FREQUENCY, PERIOD],
  labelsOf(wealth, _params, result) {
    // The sums of money a scale names, when it names any (a currency-neutral scale names none).
    const anchors = result.scale === null ? undefined : growthAnchorCurrency(wealth.currency.code);
    return { shown: wealth.currency.code, beside: anchors ? [{ code: anchors, role: 'anchors' }] : [] };
  },
  compute(wealth, params, partner) {
    const { rate, frequency, period } = params;
    const grow = (money: Money) =>
      compoundGrowth(money.value, toNumber(rate), Number(frequency), toNumber(period));
    const growth = grow(wealth);
    const { prefix, minorDigits } = wealth.currency;
    // The yen has no minor unit: below one yen the growth is rounded to whole yen too, never to sen.
    const shown = minorDigits === 0 && growth < 1 ? wholeUnits(growth) : moneyFigure(growth);
    const amount =
      shown.rounded === 0 ? `Less Than ${prefix}${LEAST_SHOWN[minorDigits]}` : prefix + shown.text;
    const years = counted(formatRounded(period, PERIOD_SHOWN), 'Year', 'Years');
    const percent = `${formatRounded(shift(rate, 2), PERCENT_SHOWN)}%`;
    return {
      value: shown.rounded,
      unit: wealth.currency.unitName,
      type: null,
      // The amount is a currency prefix (upper case or a symbol) and digits, or `Less Than …`: only the
      // years (`less than 0.01 Years`, `almost 100 Years`) may start a word in lower case.
      phrase: `By ${amount} Over ${titleCase(years)}`,
      sentence: `With ${percent} interest compounded ${FREQUENCIES[frequency]}, a person with ${formatMoney(wealth)} would grow their wealth by ${amount.replace('Less Than', 'less than')} over ${years.toLowerCase()}!`,
      // The scale is decided on the unrounded growth (every scale from exact values, docs/conventions.md §9).
      scale: growthScale(
        growth,
        wealth.currency.code,
        { wealth: fromDecimal(wealth.amount), text: formatMoney(wealth) },
        partner && partner.currency.code === wealth.currency.code ? grow(partner) : undefined,
      ),
    };
  },
});
