/**
 * Every example of issue 25's "Why", as a fixed case: the request that printed it and, for the
 * familiarity examples, the editor's judgment that the anchor must be one a general reader can place.
 */
export interface FixedCase {
  readonly name: string;
  readonly url: string;
  /** Ordinary amounts whose scale must use a grade-1 anchor (the anchors the editor could not place). */
  readonly familiar?: boolean;
}

export const WHY_CASES: readonly FixedCase[] = [
  {
    name: 'both sides of 1M against 1.09M at $50 a day are "the time since the first Moon landing"',
    url: '/v1/comparison?expression=durationOfDailySpend&wealthYours=1M&wealthTheirs=1.09M&spend=50',
  },
  {
    name: '82 years is "the life expectancy at birth in the United States (≈78.4 years)"',
    url: '/v1/durationOfDailySpend?wealth=30M&spend=1000',
  },
  {
    name: '1 millennium (1,000 years) is "the time since the Battle of Hastings"',
    url: '/v1/durationOfDailySpend?wealth=365000&spend=1',
  },
  {
    name: 'growth of $95.52 printed $96 is "1.7 times an eight-hour day\'s pay" (1.65)',
    url: '/v1/growthOfCompoundInterest?wealth=1,236&rate=0.03&frequency=2&period=2.5',
  },
  {
    name: 'growth of $6.67 is "an hour\'s pay (US$7.25)" (92%)',
    url: '/v1/growthOfCompoundInterest?wealth=37&rate=0.0333&frequency=4&period=5',
  },
  {
    name: '1M yuan coins: "1.1 miles (1.9 km)" for 1.85 km',
    url: '/v1/heightOfMoneyStack?wealth=1M&typeOfMoney=cny_1_coin',
  },
  {
    name: '1T at 5% for 99 years prints invented digits ($124,239,293,187,000)',
    url: '/v1/growthOfCompoundInterest?wealth=1T&rate=0.05&frequency=1&period=99',
  },
  {
    name: '"3,330 fancy coffees for every cell" for 3,333.3',
    url: '/v1/numberOfItems?wealth=1000Q&typeOfItem=fancy_coffee',
  },
  {
    name: '$47.50 in hundred-dollar bills is a stack less than one bill high',
    url: '/v1/heightOfMoneyStack?wealth=47.50&typeOfMoney=usd_100_bill',
  },
  {
    name: '1 foot is "the length of a 12-inch ruler"',
    url: '/v1/heightOfMoneyStack?wealth=152.4&typeOfMoney=usd_1_coin',
  },
  {
    name: '1 year is "the time the Earth takes to go around the Sun"',
    url: '/v1/durationOfDailySpend?wealth=365&spend=1',
  },
  {
    name: '"spend $999,999 every day for 1 day"',
    url: '/v1/durationOfDailySpend?wealth=999999&spend=999999',
  },
  {
    name: '$3: "It would take 166,667 fortunes like this to buy one house"',
    url: '/v1/numberOfItems?wealth=3&typeOfItem=house',
  },
  {
    name: '¥1M is echoed as CN¥1,000,000',
    url: '/v1/durationOfDailySpend?wealth=¥1M&spend=10',
  },
  {
    name: 'JPY1M is refused',
    url: '/v1/durationOfDailySpend?wealth=JPY1M&spend=10',
  },
  {
    name: '₩50M against $50K says "1,000 times" with no word that no exchange rate was applied',
    url: '/v1/comparison?expression=durationOfDailySpend&wealthYours=₩50M&wealthTheirs=$50K&spend=10',
  },
  {
    name: '30 years is "about three quarters" of 37.2 (0.81)',
    url: '/v1/comparison?expression=durationOfDailySpend&wealthYours=912500&wealthTheirs=1.1M&spend=100',
  },
  {
    name: '5/8 is "about two thirds"',
    url: '/v1/heightOfMoneyStack?wealth=24900&typeOfMoney=eur_1_coin',
  },
  {
    name: '2.74 against 2.33 years (1.17) is "a little more than"',
    url: '/v1/durationOfDailySpend?wealth=1M&spend=1000',
  },
  {
    name: 'an ordinary amount is set beside Sahelanthropus',
    url: '/v1/durationOfDailySpend?wealth=25B&spend=10',
    familiar: true,
  },
  {
    name: 'an ordinary amount is set beside a cave painting on Sulawesi',
    url: '/v1/durationOfDailySpend?wealth=166M&spend=10',
    familiar: true,
  },
  {
    name: 'an ordinary amount is set beside the ACM Turing Award',
    url: '/v1/growthOfCompoundInterest?wealth=1M&rate=0.05&frequency=1&period=14',
    familiar: true,
  },
  {
    name: '"1.5 times the distance to the inner edge of the Oort cloud" (known only as a range)',
    url: '/v1/heightOfMoneyStack?wealth=560Q&typeOfMoney=usd_1_coin',
  },
  {
    name: '"3.3 fancy coffees for every cell in a human body"',
    url: '/v1/numberOfItems?wealth=990T&typeOfItem=fancy_coffee',
  },
  {
    name: '"7.6 houses for every person in an average US household"',
    url: '/v1/comparison?expression=numberOfItems&wealthYours=9.5M&wealthTheirs=1.25M&typeOfItem=house',
  },
  {
    name: 'growth of €1M has no scale',
    url: '/v1/growthOfCompoundInterest?wealth=€1M&rate=0.05&frequency=1&period=20',
  },
  {
    name: 'a count of one has no scale',
    url: '/v1/numberOfItems?wealth=500000&typeOfItem=house',
  },
  // Issue 25 item 3, the editor's read of 200 fresh outputs (seed 2025, /work/notes/editor-read.md).
  {
    name: 'editor: a wealth equal to the price "takes 100% of $200,000,000" (says nothing)',
    url: '/v1/numberOfItems?wealth=200M&typeOfItem=estate_with_a_mega_mansion',
  },
  {
    name: 'editor: 1,933 quick meals are "about a quarter of a quick meal for every guest on … Icon of the Seas"',
    url: '/v1/numberOfItems?wealth=29000&typeOfItem=quick_meal',
  },
  {
    name: 'editor: the same quarter of a quick meal per cruise guest on one side of a comparison',
    url: '/v1/comparison?expression=numberOfItems&wealthYours=29000&wealthTheirs=24900000&typeOfItem=quick_meal',
  },
  {
    name: 'editor: 1,993,333 quick meals are "about three quarters of a quick meal for every person in Toronto" (kept: at least about half)',
    url: '/v1/numberOfItems?wealth=€29.9M&typeOfItem=quick_meal',
  },
  {
    name: 'editor: "One smartphone takes less than 0.1% of $2,140,000,000,000,000,000." (a share below a millionth)',
    url: '/v1/comparison?expression=numberOfItems&wealthYours=2,140,000,000,000,000,000&wealthTheirs=2641903886958957000&typeOfItem=smartphone',
  },
  {
    name: 'editor: "One superyacht takes less than 0.1% of $1,000,000,000,000,000,000,000,000." (the gallery)',
    url: '/v1/numberOfItems?wealth=1000000000000000000000000&typeOfItem=superyacht',
  },
  // Facts that stay true at the edges: the false sentences an editor found in 250 fresh outputs.
  {
    name: 'edge: "It would take 10 times this amount to have one hundred-yuan bill" for US$9.68 (10 × 9.68 = 96.80)',
    url: '/v1/comparison?expression=heightOfMoneyStack&wealthYours=US$4.85&wealthTheirs=US$9.68&typeOfMoney=cny_100_bill',
  },
  {
    name: 'edge: "For them, spending ¥2 is like spending ₹1 for you" (more than their whole ¥1.70)',
    url: '/v1/comparison?expression=numberOfItems&wealthYours=₹1&wealthTheirs=¥1.70&typeOfItem=year_of_salary_65k',
  },
  {
    name: 'edge: "A person with a wealth of ₩7,800,000 could buy 9 yachts all at once!" (won read as dollars)',
    url: '/v1/numberOfItems?wealth=₩7800000&typeOfItem=yacht',
  },
  {
    name: 'edge: "a stack of won coins 0.15 inches (3.8 mm) high" for ¥2.60 (2.6 coins: no stack of whole coins)',
    url: '/v1/heightOfMoneyStack?wealth=¥2.60&typeOfMoney=krw_1_coin',
  },
];
