import { itemsScale } from '../anchors/index.ts';
import { floorDivide } from '../money/decimal.ts';
import { formatMoney } from '../money/format.ts';
import { fromDecimal, rational, readableFigure } from '../money/rational.ts';
import { enumParam } from './params.ts';
import { counted, titleCase } from './prose.ts';
import { expression } from './types.ts';

/** How a wealth is spent on an item. */
type Verb = 'buy' | 'pay for' | 'pay off';

interface Item {
  /** Benchmark price in US dollars, whatever the wealth's label (docs/service.md §2.6). */
  readonly price: number;
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
  },
  rent_or_mortgage_payment: {
    price: 3_000,
    singular: 'rent or mortgage payment',
    plural: 'rent or mortgage payments',
    verb: 'pay for',
  },
  year_of_low_minimum_wage_salary: {
    price: 15_080,
    singular: 'year of low minimum wage salary',
    plural: 'years of low minimum wage salary',
    verb: 'pay for',
  },
  year_of_high_minimum_wage_salary: {
    price: 32_240,
    singular: 'year of high minimum wage salary',
    plural: 'years of high minimum wage salary',
    verb: 'pay for',
  },
  student_loan_debt: {
    price: 40_000,
    singular: 'student loan debt',
    plural: 'student loan debts',
    verb: 'pay off',
  },
  car: { price: 50_000, singular: 'car', plural: 'cars', verb: 'buy' },
  year_of_salary_65k: {
    price: 65_000,
    singular: 'year of $65,000 salary',
    plural: 'years of $65,000 salary',
    verb: 'pay for',
  },
  year_of_salary_100k: {
    price: 100_000,
    singular: 'year of $100,000 salary',
    plural: 'years of $100,000 salary',
    verb: 'pay for',
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

/** Title-cased names, built once: `Estate With A Mega-Mansion`, `Estates With A Mega-Mansion`. */
const TITLES = Object.fromEntries(
  Object.entries(ITEMS).map(([name, item]) => [
    name,
    { singular: titleCase(item.singular), plural: titleCase(item.plural) },
  ]),
) as Record<ItemName, { singular: string; plural: string }>;

const TYPE_OF_ITEM = enumParam(
  'typeOfItem',
  'Type Of Item',
  Object.keys(ITEMS) as ItemName[],
  'The item to buy, priced at an approximate U.S. benchmark in dollars; a currency symbol on the wealth changes only the label, never the price.',
);

export const numberOfItems = expression({
  name: 'numberOfItems',
  tool: 'number_of_items',
  title: 'Number of items',
  description:
    "How many of an item the wealth could pay for at once: wealth ÷ the item's benchmark price, rounded down to whole items.",
  params: [TYPE_OF_ITEM],
  labelsOf(wealth) {
    return { shown: wealth.currency.code, beside: [{ code: 'USD', role: 'prices' }] };
  },
  compute(wealth, params, partner) {
    const name = params.typeOfItem;
    const item: Item = ITEMS[name];
    const title = TITLES[name];
    // Exact division: a float64 quotient could be off by one at the floor for large wealths.
    const count = floorDivide(wealth.amount, BigInt(item.price));
    const label = formatMoney(wealth);
    const n = readableFigure(rational(count)).text;
    // "All at once" is said of several; one superyacht is simply bought.
    const together = count === 1n ? '' : ' all at once';
    const sentence =
      count === 0n
        ? `A person with a wealth of ${label} could not ${item.verb} even one ${item.singular}!`
        : `A person with a wealth of ${label} could ${item.verb} ${n} ${count === 1n ? item.singular : item.plural}${together}!`;
    return {
      value: Number(count),
      unit: null,
      type: item.plural,
      phrase: counted(n, title.singular, title.plural),
      sentence,
      scale:
        // Issue 25: none, one or many, all said by the scale (the share one item takes below 100).
        itemsScale(count, item, partner && floorDivide(partner.amount, BigInt(item.price)), {
          wealth: fromDecimal(wealth.amount),
          wealthText: formatMoney(wealth),
          price: item.price,
          money: wealth,
          currency: wealth.currency,
        }),
    };
  },
});
