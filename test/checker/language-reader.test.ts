// The language checker's reader and rules on hand-written texts: each rule passes a faithful
// translation and fails a wrong one, so the sweep's silence means something.
import { describe, expect, it } from 'vitest';
import { toAnchor } from './dataset.ts';
import { type Context, checkLocalClaim, checkProse, type LanguageViolation } from './language.ts';
import { key, readDates, readFigures, readHedges, readMoneys, readUnits } from './language-read.ts';
import { localAmount } from './language-sweep.ts';
import { ENGLISH, LOCALES } from './locales.ts';
import { dec } from './rational.ts';

const values = (text: string, lang: keyof typeof LOCALES) =>
  readFigures(text, LOCALES[lang]).map((f) => key(f.value));
const k = (decimal: string) => key(dec(decimal));

describe('figures as each language writes them', () => {
  it.each([
    [
      'de',
      '1.500.000.000 $ und 2,7 Milliarden Jahre, 1,5 Mio. Menschen',
      ['1500000000', '2700000000', '1500000'],
    ],
    [
      'fr',
      '1\u202f500\u202f000 € et 2,7 milliards d’années, 1\u00a0000 m',
      ['1500000', '2700000000', '1000'],
    ],
    ['es', '2.700 millones de años y 1,5 billones', ['2700000000', '1500000000000']],
    ['pt-BR', '1,5 bilhão de anos e 2 trilhões', ['1500000000', '2000000000000']],
    ['it', '3,4 miliardi di anni e 1.000 volte', ['3400000000', '1000']],
    ['ja', '1億5000万円と15億年、1,500人', ['150000000', '1500000000', '1500']],
    [
      'en-IN',
      '₹1,50,00,000 and 270 crore years, 2.7 Lakh Crore',
      ['15000000', '2700000000', '2700000000000'],
    ],
    ['de', '1,82 × 10⁵² Jahre', ['1.82e52']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(values(text, lang)).toEqual(expected.map(k));
  });

  it('an English figure in a German text does not read as the same number', () => {
    expect(values('3.4 Häuser', 'de')).not.toEqual([k('3.4')]);
    // Indian English writes every figure but a rupee sum as English does (docs/style-sheets.md).
    expect(values('1,500,000 km', 'en-IN')).toEqual([k('1500000')]);
    expect(values('1.500.000 $', 'en-IN')).not.toEqual([k('1500000')]);
  });

  it('a share below a power of ten, in words or as 分の1', () => {
    expect(values('weniger als ein Billionstel von 5 $', 'de')).toEqual([k('1e-12'), k('5')]);
    expect(values('1000兆分の1未満', 'ja')).toEqual([k('1e-15')]);
  });
});

describe('dates, hedges, units, money', () => {
  it('reads dates in each language as the same day', () => {
    const key = (t: string, lang: keyof typeof LOCALES) => readDates(t, LOCALES[lang]).map((d) => d.key);
    expect(readDates('(15 March 44 BC)', ENGLISH).map((d) => d.key)).toEqual(['-44-3-15']);
    expect(key('(15. März 44 v. Chr.)', 'de')).toEqual(['-44-3-15']);
    expect(key('(20 de julio de 1969)', 'es')).toEqual(['1969-7-20']);
    expect(key('（1969年7月20日）', 'ja')).toEqual(['1969-7-20']);
    expect(key('(um 2560 v. Chr.)', 'de')).toEqual(['-2560']);
  });

  it('maps each language’s hedge onto the English category', () => {
    expect(readHedges('Das ist etwas mehr als die Höhe', LOCALES.de)).toEqual(['littleMore']);
    expect(readHedges('C’est un peu plus du temps', LOCALES.fr)).toEqual(['littleMore']);
    expect(readHedges('これは約2.4倍に相当します', LOCALES.ja)).toEqual(['about', 'times']);
    expect(readHedges('È circa un terzo', LOCALES.it)).toEqual(['about', 'third']);
  });

  it('reads the unit after a figure', () => {
    expect(readUnits('in 2,7 milliards d’années', LOCALES.fr).map((u) => u.unit)).toEqual(['year']);
    expect(readUnits('0.15年で', LOCALES.ja).map((u) => u.unit)).toEqual(['year']);
  });

  it('finds money with its label before or after the figure', () => {
    expect(readMoneys('von 1.500.000.000 $ könnte', LOCALES.de).map((m) => m.text)).toEqual([
      '1.500.000.000 $',
    ]);
    expect(readMoneys('de R$ 2.000,50 e', LOCALES['pt-BR']).map((m) => m.text)).toEqual(['R$ 2.000,50']);
  });

  it('writes the sweep’s money in the language’s notation', () => {
    expect(localAmount('€1,236.5', 'de')).toBe('€1.236,5');
    expect(localAmount('1,500', 'fr')).toBe('1\u202f500');
    expect(localAmount('124.912', 'de')).toBe('124,9120');
    expect(localAmount('$2.5B', 'en-IN')).toBe('$2500000000');
    expect(localAmount('12,345,678', 'en-IN')).toBe('1,23,45,678');
  });
});

describe('a language answer against the English one', () => {
  const context: Context = {
    lang: 'de',
    expression: 'durationOfDailySpend',
    data: { anchors: [], byExpression: new Map(), stale: [] },
  };
  const rules = (english: string, local: string, field = 'sentence') => {
    const out: LanguageViolation[] = [];
    checkProse(context, field, english, local, out);
    return out.map((v) => v.rule);
  };
  const english = 'A person with a wealth of $1,500,000,000 could spend $100 every day for 41,096 years!';

  it('passes a faithful translation', () => {
    expect(
      rules(
        english,
        'Eine Person mit einem Vermögen von 1,5 Milliarden Dollar könnte 41.096 Jahre lang jeden Tag 100 Dollar ausgeben!',
      ),
    ).toEqual([]);
  });

  it('fails a wrong figure, unit, label or an English word left', () => {
    expect(
      rules(
        english,
        'Eine Person mit einem Vermögen von 1,5 Milliarden Dollar könnte 41.069 Jahre lang jeden Tag 100 Dollar ausgeben!',
      ),
    ).toEqual(['lang-figure']);
    expect(
      rules(
        english,
        'Eine Person mit einem Vermögen von 1,5 Milliarden Dollar könnte 41.096 Tage lang jeden Tag 100 Dollar ausgeben!',
      ),
    ).toEqual(['lang-unit']);
    expect(
      rules(
        english,
        'Eine Person mit einem Vermögen von 1,5 Milliarden Euro könnte 41.096 Jahre lang jeden Tag 100 Dollar ausgeben!',
      ),
    ).toEqual(['lang-label']);
    expect(
      rules(
        english,
        'Eine Person mit einem Vermögen von 1,5 Milliarden Dollar could 41.096 Jahre lang jeden Tag 100 Dollar ausgeben!',
      ),
    ).toEqual(['lang-english']);
  });

  it('fails a lost hedge and a scale word against its number', () => {
    expect(
      rules('That is nearly the height of Mount Everest.', 'Das ist die Höhe des Mount Everest.', 'scale'),
    ).toEqual(['lang-hedge']);
    expect(rules('2.7 Billion Years', '2,7 Milliarde Jahre', 'phrase')).toEqual(['lang-plural']);
  });
});

it('reads a hedge that looks behind it (超 only after a figure)', () => {
  expect(readHedges('$300,000,001の99.9%超に当たります', LOCALES.ja)).toEqual(['moreThan']);
  expect(readHedges('超豪邸付きの広大な敷地', LOCALES.ja)).toEqual([]);
});

it('reads the longest form of a hedge with its contraction (poco più della)', () => {
  expect(readHedges('È poco più della durata', LOCALES.it)).toEqual(['littleMore']);
});

it('a unit in the singular exactly where the plural rules say one', () => {
  const context: Context = {
    lang: 'de',
    expression: 'durationOfDailySpend',
    data: { anchors: [], byExpression: new Map(), stale: [] },
  };
  const rules = (english: string, local: string) => {
    const out: LanguageViolation[] = [];
    checkProse(context, 'phrase', english, local, out);
    return out.map((v) => v.rule);
  };
  expect(rules('1 Year', '1 Jahr')).toEqual([]);
  expect(rules('1 Year', '1 Jahre')).toEqual(['lang-plural']);
  expect(rules('2.5 Years', '2,5 Jahr')).toEqual(['lang-plural']);
});

it('Japanese ほぼ相当する is about (the ±5% band), ほぼ alone almost', () => {
  expect(readHedges('これはエベレストの高さにほぼ相当します。', LOCALES.ja)).toEqual(['about']);
  expect(readHedges('ほぼ同じです。', LOCALES.ja)).toEqual(['nearly']);
  expect(readHedges('これはエベレストの高さにわずかに届きません。', LOCALES.ja)).toEqual(['nearly']);
});

it('not even one is less than one; a Japanese duration in years alone', () => {
  expect(readHedges('could not buy even one house', ENGLISH)).toEqual(['lessThan']);
  expect(readHedges('hätte nicht einmal einen Hundert-Dollar-Schein', LOCALES.de)).toEqual(['lessThan']);
  const context: Context = {
    lang: 'ja',
    expression: 'durationOfDailySpend',
    data: { anchors: [], byExpression: new Map(), stale: [] },
  };
  const out: LanguageViolation[] = [];
  checkProse(context, 'phrase', '5.6 Trillion Millennia (5.6 Quadrillion Years)', '約5600兆年', out);
  expect(out).toEqual([]);
  // Years that are not English's.
  checkProse(context, 'phrase', '5.6 Trillion Millennia (5.6 Quadrillion Years)', '約5700兆年', out);
  expect(out.map((v) => v.rule)).toContain('lang-figure');
});

it('a local claim takes no multiplier from a name’s digits (o dobro … de um iPhone 16 is twice)', () => {
  const iphone = toAnchor({
    id: 'height.iphone-16',
    expression: 'heightOfMoneyStack',
    figure: 0.0078,
    unit: 'm',
    date: null,
    calendar: null,
    wording: 'the thickness of an iPhone 16',
    shown: '≈7.8 mm',
    familiarity: 1,
    exact: false,
  });
  const claim = (metres: number) =>
    checkLocalClaim(
      {
        lang: 'pt-BR',
        expression: 'heightOfMoneyStack',
        data: { anchors: [], byExpression: new Map(), stale: [] },
        result: { value: metres, unit: 'meters' },
      },
      'É o dobro da espessura de um iPhone 16 (≈7,8 mm).',
      iphone,
    );
  expect(claim(0.0159)).toBeNull();
  expect(claim(0.024)).toMatch(/"2 times"/);
});
