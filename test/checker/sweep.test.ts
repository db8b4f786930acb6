import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Service, startService } from './client.ts';
import { SWEEP_CEILINGS } from './known-violations.ts';
import type { Rule } from './rules.ts';
import { AGGREGATE_RULES, sweep } from './sweep.ts';

/**
 * The quick tier reads 5,000 outputs, the full tier 50,000 (CI's two minutes; `npx node
 * test/checker/run.ts --count 100000` reads the 100,000 of issue 25); same seed, so the quick sweep is
 * the full one's start.
 */
const QUICK = process.env.TEST_TIER === 'quick';
const OUTPUTS = QUICK ? 5_000 : 50_000;
const SEED = 25;
/** Below this ceiling a rule's absence in one tier's sample is not yet proof it is fixed. */
const STALE_FROM = 10;

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
});

it(`a seeded sweep of ${OUTPUTS} outputs breaks no rule beyond the known violations`, {
  timeout: 600_000,
}, async () => {
  const result = await sweep(service, SEED, OUTPUTS);
  expect(result.outputs).toBeGreaterThanOrEqual(OUTPUTS);
  const tier = QUICK ? 'quick' : 'full';
  const problems: string[] = [];
  for (const [rule, count] of result.counts) {
    const ceiling = SWEEP_CEILINGS[rule]?.[tier] ?? 0;
    if (count > ceiling) {
      const examples = result.findings
        .filter((f) => f.rule === rule)
        .slice(0, 5)
        .map((f) => `    ${f.url}\n      ${f.detail}`);
      problems.push(`${rule}: ${count} violations (allowed ${ceiling}); the first:\n${examples.join('\n')}`);
    }
  }
  for (const [rule, ceilings] of Object.entries(SWEEP_CEILINGS) as [
    Rule,
    { quick: number; full: number },
  ][]) {
    if ((result.counts.get(rule) ?? 0) === 0 && (ceilings[tier] >= STALE_FROM || AGGREGATE_RULES.has(rule))) {
      problems.push(
        `${rule}: listed in known-violations.ts (${tier} ${ceilings[tier]}) but no longer occurs: remove it`,
      );
    }
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
});
