/**
 * `npx node test/checker/run.ts [--seed N] [--count N] [--examples N]`: runs the checker's sweep against
 * the app of this working tree and prints the violations grouped by rule, with examples.
 * `--langs all` (or `--langs de,ja`) runs the language sweep instead: `--count` cases, each asked in
 * English (checked by the English rules) and in every language named (checked against the English answer).
 */
import { parseArgs } from 'node:util';
import { startService } from './client.ts';
import { LANGUAGE_RULES } from './language.ts';
import { languageSweep } from './language-sweep.ts';
import { CHECKED_LANGS, type CheckedLang } from './locales.ts';
import { RULES } from './rules.ts';
import { sweep } from './sweep.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '25' },
    count: { type: 'string' },
    examples: { type: 'string', default: '3' },
    langs: { type: 'string' },
  },
});
const service = await startService();
try {
  const cpu = process.cpuUsage();
  const examples = Number(values.examples);
  if (values.langs !== undefined) {
    const langs = (values.langs === 'all' ? [...CHECKED_LANGS] : values.langs.split(',')) as CheckedLang[];
    for (const l of langs) if (!CHECKED_LANGS.includes(l)) throw new Error(`unknown language ${l}`);
    const result = await languageSweep(service, langs, Number(values.seed), Number(values.count ?? '1000'), {
      english: true,
      keep: examples,
    });
    const used = process.cpuUsage(cpu);
    console.log(
      `${result.cases} cases in English and ${langs.join(', ')}: ${result.requests} requests (seed ${values.seed}) in ${(result.ms / 1000).toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s of CPU)`,
    );
    const all: Record<string, string> = { ...RULES, ...LANGUAGE_RULES };
    for (const [lang, byRule] of result.counts) {
      const rules = [...byRule.entries()].sort((a, b) => b[1] - a[1]);
      console.log(
        `\n== ${lang}: ${rules.length === 0 ? 'no violations' : rules.map(([r, n]) => `${r} ${n}`).join(', ')} (checked: ${[...(result.checked.get(lang)?.entries() ?? [])].map(([w, n]) => `${n} ${w}`).join(', ')})`,
      );
      for (const [rule, count] of rules) {
        console.log(`\n${lang} ${rule}: ${count} — ${all[rule]}`);
        for (const f of result.findings.filter((x) => x.lang === lang && x.rule === rule)) {
          console.log(`  ${f.url}\n    ${f.detail}`);
        }
      }
    }
  } else {
    const result = await sweep(service, Number(values.seed), Number(values.count ?? '100000'));
    const used = process.cpuUsage(cpu);
    console.log(
      `${result.outputs} outputs from ${result.requests} requests (seed ${values.seed}) in ${(result.ms / 1000).toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s of CPU: the app and the checker, one thread)`,
    );
    const rules = [...result.counts.entries()].sort((a, b) => b[1] - a[1]);
    if (rules.length === 0) console.log('No violations.');
    for (const [rule, count] of rules) {
      console.log(`\n${rule}: ${count} — ${RULES[rule]}`);
      for (const f of result.findings.filter((x) => x.rule === rule).slice(0, examples)) {
        console.log(`  ${f.url}\n    ${f.detail}`);
      }
    }
  }
} finally {
  await service.close();
}
