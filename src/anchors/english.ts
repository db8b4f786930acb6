// The one place claims (claim.ts) become English `scale` sentences. A later issue adds other
// languages beside this file, from message catalogues; the engine's decisions stay where they are.
import { type Figure, formatCount, formatMoney, plainShown, powerShown, wordShown } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import type { AnchorClaim, Claim, FractionName, Hedge, Multiplier, StartHedge } from './claim.ts';

/** What it would take, by the form the engine chose. */
const NEEDED = {
  more: (c: { shortfall: Money }) => `${formatMoney(c.shortfall)} more`,
  fortunes: (c: { count: bigint }) => `${formatCount(c.count)} fortunes like this`,
  times: (c: { times: Figure }) => `${c.times.text} times this amount`,
} as const;

import type { PreparedAnchor } from './types.ts';

/** What the sentence needs beyond the claim: the anchor's phrase, the item's nouns, the wealth as printed. */
export interface EnglishContext {
  readonly anchor?: PreparedAnchor;
  readonly item?: CountedNoun;
  /** The wealth as the sentence prints it (`€1,000,000`). */
  readonly wealth?: string;
}

/** A counted noun, for items: `one house`, `nearly one house`, `about half a house`, `2.4 houses`. */
export interface CountedNoun {
  readonly singular: string;
  readonly plural: string;
  readonly verb?: string;
  /** The catalogue keys of the noun in other languages start with it: `item.house`, `money.usd_100_bill`. */
  readonly key?: string;
}

const FRACTION_WORDS: Record<FractionName | 'a-tenth' | 'a-fifth', string> = {
  'a-tenth': 'a tenth',
  'a-fifth': 'a fifth',
  'a-quarter': 'a quarter',
  'a-third': 'a third',
  half: 'half',
  'two-thirds': 'two thirds',
  'three-quarters': 'three quarters',
};

const SCALE_WORDS: Record<number, string> = {
  6: 'million',
  9: 'billion',
  12: 'trillion',
  15: 'quadrillion',
  18: 'quintillion',
  21: 'sextillion',
  24: 'septillion',
};

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) => [...String(n)].map((d) => SUPERSCRIPTS[Number(d)]).join('');

/** A multiplier in English: `2.4`, `3,300`, `2.74 million`, `1.82 × 10⁵²`. */
/** A tiny share by the power of ten it is below: "less than a trillionth of …". */
const TINY_SHARE_WORDS: Record<number, string> = {
  6: 'millionth',
  9: 'billionth',
  12: 'trillionth',
  15: 'quadrillionth',
  18: 'quintillionth',
  21: 'sextillionth',
};

/** A multiplier as a figure: its English text and the value it shows, for every language to write. */
export function multiplierFigure(m: Multiplier): Pick<Figure, 'text' | 'shown'> {
  const point = m.mantissa.indexOf('.');
  const digits = point < 0 ? m.mantissa : m.mantissa.slice(0, point) + m.mantissa.slice(point + 1);
  const places = point < 0 ? 0 : m.mantissa.length - point - 1;
  const mantissa = plainShown(digits.replace(/^0+(?=\d)/, ''), places);
  const shown = m.power
    ? powerShown(mantissa.digits, places, m.scale)
    : m.scale > 0
      ? wordShown(mantissa, m.scale)
      : mantissa;
  return { text: multiplierWords(m), shown };
}

export function multiplierWords(m: Multiplier): string {
  if (m.power) return `${m.mantissa} × 10${superscript(m.scale)}`;
  if (m.scale > 0) return `${m.mantissa} ${SCALE_WORDS[m.scale]}`;
  // Below 1,000 the digits print as they are (`2.4`, `274`); from 1,000 they are grouped (`3,300`).
  return m.mantissa.length >= 4 && !m.mantissa.includes('.') ? formatCount(BigInt(m.mantissa)) : m.mantissa;
}

const aboutIf = (about: boolean) => (about ? 'about ' : '');

/** What stands before an anchor's phrase: `nearly `, `about half `, `2.4 times `, `twice `. */
export function leadWords(hedge: Hedge): string {
  switch (hedge.kind) {
    case 'plain':
      return '';
    case 'nearly':
      return 'nearly ';
    case 'about':
      return 'about ';
    case 'a-little-more-than':
      return 'a little more than ';
    case 'fraction':
      return hedge.which === 'half' ? 'about half ' : `about ${FRACTION_WORDS[hedge.which]} of `;
    case 'times': {
      const text = multiplierWords(hedge.multiplier);
      if (text === '2' && !hedge.about) return 'twice ';
      return `${aboutIf(hedge.about)}${text} times `;
    }
  }
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/** The item's share per member as words: `one house`, `about a third of a house`, `2.4 houses`. */
export function countedLead(hedge: Hedge, noun: CountedNoun): string {
  switch (hedge.kind) {
    case 'plain':
      return `one ${noun.singular}`;
    case 'fraction':
      return hedge.which === 'half'
        ? `about half ${article(noun.singular)}`
        : `about ${FRACTION_WORDS[hedge.which]} of ${article(noun.singular)}`;
    case 'times':
      return `${aboutIf(hedge.about)}${multiplierWords(hedge.multiplier)} ${noun.plural}`;
    default:
      return `${leadWords(hedge)}one ${noun.singular}`;
  }
}

function anchorSentence(claim: AnchorClaim, context: EnglishContext): string {
  const anchor = context.anchor as PreparedAnchor;
  if (context.item) return `That is ${countedLead(claim.hedge, context.item)} for every ${anchor.phrase}.`;
  return `That is ${leadWords(claim.hedge)}${anchor.phrase}.`;
}

const MULTIPLIES = { 2: 'doubles', 3: 'triples' } as const;
const MULTIPLY_HEDGE = { nearly: 'nearly', about: 'about', 'more-than': 'more than' } as const;

function startSentence(hedge: StartHedge, wealth: string): string {
  const start = `the starting ${wealth}`;
  switch (hedge.kind) {
    case 'adds-fraction':
      return `That adds about ${FRACTION_WORDS[hedge.which]} to ${start}.`;
    case 'adds-percent':
      return hedge.lessThan
        ? `That adds less than 0.1% to ${start}.`
        : `That adds ${multiplierWords(hedge.percent)}% to ${start}.`;
    case 'multiplies':
      return `That ${MULTIPLY_HEDGE[hedge.hedge]} ${MULTIPLIES[hedge.by]} ${start}.`;
    case 'times':
      return `That is ${leadWords({ kind: 'times', multiplier: hedge.multiplier, about: hedge.about })}${start}.`;
  }
}

/** A claim as an English `scale` sentence. */
export function english(claim: Claim, context: EnglishContext): string {
  switch (claim.kind) {
    case 'anchor':
      return anchorSentence(claim, context);
    case 'start':
      return startSentence(claim.hedge, context.wealth as string);
    case 'share': {
      const item = context.item as CountedNoun;
      // Prints as 100% but is less: "more than 99.9%", true of anything from 99.95% up.
      const share = claim.all
        ? 'all'
        : claim.belowPower !== undefined
          ? `less than a ${TINY_SHARE_WORDS[claim.belowPower]}`
          : claim.almostAll
            ? 'more than 99.9%'
            : `${claim.lessThan ? 'less than ' : ''}${multiplierWords(claim.percent)}%`;
      return `One ${item.singular} takes ${share} of ${context.wealth}.`;
    }
    case 'needed': {
      const item = context.item as CountedNoun;
      const what = NEEDED[claim.form](claim as never);
      return `It would take ${what} to ${item.verb} one ${item.singular}.`;
    }
  }
}
