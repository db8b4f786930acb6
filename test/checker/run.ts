/**
 * `npx node test/checker/run.ts [--seed N] [--count N] [--examples N]`: runs the checker's sweep against
 * the app of this working tree and prints the violations grouped by rule, with examples.
 */
import { parseArgs } from 'node:util';
import { startService } from './client.ts';
import { RULES } from './rules.ts';
import { sweep } from './sweep.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '25' },
    count: { type: 'string', default: '100000' },
    examples: { type: 'string', default: '3' },
  },
});
const service = await startService();
try {
  const cpu = process.cpuUsage();
  const result = await sweep(service, Number(values.seed), Number(values.count));
  const used = process.cpuUsage(cpu);
  const examples = Number(values.examples);
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
} finally {
  await service.close();
}
