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

/** Conventions §7's fixed points: published outputs the checker must read as true (phrase, sentence, value). */
const FIXED_POINTS = [
  '/v1/durationOfDailySpend?wealth=1B&spend=1000',
  '/v1/heightOfMoneyStack?wealth=1T&typeOfMoney=usd_1_coin',
  '/v1/numberOfItems?wealth=250B&typeOfItem=year_of_salary_65k',
  '/v1/growthOfCompoundInterest?wealth=1B&rate=0.01&frequency=1&period=20',
  '/v1/numberOfItems?wealth=1T&typeOfItem=fancy_coffee',
];
const TEXT_RULES = new Set([
  'unparsed',
  'figure',
  'unit-switch',
  'unit-pair',
  'phrase-sentence',
  'label',
  'impossible',
  'refused',
]);

describe('the published fixed points (conventions §7)', () => {
  for (const url of FIXED_POINTS) {
    it(`reads ${url} as true`, async () => {
      const answer = await service.get(caseFromUrl(url).url);
      const violations = checkFixed(service.data, url, false, answer.status, answer.body).filter((v) =>
        TEXT_RULES.has(v.rule),
      );
      expect(violations).toEqual([]);
    });
  }
});
