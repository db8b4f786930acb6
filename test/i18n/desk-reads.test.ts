// What the newspapers' desks asked of each language on their last reads (docs/style-sheets.md), through
// the real HTTP server: each form as the desk prints it, and a sum it prints read back as the same.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLocalMoney } from '../../src/i18n/read-money.ts';
import { DEFAULT_CURRENCY } from '../../src/money/currencies.ts';
import { makeApp } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterAll(async () => {
  await app.close();
});

async function ask(operation: string, params: Record<string, string>) {
  const response = await app.inject({ url: `/v1/${operation}?${new URLSearchParams(params)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('desk reads', () => {
  it.each([
    ['GBP70', '70 pence'],
    ['EUR1', '1 euro cent'],
    ['CAD40', '40 Canadian cents'],
  ])(
    'Indian English says less than a pound, a euro or a Canadian dollar in its hundredths: %s → %s',
    async (small, said) => {
      const currency = small.slice(0, 3);
      const d = await ask('comparison', {
        expression: 'numberOfItems',
        wealthYours: small,
        wealthTheirs: `${currency}${Number(small.slice(3)) * 1000}`,
        typeOfItem: 'house',
        lang: 'en-IN',
      });
      expect(d.equivalence).toContain(`like spending ${said} for you`);
      // Indian English's reader reads it as that many hundredths of that currency (no wealth or spend is
      // below one unit, so it is never sent back as one).
      const read = parseLocalMoney(said, DEFAULT_CURRENCY, 'en-IN');
      expect(read.ok && read.money.currency.code).toBe(currency);
      expect(read.ok && read.money.value).toBe(Number(said.split(' ')[0]) / 100);
    },
  );

  it('Indian English writes a rupee sum in its words to two decimals, else in digits (₹1,84,900)', async () => {
    const d = await ask('numberOfItems', { wealth: 'INR184900', typeOfItem: 'house', lang: 'en-IN' });
    expect(d.sentence).toContain('a wealth of ₹1,84,900 could');
    const e = await ask('numberOfItems', { wealth: 'INR18500000', typeOfItem: 'house', lang: 'en-IN' });
    expect(e.sentence).toContain('a wealth of ₹1.85 crore could');
  });

  it('Italian gives a conversion after `pari a`, its currency note in a bracket of its own, and says whose view an equivalence takes', async () => {
    const d = await ask('comparison', {
      expression: 'heightOfMoneyStack',
      wealthYours: '1M',
      wealthTheirs: 'EUR5B',
      typeOfMoney: 'eur_100_bill',
      lang: 'it',
    });
    expect(d.resultYours.sentence).toMatch(/ 1,2 m, pari a 3,9 piedi \(senza conversione valutaria\)!$/);
    expect(d.equivalence).toMatch(/^Per questa persona, spendere .+ è come, per te, spendere .+\.$/);
  });

  it('German names a heading at zero or one in the nominative, the sentence in the accusative', async () => {
    const none = await ask('numberOfItems', { wealth: '5', typeOfItem: 'student_loan_debt', lang: 'de' });
    expect(none.phrase).toBe('Kein Studienkredit');
    expect(none.sentence).toContain('nicht einmal einen Studienkredit');
    const one = await ask('numberOfItems', { wealth: '40000', typeOfItem: 'student_loan_debt', lang: 'de' });
    expect(one.phrase).toBe('Ein Studienkredit');
    expect(one.sentence).toContain('könnte einen Studienkredit abbezahlen');
  });

  it('German names what a share is of by the item: a salary is no price, a loan is paid off', async () => {
    const wealth = '1000000000000000000000';
    const salary = await ask('numberOfItems', { wealth, typeOfItem: 'year_of_salary_65k', lang: 'de' });
    expect(salary.scale).toMatch(/^Ein Jahresgehalt von 65\.000 Dollar beträgt weniger als /);
    const loan = await ask('numberOfItems', { wealth, typeOfItem: 'student_loan_debt', lang: 'de' });
    expect(loan.scale).toMatch(/^Die Tilgung eines Studienkredits beträgt weniger als /);
    const house = await ask('numberOfItems', { wealth, typeOfItem: 'house', lang: 'de' });
    expect(house.scale).toMatch(/^Der Preis für ein Haus beträgt weniger als /);
  });

  it('German spells its units out and says how high a stack would be after naming it', async () => {
    const d = await ask('heightOfMoneyStack', { wealth: '1M', typeOfMoney: 'usd_1_coin', lang: 'de' });
    expect(d.phrase).toBe('2\u00a0Kilometer (1,24 Meilen)');
    expect(d.sentence).toContain(
      'einen Stapel aus Ein-Dollar-Münzen, der 2\u00a0Kilometer (1,24 Meilen) hoch wäre!',
    );
  });

  it('Brazilian Portuguese writes a coin or a note by its denomination in figures, and two in words', async () => {
    const d = await ask('heightOfMoneyStack', { wealth: '47', typeOfMoney: 'usd_100_bill', lang: 'pt-BR' });
    expect(d.sentence).toContain('nem sequer uma nota de US$ 100');
    const two = await ask('numberOfItems', { wealth: '1M', typeOfItem: 'house', lang: 'pt-BR' });
    expect(two.sentence).toContain('poderia comprar duas casas');
  });

  it('Spanish says a rounded one in words (alrededor de un trillón de años)', async () => {
    const d = await ask('durationOfDailySpend', { wealth: '365100000000000000000', spend: '1', lang: 'es' });
    expect(d.phrase).toMatch(/^Alrededor de un trillón de años/);
  });

  it('Japanese reads the bracket as a fact and a growth compares its increase', async () => {
    const d = await ask('numberOfItems', { wealth: 'EUR1M', typeOfItem: 'house', lang: 'ja' });
    expect(d.sentence).toMatch(/（価格は米ドル建て）。$/);
    const g = await ask('growthOfCompoundInterest', {
      wealth: '1T',
      rate: '0.05',
      period: '10',
      frequency: '1',
      lang: 'ja',
    });
    expect(g.scale).toMatch(/^この増加額は/);
  });

  it('Japanese and Spanish name what is in US dollars: a price, a salary, a repayment', async () => {
    for (const [typeOfItem, ja, es] of [
      ['house', '（価格は米ドル建て）', '(a precios en dólares estadounidenses)'],
      ['year_of_salary_65k', '（給与額は米ドル建て）', '(sueldo en dólares estadounidenses)'],
      ['student_loan_debt', '（返済額は米ドル建て）', '(importe del préstamo en dólares estadounidenses)'],
    ] as const) {
      const d = await ask('numberOfItems', { wealth: 'EUR1B', typeOfItem, lang: 'ja' });
      expect(d.sentence).toMatch(new RegExp(`${ja}。$`));
      const e = await ask('numberOfItems', { wealth: 'EUR1B', typeOfItem, lang: 'es' });
      expect(e.sentence).toContain(es);
    }
    const stack = await ask('heightOfMoneyStack', {
      wealth: 'JPY5000',
      typeOfMoney: 'usd_100_bill',
      lang: 'ja',
    });
    expect(stack.currencyNote).toMatch(/^金額は、積み上げる硬貨・紙幣の通貨で表示しています。/);
  });

  it('Spanish says the starting wealth is what doubles or triples', async () => {
    const d = await ask('growthOfCompoundInterest', {
      wealth: 'EUR406803400000000000000000',
      rate: '0.012',
      period: '65.25',
      frequency: '365',
      lang: 'es',
    });
    expect(d.scale).toBe('El patrimonio inicial de 406.803,4 trillones de euros se duplica con creces.');
  });

  it('Brazilian Portuguese names the increase a growth compares, and a yearly salary', async () => {
    const g = await ask('growthOfCompoundInterest', {
      wealth: '100T',
      rate: '0.05',
      period: '10',
      frequency: '1',
      lang: 'pt-BR',
    });
    expect(g.scale).toMatch(/^O aumento (é|equivale a) /);
    const s = await ask('numberOfItems', { wealth: '1B', typeOfItem: 'year_of_salary_65k', lang: 'pt-BR' });
    expect(s.phrase).toBe('15.384 salários anuais de US$ 65 mil');
  });

  it('Indian English writes per cent in running text', async () => {
    const g = await ask('growthOfCompoundInterest', {
      wealth: '1M',
      rate: '0.07',
      period: '5',
      frequency: '4',
      lang: 'en-IN',
    });
    expect(g.sentence).toMatch(/^With 7 per cent interest compounded quarterly/);
    expect(JSON.stringify(g)).not.toContain('%');
  });

  it('French repays a loan rather than pricing it', async () => {
    const d = await ask('numberOfItems', {
      wealth: '31310000000000000000',
      typeOfItem: 'student_loan_debt',
      lang: 'fr',
    });
    expect(d.scale).toMatch(/^Le remboursement d’un prêt étudiant représente /);
  });

  it('millennia equal to their years to three digits are exact, with no rounding word', async () => {
    const query = { wealth: 'EUR30660000000000', spend: 'INR100' };
    const fr = await ask('durationOfDailySpend', { ...query, lang: 'fr' });
    // French says a thousand millennia or more in years alone (Le Monde).
    expect(fr.phrase.replace(/\s/gu, ' ')).toBe('840 millions d’années');
    const de = await ask('durationOfDailySpend', { ...query, lang: 'de' });
    // German too (FAZ): years alone from a thousand millennia.
    expect(de.phrase).toBe('840 Millionen Jahre');
  });

  it('Spanish hedges a figure with unos or unas, agreeing with what it counts, never twice alrededor de', async () => {
    const d = await ask('numberOfItems', { wealth: '5B', typeOfItem: 'house', lang: 'es' });
    expect(d.scale).toContain('(unas 880 personas)');
    const india = await ask('numberOfItems', { wealth: '1Q', typeOfItem: 'house', lang: 'es' });
    expect(india.scale).toMatch(/\(unos [\d,.]+ millones de personas\)/);
  });

  it('Spanish writes an echo with three decimals before its word, read back in Spain’s notation', async () => {
    const d = await ask('numberOfItems', { wealth: '9037000000000000000', typeOfItem: 'house', lang: 'es' });
    expect(d.sentence).toContain('9,037 trillones de dólares');
    const back = await ask('numberOfItems', {
      wealth: '9,037 trillones de dólares',
      typeOfItem: 'house',
      lang: 'es-ES',
    });
    expect(back).toEqual(d);
  });

  it('Indian English gives a long length no more precisely than its conversion', async () => {
    const d = await ask('heightOfMoneyStack', {
      wealth: '96650000000000000000',
      typeOfMoney: 'usd_100_bill',
      lang: 'en-IN',
    });
    expect(d.phrase).toBe('About 106 billion km (about 66.1 billion miles)');
  });

  it('Japanese headings put the noun first at every count, as at zero', async () => {
    const d = await ask('numberOfItems', { wealth: '1B', typeOfItem: 'luxury_car', lang: 'ja' });
    expect(d.phrase).toBe('高級車3636台');
    expect(d.sentence).toContain('3636台の高級車を買うことができます');
  });

  it('a length and its conversion are given to the same precision', async () => {
    const query = { wealth: '1081234567000000', typeOfMoney: 'usd_100_bill' };
    const de = await ask('heightOfMoneyStack', { ...query, lang: 'de' });
    expect(de.phrase.replace(/\s/gu, ' ')).toBe('Rund 1,19 Millionen Kilometer (rund 739.000 Meilen)');
    const exact = await ask('heightOfMoneyStack', {
      wealth: '1000000000000000',
      typeOfMoney: 'cny_100_bill',
      lang: 'de',
    });
    expect(exact.phrase.replace(/\s/gu, ' ')).toBe('Eine Million Kilometer (rund 621.000 Meilen)');
  });

  it('one millennium rounded from its years says so in every language', async () => {
    const said = {
      fr: 'Environ un millénaire',
      it: 'Circa un millennio',
      es: 'alrededor de un milenio',
      'pt-BR': 'cerca de um milênio',
    };
    for (const [lang, words] of Object.entries(said)) {
      const d = await ask('durationOfDailySpend', { wealth: '366095', spend: '1', lang });
      expect(d.phrase).toContain(words);
    }
  });

  it('Brazilian Portuguese says twice as o dobro, and French names a salary or a loan in its mark', async () => {
    const d = await ask('comparison', {
      expression: 'numberOfItems',
      wealthYours: '1M',
      wealthTheirs: '2M',
      typeOfItem: 'house',
      lang: 'pt-BR',
    });
    expect(d.ratio.sentence).toBe('O patrimônio da outra pessoa é o dobro do seu.');
    const fr = await ask('numberOfItems', { wealth: 'EUR1B', typeOfItem: 'student_loan_debt', lang: 'fr' });
    expect(fr.sentence).toContain('(prêt en dollars américains)');
  });

  it('a short length’s conversion keeps the length’s precision, and Japanese prints no 約 before a measured figure', async () => {
    const d = await ask('heightOfMoneyStack', {
      wealth: '1460000000',
      typeOfMoney: 'usd_100_bill',
      lang: 'ja',
    });
    expect(d.phrase).toBe('1.6キロメートル（約5300フィート）');
    const v = await ask('numberOfItems', { wealth: '1000000000', typeOfItem: 'house', lang: 'ja' });
    expect(v.scale).toContain('（約880人）');
    const es = await ask('growthOfCompoundInterest', {
      wealth: '1B',
      rate: '0.05',
      period: '30',
      frequency: '1',
      lang: 'es',
    });
    expect(es.scale).toMatch(/^El aumento (es|equivale a) /);
    const millennia = await ask('durationOfDailySpend', { wealth: '607706750', spend: '1', lang: 'es' });
    expect(millennia.phrase).toBe('Unos 1,66 millones de años, es decir, unos 1.660 milenios');
  });

  it('German says a month of childcare’s share in the singular it agrees with', async () => {
    const d = await ask('numberOfItems', {
      wealth: 'CNY2664000000000000000000',
      typeOfItem: 'month_of_childcare',
      lang: 'de',
    });
    expect(d.scale).toMatch(/^Der Betrag für einen Monat Kinderbetreuung beträgt /);
  });
});
