import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

function url(path: string, query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  }
  return `${path}?${params}`;
}

async function getJson(path: string, query: Record<string, string | string[] | undefined> = {}) {
  const response = await send(app, url(path, query));
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('fixed points of docs/conventions.md §7, through the HTTP server', () => {
  it.each([
    [
      '/v1/durationOfDailySpend',
      { wealth: '1B', spend: '1000' },
      2739.72602739726,
      '2.7 Millennia (2,740 Years)',
      'A person with a wealth of $1,000,000,000 could spend $1,000 every day for 2.7 millennia (2,740 years)!',
    ],
    [
      '/v1/heightOfMoneyStack',
      { wealth: '1T', typeOfMoney: 'usd_1_coin' },
      2000000000,
      '1,242,742 Miles (2,000,000 km)',
      'A person with a wealth of $1,000,000,000,000 would have a stack of dollar coins 1,242,742 miles (2,000,000 km) high!',
    ],
    [
      '/v1/numberOfItems',
      { wealth: '250B', typeOfItem: 'year_of_salary_65k' },
      3846153,
      '3,846,153 Years Of $65,000 Salary',
      'A person with a wealth of $250,000,000,000 could pay for 3,846,153 years of $65,000 salary all at once!',
    ],
    [
      '/v1/growthOfCompoundInterest',
      { wealth: '1B', rate: '0.01', frequency: '1', period: '20' },
      220190040,
      'By $220,190,040 Over 20 Years',
      'With 1% interest compounded annually, a person with $1,000,000,000 would grow their wealth by $220,190,040 over 20 years!',
    ],
    [
      '/v1/numberOfItems',
      { wealth: '1T', typeOfItem: 'fancy_coffee' },
      100000000000,
      '100,000,000,000 Fancy Coffees',
      'A person with a wealth of $1,000,000,000,000 could buy 100,000,000,000 fancy coffees all at once!',
    ],
  ])('%s %j', async (path, query, value, phrase, sentence) => {
    const { status, body } = await getJson(path, query);
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data.value).toBe(value);
    expect(body.data.phrase).toBe(phrase);
    expect(body.data.sentence).toBe(sentence);
    expect(Object.keys(body.data).sort()).toEqual(['phrase', 'scale', 'sentence', 'type', 'unit', 'value']);
  });
});

describe('result fields per expression (docs/service.md §2.2)', () => {
  it('units and types', async () => {
    const duration = await getJson('/v1/durationOfDailySpend', { wealth: '1B', spend: '1000' });
    expect([duration.body.data.unit, duration.body.data.type]).toEqual(['years', null]);
    const height = await getJson('/v1/heightOfMoneyStack', { wealth: '1B', typeOfMoney: 'cad_100_bill' });
    expect([height.body.data.unit, height.body.data.type]).toEqual([
      'meters',
      'Canadian hundred-dollar bills',
    ]);
    const items = await getJson('/v1/numberOfItems', { wealth: '1B', typeOfItem: 'house' });
    expect([items.body.data.unit, items.body.data.type]).toEqual([null, 'houses']);
    const growth = await getJson('/v1/growthOfCompoundInterest', {
      wealth: '€1B',
      rate: '0.05',
      frequency: '12',
      period: '10',
    });
    expect([growth.body.data.unit, growth.body.data.type]).toEqual(['euros', null]);
  });

  it('the kind of money overrides the wealth symbol; figures never change with the label', async () => {
    const euro = await getJson('/v1/heightOfMoneyStack', { wealth: '$1B', typeOfMoney: 'eur_1_coin' });
    expect(euro.body.data.sentence).toMatch(
      /^A person with a wealth of €1,000,000,000 would have a stack of euro coins/,
    );
    const pounds = await getJson('/v1/numberOfItems', { wealth: '£1M', typeOfItem: 'house' });
    const dollars = await getJson('/v1/numberOfItems', { wealth: '1M', typeOfItem: 'house' });
    expect(pounds.body.data.value).toBe(dollars.body.data.value);
    expect(pounds.body.data.sentence).toBe(
      'A person with a wealth of £1,000,000 could buy 2 houses all at once (at US-dollar prices)!',
    );
  });

  it('spend without a symbol takes the wealth currency; with one it keeps its own', async () => {
    const inherited = await getJson('/v1/durationOfDailySpend', {
      wealth: '₹1B',
      spend: '500',
    });
    expect(inherited.body.data.sentence).toContain('₹1,000,000,000 could spend ₹500 every day');
    const own = await getJson('/v1/durationOfDailySpend', { wealth: '₹1B', spend: '$5' });
    expect(own.body.data.sentence).toContain('₹1,000,000,000 could spend $5 every day');
  });

  it('a sentence prints the wealth exactly at 1e24 scale', async () => {
    const { body } = await getJson('/v1/numberOfItems', {
      wealth: '123456789012345678901234',
      typeOfItem: 'fancy_coffee',
    });
    expect(body.data.sentence).toBe(
      'A person with a wealth of $123,456,789,012,345,678,901,234 could buy 12 sextillion fancy coffees all at once!',
    );
  });
});

describe('prose rules (docs/prose.md)', () => {
  async function phrase(path: string, query: Record<string, string>): Promise<string> {
    return (await getJson(path, query)).body.data.phrase;
  }

  it.each([
    ['1', '1', '1 Day'],
    ['2', '1', '2 Days'],
    ['100', '1', '100 Days'],
    ['365', '1', '1 Year'],
    ['364.9', '1', '1 Year'],
    ['730', '1', '2 Years'],
    ['1000', '10000', '2.4 Hours'],
    ['100000', '274', '1 Year'],
    ['365000', '1', '1 Millennium (1,000 Years)'],
    ['364990', '1', '1 Millennium (1,000 Years)'],
    ['3650000', '1', '10 Millennia (10,000 Years)'],
    ['1', '1000000', '0.1 Seconds'],
    ['1', '100000000', 'Less Than 0.1 Seconds'],
    ['1000', '100000', '14 Minutes'],
    ['1', '2000', '43 Seconds'],
    ['1000000', '2000000', '12 Hours'],
    ['1000000000000000000000000', '1', '2.7 Quintillion Millennia (2.7 Sextillion Years)'],
  ])('duration wealth=%s spend=%s → %s', async (wealth, spend, expected) => {
    expect(await phrase('/v1/durationOfDailySpend', { wealth, spend })).toBe(expected);
  });

  it.each([
    ['1', 'usd_1_coin', '0.079 Inches (2 mm)'],
    ['100', 'usd_100_bill', '0.0043 Inches (0.11 mm)'],
    ['1236', 'usd_100_bill', '0.0535 Inches (1.36 mm)'],
    ['13', 'usd_1_coin', '1.02 Inches (2.6 cm)'],
    ['12.7', 'usd_1_coin', '1 Inch (2.5 cm)'],
    ['150', 'usd_1_coin', '1 Foot (30 cm)'],
    ['1000', 'usd_1_coin', '6.6 Feet (2 m)'],
    ['804672', 'usd_1_coin', '1 Mile (1.6 km)'],
    ['1', 'krw_1000_bill', 'Less Than One Thousand-Won Bill'],
    ['1M', 'cny_1_coin', '1.15 Miles (1.85 km)'],
    ['1000000000000000000000000', 'gbp_1_coin', '1.74 Quintillion Miles (2.8 Quintillion km)'],
  ])('height wealth=%s %s → %s', async (wealth, typeOfMoney, expected) => {
    expect(await phrase('/v1/heightOfMoneyStack', { wealth, typeOfMoney })).toBe(expected);
  });

  it('items: singular, title case, and zero said plainly', async () => {
    expect(await phrase('/v1/numberOfItems', { wealth: '500K', typeOfItem: 'house' })).toBe('1 House');
    expect(
      await phrase('/v1/numberOfItems', { wealth: '400M', typeOfItem: 'estate_with_a_mega_mansion' }),
    ).toBe('2 Estates With A Mega-Mansion');
    const zero = await getJson('/v1/numberOfItems', { wealth: '39999', typeOfItem: 'student_loan_debt' });
    expect(zero.body.data.value).toBe(0);
    expect(zero.body.data.sentence).toBe(
      'A person with a wealth of $39,999 could not pay off even one student loan debt!',
    );
    const childcare = await getJson('/v1/numberOfItems', {
      wealth: '1750',
      typeOfItem: 'month_of_childcare',
    });
    expect(childcare.body.data.sentence).toBe(
      'A person with a wealth of $1,750 could pay for 1 month of childcare!',
    );
  });

  it('growth: rates as percentages, frequencies in words, cents below one unit', async () => {
    const { body } = await getJson('/v1/growthOfCompoundInterest', {
      wealth: 'CHF 2.5M',
      rate: '0.0125',
      frequency: '4',
      period: '1',
    });
    expect(body.data.sentence).toMatch(
      /^With 1\.25% interest compounded quarterly, a person with CHF 2,500,000 would grow their wealth by CHF [\d,]+ over 1 year!$/,
    );
    expect(body.data.phrase).toMatch(/^By CHF [\d,]+ Over 1 Year$/);
    const cents = await getJson('/v1/growthOfCompoundInterest', {
      wealth: '1',
      rate: '0.07',
      frequency: '365',
      period: '0.5',
    });
    expect(cents.body.data.value).toBe(0.04);
    expect(cents.body.data.phrase).toBe('By $0.04 Over 0.5 Years');
    expect(cents.body.data.sentence).toContain('With 7% interest compounded daily');
  });
});

describe('comparison', () => {
  it('returns both results, the ratio, and echoes the expression', async () => {
    const { status, body } = await getJson('/v1/comparison', {
      expression: 'numberOfItems',
      wealthYours: '100K',
      wealthTheirs: '1T',
      typeOfItem: 'house',
    });
    expect(status).toBe(200);
    expect(body.data.expression).toBe('numberOfItems');
    expect(Object.keys(body.data.ratio).sort()).toEqual(['phrase', 'scale', 'sentence', 'value']);
    expect(body.data.ratio.value).toBe(10_000_000);
    expect(body.data.ratio.phrase).toBe('10,000,000 : 1');
    expect(body.data.ratio.sentence).toBe('Their wealth is 10,000,000 times yours.');
    const alone = await getJson('/v1/numberOfItems', { wealth: '1T', typeOfItem: 'house' });
    expect(body.data.resultTheirs).toEqual(alone.body.data);
  });

  it('phrases the ratio with 1 on the smaller side, in either direction', async () => {
    const yoursLarger = await getJson('/v1/comparison', {
      expression: 'durationOfDailySpend',
      wealthYours: '4M',
      wealthTheirs: '€1M',
      spend: '100',
    });
    expect(yoursLarger.body.data.ratio.value).toBe(0.25);
    expect(yoursLarger.body.data.ratio.phrase).toBe('1 : 4');
    expect(yoursLarger.body.data.ratio.sentence).toBe(
      'Your wealth is 4 times theirs (no exchange rate applied).',
    );
    // Each result keeps its own label; a symbol-less spend follows each wealth.
    expect(yoursLarger.body.data.resultTheirs.sentence).toContain('€1,000,000 could spend €100');
    expect(yoursLarger.body.data.resultYours.sentence).toContain('$4,000,000 could spend $100');
    const equal = await getJson('/v1/comparison', {
      expression: 'heightOfMoneyStack',
      wealthYours: '1,000',
      wealthTheirs: '1K',
      typeOfMoney: 'usd_100_bill',
    });
    expect(equal.body.data.ratio.phrase).toBe('1 : 1');
    expect(equal.body.data.ratio.sentence).toBe('Your wealth and theirs are equal.');
    const close = await getJson('/v1/comparison', {
      expression: 'heightOfMoneyStack',
      wealthYours: '1000',
      wealthTheirs: '1001',
      typeOfMoney: 'usd_100_bill',
    });
    // Never shown as 1 : 1 when not equal (docs/prose.md): as many decimals as keep it above 1.
    expect(close.body.data.ratio.phrase).toBe('1.001 : 1');
    expect(close.body.data.ratio.sentence).toBe('Their wealth is 1.001 times yours.');
    expect(equal.body.data.ratio.scale).toBeNull();
  });

  it('ignores the parameters other expressions need', async () => {
    const { status } = await getJson('/v1/comparison', {
      expression: 'numberOfItems',
      wealthYours: '1',
      wealthTheirs: '2',
      typeOfItem: 'car',
      rate: 'garbage',
      spend: '-1',
    });
    expect(status).toBe(200);
  });
});

/** Bad values for each kind of parameter and the category each must give (docs/service.md §7.2, docs/conventions.md §2–3). */
const MONEY_CASES: [string | string[] | undefined, string][] = [
  [undefined, 'Missing'],
  ['', 'Missing'],
  ['$', 'Missing'],
  ['B', 'Malformed'],
  ['abc', 'Invalid'],
  [['1', '2'], 'Invalid'],
  ['1B5', 'Not-a-Number'],
  ['0', 'Zero'],
  ['-5', 'Negative'],
  ['0.5', 'Outside Range'],
  ['2000000000Q', 'Outside Range'],
];
const RATE_CASES: [string | string[] | undefined, string][] = [
  [undefined, 'Missing'],
  ['', 'Missing'],
  ['0..1', 'Malformed'],
  ['--1', 'Malformed'],
  ['abc', 'Invalid'],
  ['5%', 'Invalid'],
  ['NaN', 'Invalid'],
  ['Infinity', 'Invalid'],
  [['0.1', '0.2'], 'Invalid'],
  ['0', 'Invalid (0)'],
  ['-0', 'Invalid (0)'],
  ['0e5', 'Invalid (0)'],
  ['1', 'Invalid (1)'],
  ['1.000', 'Invalid (1)'],
  ['2', 'Outside Range'],
  ['-0.1', 'Outside Range'],
  ['1.0000000000000000001', 'Outside Range'],
  ['1e999999999', 'Outside Range'],
];
const PERIOD_CASES: [string | string[] | undefined, string][] = [
  [undefined, 'Missing'],
  ['', 'Missing'],
  ['1.2.3', 'Malformed'],
  ['e', 'Malformed'],
  ['ten', 'Invalid'],
  ['0', 'Invalid (0)'],
  ['100', 'Invalid (100)'],
  ['1e2', 'Invalid (100)'],
  ['-1', 'Outside Range'],
  ['100.5', 'Outside Range'],
];
const FREQUENCY_CASES: [string | string[] | undefined, string][] = [
  [undefined, 'Missing'],
  ['', 'Missing'],
  ['12.0', 'Invalid'],
  ['monthly', 'Invalid'],
  ['3', 'Invalid'],
  [['12', '12'], 'Invalid'],
];
const ENUM_CASES: [string | string[] | undefined, string][] = [
  [undefined, 'Missing'],
  ['', 'Missing'],
  ['nope', 'Invalid'],
  [['x', 'y'], 'Invalid'],
];

/** Message prefixes, as docs/service.md §7.2 lists them (kept here, not read from the code under test). */
const PREFIX: Record<string, string> = {
  wealth: 'Wealth',
  wealthYours: 'Your Wealth',
  wealthTheirs: 'Their Wealth',
  spend: 'Spend',
  typeOfMoney: 'Type Of Money',
  typeOfItem: 'Type Of Item',
  rate: 'Rate',
  frequency: 'Frequency',
  period: 'Period',
  expression: 'Expression',
};

const CASES: Record<string, [string | string[] | undefined, string][]> = {
  wealth: MONEY_CASES,
  wealthYours: MONEY_CASES,
  wealthTheirs: MONEY_CASES,
  spend: MONEY_CASES,
  typeOfMoney: [...ENUM_CASES, ['USD_1_COIN', 'Invalid']],
  typeOfItem: [...ENUM_CASES, ['House', 'Invalid']],
  rate: RATE_CASES,
  frequency: FREQUENCY_CASES,
  period: PERIOD_CASES,
  expression: [...ENUM_CASES, ['comparison', 'Invalid'], ['numberofitems', 'Invalid']],
};

/** A valid request per route; parameters listed in the order their errors take precedence (docs/conventions.md §4). */
const OWN: Record<string, Record<string, string>> = {
  durationOfDailySpend: { spend: '1000' },
  heightOfMoneyStack: { typeOfMoney: 'usd_1_coin' },
  numberOfItems: { typeOfItem: 'house' },
  growthOfCompoundInterest: { rate: '0.05', frequency: '12', period: '20' },
};
const ROUTES: [string, Record<string, string>][] = [
  ...Object.entries(OWN).map(([name, own]): [string, Record<string, string>] => [
    `/v1/${name}`,
    { wealth: '1B', ...own },
  ]),
  ...Object.entries(OWN).map(([name, own]): [string, Record<string, string>] => [
    '/v1/comparison',
    { expression: name, wealthYours: '100K', wealthTheirs: '1B', ...own },
  ]),
];

describe('error tables: every category of every parameter of every route', () => {
  const rows = ROUTES.flatMap(([path, valid]) =>
    Object.keys(valid).flatMap((param) =>
      (CASES[param] ?? []).map(([bad, category]) => ({ path, valid, param, bad, category })),
    ),
  );
  it.each(rows)(
    '$path ($valid.expression) $param=$bad → $category',
    async ({ path, valid, param, bad, category }) => {
      const { status, body, headers } = await getJson(path, { ...valid, [param]: bad });
      expect(status).toBe(400);
      expect(body).toEqual({
        status: 'error',
        error: { code: 400, message: `${PREFIX[param]} ${category}` },
      });
      expect(headers['cache-control']).toBe('no-store');
    },
  );

  it('the valid requests themselves succeed', async () => {
    for (const [path, valid] of ROUTES) expect((await getJson(path, valid)).status).toBe(200);
  });
});

describe('precedence: the first failing parameter in route order is reported', () => {
  const pairs = ROUTES.flatMap(([path, valid]) => {
    const names = Object.keys(valid);
    return names.flatMap((first, i) => names.slice(i + 1).map((later) => ({ path, valid, first, later })));
  });
  it.each(pairs)('$path ($valid.expression): $first before $later', async ({ path, valid, first, later }) => {
    const bad = { ...valid, [first]: 'zzz', [later]: 'zzz' };
    const { body } = await getJson(path, bad);
    expect(body.error.message).toBe(`${PREFIX[first]} Invalid`);
  });

  it('an unknown expression wins over everything else', async () => {
    const { body } = await getJson('/v1/comparison', { expression: 'bogus' });
    expect(body.error.message).toBe('Expression Invalid');
  });

  it('missing conditional comparison parameters read like any other', async () => {
    for (const [expression, first] of [
      ['durationOfDailySpend', 'Spend Missing'],
      ['heightOfMoneyStack', 'Type Of Money Missing'],
      ['numberOfItems', 'Type Of Item Missing'],
      ['growthOfCompoundInterest', 'Rate Missing'],
    ]) {
      const { body } = await getJson('/v1/comparison', { expression, wealthYours: '1', wealthTheirs: '2' });
      expect(body.error.message).toBe(first);
    }
    const { body } = await getJson('/v1/comparison', {
      expression: 'growthOfCompoundInterest',
      wealthYours: '1',
      wealthTheirs: '2',
      rate: '0.1',
      period: '5',
    });
    expect(body.error.message).toBe('Frequency Missing');
  });

  it('a shell that ate an unencoded $ leaves a magnitude letter: Malformed', async () => {
    const { body } = await getJson('/v1/numberOfItems', { wealth: 'B', typeOfItem: 'house' });
    expect(body.error.message).toBe('Wealth Malformed');
  });
});

describe('HTTP behaviour (docs/conventions.md §5)', () => {
  it('discovery lists the five routes in order', async () => {
    const { status, body, headers } = await getJson('/v1/expressions');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'success',
      data: [
        { route: '/v1/durationOfDailySpend' },
        { route: '/v1/heightOfMoneyStack' },
        { route: '/v1/numberOfItems' },
        { route: '/v1/growthOfCompoundInterest' },
        { route: '/v1/comparison' },
      ],
    });
    expect(headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  });

  it('success carries CORS, caching, nosniff and JSON headers', async () => {
    const { headers } = await getJson('/v1/numberOfItems', { wealth: '1B', typeOfItem: 'car' });
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['access-control-expose-headers']).toContain('RateLimit-Remaining');
    expect(headers['access-control-expose-headers']).toContain('Retry-After');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  });

  it('unknown paths answer 404 with the envelope', async () => {
    const { status, body, headers } = await getJson('/v1/nothingHere');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'error', error: { code: 404, message: 'Not Found' } });
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['cache-control']).toBe('no-store');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    '%s on a REST path is 405 with Allow',
    async (method) => {
      const response = await send(app, { method, url: '/v1/numberOfItems?wealth=1B&typeOfItem=car' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(response.json()).toEqual({
        status: 'error',
        error: { code: 405, message: 'Method Not Allowed' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it('OPTIONS preflight is 204 with CORS headers', async () => {
    const response = await send(app, {
      method: 'OPTIONS',
      url: '/v1/comparison',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(response.body).toBe('');
  });

  it('HEAD answers like GET without a body', async () => {
    const path = '/v1/numberOfItems?wealth=1B&typeOfItem=car';
    const head = await send(app, { method: 'HEAD', url: path });
    const get = await send(app, path);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  });

  it('an unexpected failure is a 500 envelope with no stack trace or detail', async () => {
    // Its own app, without the OpenAPI check of makeApp: this route exists only in this test.
    const failing = await buildApp({ config: loadConfig({}), logger: false });
    failing.get('/v1/test-only-failure', { config: { group: 'rest' } }, async () => {
      throw new Error('secret internal detail');
    });
    const response = await failing.inject('/v1/test-only-failure');
    await failing.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'error',
      error: { code: 500, message: 'Internal Server Error' },
    });
    expect(response.body).not.toContain('secret');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('percent-encoded symbols are read; $ may come plain or as %24', async () => {
    const plain = await app.inject('/v1/numberOfItems?wealth=$1B&typeOfItem=car');
    const encoded = await app.inject('/v1/numberOfItems?wealth=%241B&typeOfItem=car');
    const euro = await app.inject('/v1/numberOfItems?wealth=%E2%82%AC1B&typeOfItem=car');
    expect(plain.body).toBe(encoded.body);
    expect(euro.json().data.sentence).toContain('€1,000,000,000');
  });
});

describe('CORS preflight', () => {
  it('echoes a short list of requested header names, varies with it, and never echoes junk', async () => {
    const preflight = (requested: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/v1/expressions',
        headers: { 'access-control-request-headers': requested },
      });
    const fine = await preflight('content-type, x-request-id');
    expect(fine.statusCode).toBe(204);
    expect(fine.headers['access-control-allow-headers']).toBe('content-type, x-request-id');
    expect(fine.headers.vary).toBe('Access-Control-Request-Headers');
    for (const junk of ['a'.repeat(15_000), 'x; y', '<script>']) {
      expect((await preflight(junk)).headers['access-control-allow-headers']).toBeUndefined();
    }
  });
});
