// The one place the expressions' claims become English (issue 25): the phrase in Title Case, the
// sentence in sentence case, from one template per form. Every English word of a phrase or sentence is
// here or in the data tables' names (items, kinds of money), which docs/service.md publishes as `type`.
import type { Claim, Echo, EquivalenceClaim, Measure, Quantity, RatioClaim, Unit } from './claims.ts';
import { titleCase, titleFigure } from './prose.ts';

/** A unit's English names; a symbol (`km`) is the same in both numbers and never capitalised. */
interface UnitNames {
  readonly singular: string;
  readonly plural: string;
  readonly symbol?: true;
}

const UNITS: Record<Unit, UnitNames> = {
  second: { singular: 'second', plural: 'seconds' },
  minute: { singular: 'minute', plural: 'minutes' },
  hour: { singular: 'hour', plural: 'hours' },
  day: { singular: 'day', plural: 'days' },
  year: { singular: 'year', plural: 'years' },
  millennium: { singular: 'millennium', plural: 'millennia' },
  inch: { singular: 'inch', plural: 'inches' },
  foot: { singular: 'foot', plural: 'feet' },
  mile: { singular: 'mile', plural: 'miles' },
  mm: { singular: 'mm', plural: 'mm', symbol: true },
  cm: { singular: 'cm', plural: 'cm', symbol: true },
  m: { singular: 'm', plural: 'm', symbol: true },
  km: { singular: 'km', plural: 'km', symbol: true },
};

/** How often interest is compounded, by compounds per year. */
export const FREQUENCY_WORDS = {
  '1': 'annually',
  '2': 'semiannually',
  '4': 'quarterly',
  '12': 'monthly',
  '365': 'daily',
} as const;

/** Words in Title Case, each converted once. */
const TITLED = new Map<string, string>();

function titled(words: string): string {
  let title = TITLED.get(words);
  if (title === undefined) {
    title = titleCase(words);
    TITLED.set(words, title);
  }
  return title;
}

/** Words in the case of the text they go into. */
const cased = (words: string, title: boolean) => (title ? titled(words) : words);

/** A figure's text in the case asked (`2.7 quintillion` / `2.7 Quintillion`). */
const figureText = (text: string, title: boolean) => (title ? titleFigure(text) : text);

/** `2.7 millennia`, `1 foot`, `less than 0.1 seconds`, `1.85 km`: singular for exactly one as printed. */
function measure({ figure, unit, lessThan }: Measure, title: boolean): string {
  const names = UNITS[unit];
  const name = names.symbol
    ? names.singular
    : cased(figure.text === '1' ? names.singular : names.plural, title);
  const text = `${figureText(figure.text, title)} ${name}`;
  return lessThan ? `${cased('less than', title)} ${text}` : text;
}

/** A quantity, its second unit in parentheses: `1.15 miles (1.85 km)`. */
function quantity(q: Quantity, title: boolean): string {
  return q.also ? `${measure(q, title)} (${measure(q.also, title)})` : measure(q, title);
}

/** An echoed parameter with its bound: `less than 0.001`, `almost 100`, `5`. */
function echo({ text, bound }: Echo, title: boolean): string {
  if (bound === undefined) return text;
  return `${cased(bound === 'lessThan' ? 'less than' : 'almost', title)} ${text}`;
}

/** An echoed period: `20 years`, `1 year`, `less than 0.01 years`. */
function years(e: Echo, title: boolean): string {
  return `${echo(e, title)} ${cased(e.text === '1' && e.bound === undefined ? 'year' : 'years', title)}`;
}

/** A growth amount: `$220,190,040`, `$332 quadrillion`, `less than $0.01`. */
function growthAmount(claim: Extract<Claim, { kind: 'growth' }>, title: boolean): string {
  if (claim.growth === null) return `${cased('less than', title)} ${claim.prefix}${claim.least}`;
  return claim.prefix + figureText(claim.growth.text, title);
}

export interface Prose {
  readonly phrase: string;
  readonly sentence: string;
  /** The scale an expression states itself (no stack); null where the anchors decide. */
  readonly scale: string | null;
}

/** The phrase (Title Case) and the sentence (sentence case, ending in `!`) of a claim. */
export function english(claim: Claim): Prose {
  switch (claim.kind) {
    case 'duration': {
      const length = quantity(claim.length, false);
      return {
        phrase: quantity(claim.length, true),
        sentence:
          claim.form === 'runThrough'
            ? `A person would run through ${claim.wealth} in ${length} at ${claim.spend} a day!`
            : `A person with a wealth of ${claim.wealth} could spend ${claim.spend} every day for ${length}!`,
        scale: null,
      };
    }
    case 'stack':
      return {
        phrase: quantity(claim.height, true),
        sentence: `A person with a wealth of ${claim.wealth} would have a stack of ${claim.money} ${quantity(claim.height, false)} high!`,
        scale: null,
      };
    case 'noStack': {
      const one = singularOf(claim.money);
      return {
        phrase: titled(`less than one ${one}`),
        sentence: `A person with a wealth of ${claim.wealth} would not have even one ${one}!`,
        scale: claim.needed,
      };
    }
    case 'items': {
      const noun = claim.noun;
      const name = claim.many === 'one' ? noun.singular : noun.plural;
      const phrase = `${figureText(claim.count.text, true)} ${titled(name)}`;
      if (claim.many === 'none') {
        return {
          phrase,
          sentence: `A person with a wealth of ${claim.wealth} could not ${noun.verb} even one ${noun.singular}!`,
          scale: null,
        };
      }
      // "All at once" is said of several; one superyacht is simply bought.
      const together = claim.many === 'one' ? '' : ' all at once';
      return {
        phrase,
        sentence: `A person with a wealth of ${claim.wealth} could ${noun.verb} ${claim.count.text} ${name}${together}!`,
        scale: null,
      };
    }
    case 'growth':
      return {
        phrase: `By ${growthAmount(claim, true)} Over ${years(claim.years, true)}`,
        sentence: `With ${echo(claim.percent, false)}% interest compounded ${FREQUENCY_WORDS[claim.frequency]}, a person with ${claim.wealth} would grow their wealth by ${growthAmount(claim, false)} over ${years(claim.years, false)}!`,
        scale: null,
      };
  }
}

/** One piece of a kind of money, from its plural name (every one ends in `s`: `loonies` → `loonie`). */
export const singularOf = (plural: string) => plural.slice(0, -1);

/** The ratio's phrase (`10,000,000 : 1`, `1 : 4`) and sentence. */
export function englishRatio({ order, factor: { text: factor } }: RatioClaim): {
  phrase: string;
  sentence: string;
} {
  const theirsLarger = order >= 0;
  return {
    phrase: theirsLarger ? `${factor} : 1` : `1 : ${factor}`,
    sentence:
      order === 0
        ? 'Your wealth and theirs are equal.'
        : theirsLarger
          ? `Their wealth is ${factor} times yours.`
          : `Your wealth is ${factor} times theirs.`,
  };
}

/** "For them, spending $2,000,000 is like spending $1,000 for you." */
export function englishEquivalence({ order, small, big }: EquivalenceClaim): string {
  if (order === 0) return `Spending ${small} means the same to them as to you.`;
  if (big === small) return `Spending ${small} means almost the same to them as to you.`;
  return order > 0
    ? `For them, spending ${big} is like spending ${small} for you.`
    : `For you, spending ${big} is like spending ${small} for them.`;
}
