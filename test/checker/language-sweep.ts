/**
 * The seeded sweep in every language: each random case is asked in English and in each language; the
 * language answer is checked against the English one (language.ts), and the wealth it prints is sent
 * back in the same language, which must give the same answer (the round trip).
 */
import { checkAnswer } from './answer.ts';
import type { Service } from './client.ts';
import { checkLanguageData, type LanguageRule, type LanguageViolation } from './language.ts';
import { readMoneys } from './language-read.ts';
import { type CheckedLang, LOCALES } from './locales.ts';
import { eq } from './rational.ts';
import type { Rule } from './rules.ts';
import { sentMoney } from './sent.ts';
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
  readonly ms: number;
}

const WEALTH_PARAMS = ['wealth', 'wealthYours'] as const;

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
            const url = `${kase.url}&lang=${lang}`;
            const local = await get(url);
            if (local.status !== 200) {
              add(lang, 'lang-refused', `${local.status}: ${local.body.slice(0, 160)}`, url);
              return;
            }
            const data = (JSON.parse(local.body) as { data: Record<string, unknown> }).data;
            const out: LanguageViolation[] = [];
            try {
              checkLanguageData(lang, englishData, data, out);
            } catch (error) {
              add(lang, 'lang-figure', `checker failed: ${(error as Error).stack}`, url);
            }
            for (const v of out) add(lang, v.rule, v.detail, url);
            const trip = await roundTrip(lang, url, data, local.body, get);
            if (trip) add(lang, 'lang-round-trip', trip.detail, trip.url);
          }),
        );
      }),
    );
  }
  return { cases: done, requests, counts, findings, ms: performance.now() - started };
}

/**
 * The wealth as the language prints it in the sentence (found by its value), sent back as the wealth in
 * the same language: the answer must be the same, byte for byte.
 */
async function roundTrip(
  lang: CheckedLang,
  url: string,
  data: Record<string, unknown>,
  body: string,
  get: (url: string) => Promise<{ status: number; body: string }>,
): Promise<{ detail: string; url: string } | null> {
  const sent = sentWealth(url);
  if (!sent) return null;
  const result = (sent.name === 'wealth' ? data : data.resultYours) as { sentence?: string } | undefined;
  const sentence = result?.sentence ?? '';
  const value = sentMoney(sent.text).value;
  const printed = readMoneys(sentence, LOCALES[lang]).find((m) => eq(m.value, value));
  if (!printed) {
    return { detail: `the wealth ${sent.text} is not found as money in "${sentence}"`, url };
  }
  const back = withParams(url, { [sent.name]: printed.text, lang });
  const again = await get(back);
  if (again.status !== 200) {
    return { detail: `"${printed.text}" sent back: ${again.status} ${again.body.slice(0, 200)}`, url: back };
  }
  if (again.body !== body) {
    const a = (JSON.parse(again.body) as { data: Record<string, unknown> }).data;
    const diff = firstDifference(data, a);
    return { detail: `"${printed.text}" sent back reads otherwise: ${diff}`, url: back };
  }
  return null;
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
