// Issue 25: figures an editor signs. Each case of the issue's "Why" that concerns the figures and
// sentences of the expressions, through the real server, with the rule checked where it can be.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

interface Data {
  value: number;
  phrase: string;
  sentence: string;
  scale: string | null;
}

async function data(path: string, query: Record<string, string>): Promise<Data> {
  const response = await send(app, `${path}?${new URLSearchParams(query)}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** A printed length (`1.15`, `1,242,742`, `2.8 quintillion`) as a number. */
function number(text: string): number {
  const [figure = '', word] = text.toLowerCase().split(' ');
  const power =
    {
      million: 6,
      billion: 9,
      trillion: 12,
      quadrillion: 15,
      quintillion: 18,
      sextillion: 21,
      septillion: 24,
    }[word ?? ''] ?? 0;
  return Number(figure.replaceAll(',', '')) * 10 ** power;
}

const METRES: Record<string, number> = {
  inch: 0.0254,
  inches: 0.0254,
  foot: 0.3048,
  feet: 0.3048,
  mile: 1609.344,
  miles: 1609.344,
  mm: 0.001,
  cm: 0.01,
  m: 1,
  km: 1000,
};

describe('two units of one height agree within 2.5%', () => {
  it('1M in yuan coins reads 1.15 miles (1.85 km), not 1.1 miles (1.9 km)', async () => {
    const d = await data('/v1/heightOfMoneyStack', { wealth: '1M', typeOfMoney: 'cny_1_coin' });
    expect(d.phrase).toBe('1.15 Miles (1.85 km)');
    expect(d.sentence).toContain('yuan coins 1.15 miles (1.85 km) high (no exchange rate applied)!');
  });

  it('the published fixed point stays as it is', async () => {
    const d = await data('/v1/heightOfMoneyStack', { wealth: '1T', typeOfMoney: 'usd_1_coin' });
    expect(d.phrase).toBe('1,242,742 Miles (2,000,000 km)');
  });

  // Every kind of money, wealths from 1 to 10^24 at many mantissas: every unit pair (inches/mm,
  // inches/cm, feet/cm, feet/m, miles/km, and the scale-word forms).
  const wealths = Array.from({ length: 24 * 7 }, (_, i) => {
    const mantissa = [1, 1.15, 1.37, 2.5, 3.3, 5.2, 7.77][i % 7] as number;
    return (BigInt(Math.round(mantissa * 100)) * 10n ** BigInt(Math.floor(i / 7))) / 100n || 1n;
  });
  it.each(Object.keys(MONEY_KINDS))('%s: every phrase has two figures that agree', async (kind) => {
    for (const wealth of wealths) {
      const d = await data('/v1/heightOfMoneyStack', { wealth: `${wealth}`, typeOfMoney: kind });
      if (d.phrase.startsWith('Less Than One ')) continue;
      const m = /^(.+) (Inch|Inches|Foot|Feet|Miles?) \((.+) (mm|cm|m|km)\)$/.exec(d.phrase);
      expect(m, d.phrase).not.toBeNull();
      if (!m) continue;
      const a = number(m[1] as string) * (METRES[(m[2] as string).toLowerCase()] as number);
      const b = number(m[3] as string) * (METRES[m[4] as string] as number);
      expect(Math.max(a / b, b / a), d.phrase).toBeLessThanOrEqual(1.025);
    }
  });
});

describe('nothing impossible', () => {
  it('less than one bill says that not even one is there; value stays the unrounded height', async () => {
    const d = await data('/v1/heightOfMoneyStack', { wealth: '47.50', typeOfMoney: 'usd_100_bill' });
    expect(d.sentence).toBe('A person with a wealth of $47.50 would not have even one hundred-dollar bill!');
    expect(d.phrase).toBe('Less Than One Hundred-Dollar Bill');
    expect(d.value).toBe((47.5 / 100) * 0.00011);
    // $100 ÷ $47.50 = 2.105…, rounded up at its printed step so that it reaches the bill: 2.1 times
    // $47.50 is $99.75 (three such amounts were once said, for 2.1).
    expect(d.scale).toBe('It would take 2.2 times this amount to have one hundred-dollar bill.');
  });

  it('exactly one bill is a stack', async () => {
    const d = await data('/v1/heightOfMoneyStack', { wealth: '100', typeOfMoney: 'usd_100_bill' });
    expect(d.sentence).toContain('would have a stack of hundred-dollar bills');
  });

  it('a wealth that lasts under two days is run through, never spent "every day for 1 day"', async () => {
    const d = await data('/v1/durationOfDailySpend', { wealth: '1M', spend: '999999' });
    expect(d.sentence).toBe('A person would run through $1,000,000 in 1 day at $999,999 a day!');
    const two = await data('/v1/durationOfDailySpend', { wealth: '1M', spend: '500000' });
    expect(two.sentence).toBe(
      'A person with a wealth of $1,000,000 could spend $500,000 every day for 2 days!',
    );
  });

  it('"fortunes" only for fortunes: $3 is not a fortune, $110,000 may be called one', async () => {
    const three = await data('/v1/numberOfItems', { wealth: '3', typeOfItem: 'house' });
    expect(three.scale).toBe('It would take 166,667 times this amount to buy one house.');
    const fortune = await data('/v1/numberOfItems', { wealth: '110000', typeOfItem: 'superyacht' });
    expect(fortune.scale).toBe('It would take 5,455 fortunes like this to buy one superyacht.');
  });

  it('a count of one is singular and not bought "all at once"', async () => {
    const d = await data('/v1/numberOfItems', { wealth: '500000', typeOfItem: 'house' });
    expect([d.phrase, d.sentence]).toEqual([
      '1 House',
      'A person with a wealth of $500,000 could buy 1 house!',
    ]);
  });

  it('millennia and years agree: 1.05 millennia is not 1.1 millennia (1,050 years)', async () => {
    const d = await data('/v1/durationOfDailySpend', { wealth: '383250', spend: '1' });
    expect(d.phrase).toBe('1.05 Millennia (1,050 Years)');
    const fixed = await data('/v1/durationOfDailySpend', { wealth: '1B', spend: '1000' });
    expect(fixed.phrase).toBe('2.7 Millennia (2,740 Years)');
  });
});

describe('no invented digits in growth', () => {
  it('$1T at 5% for 99 years is exact to the dollar, not padded with zeros', async () => {
    const d = await data('/v1/growthOfCompoundInterest', {
      wealth: '1T',
      rate: '0.05',
      frequency: '1',
      period: '99',
    });
    // 10^12 × (1.05^99 − 1) = 124,239,293,186,955.67…
    expect(d.phrase).toBe('By $124,239,293,186,956 Over 99 Years');
    expect(d.value).toBe(124239293186956);
  });

  it('the published fixed point stays as it is', async () => {
    const d = await data('/v1/growthOfCompoundInterest', {
      wealth: '1B',
      rate: '0.01',
      frequency: '1',
      period: '20',
    });
    expect(d.phrase).toBe('By $220,190,040 Over 20 Years');
  });

  it('past 15 digits a scale word, past a thousand decillion a power of ten', async () => {
    const big = await data('/v1/growthOfCompoundInterest', {
      wealth: '100T',
      rate: '0.5',
      frequency: '1',
      period: '20',
    });
    // 10^14 × (1.5^20 − 1) = 332,425,673,007,965,087.9… → 332 quadrillion
    expect(big.phrase).toBe('By $332 Quadrillion Over 20 Years');
    expect(big.sentence).toContain('by $332 quadrillion over 20 years!');
    const huge = await data('/v1/growthOfCompoundInterest', {
      wealth: '1000000000000000000000000',
      rate: '0.99',
      frequency: '1',
      period: '99',
    });
    // 10^24 × (1.99^99 − 1) = 3.1… × 10^53
    expect(huge.phrase).toMatch(/^By \$\d(\.\d)? × 10⁵³ Over 99 Years$/);
  });

  it('whole exponents: every printed digit equals the exact fraction rounded half away from zero', async () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 150; i++) {
      const wealth = BigInt(next() % 1_000_000) * 10n ** BigInt(next() % 9) + 1n;
      const rateThousandths = BigInt((next() % 999) + 1);
      const frequency = [1n, 2n, 4n, 12n][next() % 4] as bigint;
      const years = BigInt((next() % 60) + 1);
      const d = await data('/v1/growthOfCompoundInterest', {
        wealth: `${wealth}`,
        rate: `0.${`${rateThousandths}`.padStart(3, '0')}`,
        frequency: `${frequency}`,
        period: `${years}`,
      });
      // wealth × ((1000f + r)^n − (1000f)^n) / (1000f)^n, exactly.
      const base = 1000n * frequency;
      const n = frequency * years;
      const num = wealth * ((base + rateThousandths) ** n - base ** n);
      const den = base ** n;
      const whole = (2n * num + den) / (2n * den);
      if (whole >= 10n ** 15n || num < den) continue;
      expect(d.phrase, `${wealth} ${rateThousandths} ${frequency} ${years}`).toBe(
        `By $${whole.toLocaleString('en-US')} Over ${years} Year${years === 1n ? '' : 's'}`,
      );
    }
  });
});

describe("one renderer: the phrase is the sentence's own words in Title Case", () => {
  it('every phrase, lower-cased, is what the sentence says', async () => {
    const cases: [string, Record<string, string>, (phrase: string) => string, string?][] = [];
    for (const wealth of ['1', '47.5', '999', '150000', '1.5B', '1000000000000000000000000']) {
      cases.push(['/v1/durationOfDailySpend', { wealth, spend: '1000' }, (p) => `for ${p}!`]);
      for (const typeOfMoney of ['usd_1_coin', 'usd_100_bill', 'cad_100_bill', 'gbp_1_coin']) {
        // A bare wealth is US dollars: read as another kind of money's label, the sentence says so.
        const mark = typeOfMoney.startsWith('usd') ? '' : ' (no exchange rate applied)';
        // Fewer than ten pieces: how many whole pieces (`, 1 in all`, `, 2 of them whole`) before it.
        cases.push(['/v1/heightOfMoneyStack', { wealth, typeOfMoney }, (p) => `${p} high`, mark]);
      }
      for (const typeOfItem of ['house', 'year_of_salary_65k', 'estate_with_a_mega_mansion']) {
        cases.push(['/v1/numberOfItems', { wealth, typeOfItem }, (p) => p.replace(/^\d[\d,.]* /, '')]);
      }
      for (const period of ['0.001', '1', '99.999']) {
        cases.push([
          '/v1/growthOfCompoundInterest',
          { wealth, rate: '0.05', frequency: '12', period },
          (p) => p.replace(/^by /, 'grow their wealth by '),
        ]);
      }
    }
    for (const [path, query, inSentence, mark] of cases) {
      const d = await data(path, query);
      if (d.sentence.includes('not have even one') || d.sentence.includes('could not ')) continue;
      if (d.sentence.startsWith('A person would run through')) continue;
      expect(d.sentence, `${path} ${JSON.stringify(query)}`).toContain(inSentence(d.phrase.toLowerCase()));
      if (mark !== undefined)
        expect(d.sentence, `${path} ${JSON.stringify(query)}`).toMatch(
          new RegExp(`high(?:, \\d (?:in all|of them whole))?${mark.replace(/[()]/g, '\\$&')}!$`),
        );
    }
  });
});

describe('one style in one sentence (an editor read issue 25 outputs)', () => {
  /** Whether a printed figure has a scale word (`137 quadrillion`) rather than only digits. */
  const worded = (figure: string) => /\d (million|billion|trillion|[a-z]+illion)\b/.test(figure);

  it('two units of one quantity both read with a scale word, or neither does', async () => {
    const pairs: string[] = [];
    for (let exponent = 6; exponent <= 23; exponent++) {
      for (const mantissa of [1n, 2n, 73n]) {
        const wealth = `${mantissa * 10n ** BigInt(exponent - (mantissa > 9n ? 1 : 0))}`;
        const duration = await data('/v1/durationOfDailySpend', { wealth, spend: '40' });
        const height = await data('/v1/heightOfMoneyStack', { wealth, typeOfMoney: 'chf_1_coin' });
        for (const phrase of [duration.phrase, height.phrase]) {
          const pair = /^(.+?) [A-Z][a-z]+ \((.+?) [a-zA-Z]+\)$/.exec(phrase);
          if (!pair) continue;
          pairs.push(phrase);
          expect(worded(pair[1] as string), phrase).toBe(worded(pair[2] as string));
        }
      }
    }
    // The sweep reached pairs where one figure alone would have a scale word.
    expect(pairs).toContain('137 Trillion Millennia (137 Quadrillion Years)');
  });

  it("the equivalence's two amounts read in one style", async () => {
    const pairs: Array<[string, string]> = [
      ['€20Q', '€9000000Q'],
      ['5T', '8000000Q'],
      ['500B', '1000000000Q'],
    ];
    for (const [yours, theirs] of pairs) {
      const response = await send(
        app,
        `/v1/comparison?${new URLSearchParams({ expression: 'numberOfItems', wealthYours: yours, wealthTheirs: theirs, typeOfItem: 'house' })}`,
      );
      const sentence: string = response.json().data.equivalence;
      const amounts = [...sentence.matchAll(/spending (\S+(?: [a-z]+illion)?)/g)].map((m) => m[1] as string);
      expect(amounts, sentence).toHaveLength(2);
      expect(worded(amounts[0] as string), sentence).toBe(worded(amounts[1] as string));
    }
  });
});
