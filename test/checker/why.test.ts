import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFromUrl, checkFixed } from './answer.ts';
import { WHY_CASES } from './cases.ts';
import { type Service, startService } from './client.ts';
import { FAILING_CASES } from './known-violations.ts';

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
});

describe("issue 25's examples, each read by the checker", () => {
  for (const c of WHY_CASES) {
    it(c.name, async () => {
      const answer = await service.get(caseFromUrl(c.url).url);
      const violations = checkFixed(service.data, c.url, c.familiar ?? false, answer.status, answer.body);
      const rules = [...new Set(violations.map((v) => v.rule))].sort();
      const known = [...(FAILING_CASES[c.name] ?? [])].sort();
      // Listed as failing: it must fail exactly those rules (fixed → remove the entry; new rule → a regression).
      expect(rules, violations.map((v) => `${v.rule}: ${v.detail}`).join('\n')).toEqual(known);
    });
  }

  it('lists no fixed case that does not exist', () => {
    const names = new Set(WHY_CASES.map((c) => c.name));
    expect(Object.keys(FAILING_CASES).filter((n) => !names.has(n))).toEqual([]);
  });
});
