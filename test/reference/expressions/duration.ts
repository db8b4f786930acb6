import { durationScale } from '../anchors/index.ts';
import { formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { fromDecimal, over, type Rational, rational, readableFigure, times } from '../money/rational.ts';
import { agreeing } from './pairs.ts';
import { moneyParam } from './params.ts';
import { climb, counted, type Rung } from './prose.ts';
import { expression } from './types.ts';

const DAYS_PER_YEAR = 365;

/** From days: seconds below a minute, minutes below an hour, hours below a day, days below a year, years below a millennium, then millennia. */
const LADDER: readonly Rung[] = [
  { singular: 'Second', plural: 'Seconds', perBase: rational(86_400), upTo: 60 },
  { singular: 'Minute', plural: 'Minutes', perBase: rational(1440), upTo: 60 },
  { singular: 'Hour', plural: 'Hours', perBase: rational(24), upTo: 24 },
  { singular: 'Day', plural: 'Days', perBase: rational(1), upTo: DAYS_PER_YEAR },
  { singular: 'Year', plural: 'Years', perBase: rational(1, DAYS_PER_YEAR), upTo: 1000 },
  {
    singular: 'Millennium',
    plural: 'Millennia',
    perBase: rational(1, DAYS_PER_YEAR * 1000),
    upTo: Number.POSITIVE_INFINITY,
  },
];

const SPEND = moneyParam(
  'spend',
  'Spend',
  'The amount spent every day, in the same notation as the wealth. Without a symbol it takes the currency of the wealth it is spent from.',
  '1000',
);

/**
 * `2.7 Millennia (2,740 Years)`, `100 Days`, `12 Minutes`, `Less Than 0.1 Seconds`,
 * `2.7 Quintillion Millennia (2.7 Sextillion Years)`; `days` exact, so both figures agree.
 */
function durationPhrase(days: Rational): string {
  const { rung, figure: shown } = climb(LADDER, days);
  if (shown.rounded === 0) return `Less Than 0.1 ${rung.plural}`;
  if (rung.singular !== 'Millennium') return counted(shown.text, rung.singular, rung.plural);
  const years = times(days, rational(1, DAYS_PER_YEAR));
  const [millennia, inYears] = agreeing(
    { value: times(days, rung.perBase), figure: shown },
    { value: years, figure: readableFigure(years) },
    rational(1, 1000),
  );
  return `${counted(millennia.text, rung.singular, rung.plural)} (${counted(inYears.text, 'Year', 'Years')})`;
}

/** wealth ÷ spend: how many days the wealth lasts, exactly. */
const daysOf = (wealth: Money, spend: Money): Rational =>
  over(fromDecimal(wealth.amount), fromDecimal(spend.amount));

/** Whether an exact number of days is under two (issue 25: no "every day for 1 day"). */
const underTwoDays = (days: Rational) => days.numerator < 2n * days.denominator;

export const durationOfDailySpend = expression({
  name: 'durationOfDailySpend',
  tool: 'duration_of_daily_spend',
  title: 'Duration of daily spend',
  description:
    'How long a wealth lasts when a fixed amount is spent every day (wealth ÷ spend ÷ 365, in years).',
  params: [SPEND],
  labelsOf(wealth, { spend }) {
    const spendCurrency = spend.explicitCurrency ? spend.currency : wealth.currency;
    return { shown: wealth.currency.code, beside: [{ code: spendCurrency.code, role: 'amount' }] };
  },
  compute(wealth, params, partner) {
    const { spend } = params;
    const spendCurrency = spend.explicitCurrency ? spend.currency : wealth.currency;
    const days = daysOf(wealth, spend);
    const phrase = durationPhrase(days);
    const spent = formatMoney(spend, spendCurrency);
    const label = formatMoney(wealth);
    // "Every day" is said only of two days or more.
    const sentence = underTwoDays(days)
      ? `A person would run through ${label} in ${phrase.toLowerCase()} at ${spent} a day!`
      : `A person with a wealth of ${label} could spend ${spent} every day for ${phrase.toLowerCase()}!`;
    return {
      value: wealth.value / spend.value / DAYS_PER_YEAR,
      unit: 'years',
      type: null,
      phrase,
      sentence,
      scale: durationScale(days, partner && daysOf(partner, spend)),
    };
  },
});
