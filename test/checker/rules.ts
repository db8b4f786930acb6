/**
 * The rules an editor signs (docs/conventions.md §7, §9, §10; issue 25), checked on one answer with the
 * checker's own reader and exact arithmetic. Each violation names its rule and what was wrong.
 */
import type { Anchor, DataSet } from './dataset.ts';
import { durationDays, type Exact, growth, heightMetres, ITEMS, itemCount, MONEY, point } from './exact.ts';
import { type Currency, currencyOfCode } from './labels.ts';
import { dueMark, unmark } from './marks.ts';
import { MONEY_SOURCE, measuredStep, type Printed, readMoney, readNumber } from './printed.ts';
import {
  abs,
  add,
  ceil,
  cmp,
  dec,
  div,
  eq,
  floor,
  le,
  lt,
  max,
  mul,
  pow10,
  type Q,
  q,
  roundTo,
  show,
  sub,
  toNumber,
} from './rational.ts';
import {
  type Claim,
  type ReadScale,
  readClaim,
  readPhrase,
  readRatio,
  readScale,
  readSentence,
} from './read.ts';

export const RULES = {
  refused: 'a valid request was refused',
  unparsed: 'a text the reader cannot parse (phrase, sentence or scale)',
  figure: 'a printed figure differs from the exact value at its printed rounding (no invented digits)',
  'unit-switch': 'a figure in the wrong unit (a unit that should have switched)',
  'unit-pair': 'two units of one quantity disagree by more than 2.5%',
  'phrase-sentence': 'the sentence does not repeat the phrase',
  label: 'a currency label not echoed as sent (docs/conventions.md §6)',
  'mixed-labels': 'labels mix in one answer without a sentence that no exchange rate was applied',
  plain: 'a plain "That is the …" where the printed figures differ at the precision shown',
  'plain-shared': 'a comparison gives one plain statement to two results more than 5% apart',
  hedge: 'a hedge, fraction or multiplier false on the exact values',
  shown: 'the parenthesis differs from the anchor figure the data set shows',
  impossible: 'an impossible or empty statement',
  circular: 'an anchor that is the unit itself',
  fortunes: '"fortunes" for an amount that is not a fortune',
  'range-precise': 'a precise multiplier or plain statement on a fact known only as a range',
  'for-every':
    'a "for every" pairing with a group one cannot picture or a count that does not read naturally',
  'coverage-growth': 'a growth of at least one currency unit without a scale',
  'coverage-one': 'a count of one without a scale',
  coverage: 'ordinary amounts with a scale less than 95% of the time',
  familiarity: 'ordinary amounts: fewer than 90% of scales use grade-1 anchors',
  'ratio-tier': 'the ratio scale states a tier its exact factor does not reach',
  reach: '"N times this amount" does not reach the price or bill it is for (N × wealth below it)',
  overspend: 'an equivalence has someone spend more than they have',
  'label-in-sentence':
    'a sentence that reads one label as another does not say so inside itself (or says so where nothing is read as another label)',
  'stale-anchor':
    "an anchor of the data set is past its source's next release plus 120 days on the data set's own day",
  'whole-pieces':
    'a stack of fewer than ten pieces does not say how many whole pieces it is (or says a wrong count)',
} as const;

export type Rule = keyof typeof RULES;

export interface Violation {
  readonly rule: Rule;
  readonly detail: string;
}

/** An amount sent: the text on the wire, its exact value and its currency. */
export interface Sent {
  readonly text: string;
  readonly value: Q;
  readonly currency: Currency;
  /** Sent without a label (a spend then takes the label of the wealth it is spent from, §6). */
  readonly bare?: boolean;
}

export interface Params {
  readonly expression: string;
  readonly spend?: Sent;
  readonly typeOfMoney?: string;
  readonly typeOfItem?: string;
  readonly rate?: Q;
  readonly frequency?: string;
  readonly period?: Q;
}

/** What a result is, for tallies over many answers. */
export interface Tally {
  ordinary: boolean;
  hasScale: boolean;
  /** Whether a null scale is due by the rules (a duration under a year). */
  nullDue: boolean;
  anchorGrade: number | null;
}

/** Where a fortune starts: a zero-items perspective may call a wealth "a fortune" from this amount. */
export const FORTUNE_MIN = q(10_000n);

/** Groups a reader can picture member by member (issue 25: people, seats, the stars of a galaxy). */
export const PICTURABLE = new Set(['people', 'pupils', 'seats', 'guests', 'runners', 'stars']);
/** A pairing reads naturally only for a count too large to picture on its own and a per-member figure a reader takes in. */
export const PAIRING_MIN_COUNT = 100n;
export const PAIRING_PER_MEMBER = { min: q(9n, 20n), max: q(1000n) };

/** A plain statement: printed figures equal at the coarser precision shown, and exact values this close. */
export const PLAIN_BAND: [Q, Q] = [q(975n, 1000n), q(1025n, 1000n)];

/** Hedge bands on exact values (docs/conventions.md §9). */
const BANDS: Record<string, [Q, Q, boolean]> = {
  about: [q(95n, 100n), q(105n, 100n), true],
  '': [q(95n, 100n), q(105n, 100n), true],
  nearly: [q(90n, 100n), q(975n, 1000n), true],
  almost: [q(90n, 100n), q(975n, 1000n), true],
  'a little more than': [q(1025n, 1000n), q(115n, 100n), true],
  'just over': [q(1025n, 1000n), q(115n, 100n), true],
};

const FREQUENCY_WORDS: Record<string, string> = {
  '1': 'annually',
  '2': 'semiannually',
  '4': 'quarterly',
  '12': 'monthly',
  '365': 'daily',
};

const DAYS_PER: Record<string, Q> = {
  second: q(1n, 86400n),
  minute: q(1n, 1440n),
  hour: q(1n, 24n),
  day: q(1n),
  year: q(365n),
  millennium: q(365000n),
};
const METRES_PER: Record<string, Q> = {
  inch: dec('0.0254'),
  foot: dec('0.3048'),
  mile: dec('1609.344'),
  mm: dec('0.001'),
  cm: dec('0.01'),
  m: q(1n),
  km: q(1000n),
};
const DURATION_LADDER: [string, Q][] = [
  ['second', q(60n)],
  ['minute', q(60n)],
  ['hour', q(24n)],
  ['day', q(365n)],
  ['year', q(1000n)],
  ['millennium', q(10n ** 40n)],
];
const HEIGHT_LADDER: [string, Q][] = [
  ['inch', q(12n)],
  ['foot', q(5280n)],
  ['mile', q(10n ** 40n)],
];

const ratioOf = (a: Exact, b: Exact): Exact => ({ lo: div(a.lo, b.hi), hi: div(a.hi, b.lo) });
const scaleBy = (a: Exact, k: Q): Exact => ({ lo: mul(a.lo, k), hi: mul(a.hi, k) });
const mid = (a: Exact): Q => div(add(a.lo, a.hi), q(2n));

/** Whether some value of `x` rounds (half away from zero) to `printed` at `step`. */
export function roundsTo(x: Exact, printed: Q, step: Q): boolean {
  const half = div(step, q(2n));
  const lo = sub(printed, half);
  const hi = add(printed, half);
  // [lo, hi) for positive values (half away from zero rounds lo up to printed).
  return cmp(x.hi, lo) >= 0 && lt(x.lo, hi);
}

/** A figure as a reader rounds it: tenths below 10, whole from 10. */
function readerRound(x: Q): Q {
  return lt(x, dec('9.95')) ? roundTo(x, q(1n, 10n)) : roundTo(x, q(1n));
}

/** Whether `rho` lies in [lo, hi] for some of its values. */
const within = (rho: Exact, lo: Q, hi: Q): boolean => le(lo, rho.hi) && le(rho.lo, hi);

/** Checks what a claim says of `rho` (result ÷ anchor) on exact values; a message or null. */
export function checkClaim(claim: Claim, rho: Exact): string | null {
  const r = `exact ratio ${show(mid(rho), 6)}`;
  const band = BANDS[claim.hedge];
  if (claim.kind === 'band') {
    if (band) return within(rho, band[0], band[1]) ? null : `"${claim.hedge}" but ${r}`;
    if (claim.hedge === 'more than' || claim.hedge === 'over')
      return lt(q(1n), rho.hi) ? null : `"more than" but ${r}`;
    if (claim.hedge === 'less than' || claim.hedge === 'under')
      return lt(rho.lo, q(1n)) ? null : `"less than" but ${r}`;
    return `unknown hedge "${claim.hedge}"`;
  }
  if (claim.factor === null) return null;
  const f = claim.factor;
  if (claim.hedge === 'more than' || claim.hedge === 'over')
    return lt(f, rho.hi) ? null : `more than ${show(f)} but ${r}`;
  if (claim.hedge === 'less than' || claim.hedge === 'under')
    return lt(rho.lo, f) ? null : `less than ${show(f)} but ${r}`;
  if (claim.kind === 'fraction' || claim.hedge !== '') {
    if (!band) return `unknown hedge "${claim.hedge}"`;
    const rel = scaleBy(rho, div(q(1n), f));
    return within(rel, band[0], band[1])
      ? null
      : `"${claim.hedge ? `${claim.hedge} ` : ''}${show(f)}" but ${r}`;
  }
  // A bare multiplier: true within its printed rounding.
  const step = claim.printed ? measuredStep(claim.printed) : q(1n, 10n);
  return roundsTo(rho, f, step) ? null : `${show(f)} times (step ${show(step)}) but ${r}`;
}

interface Context {
  readonly data: DataSet;
  readonly out: Violation[];
}

function report(ctx: Context, rule: Rule, detail: string): void {
  ctx.out.push({ rule, detail });
}

/** Checks a printed measured figure against its exact value (`exact` in the figure's own unit). */
function checkFigure(
  ctx: Context,
  what: string,
  printed: Printed,
  exact: Exact,
  lessThan = false,
  stepOverride?: Q,
): void {
  if (lessThan) {
    if (!lt(exact.lo, printed.value))
      report(ctx, 'figure', `${what}: "less than ${printed.text}" but exact ${show(exact.lo)}`);
    return;
  }
  const step = stepOverride ?? measuredStep(printed);
  if (roundsTo(exact, printed.value, step)) return;
  // Past 15 significant digits a figure may be cut rather than rounded (prose.md).
  if (printed.digits.length >= 15 && roundsTo(exact, printed.value, mul(step, q(2n)))) return;
  report(
    ctx,
    'figure',
    `${what}: printed ${printed.text}, exact ${show(mid(exact), 17)} (step ${show(step)})`,
  );
}

/** The unit a figure should be printed in, from the exact value in base units. */
function dueUnit(exactBase: Q, ladder: [string, Q][], per: Record<string, Q>): string {
  for (const [unit, limit] of ladder) {
    if (lt(readerRound(div(exactBase, per[unit] as Q)), limit)) return unit;
  }
  return (ladder[ladder.length - 1] as [string, Q])[0];
}

function checkLabel(
  ctx: Context,
  what: string,
  printedLabel: string,
  expected: Currency,
  printed?: Printed,
): void {
  if (printedLabel !== expected.printed) {
    report(
      ctx,
      'label',
      `${what} printed "${printedLabel}" for ${expected.code} (expected "${expected.printed}")`,
    );
  }
  // The yen has no minor unit (§6: JPY with zero decimals).
  if (printed && expected.decimals === 0 && printed.decimals > 0 && !printed.scaled) {
    report(ctx, 'label', `${what} ${printed.text}: ${expected.code} has no decimals`);
  }
}

/** `value` is a float64 of the exact result (§2.2): years, metres, a count, or growth in whole units (cents below 1). */
function checkValue(ctx: Context, expression: string, value: number, exact: Exact): void {
  if (typeof value !== 'number') return; // the shape is the OpenAPI tests' business
  let due = mid(exact);
  if (expression === 'durationOfDailySpend') due = div(due, q(365n));
  if (expression === 'growthOfCompoundInterest') {
    due = lt(due, q(1n)) ? roundTo(due, q(1n, 100n)) : roundTo(due, q(1n));
  }
  const expected = toNumber(due);
  // Float64 and the 12 significant digits prose.md gives growth both stay within 10⁻¹¹ (the digits are `figure`'s business).
  const close = Math.abs(value - expected) <= 1e-11 * Math.abs(expected) + 1e-15;
  // Growth is rounded to a unit or a cent: a float on the other side of a half is still its rounding.
  const step = expected < 1 ? 0.01 : 1;
  const rounded =
    expression === 'growthOfCompoundInterest' &&
    Math.abs(value - expected) <= step &&
    Math.abs(value - toNumber(mid(exact))) <= step / 2 + 1e-12 * expected;
  if (!close && !rounded) report(ctx, 'figure', `value ${value}, exact ${show(due, 17)}`);
}

/** The result's exact value in base units (days, metres, count, money). */
function exactOf(params: Params, wealth: Q): Exact {
  switch (params.expression) {
    case 'durationOfDailySpend':
      return point(durationDays(wealth, (params.spend as Sent).value));
    case 'heightOfMoneyStack':
      return point(heightMetres(wealth, params.typeOfMoney as string));
    case 'numberOfItems':
      return point(q(itemCount(wealth, params.typeOfItem as string)));
    default:
      return growth(wealth, params.rate as Q, Number(params.frequency), params.period as Q);
  }
}

export interface ResultObject {
  value: number;
  unit: string | null;
  type: string | null;
  phrase: string;
  sentence: string;
  scale: string | null;
}

export interface Checked {
  readonly exact: Exact;
  /** The label the result prints its wealth with (the kind of money's, for a stack). */
  readonly shown: Currency;
  readonly scale: ReadScale | null;
  /** Currencies the result shows or prices in. */
  readonly currencies: Set<string>;
  readonly tally: Tally;
}

/** Checks one result object; returns what the answer-level rules need. */
export function checkResult(
  data: DataSet,
  out: Violation[],
  params: Params,
  wealth: Sent,
  result: ResultObject,
  ordinary: boolean,
): Checked {
  const ctx: Context = { data, out };
  const e = params.expression;
  const exact = exactOf(params, wealth.value);
  const currencies = new Set<string>();
  const tally: Tally = { ordinary, hasScale: result.scale !== null, nullDue: false, anchorGrade: null };
  const shownCurrency =
    e === 'heightOfMoneyStack'
      ? currencyOfCode(MONEY[params.typeOfMoney as string]?.currency as string)
      : wealth.currency;
  currencies.add(shownCurrency.code);

  checkValue(ctx, e, result.value, exact);
  // The words a sentence carries when it reads one label as another, taken off before it is read.
  const marked = unmark(result.sentence);
  const spendLabel = params.spend
    ? params.spend.bare
      ? wealth.currency.code
      : params.spend.currency.code
    : undefined;
  const due = dueMark(e, wealth.currency.code, MONEY[params.typeOfMoney ?? '']?.currency, spendLabel);
  if (marked.mark !== due)
    report(
      ctx,
      'label-in-sentence',
      `${due ?? 'no'} mark due, ${marked.mark ?? 'none'} said: ${result.sentence}`,
    );
  const scaleMarked = result.scale === null ? null : unmark(result.scale);
  result = { ...result, sentence: marked.text, scale: scaleMarked ? scaleMarked.text : null };
  const phrase = readPhrase(e, result.phrase);
  const sentence = readSentence(result.sentence);
  if (!phrase) report(ctx, 'unparsed', `phrase "${result.phrase}"`);
  if (!sentence) report(ctx, 'unparsed', `sentence "${result.sentence}"`);

  if (sentence && sentence.form === 'stack') {
    // Fewer than ten pieces: the sentence says how many whole pieces (no stack of whole coins is 2.6 high).
    const denomination = MONEY[params.typeOfMoney ?? '']?.denomination ?? 1;
    const pieces = div(wealth.value, q(BigInt(denomination)));
    const whole = floor(pieces);
    const due = whole < 10n ? { count: whole, exactly: eq(pieces, q(whole)) } : undefined;
    const said = sentence.pieces;
    // Less than one piece is no stack at all: the rule impossible reads that.
    const wrong =
      due === undefined ? said !== undefined : said?.count !== due.count || said.exactly !== due.exactly;
    if (whole >= 1n && wrong) report(ctx, 'whole-pieces', `${show(pieces)} pieces: ${result.sentence}`);
  }
  if (sentence) {
    checkLabel(ctx, 'wealth', sentence.wealth.label, shownCurrency, sentence.wealth);
    if (!eq(sentence.wealth.value, wealth.value)) {
      report(ctx, 'figure', `wealth echoed as ${sentence.wealth.text} for ${wealth.text}`);
    }
    if (sentence.spend && params.spend) {
      const spendCurrency = params.spend.bare ? wealth.currency : params.spend.currency;
      checkLabel(ctx, 'spend', sentence.spend.label, spendCurrency, sentence.spend);
      currencies.add(spendCurrency.code);
      if (!eq(sentence.spend.value, params.spend.value)) {
        report(ctx, 'figure', `spend echoed as ${sentence.spend.text} for ${params.spend.text}`);
      }
    }
    const echoes = sentence.form !== 'no-stack' && sentence.form !== 'no-items';
    if (echoes && !result.sentence.toLowerCase().includes(result.phrase.toLowerCase())) {
      report(ctx, 'phrase-sentence', `"${result.phrase}" not in "${result.sentence}"`);
    }
  }

  // Figures of the phrase, per expression.
  let resultStep: Q | null = null;
  const printedUnits: string[] = [];
  if (phrase && (e === 'durationOfDailySpend' || e === 'heightOfMoneyStack')) {
    const per = e === 'durationOfDailySpend' ? DAYS_PER : METRES_PER;
    const values: Q[] = [];
    for (const f of phrase.figures) {
      const factor = per[f.unit];
      if (!factor) {
        report(ctx, 'unparsed', `unit ${f.unit} in "${result.phrase}"`);
        continue;
      }
      printedUnits.push(f.unit);
      checkFigure(
        ctx,
        `${f.unit}s in "${result.phrase}"`,
        f.printed,
        scaleBy(exact, div(q(1n), factor)),
        phrase.lessThan,
      );
      values.push(mul(f.printed.value, factor));
      const step = mul(measuredStep(f.printed), factor);
      resultStep = resultStep === null || lt(step, resultStep) ? step : resultStep;
    }
    const [a, b] = values;
    if (a && b && !phrase.lessThan && a.n > 0n && b.n > 0n) {
      const rel = abs(sub(div(a, b), q(1n)));
      if (lt(q(25n, 1000n), rel))
        report(
          ctx,
          'unit-pair',
          `"${result.phrase}": the two units differ by ${show(mul(rel, q(100n)), 3)}%`,
        );
    }
    const first = phrase.figures[0];
    if (first && !phrase.lessThan) {
      const ladder = e === 'durationOfDailySpend' ? DURATION_LADDER : HEIGHT_LADDER;
      const due = dueUnit(mid(exact), ladder, per);
      if (due !== first.unit)
        report(ctx, 'unit-switch', `"${result.phrase}" for exact ${show(mid(exact))} (${due} due)`);
    }
  }

  if (e === 'durationOfDailySpend' && sentence) {
    const days = exact.lo;
    tally.nullDue = lt(days, q(365n));
    if (sentence.form === 'every-day' && lt(days, q(1n)))
      report(ctx, 'impossible', `"every day" for less than a day: ${result.sentence}`);
    if (sentence.form === 'every-day' && /every day for 1 day!$/.test(result.sentence)) {
      report(ctx, 'impossible', `empty: ${result.sentence}`);
    }
  }

  if (e === 'heightOfMoneyStack' && sentence) {
    const money = MONEY[params.typeOfMoney as string];
    const lessThanOne = money !== undefined && lt(wealth.value, q(money.denomination));
    if (lessThanOne && sentence.form !== 'no-stack') {
      report(ctx, 'impossible', `less than one coin or bill but a stack: ${result.sentence}`);
    }
    if (!lessThanOne && sentence.form === 'no-stack') {
      report(ctx, 'impossible', `"not even one" for a stack: ${result.sentence}`);
    }
    if (phrase?.lessThanOne !== undefined && !lessThanOne) {
      report(ctx, 'impossible', `"${result.phrase}" for ${wealth.text} in ${params.typeOfMoney}`);
    }
  }

  const item = params.typeOfItem ? ITEMS[params.typeOfItem] : undefined;
  const count = e === 'numberOfItems' ? exact.lo.n : null;
  if (e === 'numberOfItems' && item && count !== null) {
    currencies.add('USD');
    if (phrase?.count) {
      if (phrase.count.scaled) checkFigure(ctx, 'count', phrase.count, exact);
      else if (!eq(phrase.count.value, exact.lo))
        report(ctx, 'figure', `count printed ${phrase.count.text}, exact ${count}`);
      resultStep = phrase.count.scaled ? measuredStep(phrase.count) : q(1n);
      const words = (phrase.itemWords ?? '').toLowerCase();
      const expected = count === 1n ? item.singular : item.plural;
      if (words !== expected)
        report(ctx, 'unparsed', `item words "${phrase.itemWords}" for ${count} ${item.plural}`);
    }
    if (sentence) {
      if ((count === 0n) !== (sentence.form === 'no-items'))
        report(ctx, 'impossible', `${count} items: ${result.sentence}`);
      if (sentence.verb !== item.verb) report(ctx, 'unparsed', `verb "${sentence.verb}" for ${item.plural}`);
    }
    if (count === 1n && result.scale === null)
      report(ctx, 'coverage-one', `a count of one has no scale: ${result.sentence}`);
  }

  if (e === 'growthOfCompoundInterest' && phrase?.money) {
    checkLabel(ctx, 'growth', phrase.money.label, wealth.currency, phrase.money);
    // Money is exact to its last printed digit (a cent or a unit); a scale word reads as rounded.
    resultStep = phrase.money.scaled ? measuredStep(phrase.money) : phrase.money.step;
    checkFigure(ctx, 'growth', { ...phrase.money, digits: '' }, exact, phrase.lessThan, resultStep);
    if (params.period && phrase.period && phrase.periodHedge === '') {
      checkFigure(ctx, 'period', phrase.period, point(params.period), false, q(1n, 100n));
    }
    // The rate as a percentage with at most three decimals, the frequency as its word (§7).
    const rate = /^(\d+(?:\.\d+)?)%$/.exec(sentence?.rate ?? '');
    const percent = rate && readNumber(rate[1] ?? '');
    if (percent && params.rate) {
      checkFigure(ctx, 'rate', percent, point(mul(params.rate, q(100n))), false, q(1n, 1000n));
    }
    if (sentence?.frequency && FREQUENCY_WORDS[params.frequency ?? ''] !== sentence.frequency) {
      report(ctx, 'figure', `compounded ${sentence.frequency} for frequency ${params.frequency}`);
    }
    // Growth in every currency gets a scale (a currency-neutral one works at any size) from one unit up.
    if (result.scale === null && le(q(1n), exact.lo)) {
      report(ctx, 'coverage-growth', `${wealth.currency.code} growth without a scale: ${result.sentence}`);
    }
  }

  // The scale.
  let scale: ReadScale | null = null;
  if (result.scale !== null) {
    scale = readScale(data, e, result.scale);
    // A scale that measures the wealth against an item's US-dollar price says so in another label.
    const measured = ['share', 'more', 'multiple', 'fortunes'].includes(scale.form);
    const scaleDue = e === 'numberOfItems' && wealth.currency.code !== 'USD' && measured ? 'prices' : null;
    if ((scaleMarked?.mark ?? null) !== scaleDue)
      report(ctx, 'label-in-sentence', `${scaleDue ?? 'no'} mark due in the scale: ${result.scale}`);
    checkScale(ctx, params, wealth, result, exact, scale, resultStep, printedUnits, count, currencies);
    tally.anchorGrade = scale.anchor?.familiarity ?? null;
  }
  return { exact, shown: shownCurrency, scale, currencies, tally };
}

function checkScale(
  ctx: Context,
  params: Params,
  wealth: Sent,
  result: ResultObject,
  exact: Exact,
  scale: ReadScale,
  resultStep: Q | null,
  printedUnits: string[],
  count: bigint | null,
  currencies: Set<string>,
): void {
  const text = result.scale as string;
  const e = params.expression;
  if (scale.form === 'unparsed') {
    report(ctx, 'unparsed', `scale "${text}"`);
    return;
  }
  if (/US\$/.test(text)) currencies.add('USD');
  if (scale.form === 'fortunes') {
    const item = ITEMS[params.typeOfItem ?? ''];
    if (count !== 0n) report(ctx, 'impossible', `fortunes although ${count} items: ${text}`);
    if (item && scale.fortunes) {
      const due = ceil(div(q(item.price), wealth.value));
      if (!eq(scale.fortunes.value, q(due)))
        report(ctx, 'figure', `fortunes printed ${scale.fortunes.text}, due ${due}: ${text}`);
      if (!lt(mul(q(2n), wealth.value), q(item.price)))
        report(ctx, 'figure', `fortunes within twice the wealth (say what is missing): ${text}`);
    }
    if (lt(wealth.value, FORTUNE_MIN)) report(ctx, 'fortunes', `${wealth.text} called a fortune: ${text}`);
    return;
  }
  if (scale.form === 'multiple' && scale.fortunes) {
    // "It would take N times this amount to …": N is the exact multiple rounded up at its printed step
    // (§7's tenths below 10, whole from 10), so that N times the wealth reaches the price; said only
    // beyond twice the wealth (within it, the money missing is said instead).
    const need = neededFor(e, params);
    if (need === undefined) {
      report(ctx, 'unparsed', `"this amount" for ${e}: ${text}`);
      return;
    }
    if (!lt(wealth.value, q(need)))
      report(
        ctx,
        'impossible',
        `"it would take ${scale.fortunes.text} times" although one is affordable: ${text}`,
      );
    const x = div(q(need), wealth.value);
    const n = scale.fortunes;
    if (!lt(q(2n), x))
      report(ctx, 'figure', `a multiple within twice the wealth (say what is missing): ${text}`);
    // N reaches the price (N × wealth ≥ price) and is the least figure at its printed step that does.
    if (lt(mul(n.value, wealth.value), q(need)))
      report(ctx, 'reach', `${n.text} times ${wealth.text} falls short of ${need}: ${text}`);
    else if (!lt(sub(n.value, measuredStep(n)), x))
      report(ctx, 'figure', `${n.text} times this amount, more than the ${show(x)} needed: ${text}`);
    return;
  }
  if (scale.form === 'more' && scale.missing) {
    // "It would take $1 more to …": price − wealth exactly, in the label the result shows, within twice the wealth.
    const need = neededFor(e, params);
    if (need === undefined) {
      report(ctx, 'unparsed', `"more" for ${e}: ${text}`);
      return;
    }
    if (!lt(wealth.value, q(need)))
      report(ctx, 'impossible', `"more" needed although one is affordable: ${text}`);
    if (lt(mul(q(2n), wealth.value), q(need)))
      report(ctx, 'figure', `the money missing said beyond twice the wealth: ${text}`);
    const missing = sub(q(need), wealth.value);
    if (!eq(scale.missing.value, missing))
      report(ctx, 'figure', `${scale.missing.text} more, exact ${show(missing)}: ${text}`);
    return;
  }
  if (scale.form === 'share' && scale.starting && scale.claim) {
    const item = ITEMS[params.typeOfItem ?? ''];
    checkLabel(ctx, 'share of', scale.starting.label, wealth.currency);
    if (!eq(scale.starting.value, wealth.value))
      report(ctx, 'figure', `share of ${scale.starting.text} for ${wealth.text}`);
    if (!item) {
      report(ctx, 'unparsed', `a share for ${e}: ${text}`);
      return;
    }
    if (scale.item !== item.singular) report(ctx, 'unparsed', `item "${scale.item}" in ${text}`);
    const percent = point(div(q(item.price * 100), wealth.value));
    if (scale.belowPower !== undefined) {
      const share = div(q(item.price), wealth.value);
      if (!lt(share, pow10(-scale.belowPower)))
        report(ctx, 'hedge', `a share of ${show(share)} is not below 10^-${scale.belowPower}: ${text}`);
      return;
    }
    // "less than 0.1%" of a share below a millionth says nothing a reader can use (the editor's read).
    if (/ takes less than 0\.1% of /.test(text) && lt(div(q(item.price), wealth.value), pow10(-6)))
      report(ctx, 'impossible', `an empty "less than 0.1%" for a share below a millionth: ${text}`);
    if (scale.all) {
      if (!eq(percent.lo, q(100n)))
        report(ctx, 'hedge', `all of the wealth, exact ${show(percent.lo)}%: ${text}`);
      return;
    }
    // "takes 100% of" says nothing a reader can use: the whole wealth is "all of" it.
    if (/ takes 100% of /.test(text)) report(ctx, 'impossible', `an empty "100%": ${text}`);
    const problem = checkClaim(scale.claim, percent);
    if (problem) report(ctx, 'hedge', `${problem.replace('times', '%')}: ${text}`);
    return;
  }
  if (scale.form === 'starting' && scale.starting && scale.startingClaim) {
    checkLabel(ctx, 'starting amount', scale.starting.label, wealth.currency);
    if (!eq(scale.starting.value, wealth.value))
      report(ctx, 'figure', `starting amount ${scale.starting.text} for ${wealth.text}`);
    const rho =
      scale.startingClaim.relation === 'final'
        ? ratioOf({ lo: add(exact.lo, wealth.value), hi: add(exact.hi, wealth.value) }, point(wealth.value))
        : ratioOf(exact, point(wealth.value));
    const problem = checkClaim(scale.startingClaim.claim, rho);
    if (problem) report(ctx, 'hedge', `${problem}: ${text}`);
    return;
  }
  const anchor = scale.anchor as Anchor;
  const claim = scale.claim as Claim;
  if (scale.shown !== anchor.shown)
    report(ctx, 'shown', `"(${scale.shown})" for ${anchor.id} shown "${anchor.shown}"`);
  if (anchor.expression === 'growthOfCompoundInterest') currencies.add('USD');

  // Circular: an anchor that is one of the units the result is printed in.
  const per = e === 'durationOfDailySpend' ? DAYS_PER : e === 'heightOfMoneyStack' ? METRES_PER : null;
  if (per) {
    for (const u of printedUnits) {
      const unit = per[u] as Q;
      const rel = abs(sub(div(mid(anchor.figure), unit), q(1n)));
      if (lt(rel, q(1n, 100n)))
        report(ctx, 'circular', `${anchor.id} (${anchor.wording}) is one ${u}: ${text}`);
    }
  }

  // What the claim compares: the result with the anchor, or (pairings) the count per member of the group.
  const rho = ratioOf(exact, anchor.figure);
  const plain =
    claim.hedge === '' && (claim.kind === 'plain' || (claim.kind === 'count' && claim.printed === null));
  if (
    anchor.isRange &&
    (plain ||
      (claim.kind === 'times' && claim.hedge === '') ||
      (claim.kind === 'count' && claim.hedge === ''))
  ) {
    report(ctx, 'range-precise', `${anchor.id} is known only as a range: ${text}`);
  }
  if (plain) {
    const steps = [resultStep, anchor.shownStep].filter((s): s is Q => s !== null);
    const p = steps.reduce((a, b) => max(a, b), q(0n));
    // The bands "nearly" and "a little more than" leave 97.5%–102.5% to a plain statement, on exact values.
    const close = within(rho, PLAIN_BAND[0], PLAIN_BAND[1]);
    // A reader takes a span in years as calendar years (365.25 days), the result's years are 365 days (§7):
    // either reading of the anchor will do.
    const figure =
      anchor.unit === 'day' || anchor.unit === 'date'
        ? { lo: mul(anchor.figure.lo, q(365n * 4n, 1461n)), hi: anchor.figure.hi }
        : anchor.figure;
    const same = p.n === 0n ? within(rho, q(1n), q(1n)) : roundedOverlap(exact, figure, p);
    if (!same || !close) {
      report(
        ctx,
        'plain',
        `${result.phrase} vs ${anchor.shown} at step ${show(p)}: ${show(mid(exact))} vs ${show(mid(anchor.figure))}: ${text}`,
      );
    }
  } else {
    const problem = checkClaim(claim, rho);
    if (problem) report(ctx, 'hedge', `${problem}: ${result.phrase}: ${text}`);
  }

  if (scale.form === 'pairing' && count !== null) {
    const item = ITEMS[params.typeOfItem ?? ''];
    const words = claim.rest.replace(/^(a|an) /, '');
    if (item && words !== item.singular && words !== item.plural)
      report(ctx, 'unparsed', `item "${claim.rest}" in ${text}`);
    const perMember = toNumber(mid(rho));
    const reasons: string[] = [];
    if (!PICTURABLE.has(anchor.unit)) reasons.push(`a group of ${anchor.unit}`);
    if (count < PAIRING_MIN_COUNT) reasons.push(`only ${count} items`);
    if (perMember < toNumber(PAIRING_PER_MEMBER.min) || perMember > toNumber(PAIRING_PER_MEMBER.max)) {
      reasons.push(`${show(mid(rho), 4)} per member`);
    }
    if (reasons.length > 0) report(ctx, 'for-every', `${reasons.join(', ')}: ${text}`);
  }
}

/** Whether the two intervals share a value once both are rounded to a multiple of `step`. */
function roundedOverlap(a: Exact, b: Exact, step: Q): boolean {
  const ra = [roundTo(a.lo, step), roundTo(a.hi, step)];
  const rb = [roundTo(b.lo, step), roundTo(b.hi, step)];
  return le(ra[0] as Q, rb[1] as Q) && le(rb[0] as Q, ra[1] as Q);
}

/** Known fields of a result and of a comparison; an extra string field is an answer-level notice. */
const RESULT_FIELDS = new Set(['value', 'unit', 'type', 'phrase', 'sentence', 'scale', 'attribution']);
const COMPARISON_FIELDS = new Set([
  'expression',
  'resultTheirs',
  'resultYours',
  'ratio',
  'equivalence',
  'attribution',
]);

/** The extra string fields of an answer that say no exchange rate was applied. */
export function exchangeNotices(data: Record<string, unknown>, comparison: boolean): string[] {
  const known = comparison ? COMPARISON_FIELDS : RESULT_FIELDS;
  const found: string[] = [];
  const look = (obj: Record<string, unknown>, fields: Set<string>) => {
    for (const [k, v] of Object.entries(obj)) {
      if (!fields.has(k) && typeof v === 'string' && /exchange rate/i.test(v)) found.push(k);
    }
  };
  look(data, known);
  if (comparison) {
    for (const side of ['resultTheirs', 'resultYours']) {
      const r = data[side];
      if (r && typeof r === 'object') look(r as Record<string, unknown>, RESULT_FIELDS);
    }
  }
  return found;
}

export function checkMixed(
  out: Violation[],
  currencies: Set<string>,
  data: Record<string, unknown>,
  comparison: boolean,
): void {
  if (currencies.size < 2) return;
  if (exchangeNotices(data, comparison).length === 0) {
    out.push({
      rule: 'mixed-labels',
      detail: `labels ${[...currencies].sort().join(' and ')} with no word that no exchange rate was applied`,
    });
  }
}

/** 1 and the tier thresholds of the ratio (docs/conventions.md §10, docs/prose.md). */
const RATIO_THRESHOLDS = ['1', '1.1', '2', '10', '200', '10000', '1000000', '1000000000'].map(dec);

export interface RatioObject {
  value: number;
  phrase: string;
  sentence: string;
  scale: string | null;
}

/** The comparison-level rules: the ratio, its tier, and plain statements shared by distant results. */
export function checkComparison(
  out: Violation[],
  yours: Sent,
  theirs: Sent,
  ratio: RatioObject,
  checkedYours: Checked,
  checkedTheirs: Checked,
  resultYours: ResultObject,
  resultTheirs: ResultObject,
  equivalence?: unknown,
): void {
  const ctx = { data: null as unknown as DataSet, out };
  const larger = le(yours.value, theirs.value) ? theirs.value : yours.value;
  const smaller = le(yours.value, theirs.value) ? yours.value : theirs.value;
  const factor = div(larger, smaller);
  if (typeof ratio.value === 'number') {
    const due = toNumber(div(theirs.value, yours.value));
    if (Math.abs(ratio.value - due) > 1e-12 * due)
      report(ctx, 'figure', `ratio value ${ratio.value}, exact ${show(div(theirs.value, yours.value), 17)}`);
  }
  // Two labels in one comparison: the ratio and the equivalence say that they read one as the other.
  const due = checkedYours.shown.code !== checkedTheirs.shown.code ? 'numbers' : null;
  const ratioMarked = unmark(ratio.sentence);
  if (ratioMarked.mark !== due)
    report(ctx, 'label-in-sentence', `${due ?? 'no'} mark due in the ratio: ${ratio.sentence}`);
  ratio = { ...ratio, sentence: ratioMarked.text };
  if (typeof equivalence === 'string') {
    const equivalenceMarked = unmark(equivalence);
    if (equivalenceMarked.mark !== due)
      report(ctx, 'label-in-sentence', `${due ?? 'no'} mark due in the equivalence: ${equivalence}`);
    equivalence = equivalenceMarked.text;
  }
  const read = readRatio(ratio.phrase, ratio.sentence);
  if (!read) report(ctx, 'unparsed', `ratio "${ratio.phrase}" / "${ratio.sentence}"`);
  else {
    const equal = eq(yours.value, theirs.value);
    const due = equal ? 'equal' : lt(yours.value, theirs.value) ? 'theirs' : 'yours';
    if (read.direction !== due)
      report(ctx, 'figure', `ratio sentence "${ratio.sentence}" for ${theirs.text} vs ${yours.text}`);
    const shownFactor = lt(yours.value, theirs.value) || equal ? read.left : read.right;
    const one = lt(yours.value, theirs.value) || equal ? read.right : read.left;
    if (!eq(one.value, q(1n)))
      report(ctx, 'figure', `ratio phrase "${ratio.phrase}" has no 1 on the smaller side`);
    checkFigure(ctx, 'ratio phrase', shownFactor, point(factor));
    // Conventions §10: the shown factor never rounds across 1 or a tier threshold.
    for (const t of RATIO_THRESHOLDS) {
      // A tier is "at least t": the sides are ≥ t and < t; 1 itself is kept for equal wealths.
      const crosses =
        le(t, factor) !== le(t, shownFactor.value) || (eq(t, q(1n)) && eq(shownFactor.value, t));
      if (crosses && !equal) {
        report(ctx, 'figure', `ratio ${show(factor)} shown as ${shownFactor.text}, across ${show(t)}`);
      }
    }
    if (read.times) checkFigure(ctx, 'ratio sentence', read.times, point(factor));
  }
  const s = ratio.scale ?? '';
  const extreme = /extreme wealth inequality/i.test(s);
  if (extreme !== le(q(200n), factor)) report(ctx, 'ratio-tier', `factor ${show(factor)}: "${s}"`);
  if (/roughly equal/i.test(s) && !lt(factor, dec('1.1')))
    report(ctx, 'ratio-tier', `factor ${show(factor)}: "${s}"`);
  for (const m of s.matchAll(/at least ([\d,.]+) times/g)) {
    if (lt(factor, dec(m[1] ?? '0'))) report(ctx, 'ratio-tier', `factor ${show(factor)}: "${s}"`);
  }

  if (typeof equivalence === 'string') {
    checkEquivalence(ctx, equivalence, yours, theirs, checkedYours.shown, checkedTheirs.shown);
  }

  // Two results more than 5% apart never share one plain statement.
  const a = checkedYours.scale;
  const b = checkedTheirs.scale;
  if (
    resultYours.scale !== null &&
    resultYours.scale === resultTheirs.scale &&
    a?.claim?.kind === 'plain' &&
    b?.claim?.kind === 'plain'
  ) {
    const x = mid(checkedYours.exact);
    const y = mid(checkedTheirs.exact);
    const spread = x.n > 0n && y.n > 0n ? div(max(x, y), le(x, y) ? x : y) : q(1n);
    if (lt(dec('1.05'), spread)) {
      report(
        ctx,
        'plain-shared',
        `${resultYours.phrase} and ${resultTheirs.phrase} both "${resultYours.scale}"`,
      );
    }
  }
}

export { floor, readClaim };

const EQUIVALENCE = new RegExp(
  `^For (them|you), spending (${MONEY_SOURCE}) is like spending (${MONEY_SOURCE}) for (you|them)\\.$`,
);
const SAME = new RegExp(`^Spending (${MONEY_SOURCE}) means (the same|almost the same) to them as to you\\.$`);

/**
 * 1% of the smaller wealth cut to one significant digit, at least a cent, or at least one whole unit
 * when either side shows a currency printed without decimals, the yen (docs/prose.md, Equivalence).
 */
export function equivalenceShare(smaller: Q, wholeUnits = false): Q {
  const least = wholeUnits ? q(1n) : q(1n, 100n);
  const share = div(smaller, q(100n));
  let step = q(1n, 100n);
  while (le(mul(step, q(10n)), share)) step = mul(step, q(10n));
  const cut = mul(q(floor(div(share, step))), step);
  return lt(cut, least) ? least : cut;
}

/** What one item (its price) or one piece of money (its denomination) is worth, for "It would take …". */
function neededFor(expression: string, params: Params): number | undefined {
  return expression === 'numberOfItems'
    ? ITEMS[params.typeOfItem ?? '']?.price
    : MONEY[params.typeOfMoney ?? '']?.denomination;
}

/** The equivalence sentence: who is richer, the share, its proportional amount and each side's label. */
function checkEquivalence(
  ctx: Context,
  text: string,
  yours: Sent,
  theirs: Sent,
  shownYours: Currency,
  shownTheirs: Currency,
): void {
  const equal = eq(yours.value, theirs.value);
  const theirsLarger = lt(yours.value, theirs.value);
  const smaller = theirsLarger ? yours.value : theirs.value;
  const [shownSmaller, shownLarger] = theirsLarger ? [shownYours, shownTheirs] : [shownTheirs, shownYours];
  let share = equivalenceShare(smaller, shownSmaller.decimals === 0);
  const factor = div(theirsLarger ? theirs.value : yours.value, smaller);
  // The larger side in a label without decimals spends at least one whole unit; the smaller its part.
  const oneWhole = shownLarger.decimals === 0 && shownSmaller.decimals !== 0 && lt(mul(share, factor), q(1n));
  if (oneWhole) share = div(q(1n), factor);
  // Whole units that would round past the larger wealth (¥2 of ¥1.70) are its whole units instead.
  const largerWealth = theirsLarger ? theirs.value : yours.value;
  const roundedLarger = q(floor(add(mul(share, factor), q(1n, 2n))));
  const wholeLarger = shownLarger.decimals === 0 && lt(largerWealth, roundedLarger);
  if (wholeLarger) share = div(q(floor(largerWealth)), factor);
  const same = SAME.exec(text);
  if (same) {
    const m = readMoney(same[1] ?? '');
    if (!m) {
      report(ctx, 'unparsed', `equivalence "${text}"`);
      return;
    }
    if (!eq(m.value, share))
      report(ctx, 'figure', `equivalence share ${m.text}, due ${show(share)}: ${text}`);
    if (same[2] === 'the same' && !equal) report(ctx, 'figure', `"the same" for unequal wealths: ${text}`);
    return;
  }
  const e = EQUIVALENCE.exec(text);
  const larger = e && readMoney(e[2] ?? '');
  const smallerSide = e && readMoney(e[3] ?? '');
  if (!e || !larger || !smallerSide) {
    report(ctx, 'unparsed', `equivalence "${text}"`);
    return;
  }
  if (equal || (e[1] === 'them') !== theirsLarger || e[1] === e[4]) {
    report(ctx, 'figure', `equivalence names the wrong side: ${text}`);
    return;
  }
  checkLabel(ctx, 'equivalence (richer side)', larger.label, theirsLarger ? shownTheirs : shownYours);
  checkLabel(ctx, 'equivalence (poorer side)', smallerSide.label, theirsLarger ? shownYours : shownTheirs);
  // Nobody spends more than they have, as printed (a label without decimals shows whole units).
  if (lt(smaller, smallerSide.value))
    report(ctx, 'overspend', `${smallerSide.text} spent of ${show(smaller)}: ${text}`);
  if (lt(theirsLarger ? theirs.value : yours.value, larger.value))
    report(
      ctx,
      'overspend',
      `${larger.text} spent of ${show(theirsLarger ? theirs.value : yours.value)}: ${text}`,
    );
  if (oneWhole || wholeLarger) {
    const whole = wholeLarger ? q(floor(largerWealth)) : q(1n);
    if (!eq(larger.value, whole))
      report(ctx, 'figure', `equivalence: ${show(whole)} whole units due, ${larger.text}: ${text}`);
    checkFigure(ctx, 'equivalence share', smallerSide, point(share));
    return;
  }
  if (!eq(smallerSide.value, share))
    report(ctx, 'figure', `equivalence share ${smallerSide.text}, due ${show(share)}: ${text}`);
  checkFigure(
    ctx,
    'equivalence amount',
    larger,
    point(mul(share, factor)),
    false,
    larger.scaled ? undefined : larger.step,
  );
}
