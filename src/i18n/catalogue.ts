// The message catalogues (issue 28): one JSON file per language in ./catalogues, ICU MessageFormat 1
// strings rendered by intl-messageformat. Arguments arrive formatted (figures, money, nouns); `count`
// is the number plural rules are chosen on. A key a catalogue lacks is a programming error: the test
// of REQUIRED_KEYS names it before anything ships.

import { IntlMessageFormat } from 'intl-messageformat';
import { readLanguageFile, readTexts, type Texts } from './files.ts';
import { LANGUAGES, type Lang, LOCALES } from './languages.ts';

export type Catalogue = Texts;

const folder = new URL('./catalogues/', import.meta.url);

/**
 * The keys every catalogue must write: those of the English reference, but for its optional noun
 * forms (`item.<id>.noun`, `.a`: forms English needs, passed where a catalogue has them), the command
 * line's labels (`cli.*`, English where a catalogue has none) and settings (`@…`).
 */
export const REQUIRED_KEYS: readonly string[] = Object.keys(
  readLanguageFile<Catalogue>(folder, 'en') ?? {},
).filter((key) => !key.startsWith('@') && !key.startsWith('cli.') && !/\.(noun|a)$/.test(key));

/** The catalogue of each language that has one (English has the code renderer; `en.json` is its reference). */
export const CATALOGUES: Readonly<Partial<Record<Lang, Catalogue>>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, readTexts(folder, lang)]).filter(([, catalogue]) => catalogue !== undefined),
);

export type Args = Readonly<Record<string, string | number>>;

/**
 * A compiled message. One made only of text and `{arguments}` (most of them: nouns, sentences
 * around preformatted figures) is rendered by joining its parts, which is what intl-messageformat
 * does for those elements; `test/i18n/catalogues.test.ts` holds the two equal for every such message
 * of every catalogue. Any plural, select or other element goes through the library.
 */
interface Compiled {
  readonly format: IntlMessageFormat;
  /** Literal text, or the name of an argument (marked by a leading NUL), in order; undefined when not plain. */
  readonly parts?: readonly string[];
}

const ARGUMENT = '\u0000';

/** The parts of a message made only of literals (type 0) and plain arguments (type 1). */
function plainParts(format: IntlMessageFormat): string[] | undefined {
  const parts: string[] = [];
  for (const element of format.getAst() as { type: number; value: string }[]) {
    if (element.type === 0) parts.push(element.value);
    else if (element.type === 1) parts.push(ARGUMENT + element.value);
    else return undefined;
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
    const parts = plainParts(format);
    message = parts ? { format, parts } : { format };
    messages.set(key, message);
  }
  return message;
}

/** One message of a language's catalogue, rendered with its arguments. */
export function say(lang: Lang, key: string, args: Args = {}): string {
  const { format, parts } = compile(lang, key);
  if (parts === undefined) return String(format.format(args as Record<string, string | number>));
  let text = '';
  for (const part of parts) {
    if (part.charCodeAt(0) !== 0) text += part;
    else {
      const value = args[part.slice(1)];
      // A number (formatted by the library in the locale) or a missing argument: the library's answer.
      if (typeof value !== 'string') return String(format.format(args as Record<string, string | number>));
      text += value;
    }
  }
  return text;
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
