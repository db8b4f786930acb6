// Each language's data, one folder per language (src/languages/<lang>/, as date-fns keeps its
// locales): its catalogue, anchor wordings and page texts are JSON files there, read the same way
// whichever of them is asked for.
import { existsSync, readFileSync } from 'node:fs';

/** The folder of every language's data (copied beside the code in dist/ by scripts/build.ts). */
const LANGUAGES_FOLDER = new URL('../languages/', import.meta.url);

/** The JSON files a language's folder may hold. */
export type LanguageFile = 'catalogue' | 'anchors' | 'page';

/** The language's `file` (`src/languages/<lang>/<file>.json`), parsed; undefined when the language has none. */
export function readLanguageFile<T>(file: LanguageFile, lang: string): T | undefined {
  const path = new URL(`${lang}/${file}.json`, LANGUAGES_FOLDER);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** Where a language's `file` is, for a message that names it. */
export function languageFilePath(file: LanguageFile, lang: string): string {
  return new URL(`${lang}/${file}.json`, LANGUAGES_FOLDER).pathname;
}

export type Texts = Readonly<Record<string, string>>;

/**
 * A language's flat texts; `"@extends": "en"` takes every entry the file does not write from that
 * language's (en-IN is English's own catalogue and page texts, with a few entries of its own).
 */
export function readTexts(file: LanguageFile, lang: string): Texts | undefined {
  const own = readLanguageFile<Texts>(file, lang);
  const base = own?.['@extends'];
  return base === undefined ? own : { ...readLanguageFile<Texts>(file, base), ...own };
}
