// German answers (issue 28) through the real HTTP server: every expression and the comparison answer
// `lang=de` in German, with German figures, no English word left, every anchor named by its published
// wording (src/languages/de/anchors.json), and each sentence form as a German editor would write it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, type Example, examplesDocUrl, renderExamplesDoc } from '../../scripts/docs-examples.ts';
import { anchorDataset } from '../../src/anchors/dataset.ts';
import { wordingsOf } from '../../src/anchors/speak.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import { localShown } from '../../src/i18n/shown.ts';
import {
  askIn,
  ENGLISH_SCALE_WORDS,
  ENGLISH_WORDS,
  galleryApp,
  type Prose,
  plain,
  texts,
  wholeWords,
} from './support.ts';

const WORDINGS = wordingsOf('de');
const app = galleryApp();
const ask = (operation: string, params: Record<string, string>) => askIn(app(), 'de', operation, params);

const ENGLISH_WORD = wholeWords([...ENGLISH_WORDS, 'c\\.']);
/** English scale words are lower case; German ones (Million, Billion, Quadrillion) are nouns. */
const ENGLISH_SCALE_WORD = new RegExp(wholeWords(ENGLISH_SCALE_WORDS).source, 'u');
/** Proper names that hold English words, as the anchors' German wordings keep them. */
const NAMES = /Icon of the Seas/g;

/** Whether a text holds an English word (besides proper names). */
const hasEnglish = (text: string) => {
  const own = text.replace(NAMES, '');
  return ENGLISH_WORD.test(own) || ENGLISH_SCALE_WORD.test(own);
};

/** What no German figure looks like: an English decimal point, English groups, a sign before the number, `5%`. */
const NOT_GERMAN_FIGURES = [/\d\.\d{1,2}(?!\d)/, /\d,\d{3},\d{3}/, /[$€£]\d/, /\d%/];

/** A sentence that names an anchor ends with the anchor's own figure in parentheses. */
const namesAnchor = (scale: string) => /^Das (ist|sind|ergibt) /.test(scale) && /\)\.$/.test(scale);

const ALL_WORDINGS = Object.values(WORDINGS).flatMap((w) => [w.is, w.of, w.every ?? w.is]);

describe('German answers to the gallery requests (docs/examples.md, with lang=de)', () => {
  const answered: string[] = [];

  it('every request of every expression and of the comparison answers in German', async () => {
    for (const { operation, params } of EXAMPLES) answered.push(...texts(await ask(operation, params)));
    expect(answered.length).toBeGreaterThan(400);
  });

  it('no English word is left', () => {
    const english = answered.filter(hasEnglish);
    expect(english).toEqual([]);
  });

  it('figures are German: decimal comma, point groups, the sign after the number, a space before %', () => {
    const wrong = answered.filter((text) => NOT_GERMAN_FIGURES.some((pattern) => pattern.test(text)));
    expect(wrong).toEqual([]);
  });

  it('every anchor is named by its published German wording, followed by its own figure', () => {
    const scales = answered.filter(namesAnchor);
    expect(scales.length).toBeGreaterThan(50);
    const unnamed = scales.filter((scale) => !ALL_WORDINGS.some((wording) => scale.includes(`${wording} (`)));
    expect(unnamed).toEqual([]);
  });

  it('docs/examples.de.md is the gallery the code writes (npm run docs:examples)', () => {
    expect(readFileSync(examplesDocUrl('de'), 'utf8')).toBe(renderExamplesDoc('de'));
  });
});

describe('German wordings', () => {
  // The German tables: the shared anchors (every language's) and the German ones.
  const ids = anchorDataset('')
    .anchors.filter((anchor) => anchor.languages === null || anchor.languages.includes('de'))
    .map((anchor) => anchor.id);

  it('one record per anchor of the German tables, with `is` and `of`, and `every` for groups', () => {
    expect(Object.keys(WORDINGS).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const wording = WORDINGS[id] as { is: string; of: string; every?: string };
      expect(wording.is, id).toMatch(/^(die|der|das|ein) \p{L}/u);
      // `of` is the genitive: die → der, der/das → des, ein → eines.
      expect(wording.of, id).toMatch(/^(der|des|eines) \p{L}/u);
      expect(wording.every !== undefined, id).toBe(id.startsWith('items.'));
      if (wording.every) expect(wording.every, id).toMatch(/^für (jeden|jede|jedes) /);
    }
  });

  it('a duration event is "the time since …", its genitive "der Zeit seit …"', () => {
    const events = anchorDataset('').anchors.filter(
      (anchor) => anchor.date !== null && (anchor.languages === null || anchor.languages.includes('de')),
    );
    for (const { id } of events) {
      expect(WORDINGS[id]?.is, id).toMatch(/^die Zeit seit /);
      expect(WORDINGS[id]?.of, id).toMatch(/^der Zeit seit /);
    }
  });

  it('a group counted by its own noun where `Menschen` would be wrong: the members of the Senate and of Congress', () => {
    const counted = Object.entries(WORDINGS).filter(([, wording]) => wording.noun !== undefined);
    expect(counted.map(([id]) => id).sort()).toEqual(['items.us-congress', 'items.us-senate']);
    expect(localShown('100 people', 'de', WORDINGS['items.us-senate']?.noun)).toBe('100 Mitglieder');
    expect(localShown('535 people', 'de', WORDINGS['items.us-congress']?.noun)).toBe('535 Mitglieder');
  });
});

/** Requests (as in English) and the German they answer with, per sentence form of the catalogue. */
const FORMS: readonly [Example, keyof Prose | 'equivalence' | 'ratio' | 'tier' | 'note', string][] = [
  // durationOfDailySpend: run through (under two days), spend, a unit pair, plain and fraction hedges.
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1M', spend: '2M' } },
    'sentence',
    'Eine Person bräuchte zwölf Stunden, um 1 Million Dollar bei 2 Millionen Dollar am Tag auszugeben!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1', spend: '1B' } },
    'sentence',
    'Eine Person bräuchte weniger als 0,1 Sekunden, um 1 Dollar bei 1 Milliarde Dollar am Tag auszugeben!',
  ],
  [{ operation: 'durationOfDailySpend', params: { wealth: '500', spend: '1M' } }, 'phrase', '43 Sekunden'],
  [{ operation: 'durationOfDailySpend', params: { wealth: '10K', spend: '1M' } }, 'phrase', '14 Minuten'],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1', spend: '1' } },
    'sentence',
    'Eine Person bräuchte 1 Tag, um 1 Dollar bei 1 Dollar am Tag auszugeben!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1,236', spend: '10' } },
    'sentence',
    'Eine Person mit einem Vermögen von 1236 Dollar könnte 124 Tage lang jeden Tag 10 Dollar ausgeben!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '365K', spend: '1000' } },
    'sentence',
    'Eine Person mit einem Vermögen von 365.000 Dollar könnte 1 Jahr lang jeden Tag 1000 Dollar ausgeben!',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1B', spend: '1000' } },
    'phrase',
    'Rund 2,7 Jahrtausende (2740 Jahre)',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1B', spend: '1000' } },
    'scale',
    'Das ist das 1,3-Fache der Zeit seit der Ermordung Julius Caesars (15. März 44 v. Chr.).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '110K', spend: '10' } },
    'scale',
    'Das ist die Laufzeit einer Hypothek über 30 Jahre, der Finanzierung, die die meisten Hauskäufer in den USA wählen (30 Jahre).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '274,000', spend: '100' } },
    'scale',
    'Das ist etwas mehr als die Zeit seit der Ausrufung der COVID-19-Pandemie (11. März 2020).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '10M', spend: '1000' } },
    'scale',
    'Das ist fast die Laufzeit einer Hypothek über 30 Jahre, der Finanzierung, die die meisten Hauskäufer in den USA wählen (30 Jahre).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1,236', spend: '1' } },
    'scale',
    'Das ist das 1,4-Fache der Zeit seit den Olympischen Spielen in Paris (26. Juli 2024).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1.8M', spend: '1000' } },
    'scale',
    'Das ist etwa die Amtszeit eines deutschen Bundespräsidenten (fünf Jahre).',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '1T', spend: '1000' } },
    'scale',
    'Das ist das 8,7-Fache der Zeit seit den ältesten bekannten Fossilien des Homo sapiens (vor rund 315.000 Jahren).',
  ],
  // A multiple past a million: `N Mal so lang wie` a duration (never the calque `N Mal die Zeit`).
  [
    { operation: 'durationOfDailySpend', params: { wealth: 'GBP856400000000000000000000', spend: 'JPY10' } },
    'scale',
    'Das ist rund 17 Milliarden Mal so lang wie die Zeit seit dem Urknall (vor rund 13,8 Milliarden Jahren).',
  ],
  // heightOfMoneyStack: every unit, no stack, fractions and twice.
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '1', typeOfMoney: 'usd_1_coin' } },
    'sentence',
    'Eine Person mit einem Vermögen von 1 Dollar hätte einen Stapel aus Ein-Dollar-Münzen, der 2 Millimeter (0,079 Zoll) hoch wäre, insgesamt eine Münze!',
  ],
  [
    // Against the one-euro coin, not the US quarter (issue 33: anchors a German reader pictures).
    { operation: 'heightOfMoneyStack', params: { wealth: '12', typeOfMoney: 'usd_1_coin' } },
    'scale',
    'Das ist etwas mehr als der Durchmesser einer Ein-Euro-Münze (rund 23,3 Millimeter).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '100', typeOfMoney: 'rub_1_coin' } },
    'phrase',
    '15 Zentimeter (5,9 Zoll)',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '1M', typeOfMoney: 'usd_100_bill' } },
    'phrase',
    '1,1 Meter (3,6 Fuß)',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '£1T', typeOfMoney: 'gbp_100_bill' } },
    'phrase',
    '825 Kilometer (513 Meilen)',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'phrase',
    'Nicht einmal einen Hundert-Dollar-Schein',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'sentence',
    'Eine Person mit einem Vermögen von 47 Dollar hätte nicht einmal einen Hundert-Dollar-Schein!',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '47', typeOfMoney: 'usd_100_bill' } },
    'scale',
    'Man bräuchte 2,2-mal so viel, um einen Hundert-Dollar-Schein besitzen zu können.',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '650K', typeOfMoney: 'eur_100_bill' } },
    'scale',
    'Das ist etwa ein Viertel der Höhe eines Basketballkorbs (rund 3,05 Meter).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '15,079', typeOfMoney: 'usd_1_coin' } },
    'scale',
    'Das ist etwa ein Drittel der Höhe der Freiheitsstatue vom Boden bis zur Spitze ihrer Fackel (rund 93 Meter).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '1M', typeOfMoney: 'cny_1_coin' } },
    'scale',
    'Das sind etwa zwei Drittel der Länge der Golden Gate Bridge (2737 Meter).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '3', typeOfMoney: 'usd_1_coin' } },
    'scale',
    'Das sind etwa drei Viertel der Dicke eines iPhone 16 (rund 7,8 Millimeter).',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '233,300', typeOfMoney: 'eur_100_bill' } },
    'scale',
    'Das ist das Doppelte der Länge eines Fünfzig-Euro-Scheins (rund 140 Millimeter).',
  ],
  [
    {
      operation: 'heightOfMoneyStack',
      params: { wealth: '1000000000000000000000000', typeOfMoney: 'try_100_bill' },
    },
    'scale',
    'Das ist etwa ein Viertel der Entfernung zum Sternhaufen der Plejaden (rund 440 Lichtjahre).',
  ],
  // numberOfItems: none, one, several; the share of the wealth; per member of a group; what it takes.
  [
    { operation: 'numberOfItems', params: { wealth: '1,236', typeOfItem: 'smartphone' } },
    'phrase',
    'Kein Smartphone',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1,236', typeOfItem: 'smartphone' } },
    'sentence',
    'Eine Person mit einem Vermögen von 1236 Dollar könnte nicht einmal ein Smartphone kaufen!',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1,236', typeOfItem: 'smartphone' } },
    'scale',
    'Man bräuchte 164 Dollar mehr, um ein Smartphone kaufen zu können.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '39,999', typeOfItem: 'student_loan_debt' } },
    'sentence',
    'Eine Person mit einem Vermögen von 39.999 Dollar könnte nicht einmal einen Studienkredit abbezahlen!',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '110K', typeOfItem: 'house' } },
    'scale',
    'Man bräuchte fünf Vermögen dieser Größe, um ein Haus kaufen zu können.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1', typeOfItem: 'fancy_coffee' } },
    'scale',
    'Man bräuchte zehnmal so viel, um eine Kaffeespezialität kaufen zu können.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '500K', typeOfItem: 'house' } },
    'sentence',
    'Eine Person mit einem Vermögen von 500.000 Dollar könnte ein Haus kaufen!',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '500K', typeOfItem: 'house' } },
    'scale',
    'Der Preis für ein Haus entspricht dem gesamten Vermögen von 500.000 Dollar.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '500001', typeOfItem: 'house' } },
    'scale',
    'Der Preis für ein Haus beträgt mehr als 99,9 Prozent von 500.001 Dollar.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1M', typeOfItem: 'house' } },
    'sentence',
    'Eine Person mit einem Vermögen von 1 Million Dollar könnte zwei Häuser auf einmal kaufen!',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1M', typeOfItem: 'house' } },
    'scale',
    'Auf ein Haus entfallen 50 Prozent von 1 Million Dollar.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1000000000000000000', typeOfItem: 'fancy_coffee' } },
    'scale',
    'Der Preis für eine Kaffeespezialität beträgt weniger als ein Billiardstel von 1 Trillion Dollar.',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '274,000', typeOfItem: 'month_of_childcare' } },
    'sentence',
    'Eine Person mit einem Vermögen von 274.000 Dollar könnte 156 Monate Kinderbetreuung auf einmal bezahlen!',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1,236', typeOfItem: 'fancy_coffee' } },
    'scale',
    'Das ergibt 1,2 Kaffeespezialitäten für jedes Mitglied des US-Senats (100 Mitglieder).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '650K', typeOfItem: 'smartphone' } },
    'scale',
    'Das ergibt etwa ein Smartphone für jeden Sitzplatz in einem Jumbojet vom Typ Boeing 747-8 (rund 467 Sitzplätze).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '10M', typeOfItem: 'smartphone' } },
    'scale',
    'Das ergibt fast ein Smartphone für jeden Gast an Bord der „Icon of the Seas“, die 2024 als größtes Kreuzfahrtschiff der Welt in Dienst gestellt wurde (rund 7600 Gäste).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1M', typeOfItem: 'fancy_coffee' } },
    'scale',
    'Das ergibt etwas mehr als eine Kaffeespezialität für jeden Sitzplatz im Wembley-Stadion (rund 90.000 Sitzplätze).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1B', typeOfItem: 'car' } },
    'scale',
    'Das ergibt etwa ein halbes Auto für jeden Einwohner Monacos (38.367 Menschen).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '500K', typeOfItem: 'smartphone' } },
    'scale',
    'Das ergibt etwa drei Viertel eines Smartphones für jeden Sitzplatz in einem Jumbojet vom Typ Boeing 747-8 (rund 467 Sitzplätze).',
  ],
  [
    { operation: 'numberOfItems', params: { wealth: '1B', typeOfItem: 'student_loan_debt' } },
    'scale',
    'Das ergibt etwa zwei Drittel eines Studienkredits für jeden Einwohner Monacos (38.367 Menschen).',
  ],
  // growthOfCompoundInterest: bounds of the echoes, the least amount, against the starting wealth.
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '237600000000000000000000', rate: '0.05', frequency: '365', period: '10' },
    },
    'scale',
    'Das ist rund 328 Millionen Mal so viel wie das gesamte Privatvermögen der Welt (rund 470 Billionen Dollar).',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'phrase',
    'Ein Plus von rund 1,65 Millionen Euro in 20 Jahren',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'sentence',
    'Bei einem Zinssatz von 5 Prozent und jährlicher Zinsgutschrift würde eine Person mit 1 Million Euro ihr Vermögen in 20 Jahren um rund 1,65 Millionen Euro vermehren!',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '€1M', rate: '0.05', frequency: '1', period: '20' },
    },
    'scale',
    'Das ist 1,7-mal so viel wie das Anfangsvermögen von 1 Million Euro.',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1', rate: '0.001', frequency: '1', period: '0.01' },
    },
    'phrase',
    'Ein Plus von weniger als 0,01 Dollar in 0,01 Jahren',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1', rate: '0.001', frequency: '1', period: '0.01' },
    },
    'scale',
    'Damit wächst das Anfangsvermögen von 1 Dollar um weniger als 0,1 Prozent.',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1', rate: '0.05', frequency: '1', period: '1' },
    },
    'phrase',
    'Ein Plus von 0,05 Dollar in einem Jahr',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1M', rate: '0.000001', frequency: '1', period: '99.999' },
    },
    'sentence',
    'Bei einem Zinssatz von weniger als 0,001 Prozent und jährlicher Zinsgutschrift würde eine Person mit 1 Million Dollar ihr Vermögen in fast 100 Jahren um 100 Dollar vermehren!',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1M', rate: '0.99999', frequency: '2', period: '0.001' },
    },
    'phrase',
    'Ein Plus von 811 Dollar in weniger als 0,01 Jahren',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '₩1B', rate: '0.035', frequency: '4', period: '10' },
    },
    'scale',
    'Damit wächst das Anfangsvermögen von 1 Milliarde Won um 42 Prozent.',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1', rate: '0.02', frequency: '1', period: '5' },
    },
    'scale',
    'Damit wächst das Anfangsvermögen von 1 Dollar um etwa ein Zehntel.',
  ],
  [
    {
      operation: 'growthOfCompoundInterest',
      params: { wealth: '1', rate: '0.07', frequency: '1', period: '10' },
    },
    'scale',
    'Damit wächst das Anfangsvermögen von 1 Dollar auf etwa das Doppelte.',
  ],
  // comparison: ratio, tiers, equivalence.
  [
    {
      operation: 'comparison',
      params: { expression: 'durationOfDailySpend', wealthYours: '1M', wealthTheirs: '1M', spend: '1000' },
    },
    'ratio',
    'Ihr Vermögen und das der anderen Person sind gleich groß.',
  ],
  [
    {
      operation: 'comparison',
      params: { expression: 'durationOfDailySpend', wealthYours: '1M', wealthTheirs: '1M', spend: '1000' },
    },
    'equivalence',
    'Eine Ausgabe von 10.000 Dollar bedeutet für die andere Person dasselbe wie für Sie.',
  ],
  [
    {
      operation: 'comparison',
      params: {
        expression: 'numberOfItems',
        wealthYours: '100',
        wealthTheirs: '100.001',
        typeOfItem: 'house',
      },
    },
    'equivalence',
    'Eine Ausgabe von 1 Dollar bedeutet für die andere Person fast dasselbe wie für Sie.',
  ],
  [
    {
      operation: 'comparison',
      params: { expression: 'durationOfDailySpend', wealthYours: '100', wealthTheirs: '104', spend: '1' },
    },
    'ratio',
    'Das Vermögen der anderen Person ist 1,04-mal so groß wie Ihres.',
  ],
  [
    {
      operation: 'comparison',
      params: { expression: 'durationOfDailySpend', wealthYours: '100', wealthTheirs: '104', spend: '1' },
    },
    'tier',
    'Die beiden Vermögen sind etwa gleich groß: Sie unterscheiden sich um weniger als 10 Prozent.',
  ],
  [
    {
      operation: 'comparison',
      params: {
        expression: 'heightOfMoneyStack',
        wealthYours: '100',
        wealthTheirs: '110',
        typeOfMoney: 'usd_1_coin',
      },
    },
    'tier',
    'Das ist ein moderater Vermögensunterschied: Das größere Vermögen ist mindestens 1,1-mal so groß wie das kleinere.',
  ],
  [
    {
      operation: 'comparison',
      params: { expression: 'numberOfItems', wealthYours: '500K', wealthTheirs: '1M', typeOfItem: 'house' },
    },
    'ratio',
    'Das Vermögen der anderen Person ist doppelt so groß wie Ihres.',
  ],
  [
    {
      operation: 'comparison',
      params: { expression: 'numberOfItems', wealthYours: '500K', wealthTheirs: '1M', typeOfItem: 'house' },
    },
    'tier',
    'Das ist ein großer Vermögensunterschied: Das größere Vermögen ist mindestens doppelt so groß wie das kleinere.',
  ],
  [
    {
      operation: 'comparison',
      params: {
        expression: 'heightOfMoneyStack',
        wealthYours: '€1M',
        wealthTheirs: '€10M',
        typeOfMoney: 'eur_100_bill',
      },
    },
    'tier',
    'Das ist ein sehr großer Vermögensunterschied: Das größere Vermögen ist mindestens zehnmal so groß wie das kleinere.',
  ],
  [
    {
      operation: 'comparison',
      params: {
        expression: 'numberOfItems',
        wealthYours: '65K',
        wealthTheirs: '13M',
        typeOfItem: 'year_of_salary_65k',
      },
    },
    'tier',
    'Das ist extreme Vermögensungleichheit: Das größere Vermögen ist mindestens 200-mal so groß wie das kleinere.',
  ],
  [
    {
      operation: 'comparison',
      params: { expression: 'numberOfItems', wealthYours: '1B', wealthTheirs: '1M', typeOfItem: 'car' },
    },
    'ratio',
    'Ihr Vermögen ist 1000-mal so groß wie das der anderen Person.',
  ],
  [
    {
      operation: 'comparison',
      params: { expression: 'numberOfItems', wealthYours: '1B', wealthTheirs: '1M', typeOfItem: 'car' },
    },
    'equivalence',
    'Für Sie ist eine Ausgabe von 10 Millionen Dollar wie für die andere Person eine Ausgabe von 10.000 Dollar.',
  ],
  [
    {
      operation: 'comparison',
      params: {
        expression: 'heightOfMoneyStack',
        wealthYours: '€1M',
        wealthTheirs: '€10M',
        typeOfMoney: 'eur_100_bill',
      },
    },
    'equivalence',
    'Für die andere Person ist eine Ausgabe von 100.000 Euro wie für Sie eine Ausgabe von 10.000 Euro.',
  ],
  // The currency notes.
  [
    { operation: 'numberOfItems', params: { wealth: '€10K', typeOfItem: 'smartphone' } },
    'note',
    'Die Preise sind Richtwerte in US-Dollar, und die Währungsangaben dienen nur als Bezeichnung: Es wird kein Wechselkurs angewendet.',
  ],
  [
    { operation: 'heightOfMoneyStack', params: { wealth: '€1M', typeOfMoney: 'usd_100_bill' } },
    'note',
    'Die Art der Münze oder des Scheins bestimmt die Währungsangabe, die nur als Bezeichnung dient: Es wird kein Wechselkurs angewendet.',
  ],
  [
    { operation: 'durationOfDailySpend', params: { wealth: '$1M', spend: '€1000' } },
    'note',
    'Die Währungsangaben dienen nur als Bezeichnung: Es wird kein Wechselkurs angewendet.',
  ],
];

describe('each sentence form in German', () => {
  it.each(
    FORMS.map(
      ([example, field, german]) =>
        [`${example.operation} ${JSON.stringify(example.params)} ${field}`, example, field, german] as const,
    ),
  )('%s', async (_, example, field, german) => {
    const answer = await ask(example.operation, example.params);
    const said =
      field === 'ratio'
        ? answer.ratio.sentence
        : field === 'tier'
          ? answer.ratio.scale
          : field === 'note'
            ? answer.currencyNote
            : field === 'equivalence'
              ? answer.equivalence
              : answer[field];
    expect(plain(String(said))).toBe(german);
  });

  it('every frequency of compounding', async () => {
    const words = {
      1: 'jährlicher',
      2: 'halbjährlicher',
      4: 'vierteljährlicher',
      12: 'monatlicher',
      365: 'täglicher',
    };
    for (const [frequency, word] of Object.entries(words)) {
      const { sentence } = await ask('growthOfCompoundInterest', {
        wealth: '1M',
        rate: '0.05',
        frequency,
        period: '10',
      });
      expect(sentence).toContain(`und ${word} Zinsgutschrift`);
    }
  });

  it('every item and every kind of money, in its German words', async () => {
    for (const typeOfItem of Object.keys(ITEMS)) {
      for (const wealth of ['1', '1T']) {
        const text = texts(await ask('numberOfItems', { wealth, typeOfItem })).join('\n');
        expect(hasEnglish(text), `${typeOfItem}: ${text}`).toBe(false);
      }
    }
    for (const typeOfMoney of Object.keys(MONEY_KINDS)) {
      for (const wealth of ['1', '1B']) {
        const text = texts(await ask('heightOfMoneyStack', { wealth, typeOfMoney })).join('\n');
        expect(hasEnglish(text), `${typeOfMoney}: ${text}`).toBe(false);
        expect(text, typeOfMoney).toMatch(/-(Münzen?|Schein(en)?)(?!\p{L})/u);
      }
    }
  });

  it('a German reader finds German anchors: Germany, Berlin, the Federal President', async () => {
    expect((await ask('numberOfItems', { wealth: '834.67117M', typeOfItem: 'fancy_coffee' })).scale).toMatch(
      /^Das ergibt eine Kaffeespezialität für jeden Einwohner Deutschlands \(rund 83,5 /,
    );
    expect((await ask('numberOfItems', { wealth: '37M', typeOfItem: 'fancy_coffee' })).scale).toMatch(
      /^Das ergibt etwa eine Kaffeespezialität für jeden Einwohner Berlins \(rund 3,7 /,
    );
  });
});
