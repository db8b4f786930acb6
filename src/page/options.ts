import type { Config } from '../config.ts';
import { PERIOD, RATE } from '../expressions/growth.ts';
import { ITEMS } from '../expressions/items.ts';
import type { ParamDef } from '../expressions/params.ts';
import { comparison, EXPRESSIONS } from '../expressions/registry.ts';
import { DEFAULT_LANG, LANGUAGE_NAMES, LANGUAGES, type Lang, LOCALES } from '../i18n/languages.ts';
import { localAttribution, PAGE_TEXTS, type Say, textsOf } from './texts.ts';

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
  /** The language of every text here, the answers' and the script's (its `texts`). */
  lang: Lang;
  attribution: string;
  expressions: { name: string; title: string; description: string; params: string[] }[];
  params: PageParam[];
  defaults: Record<string, string>;
  /** The languages offered, each named in its own language (the page's switch). */
  languages: Choice[];
  /** The script's texts in `lang` (src/languages/<lang>/page.json), filled by public/words.js. */
  texts: Record<string, string>;
}

/** Prices in a few characters (`$500K`, `$32.2K`): a longer choice is cut off in a phone's select. */
const usd = (lang: Lang) =>
  new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumSignificantDigits: 3,
  });

/** Readable words for the values of each enum parameter, in a language; the values come from the registry. */
function choiceLabels(say: Say, lang: Lang): Readonly<Record<string, (value: string) => string>> {
  const price = usd(lang);
  return {
    expression: (value) => say(`expression.${value}.title`),
    typeOfItem: (value) =>
      say('item.choice', {
        name: say(`item.${value}`),
        price: price.format(ITEMS[value as keyof typeof ITEMS].price),
      }),
    // The name alone (it says the currency and the denomination): longer labels are cut off on a phone.
    typeOfMoney: (value) => say(`money.${value}`),
    frequency: (value) => say(`frequency.${value}`),
    lang: (value) => LANGUAGE_NAMES[value as Lang] ?? value,
  };
}

/** The texts of a lens field that the page shows: its hint (the registry's own description in English). */
const DESCRIBED = new Set(['spend', 'typeOfMoney', 'typeOfItem', 'rate', 'frequency', 'period']);

function pageParam(param: ParamDef, lang: Lang = DEFAULT_LANG): PageParam {
  const say = textsOf(lang);
  const base = {
    name: param.name,
    // The API's own label: its error messages stay English in every language (docs/languages.md).
    label: param.label,
    kind: param.shape.kind,
    example: param.name in EXAMPLE_KEYS ? say(EXAMPLE_KEYS[param.name] as string) : param.example,
    description: DESCRIBED.has(param.name) ? say(`param.${param.name}.description`) : param.description,
  };
  const shape = param.shape;
  if (shape.kind === 'enum') {
    const words = choiceLabels(say, lang)[param.name] ?? ((value: string) => value);
    return { ...base, choices: shape.values.map((value) => ({ value, label: words(value) })) };
  }
  if (shape.kind === 'number') {
    return { ...base, exclusiveMinimum: shape.exclusiveMinimum, exclusiveMaximum: shape.exclusiveMaximum };
  }
  return base;
}

/** Money examples in the language's own notation (`100K` in English, `100.000` in German). */
const EXAMPLE_KEYS: Readonly<Record<string, string>> = {
  wealthYours: 'example.wealthYours',
  wealthTheirs: 'example.wealthTheirs',
  spend: 'example.spend',
};

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
export const LINK_DEFAULTS = linkDefaults(comparison.params.map((param) => pageParam(param)));

/** The script's own texts: every page text but the choices' and descriptions', which options carry already. */
const SCRIPT_TEXTS =
  /^(@locale|form|field|noun|subject|example|error|results|picture|caption|page\.title|page\.languages)/;

export function pageOptions(config: Pick<Config, 'attribution'>, lang: Lang = DEFAULT_LANG): PageOptions {
  const say = textsOf(lang);
  const params = comparison.params.map((param) => pageParam(param, lang));
  const defaults = { ...LINK_DEFAULTS };
  const texts = Object.fromEntries(
    Object.keys(PAGE_TEXTS[lang])
      .filter((key) => SCRIPT_TEXTS.test(key))
      .map((key) => [key, say(key)]),
  );
  return {
    api: '/v1/comparison',
    lang,
    attribution: localAttribution(config.attribution, lang),
    expressions: EXPRESSIONS.map((e) => ({
      name: e.name,
      title: say(`expression.${e.name}.title`),
      description: say(`expression.${e.name}.description`),
      params: e.params.map((p) => p.name),
    })),
    params,
    defaults,
    languages: LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
    texts,
  };
}

const OPTIONS = new Map<Lang, PageOptions>();

/** The form's expressions and parameters in a language, made once (no attribution: the page's own is used). */
export function optionsIn(lang: Lang): PageOptions {
  let options = OPTIONS.get(lang);
  if (options === undefined) {
    options = pageOptions({ attribution: '' }, lang);
    OPTIONS.set(lang, options);
  }
  return options;
}
