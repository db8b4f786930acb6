// No false sentence at the edges (docs/prose.md): an equivalence never has anyone spend more than
// they have, and a sentence that reads one label as another says so inside itself, in every
// language; property tests over the whole input range, through the real HTTP app.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { makeApp } from '../support/app.ts';
import { anyPrefix, printedPrefix, type SpecCode } from '../support/currencies.ts';
import { ENGLISH_SCALE_WORDS } from '../support/english-words.ts';
import { fuzz } from '../support/fuzz.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

async function data(url: string): Promise<Record<string, unknown>> {
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

/** A wealth from 1 to 10^24 (the accepted range), log-uniform, with up to two decimals (BigInt hundredths). */
const hundredths = fc
  .integer({ min: 2, max: 25 })
  .chain((e) => fc.bigInt({ min: 10n ** BigInt(e), max: e === 25 ? 10n ** 26n : 10n ** BigInt(e + 1) - 1n }));
const spelled = (h: bigint) =>
  h % 100n === 0n ? `${h / 100n}` : `${h / 100n}.${`${h % 100n}`.padStart(2, '0')}`;

/** A printed English amount after its label (`1,234.56`, `2.7 trillion`) in hundredths, exactly. */
function printedHundredths(text: string): bigint {
  const m = /([\d,]+)(?:\.(\d+))?(?: ([a-z]+))?$/.exec(text);
  if (!m) throw new Error(`no amount in ${text}`);
  const fraction = (m[2] ?? '').padEnd(2, '0');
  const scale = m[3] ? (ENGLISH_SCALE_WORDS[m[3]] as bigint) : 1n;
  const whole = BigInt((m[1] as string).replaceAll(',', ''));
  const digits = BigInt(fraction.slice(0, 2) || '0');
  return whole * 100n * scale + digits * scale;
}

describe('an equivalence never has anyone spend more than they have', () => {
  it('holds for any two wealths in any two labels, the yen included', async () => {
    const labelled = fc.tuple(anyPrefix, hundredths);
    await fc.assert(
      fc.asyncProperty(labelled, labelled, async ([py, y], [pt, t]) => {
        const url = `/v1/comparison?expression=durationOfDailySpend&spend=1&wealthYours=${encodeURIComponent(py.text + spelled(y))}&wealthTheirs=${encodeURIComponent(pt.text + spelled(t))}`;
        const d = await data(url);
        const text = d.equivalence as string;
        const m = /^For (them|you), spending (.+?) is like spending (.+?) for (?:you|them)/.exec(text);
        if (!m) return; // equal wealths: "Spending … means (almost) the same …"
        const theirsLarger = m[1] === 'them';
        const [big, small] = theirsLarger ? [t, y] : [y, t];
        const [bigCode, smallCode] = (theirsLarger ? [pt.code, py.code] : [py.code, pt.code]) as [
          SpecCode,
          SpecCode,
        ];
        const spentBig = printedHundredths((m[2] as string).slice(printedPrefix(bigCode).length));
        const spentSmall = printedHundredths((m[3] as string).slice(printedPrefix(smallCode).length));
        // A label without decimals shows whole units: the wealth is what it prints as (¥1.70 is ¥2),
        // or exactly what was sent where the whole wealth is spent (¥1.01 printed as sent).
        const wholeOf = (h: bigint, code: SpecCode) => {
          const whole = code === 'JPY' ? ((h + 50n) / 100n) * 100n : h;
          return whole > h ? whole : h;
        };
        expect(spentBig <= wholeOf(big, bigCode), `${url}: ${text}`).toBe(true);
        expect(spentSmall <= wholeOf(small, smallCode), `${url}: ${text}`).toBe(true);
        expect(spentSmall > 0n, `${url}: ${text}`).toBe(true);
      }),
      fuzz(1500),
    );
  });

  it('a spend of the larger wealth rounded up past it takes more digits (found by the property above)', async () => {
    const d = await data(
      `/v1/comparison?expression=durationOfDailySpend&spend=1&wealthYours=${encodeURIComponent('¥1.01')}&wealthTheirs=${encodeURIComponent('$2878500000000000000')}`,
    );
    expect(d.equivalence).toBe(
      'For them, spending $2.85 quintillion is like spending ¥1 for you (no exchange rate applied).',
    );
  });

  it('a smaller side spending its whole ¥1 has the larger spend its whole wealth, every digit, not a rounded-up figure', async () => {
    const d = await data(
      `/v1/comparison?expression=durationOfDailySpend&spend=64&wealthYours=${encodeURIComponent('¥1')}&wealthTheirs=8857100000000000000`,
    );
    // Was "$8.9 quintillion": more than the $8,857,100,000,000,000,000 they have.
    expect(d.equivalence).toBe(
      'For them, spending $8,857,100,000,000,000,000 is like spending ¥1 for you (no exchange rate applied).',
    );
  });

  it('reads the editor’s case true: ₹1 against ¥1.70 spends ¥1, not ¥2', async () => {
    const d = await data(
      `/v1/comparison?expression=numberOfItems&wealthYours=${encodeURIComponent('₹1')}&wealthTheirs=${encodeURIComponent('¥1.70')}&typeOfItem=year_of_salary_65k`,
    );
    expect(d.equivalence).toBe(
      'For them, spending ¥1 is like spending ₹0.59 for you (no exchange rate applied).',
    );
  });
});

const MARKS = { prices: ' (at US-dollar prices)', numbers: ' (no exchange rate applied)' };
const MARKS_DE = { prices: ' (zu US-Dollar-Preisen)', numbers: ' (ohne Währungsumrechnung)' };

describe('a sentence that reads one label as another says so inside itself', () => {
  const items = ['house', 'yacht', 'fancy_coffee', 'year_of_salary_65k'];
  const kinds = ['usd_1_coin', 'usd_100_bill', 'krw_1_coin', 'cny_100_bill', 'eur_1_coin', 'jpy_1_coin'];

  it('exactly when the answer carries its currency note, with the words of its kind, in English and German', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyPrefix,
        hundredths,
        fc.constantFrom(
          'durationOfDailySpend',
          'heightOfMoneyStack',
          'numberOfItems',
          'growthOfCompoundInterest',
        ),
        fc.constantFrom(...items),
        fc.constantFrom(...kinds.filter((k) => k !== 'jpy_1_coin')),
        fc.option(anyPrefix, { nil: undefined }),
        fc.constantFrom('en', 'de'),
        async (prefix, h, expression, typeOfItem, typeOfMoney, spendPrefix, lang) => {
          const wealth = encodeURIComponent(prefix.text + spelled(h));
          const extra = {
            durationOfDailySpend: `spend=${encodeURIComponent(`${spendPrefix?.text ?? ''}10`)}`,
            heightOfMoneyStack: `typeOfMoney=${typeOfMoney}`,
            numberOfItems: `typeOfItem=${typeOfItem}`,
            growthOfCompoundInterest: 'rate=0.05&frequency=1&period=10',
          }[expression];
          const url = `/v1/${expression}?wealth=${wealth}&${extra}${lang === 'en' ? '' : `&lang=${lang}`}`;
          const d = await data(url);
          const marks = lang === 'en' ? MARKS : MARKS_DE;
          // German names a salary's amount, not its price (docs/style-sheets.md).
          const prices =
            lang === 'de' && typeOfItem === 'year_of_salary_65k' ? ' (in US-Dollar gerechnet)' : marks.prices;
          const kind = expression === 'numberOfItems' ? prices : marks.numbers;
          const sentence = d.sentence as string;
          const note = typeof d.currencyNote === 'string';
          expect(sentence.includes(kind), `${url}: ${sentence}`).toBe(note);
          // One mark at most, just before the closing punctuation.
          if (note) expect(sentence.endsWith(`${kind}!`), `${url}: ${sentence}`).toBe(true);
          const other = kind === prices ? marks.numbers : marks.prices;
          expect(sentence.includes(other), `${url}: ${sentence}`).toBe(false);
        },
      ),
      fuzz(1500),
    );
  });

  it('in a comparison, the ratio and the equivalence exactly when the two wealths are printed in two labels', async () => {
    await fc.assert(
      fc.asyncProperty(anyPrefix, anyPrefix, hundredths, hundredths, async (py, pt, y, t) => {
        const url = `/v1/comparison?expression=growthOfCompoundInterest&rate=0.05&frequency=1&period=10&wealthYours=${encodeURIComponent(py.text + spelled(y))}&wealthTheirs=${encodeURIComponent(pt.text + spelled(t))}`;
        const d = await data(url);
        const two = py.code !== pt.code;
        const ratio = (d.ratio as { sentence: string }).sentence;
        expect(ratio.endsWith(`${MARKS.numbers}.`), `${url}: ${ratio}`).toBe(two);
        expect((d.equivalence as string).endsWith(`${MARKS.numbers}.`), `${url}: ${d.equivalence}`).toBe(two);
        expect(typeof d.currencyNote === 'string', url).toBe(two);
      }),
      fuzz(800),
    );
  });

  it('reads the editor’s case true in all eight languages, and dollars stay as published', async () => {
    const url = `/v1/numberOfItems?wealth=${encodeURIComponent('₩7,800,000')}&typeOfItem=yacht`;
    expect((await data(url)).sentence).toBe(
      'A person with a wealth of ₩7,800,000 could buy 9 yachts all at once (at US-dollar prices)!',
    );
    const words: Record<string, string> = {
      'en-IN': '(at U.S. dollar prices)',
      de: '(zu US-Dollar-Preisen)',
      fr: '(aux prix en dollars américains)',
      es: '(a precios en dólares estadounidenses)',
      'pt-BR': '(a preços em dólares americanos)',
      it: '(a prezzi in dollari statunitensi)',
      ja: '（価格は米ドル建て）',
    };
    for (const [lang, w] of Object.entries(words)) {
      const sentence = (await data(`${url}&lang=${lang}`)).sentence as string;
      expect(sentence, lang).toContain(w);
    }
    expect((await data('/v1/numberOfItems?wealth=1T&typeOfItem=fancy_coffee')).sentence).toBe(
      'A person with a wealth of $1,000,000,000,000 could buy 100,000,000,000 fancy coffees all at once!',
    );
  });
});

describe('a stack of fewer than ten pieces says how many whole pieces it is', () => {
  it('for every kind of money, around ten pieces and below, in English and German', async () => {
    const kinds = Object.entries(MONEY_KINDS);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...kinds),
        fc.bigInt({ min: 100n, max: 1200n }),
        fc.constantFrom('en', 'de'),
        async ([name, kind], hundredthsOfPieces, lang) => {
          // The wealth as a number of pieces, in hundredths: 1.00 to 12.00 pieces (whole ones too).
          const wealth = (hundredthsOfPieces * BigInt(kind.denomination)) as bigint;
          const url = `/v1/heightOfMoneyStack?wealth=${spelled(wealth)}&typeOfMoney=${name}${lang === 'en' ? '' : `&lang=${lang}`}`;
          const sentence = (await data(url)).sentence as string;
          const whole = hundredthsOfPieces / 100n;
          const exactly = hundredthsOfPieces % 100n === 0n;
          // German says two to nine in words (docs/style-sheets.md), one by its article, and names
          // the pieces by what they are (`insgesamt eine Münze`, `darunter zwei ganze Scheine`).
          const german = ['', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'][
            Number(whole) - 1
          ];
          const note = name.includes('bill');
          const one = note ? 'ein Schein' : 'eine Münze';
          const several = note ? 'Scheine' : 'Münzen';
          const said =
            lang === 'en'
              ? exactly
                ? `, ${whole} in all`
                : `, ${whole} of them whole`
              : exactly
                ? `, insgesamt ${whole === 1n ? one : `${german} ${several}`}`
                : `, darunter ${whole === 1n ? (note ? 'ein ganzer Schein' : 'eine ganze Münze') : `${german} ganze ${several}`}`;
          if (whole < 10n) expect(sentence, url).toMatch(new RegExp(`${said}(?: \\([^)]*\\))?!$`));
          else
            expect(sentence, url).not.toMatch(/ (?:in all|of them whole|Münzen?|Scheine?)(?: \([^)]*\))?!$/);
        },
      ),
      fuzz(1000),
    );
  });

  it('reads the editor’s case true: ¥2.60 in won coins is 2.6 coins, 2 of them whole', async () => {
    const d = await data(
      `/v1/heightOfMoneyStack?wealth=${encodeURIComponent('¥2.60')}&typeOfMoney=krw_1_coin`,
    );
    expect(d.sentence).toBe(
      'A person with a wealth of ₩2.60 would have a stack of won coins 0.15 inches (3.8 mm) high, 2 of them whole (no exchange rate applied)!',
    );
    expect(d.phrase).toBe('0.15 Inches (3.8 mm)');
  });
});
