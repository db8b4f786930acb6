// lang=ja through the real server: every expression and the comparison answer in Japanese, with no
// English word left, every item and kind of money named, and the hedges of docs/prose.md said as
// docs/languages.md "日本語" says them.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, examplesDocUrl, renderExamplesDoc } from '../../scripts/docs-examples.ts';
import type { Wording } from '../../src/anchors/speak.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import wordingsFile from '../../src/languages/ja/anchors.json' with { type: 'json' };
import catalogue from '../../src/languages/ja/catalogue.json' with { type: 'json' };
import { makeApp, send } from '../support/app.ts';

const wordings: Readonly<Record<string, Wording>> = wordingsFile;

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

interface Result {
  phrase: string;
  sentence: string;
  scale: string | null;
}

async function answer(operation: string, params: Record<string, string>) {
  const response = await send(app, `/v1/${operation}?${new URLSearchParams({ ...params, lang: 'ja' })}`);
  expect(response.statusCode, `${operation} ${JSON.stringify(params)}: ${response.body}`).toBe(200);
  return response.json().data;
}

/** Every text of an answer, an expression's or a comparison's. */
function texts(operation: string, data: Record<string, unknown>): string[] {
  const of = (r: Result) => [r.phrase, r.sentence, ...(r.scale === null ? [] : [r.scale])];
  if (operation !== 'comparison') return [...of(data as unknown as Result), ...note(data)];
  const { resultTheirs, resultYours, ratio, equivalence } = data as {
    resultTheirs: Result;
    resultYours: Result;
    ratio: Result;
    equivalence: string;
  };
  return [...of(resultTheirs), ...of(resultYours), ...of(ratio), equivalence, ...note(data)];
}
const note = (data: Record<string, unknown>) =>
  typeof data.currencyNote === 'string' ? [data.currencyNote] : [];

/**
 * Latin letters a Japanese text may hold: currency labels as the numbers layer prints them, and names
 * Japanese press writes in Latin letters (iPhone, GPS, EU, CM, W杯, ACM).
 */
const LATIN_ALLOWED = /\b(?:CHF|CA|CN|US|R|iPhone|GPS|EU|CM|W|ACM|Fr)\b/g;

function englishLeft(text: string): string[] {
  return text.replace(LATIN_ALLOWED, '').match(/[A-Za-z]{2,}/g) ?? [];
}

describe('lang=ja answers every example of docs/examples.md in Japanese', () => {
  it.each(EXAMPLES.map((e) => [e.operation, e.params] as const))('%s %o', async (operation, params) => {
    const data = await answer(operation, params);
    for (const text of texts(operation, data)) {
      expect(englishLeft(text), text).toEqual([]);
    }
    const sentences =
      operation === 'comparison' ? [data.resultTheirs.sentence, data.resultYours.sentence] : [data.sentence];
    for (const sentence of sentences) expect(sentence).toMatch(/。$/);
  });
});

describe('every item and every kind of money is named in Japanese', () => {
  it.each(Object.keys(ITEMS))('%s: none, one and several', async (typeOfItem) => {
    const price = ITEMS[typeOfItem as keyof typeof ITEMS].price;
    const none = await answer('numberOfItems', { wealth: String(price / 2), typeOfItem });
    const one = await answer('numberOfItems', { wealth: String(price), typeOfItem });
    const several = await answer('numberOfItems', { wealth: String(price * 3000), typeOfItem });
    const oneWord = catalogue[`item.${typeOfItem}.one` as keyof typeof catalogue];
    expect(none.sentence).toContain(oneWord);
    expect(none.sentence).toMatch(/ことすらできません。$/);
    expect(one.sentence).toMatch(/ことができます。$/);
    expect(several.sentence).toContain('一度に');
    for (const d of [none, one, several]) {
      for (const text of texts('numberOfItems', d)) expect(englishLeft(text), text).toEqual([]);
    }
  });

  it.each(Object.keys(MONEY_KINDS))('%s: a stack, and for a note less than one', async (typeOfMoney) => {
    const kind = MONEY_KINDS[typeOfMoney as keyof typeof MONEY_KINDS];
    const name = catalogue[`money.${typeOfMoney}.stack` as keyof typeof catalogue];
    const stack = await answer('heightOfMoneyStack', { wealth: '1000000', typeOfMoney });
    expect(stack.sentence).toContain(`${name}で積み上げると`);
    const answers = [stack];
    // A wealth below 1 is refused: less than one piece exists only for notes.
    if (kind.denomination > 1) {
      const none = await answer('heightOfMoneyStack', { wealth: String(kind.denomination / 2), typeOfMoney });
      expect(none.phrase).toBe(`${name}1枚未満`);
      // A wealth sent without a label is US dollars, read here as the kind of money's label: said inside.
      const mark = kind.currency === 'USD' ? '' : '（為替換算なし）';
      expect(none.sentence.endsWith(`${name}1枚にも届きません${mark}。`), none.sentence).toBe(true);
      answers.push(none);
    }
    for (const d of answers) {
      for (const text of texts('heightOfMoneyStack', d)) expect(englishLeft(text), text).toEqual([]);
    }
  });
});

describe('growth in Japanese', () => {
  it.each([
    ['1', '年複利'],
    ['2', '半年複利'],
    ['4', '四半期複利'],
    ['12', '月複利'],
    ['365', '日複利'],
  ])('frequency %s reads %s', async (frequency, words) => {
    const d = await answer('growthOfCompoundInterest', {
      wealth: '1M',
      rate: '0.05',
      frequency,
      period: '20',
    });
    expect(d.sentence).toContain(`年利5%（${words}）`);
    expect(d.phrase).toMatch(/^20年で.+増加$/);
  });

  it('bounds: a rate below what is shown and a growth below the least amount', async () => {
    const d = await answer('growthOfCompoundInterest', {
      wealth: '1',
      rate: '0.0000001',
      frequency: '1',
      period: '0.001',
    });
    expect(d.sentence).toContain('未満');
    expect(englishLeft(d.sentence)).toEqual([]);
  });
});

describe('hedges keep their bands in Japanese', () => {
  const HEDGES = [
    /にほぼ相当します/,
    /わずかに届きません/,
    /やや上回ります/,
    /の約.+に相当します/,
    /倍に相当します/,
  ];
  it('scale sentences use only the Japanese hedges of docs/languages.md', async () => {
    const seen = new Set<RegExp>();
    for (const example of EXAMPLES.filter((e) => e.operation !== 'comparison')) {
      const d = await answer(example.operation, example.params);
      // Anchor and growth claims start これは/これで; shares and what it would take start with the item.
      if (d.scale === null || !d.scale.startsWith('これ')) continue;
      // ほぼ says "about" only as ほぼ相当します (the ±5% band); for "nearly" (slightly under) never.
      expect(d.scale.replaceAll('にほぼ相当します', '')).not.toMatch(/ほぼ|およそ/);
      for (const hedge of HEDGES) if (hedge.test(d.scale)) seen.add(hedge);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });
});

describe('the comparison in Japanese', () => {
  it('ratio and equivalence', async () => {
    const d = await answer('comparison', {
      expression: 'numberOfItems',
      wealthYours: '500K',
      wealthTheirs: '1M',
      typeOfItem: 'house',
    });
    expect(d.ratio.sentence).toBe('相手の資産はあなたの2倍です。');
    expect(d.equivalence).toMatch(/^相手にとって.+を使うのは、あなたにとって.+を使うようなものです。$/);
    const equal = await answer('comparison', {
      expression: 'durationOfDailySpend',
      wealthYours: '1M',
      wealthTheirs: '1M',
      spend: '1000',
    });
    expect(equal.ratio.sentence).toBe('あなたと相手の資産は同じです。');
  });
});

describe('Nikkei and Kyodo style (the native read)', () => {
  const SAID: Array<[string, Record<string, string>, 'sentence' | 'scale' | 'phrase', string]> = [
    // An anchor's own figure right after what it counts or dates, not after 1人当たり or 時間.
    [
      'numberOfItems',
      { wealth: 'KRW596900000', typeOfItem: 'fancy_coffee' },
      'scale',
      'これはカナダの人口（約4180万人）1人当たり1.4杯の高級コーヒーに相当します。',
    ],
    [
      'durationOfDailySpend',
      { wealth: '1B', spend: '100' },
      'scale',
      'これは最終氷期の終わりと完新世の始まり（約1万1700年前）から現在までの時間の2.3倍に相当します。',
    ],
    // Millennia glossed as a multiple of 千年, never 2万7397年（27千年）.
    ['durationOfDailySpend', { wealth: '1B', spend: '100' }, 'phrase', '2万7397年'],
    // A salary by the year, its years counted after it.
    [
      'numberOfItems',
      { wealth: '10T', typeOfItem: 'year_of_salary_65k' },
      'phrase',
      '年6万5000ドルの給与1億5384万6153年分',
    ],
    // A charge is a sum already: 保育料は, not 保育料にかかる額は.
    [
      'numberOfItems',
      { wealth: 'GBP68790000000000000000000', typeOfItem: 'month_of_childcare' },
      'scale',
      '1カ月分の保育料は、687垓9000京ポンドの100京分の1未満です（保育料は米ドル建て）。',
    ],
    [
      'numberOfItems',
      { wealth: '1M', typeOfItem: 'car' },
      'scale',
      '車1台の価格は、100万ドルの5%に当たります。',
    ],
    // A stack of a few pieces says how many whole ones, in the one bracket.
    [
      'heightOfMoneyStack',
      { wealth: '3.5', typeOfMoney: 'usd_1_coin' },
      'sentence',
      '資産3.5ドルを1ドル硬貨で積み上げると、高さ7ミリメートル（0.28インチ）になります（端数を除くと3枚）。',
    ],
  ];

  it('垓 is read once per answer, at its first use as a reader meets it: yours, then theirs, then the rest', async () => {
    const d = await answer('comparison', {
      expression: 'numberOfItems',
      wealthYours: '5000000000000000000000',
      wealthTheirs: '1000000000000000000000',
      typeOfItem: 'house',
    });
    const read = [
      d.resultYours.phrase,
      d.resultYours.sentence,
      d.resultYours.scale,
      d.resultTheirs.phrase,
      d.resultTheirs.sentence,
      d.resultTheirs.scale,
      d.ratio.sentence,
      d.equivalence,
    ].join('\n');
    expect(read.match(/（がい）/g)).toHaveLength(1);
    expect(read.indexOf('垓（がい）')).toBe(read.indexOf('垓'));
    expect(d.resultYours.sentence).toContain('50垓（がい）ドル');
    expect(d.resultTheirs.sentence).toContain('10垓ドル');
  });

  it.each(SAID)('%s %o: %s', async (operation, params, field, text) => {
    const d = await answer(operation, params);
    expect(d[field]).toBe(text);
  });

  it('every wording that sets its figure inside says where, and each of its forms starts there', () => {
    for (const [id, wording] of Object.entries(wordings)) {
      const forms = [wording.is, wording.of, ...(wording.every === undefined ? [] : [wording.every])];
      const dated = wording.is.endsWith('から現在までの時間');
      if (dated || id.startsWith('items.')) expect(wording.figureAfter, id).toBeTruthy();
      for (const form of forms)
        expect(form.startsWith(wording.figureAfter ?? form), `${id}: ${form}`).toBe(true);
    }
  });
});

describe("Japan's anchors", () => {
  const NEAR: Array<[string, Record<string, string>, string]> = [
    ['heightOfMoneyStack', { wealth: '576M', typeOfMoney: 'usd_100_bill' }, '東京スカイツリーの高さ'],
    ['heightOfMoneyStack', { wealth: '303M', typeOfMoney: 'usd_100_bill' }, '東京タワーの高さ'],
    ['numberOfItems', { wealth: '7T', typeOfItem: 'house' }, '東京都の人口（約1430万人）1人当たり'],
  ];

  it.each(NEAR)('%s %o names %s', async (operation, params, words) => {
    const d = await answer(operation, params);
    expect(d.scale).toContain(words);
  });
});

describe('docs/examples.ja.md', () => {
  it('is what scripts/docs-examples.ts generates (node scripts/docs-examples.ts ja)', () => {
    expect(readFileSync(examplesDocUrl('ja'), 'utf8'), 'stale: run node scripts/docs-examples.ts ja').toBe(
      renderExamplesDoc('ja'),
    );
  });
});
