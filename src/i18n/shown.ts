// An anchor's own figure as its English text shows it (`≈8,849 m`, `≈1.37M people`, `15 March 44 BC`,
// `≈US$2.04B`), said in another language: the same value, digit for digit, in the locale's numbers and
// the catalogue's words. Every anchor's figure is one of the forms below; a test reads every anchor of
// every table in every language, so a new form fails there, never at request time.

import { CURRENCIES } from '../money/currencies.ts';
import { decidedSum } from '../money/sum.ts';
import { has, say } from './catalogue.ts';
import { type Lang, LOCALES } from './languages.ts';
import { localMoneyFigure } from './money.ts';
import { readEnglishFigure } from './numbers.ts';
import { SCALE } from './scale-words.ts';
import { sumIn } from './sums.ts';
import { type DecidedFigure, figureArgs, figureIn } from './text.ts';

/** Short compact suffixes (`1.37M`) as the English scale words the numbers layer reads. */
const COMPACT: Record<string, string> = { K: ' thousand', M: ' million', B: ' billion', T: ' trillion' };

/** Units and counted nouns of anchors' figures, by their English plural, to catalogue keys. */
const NOUNS: Record<string, string> = {
  days: 'unit.day',
  years: 'unit.year',
  mm: 'unit.mm',
  m: 'unit.m',
  km: 'unit.km',
  'light-years': 'unit.lightYear',
  people: 'noun.people',
  seats: 'noun.seats',
  stars: 'noun.stars',
  pupils: 'noun.pupils',
  runners: 'noun.runners',
  guests: 'noun.guests',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const FIGURE = String.raw`(\d[\d,]*(?:\.\d+)?)([KMBT]| million| billion| trillion)?`;
const COUNTED = new RegExp(`^${FIGURE} (${Object.keys(NOUNS).join('|')})$`);
const AGO = new RegExp(`^${FIGURE} years ago$`);
const MONEY = new RegExp(`^(US\\$)${FIGURE}$`);
const DATE = new RegExp(`^(?:(\\d{1,2}) )?(${MONTHS.join('|')}) (\\d+)( BC)?$`);

/** The English figure with a long scale word, as the numbers layer reads it. */
const englishFigure = (digits: string, suffix: string | undefined) =>
  digits + (suffix === undefined ? '' : suffix.startsWith(' ') ? suffix : (COMPACT[suffix] as string));

/**
 * An anchor's figure as the data set prints it (`13.8 billion`, `1.37M`), read as the value it shows:
 * the data set's text is its published form, every form a test reads at start (see above).
 */
function dataFigure(english: string): DecidedFigure {
  // A rounded figure's trailing zeros claim a precision its `≈` denies (`約79.0年`): the press drops them.
  const text = /^\d[\d,]*\.\d*0$/.test(english) ? english.replace(/\.?0+$/, '') : english;
  const shown = readEnglishFigure(text);
  if (shown === undefined) throw new Error(`an anchor's figure in a form no language reads: ${text}`);
  return { text, shown };
}

/** Counted nouns and units of time, which Indian English says in words from one to nine (`(four years)`). */
const COUNTS = new Set(['unit.day', 'unit.year']);

function counted(key: string, digits: string, suffix: string | undefined, lang: Lang): string {
  const kind = COUNTS.has(key) || key.startsWith('noun.') ? 'count' : 'figure';
  const figure = figureIn(dataFigure(englishFigure(digits, suffix)), lang, kind);
  return say(lang, key, figureArgs(figure));
}

/** Dates written otherwise than the locale's CLDR default: The Hindu puts the month first (`July 26, 2024`). */
const DATE_LOCALES: Readonly<Partial<Record<Lang, string>>> = { 'en-IN': 'en-US' };

const dayMonths = new Map<Lang, Intl.DateTimeFormat>();
const fullDates = new Map<Lang, Intl.DateTimeFormat>();

function formatter(cache: Map<Lang, Intl.DateTimeFormat>, lang: Lang, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[lang] ?? LOCALES[lang], { ...options, timeZone: 'UTC' });
    cache.set(lang, format);
  }
  return format;
}

function date(day: string | undefined, month: string, year: string, bc: boolean, lang: Lang): string {
  const m = MONTHS.indexOf(month);
  const y = Number(year);
  // A modern date with its day: the locale's own long date (`20. Juli 1969`, `1969年7月20日`).
  if (day !== undefined && !bc && y >= 1000) {
    return formatter(fullDates, lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(Date.UTC(y, m, Number(day))),
    );
  }
  // Otherwise the day and month from Intl (any year with 31 days in every month will do) and the year said.
  const yearText = bc ? say(lang, 'date.bc', { year }) : say(lang, 'date.ad', { year });
  if (day === undefined) return yearText;
  const dayMonth = formatter(dayMonths, lang, { day: 'numeric', month: 'long' }).format(
    new Date(Date.UTC(2001, m, Number(day))),
  );
  return say(lang, 'date.withDay', { dayMonth, year: yearText });
}

/** An anchor's English figure text in `lang`; `noun`, a catalogue key, names what it counts where the wording says so. */
export function localShown(shown: string, lang: Lang, noun?: string): string {
  // English's figures are the English text itself (the catalogue-English differential test reads them so).
  if (lang === 'en') return shown;
  const approx = shown.startsWith('≈');
  // A date counted back as the language's press writes one (`vor etwa 13,8 Milliarden Jahren`, `il y a
  // environ 13,8 milliards d’années`), the rounding said in its words: docs/style-sheets.md, "Voice".
  const ago = has(lang, 'shown.agoFigure') ? AGO.exec(approx ? shown.slice(1) : shown) : null;
  if (ago) {
    const figure = figureIn(dataFigure(englishFigure(ago[1] as string, ago[2])), lang);
    return say(lang, 'shown.agoFigure', {
      ...figureArgs(figure),
      what: say(lang, 'unit.year', figureArgs(figure)),
      approx: approx ? 'yes' : 'no',
    });
  }
  const body = spoken(approx ? shown.slice(1) : shown, lang, noun);
  // A figure given to four significant digits or more reads as measured (`8.849 m`, `38.367 Menschen`,
  // `39万4324人`): the press prints no rounding word before it (docs/style-sheets.md, "Voice").
  if (!approx || significantDigits(shown) >= PRECISE_DIGITS) return body;
  // `≈`, or the language's own word for a rounded figure (Japanese `約`), agreeing with what it counts
  // where the language's word does (Spanish `unas 880 personas`, `unos 41,8 millones de personas`).
  if (!has(lang, 'shown.approx')) return `≈${body}`;
  const counts = noun ?? NOUNS[COUNTED.exec(shown.slice(1))?.[3] ?? ''];
  return say(lang, 'shown.approx', { what: body, gender: genderOf(lang, counts, body) });
}

/**
 * The grammatical gender a rounding word takes before a figure: the counted noun's (its catalogue's
 * `<noun>.gender`), but a scale word's where one stands before the noun (`millones de personas`).
 */
function genderOf(lang: Lang, noun: string | undefined, body: string): string {
  const key = `${noun}.gender`;
  if (noun === undefined || !has(lang, key)) return 'masculine';
  const words = SCALE[lang].words.flatMap((w) => [w.one, w.other]);
  return words.some((word) => body.includes(` ${word} `)) ? 'masculine' : say(lang, key);
}

const PRECISE_DIGITS = 4;

/** Significant digits of the first figure of an anchor's text (`≈38,367 people` 5, `≈9.12M` 3). */
function significantDigits(text: string): number {
  const figure = /\d[\d,.]*/.exec(text)?.[0] ?? '';
  return figure.replace(/[,.]/g, '').replace(/^0+/, '').replace(/0+$/, '').length;
}

function spoken(body: string, lang: Lang, noun?: string): string {
  let match = COUNTED.exec(body);
  if (match)
    return counted(noun ?? (NOUNS[match[3] as string] as string), match[1] as string, match[2], lang);
  match = AGO.exec(body);
  if (match)
    return say(lang, 'shown.ago', { what: counted('unit.year', match[1] as string, match[2], lang) });
  match = MONEY.exec(body);
  if (match) {
    // A US-dollar figure as the language's house style writes a sum (`470 billones de dólares`).
    const figure = englishFigure(match[2] as string, match[3]);
    const sum = decidedSum(figure, CURRENCIES.USD, [0, 0]);
    // Indian English: the dollar figure in English words with the dollar's sign (`$2.04 billion`), as
    // The Hindu prints one.
    if (lang === 'en-IN') return `$${figure}`;
    if (sum !== undefined && lang !== 'en')
      return sumIn(
        { money: sum.money, currency: sum.currency, worded: sum.worded ?? false, figure, shown: true },
        lang,
      );
    return localMoneyFigure(match[1] as string, figure, lang).text;
  }
  if (body.startsWith('c. ')) return say(lang, 'date.circa', { date: spoken(body.slice(3), lang) });
  match = /^AD (\d+)$/.exec(body);
  if (match) return say(lang, 'date.ad', { year: match[1] as string });
  match = /^(\d+) BC$/.exec(body);
  if (match) return say(lang, 'date.bc', { year: match[1] as string });
  match = DATE.exec(body);
  if (match) return date(match[1], match[2] as string, match[3] as string, match[4] !== undefined, lang);
  throw new Error(`an anchor's figure in a form no language reads: ${body}`);
}
