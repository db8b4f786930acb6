// Sums of money in a language's house style (docs/style-sheets.md): the engine hands a structured sum
// (its exact value, currency and role), the language's style sheet (./styles) chooses digits, words
// and the currency's name. English never comes here: it keeps the published style (src/money/format.ts).
import type { Currency } from '../money/currencies.ts';
import { toPlainString } from '../money/decimal.ts';
import { formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { labelOf, localMoneyNumber, placeLabel } from './money.ts';
import {
  decimalSign,
  isOne,
  localDecimal,
  localFigure,
  myriad,
  myriadDigits,
  pointAt,
  WORD_DECIMALS,
} from './numbers.ts';
import { type NumberLang, SCALE } from './scale-words.ts';
import { STYLES, type SumStyle, type SumWord } from './styles/index.ts';
import type { CurrencyName } from './styles/types.ts';

type Styled = Exclude<NumberLang, 'en'>;

/**
 * A sum as the engine decided it. An echo (`bounds` absent) is the caller's amount, printed exactly;
 * a computed sum carries float bounds around its exact value before the engine rounded it, so that a
 * language rounds it once, from the exact value (docs/style-sheets.md, "Sums").
 */
export interface Sum {
  readonly money: Money;
  readonly currency: Currency;
  readonly bounds?: readonly [number, number];
  /** The engine itself printed it with a scale word (a figure it rounded): no word for a rounded sum. */
  readonly worded?: boolean;
  /** That figure as the engine printed it (`936 sextillion`), said as any figure past the style's words. */
  readonly figure?: string;
  /** An anchor's own figure (`≈US$83,730`): exact, never sent back, so no cents to read it one way. */
  readonly shown?: true;
}

/** Largest whole part a mantissa may have in an exact spelling (`184 700 millones`). */
const EXACT_WHOLE_DIGITS = 6;

/** A plain decimal's digits without the point and the number of decimals. */
function parts(plain: string): { digits: string; decimals: number; whole: string } {
  const point = plain.indexOf('.');
  const whole = (point < 0 ? plain : plain.slice(0, point)).replace(/^0+(?=\d)/, '');
  const fraction = point < 0 ? '' : plain.slice(point + 1).replace(/0+$/, '');
  return { digits: `${whole}${fraction}`.replace(/^0+(?=\d)/, ''), decimals: fraction.length, whole };
}

/** The mantissa of `plain` ÷ 10^exponent, trailing zeros of its fraction dropped. */
function mantissaOf(plain: string, exponent: number): string {
  const { digits, decimals } = parts(plain);
  const shifted = pointAt(digits, decimals + exponent);
  return shifted.includes('.') ? shifted.replace(/\.?0+$/, '') : shifted;
}

const wholeDigits = (mantissa: string) => (mantissa.split('.')[0] as string).length;

const wordsOf = (style: SumStyle, currency: Currency) => style.wordsFor?.[currency.code] ?? style.words;

/** The words at or below a value, largest first, each with the value's mantissa before it. */
function* spellings(
  plain: string,
  words: readonly SumWord[],
): Generator<{ mantissa: string; word: SumWord }> {
  const magnitude = parts(plain).whole.length - 1;
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] as SumWord;
    if (word.exponent <= magnitude) yield { mantissa: mantissaOf(plain, word.exponent), word };
  }
}

/** English's scale words: before one of them a comma and three digits read two ways (docs/languages.md). */
const ENGLISH_SPELLINGS: ReadonlySet<string> = new Set(SCALE.en.words.flatMap((w) => [w.one, w.other]));
const ENGLISH_DECIMALS = 2;

/** The largest word whose mantissa is exact with at most `decimals` decimals (`7.390,47 Millionen`). */
function exactWord(
  plain: string,
  words: readonly SumWord[],
  decimals: number,
  lang: Styled,
): { mantissa: string; word: SumWord } | undefined {
  for (const found of spellings(plain, words)) {
    const { mantissa, word } = found;
    const shown = mantissa.includes('.') ? mantissa.length - mantissa.indexOf('.') - 1 : 0;
    // In a comma language a word English spells alike (French `1,289 million`) leaves a third decimal
    // read two ways.
    const spelled = isOne(lang, mantissa) ? word.one : word.other;
    const alike = decimalSign(lang) === ',' && ENGLISH_SPELLINGS.has(spelled.toLowerCase());
    const shared = alike ? ENGLISH_DECIMALS : decimals;
    const most = Math.min(decimals, shared, word.exactDecimals ?? decimals);
    if (shown <= most && wholeDigits(mantissa) <= (word.exactDigits ?? EXACT_WHOLE_DIGITS)) return found;
    if (word.alone) return undefined;
  }
  return undefined;
}

/** The largest word at or below a rounded value, within its mantissa's digits (undefined past the last). */
function roundedWord(
  plain: string,
  words: readonly SumWord[],
): { mantissa: string; word: SumWord } | undefined {
  const found = spellings(plain, words).next().value;
  return found && wholeDigits(found.mantissa) <= found.word.digits ? found : undefined;
}

/** Float bounds rounded to three significant digits, as a plain decimal; undefined where they part. */
function roundedOnce(bounds: readonly [number, number]): string | undefined {
  const [low, high] = bounds.map((b) => b.toPrecision(3));
  if (low !== high || low === undefined) return undefined;
  const [mantissa = '', exp = '0'] = low.split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const exponent = Number(exp);
  const digits = `${whole}${fraction}`;
  return pointAt(digits, fraction.length - exponent);
}

/** The number of a mantissa in the language (English grouping for Indian English's non-rupee sums). */
function mantissaText(mantissa: string, lang: Styled, currency: Currency): string {
  const notation = lang === 'en-IN' && currency.code !== 'INR' ? 'en' : lang;
  return localDecimal(mantissa, notation);
}

/** A number text (digits, or a mantissa with its word) with the currency as the style writes it. */
function withCurrency(
  number: string,
  currency: Currency,
  lang: Styled,
  style: SumStyle,
  count: { afterWord: boolean; mantissa: string; numeral?: boolean },
): string {
  const name = style.names?.[currency.code];
  if (name === undefined) return placeLabel(labelOf(currency, lang), number, lang);
  if (count.afterWord) {
    // A numeral (`mil`) takes the name with no preposition: `20 mil libras`.
    const of = count.numeral ? undefined : style.of;
    const before =
      of === undefined ? '' : of.elided && /^[aeiouéèêh]/i.test(name.other) ? of.elided : of.word;
    return `${number}${style.nameSpace === '' ? '' : ' '}${before}${name.other}`;
  }
  return `${number}${style.nameSpace}${isOne(lang, count.mantissa) ? name.one : name.other}`;
}

/** A mantissa and its word, the word singular or plural on the mantissa as printed. */
function worded(mantissa: string, word: SumWord, lang: Styled, currency: Currency): string {
  const said = isOne(lang, mantissa) ? word.one : word.other;
  return `${mantissaText(mantissa, lang, currency)} ${said}`;
}

/** The exact amount in digits, padded to the currency's minor unit, with the currency as the style writes it. */
function inDigits(money: Money, currency: Currency, lang: Styled, style: SumStyle, echo: boolean): string {
  // Indian English writes other currencies' digits as English does (international groups).
  // A currency named after the number (`1.000 ienes`) reads back without the cents a sign before it needs.
  const named = style.names?.[currency.code] !== undefined;
  const number =
    lang === 'en-IN' && currency.code !== 'INR'
      ? formatMoney(money, currency).slice(currency.prefix.length)
      : localMoneyNumber(money, currency, lang, echo && !named);
  if (!named) return placeLabel(labelOf(currency, lang), number, lang);
  // Japanese: 万・億 groups, no group sign, no trailing zeros (`2900`, `11万3507.38`, `0.5ポンド`).
  const grouped = number.replaceAll(',', '');
  const bare = style.myriad && grouped.includes('.') ? grouped.replace(/\.?0+$/, '') : grouped;
  const shown = style.myriad ? (myriadDigits(bare) ?? bare) : number;
  // Plural rules read the value and whether decimals are shown, as the number prints it.
  return withCurrency(shown, currency, lang, style, {
    afterWord: false,
    mantissa: toPlainString(money.amount),
  });
}

/** A sum in `lang`'s house style (docs/style-sheets.md, "Sums"). */
export function sumIn(sum: Sum, lang: Styled): string {
  const style = STYLES[lang];
  const { money, currency } = sum;
  const echo = sum.bounds === undefined && !sum.worded && !sum.shown;
  const digits = () => inDigits(money, currency, lang, style, echo);
  const plain = money.amount.coefficient < 0n ? undefined : toPlainString(money.amount);
  if (plain === undefined) return digits();
  const minor = minorSum(plain, style.minor?.[currency.code]);
  if (minor !== undefined) return minor;
  const magnitude = parts(plain).whole.length - 1;
  const below = style.digitsBelowFor?.[currency.code] ?? style.digitsBelow;
  if (magnitude < below) return digits();
  const words = wordsOf(style, currency);
  const spell = (found: { mantissa: string; word: SumWord } | undefined) =>
    found && {
      text: worded(found.mantissa, found.word, lang, currency),
      mantissa: found.mantissa,
      numeral: found.word.numeral === true,
    };
  const named = (found: { text: string; mantissa: string; numeral?: boolean }) =>
    withCurrency(found.text, currency, lang, style, {
      afterWord: !style.myriad,
      mantissa: style.myriad ? '2' : found.mantissa,
      numeral: found.numeral === true,
    });
  // A computed sum of a million or more (a lakh of rupees) is shown to three significant digits: exactly
  // where it has no more, else rounded once. Below that it is exact, in words where they say it exactly.
  const computed =
    sum.bounds !== undefined && !sum.worded && magnitude >= (style.digitsBelowFor?.[currency.code] ?? 6);
  // A sum the engine rounded to a scale word (`$2.8 quadrillion` for 2.81…): the language's word for a
  // rounded sum says so, where its words read exact (docs/style-sheets.md).
  const word = roundedByEngine(sum) ? style.rounded : '';
  if (!computed || significant(plain) <= ROUNDED_DIGITS) {
    // At most three decimals before a word: an echo reads back as the same amount (docs/languages.md),
    // and the press writes no more (`448.454 rúpias`, not `448,4537 mil`).
    const exact = style.myriad ? myriadSum(plain) : spell(exactWord(plain, words, WORD_DECIMALS, lang));
    if (exact) return oneInWords(`${word}${named(exact)}`, style);
  }
  if (sum.worded && sum.figure !== undefined) {
    // Past the style's sum words: the figure in the language's words for any figure (`2,5 × 10³⁷`), the
    // preposition only after a word (`1,4 × 10²⁵ dollari`, never `× 10²⁵ di dollari`).
    const figure = localFigure(sum.figure, lang);
    return `${word}${withCurrency(figure.text, currency, lang, style, { afterWord: figure.worded, mantissa: '2' })}`;
  }
  if (!computed) return digits();
  // Bounds that round apart hold a half: the engine's figure, exact there, is rounded itself.
  const rounded = roundedOnce(sum.bounds as readonly [number, number]) ?? roundHalfUp(plain, ROUNDED_DIGITS);
  const spelled = style.myriad ? myriadSum(rounded) : spell(roundedWord(rounded, words));
  if (spelled === undefined) return digits();
  // A rounded one where the word agrees with its number (Spanish `alrededor de un billón`, not `unos 1`).
  if (spelled.mantissa === '1' && style.roundedOne !== undefined)
    return `${style.roundedOne}${named(spelled).replace(/^1/, '')}`;
  return `${style.rounded}${named(spelled)}`;
}

/**
 * One before a scale word in words, where the press writes it so (El País `un millón de yenes`,
 * `unos` agreeing as `alrededor de un`); any other text as it is.
 */
function oneInWords(text: string, style: SumStyle): string {
  if (style.one === undefined) return text;
  if (text.startsWith(style.rounded) && style.roundedOne !== undefined) {
    const rest = text.slice(style.rounded.length);
    return /^1[\s\u00a0]/u.test(rest) ? `${style.roundedOne}${rest.slice(1)}` : text;
  }
  return /^1[\s\u00a0]/u.test(text) ? `${style.one}${text.slice(1)}` : text;
}

/** A sum below one unit in whole minor units, named (`6 paise`, `1 cent`); undefined otherwise. */
function minorSum(plain: string, name: CurrencyName | undefined): string | undefined {
  if (name === undefined) return undefined;
  const match = /^0\.(\d{1,2})0*$/.exec(plain);
  if (!match) return undefined;
  const count = Number((match[1] as string).padEnd(2, '0'));
  if (count === 0) return undefined;
  return `${count} ${count === 1 ? name.one : name.other}`;
}

/** Whether the engine printed a computed sum with a scale word that is not its exact value (outside its bounds). */
function roundedByEngine(sum: Sum): boolean {
  if (!sum.worded || sum.bounds === undefined) return false;
  const value = sum.money.value;
  return value < sum.bounds[0] || value > sum.bounds[1];
}

/** Significant digits a computed sum is shown to (docs/style-sheets.md, "Sums"). */
const ROUNDED_DIGITS = 3;

/** Significant digits of a plain decimal (`5200000000` 2, `1.05` 3). */
function significant(plain: string): number {
  return parts(plain).digits.replace(/0+$/, '').length;
}

/** A whole sum in 万・億・兆・京・垓 groups, every group written; undefined with cents or past 垓. */
function myriadSum(plain: string): { text: string; mantissa: string } | undefined {
  const text = myriad(plain);
  return text === undefined ? undefined : { text, mantissa: '2' };
}

/**
 * A sum the engine printed as a power of ten (`$2.5 × 10³⁷`, past every scale word) in the language's
 * house style: the figure as the language writes any power of ten, the currency named where the press
 * names it (`2,5 × 10³⁷ Dollar`, `2.5×10³⁷ドル`), else our label in the locale's place (`US$ 2,5 × 10³⁷`).
 */
export function powerSumIn(figure: string, currency: Currency, lang: Styled): string {
  const style = STYLES[lang];
  return withCurrency(localFigure(figure, lang).text, currency, lang, style, {
    afterWord: false,
    mantissa: '2',
  });
}

/** A plain decimal rounded half away from zero to `digits` significant digits, as a plain whole number or decimal. */
function roundHalfUp(plain: string, digits: number): string {
  const { digits: all, decimals } = parts(plain);
  const significant = all.replace(/^0+/, '');
  if (significant.length <= digits) return plain;
  const kept = BigInt(significant.slice(0, digits)) + (Number(significant[digits]) >= 5 ? 1n : 0n);
  return pointAt(`${kept}`, decimals - (significant.length - digits));
}
