import { itemsScale } from '../anchors/index.ts';
import type { Priced } from '../i18n/marks.ts';
import { moneyIn } from '../i18n/text.ts';
import { Exact } from '../money/exact.ts';
import type { Money } from '../money/parse.ts';
import { countFigure, fromDecimal, over, rational } from '../money/rational.ts';
import { floorOf } from '../money/steps.ts';
import { enumParam } from './params.ts';
import { prose } from './speak.ts';
import { expression } from './types.ts';

/** How a wealth is spent on an item. */
type Verb = 'buy' | 'pay for' | 'pay off';

interface Item {
  /** Benchmark price in US dollars, whatever the wealth's label (docs/service.md §2.6). */
  readonly price: number;
  /** What that figure is where it is no price (a salary's, a loan's amount), as languages name it. */
  readonly priced?: Priced;
  readonly singular: string;
  readonly plural: string;
  readonly verb: Verb;
}

export const ITEMS = {
  fancy_coffee: { price: 10, singular: 'fancy coffee', plural: 'fancy coffees', verb: 'buy' },
  quick_meal: { price: 15, singular: 'quick meal', plural: 'quick meals', verb: 'buy' },
  dinner_with_drinks: {
    price: 175,
    singular: 'dinner with drinks',
    plural: 'dinners with drinks',
    verb: 'buy',
  },
  smartphone: { price: 1_400, singular: 'smartphone', plural: 'smartphones', verb: 'buy' },
  month_of_childcare: {
    price: 1_750,
    singular: 'month of childcare',
    plural: 'months of childcare',
    verb: 'pay for',
    priced: 'childcare',
  },
  rent_or_mortgage_payment: {
    price: 3_000,
    singular: 'rent or mortgage payment',
    plural: 'rent or mortgage payments',
    verb: 'pay for',
    priced: 'rent',
  },
  year_of_low_minimum_wage_salary: {
    price: 15_080,
    singular: 'year of low minimum wage salary',
    plural: 'years of low minimum wage salary',
    verb: 'pay for',
    priced: 'wage',
  },
  year_of_high_minimum_wage_salary: {
    price: 32_240,
    singular: 'year of high minimum wage salary',
    plural: 'years of high minimum wage salary',
    verb: 'pay for',
    priced: 'wage',
  },
  student_loan_debt: {
    price: 40_000,
    singular: 'student loan debt',
    plural: 'student loan debts',
    verb: 'pay off',
    priced: 'loan',
  },
  car: { price: 50_000, singular: 'car', plural: 'cars', verb: 'buy' },
  year_of_salary_65k: {
    price: 65_000,
    singular: 'year of $65,000 salary',
    plural: 'years of $65,000 salary',
    verb: 'pay for',
    priced: 'salary',
  },
  year_of_salary_100k: {
    price: 100_000,
    singular: 'year of $100,000 salary',
    plural: 'years of $100,000 salary',
    verb: 'pay for',
    priced: 'salary',
  },
  luxury_car: { price: 275_000, singular: 'luxury car', plural: 'luxury cars', verb: 'buy' },
  house: { price: 500_000, singular: 'house', plural: 'houses', verb: 'buy' },
  yacht: { price: 800_000, singular: 'yacht', plural: 'yachts', verb: 'buy' },
  supercar: { price: 4_000_000, singular: 'supercar', plural: 'supercars', verb: 'buy' },
  island: { price: 30_000_000, singular: 'island', plural: 'islands', verb: 'buy' },
  mansion: { price: 75_000_000, singular: 'mansion', plural: 'mansions', verb: 'buy' },
  estate_with_a_mega_mansion: {
    price: 200_000_000,
    singular: 'estate with a mega-mansion',
    plural: 'estates with a mega-mansion',
    verb: 'buy',
  },
  luxury_island: { price: 300_000_000, singular: 'luxury island', plural: 'luxury islands', verb: 'buy' },
  superyacht: { price: 600_000_000, singular: 'superyacht', plural: 'superyachts', verb: 'buy' },
} as const satisfies Record<string, Item>;

export type ItemName = keyof typeof ITEMS;

/** The currency every price above is in, whatever the wealth's label. */
const PRICE_CURRENCY = 'USD';

const TYPE_OF_ITEM = enumParam(
  'typeOfItem',
  'Type Of Item',
  Object.keys(ITEMS) as ItemName[],
  'The item to buy, priced at an approximate U.S. benchmark in dollars; a currency symbol on the wealth changes only the label, never the price.',
);

/**
 * floor(wealth ÷ price), decided by the shared comparison: the float quotient's floor where the exact
 * quotient is clearly between it and the next whole number, exactly otherwise (a float quotient alone
 * could be off by one at the floor for large wealths).
 */
function itemCount(wealth: Money, price: number): bigint {
  // A comparison counts each side twice (as the result, then as the other side's partner): the last
  // few counts are kept by the identity of the wealth read for this request, which never changes.
  for (const kept of KEPT) {
    if (kept.wealth === wealth && kept.price === price) return kept.count;
  }
  const count = floorOf(
    new Exact(wealth.value / price, () => over(fromDecimal(wealth.amount), rational(price))),
  );
  const slot = KEPT[next] as Kept;
  next = (next + 1) % KEPT.length;
  slot.wealth = wealth;
  slot.price = price;
  slot.count = count;
  return count;
}

interface Kept {
  wealth: Money | undefined;
  price: number;
  count: bigint;
}

/** The last two counts (both sides of one comparison). */
const KEPT: Kept[] = [
  { wealth: undefined, price: 0, count: 0n },
  { wealth: undefined, price: 0, count: 0n },
];
let next = 0;

export const numberOfItems = expression({
  name: 'numberOfItems',
  tool: 'number_of_items',
  title: 'Number of items',
  description:
    "How many of an item the wealth could pay for at once: wealth ÷ the item's benchmark price, rounded down to whole items.",
  params: [TYPE_OF_ITEM],
  labelsOf(wealth, params) {
    const { priced } = ITEMS[params.typeOfItem] as Item;
    return {
      shown: wealth.currency.code,
      beside: [{ code: PRICE_CURRENCY, role: 'prices' }],
      ...(priced === undefined ? {} : { priced }),
    };
  },
  compute(wealth, params, partner, lang = 'en') {
    const name = params.typeOfItem;
    const item: Item = ITEMS[name];
    const count = itemCount(wealth, item.price);
    const none = count === 0n;
    const label = moneyIn(wealth, wealth.currency, lang);
    const said = prose(
      {
        kind: 'items',
        wealth: label,
        item: name,
        noun: item,
        count: countFigure(count),
        many: none ? 'none' : count === 1n ? 'one' : 'several',
      },
      lang,
    );
    return {
      value: Number(count),
      unit: null,
      type: item.plural,
      phrase: said.phrase,
      sentence: said.sentence,
      // Zero items: how many such amounts would buy one; one item: the share of the wealth it takes.
      scale: itemsScale(
        count,
        { ...item, key: `item.${name}` },
        partner && itemCount(partner, item.price),
        {
          wealth: fromDecimal(wealth.amount),
          wealthText: label,
          price: item.price,
          money: wealth,
          currency: wealth.currency,
          ...(item.priced === undefined ? {} : { priced: item.priced }),
        },
        lang,
      ),
    };
  },
});
