/**
 * The checker's reader of printed texts: what a result's `phrase`, `sentence` and `scale` state, and a
 * comparison's ratio, parsed from the words alone (docs/conventions.md §7, §9, §10; docs/prose.md).
 */
import { type Anchor, type DataSet, findAnchor } from './dataset.ts';
import { MONEY_SOURCE, type Money, NUMBER_SOURCE, type Printed, readMoney, readNumber } from './printed.ts';
import { type Q, q } from './rational.ts';

const NUM = `(${NUMBER_SOURCE})`;
const MONEY = `(${MONEY_SOURCE})`;

/** A figure and the unit word printed after it, normalised to the singular lower case. */
export interface Figure {
  readonly printed: Printed;
  readonly unit: string;
}

const UNIT_WORDS: Record<string, string> = {
  second: 'second',
  seconds: 'second',
  minute: 'minute',
  minutes: 'minute',
  hour: 'hour',
  hours: 'hour',
  day: 'day',
  days: 'day',
  year: 'year',
  years: 'year',
  millennium: 'millennium',
  millennia: 'millennium',
  mile: 'mile',
  miles: 'mile',
  foot: 'foot',
  feet: 'foot',
  inch: 'inch',
  inches: 'inch',
  km: 'km',
  m: 'm',
  cm: 'cm',
  mm: 'mm',
};

function figure(num: string | undefined, unit: string | undefined): Figure | null {
  const printed = readNumber(num ?? '');
  const u = UNIT_WORDS[(unit ?? '').toLowerCase()];
  return printed && u ? { printed, unit: u } : null;
}

export interface ReadPhrase {
  /** The figures in the order printed (a unit pair has two). */
  readonly figures: readonly Figure[];
  /** `Less Than …`: the figures are an upper bound. */
  readonly lessThan: boolean;
  /** A stack of less than one note or coin: `Less Than One Hundred-Dollar Bill` (the words after "One"). */
  readonly lessThanOne?: string;
  /** numberOfItems: the count and the item words; growth: the amount. */
  readonly count?: Printed;
  readonly itemWords?: string;
  readonly money?: Money;
  readonly period?: Printed;
  readonly periodHedge?: string;
}

const DURATION_PHRASE = new RegExp(
  `^(Less Than )?${NUM} (Seconds?|Minutes?|Hours?|Days?|Years?|Millennium|Millennia)(?: \\(${NUM} (Years?)\\))?$`,
);
const HEIGHT_PHRASE = new RegExp(
  `^(Less Than )?${NUM} (Miles?|Feet|Foot|Inch|Inches) \\(${NUM} (km|m|cm|mm)\\)$`,
);
const ITEMS_PHRASE = new RegExp(`^${NUM} (.+)$`);
const GROWTH_PHRASE = new RegExp(`^By (Less Than )?${MONEY} Over (Almost |Less Than )?${NUM} Years?$`);

export function readPhrase(expression: string, phrase: string): ReadPhrase | null {
  if (expression === 'heightOfMoneyStack' && /^Less Than One \S/.test(phrase)) {
    return { figures: [], lessThan: true, lessThanOne: phrase.slice('Less Than One '.length) };
  }
  if (expression === 'durationOfDailySpend' || expression === 'heightOfMoneyStack') {
    const m = (expression === 'durationOfDailySpend' ? DURATION_PHRASE : HEIGHT_PHRASE).exec(phrase);
    if (!m) return null;
    const first = figure(m[2], m[3]);
    if (!first) return null;
    const figures = [first];
    if (m[4] !== undefined) {
      const second = figure(m[4], m[5]);
      if (!second) return null;
      figures.push(second);
    }
    return { figures, lessThan: m[1] !== undefined };
  }
  if (expression === 'numberOfItems') {
    const m = ITEMS_PHRASE.exec(phrase);
    const count = m && readNumber(m[1] ?? '');
    return count ? { figures: [], lessThan: false, count, itemWords: m[2] ?? '' } : null;
  }
  if (expression === 'growthOfCompoundInterest') {
    const m = GROWTH_PHRASE.exec(phrase);
    const money = m && readMoney(m[2] ?? '');
    const period = m && readNumber(m[4] ?? '');
    if (!money || !period) return null;
    return {
      figures: [],
      lessThan: m[1] !== undefined,
      money,
      period,
      periodHedge: (m[3] ?? '').trim().toLowerCase(),
    };
  }
  return null;
}

export interface ReadSentence {
  readonly form: 'every-day' | 'run-through' | 'stack' | 'no-stack' | 'items' | 'no-items' | 'growth';
  readonly wealth: Money;
  readonly spend?: Money;
  /** The rest the sentence states about the result (the phrase in lower case, the item words…). */
  readonly rest: string;
  readonly verb?: string;
  readonly rate?: string;
  readonly frequency?: string;
  /** A stack of few pieces: how many whole pieces it says it is, and whether that is all of it. */
  readonly pieces?: { readonly count: bigint; readonly exactly: boolean };
}

const SENTENCES: { form: ReadSentence['form']; re: RegExp; wealth: number; spend?: number; rest: number }[] =
  [
    {
      form: 'every-day',
      re: new RegExp(`^A person with a wealth of ${MONEY} could spend ${MONEY} every day for (.+)!$`),
      wealth: 1,
      spend: 2,
      rest: 3,
    },
    {
      form: 'run-through',
      re: new RegExp(
        `^A person (?:with a wealth of \\S+ )?would run through ${MONEY} in (.+) at ${MONEY} a day!$`,
      ),
      wealth: 1,
      spend: 3,
      rest: 2,
    },
    {
      form: 'no-stack',
      re: new RegExp(`^A person with a wealth of ${MONEY} would not have (?:a stack of )?even one (.+)!$`),
      wealth: 1,
      rest: 2,
    },
    {
      form: 'stack',
      re: new RegExp(
        `^A person with a wealth of ${MONEY} would have a stack of (.+) high(?:, (\\d+) (in all|of them whole))?!$`,
      ),
      wealth: 1,
      rest: 2,
    },
    {
      form: 'no-items',
      re: new RegExp(`^A person with a wealth of ${MONEY} could not (buy|pay for|pay off) even one (.+)!$`),
      wealth: 1,
      rest: 3,
    },
    {
      form: 'items',
      re: new RegExp(
        `^A person with a wealth of ${MONEY} could (buy|pay for|pay off) (.+?)(?: all at once)?!$`,
      ),
      wealth: 1,
      rest: 3,
    },
    {
      form: 'growth',
      re: new RegExp(
        `^With (.+?) interest compounded (annually|semiannually|quarterly|monthly|daily), a person with ${MONEY} would grow their wealth by (.+)!$`,
      ),
      wealth: 3,
      rest: 4,
    },
  ];

export function readSentence(sentence: string): ReadSentence | null {
  for (const s of SENTENCES) {
    const m = s.re.exec(sentence);
    if (!m) continue;
    const wealth = readMoney(m[s.wealth] ?? '');
    const spend = s.spend === undefined ? undefined : readMoney(m[s.spend] ?? '');
    if (!wealth || spend === null) return null;
    const verb = s.form === 'items' || s.form === 'no-items' ? m[2] : undefined;
    const growth = s.form === 'growth';
    return {
      form: s.form,
      wealth,
      ...(spend ? { spend } : {}),
      rest: m[s.rest] ?? '',
      ...(verb ? { verb } : {}),
      ...(growth ? { rate: m[1] ?? '', frequency: m[2] ?? '' } : {}),
      ...(s.form === 'stack' && m[s.rest + 1]
        ? { pieces: { count: BigInt(m[s.rest + 1] as string), exactly: m[s.rest + 2] === 'in all' } }
        : {}),
    };
  }
  return null;
}

/** The words before an anchor (or before an item in a pairing): hedge, fraction or multiplier. */
export interface Claim {
  /** `plain`: no word; `band`: about/nearly/a little more than alone; `fraction`; `times`; `count`. */
  readonly kind: 'plain' | 'band' | 'fraction' | 'times' | 'count';
  readonly hedge: string;
  /** The fraction or multiplier stated (null for plain and bands). */
  readonly factor: Q | null;
  /** The printed multiplier, for its rounding step. */
  readonly printed: Printed | null;
  /** What follows the claim (items: the item words). */
  readonly rest: string;
}

const HEDGES = [
  'a little more than',
  'a little less than',
  'just over',
  'just under',
  'more than',
  'less than',
  'nearly',
  'almost',
  'about',
  'roughly',
  'around',
  'over',
  'under',
];
/** Fractions, with and without "of" ("about half the …", "adds about a third to …"), longest first. */
const FRACTIONS: [string, Q][] = (
  [
    ['three quarters', q(3n, 4n)],
    ['two thirds', q(2n, 3n)],
    ['a quarter', q(1n, 4n)],
    ['a third', q(1n, 3n)],
    ['a fifth', q(1n, 5n)],
    ['a tenth', q(1n, 10n)],
    ['half', q(1n, 2n)],
  ] as [string, Q][]
).flatMap(([words, value]): [string, Q][] => [
  [`${words} of`, value],
  [words, value],
]);

export function readClaim(text: string, countable: boolean): Claim | null {
  let t = text.trim();
  let hedge = '';
  for (const h of HEDGES) {
    if (t === h || t.startsWith(`${h} `)) {
      hedge = h;
      t = t.slice(h.length).trim();
      break;
    }
  }
  for (const [words, value] of FRACTIONS) {
    if (t === words || t.startsWith(`${words} `)) {
      return { kind: 'fraction', hedge, factor: value, printed: null, rest: t.slice(words.length).trim() };
    }
  }
  if (t === 'twice' || t.startsWith('twice ')) {
    return { kind: 'times', hedge, factor: q(2n), printed: readNumber('2'), rest: t.slice(5).trim() };
  }
  const times = new RegExp(`^${NUM} times(?: |$)`).exec(t);
  if (times) {
    const printed = readNumber(times[1] ?? '');
    if (!printed) return null;
    return { kind: 'times', hedge, factor: printed.value, printed, rest: t.slice(times[0].length).trim() };
  }
  if (countable) {
    const word = /^(one|an|a) /.exec(t);
    if (word) return { kind: 'count', hedge, factor: q(1n), printed: null, rest: t.slice(word[0].length) };
    const n = new RegExp(`^${NUM} `).exec(t);
    const printed = n && readNumber(n[1] ?? '');
    if (n && printed)
      return { kind: 'count', hedge, factor: printed.value, printed, rest: t.slice(n[0].length) };
    return null;
  }
  return { kind: hedge === '' ? 'plain' : 'band', hedge, factor: null, printed: null, rest: t };
}

export interface ReadScale {
  /**
   * `anchor` and `pairing` name an anchor; `fortunes` and `multiple` ("It would take N fortunes like
   * this / N times this amount to …") count what one item or note needs; `share` is the part of the
   * wealth one item takes ("One house takes 5.3% of $9,500,000."); `starting` compares growth with the start.
   */
  readonly form: 'anchor' | 'pairing' | 'fortunes' | 'multiple' | 'more' | 'share' | 'starting' | 'unparsed';
  readonly anchor: Anchor | null;
  readonly claim: Claim | null;
  /** The parenthesis after the anchor. */
  readonly shown?: string;
  /** Fortunes: how many, the verb and the item words. */
  readonly fortunes?: Printed;
  readonly verb?: string;
  readonly item?: string;
  /** Currency-neutral growth: the starting amount and what is said of it (a share: the wealth). */
  readonly starting?: Money;
  /** "It would take $1 more to …": the money missing for one. */
  readonly missing?: Money;
  /** A share said as the whole wealth ("One estate … takes all of $200,000,000."). */
  readonly all?: boolean;
  /** A share said below a power of ten ("less than a trillionth of"): the exponent (12). */
  readonly belowPower?: number;
  readonly startingClaim?: { relation: 'final' | 'growth'; claim: Claim };
}

const MULTIPLE = new RegExp(
  `^It would take ${NUM} times this amount to (buy|pay for|pay off|have) (?:one|a|an) (.+)\\.$`,
);
const MORE = new RegExp(`^It would take ${MONEY} more to (buy|pay for|pay off|have) (?:one|a|an) (.+)\\.$`);
const SHARE = new RegExp(
  `^One (.+) takes ((?:less than|about|nearly|almost|a little more than|more than) )?${NUM}% of ${MONEY}\\.$`,
);
const TINY_WORDS: Record<string, number> = {
  thousandth: 3,
  millionth: 6,
  billionth: 9,
  trillionth: 12,
  quadrillionth: 15,
  quintillionth: 18,
  sextillionth: 21,
  septillionth: 24,
};
const SHARE_TINY = new RegExp(`^One (.+) takes less than an? (\\w+th) of ${MONEY}\\.$`);
const SHARE_ALL = new RegExp(`^One (.+) takes all of ${MONEY}\\.$`);
const FORTUNES = new RegExp(
  `^It would take ${NUM} fortunes? like this to (buy|pay for|pay off) (?:one|a|an) (.+)\\.$`,
);
const STARTING = new RegExp(`^That (.*?) ?the starting ${MONEY}\\.$`);
const MULTIPLY_VERBS: Record<string, Q> = { doubles: q(2n), triples: q(3n), quadruples: q(4n) };

export function readScale(data: DataSet, expression: string, scale: string): ReadScale {
  const unparsed: ReadScale = { form: 'unparsed', anchor: null, claim: null };
  const multiple = MULTIPLE.exec(scale);
  if (multiple) {
    const times = readNumber(multiple[1] ?? '');
    return times
      ? {
          form: 'multiple',
          anchor: null,
          claim: null,
          fortunes: times,
          verb: multiple[2] ?? '',
          item: multiple[3] ?? '',
        }
      : unparsed;
  }
  const more = MORE.exec(scale);
  if (more) {
    const missing = readMoney(more[1] ?? '');
    return missing
      ? { form: 'more', anchor: null, claim: null, missing, verb: more[2] ?? '', item: more[3] ?? '' }
      : unparsed;
  }
  const share = SHARE.exec(scale);
  if (share) {
    const percent = readNumber(share[3] ?? '');
    const of = readMoney(share[4] ?? '');
    const claim = percent && readClaim(`${share[2] ?? ''}${share[3]} times`, false);
    return percent && of && claim
      ? {
          form: 'share',
          anchor: null,
          claim: { ...claim, printed: percent },
          item: share[1] ?? '',
          starting: of,
        }
      : unparsed;
  }
  const tiny = SHARE_TINY.exec(scale);
  if (tiny) {
    const power = TINY_WORDS[tiny[2] ?? ''];
    const of = readMoney(tiny[3] ?? '');
    const claim = readClaim('1 times', false);
    return power !== undefined && of && claim
      ? { form: 'share', anchor: null, claim, item: tiny[1] ?? '', starting: of, belowPower: power }
      : unparsed;
  }
  const all = SHARE_ALL.exec(scale);
  if (all) {
    const of = readMoney(all[2] ?? '');
    const claim = readClaim('1 times', false);
    return of && claim
      ? { form: 'share', anchor: null, claim, item: all[1] ?? '', starting: of, all: true }
      : unparsed;
  }
  const f = FORTUNES.exec(scale);
  if (f) {
    const fortunes = readNumber(f[1] ?? '');
    return fortunes
      ? { form: 'fortunes', anchor: null, claim: null, fortunes, verb: f[2] ?? '', item: f[3] ?? '' }
      : unparsed;
  }
  const s = STARTING.exec(scale);
  if (s) {
    const starting = readMoney(s[2] ?? '');
    if (!starting) return unparsed;
    const words = (s[1] ?? '').trim();
    const verb = /^(?:(.+) )?(doubles|triples|quadruples)$/.exec(words);
    if (verb) {
      const claim = readClaim(verb[1] ?? '', false);
      if (!claim) return unparsed;
      // "nearly doubles": the final amount is nearly twice the start (the band on final ÷ start ÷ 2).
      const factor = MULTIPLY_VERBS[verb[2] ?? ''] ?? null;
      const c: Claim = { ...claim, kind: 'fraction', factor, printed: null };
      return {
        form: 'starting',
        anchor: null,
        claim: null,
        starting,
        startingClaim: { relation: 'final', claim: c },
      };
    }
    const is = /^(is|adds) (.*?)(?: to)?$/.exec(words);
    const claim = is && readClaim(is[2] ?? '', false);
    if (!claim) return unparsed;
    const percent = /^(\d+(?:\.\d+)?)% of$|^(\d+(?:\.\d+)?)%$/.exec(claim.rest);
    const c: Claim = percent
      ? {
          ...claim,
          kind: 'times',
          factor: q(BigInt(Math.round(Number(percent[1] ?? percent[2]) * 1000)), 100000n),
          printed: readNumber(String(percent[1] ?? percent[2])),
        }
      : claim;
    return {
      form: 'starting',
      anchor: null,
      claim: null,
      starting,
      startingClaim: { relation: 'growth', claim: c },
    };
  }
  const anchor = findAnchor(data, expression, scale);
  if (!anchor) return unparsed;
  const at = scale.indexOf(anchor.wording);
  const after = scale.slice(at + anchor.wording.length);
  const shown = /^ \((.+)\)\.$/.exec(after)?.[1];
  if (!scale.startsWith('That is ') || shown === undefined) return { ...unparsed, anchor };
  const before = scale.slice('That is '.length, at);
  if (expression === 'numberOfItems') {
    if (!before.endsWith(' for every ')) return { ...unparsed, anchor };
    const claim = readClaim(before.slice(0, -' for every '.length), true);
    return claim ? { form: 'pairing', anchor, claim, shown } : { ...unparsed, anchor };
  }
  const claim = readClaim(before, false);
  return claim ? { form: 'anchor', anchor, claim, shown } : { ...unparsed, anchor };
}

export interface ReadRatio {
  readonly left: Printed;
  readonly right: Printed;
  readonly direction: 'theirs' | 'yours' | 'equal';
  readonly times: Printed | null;
}

const RATIO_PHRASE = new RegExp(`^${NUM} : ${NUM}$`);
const RATIO_SENTENCE = new RegExp(`^(Their|Your) wealth is ${NUM} times (yours|theirs)\\.$`);

export function readRatio(phrase: string, sentence: string): ReadRatio | null {
  const p = RATIO_PHRASE.exec(phrase);
  const left = p && readNumber(p[1] ?? '');
  const right = p && readNumber(p[2] ?? '');
  if (!left || !right) return null;
  if (sentence === 'Your wealth and theirs are equal.')
    return { left, right, direction: 'equal', times: null };
  const s = RATIO_SENTENCE.exec(sentence);
  const times = s && readNumber(s[2] ?? '');
  if (!s || !times) return null;
  const direction =
    s[1] === 'Their' && s[3] === 'yours' ? 'theirs' : s[1] === 'Your' && s[3] === 'theirs' ? 'yours' : null;
  return direction ? { left, right, direction, times } : null;
}
