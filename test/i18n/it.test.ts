// Italian (issue 28): every request in Italian through the real server (fr-it-suite.ts), and the
// sentences an Italian editor reads, word for word: patrimonio, miliardo, the hedges of docs/prose.md
// (circa, quasi, poco più di), articulated prepositions (del, dell’, dalla) and no article a figure
// could make wrong; the article before a percentage is chosen on its whole part (al 5%, all’8%, allo 0,5%).
import { describe, expect, it } from 'vitest';
import { makeApp } from '../support/app.ts';
import { languageSuite, spaced } from './fr-it-suite.ts';

const { get } = languageSuite({
  lang: 'it',
  million: '1 milione di dollari',
  englishDigits: /\d,\d{3},\d{3}|(?<![\d.])\d+\.\d{1,2}(?!\d)/,
  exclamation: /\S!$/,
  of: /^(di |del |dello |dell’|della |dei |degli |delle |d’)/,
  every: 'per ogni ',
  // Words English and Italian spell alike (`all’intero`, `in un colpo solo`, `a.C.`).
  shared: [
    'a',
    'all',
    'c',
    'in',
    'mm',
    'cm',
    'm',
    'km',
    'mega',
    'smartphone',
    'yacht',
    'supercar',
    'superyacht',
    'euro',
    'yuan',
    'won',
    'lira',
    'real',
  ],
});

async function it_(path: string) {
  const data = await get(`${path}&lang=it`);
  return JSON.parse(spaced(JSON.stringify(data)));
}

describe('it: what an editor reads', () => {
  it('items: several all at once, one, none and what it would take', async () => {
    const several = await it_('/v1/numberOfItems?wealth=1500000000&typeOfItem=house');
    expect(several.phrase).toBe('3.000 case');
    expect(several.sentence).toBe(
      'Con un patrimonio di 1,5 miliardi di dollari, una persona potrebbe comprare 3.000 case in un colpo solo!',
    );
    const one = await it_('/v1/numberOfItems?wealth=600000000&typeOfItem=superyacht');
    expect(one.sentence).toBe(
      'Con un patrimonio di 600 milioni di dollari, una persona potrebbe comprare un superyacht!',
    );
    const none = await it_('/v1/numberOfItems?wealth=39999&typeOfItem=student_loan_debt');
    expect(none.sentence).toBe(
      'Con un patrimonio di 39.999 dollari, una persona non potrebbe estinguere nemmeno un prestito studentesco!',
    );
    expect(none.scale).toBe('Con 1 dollaro in più si potrebbe estinguere un prestito studentesco.');
    const share = await it_('/v1/numberOfItems?wealth=1000000&typeOfItem=house');
    expect(share.scale).toBe('Il costo di una casa è pari al 50% di 1 milione di dollari.');
    const all = await it_('/v1/numberOfItems?wealth=500000&typeOfItem=house');
    expect(all.scale).toBe('Il costo di una casa corrisponde all’intero importo di 500.000 dollari.');
  });

  it('durations: run through, spend, and the hedges on spans', async () => {
    const quick = await it_('/v1/durationOfDailySpend?wealth=1&spend=1000000');
    expect(quick.phrase).toBe('0,1 secondi');
    expect(quick.sentence).toBe(
      'Spendendo 1 milione di dollari al giorno, una persona esaurirebbe 1 dollaro in 0,1 secondi!',
    );
    const instant = await it_('/v1/durationOfDailySpend?wealth=1&spend=10000000');
    expect(instant.phrase).toBe('Meno di 0,1 secondi');
    const year = await it_('/v1/durationOfDailySpend?wealth=365000&spend=1000');
    expect(year.sentence).toBe(
      'Con un patrimonio di 365.000 dollari, una persona potrebbe spendere 1.000 dollari al giorno per un anno!',
    );
    expect(year.scale).toBe(
      'È 1,3 volte la durata di una gravidanza calcolata fino alla data presunta del parto (280 giorni).',
    );
    const nearly = await it_('/v1/durationOfDailySpend?wealth=10000000&spend=1000');
    expect(nearly.scale).toMatch(/^È quasi la durata di un mutuo trentennale, .* \(30 anni\)\.$/);
  });

  it('stacks and less than one bill', async () => {
    const stack = await it_('/v1/heightOfMoneyStack?wealth=1000000&typeOfMoney=usd_100_bill');
    expect(stack.sentence).toBe(
      'Con un patrimonio di 1 milione di dollari, una persona avrebbe una pila di banconote da 100 dollari alta 1,1 m, pari a 3,6 piedi!',
    );
    expect(stack.scale).toBe('È 1,2 volte l’altezza di una rete da tennis al centro (circa 0,91 m).');
    // Two thirds and three quarters take a plural verb, as a careful editor writes them.
    const twoThirds = await it_('/v1/heightOfMoneyStack?wealth=1000000&typeOfMoney=cny_1_coin');
    expect(twoThirds.scale).toBe('Sono circa i due terzi della lunghezza del Golden Gate Bridge (2.737 m).');
    const none = await it_('/v1/heightOfMoneyStack?wealth=47&typeOfMoney=usd_100_bill');
    expect(none.phrase).toBe('Meno di una banconota da 100 dollari');
    expect(none.sentence).toBe(
      'Con un patrimonio di 47 dollari, una persona non avrebbe nemmeno una banconota da 100 dollari!',
    );
    expect(none.scale).toBe(
      'Per avere una banconota da 100 dollari servirebbe una somma 2,2 volte più grande di questa.',
    );
  });

  it('growth, its heading and the growth against the start', async () => {
    const growth = await it_(
      `/v1/growthOfCompoundInterest?wealth=${encodeURIComponent('1.000.000 €')}&rate=0.05&frequency=1&period=20`,
    );
    expect(growth.phrase).toBe('Aumento di circa 1,65 milioni di euro in 20 anni');
    expect(growth.sentence).toBe(
      'Con un tasso di interesse annuo pari al 5% a capitalizzazione annuale, una persona con 1 milione di euro vedrebbe il proprio patrimonio crescere di circa 1,65 milioni di euro in 20 anni!',
    );
    expect(growth.scale).toBe('L’aumento è pari a 1,7 volte il patrimonio iniziale di 1 milione di euro.');
    const tiny = await it_('/v1/growthOfCompoundInterest?wealth=1&rate=0.001&frequency=1&period=0.01');
    expect(tiny.phrase).toBe('Aumento di meno di 0,01 dollari in 0,01 anni');
  });

  it('the comparison: ratio, tier, equivalence and a note on mixed labels', async () => {
    const data = await it_(
      '/v1/comparison?expression=numberOfItems&wealthYours=1000000&wealthTheirs=2000000&typeOfItem=house',
    );
    expect(data.ratio.sentence).toBe('Il patrimonio di questa persona vale due volte il tuo.');
    expect(data.ratio.scale).toBe(
      'Il divario patrimoniale è ampio: il patrimonio maggiore vale almeno il doppio di quello minore.',
    );
    expect(data.equivalence).toBe(
      'Per questa persona, spendere 20.000 dollari è come, per te, spendere 10.000 dollari.',
    );
    const mixed = await it_(
      `/v1/durationOfDailySpend?wealth=${encodeURIComponent('1.000.000 $')}&spend=${encodeURIComponent('1000 €')}`,
    );
    expect(mixed.currencyNote).toBe('Le valute sono solo etichette: non si applica alcun tasso di cambio.');
  });

  it('local anchors: the population of Italy in Italian only', async () => {
    const path = '/v1/numberOfItems?wealth=29500000000000&typeOfItem=house';
    expect((await it_(path)).scale).toMatch(
      /^Equivale a circa una casa per ogni abitante dell’Italia \(circa 58,9 /,
    );
    expect((await get(path)).scale).not.toMatch(/Italy|Italia/);
  });
});

describe('Italian percentages take the article their sound asks for', () => {
  it.each([
    ['0.05', 'pari al 5%'],
    ['0.08', 'pari all’8%'],
    ['0.11', 'pari all’11%'],
    ['0.005', 'pari allo 0,5%'],
    ['0.83', 'pari all’83%'],
    ['0.5', 'pari al 50%'],
  ])('rate %s reads %s', async (rate, words) => {
    const app = await makeApp();
    const response = await app.inject({
      url: `/v1/growthOfCompoundInterest?wealth=1.000.000&rate=${rate}&frequency=1&period=1&lang=it`,
    });
    expect(response.json().data.sentence).toContain(`${words} a capitalizzazione`);
    await app.close();
  });
});
