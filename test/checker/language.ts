/**
 * One answer in a language checked against the same request's English answer (issue 28, point 7):
 * the same figures (each exactly the same number), dates, hedges, units and currency labels, the same
 * machine fields, no English left behind, scale words that agree with their number. The English answer
 * itself is checked by the checker's English rules (answer.ts), so figures equal to its figures are
 * exact too.
 */
import type { Anchor, DataSet } from './dataset.ts';
import {
  key,
  type Read,
  readDates,
  readEnglish,
  readFigures,
  readHedges,
  readLabels,
  readMoneys,
  readRounded,
  readUnits,
  readWords,
} from './language-read.ts';
import {
  type CheckedLang,
  DOLLAR_WORDS,
  ENGLISH,
  type Hedge,
  INTERNATIONAL,
  LOCALES,
  type Locale,
  NAMED_FIGURES,
  NAMES_WITH_FIGURES,
  PROPER_NAMES,
} from './locales.ts';
import { unmark } from './marks.ts';
import { eq, lt, mul, type Q, q, toNumber } from './rational.ts';
import {
  checkStyle,
  digitsBelow,
  ENGLISH_CURRENCY_WORDS,
  englishMoney,
  isRoundedFrom,
  near,
  roundSignificant,
} from './style.ts';

export const LANGUAGE_RULES = {
  'lang-refused': 'the language refuses (or answers otherwise) a request English answers',
  'lang-shape': 'fields present, null or non-prose values differ from the English answer',
  'lang-figure': 'the figures read in the language are not those of the English answer, value for value',
  'lang-date': 'the dates differ from the English answer',
  'lang-hedge': 'the hedges (about, nearly, a little more than, fractions, times …) differ from English',
  'lang-unit': 'the units after the figures differ from English',
  'lang-label': 'the currency labels differ from English',
  'lang-english': 'an English word of the English answer is left in the language text',
  'lang-plural': 'a scale word in the singular or plural against its number (the locale’s plural rules)',
  'lang-claim':
    'a scale naming another anchor than English’s (its own local one) claims what the exact figures do not bear out',
  'lang-shown': 'a scale’s parenthesis that is no anchor’s own figure (the data set’s shown)',
  'lang-round-trip':
    'the wealth as printed in the language, sent back in that language, is not the same answer',
  'lang-mark':
    'the words saying a sentence reads one label as another (docs/prose.md) differ from English’s: missing, extra or the other kind',
  'lang-rounded':
    'a rounded sum (docs/style-sheets.md) without the language’s word for it, the word before an exact sum or an echo, or a figure not the exact value rounded half away from zero to three significant digits',
  'lang-full-digits':
    'a sum of a million or more (Japanese 万, Indian English rupees a lakh) in full digits that has an exact worded spelling, or is no echo of the request',
  'lang-currency-name':
    'a currency sign or code where the language writes the currency’s name (de, fr, es, it, ja)',
  'lang-indian':
    'Indian English: lakh, crore or their groups outside a rupee sum, or a rupee sum in million and billion',
  'lang-power': 'a power of ten (`× 10ⁿ`) below where the language’s words end (10²⁴ for sums)',
  'lang-groups': 'Japanese: a whole figure of 10 000 or more in plain digits, not in 万・億・兆 groups',
} as const;

export type LanguageRule = keyof typeof LANGUAGE_RULES;

export interface LanguageViolation {
  readonly rule: LanguageRule;
  readonly detail: string;
}

/** Fields that name things for programs, not readers: equal to English's in every language. */
const MACHINE = new Set(['expression', 'unit', 'type']);

/** English words that stand for a small number a language may print as a digit (`one house` → `家1軒`). */
const NUMBER_WORDS: Record<string, string[]> = {
  one: ['1/1'],
  a: ['1/1'],
  an: ['1/1'],
  every: ['1/1'],
  twice: ['2/1'],
  double: ['2/1'],
  doubles: ['2/1'],
  half: ['2/1', '1/2'],
  third: ['3/1', '1/3'],
  thirds: ['3/1', '2/1', '2/3'],
  triples: ['3/1'],
  quarter: ['4/1', '1/4', '25/1'],
  quarters: ['4/1', '3/1', '3/4'],
  fifth: ['5/1', '1/5'],
  tenth: ['10/1', '1/10'],
  two: ['2/1'],
  three: ['3/1'],
  four: ['4/1'],
  eight: ['8/1'],
  second: ['1/1', '2/1'],
  around: ['1/1'],
  minute: ['1/1'],
  hour: ['1/1'],
  week: ['1/1'],
  year: ['1/1'],
  daily: ['1/1'],
  annually: ['1/1'],
  monthly: ['1/1'],
  times: ['1/1'],
  thousand: ['1000/1'],
  hundred: ['100/1'],
};

/** The elements of `a` not in `b`, as a multiset difference. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  const out: string[] = [];
  for (const x of a) {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
    else out.push(x);
  }
  return out;
}

const sorted = (xs: readonly string[]) => [...xs].sort().join(', ');

/** The text of a proper name blanked so that its words are not taken for English. */
const NAMES = new RegExp(
  `(?<![\\p{L}])(?:${[...PROPER_NAMES]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}])`,
  'gu',
);

function withoutNames(text: string): string {
  return text.replace(NAMES, ' ');
}

/** A text without the names whose digits a translation may drop (blanked, so that places stay). */
function withoutNamedFigures(text: string): string {
  let out = text;
  for (const n of NAMED_FIGURES) out = out.replace(new RegExp(n, 'gi'), (m) => ' '.repeat(m.length));
  return out;
}

/** The text with the given spans blanked (places kept). */
function blanked(text: string, spans: readonly { at: number; end: number }[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.at) + ' '.repeat(s.end - s.at) + out.slice(s.end);
  return out;
}

/** The last parenthesis of a scale sentence (the anchor's own figure), where its unit is printed. */
function lastParenthesis(text: string): string {
  const m = /[(（]([^()（）]*)[)）][^()（）]*$/u.exec(text);
  return m ? (m[1] ?? '') : '';
}

const showValue = (k: string): string => {
  const [n = '0', d = '1'] = k.split('/');
  if (d === '1') return n;
  const x = Number(n) / Number(d);
  return Number.isFinite(x) && x !== 0 ? String(x) : k;
};

/** What a prose field is compared in: the expression and the English result it belongs to. */
export interface Context {
  readonly lang: CheckedLang;
  /** Counts what was checked how (a scale with a local anchor…), for the report. */
  readonly tally?: (what: string) => void;
  readonly expression: string;
  readonly data: DataSet;
  /** The English result holding the field (its `value` and `unit`), for a scale with a local anchor. */
  readonly result?: { value?: unknown; unit?: unknown };
  /** The amounts the request sent (wealths, spend): the echoes a language prints exactly (docs/style-sheets.md). */
  readonly echoes?: readonly Q[];
}

/** The figures and dates of an anchor's parenthesis, as a key that names the anchor's own figure. */
function parenthesisKey(text: string, locale: Locale): string {
  const inner = lastParenthesis(text);
  if (inner === '') return '';
  const figures = readFigures(inner, locale).map((f) => key(f.value));
  const dates = readDates(inner, locale).map((d) => d.key);
  return sorted([...figures, ...dates]);
}

const shownIndex = new WeakMap<DataSet, Map<string, Anchor[]>>();

/** The data set's anchors (global and local) of an expression whose shown figure has this key. */
function anchorsShown(data: DataSet, expression: string, shown: string): Anchor[] {
  let index = shownIndex.get(data);
  if (!index) {
    index = new Map();
    for (const a of data.anchors) {
      const k = `${a.expression}|${parenthesisKey(`(${a.shown})`, ENGLISH)}`;
      index.set(k, [...(index.get(k) ?? []), a]);
    }
    shownIndex.set(data, index);
  }
  return index.get(`${expression}|${shown}`) ?? [];
}

/** Compares one prose field of the language answer with the English one. */
export function checkProse(
  context: Context,
  field: string,
  english: string,
  local: string,
  out: LanguageViolation[],
): void {
  const { lang, expression } = context;
  const locale: Locale = LOCALES[lang];
  const where = `${field}: "${local}" (English: "${english}")`;
  // The label words first: the same kind as English's, or none where English has none; then taken off.
  const englishMarked = unmark(english, 'en');
  const localMarked = unmark(local, lang);
  if (englishMarked.mark !== localMarked.mark)
    out.push({
      rule: 'lang-mark',
      detail: `${localMarked.mark ?? 'no'} mark where English has ${englishMarked.mark ?? 'none'} — ${where}`,
    });
  english = englishMarked.text;
  for (const [from, to] of locale.englishRewrite ?? []) english = english.replace(from, to);
  local = localMarked.text;
  // The style sheet's rules read the text as written, before a rewrite reads its words as figures.
  const written = local;
  for (const [from, to] of locale.rewrite ?? [])
    local = typeof to === 'string' ? local.replace(from, to) : local.replace(from, to);
  const scale = /(?:^|\.)scale$/.test(field) && !field.startsWith('ratio');
  if (scale) {
    const own = parenthesisKey(english, ENGLISH);
    const theirs = parenthesisKey(local, locale);
    if (own !== theirs) {
      // Another anchor, found by its own figure in parentheses (the data set's `shown`, among the
      // anchors this language uses): the language's own (a local anchor), or one shared by every
      // language that English did not choose (local anchors move the choice, in a comparison's
      // shared anchor too). Its claim is checked on the anchor's exact figure; none found is a
      // parenthesis that is wrong.
      const found = anchorsShown(context.data, expression, theirs).filter(
        (a) => a.languages.length === 0 || a.languages.includes(lang),
      );
      context.tally?.(found.some((a) => a.languages.includes(lang)) ? 'local anchor' : 'other anchor');
      if (found.length > 0) {
        const problems = found.map((a) => checkLocalClaim(context, local, a));
        if (problems.every((p) => p !== null)) {
          out.push({ rule: 'lang-claim', detail: `${problems[0]} — ${where}` });
        }
      } else {
        out.push({ rule: 'lang-shown', detail: `the parenthesis is no anchor's shown figure — ${where}` });
      }
      checkWords(context, english, local, written, where, out);
      return;
    }
  }
  // Figures, value for value; a language may print as a digit what English says in a word. Rounded
  // sums first (docs/style-sheets.md): each is paired with the English figure it rounds.
  const englishText = withoutNamedFigures(english);
  const localText = withoutNamedFigures(local);
  const englishReads = readEnglish(englishText);
  const localReads = readFigures(localText, locale);
  const rounded = pairRounded(context, englishText, englishReads, localText, localReads, where, out);
  const ef = englishReads.filter((_, i) => !rounded.english.has(i)).map((f) => key(f.value));
  const lf = localReads.filter((_, i) => !rounded.local.has(i));
  const inWords = locale.numberWords
    .filter(([w]) => new RegExp(`(?<![\\p{L}])(?:${w})(?![\\p{L}])`, 'iu').test(local))
    .map(([, v]) => `${v}/1`);
  const missing = minus(
    ef,
    lf.map((f) => key(f.value)),
  ).filter((k) => !inWords.includes(k));
  const words = new Set(readWords(english));
  const allowed = new Set(Object.entries(NUMBER_WORDS).flatMap(([w, v]) => (words.has(w) ? v : [])));
  const extra = minus(
    lf.map((f) => key(f.value)),
    ef,
  ).filter((k) => !allowed.has(k));
  if (missing.length > 0 || extra.length > 0) {
    out.push({
      rule: 'lang-figure',
      detail: `${missing.length ? `missing ${missing.map(showValue).join(', ')}` : ''}${missing.length && extra.length ? '; ' : ''}${
        extra.length
          ? `not in English ${extra.map(showValue).join(', ')} (read ${lf
              .filter((f) => extra.includes(key(f.value)))
              .map((f) => `"${f.text}"`)
              .join(', ')})`
          : ''
      } — ${where}`,
    });
  }
  const ed = readDates(english, ENGLISH).map((d) => d.key);
  const ld = readDates(local, locale).map((d) => d.key);
  if (sorted(ed) !== sorted(ld)) {
    out.push({ rule: 'lang-date', detail: `[${sorted(ed)}] against [${sorted(ld)}] — ${where}` });
  }
  // Hedges outside the anchor's own figure (its ≈ is the data set's mark, 約 in Japanese).
  const bare = (t: string) => (scale ? t.replace(/[(（][^()（）]*[)）](?=[^()（）]*$)/u, ' ') : t);
  // The word for a rounded sum (`rund`, `unos`, `約`…) marks the sum, it is no hedge.
  const eh = readHedges(bare(english), ENGLISH).filter((h) => h !== 'none');
  const lh = readHedges(bare(blanked(local, rounded.words)), locale).filter((h) => h !== 'none');
  if (sorted(eh) !== sorted(lh)) {
    out.push({ rule: 'lang-hedge', detail: `English [${sorted(eh)}], read [${sorted(lh)}] — ${where}` });
  }
  // Units: of a duration, a height or a growth's period (an item's name may hold a unit word: "years
  // of … salary"); in a scale only the anchor's own figure in parentheses.
  if (expression !== 'numberOfItems' || scale) {
    const englishUnits = readUnits(scale ? lastParenthesis(english) : english, ENGLISH);
    const localUnits = readUnits(scale ? lastParenthesis(local) : local, locale);
    // Pairs of the same unit and figure first; then a unit after a figure English says in a word
    // ("compounded annually": 1年複利) is no extra unit.
    const left = localUnits.filter((u) => {
      const i = englishUnits.findIndex((e) => e.unit === u.unit && e.value === u.value);
      if (i < 0) return true;
      englishUnits.splice(i, 1);
      return false;
    });
    const eu = englishUnits.map((u) => u.unit);
    const lu = left.filter((u) => !allowed.has(u.value) || eu.includes(u.unit)).map((u) => u.unit);
    if (sorted(eu) !== sorted(lu)) {
      out.push({ rule: 'lang-unit', detail: `English [${sorted(eu)}], read [${sorted(lu)}] — ${where}` });
    }
  }
  // English's US$ (an anchor's dollars beside another label) is the dollar a language names in words,
  // or writes `$` as Indian English does (docs/style-sheets.md).
  const namesDollar = locale.currencies?.some((c) => c.label === '$') ?? false;
  const el = readLabels(english).map((l) =>
    l === '$' && locale.dollar ? locale.dollar : l === 'US$' && (namesDollar || lang === 'en-IN') ? '$' : l,
  );
  // Signs and codes, and the currency names said after a figure (`1.000 Euro` is `€1,000`).
  const named = readMoneys(local, locale)
    .filter((m) => m.name !== undefined)
    .map((m) => m.label);
  const ll = [...readLabels(local), ...named];
  // A '$' the language says in words (100.000 dólares) counts as the '$'.
  const dollars = [...local.matchAll(new RegExp(DOLLAR_WORDS[lang], 'gu'))].length;
  const short = minus(el, ll);
  // A name after a figure where English says the currency in a word (`billets de 100 roubles` for
  // `hundred-ruble bills`) is no label English lacks.
  const over = minus(ll, el);
  const unsaid = minus(
    over,
    over.filter((l) => named.includes(l) && ENGLISH_CURRENCY_WORDS[l]?.test(english)),
  );
  const said = short.every((l) => l === '$') && short.length <= dollars && unsaid.length === 0;
  if ((short.length > 0 || unsaid.length > 0) && !said) {
    out.push({ rule: 'lang-label', detail: `English [${sorted(el)}], read [${sorted(ll)}] — ${where}` });
  }
  checkWords(context, english, local, written, where, out);
}

/** No English word left (en-IN is English) and scale words that agree with their number. */
function checkWords(
  context: Context,
  english: string,
  local: string,
  written: string,
  where: string,
  out: LanguageViolation[],
): void {
  const { lang } = context;
  const locale = LOCALES[lang];
  if (lang !== 'en-IN') {
    const vocabulary = new Set(readWords(withoutNames(english)).filter((w) => w.length >= 3));
    const shared = new Set([...locale.shared, ...INTERNATIONAL]);
    const left = [...new Set(readWords(withoutNames(local)))].filter(
      (w) => vocabulary.has(w) && !shared.has(w),
    );
    if (left.length > 0) out.push({ rule: 'lang-english', detail: `${left.join(', ')} — ${where}` });
  }
  const rules = new Intl.PluralRules(lang);
  // A unit after a plain figure: singular exactly where the locale's plural rules say one.
  const singular = new Set(locale.singular ?? []);
  if (singular.size > 0) {
    for (const u of readUnits(local, locale)) {
      // Zero takes the plural in every language here (0 anos, 0 Häuser) whatever CLDR's category.
      if (u.worded || u.number === 0 || INVARIABLE.has(u.word.toLowerCase())) continue;
      const one = rules.select(u.number) === 'one';
      const printed = singular.has(u.word.toLowerCase());
      if (one !== printed) {
        out.push({
          rule: 'lang-plural',
          detail: `"${u.figure} ${u.word}": ${printed ? 'singular' : 'plural'} for ${u.figure} — ${where}`,
        });
      }
    }
  }
  for (const f of readFigures(local, locale)) {
    if (f.singular === undefined || f.mantissa === undefined) continue;
    const one = rules.select(f.mantissa) === 'one';
    if (one !== f.singular) {
      out.push({
        rule: 'lang-plural',
        detail: `"${f.text}": ${f.singular ? 'singular' : 'plural'} for ${f.mantissa} — ${where}`,
      });
    }
  }
  // A currency's name: singular where the plural rules say one of the number as printed, always
  // plural after a scale word (docs/style-sheets.md, "Currencies").
  for (const m of readMoneys(local, locale)) {
    if (m.name?.singular === undefined) continue;
    const decimals =
      (locale.decimal === ',' ? /,(\d+)$/u : /\.(\d+)$/u).exec(m.figure.text)?.[1]?.length ?? 0;
    const number = toNumber(m.value);
    // One with its cents shown (`1,00`): one to some plural rules, not to others (CLDR's visible
    // decimals); either form reads right.
    if (number === 1 && decimals > 0 && !m.figure.worded) continue;
    // Below two only (no language here calls more `one`; Intl reads 10²¹ and up in exponent form,
    // where some rules call it `one`).
    const one =
      !m.figure.worded &&
      number !== 0 &&
      number < 2 &&
      new Intl.PluralRules(lang, { minimumFractionDigits: decimals }).select(number) === 'one';
    if (one !== m.name.singular) {
      out.push({
        rule: 'lang-plural',
        detail: `"${m.text}": ${m.name.singular ? 'singular' : 'plural'} name for ${m.figure.text} — ${where}`,
      });
    }
  }
  for (const v of checkStyle(lang, english, written, context.echoes)) {
    out.push({ rule: v.rule, detail: `${v.detail} — ${where}` });
  }
}

/**
 * Rounded sums (docs/style-sheets.md): a sum after the language's word for a rounded sum is the exact
 * value behind an English sum rounded once, half away from zero, to three significant digits
 * (`isRoundedFrom`), never an exact figure nor an echo of the request, nor a sum below a million; a
 * sum without the word is exact. Returns the English and local figures paired here (left out of the figure comparison) and the
 * words read as marks of a rounded sum (left out of the hedges).
 */
/** Words that make the money after them a kind of note or coin (docs/prose.md: each language's money names). */
const DENOMINATION_BEFORE =
  /(?:billets?|pièces?|billetes?|monedas?|banconot[ae]|monet[ae]|notas?|moedas?)\s+(?:de|d’|da|di)\s*$/iu;
/** The same after the money (`100ユーロ札`, `500円硬貨`). */
const DENOMINATION_AFTER = /^(?:札|硬貨)/u;

function pairRounded(
  context: Context,
  englishText: string,
  englishReads: readonly Read[],
  localText: string,
  localReads: readonly Read[],
  where: string,
  out: LanguageViolation[],
): { english: Set<number>; local: Set<number>; words: { at: number; end: number }[] } {
  const { lang } = context;
  const locale = LOCALES[lang];
  const english = new Set<number>();
  const local = new Set<number>();
  const words: { at: number; end: number }[] = [];
  const sums = englishReads.map((f) => englishMoney(englishText, f));
  const localIndex = (f: Read) => localReads.findIndex((x) => x.at === f.at);
  const free = (test: (f: Read, i: number) => boolean) =>
    englishReads.findIndex((f, i) => !english.has(i) && test(f, i));
  const echo = (v: Q) => context.echoes?.some((e) => eq(e, v)) ?? false;
  const pair = (e: number, l: number) => {
    english.add(e);
    if (l >= 0) local.add(l);
  };
  const moneys = readMoneys(localText, locale);
  const marked = readRounded(localText, locale, moneys);
  const left: typeof marked = [];
  // The word before a sum that English's figure rounds to (not the hedge English says before the same
  // sum: `about $5,000`, `rund 5.000 Dollar`).
  const rounding: typeof marked = [];
  for (const r of marked) {
    const hedged = free((f, i) => sums[i]?.hedged === true && eq(f.value, r.money.value));
    if (hedged >= 0) pair(hedged, localIndex(r.money.figure));
    else rounding.push(r);
  }
  for (const r of rounding) {
    const v = r.money.value;
    // The engine's own figure with a scale word, said rounded (`about ₹133 sextillion` beside the
    // echo `₹133.5 sextillion`): that figure, before any sum it could be a rounding of.
    const decided = free((f, i) => sums[i]?.money === true && sums[i]?.half === null && eq(f.value, v));
    if (decided >= 0) {
      pair(decided, localIndex(r.money.figure));
      words.push(r);
      continue;
    }
    // A computed sum before an echo of the same printed value (`about R$32 trillion` beside `R$32
    // trillion`): a rounded sum rounds what the engine computed, never the caller's amount if it can.
    const rounds = (f: Read, i: number) =>
      sums[i]?.money === true && isRoundedFrom(v, f.value, sums[i]?.half ?? null);
    const computed = free((f, i) => rounds(f, i) && !echo(f.value));
    const e = computed >= 0 ? computed : free(rounds);
    if (e < 0) {
      left.push(r);
      continue;
    }
    pair(e, localIndex(r.money.figure));
    words.push(r);
    const exact = englishReads[e]?.value ?? v;
    if (echo(exact)) {
      out.push({
        rule: 'lang-rounded',
        detail: `"${r.money.text}" rounds the echo ${showValue(key(exact))}: a wealth or spend is printed exactly — ${where}`,
      });
    } else if (lt(exact, digitsBelow(lang, r.money.label))) {
      out.push({
        rule: 'lang-rounded',
        detail: `"${r.money.text}" rounds ${showValue(key(exact))}, a sum written in digits, exactly — ${where}`,
      });
    }
  }
  for (const r of left) {
    const v = r.money.value;
    const l = localIndex(r.money.figure);
    words.push(r);
    const exact = free((f) => eq(f.value, v));
    // A sum English prints with a scale word is a figure the engine rounded to it (docs/prose.md):
    // the language may say so (`約450京ドル`, docs/style-sheets.md).
    if (exact >= 0 && sums[exact]?.half === null) {
      pair(exact, l);
      continue;
    }
    if (exact >= 0) {
      pair(exact, l);
      out.push({
        rule: 'lang-rounded',
        detail: `"${r.money.text}": the word for a rounded sum before an exact one — ${where}`,
      });
      continue;
    }
    const close = free((f, i) => sums[i]?.money === true && near(v, f.value));
    if (close >= 0) {
      const value = englishReads[close]?.value ?? v;
      pair(close, l);
      out.push({
        rule: 'lang-rounded',
        detail: `"${r.money.text}" is not ${showValue(key(value))} rounded half away from zero to three significant digits (${showValue(key(roundSignificant(value, 3)))}) — ${where}`,
      });
    }
  }
  // A sum without the word that rounds an English figure it is not (and no English figure is).
  const isMarked = new Set(marked.map((r) => r.money.figure.at));
  for (const m of moneys) {
    if (isMarked.has(m.figure.at)) continue;
    // A note's or coin's name (`billet de 100 euros`, `100ユーロ札`) is no sum: English says it in words.
    if (DENOMINATION_BEFORE.test(localText.slice(0, m.at)) || DENOMINATION_AFTER.test(localText.slice(m.end)))
      continue;
    const l = localIndex(m.figure);
    if (l < 0 || local.has(l) || free((f) => eq(f.value, m.value)) >= 0) continue;
    const e = free(
      (f, i) => sums[i]?.money === true && isRoundedFrom(m.value, f.value, sums[i]?.half ?? null),
    );
    if (e < 0) continue;
    pair(e, l);
    out.push({
      rule: 'lang-rounded',
      detail: `"${m.text}" rounds ${showValue(key(englishReads[e]?.value ?? m.value))} without "${locale.rounded}" — ${where}`,
    });
  }
  // A rounded count (Indian English `about 2.35 trillion times`, docs/style-sheets.md): the English
  // whole figure of a million or more it rounds, half away from zero, to three significant digits; or,
  // in any language, a figure English prints with a scale word, which the engine rounded to it
  // (`rund 2,7 Trillionen`, `約270京`).
  if (locale.rounded) {
    const bound = locale.joined ? '' : '(?<![\\p{L}])';
    const space = locale.joined ? `${SPACE_CLASS}*` : `${SPACE_CLASS}+`;
    const word = new RegExp(`${bound}(?:${locale.rounded})${space}$`, 'iu');
    const isMoney = new Set(moneys.map((m) => m.figure.at));
    localReads.forEach((f, l) => {
      if (isMoney.has(f.at) || local.has(l)) return;
      const before = word.exec(localText.slice(0, f.at));
      if (!before) return;
      const e = free(
        (g, i) =>
          sums[i]?.money !== true &&
          ((sums[i]?.half === null && eq(f.value, g.value) && !HEDGED.test(englishText.slice(0, g.at))) ||
            (millenniaRoundedFrom(englishText, englishReads, i) &&
              (eq(f.value, g.value) ||
                // Beside years rounded to three digits, the millennia are rounded alike: from English's
                // millennia, or as those rounded years in thousands (4,304,949 years are 4.30 million,
                // so 4300 millennia, where English's 4,305 would round to 4310).
                (!lt(englishReads[i + 1]?.value ?? q(0n), MILLION) &&
                  (isRoundedFrom(f.value, g.value, q(0n)) ||
                    eq(
                      f.value,
                      roundSignificant(mul(englishReads[i + 1]?.value ?? q(0n), q(1n, 1000n)), 3),
                    ))))) ||
            (locale.roundedCounts === true &&
              !lt(g.value, MILLION) &&
              isRoundedFrom(f.value, g.value, q(0n))) ||
            // A conversion beside its length, no more precise than it (`1,1 km (rund 3600 Fuß)`).
            (conversionBeside(englishText, englishReads, i) &&
              !eq(f.value, g.value) &&
              (eq(f.value, roundSignificant(g.value, 2)) || eq(f.value, roundSignificant(g.value, 3))))),
      );
      if (e < 0) return;
      pair(e, l);
      words.push({ at: before.index, end: before.index + before[0].length });
    });
  }
  return { english, local, words };
}

const MILLION = q(10n ** 6n);

/**
 * Whether English's figure i counts millennia rounded from the years beside it (`93 Millennia (92,658
 * Years)`): the languages mark it as rounded (`rund 93 Jahrtausende`, docs/style-sheets.md).
 */
function millenniaRoundedFrom(
  text: string,
  reads: readonly { value: Q; at: number; end: number }[],
  i: number,
): boolean {
  const figure = reads[i];
  const years = reads[i + 1];
  if (!figure || !years) return false;
  if (!/^\s*(?:[a-z]+\s+)?millenni(?:um|a)\s*\($/iu.test(text.slice(figure.end, years.at))) return false;
  if (!/^\s*(?:[a-z]+\s+)?years?\)/iu.test(text.slice(years.end))) return false;
  return !eq(mul(figure.value, q(1000n)), years.value);
}
/**
 * Whether English's figure i is a length in feet or miles with its metric length in brackets after it
 * (`3,609 Feet (1.1 km)`): the languages give it no more precisely than that length (docs/style-sheets.md).
 */
function conversionBeside(
  text: string,
  reads: readonly { value: Q; at: number; end: number }[],
  i: number,
): boolean {
  const UNIT = '(?:feet|foot|miles?|km|m|cm|mm)';
  const pairAt = (a: number) => {
    const first = reads[a];
    const second = reads[a + 1];
    if (!first || !second) return false;
    if (!new RegExp(`^\\s*${UNIT}\\s*\\($`, 'iu').test(text.slice(first.end, second.at))) return false;
    return new RegExp(`^\\s*${UNIT}\\)`, 'iu').test(text.slice(second.end));
  };
  return pairAt(i) || pairAt(i - 1);
}
const SPACE_CLASS = '[\\s\u00a0\u202f]';
/** English's own `about` before a figure: the language's word there is that hedge, no rounding. */
const HEDGED = /(?:about|roughly) $/iu;

/** A result's value in the base unit of its expression (days, metres, a count, money). */
function resultBase(result: { value?: unknown; unit?: unknown } | undefined): number | null {
  const value = result?.value;
  if (typeof value !== 'number') return null;
  return result?.unit === 'years' ? value * 365 : value;
}

/** Bands of the hedges on result ÷ anchor (docs/conventions.md §9), before the anchor's own rounding. */
const HEDGE_BANDS: Partial<Record<Hedge, [number, number]>> = {
  about: [0.95, 1.05],
  nearly: [0.9, 0.975],
  littleMore: [1.025, 1.15],
};
const FRACTIONS: Partial<Record<Hedge, number>> = {
  half: 1 / 2,
  quarter: 1 / 4,
  third: 1 / 3,
  twoThirds: 2 / 3,
  threeQuarters: 3 / 4,
};

/**
 * A scale with one of the language's own anchors (in the data set for that language only, so never in
 * English): what it claims, read from its words (hedge, fraction, the multiplier or count per member
 * outside the parentheses), must hold between the result's value and the anchor's exact figure
 * (docs/conventions.md §9's bands). A message, or null when it holds or cannot be read.
 */
export function checkLocalClaim(context: Context, local: string, anchor: Anchor): string | null {
  const locale = LOCALES[context.lang];
  const result = resultBase(context.result);
  const inner = lastParenthesis(local);
  if (result === null || inner === '') return null;
  const lo = toNumber(anchor.figure.lo);
  const hi = toNumber(anchor.figure.hi);
  // The text around the parenthesis, a name's own digits blanked (iPhone 16): they are no multiplier.
  let outside =
    local.slice(0, local.lastIndexOf(inner)) + local.slice(local.lastIndexOf(inner) + inner.length);
  for (const name of NAMES_WITH_FIGURES) outside = outside.replaceAll(name, ' '.repeat(name.length));
  const hedges = readHedges(outside, locale);
  // Not a multiplier: money in an item's name (65.000 $, US$ 100 mil, 100.000 dólares) or a year.
  const money = readMoneys(outside, locale).map((m) => key(m.value));
  const dollars = new RegExp(`^[\\s\u00a0\u202f]*(?:${DOLLAR_WORDS[context.lang]})`, 'u');
  const all = readFigures(outside, locale).filter(
    (f) =>
      f.value.n !== 0n &&
      !money.includes(key(f.value)) &&
      !dollars.test(outside.slice(f.end)) &&
      !/^(?:1[89]|20)\d\d$/.test(f.text),
  );
  // Japanese says "per member" with a 1 (住民1人あたり): a 1 beside another figure is that.
  const figures = all.length > 1 ? all.filter((f) => !eq(f.value, q(1n))) : all;
  const fraction = hedges.map((h) => FRACTIONS[h]).find((f) => f !== undefined);
  let band: [number, number];
  let claim: string;
  if (fraction !== undefined) {
    band = [fraction * 0.95, fraction * 1.05];
    claim = `about ${fraction.toFixed(3)}`;
  } else if (figures.length === 1 || hedges.includes('times')) {
    if (figures.length > 1) return null;
    const f = figures[0];
    const m = f ? toNumber(f.value) : 2;
    const decimals = f ? (/[.,](\d+)$/.exec(f.text.replace(/[^\d.,]/g, ''))?.[1]?.length ?? 0) : 0;
    const step = decimals > 0 ? 10 ** -decimals : m < 10 ? 0.1 : 1;
    band = hedges.includes('about') ? [m * 0.95, m * 1.05] : [m - step / 2, m + step / 2];
    claim = `${hedges.includes('about') ? 'about ' : ''}${m} times`;
  } else {
    const hedge = hedges.find((h) => HEDGE_BANDS[h] !== undefined);
    band = hedge ? (HEDGE_BANDS[hedge] as [number, number]) : [0.975, 1.025];
    claim = hedge ?? 'plain';
  }
  // result ÷ anchor over the anchor's interval (a dated event's figure moves within a day).
  const rLo = result / hi;
  const rHi = result / lo;
  // The result is a JSON float: an exact half (408 mm ÷ 160 mm = 2.55, printed 2.6) may land an ulp
  // outside the band's edge, so the edges take a float's error (1e-12, far below any printed step).
  return rHi >= band[0] * (1 - FLOAT_EDGE) && rLo <= band[1] * (1 + FLOAT_EDGE)
    ? null
    : `${anchor.id}: "${claim}" but result ÷ anchor = ${rLo.toPrecision(4)}`;
}

/** Relative error of a float result against an exact band edge. */
const FLOAT_EDGE = 1e-12;

/** Unit symbols and words that are the same in the singular and the plural. */
const INVARIABLE = new Set([
  'mm',
  'cm',
  'm',
  'km',
  'millimeter',
  'zentimeter',
  'meter',
  'kilometer',
  'fuß',
  'zoll',
  'mois',
]);

/** Compares a whole language answer (its `data`) with the English one, field by field. */
export function checkLanguageData(
  context: Context,
  english: unknown,
  local: unknown,
  out: LanguageViolation[],
  path = '',
): void {
  if (typeof english === 'string' && typeof local === 'string') {
    const name = path.split('.').at(-1) ?? '';
    if (MACHINE.has(name)) {
      if (english !== local) out.push({ rule: 'lang-shape', detail: `${path}: "${local}" for "${english}"` });
    } else checkProse(context, path, english, local, out);
    return;
  }
  if (english !== null && local !== null && typeof english === 'object' && typeof local === 'object') {
    const e = english as Record<string, unknown>;
    const l = local as Record<string, unknown>;
    const inner: Context = 'scale' in e ? { ...context, result: e } : context;
    const keys = [...new Set([...Object.keys(e), ...Object.keys(l)])];
    for (const k of keys) {
      const p = path ? `${path}.${k}` : k;
      if (!(k in e) || !(k in l)) {
        out.push({ rule: 'lang-shape', detail: `${p}: ${k in e ? 'missing' : 'not in English'}` });
      } else checkLanguageData(inner, e[k], l[k], out, p);
    }
    return;
  }
  if (english !== local) {
    out.push({
      rule: 'lang-shape',
      detail: `${path}: ${JSON.stringify(local)} for ${JSON.stringify(english)}`,
    });
  }
}
