// The expressions' claims (claims.ts) in every language: English from english.ts (the reference, its
// text unchanged), every other language from its catalogue (src/languages/<lang>/catalogue.json) with figures and
// money re-spelled digit for digit in the locale. One template per form, as in english.ts.
import { type Args, byCode, phraseCaseOf, say } from '../i18n/catalogue.ts';
import type { Lang } from '../i18n/languages.ts';
import { countOf, type LocalFigure, roundedCount } from '../i18n/numbers.ts';
import {
  computedIn,
  type DecidedFigure,
  type FigureKind,
  figureArgs,
  figureIn,
  figuresIn,
  powerIn,
  wholeOf,
} from '../i18n/text.ts';
import { formatCount, type Shown } from '../money/format.ts';
import { decidedSum } from '../money/sum.ts';
import type { Claim, Echo, EquivalenceClaim, Measure, Quantity, RatioClaim } from './claims.ts';
import { english, englishEquivalence, englishRatio, type Prose } from './english.ts';
import { titleCase } from './prose.ts';

/** Unit symbols keep their case in a Title Case phrase (`1.15 Miles (1.85 km)`). */
const SYMBOLS = new Set(['mm', 'cm', 'm', 'km']);

/** Units of time count (`three years`); lengths measure (`3 feet`): docs/style-sheets.md. */
const TIME = new Set(['second', 'minute', 'hour', 'day', 'year', 'millennium']);
const kindOf = (unit: string): FigureKind => (TIME.has(unit) ? 'count' : 'measure');

/** A phrase's text in the language's phrase case. */
function phraseCase(text: string, lang: Lang, phrase: boolean): string {
  if (!phrase) return text;
  const setting = phraseCaseOf(lang);
  if (setting === 'title') return titleCase(text);
  return setting === 'sentence' ? capitalised(text) : text;
}

/** The first letter upper-cased (a phrase heading in a language that cases it as a sentence). */
const capitalised = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

function measure(
  { figure, unit, lessThan }: Measure,
  lang: Lang,
  title = false,
  spelled?: LocalFigure,
): string {
  const args: Args = figureArgs(spelled ?? figureIn(figure, lang, kindOf(unit)));
  // A symbol stays as it is; the figure's scale word is still a word of the phrase (`527 Quadrillion km`).
  const text = SYMBOLS.has(unit)
    ? say(lang, `unit.${unit}`, { ...args, figure: phraseCase(String(args.figure), lang, title) })
    : phraseCase(say(lang, `unit.${unit}`, args), lang, title);
  return lessThan ? phraseCase(say(lang, 'lessThan', { what: text }), lang, title) : text;
}

/** A shown figure's value as digits × 10^scale, both whole (`93` → 93n, 0). */
const shownParts = ({ digits, scale }: Shown): [bigint, number] => [BigInt(digits), scale];

/**
 * Whether millennia shown beside their years are rounded from them (`93 millennia (92,658 years)`):
 * the languages say so (`rund 93 Jahrtausende`, `about 49 millennia`), as English's published style
 * does not. A power of ten, or a figure already marked, is left as it is.
 */
function millenniaRounded(q: Quantity): boolean {
  if (q.unit !== 'millennium' || !q.also || q.figure.shown.style === 'power' || q.figure.shown.approximate)
    return false;
  const [m, ms] = shownParts(q.figure.shown);
  const [y, ys] = shownParts(q.also.figure.shown);
  // m × 10^(ms + 3) against y × 10^ys, both scaled to the smaller exponent.
  const low = Math.min(ms + 3, ys);
  return m * 10n ** BigInt(ms + 3 - low) !== y * 10n ** BigInt(ys - low);
}

/**
 * A figure of four to six whole digits to three significant digits, beside one a language rounds so
 * (`rund 615.000 Jahrtausende` beside `rund 615 Millionen Jahre`, `rund 734.000 Meilen` beside `rund 1,18
 * Millionen Kilometer`): one quantity, its two figures no more precise than each other.
 */
function roundedLike(reference: Shown, figure: DecidedFigure, millennia = false): DecidedFigure {
  const { shown } = figure;
  const other = roundedCount(reference);
  // The other figure is rounded only where rounding changed it (`1.000.000 km` is exact).
  const value = ({ digits, scale }: Shown) => BigInt(digits) * 10n ** BigInt(Math.max(scale, 0));
  const changed = other?.rounded === true && value(other.shown) !== value(reference);
  const { digits } = shown;
  // Four to six digits: a million or more are rounded as every large count is (figureIn).
  const plain = shown.style === 'plain' && shown.scale === 0;
  if (!changed || !plain || digits.length <= 3 || digits.length > 6) return figure;
  // Millennia beside rounded years are those years in thousands, never rounded a second time
  // (`unos 1,66 millones de años, es decir, unos 1.660 milenios`, not `1.670` from 1,665).
  const whole = millennia ? value(other.shown) / 1000n : roundedDigits(digits, 3);
  // Already three significant digits (`840.000 Jahrtausende` beside `840 Millionen Jahre`): exact.
  return whole === BigInt(digits) && !shown.approximate ? figure : roundedAs(figure, whole);
}

/** A whole figure's digits rounded half up to `keep` significant digits. */
function roundedDigits(digits: string, keep: number): bigint {
  const kept = BigInt(digits.slice(0, keep)) + (Number(digits[keep]) >= 5 ? 1n : 0n);
  return kept * 10n ** BigInt(digits.length - keep);
}

/** The figure as `whole`, marked rounded (its language says so: `rund`, `quelque`, `約`). */
function roundedAs(figure: DecidedFigure, whole: bigint): DecidedFigure {
  return { text: formatCount(whole), shown: { ...figure.shown, digits: `${whole}`, approximate: true } };
}

/** A length under a thousand units (`697 m`, `1.6 km`). */
const isShort = (length: Shown) => length.digits.length + Math.max(length.scale, 0) <= 3;

/**
 * A conversion no more precise than the length it converts (`1,6 km (rund 5200 Fuß)`, `697メートル
 * （約2290フィート）`): beside a length shown to three significant digits or fewer, the other figure keeps
 * as many (two at least beside a short length, three beside a longer one), rounded half up and marked.
 */
function precisionOf(length: Shown, figure: DecidedFigure): DecidedFigure {
  const { shown } = figure;
  const shownDigits = length.digits.replace(/0+$/, '').length;
  // A length given to four digits or more is exact, and so is its conversion (`59.378 Kilometer (36.896
  // Meilen)`).
  if (length.style !== 'plain' || shownDigits > 3) return figure;
  // Two digits at least beside a short length (`1,6 km`), three beside a longer one (`62億3000万キロメートル
  // （約38億7000万マイル）`), as the language would round the conversion anyway.
  const keep = Math.max(shownDigits, isShort(length) ? 2 : 3);
  const { digits } = shown;
  if (shown.style !== 'plain' || shown.scale !== 0 || digits.length < 4 || digits.length <= keep)
    return figure;
  const rounded = roundedDigits(digits, keep);
  return rounded === BigInt(digits) ? figure : roundedAs(figure, rounded);
}

function quantity(q: Quantity, lang: Lang, title = false): string {
  if (!q.also) return measure(q, lang, title);
  // One quantity in two units, its two figures in one style; millennia rounded from the years say so,
  // and are no more precise than years the language rounds. English keeps its published figures
  // (test/i18n/catalogue-english.test.ts says English from here too).
  const marked =
    lang !== 'en' && millenniaRounded(q)
      ? { ...q.figure, shown: { ...q.figure.shown, approximate: true as const } }
      : q.figure;
  // Each figure no more precise than the other (`rund 734.000 Meilen` beside `rund 1,18 Millionen
  // Kilometer`, whichever the engine put first).
  const alike = lang !== 'en' && lang !== 'ja';
  const rounded = alike ? roundedLike(q.also.figure.shown, marked, q.unit === 'millennium') : marked;
  // (Indian English rounds a long conversion in words already: `about 66.1 billion miles`.)
  const converts =
    lang !== 'en' && q.unit !== 'millennium' && (lang !== 'en-IN' || isShort(q.also.figure.shown));
  const first = converts ? precisionOf(q.also.figure.shown, rounded) : rounded;
  const second =
    alike && q.unit !== 'millennium' ? roundedLike(q.figure.shown, q.also.figure) : q.also.figure;
  const [one, two] = figuresIn([first, second], lang, kindOf(q.unit));
  // A sentence-case phrase capitalises its first word only, whichever unit the language puts first.
  const each = title && phraseCaseOf(lang) === 'title';
  const text = say(lang, 'quantity.also', {
    first: measure(q, lang, each, one),
    second: measure(q.also, lang, each, two),
    measure: q.unit === 'millennium' ? 'time' : 'length',
    // A thousand millennia or more, which a language may say in years alone (Corriere: `circa 580
    // miliardi di anni`, never `580 milioni di millenni`).
    large: q.unit === 'millennium' && countOf(q.figure.shown) >= 1000 ? 'yes' : 'no',
  });
  return title && !each ? phraseCase(text, lang, true) : text;
}

const boundOf = (e: Echo) => e.bound ?? 'none';

/** The phrase and sentence of a claim in `lang`. */
export function prose(claim: Claim, lang: Lang): Prose {
  if (byCode(lang)) return english(claim);
  switch (claim.kind) {
    case 'duration': {
      const length = quantity(claim.length, lang);
      return {
        phrase: quantity(claim.length, lang, true),
        sentence: say(lang, `duration.${claim.form}`, { wealth: claim.wealth, spend: claim.spend, length }),
        scale: null,
      };
    }
    case 'stack': {
      const height = quantity(claim.height, lang);
      const money = say(lang, `money.${claim.moneyKind}.stack`);
      return {
        phrase: quantity(claim.height, lang, true),
        sentence: say(lang, 'stack.sentence', { wealth: claim.wealth, money, height }),
        scale: null,
      };
    }
    case 'noStack': {
      const one = say(lang, `money.${claim.moneyKind}.one`);
      return {
        phrase: phraseCase(say(lang, 'noStack.phrase', { one }), lang, true),
        sentence: say(lang, 'noStack.sentence', { wealth: claim.wealth, one }),
        scale: claim.needed,
      };
    }
    case 'items': {
      const key = `item.${claim.item}`;
      const counted = figureArgs(figureIn(claim.count, lang, 'count'));
      const items = say(lang, `${key}.count`, { ...counted, heading: 'no' });
      // A heading names its count in the nominative (German `Kein Studienkredit`, the sentence `keinen`).
      const heading = say(lang, `${key}.count`, { ...counted, heading: 'yes' });
      const what =
        claim.many === 'several'
          ? say(lang, 'items.allAtOnce', { items })
          : claim.many === 'one'
            ? items
            : say(lang, 'items.noneWhat', { one: say(lang, `${key}.one`) });
      return {
        phrase: phraseCase(say(lang, 'items.phrase', { items: heading }), lang, true),
        sentence: say(lang, `items.${claim.many}`, {
          wealth: claim.wealth,
          action: say(lang, `${key}.action`, { what }),
        }),
        scale: null,
      };
    }
    case 'growth': {
      // A growth English printed in digits is a sum the language writes in its house style.
      const sum = (figure: string) => {
        const decided = decidedSum(figure, claim.currency, claim.bounds);
        return decided
          ? computedIn(decided, claim.prefix + figure, lang)
          : powerIn(claim.prefix, figure, claim.currency, lang);
      };
      const amount =
        claim.growth === null
          ? say(lang, 'growth.lessThanAmount', { amount: sum(claim.least) })
          : sum(claim.growth.text);
      const years = say(lang, 'growth.years', {
        ...figureArgs(figureIn(claim.years, lang, 'count')),
        bound: boundOf(claim.years),
      });
      const percent = say(lang, 'growth.percent', {
        figure: figureIn(claim.percent, lang).text,
        whole: wholeOf(claim.percent.text),
        bound: boundOf(claim.percent),
      });
      return {
        phrase: phraseCase(say(lang, 'growth.phrase', { amount, years }), lang, true),
        sentence: say(lang, 'growth.sentence', {
          percent,
          frequency: say(lang, 'growth.frequency', { frequency: claim.frequency }),
          wealth: claim.wealth,
          amount,
          years,
        }),
        scale: null,
      };
    }
  }
}

/** The ratio's phrase (`10.000.000 : 1`) and sentence in `lang`. */
export function ratioProse(claim: RatioClaim, lang: Lang): { phrase: string; sentence: string } {
  if (byCode(lang)) return englishRatio(claim);
  // The phrase is a ratio of figures (`2 : 1`); the sentence counts times (`two times yours`).
  const factor = figureIn(claim.factor, lang, 'digits').text;
  const figure = figureIn(claim.factor, lang, 'count');
  const theirsLarger = claim.order >= 0;
  return {
    phrase: theirsLarger ? `${factor} : 1` : `1 : ${factor}`,
    sentence: say(lang, claim.order === 0 ? 'ratio.equal' : theirsLarger ? 'ratio.theirs' : 'ratio.yours', {
      ...figureArgs(figure),
      factor: figure.text,
    }),
  };
}

/** The equivalence sentence in `lang` (amounts already in the language). */
export function equivalenceProse(claim: EquivalenceClaim, lang: Lang): string {
  if (byCode(lang)) return englishEquivalence(claim);
  const { order, small, big } = claim;
  if (order === 0) return say(lang, 'equivalence.same', { small });
  // Decided on the English sums: a language may mark one of two equal figures as rounded (`rund`).
  if (claim.same ?? big === small) return say(lang, 'equivalence.almostSame', { small });
  return say(lang, order > 0 ? 'equivalence.theirs' : 'equivalence.yours', { big, small });
}
