// Issue 25, labels that mislead: the caller's currency label is echoed as sent (docs/conventions.md §6), and an
// answer that puts different labels side by side says, in `currencyNote`, that no exchange rate was
// applied; an answer in one label never carries it. Through the real server (every answer is also
// checked against the OpenAPI document by test/support/app.ts).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, send } from '../support/app.ts';
import { anyPrefix, printedPrefix, SPEC_TABLE, type SpecCode, typed } from '../support/currencies.ts';
import { fuzz } from '../support/fuzz.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

/** The note's closing words, the same in every sentence of the note (docs/prose.md). */
const NO_RATE = /currencies are labels only: no exchange rate is applied\.$/i;
const PRICES_NOTE =
  'Item prices are US dollar benchmarks and currencies are labels only: no exchange rate is applied.';
const AMOUNT_NOTE = 'Currencies are labels only: no exchange rate is applied.';
const REPLACED_NOTE =
  'The kind of money sets the currency label and currencies are labels only: no exchange rate is applied.';

async function get(path: string, query: Record<string, string>) {
  const response = await send(app, `/v1/${path}?${new URLSearchParams(query)}`);
  return { status: response.statusCode, body: response.body, json: response.json() };
}

async function data(path: string, query: Record<string, string>) {
  const answer = await get(path, query);
  expect(answer.status, answer.body).toBe(200);
  return answer.json.data;
}

describe('the caller’s label is echoed as sent (docs/conventions.md §6)', () => {
  it('¥ is the yen: ¥1M reads ¥1,000,000, not CN¥; JPY and 円 are the same label', async () => {
    const items = await data('numberOfItems', { wealth: '¥1M', typeOfItem: 'house' });
    expect(items.sentence).toBe(
      'A person with a wealth of ¥1,000,000 could buy 2 houses all at once (at US-dollar prices)!',
    );
    const bodies = new Set<string>();
    for (const wealth of ['¥1M', 'JPY1M', 'jpy 1M', '円1,000,000', ' ¥ 1.000.000 ', 'Jpy1m']) {
      const answer = await get('numberOfItems', { wealth, typeOfItem: 'house' });
      expect(answer.status, wealth).toBe(200);
      bodies.add(answer.body);
    }
    expect(bodies.size).toBe(1);
  });

  it('the yuan is CN¥, 元, CNY (any case) or RMB, printed CN¥', async () => {
    const bodies = new Set<string>();
    for (const wealth of ['CN¥1M', '元1M', 'CNY1M', 'cny 1M', 'RMB1M', 'RMB 1,000,000']) {
      const answer = await get('numberOfItems', { wealth, typeOfItem: 'house' });
      expect(answer.status, wealth).toBe(200);
      bodies.add(answer.body);
    }
    expect(bodies.size).toBe(1);
    const items = await data('numberOfItems', { wealth: 'RMB1M', typeOfItem: 'house' });
    expect(items.sentence).toMatch(/^A person with a wealth of CN¥1,000,000 could/);
  });

  it('the yen prints no decimals; a fraction sent is printed exactly, never rounded', async () => {
    const whole = await data('durationOfDailySpend', { wealth: '¥1000', spend: '1' });
    expect(whole.sentence).toBe('A person with a wealth of ¥1,000 could spend ¥1 every day for 2.7 years!');
    const fraction = await data('durationOfDailySpend', { wealth: '¥1,000.5', spend: '¥1.5' });
    expect(fraction.sentence).toMatch(/^A person with a wealth of ¥1,000\.5 could spend ¥1\.5 every day/);
    // Other currencies keep cents, as Intl prints them.
    const euro = await data('durationOfDailySpend', { wealth: '€1,000.5', spend: '€1.5' });
    expect(euro.sentence).toMatch(/^A person with a wealth of €1,000\.50 could spend €1\.50 every day/);
  });

  it('a growth in yen is in whole yen, unit yen, below one yen too', async () => {
    const growth = await data('growthOfCompoundInterest', {
      wealth: 'JPY1M',
      rate: '0.05',
      frequency: '1',
      period: '1',
    });
    expect([growth.unit, growth.value, growth.phrase]).toEqual(['yen', 50_000, 'By ¥50,000 Over 1 Year']);
    const tiny = await data('growthOfCompoundInterest', {
      wealth: '¥1',
      rate: '0.1',
      frequency: '1',
      period: '1',
    });
    expect([tiny.value, tiny.phrase]).toEqual([0.1, 'By Less Than ¥1 Over 1 Year']);
    const half = await data('growthOfCompoundInterest', {
      wealth: '¥1',
      rate: '0.5',
      frequency: '1',
      period: '1',
    });
    expect([half.value, half.phrase]).toEqual([0.5, 'By ¥1 Over 1 Year']);
  });

  it('a spend without a symbol takes the wealth’s currency, so one label and no note', async () => {
    const duration = await data('durationOfDailySpend', { wealth: '¥1M', spend: '1000' });
    expect(duration.sentence).toMatch(/could spend ¥1,000 every day/);
    expect(duration).not.toHaveProperty('currencyNote');
  });

  it('the equivalence spends whole yen, at least ¥1', async () => {
    const comparison = await data('comparison', {
      expression: 'durationOfDailySpend',
      wealthYours: '¥50',
      wealthTheirs: '¥151',
      spend: '1',
    });
    expect(comparison.equivalence).toBe('For them, spending ¥3 is like spending ¥1 for you.');
  });

  it.each([
    ['¥', 'Wealth Missing'],
    ['JPY', 'Wealth Missing'],
    ['5¥', 'Wealth Not-a-Number'],
    ['¥¥5', 'Wealth Not-a-Number'],
    ['-¥-5', 'Wealth Not-a-Number'],
    ['¥-5', 'Wealth Negative'],
    ['-¥5', 'Wealth Negative'],
    ['¥0', 'Wealth Zero'],
    ['¥0.5', 'Wealth Outside Range'],
    ['rmb5', 'Wealth Invalid'],
    ['¥B', 'Wealth Malformed'],
  ])('%j is refused: %s', async (wealth, message) => {
    const answer = await get('numberOfItems', { wealth, typeOfItem: 'house' });
    expect([answer.status, answer.json.error.message]).toEqual([400, message]);
  });

  it('equal quantities spelled with any prefix of one currency give byte-identical answers', async () => {
    const spelling = fc.constantFrom(
      '1500000',
      '1,500,000',
      '1.500.000',
      '1.5M',
      '1,5M',
      '1.5 m',
      '15,00,000',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SPEC_TABLE).chain(([code, prefixes]) =>
          fc.tuple(
            fc.constant(code),
            fc.array(fc.tuple(anyPrefixOf(code, prefixes), spelling, fc.constantFrom('', ' ')), {
              minLength: 2,
              maxLength: 4,
            }),
          ),
        ),
        fc.constantFrom('numberOfItems', 'durationOfDailySpend', 'growthOfCompoundInterest'),
        async ([, spellings], path) => {
          const bodies = new Set<string>();
          for (const [prefix, number, space] of spellings) {
            const answer = await get(path, { wealth: `${prefix}${space}${number}`, ...OWN[path] });
            expect(answer.status, answer.body).toBe(200);
            bodies.add(answer.body);
          }
          expect([...bodies]).toHaveLength(1);
        },
      ),
      fuzz(100),
    );
  });
});

/** Any accepted prefix of one currency, typed as a caller may. */
function anyPrefixOf(code: SpecCode, prefixes: readonly string[]): fc.Arbitrary<string> {
  return fc.constantFrom(...prefixes).chain((prefix) => typed(prefix, code));
}

/** Each operation's own parameters, everyday values; a spend without a symbol. */
const OWN: Record<string, Record<string, string>> = {
  numberOfItems: { typeOfItem: 'house' },
  durationOfDailySpend: { spend: '1000' },
  growthOfCompoundInterest: { rate: '0.05', frequency: '12', period: '20' },
  heightOfMoneyStack: { typeOfMoney: 'eur_100_bill' },
};

describe('answers that mix labels carry currencyNote (docs/conventions.md §6)', () => {
  it('a non-dollar wealth beside the US dollar prices of items', async () => {
    const euro = await data('numberOfItems', { wealth: '€1M', typeOfItem: 'house' });
    expect(euro.currencyNote).toBe(PRICES_NOTE);
    expect(Object.keys(euro)).toEqual([
      'value',
      'unit',
      'type',
      'phrase',
      'sentence',
      'scale',
      'currencyNote',
    ]);
    // Not even one: the fortunes it would take are counted in dollar prices too.
    const none = await data('numberOfItems', { wealth: '₩3', typeOfItem: 'house' });
    expect(none.currencyNote).toBe(PRICES_NOTE);
    for (const wealth of ['1M', '$1M', 'USD 1M', 'US$1M']) {
      expect(await data('numberOfItems', { wealth, typeOfItem: 'house' })).not.toHaveProperty('currencyNote');
    }
  });

  it('a wealth and a spend in different labels; a spend without a symbol mixes nothing', async () => {
    const mixed = await data('durationOfDailySpend', { wealth: '₩1M', spend: '$10' });
    expect(mixed.sentence).toMatch(/₩1,000,000 could spend \$10 every day/);
    expect(mixed.currencyNote).toBe(AMOUNT_NOTE);
    const fromDollars = await data('durationOfDailySpend', { wealth: '1M', spend: '€10' });
    expect(fromDollars.currencyNote).toBe(AMOUNT_NOTE);
    expect(await data('durationOfDailySpend', { wealth: '₩1M', spend: '₩10' })).not.toHaveProperty(
      'currencyNote',
    );
    expect(await data('durationOfDailySpend', { wealth: '₩1M', spend: 'KRW 10' })).not.toHaveProperty(
      'currencyNote',
    );
  });

  it('a stack whose kind of money replaces the wealth’s label (a bare number is US dollars)', async () => {
    for (const wealth of ['£1M', '$1M', '1M']) {
      const stack = await data('heightOfMoneyStack', { wealth, typeOfMoney: 'eur_1_coin' });
      expect(stack.sentence, wealth).toMatch(
        /^A person with a wealth of €1,000,000 would have a stack of euro coins/,
      );
      expect(stack.currencyNote, wealth).toBe(REPLACED_NOTE);
    }
    expect(await data('heightOfMoneyStack', { wealth: '€1M', typeOfMoney: 'eur_1_coin' })).not.toHaveProperty(
      'currencyNote',
    );
    expect(await data('heightOfMoneyStack', { wealth: '1M', typeOfMoney: 'usd_1_coin' })).not.toHaveProperty(
      'currencyNote',
    );
  });

  it('a growth: no note where its scale names no dollar sums (any currency but dollars), none in dollars', async () => {
    const query = { rate: '0.05', frequency: '1', period: '20' };
    const euro = await data('growthOfCompoundInterest', { wealth: '€1M', ...query });
    expect(euro.scale === null || !/US\$|(^|[^A-Z])\$/.test(euro.scale)).toBe(true);
    expect(euro).not.toHaveProperty('currencyNote');
    const dollars = await data('growthOfCompoundInterest', { wealth: '$1M', ...query });
    expect(dollars.scale).not.toBeNull();
    expect(dollars).not.toHaveProperty('currencyNote');
  });

  it('two labels side by side in a comparison: the note once, at the top of data', async () => {
    const comparison = await data('comparison', {
      expression: 'durationOfDailySpend',
      wealthYours: '₩50M',
      wealthTheirs: '$50K',
      spend: '100',
    });
    expect(comparison.ratio.sentence).toBe('Your wealth is 1,000 times theirs (no exchange rate applied).');
    expect(comparison.currencyNote).toBe(AMOUNT_NOTE);
    expect(Object.keys(comparison)).toEqual([
      'expression',
      'resultTheirs',
      'resultYours',
      'ratio',
      'equivalence',
      'currencyNote',
    ]);
    expect(comparison.resultYours).not.toHaveProperty('currencyNote');
    expect(comparison.resultTheirs).not.toHaveProperty('currencyNote');
    // Items priced in dollars say so, which covers the two labels too.
    const items = await data('comparison', {
      expression: 'numberOfItems',
      wealthYours: '$50K',
      wealthTheirs: '€50M',
      typeOfItem: 'house',
    });
    expect(items.currencyNote).toBe(PRICES_NOTE);
    const same = await data('comparison', {
      expression: 'numberOfItems',
      wealthYours: '50K',
      wealthTheirs: '$50M',
      typeOfItem: 'house',
    });
    expect(same).not.toHaveProperty('currencyNote');
  });
});

// ---- The property: a note exactly where labels mix ---------------------------------------------------

/** A money value with a label (or none: US dollars), and the code it is labelled with. */
const money = fc.oneof(fc.record({ code: fc.constant<SpecCode>('USD'), text: fc.constant('') }), anyPrefix);
const amount = fc.constantFrom('1', '3', '50', '1,000', '2.5M', '1B', '75T', '1.5Q');
const labelled = fc
  .tuple(money, amount)
  .map(([m, a]) => ({ code: m.code, text: `${m.text}${a}`, sent: m.text !== '' }));

const KINDS: Record<string, SpecCode> = {
  usd_1_coin: 'USD',
  eur_100_bill: 'EUR',
  gbp_1_coin: 'GBP',
  cny_1_coin: 'CNY',
  krw_1000_bill: 'KRW',
  chf_100_bill: 'CHF',
};

/** A dollar sum in a scale: `US$58`, `$1,143` (not the `$` of `CA$` or `R$`). */
const DOLLARS = /US\$|(^|[^A-Z])\$/;

/**
 * The labels an answer shows or rests on, worked out from the spec alone (docs/conventions.md §6, §8): the
 * wealth's, a spend's (its own, or the wealth's when it has none), the items' US dollar prices, a kind
 * of money's (replacing the wealth's), and US dollars where a growth's scale names dollar sums.
 */
function labelsOf(
  expression: string,
  wealth: { code: SpecCode; text: string },
  params: Record<string, string>,
  spend: { code: SpecCode; sent: boolean } | undefined,
  result: { scale: string | null },
): SpecCode[] {
  switch (expression) {
    case 'durationOfDailySpend':
      return [wealth.code, spend?.sent ? spend.code : wealth.code];
    case 'numberOfItems':
      return [wealth.code, 'USD'];
    case 'heightOfMoneyStack':
      return [wealth.code, KINDS[params.typeOfMoney as string] as SpecCode];
    default:
      return result.scale !== null && DOLLARS.test(result.scale) ? [wealth.code, 'USD'] : [wealth.code];
  }
}

const expressionQuery = fc.oneof(
  fc.record({
    expression: fc.constant('durationOfDailySpend'),
    spend: fc
      .tuple(money, fc.constantFrom('1', '100', '10K'))
      .map(([m, a]) => ({ ...m, sent: m.text !== '', a })),
  }),
  fc.record({
    expression: fc.constant('numberOfItems'),
    typeOfItem: fc.constantFrom('house', 'fancy_coffee'),
  }),
  fc.record({
    expression: fc.constant('heightOfMoneyStack'),
    typeOfMoney: fc.constantFrom(...Object.keys(KINDS)),
  }),
  fc.record({ expression: fc.constant('growthOfCompoundInterest'), rate: fc.constantFrom('0.05', '0.2') }),
);

function ownParams(q: Record<string, unknown>): Record<string, string> {
  switch (q.expression) {
    case 'durationOfDailySpend': {
      const spend = q.spend as { text: string; a: string };
      return { spend: `${spend.text}${spend.a}` };
    }
    case 'numberOfItems':
      return { typeOfItem: q.typeOfItem as string };
    case 'heightOfMoneyStack':
      return { typeOfMoney: q.typeOfMoney as string };
    default:
      return { rate: q.rate as string, frequency: '1', period: '20' };
  }
}

describe('property: any answer mixing labels carries currencyNote, any all-one-label answer does not', () => {
  it('for every expression, and both sides of comparisons', async () => {
    await fc.assert(
      fc.asyncProperty(expressionQuery, labelled, labelled, async (q, yours, theirs) => {
        const expression = q.expression;
        const params = ownParams(q);
        const spend = 'spend' in q ? (q.spend as { code: SpecCode; sent: boolean }) : undefined;
        // One wealth.
        const single = await data(expression, { wealth: yours.text, ...params });
        const labels = new Set(labelsOf(expression, yours, params, spend, single));
        if (labels.size > 1) expect(single.currencyNote, JSON.stringify([yours, params])).toMatch(NO_RATE);
        else expect(single, JSON.stringify([yours, params])).not.toHaveProperty('currencyNote');
        // Two wealths side by side.
        const both = await data('comparison', {
          expression,
          wealthYours: yours.text,
          wealthTheirs: theirs.text,
          ...params,
        });
        const all = new Set([
          ...labelsOf(expression, yours, params, spend, both.resultYours),
          ...labelsOf(expression, theirs, params, spend, both.resultTheirs),
        ]);
        const why = JSON.stringify([yours, theirs, params]);
        if (all.size > 1) expect(both.currencyNote, why).toMatch(NO_RATE);
        else expect(both, why).not.toHaveProperty('currencyNote');
        expect(both.resultYours).not.toHaveProperty('currencyNote');
        expect(both.resultTheirs).not.toHaveProperty('currencyNote');
        // The wealth is echoed with the label it was sent with (the kind of money's, for a stack).
        const shown =
          expression === 'heightOfMoneyStack'
            ? (KINDS[params.typeOfMoney as string] as SpecCode)
            : yours.code;
        expect(single.sentence).toContain(`${printedPrefix(shown)}`);
      }),
      fuzz(300),
    );
  });
});
