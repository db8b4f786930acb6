import { durationScale } from '../anchors/index.ts';
import { moneyIn } from '../i18n/text.ts';
import type { Currency } from '../money/currencies.ts';
import { type Figure, plainShown } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { fromDecimal, over, type Rational, rational, readableFigure, times } from '../money/rational.ts';
import type { Quantity } from './claims.ts';
import { moneyParam } from './params.ts';
import { agreeing, climb, type Rung } from './prose.ts';
import { prose } from './speak.ts';
import { expression } from './types.ts';

const DAYS_PER_YEAR = 365;

/** From days: seconds below a minute, minutes below an hour, hours below a day, days below a year, years below a millennium, then millennia. */
const LADDER: readonly Rung[] = [
  { unit: 'second', perBase: rational(86_400), upTo: 60 },
  { unit: 'minute', perBase: rational(1440), upTo: 60 },
  { unit: 'hour', perBase: rational(24), upTo: 24 },
  { unit: 'day', perBase: rational(1), upTo: DAYS_PER_YEAR },
  { unit: 'year', perBase: rational(1, DAYS_PER_YEAR), upTo: 1000 },
  { unit: 'millennium', perBase: rational(1, DAYS_PER_YEAR * 1000), upTo: Number.POSITIVE_INFINITY },
];

const SPEND = moneyParam(
  'spend',
  'Spend',
  'The amount spent every day, in the same notation as the wealth. Without a symbol it takes the currency of the wealth it is spent from.',
  '1000',
);

/** The smallest figure a duration shows: below it, `Less Than 0.1 Seconds`. */
const TENTH: Figure = { text: '0.1', rounded: 0.1, shown: plainShown(1, 1) };

/**
 * `2.7 Millennia (2,740 Years)`, `100 Days`, `12 Minutes`, `Less Than 0.1 Seconds`,
 * `2.7 Quintillion Millennia (2.7 Sextillion Years)`; `days` exact, so both figures agree.
 */
function durationOf(days: Rational): Quantity {
  const { rung, figure: shown } = climb(LADDER, days);
  if (shown.rounded === 0) return { figure: TENTH, unit: rung.unit, lessThan: true };
  if (rung.unit !== 'millennium') return { figure: shown, unit: rung.unit };
  // Millennia and years are one quantity in two units: their figures agree (docs/prose.md).
  const inYears = times(days, rational(1, DAYS_PER_YEAR));
  const [millennia, years] = agreeing(
    { value: times(days, rung.perBase), figure: shown },
    { value: inYears, figure: readableFigure(inYears) },
    YEARS_PER_MILLENNIUM,
    1 / 1000,
  );
  return { figure: millennia, unit: 'millennium', also: { figure: years, unit: 'year' } };
}

const YEARS_PER_MILLENNIUM = rational(1, 1000);

/** wealth ÷ spend: how many days the wealth lasts, exactly. */
const daysOf = (wealth: Money, spend: Money): Rational =>
  over(fromDecimal(wealth.amount), fromDecimal(spend.amount));

/** A spend sent without a symbol takes the currency of the wealth it is spent from (docs/conventions.md §6). */
const spendCurrencyOf = (wealth: Money, spend: Money): Currency =>
  spend.explicitCurrency ? spend.currency : wealth.currency;

/**
 * Whether an exact number of days is under two: "every day" is then never said (spending $999,999
 * every day for 1 day says nothing); the wealth is run through at the daily rate instead.
 */
const underTwoDays = (days: Rational) => days.numerator < 2n * days.denominator;

export const durationOfDailySpend = expression({
  name: 'durationOfDailySpend',
  tool: 'duration_of_daily_spend',
  title: 'Duration of daily spend',
  description:
    'How long a wealth lasts when a fixed amount is spent every day (wealth ÷ spend ÷ 365, in years).',
  params: [SPEND],
  labelsOf(wealth, { spend }) {
    return {
      shown: wealth.currency.code,
      beside: [{ code: spendCurrencyOf(wealth, spend).code, role: 'amount' }],
    };
  },
  compute(wealth, params, partner, lang = 'en') {
    const { spend } = params;
    const spendCurrency = spendCurrencyOf(wealth, spend);
    const days = daysOf(wealth, spend);
    const { phrase, sentence } = prose(
      {
        kind: 'duration',
        // "Every day" is said only of two days or more: a shorter run is said as a wealth run through.
        form: underTwoDays(days) ? 'runThrough' : 'spend',
        wealth: moneyIn(wealth, wealth.currency, lang),
        spend: moneyIn(spend, spendCurrency, lang),
        length: durationOf(days),
      },
      lang,
    );
    return {
      value: wealth.value / spend.value / DAYS_PER_YEAR,
      unit: 'years',
      type: null,
      phrase,
      sentence,
      scale: durationScale(days, partner && daysOf(partner, spend), undefined, lang),
    };
  },
});
