// Issue 28: figures re-spelled digit for digit in each language (docs/languages.md "How each language reads money").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GROUP_SIGNS,
  GROUPS_FROM,
  isOne,
  type LocalFigure,
  localDecimal,
  localFigure,
  type NumberLang,
} from '../../src/i18n/numbers.ts';
import { INTL_LOCALE, SCALE } from '../../src/i18n/scale-words.ts';
import { fuzz } from '../support/fuzz.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const LANGS: readonly NumberLang[] = ['de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'en-IN'];

const text = (english: string, lang: NumberLang) => localFigure(english, lang).text;

describe('plain figures keep every digit, grouped as the locale groups', () => {
  it.each([
    ['1,234,567', 'de', '1.234.567'],
    ['1,234,567', 'fr', `1${NNBSP}234${NNBSP}567`],
    ['1,234', 'es', '1.234'],
    ['12,345', 'es', '12.345'],
    ['1,234,567', 'pt-BR', '1.234.567'],
    ['1,234', 'it', '1.234'],
    ['1,234,567', 'ja', '123万4567'],
    ['1,234,567', 'en-IN', '12,34,567'],
    ['1,234.5', 'de', '1234,5'],
    ['0.0043', 'fr', '0,0043'],
    ['2.70', 'de', '2,70'],
    ['123,456,789,012,345,678,901,234.5', 'de', '123.456.789.012.345.678.901.234,5'],
  ] as const)('%s in %s is %s', (english, lang, expected) => {
    expect(localFigure(english, lang)).toEqual({
      text: expected,
      count: Number(english.replaceAll(',', '')),
      worded: false,
    });
  });
});

describe('worded figures say the same value with the locale’s words', () => {
  it.each([
    ['2.7 billion', 'de', '2,7 Milliarden'],
    ['1 million', 'de', '1 Million'],
    ['1.5 million', 'de', '1,5 Millionen'],
    ['2.7 trillion', 'de', '2,7 Billionen'],
    ['2.7 billion', 'fr', '2,7 milliards'],
    ['1.5 million', 'fr', '1,5 million'],
    ['2.7 billion', 'es', '2.700 millones'],
    ['12.3 billion', 'es', '12.300 millones'],
    ['1 million', 'es', '1 millón'],
    ['2.7 trillion', 'es', '2,7 billones'],
    ['2.7 billion', 'pt-BR', '2,7 bilhões'],
    ['1.5 billion', 'pt-BR', '1,5 bilhão'],
    ['2.7 billion', 'it', '2,7 miliardi'],
    ['1 billion', 'it', '1 miliardo'],
    ['2.7 trillion', 'it', '2.700 miliardi'],
    ['274 million', 'ja', '2億7400万'],
    ['2.74 million', 'ja', '274万'],
    ['2.7 billion', 'ja', '27億'],
    ['2.7 trillion', 'ja', '2兆7000億'],
    ['150 million', 'ja', '1億5000万'],
    ['1.5 million', 'en-IN', '15 lakh'],
    ['2.7 billion', 'en-IN', '270 crore'],
    ['2.7 trillion', 'en-IN', '2.7 lakh crore'],
    ['2.70 million', 'en-IN', '27.0 lakh'],
  ] as const)('%s in %s is %s', (english, lang, expected) => {
    const figure = localFigure(english, lang);
    expect(figure.text).toBe(expected);
    expect(figure.worded).toBe(true);
  });

  it('past the largest word of a locale, a power of ten as English writes one', () => {
    expect(text('2.7 quintillion', 'ja')).toBe('270京');
    expect(text('270 quintillion', 'ja')).toBe('2垓7000京');
    expect(text('274 sextillion', 'en-IN')).toBe('2.74 × 10²³');
    expect(text('2.7 quadrillion', 'it')).toBe('2,7 milioni di miliardi');
    expect(text('2.7 septillion', 'it')).toBe('2,7 × 10²⁴');
    expect(localFigure('2.7 septillion', 'it').worded).toBe(false);
    expect(text('1.82 × 10⁵²', 'de')).toBe('1,82 × 10⁵²');
  });

  it('compact anchor figures take the locale’s short forms', () => {
    expect(text('1.37M', 'de')).toBe(`1,37${NBSP}Mio.`);
    expect(text('2.04B', 'fr')).toBe(`2,04${NBSP}Md`);
    expect(text('2.04B', 'es')).toBe(`2.040${NBSP}M`);
    expect(text('124M', 'ja')).toBe('1億2400万');
    expect(text('2.04B', 'en-IN')).toBe('204Cr');
  });

  it('English is returned as it is; non-figures come back unchanged and nothing throws', () => {
    for (const english of ['2.7 billion', '1,234.5', '1.82 × 10⁵²', '1.37M']) {
      expect(text(english, 'en')).toBe(english);
    }
    for (const lang of LANGS) {
      for (const junk of [
        '',
        'abc',
        '1,23',
        '2.7 zillion',
        '1'.repeat(500),
        `0.${'1'.repeat(150)}`,
        `1.${'1'.repeat(130)} decillion`,
        `1.${'2'.repeat(150)} × 10⁵`,
        '1 × 10¹²³⁴⁵⁶⁷⁸⁹⁰¹²³⁴⁵⁶⁷⁸⁹⁰¹²',
      ]) {
        expect(() => localFigure(junk, lang)).not.toThrow();
        expect(localFigure(junk, lang).text).not.toContain('undefined');
      }
      expect(localFigure('abc', lang)).toEqual({ text: 'abc', count: Number.NaN, worded: false });
    }
  });
});

/** Reads a localized figure back as an exact decimal string (digits and power), independently of the code under test. */
function readBack(figure: LocalFigure, lang: NumberLang): { digits: string; exponent: number } {
  const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const decimalSign = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
  let body = figure.text;
  let exponent = 0;
  // Japanese whole figures in 万・億・兆・京・垓 groups (`46京3000兆`, `1万4780`), the fraction after the last.
  const myriads = /^(?:\d+[万億兆京垓])+\d*(?:\.\d+)?$/.exec(body);
  if (lang === 'ja' && myriads) {
    const units: Record<string, bigint> = { 万: 4n, 億: 8n, 兆: 12n, 京: 16n, 垓: 20n };
    let whole = 0n;
    let fraction = '';
    for (const [, group = '', unit] of body.matchAll(/(\d+(?:\.\d+)?)([万億兆京垓])?/g)) {
      const [int = '', frac = ''] = group.split('.');
      whole += BigInt(int) * 10n ** (unit ? (units[unit] as bigint) : 0n);
      fraction = frac;
    }
    return { digits: `${whole}${fraction}`.replace(/^0+(?=\d)/, ''), exponent: -fraction.length };
  }
  const power = / ?× ?10([⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(body);
  if (power) {
    exponent = Number([...(power[1] as string)].map((c) => superscripts.indexOf(c)).join(''));
    body = body.slice(0, power.index);
  } else {
    const words = [...SCALE[lang].words].sort((a, b) => b.other.length - a.other.length);
    for (const w of words) {
      const hit = [w.one, w.other, w.short].find((s) => s !== undefined && body.endsWith(s));
      if (hit !== undefined) {
        exponent = w.exponent;
        body = body.slice(0, -hit.length).trim();
        break;
      }
    }
  }
  const [whole = '', fraction = ''] = body.split(decimalSign as string);
  const digits = (whole.replace(/\D/g, '') + fraction).replace(/^0+(?=\d)/, '');
  return { digits, exponent: exponent - fraction.length };
}

/** The exact value as a normalised (digits, exponent) pair. */
function normal(digits: string, exponent: number): string {
  const trimmed = digits.replace(/^0+/, '') || '0';
  const zeros = /0*$/.exec(trimmed)?.[0].length ?? 0;
  return trimmed === '0' ? '0' : `${trimmed.slice(0, trimmed.length - zeros)}e${exponent + zeros}`;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const englishFigure = fc.oneof(
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 25n }), fc.stringMatching(/^\d{0,3}$/))
    .map(([whole, fraction]) => {
      const grouped = new Intl.NumberFormat('en-US').format(whole);
      return {
        english: fraction ? `${grouped}.${fraction}` : grouped,
        digits: `${whole}${fraction}`,
        exponent: -fraction.length,
      };
    }),
  fc
    .tuple(
      fc.integer({ min: 1, max: 999 }),
      fc.stringMatching(/^\d{0,2}$/),
      fc.constantFrom(...SCALE.en.words),
    )
    .map(([whole, fraction, word]) => ({
      english: `${whole}${fraction ? `.${fraction}` : ''} ${word.one}`,
      digits: `${whole}${fraction}`,
      exponent: word.exponent - fraction.length,
    })),
  fc
    .tuple(
      fc.integer({ min: 1, max: 999 }),
      fc.stringMatching(/^\d{0,2}$/),
      fc.constantFrom(['M', 6], ['B', 9], ['T', 12]),
    )
    .map(([whole, fraction, [letter, exponent]]) => ({
      english: `${whole}${fraction ? `.${fraction}` : ''}${letter}`,
      digits: `${whole}${fraction}`,
      exponent: (exponent as number) - fraction.length,
    })),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{0,3}$/), fc.integer({ min: 1, max: 120 }))
    .map(([whole, fraction, exponent]) => ({
      english: `${whole}${fraction ? `.${fraction}` : ''} × 10${[...String(exponent)].map((d) => SUPERSCRIPTS[Number(d)]).join('')}`,
      digits: `${whole}${fraction}`,
      exponent: exponent - fraction.length,
    })),
);

describe('the value is kept exactly', () => {
  it('for random canonical English figures in every language', () => {
    fc.assert(
      fc.property(englishFigure, fc.constantFrom(...LANGS), ({ english, digits, exponent }, lang) => {
        const figure = localFigure(english, lang);
        const back = readBack(figure, lang);
        expect(normal(back.digits, back.exponent)).toBe(normal(digits, exponent));
        expect(figure.count).toBe(Number(`${digits}e${exponent}`));
      }),
      fuzz(2000),
    );
  });
});

describe('localDecimal is Intl on the exact decimal string', () => {
  it('for whole parts up to 30 digits and up to 20 decimals, in every locale and grouping', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(0|[1-9]\d{0,29})$/),
        fc.stringMatching(/^\d{0,20}$/),
        fc.constantFrom(...LANGS),
        fc.constantFrom('auto', 'min2', false) as fc.Arbitrary<'auto' | 'min2' | false>,
        (whole, fraction, lang, grouping) => {
          const plain = fraction ? `${whole}.${fraction}` : whole;
          // Grouping from four digits against CLDR's five (Italian, Spanish) is Intl's `always`, from
          // five against CLDR's four (German) its `min2`.
          const chosen = grouping === 'auto' ? GROUPS_FROM[lang] : undefined;
          const intl = new Intl.NumberFormat(INTL_LOCALE[lang], {
            minimumFractionDigits: fraction.length,
            maximumFractionDigits: fraction.length,
            useGrouping: chosen === 4 ? 'always' : chosen === 5 ? 'min2' : grouping,
          });
          // A group sign chosen against CLDR's (Spanish spaces) replaces Intl's, nothing else.
          const sign = GROUP_SIGNS[lang];
          const parts = intl.formatToParts(plain as `${number}`);
          const expected = parts
            .map((p) => (p.type === 'group' && sign !== undefined ? sign : p.value))
            .join('');
          expect(localDecimal(plain, lang, grouping)).toBe(expected);
        },
      ),
      fuzz(2000),
    );
  });
});

describe('isOne is the locale’s plural rule', () => {
  it('for mantissas from 0 to 10^6 with up to three decimals, in every locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...LANGS),
        (whole, decimals, lang) => {
          const mantissa = decimals === 0 ? `${whole}` : `${whole}.${'5'.repeat(decimals)}`;
          const rules = new Intl.PluralRules(INTL_LOCALE[lang], { minimumFractionDigits: decimals });
          expect(isOne(lang, mantissa)).toBe(rules.select(Number(mantissa)) === 'one');
        },
      ),
      fuzz(3000),
    );
  });
});
