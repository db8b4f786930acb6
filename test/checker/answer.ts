/** One request and its answer, checked whole: every result, the ratio and the answer-level rules. */
import type { DataSet } from './dataset.ts';
import { dec, le, type Q } from './rational.ts';
import {
  checkComparison,
  checkMixed,
  checkResult,
  type Params,
  type RatioObject,
  type ResultObject,
  type Sent,
  type Tally,
  type Violation,
} from './rules.ts';
import { sentMoney } from './sent.ts';

export interface Case {
  readonly url: string;
  readonly comparison: boolean;
  readonly params: Params;
  readonly wealth?: Sent;
  readonly yours?: Sent;
  readonly theirs?: Sent;
}

const EXPRESSIONS = [
  'durationOfDailySpend',
  'heightOfMoneyStack',
  'numberOfItems',
  'growthOfCompoundInterest',
];

/** A case from a REST URL such as `/v1/comparison?expression=…&wealthYours=1M&…` (values not encoded). */
export function caseOf(route: string, query: Record<string, string>): Case {
  const comparison = route === 'comparison';
  const expression = comparison ? (query.expression ?? '') : route;
  if (!EXPRESSIONS.includes(expression)) throw new Error(`unknown expression ${expression}`);
  const wealth = comparison ? undefined : sentMoney(query.wealth ?? '');
  const yours = comparison ? sentMoney(query.wealthYours ?? '') : undefined;
  const theirs = comparison ? sentMoney(query.wealthTheirs ?? '') : undefined;
  const params: Params = {
    expression,
    ...(expression === 'durationOfDailySpend' ? { spend: sentMoney(query.spend ?? '') } : {}),
    ...(expression === 'heightOfMoneyStack' ? { typeOfMoney: query.typeOfMoney ?? '' } : {}),
    ...(expression === 'numberOfItems' ? { typeOfItem: query.typeOfItem ?? '' } : {}),
    ...(expression === 'growthOfCompoundInterest'
      ? { rate: dec(query.rate ?? ''), frequency: query.frequency ?? '', period: dec(query.period ?? '') }
      : {}),
  };
  const search = Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return {
    url: `/v1/${route}?${search}`,
    comparison,
    params,
    ...(wealth ? { wealth } : {}),
    ...(yours ? { yours } : {}),
    ...(theirs ? { theirs } : {}),
  };
}

/** A case from a URL path and query string (for fixed cases written as the issue writes them). */
export function caseFromUrl(url: string): Case {
  const [path, search = ''] = url.split('?');
  const route = (path ?? '').replace(/^\/v1\//, '');
  const query: Record<string, string> = {};
  for (const part of search.split('&')) {
    const [k, v = ''] = part.split('=');
    if (k) query[k] = decodeURIComponent(v);
  }
  return caseOf(route, query);
}

/** Ordinary amounts with everyday parameters (conventions §9): where coverage and familiarity are counted. */
export function isOrdinary(params: Params, wealth: Sent): boolean {
  const between = (x: Q, lo: string, hi: string) => le(dec(lo), x) && le(x, dec(hi));
  if (!between(wealth.value, '100', '1e12')) return false;
  if (params.spend && !between(params.spend.value, '10', '10000')) return false;
  if (params.rate && !between(params.rate, '0.01', '0.1')) return false;
  if (params.period && !between(params.period, '1', '50')) return false;
  return true;
}

export interface Checked {
  readonly violations: Violation[];
  readonly tallies: Tally[];
  /** Outputs read: one per result, one per ratio. */
  readonly outputs: number;
}

/** Checks one answer (status and JSON text) of a case. */
export function checkAnswer(data: DataSet, kase: Case, status: number, body: string): Checked {
  const violations: Violation[] = [];
  if (status !== 200) {
    violations.push({ rule: 'refused', detail: `${status}: ${body.slice(0, 200)}` });
    return { violations, tallies: [], outputs: 0 };
  }
  const answer = JSON.parse(body) as { data: Record<string, unknown> };
  const d = answer.data;
  if (!kase.comparison) {
    const wealth = kase.wealth as Sent;
    const r = checkResult(
      data,
      violations,
      kase.params,
      wealth,
      d as unknown as ResultObject,
      isOrdinary(kase.params, wealth),
    );
    checkMixed(violations, r.currencies, d, false);
    return { violations, tallies: [r.tally], outputs: 1 };
  }
  const yours = kase.yours as Sent;
  const theirs = kase.theirs as Sent;
  const resultYours = d.resultYours as ResultObject;
  const resultTheirs = d.resultTheirs as ResultObject;
  const cy = checkResult(data, violations, kase.params, yours, resultYours, isOrdinary(kase.params, yours));
  const ct = checkResult(
    data,
    violations,
    kase.params,
    theirs,
    resultTheirs,
    isOrdinary(kase.params, theirs),
  );
  checkComparison(
    violations,
    yours,
    theirs,
    d.ratio as RatioObject,
    cy,
    ct,
    resultYours,
    resultTheirs,
    d.equivalence,
  );
  checkMixed(violations, new Set([...cy.currencies, ...ct.currencies]), d, true);
  return { violations, tallies: [cy.tally, ct.tally], outputs: 3 };
}

/** A fixed case: its answer checked, plus, where the editor asked, a grade-1 anchor for an ordinary amount. */
export function checkFixed(
  data: DataSet,
  url: string,
  familiar: boolean,
  status: number,
  body: string,
): Violation[] {
  const checked = checkAnswer(data, caseFromUrl(url), status, body);
  const out = [...checked.violations];
  if (familiar) {
    for (const t of checked.tallies) {
      if (t.ordinary && t.anchorGrade !== null && t.anchorGrade !== 1) {
        out.push({
          rule: 'familiarity',
          detail: `an ordinary amount beside a grade-${t.anchorGrade} anchor`,
        });
      }
    }
  }
  return out;
}
