// lang=en-IN through the real server: today's English sentences word for word (the same hedges and
// templates), with Indian digit grouping, lakh and crore for large figures, and India's anchors.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, examplesDocUrl, renderExamplesDoc } from '../../scripts/docs-examples.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import { localAnchors } from '../../src/languages/en-IN/local-anchors.ts';
import { makeApp, send } from '../support/app.ts';

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

async function answer(operation: string, params: Record<string, string>, lang?: string) {
  const query = new URLSearchParams(lang === undefined ? params : { ...params, lang });
  const response = await send(app, `/v1/${operation}?${query}`);
  expect(response.statusCode, `${operation} ${JSON.stringify(params)}: ${response.body}`).toBe(200);
  return response.json().data;
}

/** The texts of an answer, labelled, so that English and Indian English can be set side by side. */
function texts(operation: string, data: Record<string, unknown>): Array<[string, string]> {
  const of = (label: string, r: Result): Array<[string, string]> => [
    [`${label}phrase`, r.phrase],
    [`${label}sentence`, r.sentence],
    ...(r.scale === null ? [] : ([[`${label}scale`, r.scale]] as Array<[string, string]>)),
  ];
  const notes: Array<[string, string]> =
    typeof data.currencyNote === 'string' ? [['currencyNote', data.currencyNote]] : [];
  if (operation !== 'comparison') return [...of('', data as unknown as Result), ...notes];
  const d = data as Record<string, Result> & { equivalence: string };
  return [
    ...of('theirs.', d.resultTheirs as Result),
    ...of('yours.', d.resultYours as Result),
    ['ratio.sentence', (d.ratio as Result).sentence],
    ['equivalence', d.equivalence],
    ...notes,
  ];
}

const SCALE_WORDS = 'million|billion|trillion|quadrillion|quintillion|sextillion|septillion|lakh|crore';
/** Currency labels as either language may place them (before or after the figure). */
const LABELS = /(?:US\$|CA\$|CN¥|R\$|CHF|\$|€|£|¥|₹|₩|₽|₺)/g;

/** The currency a banknote's sign names, as English says it in the note's name (`₹100 notes`: `hundred-rupee bills`). */
const NOTE_NAMES: Readonly<Record<string, string>> = {
  $: 'dollar',
  C$: 'dollar',
  R$: 'real',
  'CHF\u00a0': 'franc',
  '€': 'euro',
  '£': 'pound',
  '₹': 'rupee',
  '₩': 'won',
  '₽': 'ruble',
  '₺': 'lira',
};

/**
 * A text with every figure (grouped either way, with any scale words or a power of ten, with its
 * currency label) as `#`: what is left are the words, which must be English's.
 */
function template(text: string): string {
  return (
    text
      // The Hindu's words where English's read wrong in India (docs/languages.md "English (India)").
      .replace(/\b(years?) of a (?=\$[\d,]+ salary)/g, '$1 of ')
      .replace(/\bstudent loan(s?)\b(?! debt)/gi, 'student loan debt$1')
      .replace(/\b100-yuan note(s?)\b/g, 'hundred-yuan bill$1')
      .replace(/\b100-real note(s?)\b/g, 'hundred-real bill$1')
      .replace(/\b1,000-won note(s?)\b/g, 'thousand-won bill$1')
      .replace(/(C\$|R\$|CHF\u00a0|[$€£₹₩₽₺])(1,000|100) note(s?)\b/g, (_, sign: string, n, s) => {
        const words = `${n === '100' ? 'hundred' : 'thousand'}-${NOTE_NAMES[sign]} bill${s}`;
        return sign === 'C$' ? `Canadian ${words}` : words;
      })
      .replace(/\brouble\b/g, 'ruble')
      .replace(/\ba euro coin\b/g, 'an euro coin')
      // The Hindu's U.S. (docs/style-sheets.md), where English writes US.
      .replace(/\bU\.S\. dollar prices/g, 'US-dollar prices')
      .replace(/\bU\.S\./g, 'US')
      // Names after figures (`264,300 yuan`) and C$, where English prints its labels (docs/style-sheets.md).
      .replace(
        /(\d|million|billion|trillion|quadrillion|quintillion|sextillion)[ \u00a0](?:yuan|won|yen|reais|real)\b/g,
        '$1',
      )
      .replace(/\bC\$(?=\d)/g, 'CA$$')
      // The Hindu's dates (`July 26, 2024`), open fractions (`two-thirds`) and counts of one to nine in
      // words (`three in all`), put back as English writes them (docs/style-sheets.md).
      .replace(
        /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), /g,
        '$2 $1 ',
      )
      .replace(/\b(two|three)-(thirds|quarters)\b/g, '$1 $2')
      // What a mark calls US dollars names the item (`(salary in U.S. dollars)`), as English's prices.
      .replace(
        /\((?:salary|loan amounts|childcare fees|payments) in U\.?S\.? dollars\)/g,
        '(at US-dollar prices)',
      )
      .replace(/^(?:Salaries|Loan amounts|Childcare fees|Payments) are /, 'Item prices are ')
      // `per cent` in running text, as The Hindu prints it, where English writes `%`.
      .replace(/(\d) per cent\b/g, '$1%')
      // Twice, where English says 2 times (The Hindu).
      .replace(/\bis twice (yours|theirs)\b/g, 'is 2 times $1')
      .replace(/\b(one|two|three|four|five|six|seven|eight|nine)\b/gi, '#')
      // Less than a rupee or a dollar in paise and cents (`50 paise`), a figure as English's `₹0.50`.
      .replace(/\b\d{1,2} (?:paise|paisa|cents?)\b/g, '#')
      // A rounded sum says so (`about $1.72 million`: docs/style-sheets.md); English prints every unit.
      .replace(/\b[Aa]bout (?=(?:US\$|CA\$|CN¥|R\$|CHF |[$€£¥₹₩₽₺])\d)/g, '')
      .replace(new RegExp(`\\d[\\d,.]*(?: × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+)?(?: (?:${SCALE_WORDS}))*`, 'gi'), '#')
      .replace(LABELS, '¤')
      .replace(/¤\s?#|#\s?¤/g, '#')
      .replace(/≈#/g, '#')
      // The Hindu's voice (docs/style-sheets.md): sentence case, a full stop for "!", "about" for ≈.
      .replace(/\babout #/gi, '#')
      .replace(/!$/, '.')
      .toLowerCase()
      // A length metric first, as India measures it: put back in English's order (`# feet (# m)`).
      .replace(
        /((?:less than )?# (?:mm|cm|m|km)) \(((?:less than )?# (?:inch|inches|foot|feet|mile|miles))\)/g,
        '$2 ($1)',
      )
  );
}

/**
 * A heading at zero in words (The Hindu: `Not even one house` for English's `0 Houses`): English's
 * heading is 0 and the sentence names the same thing (`could not buy even one house`).
 */
function zeroHeading(phrase: string, english: string | undefined, sentence: string | undefined): boolean {
  const named = /^Not even (one .+)$/.exec(phrase)?.[1];
  if (named === undefined) return false;
  expect(english, phrase).toMatch(/^0 /);
  expect(sentence, phrase).toContain(` even ${named}`);
  return true;
}

const LOCAL_WORDINGS = [...localAnchors.duration, ...localAnchors.height, ...localAnchors.items].map(
  (anchor) => anchor.wording,
);

describe("lang=en-IN reads like today's English, figures aside", () => {
  it.each(EXAMPLES.map((e) => [e.operation, e.params] as const))('%s %o', async (operation, params) => {
    const english = new Map(texts(operation, await answer(operation, params)));
    const local = new Map(texts(operation, await answer(operation, params, 'en-IN')));
    for (const [label, text] of local) {
      const same = english.get(label);
      expect(same, `${label} only in en-IN: ${text}`).toBeDefined();
      if (zeroHeading(text, same, local.get(label.replace(/phrase$/, 'sentence')))) continue;
      // A scale may name another anchor (India's own); its sentence form is checked below.
      if (label.endsWith('scale') && template(text) !== template(same as string)) {
        expect(text).toMatch(/^(That|It would take|One )/);
        continue;
      }
      expect(template(text), `${label}: ${text}\nen: ${same}`).toBe(template(same as string));
    }
  });
});

describe('Indian numbers (docs/style-sheets.md: The Hindu)', () => {
  it('says rupee sums in lakh and crore, other sums in million and billion', async () => {
    const dollars = await answer('numberOfItems', { wealth: '1.5B', typeOfItem: 'house' }, 'en-IN');
    expect(dollars.sentence).toBe(
      'A person with a wealth of $1.5 billion could buy 3,000 houses all at once.',
    );
    const rupees = await answer('durationOfDailySpend', { wealth: '₹15M', spend: '₹100K' }, 'en-IN');
    expect(rupees.sentence).toBe(
      'A person with a wealth of ₹1.5 crore could spend ₹1 lakh every day for 150 days.',
    );
  });

  it('says lakh and crore of rupees only, and groups every other figure as English does', async () => {
    for (const example of EXAMPLES) {
      const d = await answer(example.operation, example.params, 'en-IN');
      for (const [label, text] of texts(example.operation, d)) {
        // A lakh or crore follows a rupee figure only.
        for (const m of text.matchAll(/(\S+) (lakh|crore)\b/g))
          expect(m[1], `${label}: ${text}`).toMatch(/^₹/);
        // Indian groups (12,42,742) only in rupee sums.
        for (const m of text.matchAll(/(\S*?)\d{1,2},\d{2},\d{3}\b/g))
          expect(m[1], `${label}: ${text}`).toMatch(/₹/);
      }
    }
  });
});

describe('every item and kind of money, in English words', () => {
  it.each(Object.keys(ITEMS))('%s', async (typeOfItem) => {
    const price = ITEMS[typeOfItem as keyof typeof ITEMS].price;
    for (const wealth of [String(price / 2), String(price), String(price * 3000)]) {
      const en = await answer('numberOfItems', { wealth, typeOfItem });
      const inn = await answer('numberOfItems', { wealth, typeOfItem }, 'en-IN');
      expect(template(inn.sentence)).toBe(template(en.sentence));
      if (!zeroHeading(inn.phrase, en.phrase, inn.sentence))
        expect(template(inn.phrase)).toBe(template(en.phrase));
    }
  });

  it.each(Object.keys(MONEY_KINDS))('%s', async (typeOfMoney) => {
    const kind = MONEY_KINDS[typeOfMoney as keyof typeof MONEY_KINDS];
    // Less than one piece exists only for notes: a wealth below 1 is refused.
    const wealths = kind.denomination > 1 ? [String(kind.denomination / 2), '1000000'] : ['1000000'];
    for (const wealth of wealths) {
      const en = await answer('heightOfMoneyStack', { wealth, typeOfMoney });
      const inn = await answer('heightOfMoneyStack', { wealth, typeOfMoney }, 'en-IN');
      expect(template(inn.sentence)).toBe(template(en.sentence));
      expect(template(inn.phrase)).toBe(template(en.phrase));
    }
  });
});

describe("India's anchors", () => {
  // Requests whose results stand next to an Indian anchor (docs/languages.md "English (India)").
  const NEAR: Array<[string, Record<string, string>, string]> = [
    ['heightOfMoneyStack', { wealth: '66M', typeOfMoney: 'usd_100_bill' }, 'the height of the Qutub Minar'],
    [
      'heightOfMoneyStack',
      { wealth: '165M', typeOfMoney: 'usd_100_bill' },
      'the height of the Statue of Unity',
    ],
    ['numberOfItems', { wealth: '8.4T', typeOfItem: 'house' }, 'for every person in Delhi'],
  ];

  it.each(NEAR)('%s %o names %s in en-IN only', async (operation, params, words) => {
    const inn = await answer(operation, params, 'en-IN');
    expect(inn.scale).toContain(words);
    const en = await answer(operation, params);
    expect(en.scale).not.toContain(words);
  });

  it('no English answer of the gallery names one', async () => {
    for (const example of EXAMPLES) {
      const en = await answer(example.operation, example.params);
      for (const [, text] of texts(example.operation, en))
        for (const wording of LOCAL_WORDINGS) expect(text).not.toContain(wording);
    }
  });
});

describe('docs/examples.en-IN.md', () => {
  it('is what scripts/docs-examples.ts generates (node scripts/docs-examples.ts en-IN)', () => {
    expect(
      readFileSync(examplesDocUrl('en-IN'), 'utf8'),
      'stale: run node scripts/docs-examples.ts en-IN',
    ).toBe(renderExamplesDoc('en-IN'));
  });
});
