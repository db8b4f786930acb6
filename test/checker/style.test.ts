// docs/style-sheets.md held by the checker, on hand-written texts: each language's new forms of money
// (currency names, sums with scale words, rounded sums after their word, Japanese groups, Indian English
// as English outside rupee sums) read as the English twin says, and each rule fails a text that breaks it.
// None of these texts comes from the engine: they pass or fail whatever the engine prints today.
import { describe, expect, it } from 'vitest';
import { type Context, checkProse, type LanguageRule, type LanguageViolation } from './language.ts';
import { key, readFigures, readHedges, readMoneys, readRounded } from './language-read.ts';
import { type CheckedLang, LOCALES } from './locales.ts';
import { dec, type Q } from './rational.ts';
import { exactSpelling, isRoundedFrom, roundSignificant } from './style.ts';

const k = (decimal: string) => key(dec(decimal));
const values = (text: string, lang: CheckedLang) => readFigures(text, LOCALES[lang]).map((f) => key(f.value));
const moneys = (text: string, lang: CheckedLang) =>
  readMoneys(text, LOCALES[lang]).map((m) => [m.text, m.label, key(m.value)]);

/** The rules a language text breaks against its English twin (echoes: the amounts the request sent). */
function rules(
  lang: CheckedLang,
  english: string,
  local: string,
  { echoes, field = 'sentence' }: { echoes?: readonly string[]; field?: string } = {},
): LanguageRule[] {
  const context: Context = {
    lang,
    expression: 'growthOfCompoundInterest',
    data: { anchors: [], byExpression: new Map(), stale: [] },
    ...(echoes ? { echoes: echoes.map((e): Q => dec(e)) } : {}),
  };
  const out: LanguageViolation[] = [];
  checkProse(context, field, english, local, out);
  return out.map((v) => v.rule);
}

describe('rounding as docs/style-sheets.md says', () => {
  it('rounds half away from zero to three significant digits, once, from the exact value', () => {
    expect(key(roundSignificant(dec('5201634567'), 3))).toBe(k('5200000000'));
    expect(key(roundSignificant(dec('5205000000'), 3))).toBe(k('5210000000'));
    expect(key(roundSignificant(dec('999600000'), 3))).toBe(k('1000000000'));
    expect(key(roundSignificant(dec('15234567.89'), 3))).toBe(k('15200000'));
  });

  it('from the exact value behind the English figure (within half its last digit)', () => {
    const half = dec('0.5');
    expect(isRoundedFrom(dec('5200000000'), dec('5201634567'), half)).toBe(true);
    expect(isRoundedFrom(dec('5210000000'), dec('5201634567'), half)).toBe(false);
    // A tie printed to whole units may come from either side of it.
    expect(isRoundedFrom(dec('5210000000'), dec('5205000000'), half)).toBe(true);
    expect(isRoundedFrom(dec('5200000000'), dec('5205000000'), half)).toBe(true);
    // Three significant digits or fewer: the printed figure may itself be the rounded sum.
    expect(isRoundedFrom(dec('5000000'), dec('5000000'), half)).toBe(true);
    // An exact value (half a step of zero) is no rounded sum of itself; its tie rounds away from zero.
    expect(isRoundedFrom(dec('1500000000'), dec('1500000000'), dec('0'))).toBe(false);
    expect(isRoundedFrom(dec('1240000'), dec('1235000'), dec('0'))).toBe(true);
    expect(isRoundedFrom(dec('1230000'), dec('1235000'), dec('0'))).toBe(false);
    // A sum English prints with a scale word is the engine's own figure: never rounded again.
    expect(isRoundedFrom(dec('1.2e15'), dec('1.23e15'), null)).toBe(false);
  });

  it('an exact spelling: the largest word whose mantissa has at most two decimals, within its limit', () => {
    expect(exactSpelling(dec('1500000000'), 'de', '€')).toContain('1.50 × 10^9');
    expect(exactSpelling(dec('7390470000'), 'de', '¥')).toContain('7390.47 × 10^6');
    expect(exactSpelling(dec('184700000000'), 'es', '€')).toContain('184700 × 10^6');
    expect(exactSpelling(dec('1234567'), 'de', '€')).toBeNull();
    expect(exactSpelling(dec('1230000.5'), 'fr', '€')).toBeNull();
    // Past the last word's limit (de: below 1000 Trilliarden) no word spells it.
    expect(exactSpelling(dec('1000000000000000000000000'), 'de', '€')).toBeNull();
    expect(exactSpelling(dec('15000000'), 'en-IN', '₹')).toContain('1.50 × 10^7');
    expect(exactSpelling(dec('15000000'), 'en-IN', '$')).toContain('15 × 10^6');
    expect(exactSpelling(dec('7390470000'), 'ja', '¥')).not.toBeNull();
    expect(exactSpelling(dec('12345.67'), 'ja', '€')).toBeNull();
    // Past 9999京 Japanese has no word for a sum (docs/languages.md).
    expect(exactSpelling(dec('12489100000000000000000'), 'ja', '$')).toBeNull();
  });
});

describe('the new forms read as exact values with their currency', () => {
  it.each([
    ['de', '1,5 Milliarden Euro', [['1,5 Milliarden Euro', '€', k('1.5e9')]]],
    ['de', '1 Million Euro', [['1 Million Euro', '€', k('1e6')]]],
    ['de', '7.390,47 Millionen Yen', [['7.390,47 Millionen Yen', '¥', k('7390470000')]]],
    [
      'de',
      '1.000 Euro und 10,50 Dollar',
      [
        ['1.000 Euro', '€', k('1000')],
        ['10,50 Dollar', '$', k('10.5')],
      ],
    ],
    [
      'de',
      '1.000 Kanada-Dollar, 1 Rupie, 2 Rupien',
      [
        ['1.000 Kanada-Dollar', 'CA$', k('1000')],
        ['1 Rupie', '₹', k('1')],
        ['2 Rupien', '₹', k('2')],
      ],
    ],
    ['fr', '1,5 milliard d’euros', [['1,5 milliard d’euros', '€', k('1.5e9')]]],
    [
      'fr',
      '1\u202f000\u00a0euros, 1\u00a0dollar, 2\u00a0dollars canadiens',
      [
        ['1\u202f000\u00a0euros', '€', k('1000')],
        ['1\u00a0dollar', '$', k('1')],
        ['2\u00a0dollars canadiens', 'CA$', k('2')],
      ],
    ],
    [
      'fr',
      '2,5 millions de dollars et 3 livres sterling',
      [
        ['2,5 millions de dollars', '$', k('2.5e6')],
        ['3 livres sterling', '£', k('3')],
      ],
    ],
    ['fr', '1,5 million de milliards d’euros', [['1,5 million de milliards d’euros', '€', k('1.5e15')]]],
    [
      'fr',
      '2 milliards de milliards de francs suisses',
      [['2 milliards de milliards de francs suisses', 'CHF', k('2e18')]],
    ],
    ['es', '184.700 millones de euros', [['184.700 millones de euros', '€', k('1.847e11')]]],
    [
      'es',
      '1 dólar y 2,50 dólares, 3 liras turcas',
      [
        ['1 dólar', '$', k('1')],
        ['2,50 dólares', '$', k('2.5')],
        ['3 liras turcas', '₺', k('3')],
      ],
    ],
    ['es', '2,7 billones de yenes', [['2,7 billones de yenes', '¥', k('2.7e12')]]],
    ['it', '1,5 miliardi di euro', [['1,5 miliardi di euro', '€', k('1.5e9')]]],
    [
      'it',
      '1 dollaro, 10,50 dollari, 2 milioni di miliardi di franchi svizzeri',
      [
        ['1 dollaro', '$', k('1')],
        ['10,50 dollari', '$', k('10.5')],
        ['2 milioni di miliardi di franchi svizzeri', 'CHF', k('2e15')],
      ],
    ],
    [
      'it',
      '3 miliardi di miliardi di lire turche',
      [['3 miliardi di miliardi di lire turche', '₺', k('3e18')]],
    ],
    [
      'pt-BR',
      'R$ 1,42 bilhão e US$ 630 milhões',
      [
        ['R$ 1,42 bilhão', 'R$', k('1.42e9')],
        ['US$ 630 milhões', 'US$', k('6.3e8')],
      ],
    ],
    ['ja', '資産73億9047万円の人は', [['73億9047万円', '¥', k('7390470000')]]],
    [
      'ja',
      '2900兆ドルと52億162万ユーロ、1万2345.67カナダドル',
      [
        ['2900兆ドル', '$', k('2.9e15')],
        ['52億162万ユーロ', '€', k('5201620000')],
        ['1万2345.67カナダドル', 'CA$', k('12345.67')],
      ],
    ],
    [
      'en-IN',
      '₹1.5 crore and $630 million, ₹2.7 lakh crore, $1.5B',
      [
        ['₹1.5 crore', '₹', k('1.5e7')],
        ['$630 million', '$', k('6.3e8')],
        ['₹2.7 lakh crore', '₹', k('2.7e12')],
        ['$1.5B', '$', k('1.5e9')],
      ],
    ],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(moneys(text, lang)).toEqual(expected);
  });

  it('Japanese myriad numbers in any position, as exact values', () => {
    expect(values('1万4780軒の家、1万3333年、（約1万1700年前）の2.1倍', 'ja')).toEqual([
      k('14780'),
      k('13333'),
      k('11700'),
      k('2.1'),
    ]);
    expect(values('約52億160万ユーロ', 'ja')).toEqual([k('5201600000')]);
    expect(values('1億2345万6789倍と3兆5万', 'ja')).toEqual([k('123456789'), k('3000000050000')]);
  });

  it('Indian English: international groups and English words outside rupee sums', () => {
    expect(values('14,353,674,540,068 miles, 1,380 million years, ₹12,34,567', 'en-IN')).toEqual([
      k('14353674540068'),
      k('1380000000'),
      k('1234567'),
    ]);
    expect(values('22.3 million times (≈US$470T)', 'en-IN')).toEqual([k('22300000'), k('470e12')]);
  });

  it('the word for a rounded sum straight before a sum, outside parentheses', () => {
    const marked = (text: string, lang: CheckedLang) =>
      readRounded(text, LOCALES[lang]).map((r) => r.money.text);
    expect(marked('um rund 5,2 Milliarden Euro, rund 3 Jahre', 'de')).toEqual(['5,2 Milliarden Euro']);
    expect(marked('augmenter de quelque 2,35 milliards d’euros', 'fr')).toEqual(['2,35 milliards d’euros']);
    expect(marked('en unos 5200 millones de euros', 'es')).toEqual(['5200 millones de euros']);
    expect(marked('di circa 5,2 miliardi di euro', 'it')).toEqual(['5,2 miliardi di euro']);
    expect(marked('em cerca de R$ 5,2 bilhões', 'pt-BR')).toEqual(['R$ 5,2 bilhões']);
    expect(marked('約52億160万ユーロ増えます（約US$4.5億）', 'ja')).toEqual(['52億160万ユーロ']);
    expect(marked('by about ₹1.52 crore', 'en-IN')).toEqual(['₹1.52 crore']);
  });

  it('the words of the rounded sums stay hedges before anything else', () => {
    expect(readHedges('Das ist rund das Doppelte', LOCALES.de)).toEqual(['about', 'times']);
  });
});

describe('a rounded sum against its English twin', () => {
  const english =
    'With 5% interest compounded annually, a person with €1,500,000,000 would grow their wealth by €5,201,634,567 over 10 years!';
  const de = (growth: string, wealth = '1,5 Milliarden Euro') =>
    `Bei einem Zinssatz von 5 % und jährlicher Zinsgutschrift würde eine Person mit ${wealth} ihr Vermögen in 10 Jahren um ${growth} vermehren!`;
  const echoes = ['1500000000'];

  it('passes the rounded sum after its word; the word is no hedge there', () => {
    expect(rules('de', english, de('rund 5,2 Milliarden Euro'), { echoes })).toEqual([]);
  });

  it('fails a rounded sum without its word', () => {
    expect(rules('de', english, de('5,2 Milliarden Euro'), { echoes })).toEqual(['lang-rounded']);
  });

  it('fails the word before an exact sum, and before an echo', () => {
    expect(
      rules('de', english, de('rund 5,2 Milliarden Euro', 'rund 1,5 Milliarden Euro'), { echoes }),
    ).toEqual(['lang-rounded']);
    const exact = 'A person with a wealth of €1,234,567 could spend €100 every day for 33.8 years!';
    expect(
      rules(
        'de',
        exact,
        'Eine Person mit einem Vermögen von rund 1,23 Millionen Euro könnte 33,8 Jahre lang jeden Tag 100 Euro ausgeben!',
        { echoes: ['1234567', '100'] },
      ),
    ).toEqual(['lang-rounded']);
  });

  it('fails a sum rounded down or to other digits than three significant ones', () => {
    const truncated = english.replace('5,201,634,567', '1,236,000');
    expect(rules('de', truncated, de('rund 1,24 Millionen Euro'), { echoes })).toEqual([]);
    expect(rules('de', truncated, de('rund 1,23 Millionen Euro'), { echoes })).toEqual(['lang-rounded']);
    expect(rules('de', english, de('rund 5,202 Milliarden Euro'), { echoes })).toEqual(['lang-rounded']);
    // Far from it: another figure.
    expect(rules('de', english, de('rund 6,2 Milliarden Euro'), { echoes })).toEqual(['lang-figure']);
  });

  it('writes a sum English prints with a scale word as it is, with the word where the engine rounded it', () => {
    const decided = english.replace('€5,201,634,567', '€1.2 quadrillion');
    expect(rules('de', decided, de('1,2 Billiarden Euro'), { echoes })).toEqual([]);
    expect(rules('de', decided, de('rund 1,2 Billiarden Euro'), { echoes })).toEqual([]);
    // Another figure after the word is no rounding of it.
    expect(rules('de', decided, de('rund 1,3 Billiarden Euro'), { echoes })).not.toEqual([]);
  });

  it('fails a rounded sum below a million (digits, exactly)', () => {
    const small = english.replace('€5,201,634,567', '€776,413');
    expect(rules('de', small, de('776.413 Euro'), { echoes })).toEqual([]);
    expect(rules('de', small, de('rund 776.000 Euro'), { echoes })).toEqual(['lang-rounded']);
  });

  it('fails a computed sum in full digits, and a sum with an exact spelling in full digits', () => {
    expect(rules('de', english, de('5.201.634.567 Euro'), { echoes })).toEqual(['lang-full-digits']);
    expect(rules('de', english, de('rund 5,2 Milliarden Euro', '1.500.000.000 Euro'), { echoes })).toEqual([
      'lang-full-digits',
    ]);
  });

  it('passes an echo in full digits when no exact worded spelling exists', () => {
    const wealth = english.replace('€1,500,000,000', '€1,234,567');
    expect(
      rules('de', wealth, de('rund 5,2 Milliarden Euro', '1.234.567 Euro'), { echoes: ['1234567'] }),
    ).toEqual([]);
    // Not sent by the request: a computed sum, rounded after its word.
    expect(rules('de', wealth, de('rund 5,2 Milliarden Euro', '1.234.567 Euro'), { echoes: [] })).toEqual([
      'lang-full-digits',
    ]);
  });

  it('fails a sign where German writes the name', () => {
    expect(rules('de', english, de('rund 5,2 Milliarden €'), { echoes })).toEqual(['lang-currency-name']);
  });

  it.each([
    [
      'fr',
      'Avec des intérêts composés annuellement au taux de 5 %, une personne disposant de 1,5 milliard d’euros verrait son patrimoine augmenter de quelque 5,2 milliards d’euros en 10 ans !',
    ],
    [
      'es',
      '¡Con un interés del 5 % capitalizado anualmente, una persona con 1500 millones de euros aumentaría su patrimonio en unos 5200 millones de euros en 10 años!',
    ],
    [
      'it',
      'Con un tasso di interesse pari al 5% a capitalizzazione annuale, una persona con 1,5 miliardi di euro vedrebbe il proprio patrimonio crescere di circa 5,2 miliardi di euro in 10 anni!',
    ],
    [
      'pt-BR',
      'Com juros de 5% capitalizados anualmente, uma pessoa com 1,5 bilhão de euros aumentaria seu patrimônio em cerca de 5,2 bilhões de euros em 10 anos!',
    ],
    ['ja', '年利5%（年複利）で運用すると、15億ユーロの資産は10年で約52億ユーロ増えます！'],
  ] as const)('%s: passes %s', (lang, local) => {
    expect(rules(lang, english, local, { echoes })).toEqual([]);
  });

  it.each([
    ['fr', 'de quelque 5,2 milliards d’euros', 'de 5,2 milliards d’euros', 'lang-rounded'],
    ['fr', 'de quelque 5,2 milliards d’euros', 'de quelque 5,2 milliards €', 'lang-currency-name'],
    ['es', 'unos 5200 millones de euros', '5200 millones de euros', 'lang-rounded'],
    ['it', 'circa 5,2 miliardi di euro', '5,2 miliardi di euro', 'lang-rounded'],
    ['pt-BR', 'cerca de 5,2 bilhões de euros', '5,2 bilhões de euros', 'lang-rounded'],
    ['pt-BR', '1,5 bilhão de euros', '1.500.000.000 euros', 'lang-full-digits'],
    ['ja', '約52億ユーロ', '52億ユーロ', 'lang-rounded'],
    ['ja', '約52億ユーロ', '約52億163万ユーロ', 'lang-rounded'],
    ['ja', '15億ユーロ', '1,500,000,000ユーロ', 'lang-full-digits'],
    ['ja', '15億ユーロ', '€15億', 'lang-currency-name'],
  ] as const)('%s: "%s" written "%s" fails %s', (lang, right, wrong, rule) => {
    const texts: Record<string, string> = {
      fr: 'Avec des intérêts composés annuellement au taux de 5 %, une personne disposant de 1,5 milliard d’euros verrait son patrimoine augmenter de quelque 5,2 milliards d’euros en 10 ans !',
      es: '¡Con un interés del 5 % capitalizado anualmente, una persona con 1500 millones de euros aumentaría su patrimonio en unos 5200 millones de euros en 10 años!',
      it: 'Con un tasso di interesse pari al 5% a capitalizzazione annuale, una persona con 1,5 miliardi di euro vedrebbe il proprio patrimonio crescere di circa 5,2 miliardi di euro in 10 anni!',
      'pt-BR':
        'Com juros de 5% capitalizados anualmente, uma pessoa com 1,5 bilhão de euros aumentaria seu patrimônio em cerca de 5,2 bilhões de euros em 10 anos!',
      ja: '年利5%（年複利）で運用すると、15億ユーロの資産は10年で約52億ユーロ増えます！',
    };
    const text = texts[lang] ?? '';
    expect(text).toContain(right);
    expect(rules(lang, english, text.replace(right, wrong), { echoes })).toEqual([rule]);
  });

  it('Indian English: about and the rupee sum in crore', () => {
    const rupees =
      'With 5% interest compounded annually, a person with ₹15,000,000 would grow their wealth by ₹15,234,567.89 over 10 years!';
    const local =
      'With 5% interest compounded annually, a person with ₹1.5 crore would grow their wealth by about ₹1.52 crore over 10 years!';
    expect(rules('en-IN', rupees, local, { echoes: ['15000000'] })).toEqual([]);
    expect(
      rules('en-IN', rupees, local.replace('about ₹1.52 crore', '₹1.52 crore'), { echoes: ['15000000'] }),
    ).toEqual(['lang-rounded']);
    expect(
      rules('en-IN', rupees, local.replace('₹1.5 crore', '₹1,50,00,000'), { echoes: ['15000000'] }),
    ).toEqual(['lang-full-digits']);
    expect(
      rules('en-IN', rupees, local.replace('₹1.5 crore', '₹15 million'), { echoes: ['15000000'] }),
    ).toEqual(['lang-indian']);
  });
});

describe('the other rules of the style sheet', () => {
  it('a currency name agrees with its number: singular for one, plural after a scale word', () => {
    const english = 'A person with a wealth of $1 could spend $2 every day for 1.4 years!';
    expect(
      rules(
        'es',
        english,
        '¡Una persona con un patrimonio de 1 dólar podría gastar 2 dólares cada día durante 1,4 años!',
      ),
    ).toEqual([]);
    expect(
      rules(
        'es',
        english,
        '¡Una persona con un patrimonio de 1 dólares podría gastar 2 dólar cada día durante 1,4 años!',
      ),
    ).toEqual(['lang-plural', 'lang-plural']);
    const big = 'A person with a wealth of $1,500,000 could spend $1.50 every day for 2,740 years!';
    expect(
      rules(
        'fr',
        big,
        'Avec un patrimoine de 1,5 million de dollars, une personne pourrait dépenser 1,50 dollar chaque jour pendant 2\u202f740 ans !',
      ),
    ).toEqual([]);
    expect(
      rules(
        'fr',
        big,
        'Avec un patrimoine de 1,5 million de dollar, une personne pourrait dépenser 1,50 dollars chaque jour pendant 2\u202f740 ans !',
      ),
    ).toEqual(['lang-plural', 'lang-plural']);
    expect(
      rules(
        'it',
        big,
        'Con un patrimonio di 1,5 milioni di dollari, una persona potrebbe spendere 1,50 dollari al giorno per 2740 anni!',
      ),
    ).toEqual([]);
  });

  it('one with its cents shown takes either form (plural rules part on visible decimals)', () => {
    const english = 'A person with a wealth of $1.00 could spend $1.00 every day for 1 day!';
    const it_ = (a: string, b: string) =>
      `Con un patrimonio di 1,00 ${a}, una persona potrebbe spendere 1,00 ${b} al giorno per 1 giorno!`;
    expect(rules('it', english, it_('dollaro', 'dollari'), { field: 'sentence' })).toEqual([]);
  });

  it('the word for a rounded sum is the hedge English says before the same sum', () => {
    expect(
      rules('de', 'That is about $5,000 a year.', 'Das sind rund 5.000 Dollar im Jahr.', { field: 'scale' }),
    ).toEqual([]);
    expect(
      rules('de', 'That is $5,000 a year.', 'Das sind rund 5.000 Dollar im Jahr.', { field: 'scale' }),
    ).toEqual(['lang-rounded']);
  });

  it('a currency name counts as English’s label; another currency does not', () => {
    const english = 'A person with a wealth of £5,000 could spend £10 every day for 1.4 years!';
    const es = (name: string) =>
      `¡Una persona con un patrimonio de 5000 ${name} podría gastar 10 ${name} cada día durante 1,4 años!`;
    expect(rules('es', english, es('libras'))).toEqual([]);
    expect(rules('es', english, es('liras turcas'))).toEqual(['lang-label']);
    expect(rules('ja', english, '資産5000ポンドの人は、毎日10ポンドを1.4年使い続けられます！')).toEqual([]);
    expect(rules('ja', english, '資産5000円の人は、毎日10円を1.4年使い続けられます！')).toEqual([
      'lang-label',
    ]);
  });

  it('an anchor’s own US-dollar figure is the dollar by its name', () => {
    expect(
      rules(
        'ja',
        "That is 2.1 times the auction price of Leonardo da Vinci's Salvator Mundi (≈US$450M).",
        'これはレオナルド・ダ・ビンチの「サルバトール・ムンディ」の落札価格（約4億5000万ドル）の2.1倍に相当します。',
        { field: 'scale' },
      ),
    ).toEqual([]);
  });

  it('Japanese counts of 10 000 or more in groups', () => {
    const english = 'A person with a wealth of $7,390,470,000 could buy 14,780 houses all at once!';
    expect(
      rules('ja', english, '資産73億9047万ドルの人は、一度に1万4780軒の家を買うことができます！'),
    ).toEqual([]);
    expect(
      rules('ja', english, '資産73億9047万ドルの人は、一度に14,780軒の家を買うことができます！'),
    ).toEqual(['lang-groups']);
  });

  it('Indian English: lakh and crore for rupee sums only', () => {
    const english =
      'A person with a wealth of $630,000,000 would have a stack of hundred-dollar bills 14,353 miles (23,100 km) high!';
    const local = (wealth: string, miles: string) =>
      `A person with a wealth of ${wealth} would have a stack of hundred-dollar bills ${miles} miles (23,100 km) high!`;
    expect(rules('en-IN', english, local('$630 million', '14,353'))).toEqual([]);
    expect(rules('en-IN', english, local('$63 crore', '14,353'))).toEqual(['lang-indian']);
    expect(
      rules('en-IN', english.replace('14,353', '1,435,300'), local('$630 million', '14,35,300')),
    ).toContain('lang-indian');
  });

  it('Indian English: a count of a million or more rounded after about, unless round', () => {
    const english = 'Their wealth is 2,349,787,234,043 times yours.';
    expect(rules('en-IN', english, 'Their wealth is about 2.35 trillion times yours.')).toEqual([]);
    // In full digits; rounded without its word; rounded down; the word before a figure English prints.
    expect(rules('en-IN', english, english)).toEqual(['lang-full-digits']);
    expect(rules('en-IN', english, 'Their wealth is 2.35 trillion times yours.')).toEqual(['lang-figure']);
    expect(rules('en-IN', english, 'Their wealth is about 2.34 trillion times yours.')).toContain(
      'lang-figure',
    );
    const round = 'Their wealth is 2,340,000,000 times yours.';
    expect(rules('en-IN', round, 'Their wealth is 2.34 billion times yours.')).toEqual([]);
    expect(rules('en-IN', round, 'Their wealth is about 2.34 billion times yours.')).toContain('lang-hedge');
    // A ratio's heading keeps every digit.
    expect(rules('en-IN', '1 : 2,349,787,234,043', '1 : 2,349,787,234,043', { field: 'phrase' })).toEqual([]);
  });

  it('millennia rounded from the years beside them may say so; millennia that are the years exactly may not', () => {
    const english = '93 Millennia (92,658 Years)';
    expect(rules('de', english, 'Rund 93 Jahrtausende (92.658 Jahre)', { field: 'phrase' })).toEqual([]);
    expect(rules('en-IN', english, 'About 93 millennia (92,658 years)', { field: 'phrase' })).toEqual([]);
    const exact = '93 Millennia (93,000 Years)';
    expect(rules('de', exact, 'Rund 93 Jahrtausende (93.000 Jahre)', { field: 'phrase' })).toContain(
      'lang-hedge',
    );
  });

  it('Indian English: one to nine in words, dates month first, open fractions hyphenated', () => {
    const stack = (n: string) =>
      `A person with a wealth of $300 would have a stack of $100 notes 0.33 mm (0.013 inches) high, ${n} in all.`;
    const english =
      'A person with a wealth of $300 would have a stack of hundred-dollar bills 0.013 inches (0.33 mm) high, 3 in all!';
    expect(rules('en-IN', english, stack('three'))).toEqual([]);
    expect(rules('en-IN', english, stack('3'))).toEqual(['lang-indian']);
    expect(rules('en-IN', english, stack('four'))).toEqual(['lang-figure']);
    const scale = 'That is about two thirds of the time since the Paris Olympic Games (26 July 2024).';
    const local = 'That is about two-thirds of the time since the Paris Olympic Games (July 26, 2024).';
    expect(rules('en-IN', scale, local, { field: 'sentence' })).toEqual([]);
    expect(rules('en-IN', scale, local.replace('July 26', 'July 27'), { field: 'sentence' })).toEqual([
      'lang-date',
    ]);
  });

  it('Indian English: rupees past lakh crore in English words', () => {
    const english =
      'With 5% interest compounded annually, a person with ₹674,000,000,000,000,000,000 would grow their wealth by ₹5 sextillion over 10 years!';
    const local = (wealth: string) =>
      `With 5% interest compounded annually, a person with ${wealth} would grow their wealth by ₹5 sextillion over 10 years.`;
    expect(rules('en-IN', english, local('₹674 quintillion'), { echoes: ['674e18'] })).toEqual([]);
    expect(rules('en-IN', english, local('₹67,40,00,000 lakh crore'), { echoes: ['674e18'] })).toEqual([
      'lang-indian',
    ]);
  });

  it('a power of ten where the language has words', () => {
    const english =
      'With 5% interest compounded annually, a person with €1,000 would grow their wealth by €10 sextillion over 50 years!';
    const it_ = (growth: string) =>
      `Con un tasso di interesse pari al 5% a capitalizzazione annuale, una persona con 1000 euro vedrebbe il proprio patrimonio crescere di ${growth} in 50 anni!`;
    expect(rules('it', english, it_('10.000 miliardi di miliardi di euro'))).toEqual([]);
    expect(rules('it', english, it_('1 × 10²² euro'))).toEqual(['lang-power']);
    // A power of ten English prints too stays one.
    const huge = english.replace('€10 sextillion', '€3.9 × 10⁵³');
    expect(rules('it', huge, it_('3,9 × 10⁵³ euro'))).toEqual([]);
    // Other figures: Italian words end at 10¹⁵ (docs/languages.md), German ones do not.
    expect(rules('it', '2.7 Sextillion Years', '2,7 × 10²¹ anni', { field: 'phrase' })).toEqual([]);
    expect(rules('de', '2.7 Sextillion Years', '2,7 × 10²¹ Jahre', { field: 'phrase' })).toEqual([
      'lang-power',
    ]);
    // Indian English durations are written as English writes them.
    expect(rules('en-IN', '2.7 Sextillion Years', '2.7 × 10²¹ Years', { field: 'phrase' })).toEqual([
      'lang-power',
    ]);
    expect(rules('en-IN', '2.7 Sextillion Years', '2.7 Sextillion Years', { field: 'phrase' })).toEqual([]);
  });
});
