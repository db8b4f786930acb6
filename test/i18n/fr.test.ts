// French (issue 28): every request in French through the real server (fr-it-suite.ts), and the
// sentences a French editor reads, word for word: patrimoine, milliard, the hedges of docs/prose.md
// (à peu près/environ, presque, un peu plus que), elisions and the fine no-break space before `!`.
import { describe, expect, it } from 'vitest';
import { languageSuite, spaced } from './fr-it-suite.ts';

const { get } = languageSuite({
  lang: 'fr',
  million: '1 million de dollars',
  englishDigits: /\d,\d{3},\d{3}|\d\.\d/,
  exclamation: /\S\u202f!$/,
  of: /^(de |du |des |d’)/,
  every: 'pour chaque ',
  // Words English and French spell alike (`a le même poids`, `1 an`, `C’est`).
  shared: [
    'a',
    'an',
    'c',
    'minute',
    'minutes',
    'mile',
    'miles',
    'mm',
    'cm',
    'm',
    'km',
    'fortunes',
    'minimum',
    'smartphone',
    'smartphones',
    'yacht',
    'yachts',
    'supercar',
    'supercars',
    'superyacht',
    'superyachts',
    'dollar',
    'euro',
    'yuan',
    'won',
    'franc',
    'real',
  ],
});

/** The answer's texts with the numbers layer's spaces as plain ones. */
async function fr(path: string) {
  const data = await get(`${path}&lang=fr`);
  return JSON.parse(spaced(JSON.stringify(data)));
}

describe('fr: what an editor reads', () => {
  it('items: several all at once, one, none and what it would take', async () => {
    const several = await fr('/v1/numberOfItems?wealth=1500000000&typeOfItem=house');
    expect(several.phrase).toBe('3 000 maisons');
    expect(several.sentence).toBe(
      'Avec un patrimoine de 1,5 milliard de dollars, une personne pourrait acheter 3 000 maisons d’un seul coup !',
    );
    const one = await fr('/v1/numberOfItems?wealth=600000000&typeOfItem=superyacht');
    expect(one.sentence).toBe(
      'Avec un patrimoine de 600 millions de dollars, une personne pourrait acheter un superyacht !',
    );
    const none = await fr('/v1/numberOfItems?wealth=39999&typeOfItem=student_loan_debt');
    expect(none.phrase).toBe('Aucun prêt étudiant');
    expect(none.sentence).toBe(
      'Avec un patrimoine de 39 999 dollars, une personne ne pourrait même pas rembourser un prêt étudiant !',
    );
    expect(none.scale).toBe('Il faudrait 1 dollar de plus pour rembourser un prêt étudiant.');
    const share = await fr('/v1/numberOfItems?wealth=1000000&typeOfItem=house');
    expect(share.scale).toBe('Le coût d’une maison représente 50 % de 1 million de dollars.');
    const all = await fr('/v1/numberOfItems?wealth=500000&typeOfItem=house');
    expect(all.scale).toBe('Le coût d’une maison représente la totalité de 500 000 dollars.');
  });

  it('durations: run through, spend, and the hedges on spans', async () => {
    const quick = await fr('/v1/durationOfDailySpend?wealth=1&spend=1000000');
    expect(quick.phrase).toBe('0,1 seconde');
    expect(quick.sentence).toBe(
      'Une personne épuiserait 1 dollar en 0,1 seconde à raison de 1 million de dollars par jour !',
    );
    const instant = await fr('/v1/durationOfDailySpend?wealth=1&spend=10000000');
    expect(instant.phrase).toBe('Moins de 0,1 seconde');
    expect(instant.sentence).toBe(
      'Une personne épuiserait 1 dollar en moins de 0,1 seconde à raison de 10 millions de dollars par jour !',
    );
    const year = await fr('/v1/durationOfDailySpend?wealth=365000&spend=1000');
    expect(year.sentence).toBe(
      'Avec un patrimoine de 365 000 dollars, une personne pourrait dépenser 1 000 dollars chaque jour pendant un an !',
    );
    expect(year.scale).toBe(
      'C’est 1,3 fois la durée d’une grossesse, comptée jusqu’à la date prévue de l’accouchement (280 jours).',
    );
    const nearly = await fr('/v1/durationOfDailySpend?wealth=10000000&spend=1000');
    expect(nearly.scale).toMatch(/^C’est presque la durée d’un prêt immobilier sur 30 ans, .* \(30 ans\)\.$/);
    const millennia = await fr('/v1/durationOfDailySpend?wealth=1000000000&spend=1000');
    expect(millennia.phrase).toBe('Quelque 2,7 millénaires, soit 2 740 ans');
  });

  it('stacks and less than one bill', async () => {
    const stack = await fr('/v1/heightOfMoneyStack?wealth=1000000&typeOfMoney=usd_100_bill');
    expect(stack.phrase).toBe('1,1 m, soit 3,6 pieds');
    expect(stack.sentence).toBe(
      'Avec un patrimoine de 1 million de dollars, une personne aurait une pile de billets de 100 dollars haute de 1,1 m, soit 3,6 pieds !',
    );
    expect(stack.scale).toBe(
      'C’est 1,2 fois la hauteur d’un filet de tennis en son centre (environ 0,91 m).',
    );
    // Two thirds and three quarters take a plural verb, as a careful editor writes them.
    const twoThirds = await fr('/v1/heightOfMoneyStack?wealth=1000000&typeOfMoney=cny_1_coin');
    expect(twoThirds.scale).toBe(
      'Ce sont environ les deux tiers de la longueur du pont du Golden Gate (2 737 m).',
    );
    const none = await fr('/v1/heightOfMoneyStack?wealth=47&typeOfMoney=usd_100_bill');
    expect(none.phrase).toBe('Moins d’un billet de 100 dollars');
    expect(none.sentence).toBe(
      'Avec un patrimoine de 47 dollars, une personne n’aurait même pas un billet de 100 dollars !',
    );
    expect(none.scale).toBe('Il faudrait 2,2 fois cette somme pour avoir un billet de 100 dollars.');
  });

  it('growth, its heading and the growth against the start', async () => {
    const growth = await fr(
      `/v1/growthOfCompoundInterest?wealth=${encodeURIComponent('1 000 000 €')}&rate=0.05&frequency=1&period=20`,
    );
    expect(growth.phrase).toBe('Hausse de quelque 1,65 million d’euros en 20 ans');
    expect(growth.sentence).toBe(
      'Avec des intérêts capitalisés chaque année au taux annuel de 5 %, une personne disposant de 1 million d’euros verrait son patrimoine augmenter de quelque 1,65 million d’euros en 20 ans !',
    );
    expect(growth.scale).toBe('La hausse représente 1,7 fois le patrimoine de départ de 1 million d’euros.');
    const tiny = await fr('/v1/growthOfCompoundInterest?wealth=1&rate=0.001&frequency=1&period=0.01');
    expect(tiny.phrase).toBe('Hausse de moins de 0,01 dollar en 0,01 an');
  });

  it('the comparison: ratio, tier, equivalence and a note on mixed labels', async () => {
    const data = await fr(
      '/v1/comparison?expression=numberOfItems&wealthYours=1000000&wealthTheirs=2000000&typeOfItem=house',
    );
    expect(data.ratio.sentence).toBe('Le patrimoine de cette personne vaut deux fois le vôtre.');
    const huge = await fr(
      '/v1/comparison?expression=heightOfMoneyStack&wealthYours=1&wealthTheirs=1000000000000000000000000&typeOfMoney=usd_1_coin',
    );
    expect(huge.ratio.sentence).toBe('Le patrimoine de cette personne vaut 1 × 10²⁴ fois le vôtre.');
    expect(data.ratio.scale).toBe(
      'L’écart de patrimoine est important : le plus grand patrimoine vaut au moins le double du plus petit.',
    );
    expect(data.equivalence).toBe(
      'Pour cette personne, dépenser 20 000 dollars revient, pour vous, à dépenser 10 000 dollars.',
    );
    const mixed = await fr(
      `/v1/durationOfDailySpend?wealth=${encodeURIComponent('1 000 000 $')}&spend=${encodeURIComponent('1 000 €')}`,
    );
    expect(mixed.currencyNote).toBe(
      'Les devises ne sont que des étiquettes : aucun taux de change n’est appliqué.',
    );
  });

  it('local anchors: the population of France in French only', async () => {
    const path = '/v1/numberOfItems?wealth=34550000000000&typeOfItem=house';
    expect((await fr(path)).scale).toMatch(
      /^Cela représente une maison pour chaque habitant de la France \(environ 69,1 /,
    );
    expect((await get(path)).scale).not.toMatch(/France/);
  });
});
