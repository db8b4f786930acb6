/**
 * A seeded random sweep over every expression, kind of money, item, currency label, frequency, rates,
 * periods, sizes 1 … 10²⁴ (log-uniform plus edge values) and both sides of comparisons.
 */
import { type Case, caseOf, checkAnswer } from './answer.ts';
import type { Service } from './client.ts';
import { FREQUENCIES, ITEMS, MONEY } from './exact.ts';
import { ALL_PREFIXES, currencyOfPrefix } from './labels.ts';
import type { Rule, Tally, Violation } from './rules.ts';

/** A small fast seeded generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONEY_TYPES = Object.keys(MONEY);
const ITEM_TYPES = Object.keys(ITEMS);
const EXPRESSIONS = [
  'durationOfDailySpend',
  'heightOfMoneyStack',
  'numberOfItems',
  'growthOfCompoundInterest',
];

/** Amounts the rules turn on: one, a coin short of a bill, item prices and their neighbours, the top. */
const EDGES = [
  '1',
  '1.5',
  '47.50',
  '99',
  '99.99',
  '100',
  '365',
  '999',
  '1000',
  '999999',
  '1000000',
  '1000000000000',
  '1000000000000000000000000',
  ...Object.values(ITEMS).flatMap((i) => [String(i.price), String(i.price - 1), String(i.price + 1)]),
];

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount from 1 to 10²⁴, log-uniform, with 1–7 significant digits, sometimes cents or a suffix. */
function amount(rnd: () => number, lo = 0, hi = 24): string {
  if (rnd() < 0.05) return EDGES[Math.floor(rnd() * EDGES.length)] as string;
  const exponent = lo + rnd() * (hi - lo);
  const whole = Math.floor(exponent);
  const significant = 1 + Math.floor(rnd() * 7);
  const mantissa = 10 ** (exponent - whole);
  let digits = String(Math.max(1, Math.round(mantissa * 10 ** (significant - 1))));
  const power = whole - (significant - 1);
  if (digits.length > significant) digits = digits.slice(0, significant);
  let text: string;
  if (power >= 0) text = digits + '0'.repeat(power);
  else {
    const padded = digits.padStart(-power + 1, '0');
    text = `${padded.slice(0, power)}.${padded.slice(power)}`.replace(/\.?0+$/, '');
  }
  if (text === '0' || text === '' || Number(text) < 1) text = '1';
  if (Number(text) > 1e24) text = '1000000000000000000000000';
  const style = rnd();
  if (style < 0.25 && !text.includes('.')) return group(text);
  if (style < 0.4 && /0{6}$/.test(text)) return `${text.slice(0, -6)}M`;
  if (style < 0.5 && /\.\d$/.test(text)) return `${text}0`;
  return text;
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

function label(rnd: () => number): string {
  return rnd() < 0.35 ? '' : pick(rnd, ALL_PREFIXES);
}

/** A label and an amount; yen (no minor unit) get whole amounts. */
function labelled(prefix: string, text: string): string {
  const yen = prefix !== '' && currencyOfPrefix(prefix).decimals === 0;
  return prefix + (yen && text.includes('.') ? text.replace(/\.\d*$/, '') : text);
}

function rate(rnd: () => number): string {
  const r = rnd();
  if (r < 0.5) return (0.005 + rnd() * 0.095).toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
  if (r < 0.8) return (10 ** (-4 + rnd() * 4) * 0.99).toPrecision(2);
  return (0.1 + rnd() * 0.89).toFixed(2);
}

function period(rnd: () => number): string {
  const r = rnd();
  if (r < 0.5) return String(1 + Math.floor(rnd() * 50));
  if (r < 0.8) return (0.01 + rnd() * 99.98).toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
  return (0.5 * (1 + Math.floor(rnd() * 198))).toString();
}

/** One random case: an expression or a comparison, with every parameter it needs. */
export function randomCase(rnd: () => number): Case {
  const comparison = rnd() < 0.55;
  const expression = pick(rnd, EXPRESSIONS);
  const query: Record<string, string> = {};
  if (comparison) {
    query.expression = expression;
    query.wealthYours = labelled(label(rnd), amount(rnd));
    // Half the time a nearby wealth, where shared anchors and ratio tiers are decided.
    const near = rnd() < 0.5;
    const theirs = near ? nearby(rnd, query.wealthYours) : amount(rnd);
    query.wealthTheirs = labelled(rnd() < 0.7 ? '' : label(rnd), theirs);
  } else {
    query.wealth = labelled(label(rnd), amount(rnd));
  }
  if (expression === 'durationOfDailySpend')
    query.spend = labelled(rnd() < 0.85 ? '' : label(rnd), amount(rnd, 0, 6));
  if (expression === 'heightOfMoneyStack') query.typeOfMoney = pick(rnd, MONEY_TYPES);
  if (expression === 'numberOfItems') query.typeOfItem = pick(rnd, ITEM_TYPES);
  if (expression === 'growthOfCompoundInterest') {
    query.rate = rate(rnd);
    query.frequency = pick(rnd, FREQUENCIES);
    query.period = period(rnd);
  }
  // A spend without a label takes the wealth's: whole amounts where that may be the yen.
  if (query.spend && /^[\d]/.test(query.spend) && query.spend.includes('.')) {
    const wealths = [query.wealth, query.wealthYours, query.wealthTheirs].filter(
      (w): w is string => w !== undefined,
    );
    if (wealths.some((w) => isYen(w))) query.spend = query.spend.replace(/\.\d*$/, '');
  }
  return caseOf(comparison ? 'comparison' : expression, query);
}

function isYen(text: string): boolean {
  const prefix = ALL_PREFIXES.filter((p) => p !== '' && text.startsWith(p)).sort(
    (a, b) => b.length - a.length,
  )[0];
  return prefix !== undefined && currencyOfPrefix(prefix).decimals === 0;
}

/** A wealth within a factor of about 1.5 of another (digits only, the other's label dropped). */
function nearby(rnd: () => number, other: string): string {
  const digits = other.replace(/^[^\d]+/, '').replaceAll(',', '');
  const base = digits.endsWith('M') ? Number(digits.slice(0, -1)) * 1e6 : Number(digits);
  const x = Math.max(1, Math.min(1e24, base * (0.67 + rnd() * 0.83)));
  return x >= 1e15 ? BigInt(Math.round(x / 1e9)).toString() + '0'.repeat(9) : String(Math.round(x));
}

export interface Finding {
  readonly rule: Rule;
  readonly detail: string;
  readonly url: string;
}

export interface SweepResult {
  readonly requests: number;
  readonly outputs: number;
  readonly findings: Finding[];
  readonly counts: Map<Rule, number>;
  readonly ms: number;
}

/** Rules decided over the whole sweep, not per answer. */
export const AGGREGATE_RULES: ReadonlySet<Rule> = new Set(['coverage', 'familiarity']);

/** Aggregate rules over the tallies of ordinary results (docs/conventions.md §9). */
export function aggregate(tallies: Tally[]): Violation[] {
  const out: Violation[] = [];
  const ordinary = tallies.filter((t) => t.ordinary && !t.nullDue);
  const withScale = ordinary.filter((t) => t.hasScale);
  if (ordinary.length > 0 && withScale.length / ordinary.length < 0.95) {
    out.push({
      rule: 'coverage',
      detail: `${withScale.length} of ${ordinary.length} ordinary results have a scale (${((100 * withScale.length) / ordinary.length).toFixed(1)}%)`,
    });
  }
  const graded = ordinary.filter((t) => t.anchorGrade !== null);
  const first = graded.filter((t) => t.anchorGrade === 1);
  if (graded.length > 0 && first.length / graded.length < 0.9) {
    out.push({
      rule: 'familiarity',
      detail: `${first.length} of ${graded.length} ordinary scales use grade-1 anchors (${((100 * first.length) / graded.length).toFixed(1)}%)`,
    });
  }
  return out;
}

/** Runs `outputs` outputs' worth of random cases through the service and checks every answer. */
export async function sweep(
  service: Service,
  seed: number,
  outputs: number,
  keep = 20,
): Promise<SweepResult> {
  const rnd = random(seed);
  const started = performance.now();
  const findings: Finding[] = [];
  const counts = new Map<Rule, number>();
  const tallies: Tally[] = [];
  let read = 0;
  let requests = 0;
  const add = (rule: Rule, detail: string, url: string) => {
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
    if ((counts.get(rule) ?? 0) <= keep) findings.push({ rule, detail, url });
  };
  while (read < outputs) {
    const batch = Array.from({ length: 32 }, () => randomCase(rnd));
    const answers = await Promise.all(batch.map((k) => service.get(k.url)));
    batch.forEach((kase, i) => {
      const a = answers[i] as { status: number; body: string };
      requests++;
      let checked: ReturnType<typeof checkAnswer>;
      try {
        checked = checkAnswer(service.data, kase, a.status, a.body);
      } catch (error) {
        add('unparsed', `checker failed: ${(error as Error).message}`, kase.url);
        return;
      }
      read += checked.outputs;
      tallies.push(...checked.tallies);
      for (const v of checked.violations) add(v.rule, v.detail, kase.url);
    });
  }
  for (const v of aggregate(tallies)) add(v.rule, v.detail, `(${tallies.length} results)`);
  // The data set itself: every anchor within its source's next release plus 120 days, on its own day.
  for (const a of service.data.stale)
    add(
      'stale-anchor',
      `${a.id}: period ${a.period}, ${a.daysPast} days past its next release`,
      '/data/anchors.json',
    );
  return { requests, outputs: read, findings, counts, ms: performance.now() - started };
}
