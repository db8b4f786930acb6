// Issue 28 point 3: money read as each language writes it; what a language prints it reads back as the
// same amount (docs/languages.md "How each language reads money"). Without a language the English reader stands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localMoney, localMoneyFigure } from '../../src/i18n/money.ts';
import type { NumberLang } from '../../src/i18n/numbers.ts';
import {
  AMBIGUITY_HINTS,
  type LocalMoneyResult,
  parseLocalMoney,
  type Reading,
} from '../../src/i18n/read-money.ts';
import { SCALE } from '../../src/i18n/scale-words.ts';
import { CURRENCIES, type CurrencyCode } from '../../src/money/currencies.ts';
import { compare as compareDecimals, type Decimal, fromDigits, toNumber } from '../../src/money/decimal.ts';
import { MAX_MONEY_LENGTH, type Money, parseMoneyText } from '../../src/money/parse.ts';
import { fuzz } from '../support/fuzz.ts';

const LANGS: readonly NumberLang[] = ['de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'en-IN'];
const USD = CURRENCIES.USD;

/** What a text reads as: `1.5e9 EUR` (value and currency code), or the refusal's category. */
function read(text: string, lang: Reading): string {
  const result = parseLocalMoney(text, USD, lang);
  if (!result.ok) return result.category;
  const { coefficient, exponent } = result.money.amount;
  return `${coefficient}e${exponent} ${result.money.currency.code}`;
}

describe('the notation of each language', () => {
  it.each([
    ['fr', '1 000 000 €', '1e6 EUR'],
    ['fr', '1\u00a0000\u00a0000\u00a0€', '1e6 EUR'],
    ['fr', '1\u202f000\u202f000,50\u00a0€', '10000005e-1 EUR'],
    ['fr', '2,5 Md€', '25e8 EUR'],
    ['fr', '3 milliards $', '3e9 USD'],
    ['fr', '1 billion €', '1e12 EUR'],
    ['fr', '5 $US', '5e0 USD'],
    ['de', '1.000.000 €', '1e6 EUR'],
    ['de', '1,5 Mrd. €', '15e8 EUR'],
    ['de', '2 Mio.', '2e6 USD'],
    ['de', '2 Mio. CHF', '2e6 CHF'],
    ['de', '1 Billion €', '1e12 EUR'],
    ['de', "1'000'000.50 CHF", '10000005e-1 CHF'],
    ['de', 'EUR 1.234,56', '123456e-2 EUR'],
    ['es', '2700 millones €', '27e8 EUR'],
    ['es', '2,7 mil millones', '27e8 USD'],
    ['es', '12\u202f345 €', '12345e0 EUR'],
    ['es', '12 345 €', '12345e0 EUR'],
    ['es', '1 billón', '1e12 USD'],
    ['pt-BR', 'R$ 1.000,00', '1e3 BRL'],
    ['pt-BR', 'R$ 2,7 bi', '27e8 BRL'],
    ['pt-BR', '1,5 bilhão', '15e8 USD'],
    ['it', '2,7 miliardi €', '27e8 EUR'],
    ['it', '3 mld €', '3e9 EUR'],
    ['it', '2.700 miliardi', '27e11 USD'],
    ['ja', '1億円', '1e8 JPY'],
    ['ja', '3万円', '3e4 JPY'],
    ['ja', '1億2345万円', '12345e4 JPY'],
    ['ja', '1万5000円', '15e3 JPY'],
    ['ja', '100円', '1e2 JPY'],
    ['ja', '5元', '5e0 CNY'],
    ['ja', '１億２３４５万円', '12345e4 JPY'],
    ['ja', '￥１，０００', '1e3 JPY'],
    ['ja', '$27億', '27e8 USD'],
    ['ja', '2.74億', '274e6 USD'],
    ['en-IN', '10 lakh', '1e6 USD'],
    ['en-IN', '1.5 crore', '15e6 USD'],
    ['en-IN', '₹1.5 Cr', '15e6 INR'],
    ['en-IN', '₹2.7 lakh crore', '27e11 INR'],
    ['en-IN', '2 crore 50 lakh', '25e6 USD'],
    ['en-IN', '₹1,00,00,000', '1e7 INR'],
    ['en-IN', '$2.5M', '25e5 USD'],
    ['fr', "2,7 milliards d'euros", '27e8 EUR'],
    ['fr', '2,7 milliards d’euros', '27e8 EUR'],
    ['es', '2700 millones de euros', '27e8 EUR'],
    ['pt-BR', '1,5 bilhão de reais', '15e8 BRL'],
    ['it', '2,7 miliardi di euro', '27e8 EUR'],
    ['de', '1,5 Mrd. Euro', '15e8 EUR'],
    ['de', '3 Mio. US-Dollar', '3e6 USD'],
    ['ja', '100万ドル', '1e6 USD'],
    ['en-IN', 'Rs. 10 lakh', '1e6 INR'],
    ['en-IN', 'Rs 1.5 crore', '15e6 INR'],
  ] as const)('%s reads %s as %s', (lang, text, expected) => {
    expect(read(text, lang)).toBe(expected);
  });

  it('a lone comma or dot before three digits is read only where no writer of the language reads it otherwise', () => {
    // A comma before three digits groups in the API, in English and in Latin America.
    for (const l of ['de', 'fr', 'es', 'it', 'pt-BR'] as const) {
      expect([l, read('1,500', l)]).toEqual([l, 'Ambiguous']);
      expect([l, read('1,500 €', l)]).toEqual([l, 'Ambiguous']);
      expect([l, read('2,700 Mio.', l)]).toEqual([l, l === 'de' ? 'Ambiguous' : 'Invalid']);
    }
    // A dot before three digits: the language's thousands where the API does not read the text…
    expect(read('1.500 €', 'de')).toBe('15e2 EUR');
    expect(read('1.500 €', 'it')).toBe('15e2 EUR');
    expect(read('1.500 R$', 'pt-BR')).toBe('15e2 BRL');
    // (Spanish too, as Spain groups: nobody writes money to three decimals) …
    expect(read('1.500 €', 'es')).toBe('15e2 EUR');
    // … but before a scale word Spain groups and Mexico marks decimals (`10.815 billones de pesos`), as
    // a comma there groups in Mexico and is Spain's decimal sign: Spanish refuses both, and Spain's
    // notation (`es-ES`) reads both as Spain writes them.
    for (const text of ['1.500 millones', '10.815 billones', '9,037 trillones', '2,700 millones'])
      expect([text, read(text, 'es')]).toEqual([text, 'Ambiguous']);
    expect(read('1.500 millones', 'es-ES')).toBe('15e8 USD');
    expect(read('10.815 billones', 'es-ES')).toBe('10815e12 USD');
    expect(read('9,037 trillones', 'es-ES')).toBe('9037e15 USD');
    expect(read('2,700 millones', 'es-ES')).toBe('27e5 USD');
    expect(read('184.700 millones de euros', 'es-ES')).toBe('1847e8 EUR');
    // Colombia's apostrophe groups (`$1'500.000` is a million and a half) and space groups before a dot
    // and three digits read two ways across Spanish; Spain's notation reads its own decimal comma.
    for (const text of ["$1'500.000", "1'500,000 dólares", '1 500.000 millones'])
      for (const l of ['es', 'es-ES'] as const)
        expect([text, l, read(text, l)]).toEqual([text, l, 'Ambiguous']);
    expect(read('1 500,000', 'es')).toBe('Ambiguous');
    expect(read('1 500,000', 'es-ES')).toBe('Ambiguous');
    expect(read('1,000.000', 'es')).toBe('1e3 USD');
    expect(read('1.500,000', 'es')).toBe('15e2 USD');
    // A one-digit mantissa before × 10ⁿ with the other sign before three digits: a point or a group.
    for (const l of ['de', 'es', 'es-ES', 'fr', 'it', 'pt-BR'] as const)
      expect([l, read('1.008 × 10²⁰', l)]).toEqual([l, 'Ambiguous']);
    expect(read('1,008 × 10²⁰', 'es-ES')).toBe('1008e17 USD');
    expect(read('1.5 × 10²⁰', 'es-ES')).toBe('15e19 USD');
    // Where the API reads the text, Spain's notation refuses what it reads otherwise, as every language.
    for (const text of ['$1,500', '1.500', '1,500 €'])
      expect([text, read(text, 'es-ES')]).toEqual([text, 'Ambiguous']);
    // … and Ambiguous where it does (its `1.500` is 1.5), and in French (which groups with spaces)
    // everywhere.
    for (const l of ['de', 'it', 'pt-BR', 'es', 'fr'] as const) {
      expect([l, read('1.500', l)]).toEqual([l, 'Ambiguous']);
      expect([l, read('R$ 1.500', l)]).toEqual([l, 'Ambiguous']);
    }
    expect(read('1.500 €', 'fr')).toBe('Ambiguous');
    // Any other count of digits, or two groups, reads one way.
    expect(read('1.5', 'de')).toBe('15e-1 USD');
    expect(read('1,5', 'de')).toBe('15e-1 USD');
    expect(read('0.500 Mio.', 'de')).toBe('5e5 USD');
    expect(read('1.500.000', 'es')).toBe('15e5 USD');
    expect(read('1,500,000', 'es')).toBe('15e5 USD');
    expect(read('1.500,50', 'es')).toBe('15005e-1 USD');
    expect(read('1,500.50', 'es')).toBe('15005e-1 USD');
    expect(read('1,0080 × 10²³ $', 'it')).toBe('1008e20 USD');
    // English's shapes in the languages with a decimal point.
    expect(read('1,500', 'ja')).toBe('15e2 USD');
    expect(read('1.500', 'ja')).toBe('15e-1 USD');
    expect(read('1,500', 'en-IN')).toBe('15e2 USD');
    expect(read('1.500', 'en-IN')).toBe('15e-1 USD');
  });

  it('an Ambiguous amount is refused saying how to write each reading, and each reads one way everywhere', () => {
    for (const [text, l, grouped, decimal] of [
      ['1.500 €', 'fr', '1500 €', '1,5 €'],
      ['$1,500', 'de', '$1500', '$1,5'],
      ['2,700 millones', 'es', '2700 millones', '2,7 millones'],
      ['R$ 1,234', 'pt-BR', 'R$ 1234', 'R$ 1,2340'],
      ['0,500K', 'it', '500K', '0,5K'],
    ] as const) {
      const result = parseLocalMoney(text, USD, l);
      if (result.ok || result.category !== 'Ambiguous') throw new Error(`${text} is not Ambiguous`);
      expect(result.values).toEqual({ grouped, decimal });
      expect(result.hintKey).toBe('money.ambiguous.group');
      expect(AMBIGUITY_HINTS[result.hintKey]).toContain('{grouped}');
      expect(result.hint).toContain(
        `write ${grouped} for the whole number or ${decimal} for the decimal fraction`,
      );
      const whole = parseLocalMoney(grouped, USD, l);
      const fraction = parseLocalMoney(decimal, USD, l);
      expect(whole.ok && fraction.ok).toBe(true);
      if (!whole.ok || !fraction.ok) continue;
      expect(compareDecimals(whole.money.amount, fraction.money.amount)).toBe(1);
    }
  });

  it('English is the English reader, unchanged', () => {
    for (const text of [
      '1.500',
      '1,500',
      '$1,000,000',
      '2,5M',
      '1.000.000,25',
      'CHF 5',
      '1,00,000',
      'abc',
      '',
    ]) {
      expect(parseLocalMoney(text, USD, 'en')).toEqual(parseMoneyText(text, USD));
    }
  });
});

describe('refusals keep the English categories', () => {
  it.each([
    ['de', '', 'Missing'],
    ['de', '   ', 'Missing'],
    ['de', '€', 'Missing'],
    ['de', 'Mio.', 'Malformed'],
    ['ja', '億円', 'Malformed'],
    ['de', 'abc', 'Invalid'],
    ['de', '5 Äpfel', 'Invalid'],
    ['de', '0 €', 'Zero'],
    ['de', '-5 €', 'Negative'],
    ['de', '0,5 €', 'Outside Range'],
    ['de', '2 Quintilliarden €', 'Outside Range'],
    ['ja', '1 × 10²⁵ 円', 'Outside Range'],
    ['de', '5.', 'Not-a-Number'],
    ['de', '5 € 5', 'Not-a-Number'],
    ['de', '€ 5 €', 'Not-a-Number'],
    ['de', '--5', 'Not-a-Number'],
    ['de', '1.00.000', 'Not-a-Number'],
    ['de', '2 Mio. 3', 'Not-a-Number'],
    ['ja', '1億12345万', 'Not-a-Number'],
    ['ja', '1万1億', 'Not-a-Number'],
    ['ja', '1 000', 'Not-a-Number'],
    ['en-IN', '1 000', 'Not-a-Number'],
    ['de', '5 Euros', 'Invalid'],
    ['de', '5 Euro €', 'Not-a-Number'],
    ['de', `${'1'.repeat(MAX_MONEY_LENGTH + 1)}`, 'Invalid'],
  ] as const)('%s %j is %s', (lang, text, category) => {
    expect(read(text, lang)).toBe(category);
  });

  it('a 1e24 amount is the top of the range in every notation', () => {
    expect(read('1 Quadrillion €', 'de')).toBe('1e24 EUR');
    expect(read('1 cuatrillón', 'es')).toBe('1e24 USD');
    expect(read('1 septilhão', 'pt-BR')).toBe('1e24 USD');
    expect(read('10000京', 'ja')).toBe('1e20 USD');
  });
});

/** Exact amounts from 1 to 1e24, with up to six decimals. */
const amount: fc.Arbitrary<Decimal> = fc
  .tuple(fc.stringMatching(/^[1-9]\d{0,23}$/), fc.stringMatching(/^\d{0,6}$/))
  .map(([whole, fraction]) => fromDigits(false, whole, fraction));

const currency = fc.constantFrom(...Object.values(CURRENCIES));
const lang = fc.constantFrom(...LANGS);

/** Spanish answers are written as Spain writes (docs/languages.md): they read back in its notation. */
const printedIn = (l: NumberLang): Reading => (l === 'es' ? 'es-ES' : l);

const same = (result: LocalMoneyResult, money: Money) => {
  expect(result.ok ? { amount: result.money.amount, currency: result.money.currency.code } : result).toEqual({
    amount: money.amount,
    currency: money.currency.code,
  });
};

describe('round trip: what a language prints, it reads back as the same amount', () => {
  it('localMoney, for random exact amounts, every currency and language', () => {
    fc.assert(
      fc.property(amount, currency, lang, (decimal, cur, l) => {
        const money: Money = {
          amount: decimal,
          value: toNumber(decimal),
          currency: cur,
          explicitCurrency: true,
        };
        same(parseLocalMoney(localMoney(money, cur, l), CURRENCIES.KRW, printedIn(l)), money);
      }),
      fuzz(3000),
    );
  });

  it('localMoneyFigure, for worded figures up to 1e24, every currency and language', () => {
    const worded = fc
      .tuple(
        fc.integer({ min: 1, max: 999 }),
        fc.stringMatching(/^\d{0,2}$/),
        fc.constantFrom(...SCALE.en.words.filter((w) => w.exponent <= 21)),
        fc.boolean(),
      )
      .map(([whole, fraction, word, short]) => {
        const number = `${whole}${fraction ? `.${fraction}` : ''}`;
        const english = short && word.short ? `${number}${word.short}` : `${number} ${word.one}`;
        return {
          english,
          decimal: fromDigits(false, `${whole}${fraction}`, '', word.exponent - fraction.length),
        };
      });
    fc.assert(
      fc.property(worded, currency, lang, ({ english, decimal }, cur, l) => {
        const text = localMoneyFigure(cur.prefix, english, l).text;
        const money: Money = {
          amount: decimal,
          value: toNumber(decimal),
          currency: cur,
          explicitCurrency: true,
        };
        same(parseLocalMoney(text, CURRENCIES.KRW, printedIn(l)), money);
      }),
      fuzz(3000),
    );
  });
});

describe('bad input never throws and stays bounded', () => {
  const alphabet = fc.constantFrom(
    ..."0123456789,.'’ \u00a0\u202f+-€$¥円元万億兆京×¹⁰²MmKkBbLlCcrRDdéóãõ".split(''),
    'Mio.',
    'Mrd.',
    'lakh',
    'crore',
    'mil millones',
    'CHF',
    'US$',
    '$US',
    ' × 10²⁴',
  );

  it('for random text from the characters money is written with', () => {
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 60 }).map((a) => a.join('')),
        lang,
        (text, l) => {
          const result = parseLocalMoney(text, USD, l);
          if (result.ok) {
            expect(result.money.value).toBeGreaterThanOrEqual(1);
            expect(result.money.value).toBeLessThanOrEqual(1e24);
          } else
            expect(result.category).toMatch(
              /^(Missing|Malformed|Invalid|Not-a-Number|Zero|Negative|Outside Range|Ambiguous)$/,
            );
        },
      ),
      fuzz(5000),
    );
  });

  it('for any string, and for 8 KB of it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), lang, (text, l) => {
        expect(() => parseLocalMoney(text, USD, l)).not.toThrow();
      }),
      fuzz(3000),
    );
    for (const l of LANGS) {
      expect(read(`${' '.repeat(8000)}5`, l)).toBe('5e0 USD');
      expect(read('1'.repeat(8192), l)).toBe('Invalid');
      expect(read(`1${'万'.repeat(99)}`, l)).not.toBe('5e0 USD');
    }
  });
});

/** The currency code a text reads as (for the marker tables). */
function codeOf(text: string, l: NumberLang): CurrencyCode | undefined {
  const result = parseLocalMoney(text, USD, l);
  return result.ok && result.money.explicitCurrency ? result.money.currency.code : undefined;
}

describe('the signs Intl prints in a language are read as the currency they stand for', () => {
  it('for every currency and language', () => {
    for (const l of LANGS) {
      for (const cur of Object.values(CURRENCIES)) {
        // Two groups: `₩ 1.000` alone is Ambiguous in Brazilian Portuguese (the API's `1.000` is one).
        const intl = new Intl.NumberFormat(l, { style: 'currency', currency: cur.code }).format(1_000_000);
        expect([l, codeOf(intl, l)]).toEqual([l, cur.code]);
      }
    }
  });
});

describe('Japanese and Indian English read the English shapes as English does', () => {
  it('for random digits, commas, dots, signs, prefixes and magnitude letters', () => {
    const body = fc
      .array(fc.constantFrom(...'0123456789,.'.split(''), '000', ',000', '.5', ',00'), {
        minLength: 1,
        maxLength: 12,
      })
      .map((a) => a.join(''));
    const text = fc
      .tuple(fc.constantFrom('', '$', '-', '€ ', '+CHF '), body, fc.constantFrom('', 'K', 'M', ' B', 't'))
      .map(([prefix, digits, letter]) => prefix + digits + letter);
    fc.assert(
      fc.property(text, fc.constantFrom('ja', 'en-IN') as fc.Arbitrary<NumberLang>, (t, l) => {
        const english = parseMoneyText(t, USD);
        const local = parseLocalMoney(t, USD, l);
        expect([t, local.ok ? local.money : local.category]).toEqual([
          t,
          english.ok ? english.money : english.category,
        ]);
      }),
      fuzz(5000),
    );
  });
});
