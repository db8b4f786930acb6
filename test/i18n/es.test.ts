// Spanish answers (issue 28) through the real HTTP server: every gallery request answered `lang=es` in
// Spanish, with Spanish figures, no English word left, every anchor named by its published wording
// (src/languages/es/anchors.json), each sentence form as docs/languages.md "Español" has it, and Spain's
// own anchors chosen where they fit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, type Example, examplesDocUrl, renderExamplesDoc } from '../../scripts/docs-examples.ts';
import { anchorDataset } from '../../src/anchors/dataset.ts';
import { wordingsOf } from '../../src/anchors/speak.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import catalogue from '../../src/languages/es/catalogue.json' with { type: 'json' };
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

const LANG = 'es' as const;
const WORDINGS = wordingsOf(LANG);
const app = galleryApp();
const ask = (operation: string, params: Record<string, string>) => askIn(app(), LANG, operation, params);

/** English words a Spanish answer never holds (Spanish words that look alike are left out: `a`, `me`). */
const ENGLISH_WORD = wholeWords([...ENGLISH_WORDS, 'person', 'is', ...ENGLISH_SCALE_WORDS]);
/** Proper names that hold English words, as the Spanish press keeps them. */
const NAMES = /Icon of the Seas|Parker Solar Probe/g;
/** English's circa (`c. 2560 BC`); Spanish says `hacia` and writes `a. C.` with a capital. */
const CIRCA = /(^|[^\p{L}])c\. \d/u;
const hasEnglish = (text: string) => {
  const own = text.replace(NAMES, '');
  return ENGLISH_WORD.test(own) || CIRCA.test(own);
};

/**
 * What no Spanish figure looks like: an English decimal point, English groups, a currency sign before
 * the number, a percent sign without the no-break space, a four-digit number grouped (`2.700`: Spanish
 * groups from five digits) .
 */
const NOT_SPANISH_FIGURES = [
  /\d\.\d{1,2}(?!\d)/,
  /\d,\d{3},\d{3}/,
  /[$€£¥₩₹₽₺]\d/,
  /\d[ \u00a0\u202f]%/,
  /\d[\u202f\u00a0 ]\d{3}(?!\d)/,
];

/** A sentence that names an anchor ends with the anchor's own figure in parentheses. */
const namesAnchor = (scale: string) => /^(Es|Equivale a) /.test(scale) && /\)\.$/.test(scale);

const ALL_WORDINGS = Object.values(WORDINGS).flatMap((w) => [w.is, w.of, w.every ?? w.is]);

describe('Spanish answers to the gallery requests (docs/examples.md, with lang=es)', () => {
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

  it('figures are Spanish: decimal comma, point groups from four digits, the sign after the number, 12%', () => {
    const wrong = answered.filter((text) => NOT_SPANISH_FIGURES.some((pattern) => pattern.test(text)));
    expect(wrong).toEqual([]);
  });

  it('exclamations open with ¡ and close with !', () => {
    expect(sentences.filter((s) => !/^¡[^¡!]+!$/.test(s))).toEqual([]);
  });

  it('every anchor is named by its published Spanish wording, followed by its own figure', () => {
    const scales = answered.filter(namesAnchor);
    expect(scales.length).toBeGreaterThan(50);
    const unnamed = scales.filter((scale) => !ALL_WORDINGS.some((wording) => scale.includes(`${wording} (`)));
    expect(unnamed).toEqual([]);
  });

  it('docs/examples.es.md is the gallery the code writes (npm run docs:examples)', () => {
    expect(readFileSync(examplesDocUrl(LANG), 'utf8'), 'stale: run npm run docs:examples').toBe(
      renderExamplesDoc(LANG),
    );
  });
});

describe('Spanish wordings', () => {
  // The shared anchors and Spain's own (the data set holds every language's).
  const ids = anchorDataset('')
    .anchors.filter((anchor) => anchor.languages === null || anchor.languages.includes(LANG))
    .map((anchor) => anchor.id);

  it('one record per anchor of the Spanish tables, with `is` and `of`, and `every` for groups', () => {
    expect(Object.keys(WORDINGS).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const wording = WORDINGS[id] as { is: string; of: string; every?: string };
      expect(wording.is, id).toMatch(/^(el|la|los|las|un|una|toda) \p{L}/u);
      // `of` carries its contraction: de + el → del.
      expect(wording.of, id).toMatch(/^(del|de la|de los|de las|de un|de una|de toda) \p{L}/u);
      expect(wording.of.startsWith('de el '), id).toBe(false);
      expect(wording.every !== undefined, id).toBe(id.startsWith('items.'));
      if (wording.every) expect(wording.every, id).toMatch(/^por cada \p{L}/u);
    }
  });

  it('a dated event is "el tiempo transcurrido desde …", its of form "del tiempo transcurrido desde …"', () => {
    const events = anchorDataset('').anchors.filter((anchor) => anchor.date !== null);
    expect(events.length).toBeGreaterThan(10);
    for (const { id } of events) {
      expect(WORDINGS[id]?.is, id).toMatch(/^el tiempo transcurrido desde /);
      expect(WORDINGS[id]?.of, id).toMatch(/^del tiempo transcurrido desde /);
    }
  });
});

/** Requests (as in English) and the Spanish they answer with, one per sentence form of the catalogue. */
const FORMS: readonly [Example, 'phrase' | 'sentence' | 'scale', string][] = [
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1M', spend: '2M' } },
    'sentence',
    '¡Una persona se gastaría un millón de dólares en 12 horas a razón de 2 millones de dólares al día!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1,236', spend: '10' } },
    'sentence',
    '¡Una persona con un patrimonio de 1.236 dólares podría gastar 10 dólares cada día durante 124 días!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1B', spend: '1000' } },
    'phrase',
    '2.740 años, es decir, unos 2,7 milenios',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1000000000000000000000000', spend: '1' } },
    'scale',
    'Es unos 198.000 millones de veces el tiempo transcurrido desde el Big Bang (hace unos 13.800 millones de años).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1B', spend: '1000' } },
    'scale',
    'Es 1,3 veces el tiempo transcurrido desde el asesinato de Julio César (15 de marzo de 44 a.\u00a0C.).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '274,000', spend: '100' } },
    'scale',
    'Es algo más del tiempo transcurrido desde la declaración de la pandemia de covid-19 (11 de marzo de 2020).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '10M', spend: '1000' } },
    'scale',
    'Es casi la duración de una hipoteca, el plazo que elige la mayoría de los compradores de vivienda de Estados Unidos (30 años).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '146K', spend: '100' } },
    'scale',
    'Es la duración de una legislatura completa de las Cortes Generales (cuatro años).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '1M', typeOfMoney: 'usd_100_bill' } },
    'sentence',
    '¡Una persona con un patrimonio de un millón de dólares tendría una pila de billetes de 100 dólares de 1,1 metros de altura!',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'phrase',
    'Menos de un billete de 100 dólares',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'sentence',
    '¡Una persona con un patrimonio de 47 dólares no tendría ni siquiera un billete de 100 dólares!',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'scale',
    'Haría falta contar con 2,2 veces esta cantidad para tener un billete de 100 dólares.',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '1M', typeOfMoney: 'cny_1_coin' } },
    'scale',
    'Es alrededor de dos tercios de la longitud del puente Golden Gate (2.737 metros).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '233,300', typeOfMoney: 'eur_100_bill' } },
    'scale',
    'Es el doble de la longitud de un billete de 50 euros (unos 140 milímetros).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '157M', typeOfMoney: 'usd_100_bill' } },
    'scale',
    'Es aproximadamente la altura de la Sagrada Familia de Barcelona (unos 173 metros).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '3380000000', typeOfMoney: 'usd_100_bill' } },
    'scale',
    'Es aproximadamente la altura del Teide, el pico más alto de España (3.715 metros).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1', typeOfItem: 'fancy_coffee' } },
    'sentence',
    '¡Una persona con un patrimonio de 1 dólar ni siquiera podría comprar un café de especialidad!',
  ],
  [
    {
      operation: 'numberOfItems',
      params: { wealth: '15,079', typeOfItem: 'year_of_low_minimum_wage_salary' },
    },
    'scale',
    'Haría falta añadir 1 dólar para pagar un año de sueldo con un salario mínimo bajo.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '110K', typeOfItem: 'superyacht' } },
    'scale',
    'Harían falta 5.455 fortunas como esta para comprar un superyate.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '500K', typeOfItem: 'house' } },
    'scale',
    'El coste de una casa es todo el patrimonio de 500.000 dólares.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '500001', typeOfItem: 'house' } },
    'scale',
    'El coste de una casa es más del 99,9% de 500.001 dólares.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1M', typeOfItem: 'house' } },
    'sentence',
    '¡Una persona con un patrimonio de un millón de dólares podría comprar dos casas de una vez!',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1000000000000000000000000', typeOfItem: 'superyacht' } },
    'scale',
    'El coste de un superyate es menos de una milbillonésima parte de un cuatrillón de dólares.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '₩1B', typeOfItem: 'car' } },
    'scale',
    'Equivale a alrededor de la mitad de un automóvil por cada habitante de Mónaco (38.367 personas).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '24785362500000', typeOfItem: 'house' } },
    'scale',
    'Equivale a una casa por cada habitante de España (unos 49,6 millones de personas).',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'sentence',
    '¡Con un interés del 5% capitalizado anualmente, una persona con un millón de euros aumentaría su patrimonio en unos 1,65 millones de euros en 20 años!',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'phrase',
    'Aumento de unos 1,65 millones de euros en 20 años',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'scale',
    'El aumento equivale a 1,7 veces el patrimonio inicial de un millón de euros.',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '₩1B', rate: '0.035', frequency: '4', period: '10' },
    },
    'scale',
    'Suma un 42% al patrimonio inicial de 1.000 millones de wones.',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1', rate: '0.001', frequency: '1', period: '0.01' },
    },
    'phrase',
    'Aumento de menos de 0,01 dólares en 0,01 años',
  ],
];

describe('each sentence form reads as docs/languages.md "Español" has it', () => {
  it.each(FORMS.map(([example, field, text]) => [example.operation, example.params, field, text] as const))(
    '%s%o:%s',
    async (operation, params, field, text) => {
      expect(plain((await ask(operation, params))[field] as string)).toBe(plain(text));
    },
  );
});

describe('the comparison in Spanish', () => {
  it('ratio, tier and equivalence', async () => {
    const d = await ask('comparison', {
      expression: 'numberOfItems',
      wealthYours: '500K',
      wealthTheirs: '1M',
      typeOfItem: 'house',
    });
    expect(plain(d.ratio.sentence)).toBe('El patrimonio de la otra persona es el doble del tuyo.');
    expect(d.ratio.scale).toBe(
      'Es una brecha patrimonial grande: el patrimonio mayor es al menos el doble del menor.',
    );
    expect(plain(d.equivalence)).toBe(
      'Para la otra persona, gastar 10.000 dólares es como, para ti, gastar 5.000 dólares.',
    );
    const equal = await ask('comparison', {
      expression: 'durationOfDailySpend',
      wealthYours: '1M',
      wealthTheirs: '1M',
      spend: '1000',
    });
    expect(equal.ratio.sentence).toBe('Tu patrimonio y el de la otra persona son iguales.');
    expect(plain(equal.equivalence)).toBe(
      'Gastar 10.000 dólares significa lo mismo para la otra persona que para ti.',
    );
  });
});

describe('every item and every kind of money is named in Spanish', () => {
  it.each(Object.keys(ITEMS))('%s: none, one and several', async (typeOfItem) => {
    const price = ITEMS[typeOfItem as keyof typeof ITEMS].price;
    const one = literal(catalogue[`item.${typeOfItem}.one` as keyof typeof catalogue]);
    const none = await ask('numberOfItems', { wealth: String(price / 2), typeOfItem });
    expect(none.sentence).toMatch(new RegExp(`ni siquiera podría \\p{L}+ ${one}!$`, 'u'));
    const single = await ask('numberOfItems', { wealth: String(price), typeOfItem });
    expect(single.sentence).toMatch(/^¡Una persona con un patrimonio de .+ podría \p{L}+ una? .+!$/u);
    const several = await ask('numberOfItems', { wealth: String(price * 3000), typeOfItem });
    expect(several.sentence).toMatch(/de una vez!$/);
    for (const answer of [none, single, several]) expect(texts(answer).filter(hasEnglish)).toEqual([]);
  });

  it.each(Object.keys(MONEY_KINDS))('%s: a stack, and for a note less than one', async (typeOfMoney) => {
    const kind = MONEY_KINDS[typeOfMoney as keyof typeof MONEY_KINDS];
    const stack = await ask('heightOfMoneyStack', { wealth: '1000000', typeOfMoney });
    expect(stack.sentence).toContain(
      `una pila de ${catalogue[`money.${typeOfMoney}.stack` as keyof typeof catalogue]} de `,
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
    ['12', 'mensualmente'],
    ['365', 'diariamente'],
  ])('growth compounded with frequency%s reads "capitalizado%s"', async (frequency, word) => {
    const d = await ask('growthOfCompoundInterest', { wealth: '1M', rate: '0.05', frequency, period: '20' });
    expect(d.sentence).toContain(`del 5% capitalizado ${word},`);
  });
});

describe('sums as Spain writes them, read back in its notation (docs/style-sheets.md, Sums)', () => {
  const get = async (wealth: string, lang: string = LANG) => {
    const query = new URLSearchParams({ wealth, typeOfItem: 'house', lang });
    const response = await app().inject({ url: `/v1/numberOfItems?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { value: number; sentence: string };
  };
  const printedWealth = (sentence: string) => /patrimonio de (.+?) podría/.exec(sentence)?.[1] ?? '';

  it.each([
    ['9225000000000 CAD', '9,225 billones de dólares canadienses'],
    ['8632000000000000000 INR', '8,632 trillones de rupias'],
    ['3004000000000 INR', '3,004 billones de rupias'],
    ['184700000000 EUR', '184.700 millones de euros'],
    ['1234567000000 EUR', '1.234.567.000.000\u00a0euros'],
    ['12345678000000 EUR', '12.345.678.000.000\u00a0euros'],
    ['1000000 JPY', 'un millón de yenes'],
    ['1000000000000 EUR', 'un billón de euros'],
  ])('%s is written %s, which reads back as the same answer', async (sent, printed) => {
    const first = await get(sent);
    expect(printedWealth(first.sentence)).toBe(printed);
    const again = await get(printed, 'es-ES');
    expect(again).toEqual(first);
  });

  it('plain Spanish refuses what Spain and Mexico write for different sums, naming both spellings', async () => {
    for (const [text, grouped, decimal] of [
      ['9,225 billones de dólares', '9225 billones de dólares', '9,2250 billones de dólares'],
      ['10.815 billones', '10815 billones', '10,8150 billones'],
      ['184.700 millones de euros', '184700 millones de euros', '184,7 millones de euros'],
    ] as const) {
      for (const lang of [LANG, 'es-MX', 'es-419']) {
        const query = new URLSearchParams({ wealth: text, typeOfItem: 'house', lang });
        const response = await app().inject({ url: `/v1/numberOfItems?${query}` });
        expect([text, lang, response.json()]).toEqual([
          text,
          lang,
          {
            status: 'error',
            error: {
              code: 400,
              message: `Wealth Ambiguous (write ${grouped} for the whole number or ${decimal} for the decimal fraction)`,
            },
          },
        ]);
      }
    }
  });

  it('one in words counts only before a word: `un 5` and `un` alone are no amount', async () => {
    for (const wealth of ['un 5', 'un', 'un × 10²⁴', 'unmillón', 'un millón 5']) {
      const query = new URLSearchParams({ wealth, typeOfItem: 'house', lang: LANG });
      const response = await app().inject({ url: `/v1/numberOfItems?${query}` });
      expect(response.statusCode, wealth).toBe(400);
    }
  });
});

describe('the page’s language switch reads a link’s amounts in its own tag', () => {
  it('es-ES: Spain’s notation, re-spelled for the target language', async () => {
    const response = await app().inject({
      url: '/compare?expression=numberOfItems&wealthYours=2%2C700+millones&wealthTheirs=184.700+millones&typeOfItem=house&lang=es-ES&switch=en',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      '/compare?expression=numberOfItems&wealthYours=2.7M&wealthTheirs=184.7B&typeOfItem=house&lang=en',
    );
  });
});
