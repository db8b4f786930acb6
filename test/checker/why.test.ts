import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFromUrl, checkFixed } from './answer.ts';
import { WHY_CASES } from './cases.ts';
import { type Service, startService } from './client.ts';
import { FAILING_CASES } from './known-violations.ts';
import { unmark } from './marks.ts';

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

describe('the published fixed points (docs/conventions.md §7)', () => {
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

/**
 * The editor's false sentences at the edges, each read by its rule: the service's own answer today,
 * then the same answer with the sentence it printed before, which the rule must catch.
 */
describe('the false sentences at the edges, as they were printed', () => {
  const rulesOf = (url: string, body: string) =>
    [...new Set(checkFixed(service.data, url, false, 200, body).map((v) => v.rule))].sort();
  const cases: [string, string, (data: Record<string, unknown>) => void, string][] = [
    [
      'an equivalence spending ¥2 of ¥1.70',
      '/v1/comparison?expression=numberOfItems&wealthYours=₹1&wealthTheirs=¥1.70&typeOfItem=year_of_salary_65k',
      (d) => {
        d.equivalence = 'For them, spending ¥2 is like spending ₹1 for you (no exchange rate applied).';
      },
      'overspend',
    ],
    [
      'won read as dollars: "could buy 9 yachts all at once!"',
      '/v1/numberOfItems?wealth=₩7800000&typeOfItem=yacht',
      (d) => {
        d.sentence = unmark(d.sentence as string).text;
      },
      'label-in-sentence',
    ],
    [
      '"10 times this amount" for a hundred-yuan bill at US$9.68',
      '/v1/comparison?expression=heightOfMoneyStack&wealthYours=US$4.85&wealthTheirs=US$9.68&typeOfMoney=cny_100_bill',
      (d) => {
        (d.resultTheirs as Record<string, unknown>).scale =
          'It would take 10 times this amount to have one hundred-yuan bill.';
      },
      'reach',
    ],
    [
      'a stack of won coins 0.15 inches (3.8 mm) high for 2.6 coins',
      '/v1/heightOfMoneyStack?wealth=¥2.60&typeOfMoney=krw_1_coin',
      (d) => {
        d.sentence = (d.sentence as string).replace(', 2 of them whole', '');
      },
      'whole-pieces',
    ],
  ];
  for (const [name, url, spoil, rule] of cases) {
    it(name, async () => {
      const answer = await service.get(caseFromUrl(url).url);
      // Today's answer breaks none of the edge rules (the yen wealth printed ¥1.7 is another matter,
      // listed in known-violations.ts).
      const today = rulesOf(url, answer.body);
      expect(
        today.filter((r) => ['overspend', 'label-in-sentence', 'reach', 'whole-pieces'].includes(r)),
      ).toEqual([]);
      const body = JSON.parse(answer.body) as { data: Record<string, unknown> };
      spoil(body.data);
      expect(rulesOf(url, JSON.stringify(body)).filter((r) => !today.includes(r))).toContain(rule);
    });
  }
});
