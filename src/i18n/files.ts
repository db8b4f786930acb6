// Each language's data, one JSON file per language in a folder (catalogues, anchor wordings, page
// texts), read the same way wherever it lives.
import { existsSync, readFileSync } from 'node:fs';

/** The language's file in `folder`, parsed; undefined when the language has none. */
export function readLanguageFile<T>(folder: URL, name: string): T | undefined {
  const file = new URL(`${name}.json`, folder);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

export type Texts = Readonly<Record<string, string>>;

/**
 * A language's flat texts; `"@extends": "en"` takes every entry the file does not write from that
 * language's (en-IN is English's own catalogue and page texts, with a few entries of its own).
 */
export function readTexts(folder: URL, name: string): Texts | undefined {
  const own = readLanguageFile<Texts>(folder, name);
  const base = own?.['@extends'];
  return base === undefined ? own : { ...readLanguageFile<Texts>(folder, base), ...own };
}
