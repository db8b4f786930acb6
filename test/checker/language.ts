/**
 * One answer in a language checked against the same request's English answer (issue 28, point 7):
 * the same figures (each exactly the same number), dates, hedges, units and currency labels, the same
 * machine fields, no English left behind, scale words that agree with their number. The English answer
 * itself is checked by the checker's English rules (answer.ts), so figures equal to its figures are
 * exact too.
 */

import {
  key,
  readDates,
  readEnglish,
  readFigures,
  readHedges,
  readLabels,
  readUnits,
  readWords,
} from './language-read.ts';
import { type CheckedLang, ENGLISH, LOCALES, type Locale, PROPER_NAMES } from './locales.ts';

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
  'lang-round-trip':
    'the wealth as printed in the language, sent back in that language, is not the same answer',
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
  doubles: ['2/1'],
  half: ['2/1', '1/2'],
  third: ['3/1', '1/3'],
  thirds: ['3/1', '2/1', '2/3'],
  triples: ['3/1'],
  quarter: ['4/1', '1/4'],
  quarters: ['4/1', '3/1', '3/4'],
  fifth: ['5/1', '1/5'],
  tenth: ['10/1', '1/10'],
  two: ['2/1'],
  three: ['3/1'],
  four: ['4/1'],
  eight: ['8/1'],
  second: ['1/1'],
  minute: ['1/1'],
  hour: ['1/1'],
  week: ['1/1'],
  year: ['1/1'],
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
function withoutNames(text: string): string {
  let out = text;
  for (const n of PROPER_NAMES) out = out.replaceAll(n, ' ');
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

/** Compares one prose field of the language answer with the English one. */
export function checkProse(
  lang: CheckedLang,
  field: string,
  english: string,
  local: string,
  out: LanguageViolation[],
): void {
  const locale: Locale = LOCALES[lang];
  const where = `${field}: "${local}" (English: "${english}")`;
  // Figures, value for value; a language may print as a digit what English says in a word.
  const ef = readEnglish(english).map((f) => key(f.value));
  const lf = readFigures(local, locale);
  const missing = minus(
    ef,
    lf.map((f) => key(f.value)),
  );
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
  const eh = readHedges(english, ENGLISH);
  const lh = readHedges(local, locale);
  if (sorted(eh) !== sorted(lh)) {
    out.push({ rule: 'lang-hedge', detail: `English [${sorted(eh)}], read [${sorted(lh)}] — ${where}` });
  }
  const scale = field.endsWith('scale') && !field.startsWith('ratio');
  const eu = readUnits(scale ? lastParenthesis(english) : english, ENGLISH);
  const lu = readUnits(scale ? lastParenthesis(local) : local, locale);
  if (sorted(eu) !== sorted(lu)) {
    out.push({ rule: 'lang-unit', detail: `English [${sorted(eu)}], read [${sorted(lu)}] — ${where}` });
  }
  const el = readLabels(english);
  const ll = readLabels(local);
  if (sorted(el) !== sorted(ll)) {
    out.push({ rule: 'lang-label', detail: `English [${sorted(el)}], read [${sorted(ll)}] — ${where}` });
  }
  if (lang !== 'en-IN') {
    const vocabulary = new Set(readWords(withoutNames(english)).filter((w) => w.length >= 3));
    const shared = new Set(locale.shared);
    const left = [...new Set(readWords(withoutNames(local)))].filter(
      (w) => vocabulary.has(w) && !shared.has(w),
    );
    if (left.length > 0) out.push({ rule: 'lang-english', detail: `${left.join(', ')} — ${where}` });
  }
  const rules = new Intl.PluralRules(lang);
  for (const f of lf) {
    if (f.singular === undefined || f.mantissa === undefined) continue;
    const one = rules.select(f.mantissa) === 'one';
    if (one !== f.singular) {
      out.push({
        rule: 'lang-plural',
        detail: `"${f.text}": ${f.singular ? 'singular' : 'plural'} for ${f.mantissa} — ${where}`,
      });
    }
  }
}

/** Compares a whole language answer (its `data`) with the English one, field by field. */
export function checkLanguageData(
  lang: CheckedLang,
  english: unknown,
  local: unknown,
  out: LanguageViolation[],
  path = '',
): void {
  if (typeof english === 'string' && typeof local === 'string') {
    const name = path.split('.').at(-1) ?? '';
    if (MACHINE.has(name)) {
      if (english !== local) out.push({ rule: 'lang-shape', detail: `${path}: "${local}" for "${english}"` });
    } else checkProse(lang, path, english, local, out);
    return;
  }
  if (english !== null && local !== null && typeof english === 'object' && typeof local === 'object') {
    const e = english as Record<string, unknown>;
    const l = local as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(e), ...Object.keys(l)])];
    for (const k of keys) {
      const p = path ? `${path}.${k}` : k;
      if (!(k in e) || !(k in l)) {
        out.push({ rule: 'lang-shape', detail: `${p}: ${k in e ? 'missing' : 'not in English'}` });
      } else checkLanguageData(lang, e[k], l[k], out, p);
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
