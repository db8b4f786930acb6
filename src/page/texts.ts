// What a visitor reads on the page, the embed and the card, per language (issue 28, docs/languages.md
// "Pages, cards and embeds"): one flat JSON file per language, src/languages/<lang>/page.json, plain strings with `{name}`
// slots, filled the same way here and in the page's script (public/words.js), which has no ICU
// library to load. `"@extends": "en"` takes every text a file does not write from that one.
import { languageFilePath, readTexts, type Texts } from '../i18n/files.ts';
import { LANGUAGES, type Lang } from '../i18n/languages.ts';
import { fill, type Say } from './public/words.js';

export type { Say };

export type PageTexts = Texts;

/** A language's texts: every language has a file, or the service does not start. */
function load(lang: Lang): PageTexts {
  const texts = readTexts('page', lang);
  if (texts === undefined) throw new Error(`no page texts for ${lang} in ${languageFilePath('page', lang)}`);
  return texts;
}

/** Every language's texts, read once at start-up (a few KB each). */
export const PAGE_TEXTS: Readonly<Record<Lang, PageTexts>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, load(lang)]),
) as Record<Lang, PageTexts>;

/** The texts of one language as a function; a missing key is a programming error the tests name first. */
export function textsOf(lang: Lang): Say {
  const texts = PAGE_TEXTS[lang];
  return (key, args = {}) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`page texts ${lang} have no ${key}`);
    return fill(text, args);
  };
}

/**
 * The attribution a visitor reads, in the page's language: the service's default attribution (English
 * `page.attribution`, docs/conventions.md §11) in the language's words; an operator's own text
 * (`ATTRIBUTION`) as they wrote it. MCP answers keep the configured string unchanged.
 */
export function localAttribution(configured: string, lang: Lang): string {
  return configured === PAGE_TEXTS.en['page.attribution'] ? textsOf(lang)('page.attribution') : configured;
}
