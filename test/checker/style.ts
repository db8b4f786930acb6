/**
 * How each language writes sums and large figures (docs/style-sheets.md), held against every language
 * answer: its tables written here from that document alone (never from src/i18n), and the rules it
 * states — a sum of a million or more in full digits, a rounded sum and its word, a currency sign
 * where the press writes a name, lakh and crore outside a rupee sum, a power of ten where a word exists.
 */
import {
  inParentheses,
  key,
  type MoneyRead,
  type Read,
  readEnglish,
  readFigures,
  readLabels,
  readMoneys,
} from './language-read.ts';
import { type CheckedLang, LOCALES } from './locales.ts';
import { readNumber } from './printed.ts';
import { add, cmp, div, eq, floor, lt, mul, pow10, type Q, q, roundTo, sub } from './rational.ts';

/** A sum word: its power of ten and the mantissa it stays below. */
interface SumWord {
  readonly exponent: number;
  readonly below: Q;
}

/**
 * A mantissa past a million would itself be a sum in full digits: every word stays below one, and the
 * last word of a language below the limit docs/style-sheets.md gives (`mantissa below 1000`, `up to
 * 999 999`, lakh crore `up to 99,999`), which is where a language runs out of words (10²⁴, the
 * largest wealth). The document's own `7.390,47 Millionen Yen` shows that a word below the last may
 * carry a mantissa of a thousand or more.
 */
const MILLION = pow10(6);
const words = (exponents: readonly number[], last: Q): SumWord[] =>
  exponents.map((exponent, i) => ({ exponent, below: i === exponents.length - 1 ? last : MILLION }));

const ENGLISH_WORDS = words([6, 9, 12, 15, 18, 21], pow10(3));

/** Where lakh crore ends (999 lakh crore): Indian English says rupees past it in English words. */
const LAST_RUPEE = pow10(15);

/** The sum words of docs/style-sheets.md's table, per language (Japanese writes every whole sum in groups). */
export const SUM_WORDS: Readonly<Record<Exclude<CheckedLang, 'ja'>, readonly SumWord[]>> = {
  de: words([6, 9, 12, 15, 18, 21], pow10(3)),
  fr: words([6, 9, 15, 18], MILLION),
  es: words([6, 12, 18], MILLION),
  it: words([6, 9, 15, 18], MILLION),
  'pt-BR': words([6, 9, 12, 15, 18, 21], pow10(3)),
  'en-IN': ENGLISH_WORDS,
};
/**
 * Indian English rupees: lakh, crore, lakh crore (its mantissa up to 999), then English words past
 * lakh crore (`₹5 quadrillion`, `₹674 quintillion`).
 */
export const RUPEE_WORDS: readonly SumWord[] = [
  { exponent: 5, below: MILLION },
  { exponent: 7, below: MILLION },
  { exponent: 12, below: pow10(3) },
  { exponent: 15, below: pow10(3) },
  { exponent: 18, below: pow10(3) },
  { exponent: 21, below: pow10(3) },
];

/**
 * Where a language's words for sums end: past them a sum is written as docs/languages.md writes any
 * figure (a power of ten; an echo in full digits). Japanese: 京 with a mantissa up to 9999, as
 * docs/languages.md gives its words (the style sheet states no limit of its own).
 */
const LAST_SUM = pow10(24);
const LAST_JAPANESE = pow10(20);

/** From where a sum is no longer written in digits: a million, 万 in Japanese, a lakh for rupees in Indian English. */
export function digitsBelow(lang: CheckedLang, label: string): Q {
  if (lang === 'ja') return pow10(4);
  if (lang === 'en-IN' && label === '₹') return pow10(5);
  return MILLION;
}

/**
 * The exact spelling with a sum word that docs/style-sheets.md's second way gives a sum, if any: the
 * largest word at or below it whose mantissa is exact with at most two decimals, within its limit;
 * in Japanese, every whole sum (its groups).
 */
export function exactSpelling(value: Q, lang: CheckedLang, label: string): string | null {
  if (lang === 'ja')
    return value.n % value.d === 0n && lt(value, LAST_JAPANESE) ? 'its 万・億・兆 groups' : null;
  const rupees = lang === 'en-IN' && label === '₹';
  const table = rupees ? RUPEE_WORDS : SUM_WORDS[lang];
  let tried = false;
  for (const w of [...table].reverse()) {
    const unit = pow10(w.exponent);
    if (lt(value, unit)) continue;
    // Indian English says crore and lakh only as the largest word at or below a sum (`₹5,95,60,000`,
    // never `₹595.6 lakh`); lakh crore falls back to crore (docs/style-sheets.md).
    if (rupees && tried && w.exponent < 12) return null;
    tried = true;
    const mantissa = div(value, unit);
    // Three decimals before a word, two in Spanish, in Indian English's rupee words (`₹1.85 lakh`) and
    // before a word English spells alike (French `1,29 million`, singular below two) (docs/style-sheets.md).
    const alike = lang === 'fr' && w.exponent === 6 && lt(mantissa, q(2n));
    const two = lang === 'es' || alike || (lang === 'en-IN' && label === '₹');
    const shifted = mul(mantissa, q(two ? 100n : 1000n));
    if (shifted.n % shifted.d === 0n && lt(mantissa, w.below)) {
      return `a mantissa of ${show(mantissa)} × 10^${w.exponent}`;
    }
  }
  return null;
}

function show(x: Q): string {
  const whole = floor(x);
  const rest = sub(x, q(whole));
  if (rest.n === 0n) return whole.toString();
  const hundredths = floor(mul(rest, q(100n)));
  return `${whole}.${hundredths.toString().padStart(2, '0')}`;
}

/** The power of ten of a positive value: 10^p ≤ x < 10^(p+1). */
export function magnitude(x: Q): number {
  const n = x.n < 0n ? -x.n : x.n;
  const v = q(n, x.d);
  let p = n.toString().length - x.d.toString().length;
  while (cmp(v, pow10(p)) < 0) p--;
  while (cmp(v, pow10(p + 1)) >= 0) p++;
  return p;
}

/** A value rounded half away from zero to `digits` significant digits. */
export function roundSignificant(x: Q, digits: number): Q {
  return roundTo(x, pow10(magnitude(x) - digits + 1));
}

/**
 * Whether `shown` is the rounded sum docs/style-sheets.md makes of the sum English prints as `printed`:
 * the sum's exact value rounded once, half away from zero, to three significant digits (`約52億ユーロ`
 * too). English prints a computed sum to its whole units (cents below a million), so its exact value
 * is known within half a unit of the last digit (`half`): `shown` must be the rounding of a value in
 * that interval (for a sum of three significant digits or fewer, the printed figure itself may then
 * be the rounded sum of a value next to it). A sum English prints with a scale word (`$1.2
 * quadrillion`) is the engine's own figure, written as it is: never rounded (`half` null).
 */
export function isRoundedFrom(shown: Q, printed: Q, half: Q | null): boolean {
  if (printed.n === 0n || half === null) return false;
  if (half.n === 0n) return !eq(shown, printed) && eq(shown, roundSignificant(printed, 3));
  return (
    eq(shown, roundSignificant(sub(printed, half), 3)) || eq(shown, roundSignificant(add(printed, half), 3))
  );
}

/** Whether two values are within a hundredth of each other (a rounded sum rounded wrongly, not another figure). */
export function near(a: Q, b: Q): boolean {
  if (b.n === 0n) return false;
  const gap = div(sub(a, b), b);
  const r = gap.n < 0n ? q(-gap.n, gap.d) : gap;
  return lt(r, q(1n, 100n));
}

/**
 * English money: a figure straight after a label; whether `about`/`roughly` stands before it; and half
 * the step of its last printed digit (null for a figure with a scale word or a power of ten, which
 * the engine decided itself and every language writes as it is).
 */
export function englishMoney(text: string, f: Read): { money: boolean; hedged: boolean; half: Q | null } {
  const before = text.slice(0, f.at);
  const label = /(?:US\$|CA\$|CN¥|R\$|CHF |\$|€|£|¥|₹|₩|₽|₺)$/u.exec(before);
  const printed = readNumber(f.text);
  const half = printed === null || printed.scaled ? null : div(printed.step, q(2n));
  if (!label) return { money: false, hedged: false, half };
  return { money: true, hedged: /(?:about|roughly) $/iu.test(before.slice(0, label.index)), half };
}

/** The English words for a currency, for a name said where English says it in words (`hundred-ruble bills`). */
export const ENGLISH_CURRENCY_WORDS: Readonly<Record<string, RegExp>> = {
  $: /dollar/iu,
  US$: /dollar/iu,
  CA$: /dollar|loonie/iu,
  '€': /euro|cent/iu,
  '£': /pound/iu,
  'CN¥': /yuan/iu,
  '¥': /\byen\b/iu,
  '₹': /rupee/iu,
  '₩': /\bwon\b/iu,
  '₽': /ruble/iu,
  '₺': /lira/iu,
  CHF: /franc/iu,
  R$: /\breals?\b|reais/iu,
};

/** English's shortfall sentence and its sum. */
const SHORTFALL = /It would take (?:US\$|CA\$|CN¥|R\$|CHF |[$€£¥₹₩₽₺])([\d,]+(?:\.\d+)?) more/gu;

/** The violations of the style sheet found in one language text. */
export interface StyleViolation {
  readonly rule: 'lang-full-digits' | 'lang-currency-name' | 'lang-indian' | 'lang-power' | 'lang-groups';
  readonly detail: string;
}

const INDIAN_WORDS = new Set(['lakh', 'crore', 'lakh crore', 'crore crore', 'L', 'Cr', 'LCr']);
/** A ratio's heading (`1 : 1,775,242,544,017`). */
const RATIO =
  /^(?:1[\s\u00a0\u202f]?:[\s\u00a0\u202f]?[\d,.\s\u00a0\u202f]+|[\d,.\s\u00a0\u202f]+[\s\u00a0\u202f]?:[\s\u00a0\u202f]?1)$/u;
/** A figure of one to nine standing for a count of times, pieces or time (`3 in all`, `over 5 years`). */
const SMALL_COUNT =
  /(?<![\d.,])[1-9](?![\d.,]) (?:times?|in all|of them whole|seconds?|minutes?|hours?|days?|weeks?|months?|years?|millenni(?:um|a))\b/gu;
const INDIAN_GROUPS = /\d,\d\d,\d/u;

/**
 * The rules docs/style-sheets.md states of a language text on its own: `english` (the twin) only
 * tells a power of ten English prints too; `echoes` the amounts the request sent (a wealth, a spend),
 * which a language writes in full when no exact worded spelling exists. Without `echoes` a sum in full
 * digits fails only where it has an exact spelling.
 */
export function checkStyle(
  lang: CheckedLang,
  english: string,
  local: string,
  echoes: readonly Q[] | undefined,
): StyleViolation[] {
  const locale = LOCALES[lang];
  const out: StyleViolation[] = [];
  // A shortfall (`It would take $379,612.20 more`) is printed exactly, as an echo is: rounded it could
  // fall short of the price (docs/style-sheets.md, "Sums").
  if (echoes !== undefined) {
    const shortfalls = [...english.matchAll(SHORTFALL)].map((m) => readEnglish(m[1] as string)[0]?.value);
    echoes = [...echoes, ...shortfalls.filter((v): v is Q => v !== undefined)];
  }
  const figures = readFigures(local, locale);
  const moneys = readMoneys(local, locale);
  const moneyOf = (f: Read): MoneyRead | undefined => moneys.find((m) => m.figure.at === f.at);
  // A sum of a million or more (万, a lakh of rupees) in full digits.
  for (const m of moneys) {
    if (m.figure.worded || lt(m.value, digitsBelow(lang, m.label))) continue;
    const spelling = exactSpelling(m.value, lang, m.label);
    if (spelling !== null) {
      out.push({
        rule: 'lang-full-digits',
        detail: `"${m.text}" in full digits has an exact spelling (${spelling})`,
      });
    } else if (echoes !== undefined && !echoes.some((e) => eq(e, m.value))) {
      out.push({
        rule: 'lang-full-digits',
        detail: `"${m.text}" in full digits is no echo of the request: a computed sum is rounded to three significant digits, after ${locale.rounded}`,
      });
    }
  }
  // A sign or code where the press writes the currency's name (outside an anchor's own figure, in parentheses).
  if (locale.currencies) {
    for (const l of local.matchAll(/US\$|CA\$|CN¥|R\$|CHF|\$|€|£|¥|₹|₩|₽|₺/gu)) {
      if (inParentheses(local, l.index ?? 0)) continue;
      const name = locale.currencies.find(
        (n) => n.label === (l[0] === 'US$' ? '$' : l[0]) && n.singular !== true,
      );
      // Only a currency the table names (pt-BR and en-IN name some and sign the others: R$, US$, ₹).
      if (name === undefined && !locale.currencies.some((n) => n.label === (l[0] === 'US$' ? '$' : l[0])))
        continue;
      out.push({
        rule: 'lang-currency-name',
        detail: `"${l[0]}" where ${lang} writes the name${name ? ` (${name.name})` : ''}`,
      });
    }
  }
  // Indian English: lakh and crore (and their groups) for rupee sums only; rupee sums in lakh and crore.
  if (lang === 'en-IN') {
    for (const f of figures) {
      const rupee = moneyOf(f)?.label === '₹';
      if (!rupee && f.word !== undefined && INDIAN_WORDS.has(f.word)) {
        out.push({ rule: 'lang-indian', detail: `"${f.text}" outside a rupee sum` });
      } else if (!rupee && INDIAN_GROUPS.test(f.text)) {
        out.push({ rule: 'lang-indian', detail: `"${f.text}" in lakh and crore groups outside a rupee sum` });
      } else if (rupee && f.word !== undefined && !INDIAN_WORDS.has(f.word) && lt(f.value, LAST_RUPEE)) {
        out.push({ rule: 'lang-indian', detail: `the rupee sum "${f.text}" not in lakh and crore` });
      } else if (rupee && f.word !== undefined && INDIAN_WORDS.has(f.word) && !lt(f.value, LAST_RUPEE)) {
        out.push({
          rule: 'lang-indian',
          detail: `the rupee sum "${f.text}" in lakh and crore past 999 lakh crore`,
        });
      }
    }
    // Counts of one to nine in words (outside an anchor's own figure, in parentheses).
    for (const m of local.matchAll(SMALL_COUNT)) {
      if (inParentheses(local, m.index ?? 0)) continue;
      out.push({ rule: 'lang-indian', detail: `"${m[0]}": a count of one to nine in figures` });
    }
  }
  // A power of ten where the language has words: below 10²⁴ for a sum (every language's sum words
  // reach it but Indian English's rupee words, which end at 10¹⁷, and Japanese ones, at 10²⁰); for
  // other figures from where docs/languages.md lets the language's words end (Italian 10¹⁵, Japanese
  // 10²⁰). Not where English prints the same power of ten.
  const englishPowers = new Set(
    readEnglish(english)
      .filter((f) => f.text.includes('×'))
      .map((f) => key(f.value)),
  );
  for (const f of figures) {
    if (!f.power || englishPowers.has(key(f.value))) continue;
    const money = moneyOf(f);
    const limit =
      lang === 'ja'
        ? LAST_JAPANESE
        : money !== undefined
          ? lang === 'en-IN' && money.label === '₹'
            ? LAST_RUPEE
            : LAST_SUM
          : lang === 'it'
            ? pow10(15)
            : LAST_SUM;
    if (lt(f.value, limit)) {
      out.push({ rule: 'lang-power', detail: `"${f.text}" is a power of ten below 10^${magnitude(limit)}` });
    }
  }
  // A count of a million or more in full digits, but in Japanese (its 万 groups) and a ratio's heading:
  // said in words, rounded after the word for a rounded figure where not round.
  if (locale.roundedCounts && !RATIO.test(local)) {
    for (const f of figures) {
      if (moneyOf(f) !== undefined || f.worded || f.power || lt(f.value, MILLION)) continue;
      if (f.value.n % f.value.d !== 0n) continue;
      out.push({
        rule: 'lang-full-digits',
        detail: `"${f.text}": a figure of a million or more is said in words, rounded after "${locale.rounded}" where not round`,
      });
    }
  }
  // Japanese: every whole figure of 10 000 or more in 万・億・兆 groups (a sum's own rule is above).
  if (lang === 'ja') {
    for (const f of figures) {
      if (f.worded || moneyOf(f) || lt(f.value, pow10(4)) || f.value.n % f.value.d !== 0n) continue;
      out.push({ rule: 'lang-groups', detail: `"${f.text}" in plain digits, not in 万・億・兆 groups` });
    }
  }
  return out;
}

/** The labels a language text carries, signs and names alike (names as the label English prints). */
export function labelsOf(text: string, lang: CheckedLang): { signs: string[]; names: string[] } {
  const locale = LOCALES[lang];
  return {
    signs: readLabels(text),
    names: readMoneys(text, locale)
      .filter((m) => m.name !== undefined)
      .map((m) => m.label),
  };
}
