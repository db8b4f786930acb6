import { durationScale } from '../anchors/index.ts';
import { formatMoney } from '../money/format.ts';
import { exactFigure, fromDecimal, over, type Rational, rational, times } from '../money/rational.ts';
import { moneyParam } from './params.ts';
import { climb, counted, type Rung } from './prose.ts';
import { expression } from './types.ts';

const DAYS_PER_YEAR = 365;

/** From days: hours below a day, days below a year, years below a millennium, then millennia. */
const LADDER: readonly Rung[] = [
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

/** `2.7 Millennia (2,740 Years)`, `100 Days`, `Less Than 0.1 Hours`; `days` exact, so both figures agree. */
function durationPhrase(days: Rational): string {
  const { rung, figure: shown } = climb(LADDER, days);
  if (shown.rounded === 0) return `Less Than 0.1 ${rung.plural}`;
  const text = counted(shown.text, rung.singular, rung.plural);
  if (rung.singular !== 'Millennium') return text;
  return `${text} (${counted(exactFigure(times(days, rational(1, DAYS_PER_YEAR))).text, 'Year', 'Years')})`;
}

export const durationOfDailySpend = expression({
  name: 'durationOfDailySpend',
  tool: 'duration_of_daily_spend',
  title: 'Duration of daily spend',
  description:
    'How long a wealth lasts when a fixed amount is spent every day (wealth ÷ spend ÷ 365, in years).',
  params: [SPEND],
  compute(wealth, params) {
    const { spend } = params;
    const spendCurrency = spend.explicitCurrency ? spend.currency : wealth.currency;
    const years = wealth.value / spend.value / DAYS_PER_YEAR;
    const phrase = durationPhrase(over(fromDecimal(wealth.amount), fromDecimal(spend.amount)));
    return {
      value: years,
      unit: 'years',
      type: null,
      phrase,
      sentence: `A person with a wealth of ${formatMoney(wealth)} could spend ${formatMoney(spend, spendCurrency)} every day for ${phrase.toLowerCase()}!`,
      scale: years < 1 ? null : durationScale(years),
    };
  },
});
