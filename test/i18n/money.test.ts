// Issue 28: money labels in each language, the sign where the locale's currency pattern puts it, OUR
// label (docs/languages.md "How each language reads money"); English stays formatMoney's label byte for byte.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localMoney, localMoneyFigure } from '../../src/i18n/money.ts';
import { localFigure, type NumberLang } from '../../src/i18n/numbers.ts';
import { CURRENCIES, type Currency } from '../../src/money/currencies.ts';
import { fromDigits, toNumber } from '../../src/money/decimal.ts';
import { formatMoney } from '../../src/money/format.ts';
import { type Money, parseMoneyText } from '../../src/money/parse.ts';
import { fuzz } from '../support/fuzz.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const LANGS: readonly NumberLang[] = ['de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'en-IN'];

/** A money value as the English reader makes it from `text`. */
function money(text: string): Money {
  const result = parseMoneyText(text);
  if (!result.ok) throw new Error(`not money: ${text}`);
  return result.money;
}

const label = (text: string, lang: NumberLang, currency?: Currency) => {
  const m = money(text);
  return localMoney(m, currency ?? m.currency, lang);
};

describe('localMoney: exact labels in the locale’s pattern with our sign', () => {
  it.each([
    ['€1000000', 'de', `1.000.000${NBSP}€`],
    ['€1000000', 'fr', `1${NNBSP}000${NNBSP}000${NBSP}€`],
    ['€1000000', 'es', `1.000.000${NBSP}€`],
    ['€1000', 'es', `1.000${NBSP}€`],
    // One dot group after the sign would be the API's decimal point: the cents are written.
    ['R$1000', 'pt-BR', `R$${NBSP}1.000,00`],
    ['R$1000000', 'pt-BR', `R$${NBSP}1.000.000`],
    ['R$1000.5', 'pt-BR', `R$${NBSP}1.000,50`],
    ['€1234.5', 'it', `1.234,50${NBSP}€`],
    ['$1000', 'ja', '$1,000'],
    ['¥1000', 'ja', '¥1,000'],
    ['CHF 1000', 'ja', `CHF${NBSP}1,000`],
    ['CN¥12.5', 'ja', 'CN¥12.50'],
    ['₹1000000.5', 'en-IN', '₹10,00,000.50'],
    ['$1000', 'de', `1000${NBSP}$`],
    ['$1000', 'pt-BR', `US$${NBSP}1.000,00`],
    ['CHF 1000', 'de', `1000${NBSP}CHF`],
    ['¥1000.5', 'de', `1000,5${NBSP}¥`],
    // Three decimals after a comma read as a group in the API: a fourth, exact, digit.
    ['$1.125', 'fr', `1,1250${NBSP}$`],
    ['$1.125', 'ja', '$1.125'],
    ['$123456789012345678901234.56', 'de', `123.456.789.012.345.678.901.234,56${NBSP}$`],
  ] as const)('%s in %s is %s', (text, lang, expected) => {
    expect(label(text, lang)).toBe(expected);
  });

  it('never prints Intl’s own signs for ours ($US, ￥, JP¥; US$ only for the dollar in pt-BR, C$ in en-IN)', () => {
    for (const lang of LANGS) {
      for (const currency of Object.values(CURRENCIES)) {
        const printed = localMoney(money('1000'), currency, lang);
        // Our label, or the one the language's press writes for it (docs/style-sheets.md: The Hindu's C$).
        const written = lang === 'en-IN' && currency.code === 'CAD' ? 'C$' : currency.prefix.trim();
        expect(printed).toContain(written);
        expect(printed).not.toMatch(/\$US|￥|JP¥/);
        // US$ only where our label says so: Brazilian Portuguese writes the US dollar so (Folha's style).
        if (printed.includes('US$')) expect([lang, currency.code]).toEqual(['pt-BR', 'USD']);
      }
    }
  });

  it('English is formatMoney’s label, byte for byte, for any amount and currency', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,23}$/),
        fc.stringMatching(/^\d{0,6}$/),
        fc.constantFrom(...Object.values(CURRENCIES)),
        (whole, fraction, currency) => {
          const amount = fromDigits(false, whole, fraction);
          const m: Money = { amount, value: toNumber(amount), currency, explicitCurrency: true };
          expect(localMoney(m, currency, 'en')).toBe(formatMoney(m, currency));
        },
      ),
      fuzz(500),
    );
  });
});

describe('localMoneyFigure: worded and plain money figures', () => {
  it.each([
    ['$', '2.7 billion', 'de', `2,7 Milliarden${NBSP}$`],
    ['€', '1.5 million', 'fr', `1,5 million${NBSP}€`],
    ['€', '2.7 billion', 'es', `2.700 millones${NBSP}€`],
    ['R$', '2.7 billion', 'pt-BR', `R$${NBSP}2,7 bilhões`],
    ['€', '2.7 trillion', 'it', `2.700 miliardi${NBSP}€`],
    ['$', '2.7 billion', 'ja', '$27億'],
    ['¥', '274 million', 'ja', '¥2億7400万'],
    ['₹', '2.7 billion', 'en-IN', '₹270 crore'],
    ['CHF ', '1.5 million', 'en-IN', `CHF${NBSP}15 lakh`],
    ['US$', '1,500', 'de', `1500${NBSP}US$`],
    ['$', '2.04B', 'de', `2,04${NBSP}Mrd.${NBSP}$`],
  ] as const)('%s%s in %s is %s', (prefix, english, lang, expected) => {
    expect(localMoneyFigure(prefix, english, lang).text).toBe(expected);
  });

  it('says whether the figure ends in a scale word, and its value for plural rules', () => {
    expect(localMoneyFigure('$', '2.7 billion', 'fr')).toEqual({
      text: `2,7 milliards${NBSP}$`,
      count: 2.7e9,
      worded: true,
    });
    expect(localMoneyFigure('$', '1,500', 'fr')).toEqual({
      text: `1${NNBSP}500${NBSP}$`,
      count: 1500,
      worded: false,
    });
  });

  it('never throws on text that is no figure or no prefix of ours: the figure comes back as it was sent', () => {
    for (const lang of LANGS) {
      for (const [prefix, english] of [
        ['', '1,500'],
        ['XYZ', '2.7 billion'],
        ['$', 'abc'],
        ['€', ''],
        ['$', '1'.repeat(300)],
      ]) {
        expect(() => localMoneyFigure(prefix as string, english as string, lang)).not.toThrow();
      }
      expect(localMoneyFigure('$', 'abc', lang).text).toContain('abc');
      expect(localMoneyFigure('', '1,500', lang)).toEqual(localFigure('1,500', lang));
    }
  });

  it('English prints prefix and figure as they came', () => {
    expect(localMoneyFigure('CHF ', '2.7 billion', 'en')).toEqual({
      text: 'CHF 2.7 billion',
      count: 2.7e9,
      worded: true,
    });
    expect(localMoneyFigure('$', '1,500', 'en').text).toBe('$1,500');
  });
});
