/**
 * Reads what a text in any language states, with the tables of locales.ts: its figures as exact values,
 * its dates, hedges, units, currency labels and words. English figures are read by printed.ts, the
 * checker's English reader; every other language's by its own separators and scale words.
 */
import { type CurrencyName, ENGLISH, type Hedge, type Locale, type Unit } from './locales.ts';
import { NUMBER_SOURCE, readNumber } from './printed.ts';
import { dec, div, mul, pow10, type Q, q } from './rational.ts';

const SPACE = '[\\s\u00a0\u202f]';
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const POWER = `${SPACE}?×${SPACE}?10[${SUPERSCRIPT}]+`;

/** A figure read from a text: its exact value, the text, and the scale word it ends in (if any). */
export interface Read {
  readonly text: string;
  readonly value: Q;
  readonly at: number;
  readonly end: number;
  /** The digits before a scale word as a number (for plural agreement), and whether that word is singular. */
  readonly mantissa?: number;
  readonly singular?: boolean;
  /** Said with a word (a scale word, a compact letter, 万/億/兆, `× 10ⁿ`), not in full digits. */
  readonly worded?: boolean;
  /** The scale word or compact letter as printed (`Milliarden`, `lakh crore`, `M`). */
  readonly word?: string;
  /** Printed with a power of ten. */
  readonly power?: boolean;
}

const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** A value as a canonical key (the reduced fraction), for multisets. */
export function key(v: Q): string {
  const g = gcd(v.n, v.d) || 1n;
  return `${v.n / g}/${v.d / g}`;
}

/** A date as a key: year (negative before Christ), month and day where printed. */
export interface DateRead {
  readonly key: string;
  readonly at: number;
  readonly end: number;
}

function monthIndex(locale: Locale, name: string): number {
  return locale.months.indexOf(name.toLowerCase()) + 1;
}

/** The dates of a text (full dates, month and year, years with an era), with their places. */
export function readDates(text: string, locale: Locale): DateRead[] {
  const out: DateRead[] = [];
  const taken = (at: number, end: number) => out.some((d) => at < d.end && end > d.at);
  const scan = (source: string, make: (g: Record<string, string | undefined>) => string | null) => {
    for (const m of text.matchAll(new RegExp(source, 'gu'))) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (taken(at, end)) continue;
      const k = make(m.groups ?? {});
      if (k !== null) out.push({ key: k, at, end });
    }
  };
  const year = (g: Record<string, string | undefined>) => `${g.bc ? '-' : ''}${Number(g.y ?? g.y2 ?? '0')}`;
  scan(locale.date, (g) => {
    const month = monthIndex(locale, g.m ?? '');
    return month > 0 ? `${year(g)}-${month}-${Number(g.d)}` : null;
  });
  scan(locale.monthYear, (g) => {
    const month = monthIndex(locale, g.m ?? '');
    return month > 0 ? `${year(g)}-${month}` : null;
  });
  scan(locale.era, (g) => year(g));
  return out.sort((a, b) => a.at - b.at);
}

/** The text with the given spans blanked (so figures inside dates are not read twice). */
function blank(text: string, spans: readonly { at: number; end: number }[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.at) + ' '.repeat(s.end - s.at) + out.slice(s.end);
  return out;
}

/** A scale word, its parts' first letters in either case (`Lakh Crore` in a title) where longer than two letters. */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function caseFree(word: string): string {
  if (word.length <= 2) return literal(word);
  return word
    .split(' ')
    .map((part) => {
      const first = part[0] ?? '';
      const rest = literal(part.slice(1));
      return first.toLowerCase() === first.toUpperCase()
        ? literal(part)
        : `[${first.toLowerCase()}${first.toUpperCase()}]${rest}`;
    })
    .join(SPACE);
}

/** A scale word as the tables spell it, whatever space the text puts between its parts. */
const spaced = (word: string): string => word.replace(/[\s\u00a0\u202f]+/gu, ' ');

function numberSource(locale: Locale): string {
  const d = literal(locale.decimal);
  // Indian English: lakh and crore groups for rupees, international groups for every other figure
  // (docs/style-sheets.md); the two agree up to five digits.
  const grouped = locale.indian
    ? ['\\d{1,3}(?:,\\d{3})+', '\\d{1,2}(?:,\\d{2})*,\\d{3}']
    : locale.groups.map((g) => `\\d{1,3}(?:${literal(g)}\\d{3})+`);
  return `(?:${[...grouped, '\\d+'].join('|')})(?:${d}\\d+)?`;
}

/** A plain number in the locale's notation, exactly. */
function plain(text: string, locale: Locale): Q {
  let t = text;
  for (const g of locale.groups) t = t.replaceAll(g, '');
  if (locale.decimal === ',') t = t.replace(',', '.');
  return dec(t);
}

function superscript(text: string): number {
  return Number([...text].map((c) => SUPERSCRIPT.indexOf(c)).join(''));
}

const cache = new Map<Locale, RegExp>();

function figureRegExp(locale: Locale): RegExp {
  const hit = cache.get(locale);
  if (hit) return hit;
  const num = numberSource(locale);
  const words = [...locale.scale].sort((a, b) => b.word.length - a.word.length);
  const word = words.map((w) => caseFree(w.word)).join('|');
  const tiny = locale.tiny.map(([w]) => w).join('|');
  const parts: string[] = [];
  if (tiny) parts.push(`(?<tiny>(?<![\\p{L}])(?:${tiny})(?![\\p{L}]))`);
  if (locale.joined) {
    // Japanese: 1億5000万 (groups of 万, 億, 兆 … with an optional rest), 1兆分の1 (a share below 10⁻¹²).
    parts.push(`(?<share>(?:${num})(?:${word})分の1)`);
    parts.push(`(?<smallshare>\\d+分の\\d+)`);
    parts.push(`(?<joined>(?:(?:${num})(?:${word}))+(?:${num})?(?:${POWER})?)`);
  }
  const compact = [...(locale.compact ?? [])]
    .sort((a, b) => b.word.length - a.word.length)
    .map((w) => literal(w.word))
    .join('|');
  const spacedWord = word ? `${SPACE}(?<word>${word})(?![\\p{L}])` : '';
  const touching = compact ? `(?<compact>${compact})(?![\\p{L}\\d])` : '';
  const either = [spacedWord, touching].filter((w) => w !== '').join('|');
  if (locale.oneBeforeWord !== undefined && word) {
    parts.push(
      `(?<one>(?<![\\p{L}])(?:${literal(locale.oneBeforeWord)}|${literal(capitalised(locale.oneBeforeWord))})${SPACE}(?<oneword>${word})(?![\\p{L}]))`,
    );
  }
  const after = locale.joined || either === '' ? '' : `(?:${either})?`;
  parts.push(`(?<num>${num})${after}(?<power>${POWER})?`);
  const re = new RegExp(parts.join('|'), 'gu');
  cache.set(locale, re);
  return re;
}

function joinedValue(text: string, locale: Locale): Q {
  const num = numberSource(locale);
  const words = [...locale.scale].sort((a, b) => b.word.length - a.word.length);
  let total = q(0n);
  const powerAt = text.indexOf('×');
  const body = powerAt >= 0 ? text.slice(0, powerAt).trim() : text;
  const re = new RegExp(`(${num})(${words.map((w) => literal(w.word)).join('|')})?`, 'gu');
  for (const m of body.matchAll(re)) {
    const w = words.find((x) => x.word === m[2]);
    const v = mul(plain(m[1] ?? '0', locale), pow10(w?.exponent ?? 0));
    total = { n: total.n * v.d + v.n * total.d, d: total.d * v.d };
  }
  if (powerAt >= 0) total = mul(total, pow10(superscript(text.slice(text.indexOf('10') + 2))));
  return total;
}

/** Every figure of a text in a language (dates blanked first); English texts go through `readEnglish`. */
export function readFigures(text: string, locale: Locale): Read[] {
  if (locale === ENGLISH) return readEnglish(text);
  const clean = blank(text, readDates(text, locale));
  const out: Read[] = [];
  for (const m of clean.matchAll(figureRegExp(locale))) {
    const g = m.groups ?? {};
    const at = m.index ?? 0;
    const end = at + m[0].length;
    if (g.smallshare !== undefined) continue; // 3分の1: a fraction word, read as a hedge
    if (g.tiny !== undefined) {
      const t = locale.tiny.find(([w]) => new RegExp(`^(?:${w})$`, 'u').test(g.tiny ?? ''));
      if (t) out.push({ text: m[0], value: pow10(-t[1]), at, end });
      continue;
    }
    if (g.share !== undefined) {
      out.push({ text: m[0], value: div(q(1n), joinedValue(m[0].replace(/分の1$/, ''), locale)), at, end });
      continue;
    }
    if (g.joined !== undefined) {
      out.push({
        text: m[0],
        value: joinedValue(m[0], locale),
        at,
        end,
        worded: true,
        ...(m[0].includes('×') ? { power: true } : {}),
      });
      continue;
    }
    const mantissa = g.one !== undefined ? q(1n) : plain(g.num ?? '0', locale);
    const wordSaid = g.one !== undefined ? g.oneword : g.word;
    const said = wordSaid === undefined ? undefined : spaced(wordSaid);
    const w =
      (g.compact !== undefined ? locale.compact?.find((x) => x.word === g.compact) : undefined) ??
      locale.scale.find((x) => x.word === said) ??
      locale.scale.find((x) => x.word.toLowerCase() === said?.toLowerCase());
    let value = mul(mantissa, pow10(w?.exponent ?? 0));
    if (g.power) value = mul(value, pow10(superscript(g.power.slice(g.power.indexOf('10') + 2))));
    out.push({
      text: m[0],
      value,
      at,
      end,
      ...(w ? { mantissa: Number(mantissa.n) / Number(mantissa.d), word: w.word } : {}),
      ...(w?.singular !== undefined && g.compact === undefined ? { singular: w.singular } : {}),
      ...(w || g.power ? { worded: true } : {}),
      ...(g.power ? { power: true } : {}),
    });
  }
  return out;
}

const ENGLISH_TINY = new RegExp(
  `(?<![\\p{L}])(?:${ENGLISH.tiny.map(([w]) => w).join('|')})(?![\\p{L}])`,
  'gu',
);
const ENGLISH_NUMBER = new RegExp(NUMBER_SOURCE, 'g');

/** The figures of an English text, read by the checker's English reader (printed.ts). */
export function readEnglish(text: string): Read[] {
  const clean = blank(text, readDates(text, ENGLISH));
  const out: Read[] = [];
  for (const m of clean.matchAll(ENGLISH_NUMBER)) {
    // A digit glued to a letter before it (COVID-19 keeps its 19; a word like "B2" is no figure).
    const p = readNumber(m[0]);
    const at = m.index ?? 0;
    if (p) out.push({ text: m[0], value: p.value, at, end: at + m[0].length });
  }
  for (const m of clean.matchAll(ENGLISH_TINY)) {
    const t = ENGLISH.tiny.find(([w]) => new RegExp(`^(?:${w})$`, 'u').test(m[0]));
    const at = m.index ?? 0;
    if (t) out.push({ text: m[0], value: pow10(-t[1]), at, end: at + m[0].length });
  }
  return out.sort((a, b) => a.at - b.at);
}

function alternation(entries: readonly (readonly [string, unknown])[]): string {
  return [...entries]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([s]) => s)
    .join('|');
}

/** The hedges of a text, in order, by category. */
export function readHedges(text: string, locale: Locale): Hedge[] {
  const bound = locale.joined ? ['', ''] : ['(?<![\\p{L}])', "(?:(?<=[’'])|(?![\\p{L}]))"];
  const re = new RegExp(`${bound[0]}(?:${alternation(locale.hedges)})${bound[1]}`, 'giu');
  const out: Hedge[] = [];
  for (const m of text.matchAll(re)) {
    // The entry that matched, tried at the match's place in the text (an entry may look behind it).
    const at = m.index ?? 0;
    const hit = [...locale.hedges]
      .sort((a, b) => b[0].length - a[0].length)
      .find(([s]) => {
        const one = new RegExp(`(?:${s})${bound[1]}`, 'iuy');
        one.lastIndex = at;
        return one.exec(text)?.[0] === m[0];
      });
    if (hit) out.push(hit[1]);
  }
  return out;
}

/** The units printed straight after a figure (`3 Jahre`, `2,7 milliards d’années`, `0.15年`), with the figure's value. */
export interface UnitRead {
  readonly unit: Unit;
  /** The figure's value as a key, and as a number (for plural rules). */
  readonly value: string;
  readonly number: number;
  /** The unit word as printed, and whether the figure ends in a scale word (`2,7 milliards d’années`). */
  readonly word: string;
  readonly worded: boolean;
  readonly figure: string;
}

export function readUnits(text: string, locale: Locale): UnitRead[] {
  const out: UnitRead[] = [];
  const units = [...locale.units].sort((a, b) => b[0].length - a[0].length);
  const unit = new RegExp(
    locale.joined
      ? `^(?:${units.map(([s]) => s).join('|')})`
      : `^${SPACE}*(?:de |d’|d'|di |do |da |of )?(?:${units.map(([s]) => s).join('|')})(?![\\p{L}-])`,
    'iu',
  );
  const clean = blank(text, readDates(text, locale));
  for (const f of readFigures(clean, locale)) {
    const m = unit.exec(clean.slice(f.end));
    if (!m) continue;
    const word = m[0].replace(new RegExp(`^${SPACE}*(?:de |d’|d'|di |do |da |of )?`, 'iu'), '');
    const hit = units.find(([s]) => new RegExp(`^(?:${s})$`, 'iu').test(word));
    if (hit) {
      out.push({
        unit: hit[1],
        value: key(f.value),
        number: Number(f.value.n) / Number(f.value.d),
        word,
        worded: f.mantissa !== undefined || /[×万億兆京]/.test(f.text),
        figure: f.text,
      });
    }
  }
  return out;
}

const LABEL = /US\$|CA\$|C\$|CN¥|R\$|CHF|\$|€|£|¥|₹|₩|₽|₺/g;

/** The currency signs and codes of a text (our labels), in order; The Hindu's `C$` is our `CA$`. */
export function readLabels(text: string): string[] {
  return [...text.matchAll(LABEL)].map((m) => (m[0] === 'C$' ? 'CA$' : m[0]));
}

/**
 * Money as printed in a language: a label before or after a figure, or a currency name after it
 * (`1.000 Euro`, `1,5 milliard d’euros`, `73億9047万円`); its text as one could send it.
 */
export interface MoneyRead {
  readonly text: string;
  /** The label English prints for this currency (`€` for `Euro`, `$` for `dólares`). */
  readonly label: string;
  readonly value: Q;
  readonly at: number;
  readonly end: number;
  readonly figure: Read;
  /** The currency name read after the figure, where the language wrote one. */
  readonly name?: CurrencyName;
  /** The name as printed. */
  readonly said?: string;
}

const nameCache = new Map<Locale, RegExp | null>();

/** A currency name straight after a figure: a space (none in Japanese), a preposition after a scale word, the name. */
function nameRegExp(locale: Locale): RegExp | null {
  if (nameCache.has(locale)) return nameCache.get(locale) ?? null;
  const names = [...(locale.currencies ?? [])].sort((a, b) => b.name.length - a.name.length);
  let re: RegExp | null = null;
  if (names.length > 0) {
    const alternation = names.map((n) => n.name.split(' ').map(literal).join(SPACE)).join('|');
    const gap = locale.joined ? '' : `${SPACE}`;
    const preposition = locale.preposition ? `(?:(?:${locale.preposition.replaceAll(' ', SPACE)}))?` : '';
    // Japanese names touch the particle after them (`73億9047万円の`).
    const end = locale.joined ? '' : '(?![\\p{L}-])';
    re = new RegExp(`^${gap}${preposition}(?<name>${alternation})${end}`, 'iu');
  }
  nameCache.set(locale, re);
  return re;
}

/** The currency name of the table that a printed name is (case and spaces aside). */
function nameOf(locale: Locale, said: string): CurrencyName | undefined {
  const plainSaid = spaced(said).toLowerCase();
  return locale.currencies?.find((n) => n.name.toLowerCase() === plainSaid);
}

export function readMoneys(text: string, locale: Locale): MoneyRead[] {
  const out: MoneyRead[] = [];
  const labels = [...text.matchAll(LABEL)].map((m) => ({ label: m[0], at: m.index ?? 0 }));
  const named = nameRegExp(locale);
  for (const f of readFigures(text, locale)) {
    const after = labels.find((l) => {
      const gap = text.slice(f.end, l.at);
      return l.at >= f.end && new RegExp(`^${SPACE}?$`, 'u').test(gap);
    });
    const before = labels.find((l) => {
      const gap = text.slice(l.at + l.label.length, f.at);
      return l.at + l.label.length <= f.at && new RegExp(`^${SPACE}?$`, 'u').test(gap);
    });
    const money = { value: f.value, figure: f };
    if (after) {
      const end = after.at + after.label.length;
      out.push({ ...money, text: text.slice(f.at, end), label: after.label, at: f.at, end });
    } else if (before) {
      out.push({
        ...money,
        text: text.slice(before.at, f.end),
        label: before.label,
        at: before.at,
        end: f.end,
      });
    } else if (named) {
      const m = named.exec(text.slice(f.end));
      const said = m?.groups?.name;
      const name = said === undefined ? undefined : nameOf(locale, said);
      if (m && said !== undefined && name) {
        const end = f.end + m[0].length;
        out.push({ ...money, text: text.slice(f.at, end), label: name.label, at: f.at, end, name, said });
      }
    }
  }
  return out;
}

/** Whether a place in a text is inside parentheses (an anchor's own figure is printed in them). */
export function inParentheses(text: string, at: number): boolean {
  let depth = 0;
  for (const c of text.slice(0, at)) {
    if (c === '(' || c === '（') depth++;
    else if ((c === ')' || c === '）') && depth > 0) depth--;
  }
  return depth > 0;
}

/**
 * The sums a text marks as rounded: the language's word for a rounded sum (`rund`, `quelque`, `unos`,
 * `circa`, `cerca de`, `約`, `about`) straight before a sum, outside parentheses (inside them `約` is an
 * anchor's ≈). Each with the span of its word.
 */
export function readRounded(
  text: string,
  locale: Locale,
  moneys: readonly MoneyRead[] = readMoneys(text, locale),
): { money: MoneyRead; at: number; end: number }[] {
  if (!locale.rounded) return [];
  const bound = locale.joined ? '' : '(?<![\\p{L}])';
  const word = new RegExp(`${bound}(?:${locale.rounded.replaceAll(' ', SPACE)})${SPACE}*$`, 'iu');
  const out: { money: MoneyRead; at: number; end: number }[] = [];
  for (const money of moneys) {
    const m = word.exec(text.slice(0, money.at));
    if (!m || inParentheses(text, money.at)) continue;
    out.push({ money, at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The words of a text, lower case (letters only, as a reader splits them). */
export function readWords(text: string): string[] {
  return [...text.replace(/US\$|CA\$|CN¥|R\$|CHF/g, ' ').matchAll(/\p{L}[\p{L}’']*/gu)].map((m) =>
    m[0].toLowerCase().replace(/[’']s$/, ''),
  );
}
