import type { Config } from '../config.ts';
import { FREQUENCIES, PERIOD, RATE } from '../expressions/growth.ts';
import { MONEY_KINDS } from '../expressions/height.ts';
import { ITEMS } from '../expressions/items.ts';
import type { ParamDef } from '../expressions/params.ts';
import { comparison, EXPRESSIONS } from '../expressions/registry.ts';
import { LANGUAGE_NAMES, type Lang } from '../i18n/languages.ts';

/** One choice of a drop-down: the value sent to the API and the words shown for it. */
export interface Choice {
  value: string;
  label: string;
}

export interface PageParam {
  name: string;
  /** The first words of this parameter's error messages, used to put a message next to its field. */
  label: string;
  kind: 'money' | 'enum' | 'number';
  example: string;
  description: string;
  choices?: Choice[];
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Everything the comparison page builds its form from, so that it never drifts from the API. */
export interface PageOptions {
  api: string;
  attribution: string;
  expressions: { name: string; title: string; description: string; params: string[] }[];
  params: PageParam[];
  defaults: Record<string, string>;
}

/** Prices in a few characters (`$500K`, `$32.2K`): a longer choice is cut off in a phone's select. */
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumSignificantDigits: 3,
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How often interest is added, in the sentence's own word and as a count: `Monthly (12 times a year)`. */
function frequencyWords(value: string): string {
  const word = FREQUENCIES[value as keyof typeof FREQUENCIES] ?? '';
  const count = value === '1' ? 'once' : value === '2' ? 'twice' : `${value} times`;
  return `${capitalise(word)} (${count} a year)`;
}

/** Readable words for the values of each enum parameter; the values themselves come from the registry. */
const CHOICE_LABELS: Readonly<Record<string, (value: string) => string>> = {
  expression: (value) => EXPRESSIONS.find((e) => e.name === value)?.title ?? value,
  typeOfItem: (value) => {
    const item = ITEMS[value as keyof typeof ITEMS];
    // "Year of low minimum wage" says it all; with "salary" the choice is cut off on a phone.
    const words = item.singular.replace(/ minimum wage salary$/, ' minimum wage');
    return `${capitalise(words)} (${USD.format(item.price)})`;
  },
  typeOfMoney: (value) => {
    const kind = MONEY_KINDS[value as keyof typeof MONEY_KINDS];
    // The name alone (it says the currency and the denomination): longer labels are cut off on a phone.
    return capitalise(kind.name);
  },
  frequency: frequencyWords,
  lang: (value) => LANGUAGE_NAMES[value as Lang] ?? value,
};

function pageParam(param: ParamDef): PageParam {
  const base = {
    name: param.name,
    label: param.label,
    kind: param.shape.kind,
    example: param.example,
    description: param.description,
  };
  const shape = param.shape;
  if (shape.kind === 'enum') {
    const words = CHOICE_LABELS[param.name] ?? ((value: string) => value);
    return { ...base, choices: shape.values.map((value) => ({ value, label: words(value) })) };
  }
  if (shape.kind === 'number') {
    return { ...base, exclusiveMinimum: shape.exclusiveMinimum, exclusiveMaximum: shape.exclusiveMaximum };
  }
  return base;
}

/** What a first visit shows: a relatable lens, and the registry's examples for everything else. */
const PAGE_DEFAULTS: Readonly<Record<string, string>> = {
  expression: 'numberOfItems',
  typeOfItem: 'house',
  typeOfMoney: 'usd_100_bill',
  spend: '1000',
  rate: RATE.example,
  frequency: '12',
  period: PERIOD.example,
};

/** Every parameter but the wealths, with the value a link that leaves it out takes on the page. */
function linkDefaults(params: readonly PageParam[]): Readonly<Record<string, string>> {
  const defaults: Record<string, string> = {};
  for (const param of params) {
    // The wealths have no default; the language, when a link leaves it out, is the visitor's (docs/languages.md).
    if (param.name === 'wealthYours' || param.name === 'wealthTheirs' || param.name === 'lang') continue;
    const wanted = PAGE_DEFAULTS[param.name] ?? param.example;
    const allowed = param.choices === undefined || param.choices.some((c) => c.value === wanted);
    defaults[param.name] = allowed ? wanted : param.example;
  }
  return defaults;
}

/**
 * The defaults of a comparison link: what `/compare`, `/embed`, the card and oEmbed fill in for a
 * parameter the link leaves out (src/page/query.ts reads every link with them).
 */
export const LINK_DEFAULTS = linkDefaults(comparison.params.map(pageParam));

export function pageOptions(config: Pick<Config, 'attribution'>): PageOptions {
  const params = comparison.params.map(pageParam);
  const defaults = { ...LINK_DEFAULTS };
  return {
    api: '/v1/comparison',
    attribution: config.attribution,
    expressions: EXPRESSIONS.map((e) => ({
      name: e.name,
      title: e.title,
      description: e.description,
      params: e.params.map((p) => p.name),
    })),
    params,
    defaults,
  };
}
