// Issue 28, point 7: the checker runs over every language. Each seeded case is asked in English and in
// each language (its money in that language's notation); the language answer must state the English
// answer's figures, dates, hedges, units and labels, leave no English behind, and print a wealth that
// reads back as the same answer (language.ts, language-sweep.ts). The English answers themselves are
// checked by sweep.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Service, startService } from './client.ts';
import { LANGUAGE_CEILINGS } from './known-violations.ts';
import type { LanguageRule } from './language.ts';
import { languageSweep } from './language-sweep.ts';
import { CHECKED_LANGS } from './locales.ts';

const QUICK = process.env.TEST_TIER === 'quick';
/** Cases per language: each is one English request, one per language and one round trip per language. */
const CASES = QUICK ? 40 : 1_500;
const SEED = 28;

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
});

it(`a seeded sweep of ${CASES} cases in ${CHECKED_LANGS.length} languages breaks no language rule beyond the known violations`, {
  timeout: 600_000,
}, async () => {
  const result = await languageSweep(service, CHECKED_LANGS, SEED, CASES, { keep: 5 });
  const tier = QUICK ? 'quick' : 'full';
  const problems: string[] = [];
  for (const lang of CHECKED_LANGS) {
    expect(result.checked.get(lang)?.get('answers'), `${lang} answered`).toBeGreaterThan(0);
    const ceilings = LANGUAGE_CEILINGS[lang] ?? {};
    for (const [rule, count] of result.counts.get(lang) ?? []) {
      const ceiling = ceilings[rule as LanguageRule]?.[tier] ?? 0;
      if (count <= ceiling) continue;
      const examples = result.findings
        .filter((f) => f.lang === lang && f.rule === rule)
        .map((f) => `    ${f.url}\n      ${f.detail}`);
      problems.push(`${lang} ${rule}: ${count} (allowed ${ceiling}); the first:\n${examples.join('\n')}`);
    }
    if (!QUICK) {
      for (const rule of Object.keys(ceilings) as LanguageRule[]) {
        if ((result.counts.get(lang)?.get(rule) ?? 0) === 0) {
          problems.push(`${lang} ${rule}: listed in known-violations.ts but no longer occurs: remove it`);
        }
      }
    }
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
});
