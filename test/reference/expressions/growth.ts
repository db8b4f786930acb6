import { growthAnchorCurrency, growthScale } from '../anchors/index.ts';
import { shift, toNumber } from '../money/decimal.ts';
import { formatMoney, formatRounded, moneyFigure, type Rounding } from '../money/format.ts';
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
    const anchors = result.scale === null ? undefined : growthAnchorCurrency(wealth.currency.code);
    return { shown: wealth.currency.code, beside: anchors ? [{ code: anchors, role: 'anchors' }] : [] };
  },
  compute(wealth, params, partner) {
    const { rate, frequency, period } = params;
    const grow = (money: Money) =>
      compoundGrowth(money.value, toNumber(rate), Number(frequency), toNumber(period));
    const growth = grow(wealth);
    const { prefix, minorDigits } = wealth.currency;
    // The yen has no minor unit: below one yen the growth is rounded to whole yen too.
    const whole = Math.round(growth);
    const shown =
      minorDigits === 0 && growth < 1 ? { text: String(whole), rounded: whole } : moneyFigure(growth);
    const amount =
      shown.rounded === 0 ? `Less Than ${prefix}${minorDigits === 0 ? '1' : '0.01'}` : prefix + shown.text;
    const years = counted(formatRounded(period, PERIOD_SHOWN), 'Year', 'Years');
    const percent = `${formatRounded(shift(rate, 2), PERCENT_SHOWN)}%`;
    return {
      value: shown.rounded,
      unit: wealth.currency.unitName,
      type: null,
      phrase: titleCase(`By ${amount} Over ${years}`),
      sentence: `With ${percent} interest compounded ${FREQUENCIES[frequency]}, a person with ${formatMoney(wealth)} would grow their wealth by ${amount.replace('Less Than', 'less than')} over ${years.toLowerCase()}!`,
      // Issue 25: from the unrounded growth, and against the starting wealth in any currency.
      scale: growthScale(
        growth,
        wealth.currency.code,
        { wealth: fromDecimal(wealth.amount), text: formatMoney(wealth) },
        partner && partner.currency.code === wealth.currency.code ? grow(partner) : undefined,
      ),
    };
  },
});
