/**
 * The seeded sweep in every language: each random case is asked in English and in each language; the
 * language answer is checked against the English one (language.ts), and the wealth it prints is sent
 * back in the same language, which must give the same answer (the round trip).
 */
import { type Case, checkAnswer } from './answer.ts';
import type { Service } from './client.ts';
import { ALL_PREFIXES } from './labels.ts';
import { checkLanguageData, type LanguageRule, type LanguageViolation } from './language.ts';
import { readMoneys } from './language-read.ts';
import { type CheckedLang, LOCALES } from './locales.ts';
import { unmark } from './marks.ts';
import { eq, type Q } from './rational.ts';
import type { Rule } from './rules.ts';
import { random, randomCase } from './sweep.ts';

export interface LanguageFinding {
  readonly lang: CheckedLang | 'en';
  readonly rule: LanguageRule | Rule;
  readonly detail: string;
  readonly url: string;
}

export interface LanguageSweep {
  readonly cases: number;
  readonly requests: number;
  /** Per language, per rule, how many violations. */
  readonly counts: Map<string, Map<string, number>>;
  readonly findings: LanguageFinding[];
  /** Per language, what was checked how (answers, round trips, scales with a local anchor). */
  readonly checked: Map<string, Map<string, number>>;
  readonly ms: number;
}

const WEALTH_PARAMS = ['wealth', 'wealthYours'] as const;
const MONEY_PARAMS = new Set(['wealth', 'wealthYours', 'wealthTheirs', 'spend']);
const BY_LENGTH = [...ALL_PREFIXES].sort((a, b) => b.length - a.length);
const EXPAND: Record<string, number> = { b: 9, t: 12, q: 15 };

/** Digits grouped as the language groups them (Indian English: 12,34,567). */
function grouped(whole: string, lang: CheckedLang): string {
  const locale = LOCALES[lang];
  if (locale.indian) {
    if (whole.length <= 3) return whole;
    const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
    return `${head},${whole.slice(-3)}`;
  }
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale.groups[0] ?? '');
}

/**
 * A money value the sweep sends (US notation) written as the language writes it, same amount: the
 * language's decimal sign, its groups where the English had groups, `K`/`M` kept (every language reads
 * them), `B`/`T`/`Q` spelled out; a fraction of exactly three digits takes a zero so that no reader
 * could take it for a group (`1,500` is ambiguous in German, `1,5000` is not).
 */
export function localAmount(text: string, lang: CheckedLang): string {
  const prefix = BY_LENGTH.find((p) => p !== '' && text.startsWith(p)) ?? '';
  const m = /^\s?([\d,]+)(?:\.(\d+))?\s?([kmbtq])?$/i.exec(text.slice(prefix.length));
  if (!m) return text;
  let whole = (m[1] ?? '').replaceAll(',', '');
  let fraction = m[2] ?? '';
  let suffix = m[3] ?? '';
  const expand = EXPAND[suffix.toLowerCase()];
  if (expand !== undefined) {
    const digits = whole + fraction.padEnd(expand, '0');
    whole = digits.slice(0, whole.length + expand).replace(/^0+(?=\d)/, '');
    fraction = digits.slice(whole.length + expand).replace(/0+$/, '');
    fraction = (whole + fraction).length > 0 ? fraction : '';
    suffix = '';
  }
  if (fraction.length === 3) fraction += '0';
  const decimal = LOCALES[lang].decimal;
  let number = (m[1] ?? '').includes(',') ? grouped(whole, lang) : whole;
  // One dot or comma before three digits and nothing after is a decimal sign to some readers (the API
  // reads `1.236` as 1.236, a German 1236): that one group is set apart by a narrow space instead.
  if (fraction === '' && decimal === ',' && /^\d{1,3}[.,]\d{3}$/.test(number)) {
    number = number.replace(/[.,]/, '\u202f');
  }
  return `${prefix}${number}${fraction ? decimal + fraction : ''}${suffix}`;
}

/** The case's request in a language: its money values in the language's notation, then `lang`. */
export function localUrl(url: string, lang: CheckedLang): string {
  const [path, search = ''] = url.split('?');
  const parts = search.split('&').map((part) => {
    const [k = '', v = ''] = part.split('=');
    return MONEY_PARAMS.has(k)
      ? `${k}=${encodeURIComponent(localAmount(decodeURIComponent(v), lang))}`
      : part;
  });
  return `${path}?${[...parts, `lang=${lang}`].join('&')}`;
}

function withParams(url: string, changes: Record<string, string>): string {
  const [path, search = ''] = url.split('?');
  const parts = search.split('&').filter((p) => p !== '');
  const names = new Set(Object.keys(changes));
  const kept = parts.filter((p) => !names.has(p.split('=')[0] ?? ''));
  const added = Object.entries(changes).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  return `${path}?${[...kept, ...added].join('&')}`;
}

function sentWealth(url: string): { name: string; text: string } | null {
  const search = url.split('?')[1] ?? '';
  for (const part of search.split('&')) {
    const [k = '', v = ''] = part.split('=');
    if ((WEALTH_PARAMS as readonly string[]).includes(k)) return { name: k, text: decodeURIComponent(v) };
  }
  return null;
}

/** The amounts a case sends (wealths, spend): a language prints them exactly (docs/style-sheets.md, echoes). */
export function echoesOf(kase: Case): Q[] {
  return [kase.wealth, kase.yours, kase.theirs, kase.params.spend].flatMap((s) => (s ? [s.value] : []));
}

/**
 * One request checked in one language: the language answer against the English answer `englishBody`
 * and the round trip of its wealth. The violations, or a refusal.
 */
export async function checkCaseIn(
  service: Service,
  lang: CheckedLang,
  url: string,
  englishBody: string,
  wealth: Q | undefined,
  expression: string,
  tally?: (what: string) => void,
  echoes?: readonly Q[],
): Promise<{ rule: LanguageRule; detail: string; url: string }[]> {
  const local = await service.get(url);
  if (local.status !== 200) {
    return [{ rule: 'lang-refused', detail: `${local.status}: ${local.body.slice(0, 160)}`, url }];
  }
  const englishData = (JSON.parse(englishBody) as { data: unknown }).data;
  const data = (JSON.parse(local.body) as { data: Record<string, unknown> }).data;
  const out: LanguageViolation[] = [];
  checkLanguageData(
    { lang, expression, data: service.data, ...(tally ? { tally } : {}), ...(echoes ? { echoes } : {}) },
    englishData,
    data,
    out,
  );
  const found = out.map((v) => ({ ...v, url }));
  const trip = await roundTrip(lang, url, wealth, data, (u) => service.get(u));
  if (trip) found.push({ rule: 'lang-round-trip', detail: trip.detail, url: trip.url });
  return found;
}

/**
 * Runs `count` random cases (seeded) in English and in each of `langs`; `english` also checks the
 * English answers with the English rules. At most `keep` findings are kept per language and rule.
 */
export async function languageSweep(
  service: Service,
  langs: readonly CheckedLang[],
  seed: number,
  count: number,
  { english = false, keep = 20 } = {},
): Promise<LanguageSweep> {
  const rnd = random(seed);
  const started = performance.now();
  const counts = new Map<string, Map<string, number>>();
  const findings: LanguageFinding[] = [];
  let requests = 0;
  const add = (lang: CheckedLang | 'en', rule: LanguageRule | Rule, detail: string, url: string) => {
    const byRule = counts.get(lang) ?? new Map<string, number>();
    counts.set(lang, byRule);
    const n = (byRule.get(rule) ?? 0) + 1;
    byRule.set(rule, n);
    if (n <= keep) findings.push({ lang, rule, detail, url });
  };
  for (const lang of langs) counts.set(lang, new Map());
  if (english) counts.set('en', new Map());
  const checked = new Map<string, Map<string, number>>();
  const tally = (lang: string) => (what: string) => {
    const m = checked.get(lang) ?? new Map<string, number>();
    checked.set(lang, m);
    m.set(what, (m.get(what) ?? 0) + 1);
  };
  const get = (url: string) => {
    requests++;
    return service.get(url);
  };
  let done = 0;
  while (done < count) {
    const batch = Array.from({ length: Math.min(8, count - done) }, () => randomCase(rnd));
    done += batch.length;
    await Promise.all(
      batch.map(async (kase) => {
        const en = await get(kase.url);
        if (english) {
          try {
            for (const v of checkAnswer(service.data, kase, en.status, en.body).violations)
              add('en', v.rule, v.detail, kase.url);
          } catch (error) {
            add('en', 'unparsed', `checker failed: ${(error as Error).message}`, kase.url);
          }
        }
        if (en.status !== 200) return;
        const englishData = (JSON.parse(en.body) as { data: unknown }).data;
        await Promise.all(
          langs.map(async (lang) => {
            const url = localUrl(kase.url, lang);
            const local = await get(url);
            if (local.status !== 200) {
              add(lang, 'lang-refused', `${local.status}: ${local.body.slice(0, 160)}`, url);
              return;
            }
            const data = (JSON.parse(local.body) as { data: Record<string, unknown> }).data;
            const out: LanguageViolation[] = [];
            try {
              tally(lang)('answers');
              checkLanguageData(
                {
                  lang,
                  expression: kase.params.expression,
                  data: service.data,
                  tally: tally(lang),
                  echoes: echoesOf(kase),
                },
                englishData,
                data,
                out,
              );
            } catch (error) {
              add(lang, 'lang-figure', `checker failed: ${(error as Error).stack}`, url);
            }
            for (const v of out) add(lang, v.rule, v.detail, url);
            tally(lang)('round trips');
            const trip = await roundTrip(lang, url, (kase.wealth ?? kase.yours)?.value, data, get);
            if (trip) add(lang, 'lang-round-trip', trip.detail, trip.url);
          }),
        );
      }),
    );
  }
  return { cases: done, requests, counts, findings, checked, ms: performance.now() - started };
}

/**
 * The wealth as the language prints it in the sentence (found by its value), sent back as the wealth in
 * the same language: the answer must be the same, byte for byte.
 */
async function roundTrip(
  lang: CheckedLang,
  url: string,
  value: Q | undefined,
  data: Record<string, unknown>,
  get: (url: string) => Promise<{ status: number; body: string }>,
): Promise<{ detail: string; url: string } | null> {
  const sent = sentWealth(url);
  if (!sent || !value) return null;
  const result = (sent.name === 'wealth' ? data : data.resultYours) as { sentence?: string } | undefined;
  const locale = LOCALES[lang];
  const sentence = (result?.sentence ?? '').replace(locale.readings ?? /(?!)/u, '');
  const printed = readMoneys(sentence, LOCALES[lang]).find((m) => eq(m.value, value));
  if (!printed) {
    return { detail: `the wealth ${sent.text} is not found as money in "${sentence}"`, url };
  }
  const back = withParams(url, { [sent.name]: printed.text, lang: locale.readBackIn ?? lang });
  const again = await get(back);
  if (again.status !== 200) {
    return { detail: `"${printed.text}" sent back: ${again.status} ${again.body.slice(0, 200)}`, url: back };
  }
  // The echo: the same sentence and value (a note may differ: the label sent back is the one printed, so
  // the words saying a label was read as another may go too).
  const a = (JSON.parse(again.body) as { data: Record<string, unknown> }).data;
  const side = (d: Record<string, unknown>) =>
    (sent.name === 'wealth' ? d : d.resultYours) as { sentence?: string; value?: number };
  const bare = (d: Record<string, unknown>) => unmark(side(d).sentence ?? '', lang).text;
  const diff = firstDifference(
    { sentence: bare(data), value: side(data).value },
    { sentence: bare(a), value: side(a).value },
  );
  return diff ? { detail: `"${printed.text}" sent back reads otherwise: ${diff}`, url: back } : null;
}

function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const d = firstDifference(x[k], y[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return '';
  }
  return a === b ? '' : `${path}: "${String(b)}" for "${String(a)}"`;
}
