import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../support/app.ts';
import { fuzz } from '../support/fuzz.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

// Spellings are built here by hand, independently of the parser under test.
const groupWith = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
const groupIndian = (digits: string) =>
  digits.length <= 3
    ? digits
    : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;

const LETTERS = ['', 'K', 'M', 'B', 'T', 'Q'];

/** A quantity written as mantissa × 10^(3·magnitude), and every spelling of it the grammar accepts. */
const quantity = fc
  .record({
    whole: fc.integer({ min: 1, max: 999_999 }),
    fraction: fc.constantFrom('', '5', '25', '125', '75'),
    magnitude: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ whole, fraction, magnitude }) => {
    const shift = 3 * magnitude;
    const digits = `${whole}${fraction}`;
    const pointAt = String(whole).length + shift;
    const padded = digits.padEnd(pointAt, '0');
    const integerPart = padded.slice(0, pointAt);
    const fractionPart = padded.slice(pointAt).replace(/0+$/, '');
    const tail = fractionPart ? `.${fractionPart}` : '';
    const spellings = [`${integerPart}${tail}`, `${groupWith(integerPart, ',')}${tail}`];
    if (integerPart.length >= 7) {
      spellings.push(`${groupWith(integerPart, '.')}${fractionPart ? `,${fractionPart}` : ''}`);
    }
    if (integerPart.length >= 6) spellings.push(`${groupIndian(integerPart)}${tail}`);
    if (magnitude > 0) {
      const mantissa = `${whole}${fraction ? `.${fraction}` : ''}`;
      const letter = LETTERS[magnitude] as string;
      spellings.push(`${mantissa}${letter}`, `${mantissa} ${letter.toLowerCase()}`);
      if (fraction && fraction.length !== 3) spellings.push(`${mantissa.replace('.', ',')}${letter}`);
    }
    return spellings;
  });

/** How a spelling goes on the wire: a symbol or code, surrounding whitespace, `$` plain or encoded. */
const decoration = fc.record({
  symbol: fc.constantFrom('', '$', 'USD ', 'US$', 'usd', 'USD'),
  before: fc.constantFrom('', ' ', '\t', '  '),
  after: fc.constantFrom('', ' ', '\n'),
  rawDollar: fc.boolean(),
});

function wire(
  spelling: string,
  d: { symbol: string; before: string; after: string; rawDollar: boolean },
): string {
  const encoded = encodeURIComponent(`${d.before}${d.symbol}${spelling}${d.after}`);
  return d.rawDollar ? encoded.replaceAll('%24', '$') : encoded;
}

describe('equal quantities spelled differently give byte-identical responses', () => {
  it.each([
    ['/v1/numberOfItems', 'wealth', '&typeOfItem=fancy_coffee'],
    ['/v1/durationOfDailySpend', 'wealth', '&spend=7'],
    ['/v1/durationOfDailySpend', 'spend', '&wealth=1T'],
    [
      '/v1/comparison',
      'wealthTheirs',
      '&expression=heightOfMoneyStack&wealthYours=5000&typeOfMoney=eur_100_bill',
    ],
    ['/v1/growthOfCompoundInterest', 'wealth', '&rate=0.03&frequency=12&period=7.5'],
  ])('%s %s', async (path, param, rest) => {
    await fc.assert(
      fc.asyncProperty(
        quantity,
        fc.array(decoration, { minLength: 1, maxLength: 3 }),
        async (spellings, decorations) => {
          const bodies = new Set<string>();
          for (const [i, spelling] of spellings.entries()) {
            const d = decorations[i % decorations.length] as (typeof decorations)[number];
            const response = await app.inject(`${path}?${param}=${wire(spelling, d)}${rest}`);
            expect(response.statusCode, `${spelling} → ${response.body}`).toBe(200);
            bodies.add(response.body);
          }
          expect([...bodies]).toHaveLength(1);
        },
      ),
      fuzz(150),
    );
  });
});

const ROUTE_QUERIES: Record<string, Record<string, string>> = {
  '/v1/durationOfDailySpend': { wealth: '1B', spend: '1000' },
  '/v1/heightOfMoneyStack': { wealth: '1B', typeOfMoney: 'usd_1_coin' },
  '/v1/numberOfItems': { wealth: '1B', typeOfItem: 'house' },
  '/v1/growthOfCompoundInterest': { wealth: '1B', rate: '0.05', frequency: '12', period: '20' },
  '/v1/comparison': {
    expression: 'growthOfCompoundInterest',
    wealthYours: '1B',
    wealthTheirs: '5',
    rate: '0.05',
    frequency: '12',
    period: '20',
  },
};

/** Strings meant to hit the grammar's edges: money-ish tokens mixed with anything at all. */
const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        '1',
        '0',
        '9',
        ',',
        '.',
        ' ',
        '-',
        '+',
        '$',
        '€',
        'K',
        'm',
        'B',
        'q',
        'USD',
        'CHF',
        'Fr.',
        'e',
        'E',
        '%',
        '\u00a0',
        '٣',
        'NaN',
      ),
      { maxLength: 14 },
    )
    .map((parts) => parts.join('')),
);

function expectDocumentedShape(status: number, body: unknown): void {
  expect([200, 400]).toContain(status);
  if (status === 400) {
    expect(body).toEqual({ status: 'error', error: { code: 400, message: expect.any(String) } });
  } else {
    expect(body).toMatchObject({ status: 'success' });
  }
}

describe('no input ever yields a 500', () => {
  it.each(Object.entries(ROUTE_QUERIES))('%s: any string in any parameter', async (path, valid) => {
    const names = Object.keys(valid);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), nasty, async (name, value) => {
        const query = new URLSearchParams({ ...valid, [name]: value });
        const response = await app.inject(`${path}?${query}`);
        expectDocumentedShape(response.statusCode, response.json());
      }),
      fuzz(300),
    );
  });

  it('raw query strings: stray percent signs, repeats, unicode', async () => {
    const rawQuery = fc
      .array(
        fc.tuple(
          fc.constantFrom('wealth', 'spend', 'typeOfItem', 'rate', 'frequency', 'period', 'expression', 'x'),
          fc.oneof(nasty, fc.constantFrom('%', '%2', '%zz', '%E2%82', '%C0%AF', '%00', '%FF')),
        ),
        { maxLength: 6 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v.replace(/[#\s]/g, '+')}`).join('&'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(ROUTE_QUERIES)), rawQuery, async (path, query) => {
        const response = await app.inject({
          method: 'GET',
          url: `${path}?${encodeURI(query).replaceAll('%25', '%')}`,
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toHaveProperty('status');
      }),
      fuzz(500),
    );
  });
});

/** Thickness (mm) and denomination of a few kinds of money, copied from docs/service.md §2.6. */
const KINDS: Record<string, [number, number]> = {
  usd_1_coin: [1, 2],
  cad_100_bill: [100, 0.0875],
  gbp_1_coin: [1, 2.8],
  krw_1000_bill: [1000, 0.1],
};
/** Benchmark prices in USD, from docs/service.md §2.6. */
const PRICES: Record<string, number> = {
  fancy_coffee: 10,
  dinner_with_drinks: 175,
  house: 500_000,
  superyacht: 600_000_000,
};

const wholeWealth = fc.bigInt({ min: 1n, max: 10n ** 24n });
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-12);

describe('computed values follow the formulas of docs/service.md §2.2', () => {
  it('duration = wealth ÷ spend ÷ 365', async () => {
    await fc.assert(
      fc.asyncProperty(wholeWealth, wholeWealth, async (wealth, spend) => {
        const response = await app.inject(`/v1/durationOfDailySpend?wealth=${wealth}&spend=${spend}`);
        close(response.json().data.value, Number(wealth) / Number(spend) / 365);
      }),
      fuzz(200),
    );
  });

  it('height = wealth ÷ denomination × thickness', async () => {
    await fc.assert(
      fc.asyncProperty(wholeWealth, fc.constantFrom(...Object.keys(KINDS)), async (wealth, kind) => {
        const [denomination, thickness] = KINDS[kind] as [number, number];
        const response = await app.inject(`/v1/heightOfMoneyStack?wealth=${wealth}&typeOfMoney=${kind}`);
        close(response.json().data.value, ((Number(wealth) / denomination) * thickness) / 1000);
      }),
      fuzz(200),
    );
  });

  it('items = floor(wealth ÷ price), exactly', async () => {
    await fc.assert(
      fc.asyncProperty(wholeWealth, fc.constantFrom(...Object.keys(PRICES)), async (wealth, item) => {
        const response = await app.inject(`/v1/numberOfItems?wealth=${wealth}&typeOfItem=${item}`);
        const count = wealth / BigInt(PRICES[item] as number);
        expect(response.json().data.value).toBe(Number(count));
        // Up to 15 digits the count is printed in full; past them with a scale word (docs/prose.md).
        if (count < 10n ** 15n) {
          expect(response.json().data.phrase.replace(/ .*/, '').replaceAll(',', '')).toBe(String(count));
        } else expect(response.json().data.phrase).toMatch(/^\d+(\.\d)? [A-Z][a-z]+illion /);
      }),
      fuzz(200),
    );
  });

  it('growth = wealth × ((1 + rate/frequency)^(frequency × period) − 1), rounded', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 999 }).map((n) => n / 1000),
        fc.constantFrom(1, 2, 4, 12, 365),
        fc.integer({ min: 1, max: 99 }),
        async (wealth, rate, frequency, period) => {
          const response = await app.inject(
            `/v1/growthOfCompoundInterest?wealth=${wealth}&rate=${rate}&frequency=${frequency}&period=${period}`,
          );
          const expected = Number(wealth) * ((1 + rate / frequency) ** (frequency * period) - 1);
          const value = response.json().data.value;
          const tolerance = Math.max(1, Math.abs(expected) * 1e-9);
          expect(Math.abs(value - expected)).toBeLessThanOrEqual(tolerance);
        },
      ),
      fuzz(200),
    );
  });

  it('ratio = wealthTheirs ÷ wealthYours', async () => {
    await fc.assert(
      fc.asyncProperty(wholeWealth, wholeWealth, async (yours, theirs) => {
        const response = await app.inject(
          `/v1/comparison?expression=numberOfItems&typeOfItem=car&wealthYours=${yours}&wealthTheirs=${theirs}`,
        );
        close(response.json().data.ratio.value, Number(theirs) / Number(yours));
      }),
      fuzz(200),
    );
  });
});
