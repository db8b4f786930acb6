// Brazilian Portuguese answers (issue 28) through the real HTTP server: every gallery request answered
// `lang=pt-BR` in Portuguese, with Brazilian figures, no English word left, every anchor named by its
// published wording (src/languages/pt-BR/anchors.json), each sentence form as docs/languages.md
// "Português (Brasil)" has it, and Brazil's own anchors chosen where they fit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, type Example, examplesDocUrl, renderExamplesDoc } from '../../scripts/docs-examples.ts';
import { anchorDataset } from '../../src/anchors/dataset.ts';
import { ratioScale } from '../../src/anchors/index.ts';
import { ratioTiers } from '../../src/anchors/ratio.ts';
import { wordingsOf } from '../../src/anchors/speak.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import catalogue from '../../src/languages/pt-BR/catalogue.json' with { type: 'json' };
import { rational } from '../../src/money/rational.ts';
import {
  askIn,
  ENGLISH_SCALE_WORDS,
  ENGLISH_WORDS,
  galleryApp,
  literal,
  plain,
  texts,
  wholeWords,
} from './support.ts';

const LANG = 'pt-BR' as const;
const WORDINGS = wordingsOf(LANG);
const app = galleryApp();
const ask = (operation: string, params: Record<string, string>) => askIn(app(), LANG, operation, params);

/** English words a Portuguese answer never holds (Portuguese words that look alike are left out: `a`, `do`). */
const ENGLISH_WORD = wholeWords([...ENGLISH_WORDS, 'person', 'is', ...ENGLISH_SCALE_WORDS]);
/** Proper names that hold English words, as the Brazilian press keeps them. */
const NAMES = /Icon of the Seas|Parker Solar Probe/g;
/** English's circa (`c. 2560 BC`); Portuguese says `por volta de` and writes `a.C.` with a capital. */
const CIRCA = /(^|[^\p{L}])c\. \d/u;
const hasEnglish = (text: string) => {
  const own = text.replace(NAMES, '');
  return ENGLISH_WORD.test(own) || CIRCA.test(own);
};

/** What no Brazilian figure looks like: an English decimal point, English groups, a sign glued to the number. */
const NOT_BRAZILIAN_FIGURES = [/\d\.\d{1,2}(?!\d)/, /\d,\d{3},\d{3}/, /[$€£¥₩₹₽₺]\d/, /\d %/];

/** A sentence that names an anchor ends with the anchor's own figure in parentheses. */
const namesAnchor = (scale: string) => /^(É|Equivale a) /.test(scale) && /\)\.$/.test(scale);

const ALL_WORDINGS = Object.values(WORDINGS).flatMap((w) => [w.is, w.of, w.every ?? w.is]);

describe('Portuguese answers to the gallery requests (docs/examples.md, with lang=pt-BR)', () => {
  const answered: string[] = [];
  const sentences: string[] = [];

  it('every request of every expression and of the comparison answers', async () => {
    for (const { operation, params } of EXAMPLES) {
      const answer = await ask(operation, params);
      answered.push(...texts(answer));
      const sides = answer.ratio ? [answer.resultTheirs, answer.resultYours] : [answer];
      sentences.push(...sides.map((side) => side.sentence));
    }
    expect(answered.length).toBeGreaterThan(400);
  });

  it('no English word is left', () => {
    expect(answered.filter(hasEnglish)).toEqual([]);
  });

  it('figures are Brazilian: decimal comma, point groups, the sign and a space before the number, 12%', () => {
    const wrong = answered.filter((text) => NOT_BRAZILIAN_FIGURES.some((pattern) => pattern.test(text)));
    expect(wrong).toEqual([]);
  });

  it('exclamations start with a capital and close with !', () => {
    expect(sentences.filter((s) => !/^\p{Lu}[^!]+!$/u.test(s))).toEqual([]);
  });

  it('every anchor is named by its published Portuguese wording, followed by its own figure', () => {
    const scales = answered.filter(namesAnchor);
    expect(scales.length).toBeGreaterThan(50);
    const unnamed = scales.filter((scale) => !ALL_WORDINGS.some((wording) => scale.includes(`${wording} (`)));
    expect(unnamed).toEqual([]);
  });

  it('docs/examples.pt-BR.md is the gallery the code writes (npm run docs:examples)', () => {
    expect(readFileSync(examplesDocUrl(LANG), 'utf8'), 'stale: run npm run docs:examples').toBe(
      renderExamplesDoc(LANG),
    );
  });
});

describe('Portuguese wordings', () => {
  // The shared anchors and Brazil's own (the data set holds every language's).
  const ids = anchorDataset('')
    .anchors.filter((anchor) => anchor.languages === null || anchor.languages.includes(LANG))
    .map((anchor) => anchor.id);

  it('one record per anchor of the Portuguese tables, with `is` and `of`, and `every` for groups', () => {
    expect(Object.keys(WORDINGS).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const wording = WORDINGS[id] as { is: string; of: string; every?: string };
      expect(wording.is, id).toMatch(/^(o|a|os|as|um|uma|toda) \p{L}/u);
      // `of` carries its contraction: de + o → do, de + a → da.
      expect(wording.of, id).toMatch(/^(do|da|dos|das|de um|de uma|de toda) \p{L}/u);
      expect(wording.every !== undefined, id).toBe(id.startsWith('items.'));
      if (wording.every) expect(wording.every, id).toMatch(/^para cada \p{L}/u);
    }
  });

  it('a dated event is "o tempo decorrido desde …", its of form "do tempo decorrido desde …"', () => {
    const events = anchorDataset('').anchors.filter((anchor) => anchor.date !== null);
    expect(events.length).toBeGreaterThan(10);
    for (const { id } of events) {
      expect(WORDINGS[id]?.is, id).toMatch(/^o tempo decorrido desde /);
      expect(WORDINGS[id]?.of, id).toMatch(/^do tempo decorrido desde /);
    }
  });
});

/** Requests (as in English) and the Portuguese they answer with, one per sentence form of the catalogue. */
const FORMS: readonly [Example, 'phrase' | 'sentence' | 'scale', string][] = [
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1M', spend: '2M' } },
    'sentence',
    'Uma pessoa consumiria US$ 1 milhão em 12 horas gastando US$ 2 milhões por dia!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1,236', spend: '10' } },
    'sentence',
    'Uma pessoa com um patrimônio de US$ 1.236,00 poderia gastar US$ 10 por dia durante 124 dias!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1B', spend: '1000' } },
    'phrase',
    '2.740 anos (cerca de 2,7 milênios)',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1000000000000000000000000', spend: '1' } },
    'scale',
    'É cerca de 198 bilhões de vezes o tempo decorrido desde o Big Bang (há cerca de 13,8 bilhões de anos).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1000000000000000000000000', spend: '1' } },
    'sentence',
    'Uma pessoa com um patrimônio de US$ 1 septilhão poderia gastar US$ 1 por dia durante cerca de 2,7 sextilhões de anos (cerca de 2,7 quintilhões de milênios)!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1B', spend: '1000' } },
    'scale',
    'É 1,3 vez o tempo decorrido desde o assassinato de Júlio César (15 de março de 44 a.C.).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '274,000', spend: '100' } },
    'scale',
    'É um pouco mais do que o tempo decorrido desde a declaração da pandemia de Covid-19 (11 de março de 2020).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '10M', spend: '1000' } },
    'scale',
    'É quase a duração de um financiamento imobiliário de 30 anos, o empréstimo escolhido pela maioria dos compradores de imóveis nos EUA (30 anos).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '146K', spend: '100' } },
    'scale',
    'É a duração de um mandato presidencial no Brasil (quatro anos).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '1M', typeOfMoney: 'usd_100_bill' } },
    'sentence',
    'Uma pessoa com um patrimônio de US$ 1 milhão teria uma pilha de notas de US$ 100 de 1,1 m de altura!',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'phrase',
    'Menos de uma nota de US$ 100',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'sentence',
    'Uma pessoa com um patrimônio de US$ 47 não teria nem sequer uma nota de US$ 100!',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'scale',
    'Seria preciso dispor de 2,2 vezes essa quantia para ter uma nota de US$ 100.',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '1M', typeOfMoney: 'cny_1_coin' } },
    'scale',
    'É cerca de dois terços do comprimento da ponte Golden Gate (2.737 m).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '3,250', typeOfMoney: 'eur_100_bill' } },
    'scale',
    'É o dobro da espessura de uma moeda de R$ 1 (cerca de 1,95 mm).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '360M', typeOfMoney: 'usd_100_bill' } },
    'scale',
    'É a altura do Pão de Açúcar, no Rio de Janeiro (cerca de 396 m).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '27M', typeOfMoney: 'usd_100_bill' } },
    'scale',
    'É cerca de um terço da altura da Estátua da Liberdade do chão à ponta da tocha (cerca de 93 m).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1', typeOfItem: 'fancy_coffee' } },
    'sentence',
    'Uma pessoa com um patrimônio de US$ 1 nem sequer poderia comprar um café especial!',
  ],
  [
    {
      operation: 'numberOfItems',
      params: { wealth: '15,079', typeOfItem: 'year_of_low_minimum_wage_salary' },
    },
    'scale',
    'Seria necessário acrescentar US$ 1 para pagar um ano de remuneração por um salário mínimo baixo.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '110K', typeOfItem: 'superyacht' } },
    'scale',
    'Seriam necessárias 5.455 fortunas como essa para comprar um superiate.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '500K', typeOfItem: 'house' } },
    'scale',
    'O custo de uma casa é todo o patrimônio de US$ 500 mil.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '500001', typeOfItem: 'house' } },
    'scale',
    'O custo de uma casa é mais de 99,9% de US$ 500.001,00.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1M', typeOfItem: 'house' } },
    'sentence',
    'Uma pessoa com um patrimônio de US$ 1 milhão poderia comprar duas casas de uma só vez!',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1000000000000000000000000', typeOfItem: 'superyacht' } },
    'scale',
    'O custo de um superiate é menos de um quatrilionésimo de US$ 1 septilhão.',
  ],
  // A debt is paid off, not bought: its "custo" would be the cost of financing (Mercado's usage).
  [
    { operation: 'numberOfItems', params: { wealth: '1M', typeOfItem: 'student_loan_debt' } },
    'scale',
    'Quitar uma dívida de crédito estudantil custa 4% de US$ 1 milhão.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '40K', typeOfItem: 'student_loan_debt' } },
    'scale',
    'Quitar uma dívida de crédito estudantil custa todo o patrimônio de US$ 40 mil.',
  ],
  [
    {
      operation: 'numberOfItems',
      params: { wealth: 'KRW829600000000000000000', typeOfItem: 'student_loan_debt' },
    },
    'scale',
    'Quitar uma dívida de crédito estudantil custa menos de um quatrilionésimo de 829,6 quintilhões de wons (dívida em dólares americanos).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '₩1B', typeOfItem: 'car' } },
    'scale',
    'Equivale a cerca da metade de um carro para cada habitante de Mônaco (38.367 pessoas).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '106710518500000', typeOfItem: 'house' } },
    'scale',
    'Equivale a uma casa para cada habitante do Brasil (cerca de 213 milhões de pessoas).',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'sentence',
    'Com juros de 5% ao ano, capitalizados anualmente, uma pessoa com 1 milhão de euros aumentaria seu patrimônio em cerca de 1,65 milhão de euros em 20 anos!',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'phrase',
    'Aumento de cerca de 1,65 milhão de euros em 20 anos',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'scale',
    'O aumento equivale a 1,7 vez o patrimônio inicial de 1 milhão de euros.',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '₩1B', rate: '0.035', frequency: '4', period: '10' },
    },
    'scale',
    'O aumento equivale a 42% do patrimônio inicial de 1 bilhão de wons.',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1', rate: '0.001', frequency: '1', period: '0.01' },
    },
    'phrase',
    'Aumento de menos de US$ 0,01 em 0,01 ano',
  ],
];

describe('each sentence form reads as docs/languages.md "Português (Brasil)" has it', () => {
  it.each(FORMS.map(([example, field, text]) => [example.operation, example.params, field, text] as const))(
    '%s %o: %s',
    async (operation, params, field, text) => {
      expect(plain((await ask(operation, params))[field] as string)).toBe(plain(text));
    },
  );
});

describe('the comparison in Portuguese', () => {
  it('ratio, tier and equivalence', async () => {
    const d = await ask('comparison', {
      expression: 'numberOfItems',
      wealthYours: '500K',
      wealthTheirs: '1M',
      typeOfItem: 'house',
    });
    expect(plain(d.ratio.sentence)).toBe('O patrimônio da outra pessoa é o dobro do seu.');
    expect(d.ratio.scale).toBe(
      'É uma diferença patrimonial grande: o patrimônio maior é pelo menos o dobro do menor.',
    );
    expect(plain(d.equivalence)).toBe(
      'Para a outra pessoa, gastar US$ 10 mil é como, para você, gastar US$ 5.000.',
    );
    const equal = await ask('comparison', {
      expression: 'durationOfDailySpend',
      wealthYours: '1M',
      wealthTheirs: '1M',
      spend: '1000',
    });
    expect(equal.ratio.sentence).toBe('O seu patrimônio e o da outra pessoa são iguais.');
    expect(plain(equal.equivalence)).toBe(
      'Gastar US$ 10 mil significa o mesmo para a outra pessoa e para você.',
    );
  });

  // Folha writes round figures with their word (10 mil, 1 milhão), never a row of zeros; the extreme
  // tiers' thresholds are fixed, and the catalogue names the one below a million (10 mil) itself.
  it('every extreme tier says its threshold as Folha writes it', () => {
    const said: readonly (readonly [number, string])[] = [
      [200, '200 vezes'],
      [10_000, '10 mil vezes'],
      [1_000_000, '1 milhão de vezes'],
      [1_000_000_000, '1 bilhão de vezes'],
    ];
    const extreme = ratioTiers.filter((tier) => tier.atLeast >= 200).map((tier) => tier.atLeast);
    expect(extreme).toEqual(said.map(([atLeast]) => atLeast));
    for (const [atLeast, times] of said)
      expect(ratioScale(rational(atLeast), LANG)).toBe(
        `É uma desigualdade patrimonial extrema: o patrimônio maior é pelo menos ${times} o menor.`,
      );
  });
});

describe('every item and every kind of money is named in Portuguese', () => {
  it.each(Object.keys(ITEMS))('%s: none, one and several', async (typeOfItem) => {
    const price = ITEMS[typeOfItem as keyof typeof ITEMS].price;
    const one = literal(catalogue[`item.${typeOfItem}.one` as keyof typeof catalogue]);
    const none = await ask('numberOfItems', { wealth: String(price / 2), typeOfItem });
    expect(none.sentence).toMatch(new RegExp(`nem sequer poderia \\p{L}+ ${one}!$`, 'u'));
    const single = await ask('numberOfItems', { wealth: String(price), typeOfItem });
    expect(single.sentence).toMatch(/^Uma pessoa com um patrimônio de .+ poderia \p{L}+ uma? .+!$/u);
    const several = await ask('numberOfItems', { wealth: String(price * 3000), typeOfItem });
    expect(several.sentence).toMatch(/de uma só vez!$/);
    for (const answer of [none, single, several]) expect(texts(answer).filter(hasEnglish)).toEqual([]);
  });

  it.each(Object.keys(MONEY_KINDS))('%s: a stack, and for a note less than one', async (typeOfMoney) => {
    const kind = MONEY_KINDS[typeOfMoney as keyof typeof MONEY_KINDS];
    const stack = await ask('heightOfMoneyStack', { wealth: '1000000', typeOfMoney });
    expect(stack.sentence).toContain(
      `uma pilha de ${catalogue[`money.${typeOfMoney}.stack` as keyof typeof catalogue]} de `,
    );
    const answers = [stack];
    if (kind.denomination > 1) {
      const none = await ask('heightOfMoneyStack', { wealth: String(kind.denomination / 2), typeOfMoney });
      expect(none.phrase).toBe(`Menos de ${catalogue[`money.${typeOfMoney}.one` as keyof typeof catalogue]}`);
      answers.push(none);
    }
    for (const answer of answers) expect(texts(answer).filter(hasEnglish)).toEqual([]);
  });

  it.each([
    ['1', 'anualmente'],
    ['2', 'semestralmente'],
    ['4', 'trimestralmente'],
    ['12', 'mensalmente'],
    ['365', 'diariamente'],
  ])('growth compounded with frequency %s reads "capitalizados %s"', async (frequency, word) => {
    const d = await ask('growthOfCompoundInterest', { wealth: '1M', rate: '0.05', frequency, period: '20' });
    expect(d.sentence).toContain(`Com juros de 5% ao ano, capitalizados ${word},`);
  });
});
