// Figures and money in a language: English's are the English texts themselves (src/money/format.ts,
// unchanged); every other language's are re-spelled by the numbers layer (numbers.ts, money.ts).
import type { Currency } from '../money/currencies.ts';
import { type Figure, formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import type { Lang } from './languages.ts';
import {
  countOf,
  englishRoundedCount,
  englishRoundWords,
  type LocalFigure,
  roundedCount,
  spellFigure,
} from './numbers.ts';
import { SCALE } from './scale-words.ts';
import { STYLES } from './styles/index.ts';
import { powerSumIn, type Sum, sumIn } from './sums.ts';

/**
 * A figure as the engine decided it (src/money/format.ts): its English text and its structure, the
 * exact value shown and how English says it. Languages write the structure; none reads the text back.
 */
export type DecidedFigure = Pick<Figure, 'text' | 'shown'>;

/**
 * What a figure counts: things, times or time (`count`: Indian English says one to nine in words), a
 * length (`measure`: no more precise than its conversion), a percentage or an anchor's figure
 * (`figure`: digits), or a figure that stands alone, as a ratio's (`digits`: never rounded, Indian
 * English `1 : 1,775,242,544,017`).
 */
export type FigureKind = 'count' | 'figure' | 'measure' | 'digits';

/** Significant digits an Indian English measure of a million or more shows (its conversion's). */
const MEASURE_DIGITS = 3;

/** A figure the engine decided, in `lang`, with the number plural rules read and whether it ends in a scale word. */
export function figureIn(figure: DecidedFigure, lang: Lang, kind: FigureKind = 'figure'): LocalFigure {
  const { text, shown } = figure;
  // Indian English writes every figure but a rupee sum as English does, a round one of a million or
  // more in words (`1 billion times`), any other of a million or more rounded (`about 2.35 trillion
  // times`), a count of one to nine in words (The Hindu: docs/style-sheets.md).
  // A count the press writes in words (`fünf`, `trois`, `three`: src/languages/<lang>/numbers.ts).
  const smallWords = SCALE[lang].smallWords;
  if (kind === 'count' && smallWords !== undefined && shown.style === 'plain' && shown.scale === 0) {
    const word = smallWords[Number(shown.digits) - 1];
    if (word !== undefined && word !== '' && shown.digits.length <= 2) {
      // One marked rounded says so before its word (`unos dos milenios`, `about two millennia`).
      // (English has no small words: every language here has a style, Indian English's `about `.)
      const rounded = shown.approximate && lang !== 'en' ? STYLES[lang].rounded : '';
      return { text: `${rounded}${word}`, count: Number(shown.digits), worded: false, small: true };
    }
  }
  if (lang === 'en-IN') {
    // A measure of a million or more is no more precise than its conversion beside it (`about 106
    // billion km (about 66.1 billion miles)`, The Hindu): past three significant digits, rounded.
    const precise = kind === 'measure' && shown.digits.replace(/0+$/, '').length > MEASURE_DIGITS;
    const worded =
      (precise ? undefined : englishRoundWords(shown)) ??
      (kind === 'digits' ? undefined : englishRoundedCount(shown));
    if (worded !== undefined) return { text: worded, count: countOf(shown), worded: true };
  }
  if (lang === 'en-IN' && shown.approximate && kind !== 'digits') {
    return { text: `about ${text}`, count: countOf(shown), worded: true };
  }
  if (lang !== 'en' && lang !== 'en-IN') {
    // A count of a million or more that is not round, rounded as the press writes one (`rund 765
    // Billionen Mal`); Japanese keeps every 万 group (`12億4958万9041年`). A ratio's heading stands alone.
    const exact = spellFigure(shown, lang);
    const count = kind === 'digits' || lang === 'ja' || exact.worded ? undefined : roundedCount(shown);
    const spelled = count === undefined ? exact : spellFigure(count.shown, lang);
    // A figure rounded, by the engine to its scale word or here, says so where the language's words
    // read exact (`rund 2,7 Trillionen`, `約270京`: docs/style-sheets.md).
    const rounded = count === undefined ? shown.approximate === true && kind !== 'digits' : count.rounded;
    // One before a scale word in words (`eine Milliarde Mal`), where it counts and is exact.
    const one = SCALE[lang].oneBeforeWord;
    const said =
      one !== undefined &&
      !rounded &&
      spelled.worded &&
      kind !== 'digits' &&
      /^1[\s\u00a0]\D/u.test(spelled.text)
        ? { ...spelled, text: `${one}${spelled.text.slice(1)}` }
        : spelled;
    if (!rounded) return forPlurals(said);
    // A rounded one where the word agrees with its number (Spanish `alrededor de un trillón`, not `unos 1`).
    const { roundedOne } = STYLES[lang];
    if (roundedOne !== undefined && /^1[\s\u00a0]\D/u.test(said.text))
      return forPlurals({ ...said, text: `${roundedOne}${said.text.slice(1)}` });
    return forPlurals({ ...said, text: `${STYLES[lang].rounded}${said.text}`, rounded: true });
  }
  return { text, count: countOf(shown), worded: shown.style === 'long' };
}

/**
 * A figure's catalogue arguments: its text, the number plural rules choose on, and whether it ends in
 * a scale word (`yes`/`no`: French, Spanish, Italian and Portuguese put `de`/`di` after one).
 */
export const figureArgs = (figure: LocalFigure) => ({
  figure: figure.text,
  /** The figure capitalised, for a compound that starts with it (German `das Siebenfache`). */
  Figure: figure.text.charAt(0).toUpperCase() + figure.text.slice(1),
  count: figure.count,
  worded: figure.worded ? 'yes' : 'no',
  small: figure.small ? 'yes' : 'no',
  /** Rounded, for a language that says one in words (`environ un millénaire`, not `un millénaire`). */
  about: figure.rounded ? 'yes' : 'no',
});

/**
 * Plural rules read a count from 10²⁰ on in exponent form and call it `one` in Portuguese and French
 * (`1,82 × 10⁵² vez`): counts are given to them at most 10¹⁵, which every language calls plural.
 */
const PLURAL_CEILING = 1e15;

function forPlurals(figure: LocalFigure): LocalFigure {
  return figure.count > PLURAL_CEILING ? { ...figure, count: PLURAL_CEILING } : figure;
}

/**
 * The whole part of an English figure's digits (`83` of `83.5`, `0` of `0.1`): passed beside a
 * percentage so that a language can choose the article it takes (Italian `l’8%`, `lo 0,5%`, `il 5%`).
 */
export const wholeOf = (english: string) => english.split('.')[0]?.replaceAll(',', '') ?? '';

/**
 * The caller's amount exactly, in `lang`: English's label (`$1,000`), or the language's house style
 * (`1.000 Dollar`, `1,5 Milliarden Euro`, `73億9047万円`: docs/style-sheets.md).
 */
export function moneyIn(money: Money, currency: Currency, lang: Lang): string {
  return lang === 'en' ? formatMoney(money, currency) : sumIn({ money, currency }, lang);
}

/** A sum the engine computed (a growth, an equivalence's spend), in `lang`'s house style. */
export function computedIn(sum: Sum, english: string, lang: Lang): string {
  return lang === 'en' ? english : sumIn(sum, lang);
}

/** A sum the engine printed as a power of ten (`$2.5 × 10³⁷`), in `lang`'s house style. */
export function powerIn(prefix: string, figure: string, currency: Currency, lang: Lang): string {
  return lang === 'en' ? `${prefix}${figure}` : powerSumIn(figure, currency, lang);
}

/**
 * Figures that stand together (one quantity in two units, the two amounts of an equivalence) in one
 * style (docs/prose.md, "one style"): English decided it for English; a language whose words end
 * sooner (ja from 10²⁰, en-IN from 10¹⁷) may print one of them as a power of ten and the other in
 * words: then both are printed as powers of ten, the same exact values.
 */
export function figuresIn(
  english: readonly DecidedFigure[],
  lang: Lang,
  kind: FigureKind = 'figure',
): LocalFigure[] {
  const figures = english.map((figure) => figureIn(figure, lang, kind));
  const powers = figures.filter((f) => f.text.includes('×')).length;
  if (lang === 'en' || powers === 0 || powers === figures.length) return figures;
  return english.map(({ shown }, i) => {
    if (!(figures[i] as LocalFigure).worded) return figures[i] as LocalFigure;
    return forPlurals(spellFigure({ ...shown, style: 'power' }, lang));
  });
}
