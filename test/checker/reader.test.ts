/**
 * The checker checked: its reader, its arithmetic and its rules on small hand-made texts, right and
 * wrong, so that a sweep that passes means something.
 */
import { describe, expect, it } from 'vitest';
import { caseFromUrl, checkAnswer } from './answer.ts';
import { daysSince, loadDataSet, type RawAnchor } from './dataset.ts';
import { growth, heightMetres, itemCount } from './exact.ts';
import { readMoney, readNumber } from './printed.ts';
import { dec, eq, powInt, q, show, sub, toNumber } from './rational.ts';
import { readPhrase, readRatio, readScale, readSentence } from './read.ts';
import type { Rule } from './rules.ts';

const anchor = (
  a: Partial<RawAnchor> & Pick<RawAnchor, 'id' | 'expression' | 'wording' | 'shown'>,
): RawAnchor => ({
  figure: null,
  unit: 'day',
  date: null,
  calendar: null,
  familiarity: 1,
  exact: false,
  ...a,
});

/** A small data set written by hand, in the published shape. */
const DATA = loadDataSet({
  anchors: [
    anchor({
      id: 'd1',
      expression: 'durationOfDailySpend',
      figure: 365.256,
      wording: 'the time the Earth takes to go around the Sun',
      shown: '≈365.26 days',
    }),
    anchor({
      id: 'd2',
      expression: 'durationOfDailySpend',
      figure: 10957.5,
      wording: 'the length of a 30-year mortgage',
      shown: '30 years',
    }),
    anchor({
      id: 'd3',
      expression: 'durationOfDailySpend',
      figure: 28635.6,
      wording: 'the life expectancy at birth in the United States',
      shown: '≈78.4 years',
    }),
    anchor({
      id: 'd4',
      expression: 'durationOfDailySpend',
      unit: 'date',
      date: '1969-07-20',
      calendar: 'gregorian',
      wording: 'the time since the first Moon landing',
      shown: '20 July 1969',
      familiarity: 2,
    }),
    anchor({
      id: 'd5',
      expression: 'durationOfDailySpend',
      unit: 'year before present',
      figure: 4540000000,
      wording: 'the time since the formation of the Earth',
      shown: '≈4.54 billion years ago',
      familiarity: 2,
    }),
    anchor({
      id: 'h1',
      expression: 'heightOfMoneyStack',
      unit: 'm',
      figure: 0.3048,
      wording: 'the length of a 12-inch ruler',
      shown: '≈30.5 cm',
    }),
    anchor({
      id: 'h2',
      expression: 'heightOfMoneyStack',
      unit: 'm',
      figure: 3776,
      wording: 'the height of Mount Fuji',
      shown: '≈3,776 m',
      familiarity: 2,
    }),
    anchor({
      id: 'h3',
      expression: 'heightOfMoneyStack',
      unit: 'm',
      figure: 747989353500000,
      wording: 'the distance to the inner edge of the Oort cloud',
      shown: '≈748 billion km',
      familiarity: 3,
    }),
    anchor({
      id: 'i1',
      expression: 'numberOfItems',
      unit: 'people',
      figure: 2.51,
      wording: 'person in an average US household',
      shown: '≈2.51 people',
    }),
    anchor({
      id: 'i2',
      expression: 'numberOfItems',
      unit: 'people',
      figure: 340000000,
      wording: 'person in the United States',
      shown: '≈340M people',
    }),
    anchor({
      id: 'i3',
      expression: 'numberOfItems',
      unit: 'cells',
      figure: 30000000000000,
      wording: 'cell in a human body',
      shown: '≈30T cells',
      familiarity: 2,
    }),
    anchor({
      id: 'g1',
      expression: 'growthOfCompoundInterest',
      unit: 'USD',
      figure: 7.25,
      wording: "an hour's pay at the US federal minimum wage",
      shown: 'US$7.25',
      exact: true,
    }),
    anchor({
      id: 'g2',
      expression: 'growthOfCompoundInterest',
      unit: 'USD',
      figure: 58,
      wording: "an eight-hour day's pay at the US federal minimum wage",
      shown: 'US$58',
      exact: true,
    }),
  ],
});

interface Result {
  phrase: string;
  sentence: string;
  scale: string | null;
}

/** The rules a hand-made answer to `url` breaks. */
function broken(url: string, data: Record<string, unknown>): Rule[] {
  const kase = caseFromUrl(url);
  const checked = checkAnswer(DATA, kase, 200, JSON.stringify({ status: 'success', data }));
  return [...new Set(checked.violations.map((v) => v.rule))].sort();
}

/** A hand-made result; `value` is left out (checked only where a test gives it). */
const result = (r: Result) => ({ unit: null, type: null, ...r });

describe('printed numbers and money', () => {
  it('reads grouping, decimals, scale words and powers of ten with the step of their last digit', () => {
    const a = readNumber('1,234.5');
    expect(a && eq(a.value, dec('1234.5')) && eq(a.step, dec('0.1'))).toBe(true);
    const b = readNumber('2.7 quintillion');
    expect(b && eq(b.value, dec('2.7e18')) && eq(b.step, dec('1e17')) && b.scaled).toBe(true);
    const c = readNumber('5.74 × 10⁵²');
    expect(c && eq(c.value, dec('5.74e52'))).toBe(true);
    const d = readNumber('2.79M');
    expect(d && eq(d.value, dec('2790000'))).toBe(true);
    expect(readNumber('12,34')).toBeNull();
    expect(readNumber('one')).toBeNull();
  });

  it('reads money with every printed label', () => {
    for (const [text, label, value] of [
      ['CHF 1,000', 'CHF ', '1000'],
      ['CN¥1,000,000', 'CN¥', '1000000'],
      ['¥1,000', '¥', '1000'],
      ['CA$0.05', 'CA$', '0.05'],
      ['US$1M', 'US$', '1000000'],
      ['R$12', 'R$', '12'],
    ] as const) {
      const m = readMoney(text);
      expect(m?.label, text).toBe(label);
      expect(m && eq(m.value, dec(value)), text).toBe(true);
    }
  });
});

describe('phrases, sentences and scales', () => {
  it('reads unit pairs, less-than forms, item counts and growth', () => {
    expect(
      readPhrase('durationOfDailySpend', '2.7 Millennia (2,740 Years)')?.figures.map((f) => f.unit),
    ).toEqual(['millennium', 'year']);
    expect(readPhrase('heightOfMoneyStack', 'Less Than 0.001 Inches (0.025 mm)')?.lessThan).toBe(true);
    expect(readPhrase('heightOfMoneyStack', '1 Foot (30 cm)')?.figures.map((f) => f.unit)).toEqual([
      'foot',
      'cm',
    ]);
    expect(readPhrase('numberOfItems', '100 Quadrillion Fancy Coffees')?.count?.scaled).toBe(true);
    expect(readPhrase('growthOfCompoundInterest', 'By €1,653,298 Over 20 Years')?.money?.label).toBe('€');
    expect(readPhrase('durationOfDailySpend', 'Two Years')).toBeNull();
  });

  it('reads every sentence form', () => {
    expect(
      readSentence('A person with a wealth of $1,000 could spend $10 every day for 100 days!')?.form,
    ).toBe('every-day');
    expect(readSentence('A person would run through $1,000,000 in 12 hours at $2,000,000 a day!')?.form).toBe(
      'run-through',
    );
    expect(
      readSentence('A person with a wealth of $47.50 would not have even one hundred-dollar bill!')?.form,
    ).toBe('no-stack');
    expect(
      readSentence('A person with a wealth of $39,999 could not pay off even one student loan debt!')?.form,
    ).toBe('no-items');
    const g = readSentence(
      'With 1% interest compounded annually, a person with $1,000,000,000 would grow their wealth by $220,190,040 over 20 years!',
    );
    expect(g?.form).toBe('growth');
    expect(g?.frequency).toBe('annually');
  });

  it('reads claims: plain, hedges, fractions, multipliers, pairings, fortunes and the starting amount', () => {
    const plain = readScale(
      DATA,
      'durationOfDailySpend',
      'That is the length of a 30-year mortgage (30 years).',
    );
    expect([plain.form, plain.anchor?.id, plain.claim?.kind]).toEqual(['anchor', 'd2', 'plain']);
    const half = readScale(
      DATA,
      'heightOfMoneyStack',
      'That is about half the height of Mount Fuji (≈3,776 m).',
    );
    expect([half.claim?.kind, half.claim?.hedge, half.claim?.factor && toNumber(half.claim.factor)]).toEqual([
      'fraction',
      'about',
      0.5,
    ]);
    const times = readScale(
      DATA,
      'heightOfMoneyStack',
      'That is 1.5 times the distance to the inner edge of the Oort cloud (≈748 billion km).',
    );
    expect([times.claim?.kind, times.anchor?.isRange]).toEqual(['times', true]);
    const pairing = readScale(
      DATA,
      'numberOfItems',
      'That is 7.6 houses for every person in an average US household (≈2.51 people).',
    );
    expect([pairing.form, pairing.claim?.kind, pairing.claim?.rest]).toEqual(['pairing', 'count', 'houses']);
    const fortunes = readScale(
      DATA,
      'numberOfItems',
      'It would take 5,455 fortunes like this to buy one superyacht.',
    );
    expect([fortunes.form, fortunes.fortunes?.text, fortunes.item]).toEqual([
      'fortunes',
      '5,455',
      'superyacht',
    ]);
    const starting = readScale(
      DATA,
      'growthOfCompoundInterest',
      'That more than doubles the starting €1,000,000.',
    );
    expect([starting.form, starting.startingClaim?.relation, starting.startingClaim?.claim.hedge]).toEqual([
      'starting',
      'final',
      'more than',
    ]);
    const multiple = readScale(
      DATA,
      'numberOfItems',
      'It would take 166,667 times this amount to buy one house.',
    );
    expect([multiple.form, multiple.fortunes?.text, multiple.item]).toEqual(['multiple', '166,667', 'house']);
    const share = readScale(DATA, 'numberOfItems', 'One house takes less than 0.1% of $9,500,000,000.');
    expect([share.form, share.claim?.hedge, share.item, share.starting?.text]).toEqual([
      'share',
      'less than',
      'house',
      '$9,500,000,000',
    ]);
    const third = readScale(
      DATA,
      'growthOfCompoundInterest',
      'That adds about a third to the starting £30,000,000.',
    );
    expect([
      third.startingClaim?.relation,
      third.startingClaim?.claim.kind,
      third.startingClaim?.claim.factor && toNumber(third.startingClaim.claim.factor),
    ]).toEqual(['growth', 'fraction', 1 / 3]);
    expect(readPhrase('heightOfMoneyStack', 'Less Than One Hundred-Dollar Bill')?.lessThanOne).toBe(
      'Hundred-Dollar Bill',
    );
    expect(readScale(DATA, 'durationOfDailySpend', 'That is a long time.').form).toBe('unparsed');
  });

  it('reads the ratio in both directions', () => {
    expect(readRatio('1 : 4', 'Your wealth is 4 times theirs.')?.direction).toBe('yours');
    expect(readRatio('10,000,000 : 1', 'Their wealth is 10,000,000 times yours.')?.direction).toBe('theirs');
    expect(readRatio('1 : 1', 'Your wealth and theirs are equal.')?.direction).toBe('equal');
  });
});

describe('exact arithmetic', () => {
  it('computes the published fixed points exactly', () => {
    const g = growth(dec('1e9'), dec('0.01'), 1, q(20n));
    expect(show(g.lo, 15)).toBe('220190039.947967');
    expect(eq(heightMetres(dec('1e12'), 'usd_1_coin'), dec('2e9'))).toBe(true);
    expect(itemCount(dec('250e9'), 'year_of_salary_65k')).toBe(3846153n);
  });

  it('computes a fractional power in fixed point within its stated band', () => {
    // 2 × 80.5 = 161 compoundings: above the exact path's limit, so through the fixed-point path.
    const g = growth(dec('1000'), dec('0.05'), 2, dec('80.5'));
    const exact = sub(powInt(dec('1.025'), 161), q(1n));
    const value = q(exact.n * 1000n, exact.d);
    expect(toNumber(sub(g.lo, value)) <= 0 && toNumber(sub(g.hi, value)) >= 0).toBe(true);
    // The case: $1,236 at 3% semiannually for 2.5 years grows by $95.52.
    expect(show(growth(dec('1236'), dec('0.03'), 2, dec('2.5')).lo, 4)).toBe('95.52');
  });

  it('counts days since a dated event from today in UTC, across the calendar change', () => {
    const day = Date.UTC(2026, 10, 25);
    const moon = daysSince('1969-07-20', 'gregorian', day);
    expect([toNumber(moon.lo), toNumber(moon.hi)]).toEqual([20947, 20948]);
    const caesar = daysSince('-0043-03-15', 'julian', day);
    expect(Math.floor(toNumber(caesar.lo) / 365.25)).toBe(2069);
  });
});

describe('rules on hand-made answers', () => {
  const DURATION = '/v1/durationOfDailySpend?wealth=1B&spend=1000';
  const good = {
    phrase: '2.7 Millennia (2,740 Years)',
    sentence:
      'A person with a wealth of $1,000,000,000 could spend $1,000 every day for 2.7 millennia (2,740 years)!',
    scale: null,
  };

  it('passes a correct answer', () => {
    expect(broken(DURATION, result(good))).toEqual([]);
    expect(broken(DURATION, { ...result(good), value: 2739.72602739726 })).toEqual([]);
    expect(broken(DURATION, { ...result(good), value: 2739.7 })).toEqual(['figure']);
  });

  it('catches a figure off its rounding and invented digits', () => {
    expect(
      broken(
        DURATION,
        result({
          ...good,
          phrase: '2.8 Millennia (2,740 Years)',
          sentence: good.sentence.replace('2.7', '2.8'),
        }),
      ),
    ).toEqual(['figure']);
    const url = '/v1/growthOfCompoundInterest?wealth=1T&rate=0.05&frequency=1&period=99';
    const r = (growthText: string) =>
      result({
        phrase: `By ${growthText} Over 99 Years`,
        sentence: `With 5% interest compounded annually, a person with $1,000,000,000,000 would grow their wealth by ${growthText} over 99 years!`,
        scale: null,
      });
    // (These growths have no scale, which coverage-growth reports beside.)
    expect(broken(url, r('$124,239,293,187,000'))).toEqual(['coverage-growth', 'figure']);
    expect(broken(url, r('$124,239,293,186,956'))).toEqual(['coverage-growth']);
    expect(broken(url, r('$124.2 trillion'))).toEqual(['coverage-growth']);
    const echo = (text: string) =>
      broken(url, {
        ...r('$124.2 trillion'),
        sentence: r('$124.2 trillion').sentence.replace('5% interest compounded annually', text),
      });
    expect(echo('5.1% interest compounded annually')).toEqual(['coverage-growth', 'figure']);
    expect(echo('5% interest compounded monthly')).toEqual(['coverage-growth', 'figure']);
  });

  it('catches a unit that should have switched and two units that disagree', () => {
    const url = '/v1/durationOfDailySpend?wealth=365000&spend=1';
    const s = (p: string) => `A person with a wealth of $365,000 could spend $1 every day for ${p}!`;
    expect(broken(url, result({ phrase: '1,000 Years', sentence: s('1,000 years'), scale: null }))).toEqual([
      'unit-switch',
    ]);
    expect(
      broken(
        url,
        result({
          phrase: '1 Millennium (1,000 Years)',
          sentence: s('1 millennium (1,000 years)'),
          scale: null,
        }),
      ),
    ).toEqual([]);
    const coins = '/v1/heightOfMoneyStack?wealth=1M&typeOfMoney=cny_1_coin';
    const h = (p: string) =>
      `A person with a wealth of CN¥1,000,000 would have a stack of yuan coins ${p} high (no exchange rate applied)!`;
    expect(
      broken(coins, result({ phrase: '1.1 Miles (1.9 km)', sentence: h('1.1 miles (1.9 km)'), scale: null })),
    ).toEqual(['unit-pair']);
    expect(
      broken(
        coins,
        result({ phrase: '1.15 Miles (1.85 km)', sentence: h('1.15 miles (1.85 km)'), scale: null }),
      ),
    ).toEqual([]);
  });

  it('allows a plain statement only where the printed figures agree', () => {
    const url = '/v1/durationOfDailySpend?wealth=30M&spend=1000';
    const base = {
      phrase: '82 Years',
      sentence: 'A person with a wealth of $30,000,000 could spend $1,000 every day for 82 years!',
    };
    const life = 'the life expectancy at birth in the United States (≈78.4 years).';
    expect(broken(url, result({ ...base, scale: `That is ${life}` }))).toEqual(['plain']);
    expect(broken(url, result({ ...base, scale: `That is about ${life}` }))).toEqual([]);
    expect(broken(url, result({ ...base, scale: `That is a little more than ${life}` }))).toEqual([]);
    expect(broken(url, result({ ...base, scale: `That is nearly ${life}` }))).toEqual(['hedge']);
    // 78.4 years of 365 days beside ≈78.4 calendar years: the same figure as a reader sees it.
    const life784 = '/v1/durationOfDailySpend?wealth=28,616&spend=1';
    const l = {
      phrase: '78.4 Years',
      sentence: 'A person with a wealth of $28,616 could spend $1 every day for 78.4 years!',
    };
    expect(broken(life784, result({ ...l, scale: `That is ${life}` }))).toEqual([]);
    const mortgage = '/v1/durationOfDailySpend?wealth=1,095,000&spend=100';
    const m = {
      phrase: '30 Years',
      sentence: 'A person with a wealth of $1,095,000 could spend $100 every day for 30 years!',
    };
    expect(
      broken(mortgage, result({ ...m, scale: 'That is the length of a 30-year mortgage (30 years).' })),
    ).toEqual([]);
  });

  it('holds hedges, fractions and multipliers to their bands on exact values', () => {
    const url = '/v1/heightOfMoneyStack?wealth=1M&typeOfMoney=cny_1_coin';
    const base = {
      phrase: '1.15 Miles (1.85 km)',
      sentence:
        'A person with a wealth of CN¥1,000,000 would have a stack of yuan coins 1.15 miles (1.85 km) high (no exchange rate applied)!',
    };
    // 1,850 m against Mount Fuji's 3,776 m: 0.49.
    expect(
      broken(url, result({ ...base, scale: 'That is about half the height of Mount Fuji (≈3,776 m).' })),
    ).toEqual([]);
    expect(
      broken(
        url,
        result({ ...base, scale: 'That is about a third of the height of Mount Fuji (≈3,776 m).' }),
      ),
    ).toEqual(['hedge']);
    expect(
      broken(url, result({ ...base, scale: 'That is nearly the height of Mount Fuji (≈3,776 m).' })),
    ).toEqual(['hedge']);
    const growthUrl = '/v1/growthOfCompoundInterest?wealth=1,236&rate=0.03&frequency=2&period=2.5';
    const g = {
      phrase: 'By $96 Over 2.5 Years',
      sentence:
        'With 3% interest compounded semiannually, a person with $1,236 would grow their wealth by $96 over 2.5 years!',
    };
    const day = "an eight-hour day's pay at the US federal minimum wage (US$58).";
    expect(broken(growthUrl, result({ ...g, scale: `That is 1.7 times ${day}` }))).toEqual(['hedge']);
    expect(broken(growthUrl, result({ ...g, scale: `That is 1.6 times ${day}` }))).toEqual([]);
  });

  it('finds impossible, circular and range claims, pairings and fortunes', () => {
    const bills = '/v1/heightOfMoneyStack?wealth=47.50&typeOfMoney=usd_100_bill';
    expect(
      broken(
        bills,
        result({
          phrase: '0.0021 Inches (0.052 mm)',
          sentence:
            'A person with a wealth of $47.50 would have a stack of hundred-dollar bills 0.0021 inches (0.052 mm) high!',
          scale: null,
        }),
      ),
    ).toEqual(['impossible', 'unit-pair']);
    const ruler = '/v1/heightOfMoneyStack?wealth=152.4&typeOfMoney=usd_1_coin';
    const foot = {
      phrase: '1 Foot (30 cm)',
      sentence: 'A person with a wealth of $152.40 would have a stack of dollar coins 1 foot (30 cm) high!',
    };
    expect(
      broken(ruler, result({ ...foot, scale: 'That is the length of a 12-inch ruler (≈30.5 cm).' })),
    ).toContain('circular');
    const oort = '/v1/heightOfMoneyStack?wealth=560Q&typeOfMoney=usd_1_coin';
    const far = {
      phrase: '695,935,735,306 Miles (1,120,000,000,000 km)',
      sentence:
        'A person with a wealth of $560,000,000,000,000,000 would have a stack of dollar coins 695,935,735,306 miles (1,120,000,000,000 km) high!',
    };
    expect(
      broken(
        oort,
        result({
          ...far,
          scale: 'That is 1.5 times the distance to the inner edge of the Oort cloud (≈748 billion km).',
        }),
      ),
    ).toEqual(['range-precise']);
    expect(
      broken(
        oort,
        result({
          ...far,
          scale:
            'That is about 1.5 times the distance to the inner edge of the Oort cloud (≈748 billion km).',
        }),
      ),
    ).toEqual([]);
    const houses = '/v1/numberOfItems?wealth=9.5M&typeOfItem=house';
    const h = {
      phrase: '19 Houses',
      sentence: 'A person with a wealth of $9,500,000 could buy 19 houses all at once!',
    };
    expect(
      broken(
        houses,
        result({
          ...h,
          scale: 'That is 7.6 houses for every person in an average US household (≈2.51 people).',
        }),
      ),
    ).toEqual(['for-every']);
    const three = '/v1/numberOfItems?wealth=3&typeOfItem=house';
    const none = {
      phrase: '0 Houses',
      sentence: 'A person with a wealth of $3 could not buy even one house!',
    };
    expect(
      broken(three, result({ ...none, scale: 'It would take 166,667 fortunes like this to buy one house.' })),
    ).toEqual(['fortunes']);
    const some = '/v1/numberOfItems?wealth=110,000&typeOfItem=superyacht';
    const n = {
      phrase: '0 Superyachts',
      sentence: 'A person with a wealth of $110,000 could not buy even one superyacht!',
    };
    expect(
      broken(some, result({ ...n, scale: 'It would take 5,455 fortunes like this to buy one superyacht.' })),
    ).toEqual([]);
    expect(
      broken(some, result({ ...n, scale: 'It would take 5,454 fortunes like this to buy one superyacht.' })),
    ).toEqual(['figure']);
    // Below a fortune and beyond twice the wealth, "N times this amount": the multiple rounded up at its
    // printed step, so that it reaches the price.
    expect(
      broken(three, result({ ...none, scale: 'It would take 166,667 times this amount to buy one house.' })),
    ).toEqual([]);
    expect(
      broken(three, result({ ...none, scale: 'It would take 166,666 times this amount to buy one house.' })),
    ).toEqual(['reach']);
    const lessThanOne = {
      phrase: 'Less Than One Hundred-Dollar Bill',
      sentence: 'A person with a wealth of $47.50 would not have even one hundred-dollar bill!',
    };
    expect(
      broken(
        bills,
        result({
          ...lessThanOne,
          scale: 'It would take 3 times this amount to have one hundred-dollar bill.',
        }),
      ),
    ).toEqual(['figure']);
    expect(
      broken(
        bills,
        result({
          ...lessThanOne,
          scale: 'It would take 2.1 times this amount to have one hundred-dollar bill.',
        }),
      ),
    ).toEqual(['reach']);
    expect(
      broken(
        bills,
        result({
          ...lessThanOne,
          scale: 'It would take 2.2 times this amount to have one hundred-dollar bill.',
        }),
      ),
    ).toEqual([]);
    expect(
      broken(
        bills,
        result({
          ...lessThanOne,
          scale: 'It would take 2 times this amount to have one hundred-dollar bill.',
        }),
      ),
    ).toEqual(['reach']);
    // The editor's false sentence: ten times $9.68 is $96.80, no hundred-yuan bill; eleven times is.
    const yuan = '/v1/heightOfMoneyStack?wealth=US$9.68&typeOfMoney=cny_100_bill';
    const noYuanBill = {
      phrase: 'Less Than One Hundred-Yuan Bill',
      sentence:
        'A person with a wealth of CN¥9.68 would not have even one hundred-yuan bill (no exchange rate applied)!',
    };
    // The same sentence quoted without the words that US$ was read as CN¥.
    expect(
      broken(
        yuan,
        result({
          ...noYuanBill,
          sentence: noYuanBill.sentence.replace(' (no exchange rate applied)', ''),
          scale: 'It would take 11 times this amount to have one hundred-yuan bill.',
        }),
      ),
    ).toEqual(['label-in-sentence']);
    const yuanScale = (n: string) => `It would take ${n} times this amount to have one hundred-yuan bill.`;
    expect(broken(yuan, result({ ...noYuanBill, scale: yuanScale('10') }))).toEqual(['reach']);
    expect(broken(yuan, result({ ...noYuanBill, scale: yuanScale('11') }))).toEqual([]);
    // Within twice the wealth, the money missing, exactly: $15,079 against a $15,080 salary.
    const short = '/v1/numberOfItems?wealth=15079&typeOfItem=year_of_low_minimum_wage_salary';
    const s = {
      phrase: '0 Years Of Low Minimum Wage Salary',
      sentence:
        'A person with a wealth of $15,079 could not pay for even one year of low minimum wage salary!',
    };
    const take = (what: string) => `It would take ${what} to pay for one year of low minimum wage salary.`;
    expect(broken(short, result({ ...s, scale: take('$1 more') }))).toEqual([]);
    expect(broken(short, result({ ...s, scale: take('$2 more') }))).toEqual(['figure']);
    expect(broken(short, result({ ...s, scale: take('2 times this amount') }))).toEqual(['figure']);
    // The share one item takes of the wealth.
    expect(broken(houses, result({ ...h, scale: 'One house takes 5.3% of $9,500,000.' }))).toEqual([]);
    expect(broken(houses, result({ ...h, scale: 'One house takes 5.2% of $9,500,000.' }))).toEqual(['hedge']);
    expect(broken(houses, result({ ...h, scale: 'One house takes 5.3% of €9,500,000.' }))).toEqual(['label']);
  });

  it('requires labels as sent and a notice where labels mix', () => {
    const yen = '/v1/durationOfDailySpend?wealth=¥1M&spend=1000';
    const r = (label: string) =>
      result({
        phrase: '2.7 Years',
        sentence: `A person with a wealth of ${label}1,000,000 could spend ${label}1,000 every day for 2.7 years!`,
        scale: null,
      });
    expect(broken(yen, r('CN¥'))).toEqual(['label']);
    expect(broken(yen, r('¥'))).toEqual([]);
    const cents = '/v1/durationOfDailySpend?wealth=¥1000&spend=1';
    const c1 = (amount: string) =>
      result({
        phrase: '2.7 Years',
        sentence: `A person with a wealth of ${amount} could spend ¥1 every day for 2.7 years!`,
        scale: null,
      });
    expect(broken(cents, c1('¥1,000.00'))).toEqual(['label']);
    expect(broken(cents, c1('¥1,000'))).toEqual([]);
    const cars = '/v1/numberOfItems?wealth=€1M&typeOfItem=car';
    const c = {
      phrase: '20 Cars',
      sentence: 'A person with a wealth of €1,000,000 could buy 20 cars all at once (at US-dollar prices)!',
      scale: null,
    };
    expect(broken(cars, result(c))).toEqual(['mixed-labels']);
    // The editor's sentence: "could buy 9 yachts all at once!" for ₩7,800,000 reads won as dollars.
    const yachts = '/v1/numberOfItems?wealth=₩7800000&typeOfItem=yacht';
    const y = (sentence: string) => ({
      ...result({ phrase: '9 Yachts', sentence, scale: null }),
      currencyNote:
        'Item prices are US dollar benchmarks and currencies are labels only: no exchange rate is applied.',
    });
    expect(broken(yachts, y('A person with a wealth of ₩7,800,000 could buy 9 yachts all at once!'))).toEqual(
      ['label-in-sentence'],
    );
    expect(
      broken(
        yachts,
        y('A person with a wealth of ₩7,800,000 could buy 9 yachts all at once (at US-dollar prices)!'),
      ),
    ).toEqual([]);
    expect(
      broken(cars, { ...result(c), labels: 'Currencies are labels only: no exchange rate is applied.' }),
    ).toEqual([]);
    const growthUrl = '/v1/growthOfCompoundInterest?wealth=€1M&rate=0.05&frequency=1&period=20';
    const g = {
      phrase: 'By €1,653,298 Over 20 Years',
      sentence:
        'With 5% interest compounded annually, a person with €1,000,000 would grow their wealth by €1,653,298 over 20 years!',
    };
    // Final ÷ start is 2.65: "more than doubles", "1.7 times the starting" (growth ÷ start 1.65); 88% of
    // tripling is not "nearly" (90–97.5%).
    expect(
      broken(growthUrl, result({ ...g, scale: 'That more than doubles the starting €1,000,000.' })),
    ).toEqual([]);
    expect(broken(growthUrl, result({ ...g, scale: 'That is 1.7 times the starting €1,000,000.' }))).toEqual(
      [],
    );
    expect(
      broken(growthUrl, result({ ...g, scale: 'That nearly triples the starting €1,000,000.' })),
    ).toEqual(['hedge']);
    expect(broken(growthUrl, result({ ...g, scale: 'That about doubles the starting €1,000,000.' }))).toEqual(
      ['hedge'],
    );
    expect(
      broken(growthUrl, result({ ...g, scale: 'That more than triples the starting €1,000,000.' })),
    ).toEqual(['hedge']);
  });

  it('checks the ratio, its tier and plain statements shared by distant results', () => {
    const url = '/v1/comparison?expression=durationOfDailySpend&wealthYours=1M&wealthTheirs=1.09M&spend=50';
    const side = (wealth: string, years: string, scale: string) =>
      result({
        phrase: `${years} Years`,
        sentence: `A person with a wealth of ${wealth} could spend $50 every day for ${years} years!`,
        scale,
      });
    const moon = 'That is the time since the first Moon landing (20 July 1969).';
    const ratio = {
      value: 1.09,
      phrase: '1.09 : 1',
      sentence: 'Their wealth is 1.09 times yours.',
      scale: 'The two wealths are roughly equal: they differ by less than 10%.',
    };
    const rules = broken(url, {
      expression: 'durationOfDailySpend',
      resultTheirs: side('$1,090,000', '60', moon),
      resultYours: side('$1,000,000', '55', moon),
      ratio,
    });
    expect(rules).toEqual(['plain', 'plain-shared']);
    const fine = broken(url, {
      expression: 'durationOfDailySpend',
      resultTheirs: side('$1,090,000', '60', 'That is twice the length of a 30-year mortgage (30 years).'),
      resultYours: side('$1,000,000', '55', 'That is 1.8 times the length of a 30-year mortgage (30 years).'),
      ratio,
    });
    expect(fine).toEqual([]);
    const withEquivalence = (equivalence: string) =>
      broken(url, {
        expression: 'durationOfDailySpend',
        resultTheirs: side('$1,090,000', '60', 'That is twice the length of a 30-year mortgage (30 years).'),
        resultYours: side(
          '$1,000,000',
          '55',
          'That is 1.8 times the length of a 30-year mortgage (30 years).',
        ),
        ratio,
        equivalence,
      });
    expect(withEquivalence('For them, spending $10,900 is like spending $10,000 for you.')).toEqual([]);
    expect(withEquivalence('For them, spending $11,000 is like spending $10,000 for you.')).toEqual([
      'figure',
    ]);
    expect(withEquivalence('For you, spending $10,900 is like spending $10,000 for them.')).toEqual([
      'figure',
    ]);
    expect(withEquivalence('For them, spending €10,900 is like spending $10,000 for you.')).toEqual([
      'label',
    ]);
    const wrongTier = broken(url, {
      expression: 'durationOfDailySpend',
      resultTheirs: side('$1,090,000', '60', 'That is twice the length of a 30-year mortgage (30 years).'),
      resultYours: side('$1,000,000', '55', 'That is 1.8 times the length of a 30-year mortgage (30 years).'),
      ratio: { ...ratio, phrase: '1.1 : 1', scale: 'This is extreme wealth inequality.' },
    });
    expect(wrongTier).toEqual(['figure', 'ratio-tier']);
  });
});
