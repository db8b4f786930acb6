import { durationScale } from '../anchors/index.ts';
import type { Currency } from '../money/currencies.ts';
import { formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { fromDecimal, over, type Rational, rational, readableFigure, times } from '../money/rational.ts';
import { moneyParam } from './params.ts';
import { agreeing, climb, counted, type Rung } from './prose.ts';
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

/** The phrase as shown, and in lower case for the sentence. */
interface Phrase {
  readonly title: string;
  readonly lower: string;
}

/** A unit's names, singular and plural. */
interface Names {
  readonly singular: string;
  readonly plural: string;
}

/** Each rung's unit names in lower case, for the sentence. */
const LOWER = new Map<Rung, Names>(
  LADDER.map((rung) => [rung, { singular: rung.singular.toLowerCase(), plural: rung.plural.toLowerCase() }]),
);

const YEARS: Names = { singular: 'Year', plural: 'Years' };
const YEARS_LOWER: Names = { singular: 'year', plural: 'years' };

/**
 * A figure and its unit in both cases. The figure's own text is lower case already (digits, and
 * scale words that only titleFigure capitalises), so the sentence's words are built, not lower-cased.
 */
function countedBoth(text: string, names: Names, lower: Names): Phrase {
  return {
    title: counted(text, names.singular, names.plural),
    lower: `${text} ${text === '1' ? lower.singular : lower.plural}`,
  };
}

/**
 * `2.7 Millennia (2,740 Years)`, `100 Days`, `12 Minutes`, `Less Than 0.1 Seconds`,
 * `2.7 Quintillion Millennia (2.7 Sextillion Years)`; `days` exact, so both figures agree.
 */
function durationPhrase(days: Rational): Phrase {
  const { rung, figure: shown } = climb(LADDER, days);
  const lower = LOWER.get(rung) as Names;
  if (shown.rounded === 0) {
    return { title: `Less Than 0.1 ${rung.plural}`, lower: `less than 0.1 ${lower.plural}` };
  }
  if (rung.singular !== 'Millennium') return countedBoth(shown.text, rung, lower);
  // Millennia and years are one quantity in two units: their figures agree (docs/prose.md).
  const inYears = times(days, rational(1, DAYS_PER_YEAR));
  const [millennia, years] = agreeing(
    { value: times(days, rung.perBase), figure: shown },
    { value: inYears, figure: readableFigure(inYears) },
    rational(1, 1000),
  );
  const phrase = countedBoth(millennia.text, rung, lower);
  const inParentheses = countedBoth(years.text, YEARS, YEARS_LOWER);
  return {
    title: `${phrase.title} (${inParentheses.title})`,
    lower: `${phrase.lower} (${inParentheses.lower})`,
  };
}

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
  compute(wealth, params, partner) {
    const { spend } = params;
    const spendCurrency = spendCurrencyOf(wealth, spend);
    const days = daysOf(wealth, spend);
    const phrase = durationPhrase(days);
    const spent = formatMoney(spend, spendCurrency);
    const label = formatMoney(wealth);
    // "Every day" is said only of two days or more: a shorter run is said as a wealth run through.
    const sentence = underTwoDays(days)
      ? `A person would run through ${label} in ${phrase.lower} at ${spent} a day!`
      : `A person with a wealth of ${label} could spend ${spent} every day for ${phrase.lower}!`;
    return {
      value: wealth.value / spend.value / DAYS_PER_YEAR,
      unit: 'years',
      type: null,
      phrase: phrase.title,
      sentence,
      scale: durationScale(days, partner && daysOf(partner, spend)),
    };
  },
});
