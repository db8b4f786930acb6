import { growthAnchorCurrency, growthScale } from '../anchors/index.ts';
import { moneyIn } from '../i18n/text.ts';
import { shift } from '../money/decimal.ts';
import { echoRounded, type Rounding } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { fromDecimal } from '../money/rational.ts';
import { boundsOf } from '../money/sum.ts';
import { compoundGrowth, FLOAT_ERROR } from './compound.ts';
import { FREQUENCY_WORDS } from './english.ts';
import { boundedParam, enumParam } from './params.ts';
import { prose } from './speak.ts';
import { expression } from './types.ts';

/** Compounds per year, as sent, and how the sentence says it. */
export const FREQUENCIES = FREQUENCY_WORDS;
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
  compute(wealth, params, partner, lang = 'en') {
    const { rate, frequency, period } = params;
    const { prefix, minorDigits } = wealth.currency;
    // The yen has no minor unit: below one yen the growth is rounded to whole yen too, never to sen.
    const grow = (money: Money) => compoundGrowth(money, rate, Number(frequency), period, minorDigits);
    const shown = grow(wealth);
    const label = moneyIn(wealth, wealth.currency, lang);
    const { phrase, sentence } = prose(
      {
        kind: 'growth',
        wealth: label,
        prefix,
        currency: wealth.currency,
        bounds: boundsOf(shown.float, FLOAT_ERROR),
        growth: shown.rounded === 0 ? null : shown,
        least: LEAST_SHOWN[minorDigits],
        percent: echoRounded(shift(rate, 2), PERCENT_SHOWN),
        frequency,
        years: echoRounded(period, PERIOD_SHOWN),
      },
      lang,
    );
    // `value` is for arithmetic: cents below one unit in every currency (docs/conventions.md §7), the
    // yen too; only its printed figure is in whole yen.
    const value =
      minorDigits === 0 && shown.float < 2
        ? compoundGrowth(wealth, rate, Number(frequency), period).rounded
        : shown.rounded;
    return {
      value,
      unit: wealth.currency.unitName,
      type: null,
      phrase,
      sentence,
      // The scale is decided on the unrounded growth (every scale from exact values, docs/conventions.md §9).
      scale: growthScale(
        shown.float,
        wealth.currency.code,
        { wealth: fromDecimal(wealth.amount), text: label },
        partner && partner.currency.code === wealth.currency.code ? grow(partner).float : undefined,
        lang,
      ),
    };
  },
});
