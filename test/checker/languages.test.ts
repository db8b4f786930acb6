// Issue 28, point 7: the checker runs over every language. Each seeded case is asked in English and in
// each language (its money in that language's notation); the language answer must state the English
// answer's figures, dates, hedges, units and labels, leave no English behind, and print a wealth that
// reads back as the same answer (language.ts, language-sweep.ts). The English answers themselves are
// checked by sweep.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXAMPLES } from '../../scripts/docs-examples.ts';
import { caseFromUrl } from './answer.ts';
import { type Service, startService } from './client.ts';
import { LANGUAGE_CEILINGS } from './known-violations.ts';
import { checkProse, type LanguageRule, type LanguageViolation } from './language.ts';
import { checkCaseIn, echoesOf, languageSweep, localUrl } from './language-sweep.ts';
import { CHECKED_LANGS, type CheckedLang } from './locales.ts';
import { random, randomCase } from './sweep.ts';

const QUICK = process.env.TEST_TIER === 'quick';
/** Cases per language: each is one English request, one per language and one round trip per language. */
// The full tier keeps CI within its two minutes; `npx node test/checker/run.ts --langs all --count 3000` reads more.
const CASES = QUICK ? 40 : 250;
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

it('every request of the gallery reads, in every language, as its English answer says', async () => {
  const problems: string[] = [];
  for (const { operation, params } of EXAMPLES) {
    const url = `/v1/${operation}?${Object.entries(params)
      .map(([name, value]) => `${name}=${value}`)
      .join('&')}`;
    const kase = caseFromUrl(url);
    const english = await service.get(kase.url);
    if (english.status !== 200) continue; // the gallery's error examples
    for (const lang of CHECKED_LANGS) {
      const found = await checkCaseIn(
        service,
        lang,
        localUrl(kase.url, lang),
        english.body,
        (kase.wealth ?? kase.yours)?.value,
        kase.params.expression,
        undefined,
        echoesOf(kase),
      );
      for (const f of found) {
        const allowed = LANGUAGE_CEILINGS[lang]?.[f.rule]?.quick ?? 0;
        if (allowed === 0) problems.push(`${lang} ${f.rule}: ${f.url}\n  ${f.detail}`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

/** Money as each language writes it (issue 28's "Why" and point 3), with the same amount in English. */
const LOCAL_INPUTS: readonly (readonly [CheckedLang, string, string])[] = [
  ['de', '1,5 Mrd. €', '€1500000000'],
  ['de', '2 Mio. €', '€2000000'],
  ['fr', '1\u202f000\u202f000 €', '€1000000'],
  ['fr', '1\u00a0000\u00a0000 €', '€1000000'],
  ['en-IN', '10 lakh', '1000000'],
  ['en-IN', '1 crore', '10000000'],
  ['en-IN', '₹1.5 crore', '₹15000000'],
  ['ja', '1億円', '¥100000000'],
  ['ja', '3万円', '¥30000'],
  ['es', '2700 millones', '2700000000'],
  ['es', '1,5 billones', '1500000000000'],
  ['de', '$1.236,50', '$1236.50'],
  ['pt-BR', 'R$ 1,5 bilhão', 'R$1500000000'],
  ['it', '3 miliardi €', '€3000000000'],
];

it('reads millennia given as rounded years in thousands (4,304,949 years: 4300 millennia, not 4310)', async () => {
  const url = '/v1/durationOfDailySpend?wealth=chf634147865028&spend=chf403.58';
  const kase = caseFromUrl(url);
  const english = await service.get(kase.url);
  expect(english.body).toContain('4,305 Millennia (4,304,949 Years)');
  const problems: string[] = [];
  for (const lang of CHECKED_LANGS) {
    const found = await checkCaseIn(
      service,
      lang,
      localUrl(kase.url, lang),
      english.body,
      kase.wealth?.value,
      'durationOfDailySpend',
      undefined,
      echoesOf(kase),
    );
    problems.push(...found.map((f) => `${lang} ${f.rule}: ${f.detail}`));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

it.each(LOCAL_INPUTS)('%s reads "%s" as %s and answers as English does', async (lang, local, english) => {
  const path = '/v1/numberOfItems?typeOfItem=house&wealth=';
  const en = await service.get(`${path}${encodeURIComponent(english)}`);
  const url = `${path}${encodeURIComponent(local)}&lang=${lang}`;
  const kase = caseFromUrl(`${path}${english}`);
  const found = await checkCaseIn(
    service,
    lang,
    url,
    en.body,
    kase.wealth?.value,
    'numberOfItems',
    undefined,
    echoesOf(kase),
  );
  expect(found.map((f) => `${f.rule}: ${f.detail}`)).toEqual([]);
});

it('finds a digit changed in any language’s real sentence (the rules can fail on real answers)', async () => {
  const rnd = random(SEED);
  const missed: string[] = [];
  let tried = 0;
  for (let i = 0; i < 12; i++) {
    const kase = randomCase(rnd);
    if (kase.comparison) continue;
    const english = await service.get(kase.url);
    if (english.status !== 200) continue;
    const sentence = (JSON.parse(english.body) as { data: { sentence: string } }).data.sentence;
    for (const lang of CHECKED_LANGS) {
      const local = await service.get(localUrl(kase.url, lang));
      const text = (JSON.parse(local.body) as { data: { sentence: string } }).data.sentence;
      // The last digit of the sentence one higher (9 becomes 0): another figure.
      const at = text.search(/\d(?=\D*$)/u);
      const digit = Number(text[at]);
      const changed = `${text.slice(0, at)}${(digit + 1) % 10}${text.slice(at + 1)}`;
      const out: LanguageViolation[] = [];
      checkProse(
        { lang, expression: kase.params.expression, data: service.data },
        'sentence',
        sentence,
        changed,
        out,
      );
      tried++;
      // Another figure, or a rounded one that is not its English twin rounded.
      if (!out.some((v) => v.rule === 'lang-figure' || v.rule === 'lang-rounded'))
        missed.push(`${lang}: ${changed}`);
    }
  }
  expect(tried).toBeGreaterThan(20);
  expect(missed).toEqual([]);
});
