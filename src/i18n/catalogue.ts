// The message catalogues (issue 28): one JSON file per language, src/languages/<lang>/catalogue.json, ICU MessageFormat 1
// strings rendered by intl-messageformat. Arguments arrive formatted (figures, money, nouns); `count`
// is the number plural rules are chosen on. A key a catalogue lacks is a programming error: the test
// of REQUIRED_KEYS names it before anything ships.

import { IntlMessageFormat } from 'intl-messageformat';
import { readLanguageFile, readTexts, type Texts } from './files.ts';
import { LANGUAGES, type Lang, LOCALES } from './languages.ts';

export type Catalogue = Texts;

/**
 * The keys every catalogue must write: those of the English reference, but for its optional noun
 * forms (`item.<id>.noun`, `.a`: forms English needs, passed where a catalogue has them), the command
 * line's labels (`cli.*`, English where a catalogue has none) and settings (`@…`).
 */
export const REQUIRED_KEYS: readonly string[] = Object.keys(
  readLanguageFile<Catalogue>('catalogue', 'en') ?? {},
).filter((key) => !key.startsWith('@') && !key.startsWith('cli.') && !/\.(noun|a)$/.test(key));

/** The catalogue of each language that has one (English has the code renderer; its `catalogue.json` is the reference). */
export const CATALOGUES: Readonly<Partial<Record<Lang, Catalogue>>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, readTexts('catalogue', lang)]).filter(
    ([, catalogue]) => catalogue !== undefined,
  ),
);

export type Args = Readonly<Record<string, string | number>>;

/**
 * A compiled message. Its text, `{arguments}`, and `plural` and `select` elements over them (most
 * messages: nouns, sentences around preformatted figures, a unit's plural forms) are rendered here
 * from a tree built once, by the rules intl-messageformat applies to those elements (its
 * `formatToParts`): a select takes the option named by its value, else `other`; a plural takes the
 * option `=value`, else the one its locale's plural rules name for `value − offset`, else `other`.
 * `test/i18n/catalogues.test.ts` holds the two equal for every message of every catalogue. Anything
 * else (`#`, numbers, dates, tags), and any argument that is not a string (a plural's: a number), goes
 * through the library.
 */
interface Compiled {
  readonly format: IntlMessageFormat;
  /** The message as parts; undefined when some element is rendered only by the library. */
  readonly parts?: readonly Part[];
}

/** Literal text, or the name of an argument (marked by a leading NUL), or a choice among options. */
type Part = string | Choice;

interface Choice {
  readonly argument: string;
  /** A plural's rules (with its offset), or null for a select. */
  readonly rules: Intl.PluralRules | null;
  readonly offset: number;
  readonly options: Readonly<Record<string, readonly Part[]>>;
  /**
   * A plural's `=value` options by the number whose text names them (`=1` under 1), so that no text
   * is built per call; an option whose name is not a number's own text (`=1.0`) matches no number,
   * as in the library, which looks up `=` and the value's text.
   */
  readonly exact: ReadonlyMap<number, readonly Part[]>;
}

const ARGUMENT = '\u0000';

interface Element {
  type: number;
  value: string;
  offset?: number;
  pluralType?: Intl.PluralRulesOptions['type'];
  options?: Record<string, { value: Element[] }>;
}

/** Plural rules by locale and type, made once each (the library memoises the same). */
const pluralRules = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string, type: Intl.PluralRulesOptions['type']): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

/** The parts of literals (type 0), plain arguments (1), selects (5) and plurals (6); else undefined. */
function partsOf(elements: readonly Element[], locale: string): Part[] | undefined {
  const parts: Part[] = [];
  for (const element of elements) {
    if (element.type === 0) parts.push(element.value);
    else if (element.type === 1) parts.push(ARGUMENT + element.value);
    else if (element.type === 5 || element.type === 6) {
      const options: Record<string, readonly Part[]> = Object.create(null);
      const exact = new Map<number, readonly Part[]>();
      for (const [name, option] of Object.entries(element.options ?? {})) {
        const inner = partsOf(option.value, locale);
        if (inner === undefined) return undefined;
        options[name] = inner;
        const number = Number(name.slice(1));
        if (element.type === 6 && name.startsWith('=') && `=${number}` === name) exact.set(number, inner);
      }
      parts.push({
        argument: element.value,
        rules: element.type === 6 ? rulesFor(locale, element.pluralType) : null,
        offset: element.offset ?? 0,
        options,
        exact,
      });
    } else return undefined;
  }
  return parts;
}

const compiled = new Map<Lang, Map<string, Compiled>>();

function compile(lang: Lang, key: string): Compiled {
  let messages = compiled.get(lang);
  if (messages === undefined) {
    messages = new Map();
    compiled.set(lang, messages);
  }
  let message = messages.get(key);
  if (message === undefined) {
    const source = CATALOGUES[lang]?.[key];
    if (source === undefined) throw new Error(`catalogue ${lang} has no message ${key}`);
    const format = new IntlMessageFormat(source, LOCALES[lang], undefined, { ignoreTag: true });
    const parts = partsOf(format.getAst() as unknown as Element[], LOCALES[lang]);
    message = parts ? { format, parts } : { format };
    messages.set(key, message);
  }
  return message;
}

/** The option a choice takes for `value`, or undefined where only the library can tell. */
function optionOf(choice: Choice, value: unknown): readonly Part[] | undefined {
  const { options, rules } = choice;
  if (rules === null) {
    // The library reads `options[value]` on a plain object, a number by its property key (`2`): a
    // name like `constructor` is its to judge.
    const key = typeof value === 'number' ? String(value) : value;
    if (typeof key !== 'string') return undefined;
    if (Object.hasOwn(options, key)) return options[key];
    return key in Object.prototype ? undefined : options.other;
  }
  if (typeof value !== 'number') return undefined;
  const exact = choice.exact.size === 0 ? undefined : choice.exact.get(value);
  if (exact !== undefined) return exact;
  return options[rules.select(value - choice.offset)] ?? options.other;
}

/** The parts rendered with their arguments, or undefined where the library must render them. */
function render(parts: readonly Part[], args: Args): string | undefined {
  let text = '';
  for (const part of parts) {
    if (typeof part !== 'string') {
      const option = optionOf(part, args[part.argument]);
      if (option === undefined) return undefined;
      const inner = render(option, args);
      if (inner === undefined) return undefined;
      text += inner;
    } else if (part.charCodeAt(0) !== 0) text += part;
    else {
      const value = args[part.slice(1)];
      // A number (formatted by the library in the locale) or a missing argument: the library's answer.
      if (typeof value !== 'string') return undefined;
      text += value;
    }
  }
  return text;
}

/** One message of a language's catalogue, rendered with its arguments. */
export function say(lang: Lang, key: string, args: Args = {}): string {
  const { format, parts } = compile(lang, key);
  const text = parts === undefined ? undefined : render(parts, args);
  return text ?? String(format.format(args as Record<string, string | number>));
}

/** The message rendered by intl-messageformat alone (the reference the plain path is held equal to). */
export function sayByLibrary(lang: Lang, key: string, args: Args = {}): string {
  return String(compile(lang, key).format.format(args as Record<string, string | number>));
}

/**
 * English is said by its code renderer (english.ts), the reference. A differential test turns this on
 * to render English from `en.json` through the same path as every other language, and requires the
 * two to be equal, answer for answer.
 */
let englishFromCatalogue = false;

export function useEnglishCatalogue(on: boolean): void {
  englishFromCatalogue = on;
}

/** Whether `lang` is said by the code renderer (English, unless the test above asks otherwise). */
export const byCode = (lang: Lang) => lang === 'en' && !englishFromCatalogue;

/**
 * How a language's phrases (short headings) are cased: `title` (English: `2.7 Millennia (2,740 Years)`),
 * `sentence` (the first letter capitalised: `Weniger als 0,1 Sekunden`), or as written.
 */
export const phraseCaseOf = (lang: Lang): 'title' | 'sentence' | undefined => {
  const setting = CATALOGUES[lang]?.['@phraseCase'];
  return setting === 'title' || setting === 'sentence' ? setting : undefined;
};

/** Whether a language's catalogue has a message (optional keys: sibling forms a language adds). */
export const has = (lang: Lang, key: string) => CATALOGUES[lang]?.[key] !== undefined;

/** A select value as catalogues write it: ICU selectors have no hyphens (`a-quarter` → `aQuarter`). */
export const selector = (value: string) => value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
