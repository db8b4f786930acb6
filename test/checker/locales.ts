/**
 * How each language writes numbers, dates, units and hedges, as a reader of that language knows them
 * (issue 28, point 7). Written here from the languages themselves (CLDR's separators and the words a
 * newspaper prints), never from the service's catalogues or numbers layer: the checker reads the
 * answers as a reader would and compares them with the English answer and with exact arithmetic.
 */

export const CHECKED_LANGS = ['de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'en-IN'] as const;
export type CheckedLang = (typeof CHECKED_LANGS)[number];

/** The hedge categories an English claim can take; every language's words map onto them. */
export type Hedge =
  | 'about'
  | 'nearly'
  | 'littleMore'
  | 'moreThan'
  | 'lessThan'
  | 'atLeast'
  | 'half'
  | 'quarter'
  | 'third'
  | 'twoThirds'
  | 'threeQuarters'
  | 'tenth'
  | 'fifth'
  | 'times'
  /** Words that look like a hedge but are none here ("all at once": de una vez). */
  | 'none';

/** The units a figure is printed in (ids as the English reader names them). */
export type Unit =
  | 'second'
  | 'minute'
  | 'hour'
  | 'day'
  | 'week'
  | 'month'
  | 'year'
  | 'millennium'
  | 'inch'
  | 'foot'
  | 'mile'
  | 'mm'
  | 'cm'
  | 'm'
  | 'km'
  | 'lightYear';

/** A scale word: its exponent of ten and, where the language inflects it, whether it is the singular. */
export interface ScaleWord {
  readonly word: string;
  readonly exponent: number;
  readonly singular?: boolean;
}

export interface Locale {
  /** Group separators a figure may carry (none for plain digits). */
  readonly groups: readonly string[];
  readonly decimal: '.' | ',';
  /** Indian grouping: the last three digits, then pairs (1,50,00,000). */
  readonly indian?: boolean;
  /** Languages whose 4-digit figures are often printed without a group (CLDR minimumGroupingDigits 2). */
  readonly scale: readonly ScaleWord[];
  /** Scale words written straight after the digits (Japanese 万, 億). */
  readonly joined?: boolean;
  /** Month names, January first, lower case. */
  readonly months: readonly string[];
  /** A full date `day month year`, as a regular expression source with groups d, m, y (m a month name). */
  readonly date: string;
  /** A month and a year without a day. */
  readonly monthYear: string;
  /** A year with its era or `c.`: group y; group bc set for years before Christ. */
  readonly era: string;
  /** Unit words (regular expression sources, matched after a figure) and their unit. */
  readonly units: readonly (readonly [string, Unit])[];
  /** Hedge words (regular expression sources) and their category; longer matches win. */
  readonly hedges: readonly (readonly [string, Hedge])[];
  /** Words spelled the same in English and in this language (not English left behind). */
  readonly shared: readonly string[];
  /** A share below a power of ten: the word for 10⁻ⁿ (`Billionstel`), a regular expression source. */
  readonly tiny: readonly (readonly [string, number])[];
  /** How the language prints the US dollar sent as `$` (CLDR pt-BR's own symbol is `US$`). */
  readonly dollar?: string;
  /** Readings given after a rare character (Japanese `（がい）`), no part of any figure. */
  readonly readings?: RegExp;
  /**
   * The `lang` an answer's printed wealth is sent back under, where it is not the answer's own: Spanish
   * prints as Spain writes and reads back in Spain's notation, `es-ES` (docs/languages.md).
   */
  readonly readBackIn?: string;
  /** What the language leaves out of the English answer, taken out of it before comparing (Japanese: a duration's millennia). */
  readonly englishRewrite?: readonly (readonly [RegExp, string])[];
  /** A reader's paraphrases, rewritten before reading (Japanese 千年の5.6兆倍 is 5.6兆 millennia). */
  readonly rewrite?: readonly (readonly [
    RegExp,
    string | ((match: string, ...groups: string[]) => string),
  ])[];
  /** Unit words in the singular (the rest of `units` are plurals or invariable): checked against the figure's plural category. */
  readonly singular?: readonly string[];
  /** Words for a figure English prints in digits (`doppelt so groß` for `2 times`), with its value. */
  readonly numberWords: readonly (readonly [string, number])[];
  /** One in words before a scale word in a sum (El País `un millón de yenes`), read as the figure 1. */
  readonly oneBeforeWord?: string;
  /** A count of a million or more that is not round is rounded, after the word for a rounded figure (all but Japanese). */
  readonly roundedCounts?: true;
  /** Scale words read touching the digits (Indian English's `13.7L`, `US$450M` as English prints it). */
  readonly compact?: readonly ScaleWord[];
  /**
   * The currency names the language writes after a sum (docs/style-sheets.md, "Currencies"), each the
   * label English prints for it; longer names first where one holds another (`Kanada-Dollar`, `Dollar`).
   */
  readonly currencies?: readonly CurrencyName[];
  /** The prepositions between a scale word and a currency name (`1,5 milliard d’euros`), a regular expression source. */
  readonly preposition?: string;
  /** The word before a rounded sum (docs/style-sheets.md: `rund 5,2 Milliarden Euro`), a regular expression source. */
  readonly rounded?: string;
}

/** A currency's name in a language: the form (a regular expression source), the English label, its number. */
export interface CurrencyName {
  readonly name: string;
  readonly label: string;
  /** True for the singular, false for the plural; absent where one form serves both (`Euro`, `yen`). */
  readonly singular?: boolean;
}

/** A currency's names: one invariable form, or the singular and the plural. */
const NAMES = (table: readonly (readonly [string, string, string?])[]): CurrencyName[] =>
  table.flatMap(([label, one, other]) =>
    other === undefined
      ? [{ name: one, label }]
      : [
          { name: one, label, singular: true },
          { name: other, label, singular: false },
        ],
  );

const PLURAL = (words: [string, string, number][]): ScaleWord[] =>
  words.flatMap(([one, other, exponent]) => [
    { word: one, exponent, singular: true },
    { word: other, exponent, singular: false },
  ]);

/** Indian English's banknotes (a sign and the denomination, or the yuan's name) and English's words for them. */
const BANKNOTES: readonly (readonly [string, string])[] = [
  ['C\\$100', 'Canadian hundred-dollar'],
  ['R\\$100', 'hundred-real'],
  ['(?<![A-Z])\\$100', 'hundred-dollar'],
  ['€100', 'hundred-euro'],
  ['£100', 'hundred-pound'],
  ['₹100', 'hundred-rupee'],
  ['₩1,000', 'thousand-won'],
  ['₽100', 'hundred-ruble'],
  ['₺100', 'hundred-lira'],
  ['CHF[ \\u00a0]100', 'hundred-franc'],
  ['100-yuan', 'hundred-yuan'],
  ['100-real', 'hundred-real'],
  ['1,000-won', 'thousand-won'],
];

/** Two and up as the press writes counts in words (docs/style-sheets.md), index 0 is two. */
const GERMAN_SMALL = [
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
];
const FRENCH_SMALL = ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'];
const SPANISH_SMALL = ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const ITALIAN_SMALL = ['due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];
const BRAZILIAN_SMALL = ['(?:dois|duas)', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];

/**
 * Rewrites reading a language's counts in words as figures: each word alone (not before a fraction's
 * noun, `zwei Drittel`), and in the compounds given (`WORD` the word, `$N` its figure).
 */
function smallNumbers(
  words: readonly string[],
  fraction: RegExp,
  compounds: readonly (readonly [RegExp, string])[] = [],
): (readonly [RegExp, string | ((match: string, ...groups: string[]) => string)])[] {
  const out: (readonly [RegExp, string | ((match: string, ...groups: string[]) => string)])[] = [];
  words.forEach((word, i) => {
    if (word === '') return;
    for (const [pattern, to] of compounds) {
      out.push([
        new RegExp(pattern.source.replace('WORD', word), pattern.flags),
        to.replace('$N', String(i + 2)),
      ]);
    }
    const alone = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])(?!${fraction.source})`, 'giu');
    out.push([alone, String(i + 2)]);
  });
  return out;
}

/** One to nine, as Indian English writes a count of them. */
export const SMALL_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** The English reader's own words (the English answer and en-IN's sentences). */
export const ENGLISH_HEDGES: readonly (readonly [string, Hedge])[] = [
  ['about', 'about'],
  ['roughly', 'about'],
  ['nearly', 'nearly'],
  ['almost', 'nearly'],
  ['a little more than', 'littleMore'],
  ['more than', 'moreThan'],
  ['less than', 'lessThan'],
  // "could not buy even one house": not even one is less than one ("Less Than One Hundred-Dollar Bill").
  ['even', 'lessThan'],
  ['at least', 'atLeast'],
  ['half', 'half'],
  ['a quarter', 'quarter'],
  ['a third', 'third'],
  ['two thirds', 'twoThirds'],
  ['three quarters', 'threeQuarters'],
  ['a tenth', 'tenth'],
  ['a fifth', 'fifth'],
  ['times', 'times'],
  ['twice', 'times'],
  ['doubles', 'times'],
  ['triples', 'times'],
];

export const ENGLISH_UNITS: readonly (readonly [string, Unit])[] = [
  ['seconds?', 'second'],
  ['minutes?', 'minute'],
  ['hours?', 'hour'],
  ['days?', 'day'],
  ['weeks?', 'week'],
  ['months?', 'month'],
  ['years?', 'year'],
  ['millenni(?:um|a)', 'millennium'],
  ['inch(?:es)?', 'inch'],
  ['foot|feet', 'foot'],
  ['miles?', 'mile'],
  ['light-years?', 'lightYear'],
  ['mm', 'mm'],
  ['cm', 'cm'],
  ['km', 'km'],
  ['m', 'm'],
];

const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const ENGLISH_DATES = {
  months: ENGLISH_MONTHS,
  date: '(?<d>\\d{1,2}) (?<m>\\p{L}+) (?<y>\\d{1,4})(?<bc> BC)?',
  monthYear: '(?<m>\\p{L}+) (?<y>\\d{4})',
  era: '(?:c\\. )?(?:AD (?<y>\\d{1,4})|(?<y2>\\d{1,4})(?<bc> BC))',
};

/** English as the checker reads the English answer (its own printed.ts reads the figures). */
export const ENGLISH: Locale = {
  groups: [','],
  decimal: '.',
  scale: [],
  ...ENGLISH_DATES,
  units: ENGLISH_UNITS,
  hedges: ENGLISH_HEDGES,
  shared: [],
  tiny: [
    ['thousandths?', 3],
    ['millionths?', 6],
    ['billionths?', 9],
    ['trillionths?', 12],
    ['quadrillionths?', 15],
    ['quintillionths?', 18],
    ['sextillionths?', 21],
    ['septillionths?', 24],
  ],
  numberWords: [],
};

export const LOCALES: Readonly<Record<CheckedLang, Locale>> = {
  de: {
    // A thousand millennia or more in years alone (FAZ: `rund 57,4 Milliarden Jahre`).
    englishRewrite: [
      [
        /(?:about )?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)? [A-Za-z]+|\d+(?:\.\d+)? × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+) [Mm]illennia \(([^()]*)\)/gu,
        '$1',
      ],
    ],
    // One year in words after a preposition (docs/style-sheets.md: `in einem Jahr`), read as the figure 1.
    rewrite: [
      [/\beinem Jahr\b/gu, '1 Jahr'],
      // A heading at zero in words (`Kein Haus`, `Keine Superyacht` for English's `0 Houses`).
      [/^Kein(?:e|en)?\b/u, '0'],
      // One before a scale word in words (`eine Milliarde Mal`).
      [
        /\b[Ee]ine (?=(?:Million|Milliarde|Billion|Billiarde|Trillion|Trilliarde|Quadrillion|Quadrilliarde)\b)/gu,
        '1 ',
      ],
      // Two to twelve in words (FAZ): `zehnmal`, `das Siebenfache`, `fünf Jahre`, read as figures.
      ...smallNumbers(GERMAN_SMALL, /\s(?:Drittel|Viertel)\b/u, [
        [/\b(WORD)mal\b/giu, '$N-mal'],
        [/\bdas (WORD)fache\b/giu, 'das $N-Fache'],
      ]),
    ],
    // docs/style-sheets.md, "Currencies" (the table's `de` column).
    currencies: NAMES([
      ['CA$', 'Kanada-Dollar'],
      ['$', 'Dollar'],
      ['€', 'Euro'],
      ['£', 'Pfund'],
      ['CN¥', 'Yuan'],
      ['¥', 'Yen'],
      ['₹', 'Rupie', 'Rupien'],
      ['₩', 'Won'],
      ['₽', 'Rubel'],
      ['₺', 'Lira'],
      ['CHF', 'Franken'],
      ['R$', 'Real', 'Reais'],
    ]),
    rounded: 'rund',
    // A count of a million or more that is not round is rounded after the word (docs/style-sheets.md).
    roundedCounts: true,
    singular: [
      'sekunde',
      'minute',
      'stunde',
      'tag',
      'woche',
      'monat',
      'jahr',
      'jahrtausend',
      'meile',
      'lichtjahr',
    ],
    groups: ['.'],
    decimal: ',',
    scale: [
      ...PLURAL([
        ['Million', 'Millionen', 6],
        ['Milliarde', 'Milliarden', 9],
        ['Billion', 'Billionen', 12],
        ['Billiarde', 'Billiarden', 15],
        ['Trillion', 'Trillionen', 18],
        ['Trilliarde', 'Trilliarden', 21],
        ['Quadrillion', 'Quadrillionen', 24],
        ['Quadrilliarde', 'Quadrilliarden', 27],
        ['Quintillion', 'Quintillionen', 30],
        ['Quintilliarde', 'Quintilliarden', 33],
      ]),
      { word: 'Mio.', exponent: 6 },
      { word: 'Mrd.', exponent: 9 },
      { word: 'Bio.', exponent: 12 },
    ],
    months: [
      'januar',
      'februar',
      'märz',
      'april',
      'mai',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'dezember',
    ],
    date: '(?<d>\\d{1,2})\\.\\s(?<m>\\p{L}+)\\s(?<y>\\d{1,4})(?<bc>\\sv\\.\\s?Chr\\.)?',
    monthYear: '(?<m>\\p{L}+)\\s(?<y>\\d{4})',
    era: '(?:(?:um|ca\\.)\\s)?(?<y>\\d{1,4})\\s(?:(?<bc>v\\.\\s?Chr\\.)|n\\.\\s?Chr\\.)',
    units: [
      ['Sekunden?', 'second'],
      ['Minuten?', 'minute'],
      ['Stunden?', 'hour'],
      ['Tagen?|Tage?s?', 'day'],
      ['Wochen?', 'week'],
      ['Monate?n?', 'month'],
      ['Jahren?|Jahre?s?', 'year'],
      ['Jahrtausenden?|Jahrtausende?s?', 'millennium'],
      ['Zoll', 'inch'],
      ['Fuß', 'foot'],
      ['Meilen?', 'mile'],
      ['Lichtjahren?|Lichtjahre?s?', 'lightYear'],
      // Spelled out, as the FAZ writes units in text (docs/style-sheets.md).
      ['Millimetern?|mm', 'mm'],
      ['Zentimetern?|cm', 'cm'],
      ['Kilometern?|km', 'km'],
      ['Metern?|m', 'm'],
    ],
    hedges: [
      ['etwa', 'about'],
      ['ungefähr', 'about'],
      ['rund', 'about'],
      ['circa', 'about'],
      ['ca\\.', 'about'],
      ['fast', 'nearly'],
      ['beinahe', 'nearly'],
      ['nahezu', 'nearly'],
      ['knapp', 'nearly'],
      ['etwas mehr als', 'littleMore'],
      ['etwas über', 'littleMore'],
      ['mehr als', 'moreThan'],
      ['weniger als', 'lessThan'],
      ['nicht einmal', 'lessThan'],
      ['mindestens', 'atLeast'],
      ['Hälfte', 'half'],
      ['halbe[nmrs]?', 'half'],
      ['ein(?:e[nm]?)? Viertel', 'quarter'],
      ['ein(?:e[nm]?)? Drittel', 'third'],
      ['zwei Drittel', 'twoThirds'],
      ['drei Viertel|Dreiviertel', 'threeQuarters'],
      ['ein(?:e[nm]?)? Zehntel', 'tenth'],
      ['ein(?:e[nm]?)? Fünftel', 'fifth'],
      ['-?[Mm]al', 'times'],
      ['-?[Ff]ache[nms]?', 'times'],
      ['[Dd]oppelte[nms]?|doppelt', 'times'],
      ['[Dd]reifache[nms]?|[Vv]ierfache[nms]?', 'times'],
      ['auf einmal|auf einen Schlag', 'none'],
      ['verdoppel\\p{L}*', 'times'],
      ['verdreifach\\p{L}*', 'times'],
    ],
    shared: [
      'person',
      'million',
      'billion',
      'trillion',
      'quadrillion',
      'in',
      'an',
      'so',
      'was',
      'man',
      'am',
      'hat',
      'also',
      'bei',
      'die',
      'wind',
      'ende',
      'start',
      'april',
      'august',
      'september',
      'november',
      'mars',
      'moment',
      'extreme',
      'union',
      'islands',
      'fall',
      'dollar',
      'real',
    ],
    tiny: [
      ['Tausendstels?', 3],
      ['Millionstels?', 6],
      ['Milliardstels?', 9],
      ['Billionstels?', 12],
      ['Billiardstels?', 15],
      ['Trillionstels?', 18],
      ['Trilliardstels?', 21],
      ['Quadrillionstels?', 24],
    ],
    numberWords: [
      // `ein Haus` for English's `1 House`.
      ['[Ee]ine?[nm]?', 1],
      ['doppelt|[Dd]oppelte[nms]?', 2],
      ['[Dd]reifache[nms]?|dreimal', 3],
    ],
  },
  fr: {
    // A thousand millennia or more in years alone (Le Monde: `quelque 2,55 milliards d’années`).
    englishRewrite: [
      [
        /(?:about )?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)? [A-Za-z]+|\d+(?:\.\d+)? × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+) [Mm]illennia \(([^()]*)\)/gu,
        '$1',
      ],
    ],
    // One year in words after a preposition (docs/style-sheets.md: `in einem Jahr`), read as the figure 1.
    rewrite: [
      [/^Aucune?\b/u, '0'],
      [/\b[Uu]n (?=(?:million|milliard)\b)/gu, '1 '],
      [/\bune? (?=(?:an|jour|heure|minute|seconde|millénaire)\b)/giu, '1 '],
      [/\ben un an\b/gu, 'en 1 an'],
      ...smallNumbers(FRENCH_SMALL, /\s(?:tiers|quarts)\b/u),
    ],
    currencies: NAMES([
      ['CA$', 'dollar canadien', 'dollars canadiens'],
      ['$', 'dollar', 'dollars'],
      ['€', 'euro', 'euros'],
      ['£', 'livre sterling', 'livres sterling'],
      ['CN¥', 'yuan', 'yuans'],
      ['¥', 'yen', 'yens'],
      ['₹', 'roupie', 'roupies'],
      ['₩', 'won', 'wons'],
      ['₽', 'rouble', 'roubles'],
      ['₺', 'livre turque', 'livres turques'],
      ['CHF', 'franc suisse', 'francs suisses'],
      ['R$', 'real', 'reais'],
    ]),
    preposition: "de |d’|d'",
    rounded: 'quelque',
    // A count of a million or more that is not round is rounded after the word (docs/style-sheets.md).
    roundedCounts: true,
    singular: [
      'seconde',
      'minute',
      'heure',
      'jour',
      'semaine',
      'an',
      'année',
      'millénaire',
      'pied',
      'pouce',
      'mille',
      'mile',
      'année-lumière',
    ],
    groups: ['\u202f', '\u00a0'],
    decimal: ',',
    scale: [
      // docs/style-sheets.md: past 999 999 milliards, millions and milliards of milliards.
      ...PLURAL([
        ['million de milliards', 'millions de milliards', 15],
        ['milliard de milliards', 'milliards de milliards', 18],
      ]),
      ...PLURAL([
        ['million', 'millions', 6],
        ['milliard', 'milliards', 9],
        ['billion', 'billions', 12],
        ['billiard', 'billiards', 15],
        ['trillion', 'trillions', 18],
        ['trilliard', 'trilliards', 21],
        ['quadrillion', 'quadrillions', 24],
        ['quadrilliard', 'quadrilliards', 27],
        ['quintillion', 'quintillions', 30],
        ['quintilliard', 'quintilliards', 33],
      ]),
      { word: 'M', exponent: 6 },
      { word: 'Md', exponent: 9 },
      { word: 'Mds', exponent: 9 },
      { word: 'Mrd', exponent: 9 },
      { word: 'Bn', exponent: 12 },
    ],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    date: '(?<d>\\d{1,2})(?:er)?[\\s\u00a0\u202f](?<m>\\p{L}+)[\\s\u00a0\u202f](?<y>\\d{1,4})(?<bc>[\\s\u00a0\u202f]av\\.[\\s\u00a0\u202f]?J\\.-C\\.)?',
    monthYear: '(?<m>\\p{L}+)[\\s\u00a0\u202f](?<y>\\d{4})',
    era: '(?:(?:vers|v\\.)[\\s\u00a0\u202f])?(?<y>\\d{1,4})[\\s\u00a0\u202f](?:(?<bc>av\\.[\\s\u00a0\u202f]?J\\.-C\\.)|apr\\.[\\s\u00a0\u202f]?J\\.-C\\.)',
    units: [
      ['secondes?', 'second'],
      ['minutes?', 'minute'],
      ['heures?', 'hour'],
      ['jours?|journées?', 'day'],
      ['semaines?', 'week'],
      ['mois', 'month'],
      ['ans?|années?', 'year'],
      ['millénaires?', 'millennium'],
      ['pouces?', 'inch'],
      ['pieds?', 'foot'],
      ['milles?|miles?', 'mile'],
      ['années?-lumière', 'lightYear'],
      ['mm', 'mm'],
      ['cm', 'cm'],
      ['km', 'km'],
      ['m', 'm'],
    ],
    hedges: [
      ['environ', 'about'],
      ['à peu près', 'about'],
      ['approximativement', 'about'],
      ['presque', 'nearly'],
      ['près de', 'nearly'],
      ['quasiment', 'nearly'],
      ["un peu plus (?:de|du|des|d’|d')", 'littleMore'],
      ["légèrement plus (?:de|du|des|d’|d')", 'littleMore'],
      ["plus (?:de|du|des|d’|d')", 'moreThan'],
      ['un peu plus que', 'littleMore'],
      ['plus que', 'moreThan'],
      ['multiplié(?:e|s|es)? par', 'times'],
      ['dans un rapport de', 'times'],
      ["à la fois|d’un seul coup|d'un seul coup|à chaque fois", 'none'],
      ["moins (?:de|du|des|d’|d')", 'lessThan'],
      ['inférieure? à', 'lessThan'],
      ['au moins', 'atLeast'],
      ['même pas|pas même', 'lessThan'],
      ['moitié', 'half'],
      ['demi(?:e)?', 'half'],
      ['(?:un|le) quart', 'quarter'],
      ['(?:un|le) tiers', 'third'],
      ['deux tiers', 'twoThirds'],
      ['trois quarts', 'threeQuarters'],
      ['(?:un|le) dixième', 'tenth'],
      ['(?:un|le) cinquième', 'fifth'],
      ['fois', 'times'],
      ['le double', 'times'],
      ['doubl\\p{L}*', 'times'],
      ['tripl\\p{L}*', 'times'],
    ],
    shared: [
      'million',
      'billion',
      'trillion',
      'quadrillion',
      'minute',
      'minutes',
      'seconde',
      'a',
      'as',
      'est',
      'on',
      'an',
      'ans',
      'pour',
      'plus',
      'age',
      'mars',
      'mais',
      'six',
      'sept',
      'fois',
      'personne',
      'moment',
      'note',
      'simple',
      'page',
      'date',
      'date',
      'instant',
      'total',
      'vatican',
      'fortunes',
      'europe',
      'construction',
      'real',
      'dollar',
      'dollars',
      'euro',
      'euros',
    ],
    tiny: [
      // Le Monde's shares past a milliardth (docs/style-sheets.md), before their parts.
      ['millièmes? de milliardièmes? de milliardièmes?', 21],
      ['milliardièmes? de milliardièmes?', 18],
      ['millionièmes? de milliardièmes?', 15],
      ['millièmes? de milliardièmes?', 12],
      ['millièmes?', 3],
      ['millionièmes?', 6],
      ['milliardièmes?', 9],
      ['billionièmes?', 12],
      ['billiardièmes?', 15],
      ['trillionièmes?', 18],
      ['trilliardièmes?', 21],
      ['quadrillionièmes?', 24],
    ],
    numberWords: [
      ['[Uu]ne?', 1],
      ['double', 2],
      ['triple', 3],
    ],
  },
  es: {
    readBackIn: 'es-ES',
    oneBeforeWord: 'un',
    englishRewrite: [
      // The mortgage's term said once, in its bracket (`la duración de una hipoteca, el plazo … (30 años)`).
      [/\ba 30-year mortgage\b/gu, 'a mortgage'],
      // A length in metric units alone (El País: `19.679 kilómetros`), never beside its miles or feet.
      [
        /(?:less than )?[\d.,]+(?: [A-Za-z]+)? (?:[Ii]nch(?:es)?|[Ff]oot|[Ff]eet|[Mm]iles?) \(([^()]*)\)/gu,
        '$1',
      ],
    ],
    // One year in words after a preposition (docs/style-sheets.md: `in einem Jahr`), read as the figure 1.
    rewrite: [
      [/^Ning(?:ún|una)\b/u, '0'],
      [/\b[Uu]n (?=(?:millón|billón|trillón|cuatrillón|quintillón)\b)/gu, '1 '],
      [/\buna? (?=(?:año(?! luz| de sueldo)|día|hora|minuto|segundo|milenio)\b)/giu, '1 '],
      [/\ben un año\b/gu, 'en 1 año'],
      ...smallNumbers(SPANISH_SMALL, /\s(?:tercios|terceras|cuartos|cuartas)\b/u),
    ],
    currencies: NAMES([
      ['CA$', 'dólar canadiense', 'dólares canadienses'],
      ['$', 'dólar', 'dólares'],
      ['€', 'euro', 'euros'],
      ['£', 'libra', 'libras'],
      ['CN¥', 'yuan', 'yuanes'],
      ['¥', 'yen', 'yenes'],
      ['₹', 'rupia', 'rupias'],
      ['₩', 'won', 'wones'],
      ['₽', 'rublo', 'rublos'],
      ['₺', 'lira turca', 'liras turcas'],
      ['CHF', 'franco suizo', 'francos suizos'],
      ['R$', 'real', 'reales'],
    ]),
    preposition: 'de ',
    // `alrededor de un billón` where `unos` would not agree with one (El País).
    rounded: 'unos|alrededor de',
    // A count of a million or more that is not round is rounded after the word (docs/style-sheets.md).
    roundedCounts: true,
    singular: [
      'milímetro',
      'centímetro',
      'metro',
      'kilómetro',
      'segundo',
      'minuto',
      'hora',
      'día',
      'semana',
      'mes',
      'año',
      'milenio',
      'pie',
      'pulgada',
      'milla',
    ],
    // El País groups with a dot from four digits (`7.600`, `184.700 millones`).
    groups: ['.'],
    decimal: ',',
    scale: [
      { word: 'mil millones', exponent: 9 },
      { word: 'mil billones', exponent: 15 },
      { word: 'mil trillones', exponent: 21 },
      { word: 'mil cuatrillones', exponent: 27 },
      ...PLURAL([
        ['millón', 'millones', 6],
        ['millardo', 'millardos', 9],
        ['billón', 'billones', 12],
        ['trillón', 'trillones', 18],
        ['cuatrillón', 'cuatrillones', 24],
        ['quintillón', 'quintillones', 30],
      ]),
      { word: 'mil M', exponent: 9 },
      { word: 'M', exponent: 6 },
      { word: 'mill.', exponent: 6 },
      { word: 'B', exponent: 12 },
    ],
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    date: '(?<d>\\d{1,2})\\sde\\s(?<m>\\p{L}+)\\sde\\s(?<y>\\d{1,4})(?<bc>\\sa\\.\\s?(?:de\\s)?C\\.)?',
    monthYear: '(?<m>\\p{L}+)\\sde\\s(?<y>\\d{4})',
    era: '(?:(?:hacia|h\\.|c\\.|ca\\.)\\s)?(?<y>\\d{1,4})\\s(?:(?<bc>a\\.\\s?(?:de\\s)?C\\.)|d\\.\\s?(?:de\\s)?C\\.)',
    units: [
      ['segundos?', 'second'],
      ['minutos?', 'minute'],
      ['horas?', 'hour'],
      ['días?', 'day'],
      ['semanas?', 'week'],
      ['mes(?:es)?', 'month'],
      ['años?', 'year'],
      ['milenios?', 'millennium'],
      ['pulgadas?', 'inch'],
      ['pies?', 'foot'],
      ['millas?', 'mile'],
      ['años? luz', 'lightYear'],
      // Spelled out in running text, as El País writes units (docs/style-sheets.md).
      ['milímetros?|mm', 'mm'],
      ['centímetros?|cm', 'cm'],
      ['kilómetros?|km', 'km'],
      ['metros?|m', 'm'],
    ],
    hedges: [
      ['aproximadamente', 'about'],
      ['alrededor de', 'about'],
      ['cerca del?', 'about'],
      ['unos|unas', 'about'],
      ['casi', 'nearly'],
      ['algo más del?', 'littleMore'],
      ['un poco más del?', 'littleMore'],
      ['poco más del?', 'littleMore'],
      ['más del?', 'moreThan'],
      ['más que', 'moreThan'],
      // `se duplica con creces`: more than doubles (El País).
      ['con creces', 'moreThan'],
      ['menos del?', 'lessThan'],
      ['al menos|como mínimo', 'atLeast'],
      ['ni siquiera', 'lessThan'],
      ['(?:la )?mitad', 'half'],
      ['multiplicad[oa] por|multiplicar', 'times'],
      ['más o menos', 'about'],
      ['de una vez|a la vez|de golpe', 'none'],
      ['(?:un|una) cuart[oa](?: parte)?|(?:una|la) cuarta parte', 'quarter'],
      ['(?:un|una) terci[oa](?: parte)?|(?:una|la) tercera parte|un tercio', 'third'],
      ['dos tercios|dos terceras partes', 'twoThirds'],
      ['tres cuartos|tres cuartas partes', 'threeQuarters'],
      ['(?:un|una) décim[oa](?: parte)?|(?:una|la) décima parte', 'tenth'],
      ['(?:un|una) quint[oa](?: parte)?|(?:una|la) quinta parte', 'fifth'],
      ['veces|vez', 'times'],
      ['(?:el )?doble', 'times'],
      ['duplica\\p{L}*', 'times'],
      ['triplica\\p{L}*', 'times'],
    ],
    shared: ['a', 'me', 'no', 'son', 'has', 'de', 'total', 'global', 'sin', 'final', 'real', 'capital'],
    tiny: [
      ['milésim[oa]s?', 3],
      ['millonésim[oa]s?', 6],
      ['milmillonésim[oa]s?', 9],
      ['billonésim[oa]s?', 12],
      ['milbillonésim[oa]s?', 15],
      ['trillonésim[oa]s?', 18],
      ['miltrillonésim[oa]s?', 21],
      ['cuatrillonésim[oa]s?', 24],
    ],
    numberWords: [
      ['[Uu]na?', 1],
      ['doble', 2],
      ['triple', 3],
    ],
  },
  'pt-BR': {
    // A length in metric units alone (Folha: `10 m`), never beside its feet or miles.
    englishRewrite: [
      [
        /(?:less than )?[\d.,]+(?: [A-Za-z]+)? (?:[Ii]nch(?:es)?|[Ff]oot|[Ff]eet|[Mm]iles?) \(([^()]*)\)/gu,
        '$1',
      ],
    ],
    // One year in words after a preposition (docs/style-sheets.md: `in einem Jahr`), read as the figure 1.
    rewrite: [
      [/^Nenhuma?\b/u, '0'],
      // A coin or a note by its denomination in figures (Folha: `moedas de US$ 1`, `nota de R$ 100`,
      // `notas de 100 euros`) is the kind of money English names in words (`dollar coins`), no sum.
      [
        /\b(moedas?|notas?) de (?:US\$[ \u00a0]|R\$[ \u00a0])?\d{1,3}(?:\.\d{3})?(?!\d|[.,]\d)/gu,
        '$1 de valor',
      ],
      ...smallNumbers(BRAZILIAN_SMALL, /\s(?:terços|quartos)\b/u),
      [/\b[Uu]m (?=(?:milhão|bilhão|trilhão|quatrilhão|quintilhão|sextilhão|septilhão)\b)/gu, '1 '],
      [/\bem um ano\b/gu, 'em 1 ano'],
      [/\buma? (?=(?:ano(?!-luz| de salário| de remuneração)|dia|hora|minuto|segundo|milênio)\b)/giu, '1 '],
    ],
    // The real and the US dollar by their signs, every other currency by its name (docs/style-sheets.md).
    currencies: NAMES([
      ['CA$', 'dólar canadense', 'dólares canadenses'],
      ['€', 'euro', 'euros'],
      ['£', 'libra', 'libras'],
      ['CN¥', 'yuan', 'yuans'],
      ['¥', 'iene', 'ienes'],
      ['₹', 'rúpia', 'rúpias'],
      ['₩', 'won', 'wons'],
      ['₽', 'rublo', 'rublos'],
      ['₺', 'lira turca', 'liras turcas'],
      ['CHF', 'franco suíço', 'francos suíços'],
    ]),
    preposition: 'de ',
    rounded: 'cerca de',
    // A count of a million or more that is not round is rounded after the word (docs/style-sheets.md).
    roundedCounts: true,
    singular: [
      'segundo',
      'minuto',
      'hora',
      'dia',
      'semana',
      'mês',
      'ano',
      'milênio',
      'pé',
      'polegada',
      'milha',
      'ano-luz',
    ],
    dollar: 'US$',
    groups: ['.'],
    decimal: ',',
    scale: [
      ...PLURAL([
        ['milhão', 'milhões', 6],
        ['bilhão', 'bilhões', 9],
        ['trilhão', 'trilhões', 12],
        ['quatrilhão', 'quatrilhões', 15],
        ['quintilhão', 'quintilhões', 18],
        ['sextilhão', 'sextilhões', 21],
        ['septilhão', 'septilhões', 24],
        ['setilhão', 'setilhões', 24],
        ['octilhão', 'octilhões', 27],
        ['nonilhão', 'nonilhões', 30],
        ['decilhão', 'decilhões', 33],
      ]),
      { word: 'mi', exponent: 6 },
      { word: 'bi', exponent: 9 },
      { word: 'tri', exponent: 12 },
      { word: 'mil', exponent: 3 },
    ],
    months: [
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ],
    date: '(?<d>\\d{1,2})º?\\sde\\s(?<m>\\p{L}+)\\sde\\s(?<y>\\d{1,4})(?<bc>\\sa\\.\\s?C\\.)?',
    monthYear: '(?<m>\\p{L}+)\\sde\\s(?<y>\\d{4})',
    era: '(?:(?:por volta de|cerca de|c\\.|ca\\.)\\s)?(?<y>\\d{1,4})\\s(?:(?<bc>a\\.\\s?C\\.)|d\\.\\s?C\\.)',
    units: [
      ['segundos?', 'second'],
      ['minutos?', 'minute'],
      ['horas?', 'hour'],
      ['dias?', 'day'],
      ['semanas?', 'week'],
      ['mês|meses', 'month'],
      ['anos?', 'year'],
      ['milênios?', 'millennium'],
      ['polegadas?', 'inch'],
      ['pés?', 'foot'],
      ['milhas?', 'mile'],
      ['anos?-luz', 'lightYear'],
      ['mm', 'mm'],
      ['cm', 'cm'],
      ['km', 'km'],
      ['m', 'm'],
    ],
    hedges: [
      ['aproximadamente', 'about'],
      ['cerca d[eoa]s?', 'about'],
      ['por volta d[eoa]s?', 'about'],
      ['uns|umas', 'about'],
      ['quase', 'nearly'],
      ['um pouco mais d[eoa]s?', 'littleMore'],
      ['pouco mais d[eoa]s?', 'littleMore'],
      ['mais d[eoa]s?', 'moreThan'],
      ['mais que|mais do que', 'moreThan'],
      ['menos d[eoa]s?', 'lessThan'],
      ['pelo menos|no mínimo', 'atLeast'],
      ['nem sequer|nem mesmo', 'lessThan'],
      ['metade', 'half'],
      ['multiplicad[oa] por|multiplicar', 'times'],
      ['praticamente', 'about'],
      ['de uma só vez|de uma vez|ao mesmo tempo', 'none'],
      ['(?:um|uma) quart[oa](?: parte)?|a quarta parte', 'quarter'],
      ['(?:um|uma) terç[oa](?: parte)?|a terça parte', 'third'],
      ['dois terços|duas terças partes', 'twoThirds'],
      ['três quartos|três quartas partes', 'threeQuarters'],
      ['(?:um|uma) décim[oa](?: parte)?|a décima parte', 'tenth'],
      ['(?:um|uma) quint[oa](?: parte)?|a quinta parte', 'fifth'],
      ['vezes|vez', 'times'],
      ['(?:o )?dobro', 'times'],
      ['dobra\\p{L}*|duplica\\p{L}*', 'times'],
      ['triplica\\p{L}*', 'times'],
    ],
    shared: ['a', 'as', 'no', 'de', 'total', 'global', 'real', 'final', 'capital', 'sem', 'me'],
    tiny: [
      ['milésim[oa]s?', 3],
      ['milionésim[oa]s?', 6],
      ['bilionésim[oa]s?', 9],
      ['trilionésim[oa]s?', 12],
      ['quatrilionésim[oa]s?', 15],
      ['quintilionésim[oa]s?', 18],
      ['sextilionésim[oa]s?', 21],
      ['se(?:p)?tilionésim[oa]s?', 24],
    ],
    numberWords: [
      ['[Uu]ma?', 1],
      ['dez', 10],
      ['dobro', 2],
      ['triplo', 3],
    ],
  },
  it: {
    // A thousand millennia or more in years alone (Corriere: `circa 580 miliardi di anni`).
    englishRewrite: [
      [
        /(?:about )?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)? [A-Za-z]+|\d+(?:\.\d+)? × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+) [Mm]illennia \(([^()]*)\)/gu,
        '$1',
      ],
    ],
    // One year in words after a preposition (docs/style-sheets.md: `in einem Jahr`), read as the figure 1.
    rewrite: [
      [/^Nessun(?:o\b|a\b|’|\b)/u, '0 '],
      [/\b[Uu]n (?=(?:milione|miliardo)\b)/gu, '1 '],
      // One unit of time in words (`per un anno`, `un’ora`).
      [
        /\bun(?:’| )(?=(?:anno(?! luce| di stipendio| di salario)|giorno|ora|minuto|secondo|millennio)\b)/giu,
        '1 ',
      ],
      ...smallNumbers(ITALIAN_SMALL, /\s(?:terzi|quarti)\b/u),
      [/\bin un anno\b/gu, 'in 1 anno'],
    ],
    currencies: NAMES([
      ['CA$', 'dollaro canadese', 'dollari canadesi'],
      ['$', 'dollaro', 'dollari'],
      ['€', 'euro'],
      ['£', 'sterlina', 'sterline'],
      ['CN¥', 'yuan'],
      ['¥', 'yen'],
      ['₹', 'rupia', 'rupie'],
      ['₩', 'won'],
      ['₽', 'rublo', 'rubli'],
      ['₺', 'lira turca', 'lire turche'],
      ['CHF', 'franco svizzero', 'franchi svizzeri'],
      ['R$', 'real', 'reais'],
    ]),
    preposition: 'di ',
    rounded: 'circa',
    // A count of a million or more that is not round is rounded after the word (docs/style-sheets.md).
    roundedCounts: true,
    singular: [
      'secondo',
      'minuto',
      'ora',
      'giorno',
      'settimana',
      'mese',
      'anno',
      'millennio',
      'piede',
      'pollice',
      'miglio',
    ],
    groups: ['.'],
    decimal: ',',
    scale: [
      // docs/style-sheets.md: past 999 999 miliardi, milioni and miliardi of miliardi.
      ...PLURAL([
        ['milione di miliardi', 'milioni di miliardi', 15],
        ['miliardo di miliardi', 'miliardi di miliardi', 18],
      ]),
      ...PLURAL([
        ['milione', 'milioni', 6],
        ['miliardo', 'miliardi', 9],
        ['bilione', 'bilioni', 12],
        ['biliardo', 'biliardi', 15],
        ['trilione', 'trilioni', 18],
        ['triliardo', 'triliardi', 21],
        ['quadrilione', 'quadrilioni', 24],
        ['quadriliardo', 'quadriliardi', 27],
        ['quintilione', 'quintilioni', 30],
        ['quintiliardo', 'quintiliardi', 33],
      ]),
      { word: 'Mln', exponent: 6 },
      { word: 'mln', exponent: 6 },
      { word: 'Mio', exponent: 6 },
      { word: 'Mrd', exponent: 9 },
      { word: 'mld', exponent: 9 },
      { word: 'Mld', exponent: 9 },
      { word: 'Bln', exponent: 12 },
    ],
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
    date: '(?<d>\\d{1,2})º?\\s(?<m>\\p{L}+)\\s(?<y>\\d{1,4})(?<bc>\\sa\\.\\s?C\\.)?',
    monthYear: '(?<m>\\p{L}+)\\s(?<y>\\d{4})',
    era: '(?:(?:circa|c\\.|ca\\.)\\s)?(?<y>\\d{1,4})\\s(?:(?<bc>a\\.\\s?C\\.)|d\\.\\s?C\\.)',
    units: [
      ['secondi|secondo', 'second'],
      ['minuti|minuto', 'minute'],
      ['ore|ora', 'hour'],
      ['giorni|giorno', 'day'],
      ['settimane|settimana', 'week'],
      ['mesi|mese', 'month'],
      ['anni|anno', 'year'],
      ['millenni|millennio', 'millennium'],
      ['pollici|pollice', 'inch'],
      ['piedi|piede', 'foot'],
      ['miglia|miglio', 'mile'],
      ['anni luce|anno luce', 'lightYear'],
      ['mm', 'mm'],
      ['cm', 'cm'],
      ['km', 'km'],
      ['m', 'm'],
    ],
    hedges: [
      ['circa', 'about'],
      ["all’incirca|all'incirca", 'about'],
      ['più o meno', 'about'],
      ['quasi', 'nearly'],
      ["poco più (?:di|del|dello|della|dei|degli|delle|dell’|dell')", 'littleMore'],
      ["un po’ più (?:di|del|dello|della|dei|degli|delle|dell’|dell')", 'littleMore'],
      ["appena più (?:di|del|dello|della|dei|degli|delle|dell’|dell')", 'littleMore'],
      ["più (?:di|del|dello|della|dei|degli|delle|dell’|dell')", 'moreThan'],
      ['più che', 'moreThan'],
      ['superiore (?:a|al|allo|alla|ai|agli|alle|all’)|supera(?:no)?', 'moreThan'],
      ["meno (?:di|del|dello|della|dei|degli|delle|dell’|dell')", 'lessThan'],
      ['inferiore (?:a|al|allo|alla|ai|agli|alle|all’)', 'lessThan'],
      ['almeno', 'atLeast'],
      ['nemmeno|neanche|neppure', 'lessThan'],
      ['metà', 'half'],
      ['moltiplicat[oa] per', 'times'],
      ['in una volta|in un colpo solo|in una sola volta|alla volta', 'none'],
      ['un quarto', 'quarter'],
      ['un terzo', 'third'],
      ['due terzi', 'twoThirds'],
      ['tre quarti', 'threeQuarters'],
      ['un decimo', 'tenth'],
      ['un quinto', 'fifth'],
      ['volte|volta', 'times'],
      ['(?:il )?doppio', 'times'],
      ['raddoppia\\p{L}*', 'times'],
      ['triplica\\p{L}*', 'times'],
    ],
    shared: [
      'a',
      'e',
      'in',
      'di',
      'per',
      'come',
      'con',
      'data',
      'volt',
      'ore',
      'me',
      'due',
      'no',
      'sole',
      'real',
      'dollaro',
    ],
    tiny: [
      // The Corriere's shares past a miliardesimo, before their parts.
      ['millesim[oi] di miliardesim[oi] di miliardesim[oi]', 21],
      ['miliardesim[oi] di miliardesim[oi]', 18],
      ['milionesim[oi] di miliardesim[oi]', 15],
      ['millesim[oi] di miliardesim[oi]', 12],
      ['millesim[oi]', 3],
      ['milionesim[oi]', 6],
      ['miliardesim[oi]', 9],
      ['bilionesim[oi]', 12],
      ['biliardesim[oi]', 15],
      ['trilionesim[oi]', 18],
      ['triliardesim[oi]', 21],
      ['quadrilionesim[oi]', 24],
    ],
    numberWords: [
      // `una casa`, `un prestito` for English's `1 house` (Corriere: a single thing in words).
      ['una', 1],
      ['uno', 1],
      ['un', 1],
      ['dieci', 10],
      ['doppio', 2],
      ['triplo', 3],
      ['trentennale', 30],
      ['quarantennale', 40],
    ],
  },
  ja: {
    currencies: NAMES([
      ['CA$', 'カナダドル'],
      ['$', 'ドル'],
      ['€', 'ユーロ'],
      ['£', 'ポンド'],
      ['CN¥', '元'],
      ['¥', '円'],
      ['₹', 'ルピー'],
      ['₩', 'ウォン'],
      ['₽', 'ルーブル'],
      ['₺', 'リラ'],
      ['CHF', 'スイスフラン'],
      ['R$', 'レアル'],
    ]),
    rounded: '約',
    rewrite: [
      [/千年の((?:[\d.,]+[万億兆京垓]?)+)倍/gu, '$1千年'],
      // A rare character's reading at its first use (`垓（がい）`), no figure.
      [/（がい）/gu, ''],
    ],
    readings: /（がい）/gu,
    // A duration in years alone (Nikkei: `12億4958万9041年`), never beside its count of millennia.
    englishRewrite: [
      [/(?:about )?[\d.,]+(?: [A-Za-z]+)? [Mm]illenni(?:um|a) \(([^()]*)\)/gu, '$1'],
      // The mortgage's term said once, in its bracket (Nikkei: `住宅ローンの返済期間（30年）`).
      [/\ba 30-year mortgage\b/gu, 'a mortgage'],
    ],
    groups: [','],
    decimal: '.',
    joined: true,
    scale: [
      { word: '万', exponent: 4 },
      { word: '億', exponent: 8 },
      { word: '兆', exponent: 12 },
      { word: '京', exponent: 16 },
      { word: '垓', exponent: 20 },
      { word: '𥝱', exponent: 24 },
      { word: '秭', exponent: 24 },
      { word: '穣', exponent: 28 },
      { word: '溝', exponent: 32 },
    ],
    months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
    date: '(?<bc>紀元前)?(?:西暦)?(?<y>\\d{1,4})年(?<m>\\d{1,2})月(?<d>\\d{1,2})日',
    monthYear: '(?<y>\\d{4})年(?<m>\\d{1,2})月',
    era: '(?:(?<bc>紀元前)|西暦)(?<y>\\d{1,4})年(?:ごろ|頃)?|(?<y2>\\d{1,4})年(?:ごろ|頃)',
    units: [
      ['秒', 'second'],
      ['分', 'minute'],
      ['時間', 'hour'],
      ['日', 'day'],
      ['週間?', 'week'],
      ['か月|ヶ月|カ月', 'month'],
      ['千年', 'millennium'],
      ['光年', 'lightYear'],
      ['年', 'year'],
      ['インチ', 'inch'],
      ['フィート', 'foot'],
      ['マイル', 'mile'],
      ['mm|ミリ', 'mm'],
      ['cm|センチ', 'cm'],
      ['km|キロ', 'km'],
      ['m|メートル', 'm'],
      ['キロメートル', 'km'],
      ['センチメートル', 'cm'],
      ['ミリメートル', 'mm'],
    ],
    hedges: [
      ['約', 'about'],
      ['おおむね', 'about'],
      ['およそ', 'about'],
      // ほぼ相当する: "roughly equals", the ±5% band (docs/languages.md, 日本語); ほぼ alone (ほぼ同じ) is "almost".
      ['ほぼ相当', 'about'],
      ['ほぼ', 'nearly'],
      ['近く', 'nearly'],
      ['弱', 'nearly'],
      ['わずかに(?:届|足り|満た)\\p{Script=Hiragana}*', 'nearly'],
      ['やや上回る|やや上回り|少し上回る|わずかに上回る|強', 'littleMore'],
      ['を超え\\p{Script=Hiragana}*|(?<=[\\d万億兆京%])超', 'moreThan'],
      ['未満|足らず|に満たない', 'lessThan'],
      ['以上', 'atLeast'],
      ['すら|さえ|にも届き\\p{Script=Hiragana}*', 'lessThan'],
      ['半分', 'half'],
      ['4分の1', 'quarter'],
      ['3分の1', 'third'],
      ['3分の2', 'twoThirds'],
      ['4分の3', 'threeQuarters'],
      ['10分の1', 'tenth'],
      ['5分の1', 'fifth'],
      ['倍', 'times'],
    ],
    shared: [],
    tiny: [],
    numberWords: [],
  },
  'en-IN': {
    rewrite: [
      // A heading at zero in words (The Hindu: `Not even one house` for English's `0 Houses`).
      [/^Not even one\b/u, '0'],
      // A banknote by its denomination (The Hindu: `₹100 notes`, `$100 notes`, `100-yuan notes`) is
      // the kind of money English names in words (`hundred-rupee bills`), no sum.
      ...BANKNOTES.map(([note, words]) => [new RegExp(`${note} (?=notes?\\b)`, 'gu'), `${words} `] as const),
      // Counts of one to nine in words (The Hindu: `three in all`, `over five years`), read as figures.
      // Less than a rupee or a dollar in paise and cents (The Hindu: `50 paise`, `1 cent`).
      [/\b(\d{1,2}) (?:paise|paisa)\b/gu, (_: string, n: string) => `₹0.${n.padStart(2, '0')}`],
      [/\b(\d{1,2}) (?:pence|penny)\b/gu, (_: string, n: string) => `£0.${n.padStart(2, '0')}`],
      [/\b(\d{1,2}) euro cents?\b/gu, (_: string, n: string) => `€0.${n.padStart(2, '0')}`],
      [/\b(\d{1,2}) Canadian cents?\b/gu, (_: string, n: string) => `C$0.${n.padStart(2, '0')}`],
      [/\b(\d{1,2}) centavos?\b/gu, (_: string, n: string) => `R$0.${n.padStart(2, '0')}`],
      [/\b(\d{1,2}) cents?\b/gu, (_: string, n: string) => `$0.${n.padStart(2, '0')}`],
      // `one` only before a unit of time (elsewhere English says `one` too: `nearly one car for every …`).
      [/\bone(?= (?:second|minute|hour|day|week|month|year|millennium)\b(?! of\b))/giu, '1'],
      ...smallNumbers(SMALL_NUMBERS.slice(1), /-|\s(?:thirds|quarters)\b/u),
    ],
    // The yuan by its name (The Hindu: `264,300 yuan`); C$ is read as CA$ with the other signs.
    currencies: NAMES([
      ['CN¥', 'yuan'],
      ['₩', 'won'],
      ['¥', 'yen'],
      ['R$', 'real', 'reais'],
    ]),
    rounded: 'about',
    singular: [
      'second',
      'minute',
      'hour',
      'day',
      'week',
      'month',
      'year',
      'millennium',
      'inch',
      'foot',
      'mile',
      'light-year',
    ],
    groups: [','],
    decimal: '.',
    indian: true,
    scale: [
      { word: 'lakh crore', exponent: 12 },
      { word: 'crore crore', exponent: 14 },
      { word: 'lakh', exponent: 5 },
      { word: 'crore', exponent: 7 },
      { word: 'L', exponent: 5 },
      { word: 'Cr', exponent: 7 },
      // docs/style-sheets.md: every figure but a rupee sum is written as English writes it.
      { word: 'thousand', exponent: 3 },
      { word: 'million', exponent: 6 },
      { word: 'billion', exponent: 9 },
      { word: 'trillion', exponent: 12 },
      { word: 'quadrillion', exponent: 15 },
      { word: 'quintillion', exponent: 18 },
      { word: 'sextillion', exponent: 21 },
      { word: 'septillion', exponent: 24 },
      { word: 'octillion', exponent: 27 },
      { word: 'nonillion', exponent: 30 },
      { word: 'decillion', exponent: 33 },
    ],
    compact: [
      { word: 'LCr', exponent: 12 },
      { word: 'Cr', exponent: 7 },
      { word: 'L', exponent: 5 },
      { word: 'K', exponent: 3 },
      { word: 'M', exponent: 6 },
      { word: 'B', exponent: 9 },
      { word: 'T', exponent: 12 },
    ],
    ...ENGLISH_DATES,
    // The Hindu puts the month first: `July 26, 2024`, `July 20, 356 BC`; a circa year `around 2560 BC`.
    date: '(?<m>\\p{L}+) (?<d>\\d{1,2}), (?<y>\\d{1,4})(?<bc> BC)?',
    era: '(?:(?:c\\.|around) )?(?:AD (?<y>\\d{1,4})|(?<y2>\\d{1,4})(?<bc> BC))',
    units: ENGLISH_UNITS,
    // Open fractions hyphenated (`two-thirds`, `three-quarters`).
    hedges: [...ENGLISH_HEDGES, ['two-thirds', 'twoThirds'], ['three-quarters', 'threeQuarters']],
    shared: [],
    tiny: [
      ['thousandths?', 3],
      ['millionths?', 6],
      ['billionths?', 9],
      ['trillionths?', 12],
      ['quadrillionths?', 15],
      ['quintillionths?', 18],
      ['sextillionths?', 21],
      ['septillionths?', 24],
    ],
    // `could buy one superyacht` for English's `1 superyacht`.
    numberWords: [
      ['one', 1],
      ['twice', 2],
    ],
    roundedCounts: true,
  },
};

/** Words every language here takes from English or shares with it (names of currencies, sports, boats). */
export const INTERNATIONAL: readonly string[] = [
  'yuan',
  'euro',
  'euros',
  'lira',
  'real',
  'dollar',
  'dollars',
  'superyacht',
  'yacht',
  'supercar',
  'tennis',
  'hotel',
  'jet',
  'golf',
  'marathon',
  'iphone',
  'formation',
  'miles',
  'won',
  'yen',
  'minimum',
  'federal',
  'animal',
  'explosion',
  'total',
  'normal',
  'global',
  'india',
  'canada',
  'estonia',
  'luxembourg',
  'monaco',
  'toronto',
  'venus',
  'mars',
  'eiffel',
  'minute',
  'smartphone',
  'smartphones',
  'distance',
  'supercar',
  'supercars',
  'jumbo',
  'mega',
  'everest',
  'neptune',
  'china',
  'pandemic',
  'median',
  'statue',
  'franc',
  'francs',
  'altitude',
  'pedestal',
  'jackpot',
  'record',
  'mount',
  'station',
  'standard',
  'yachts',
  'superyachts',
  'paris',
  'uranus',
  'saturn',
  'berlin',
  'bus',
  'mile',
];

/** Proper names that stay as they are in every language (they are not English left behind). */
export const PROPER_NAMES: readonly string[] = [
  'Icon of the Seas',
  'Boeing 747-8',
  'iPhone',
  'Super Bowl',
  'Powerball',
  'Salvator Mundi',
  'Netflix',
  'Microsoft',
  'Apple',
  'James Webb',
  'Parker Solar Probe',
  'Voyager',
  'Burj Khalifa',
  'Golden Gate',
  'Wembley',
  'Homo sapiens',
  'Sahelanthropus',
  'Magna Carta',
  'Turing',
  'ACM',
  'FIFA',
  'GPS',
  'COVID-19',
  'New York City',
  'New York',
  'Alan Eustace',
  'Christ the Redeemer',
  'Hyades',
  'Vega',
  'London',
  'Toronto',
  'Monaco',
  'Cook',
  'Leo',
  'Julius Caesar',
  'Leonardo da Vinci',
  'Proxima Centauri',
  'Big Bang',
  'Wright',
  'Eiffel',
  'Hastings',
  'Pompeii',
  'Holocene',
  'Cambrian',
  'Quaternary',
  'Orion',
  'Pleiades',
  'Milky Way',
  'Kármán',
  'Falkland',
  'Greenland',
  'Iceland',
  'Mount Everest',
  'Rio de Janeiro',
  'Golden Gate Bridge',
  'Giza',
];

/** The word for dollars in each language: a '$' said in words (`100.000 dólares` for `$100,000`). */
export const DOLLAR_WORDS: Readonly<Record<CheckedLang, string>> = {
  de: 'Dollar',
  fr: 'dollars?',
  es: 'dólar(?:es)?',
  'pt-BR': 'dólar(?:es)?',
  it: 'dollar[oi]',
  ja: 'ドル',
  'en-IN': 'dollars?',
};

/** Names whose digits a language may drop in translating them (新型コロナウイルス for COVID-19). */
export const NAMED_FIGURES: readonly string[] = ['COVID-19'];

/**
 * Names that carry digits of their own (a model, a disease): no multiplier of a claim, whatever
 * hedge stands before them (`o dobro da espessura de um iPhone 16` is twice, not 16 times).
 */
export const NAMES_WITH_FIGURES: readonly string[] = [
  'iPhone 16',
  'Boeing 747-8',
  'COVID-19',
  // A London bus by its decks, in the languages that count them in words: no multiplier.
  'a due piani',
  'a 2 piani',
  'de dos pisos',
  'de 2 pisos',
  'de dois andares',
  'de 2 andares',
];
