// Every language's style sheet for sums, by language (docs/style-sheets.md), from its folder
// (src/languages/<lang>/style.ts), typed here and its words derived. English has none: it keeps the
// published style (src/money/format.ts).
import { LANGUAGE_FOLDERS } from '../../languages/index.ts';
import { type NumberLang, OTHER_LANGS } from '../scale-words.ts';
import type { SumStyle, SumStyleData } from './types.ts';
import { wordsOf } from './words.ts';

export type { CurrencyName, SumStyle, SumWord } from './types.ts';

type StyledLang = Exclude<NumberLang, 'en'>;

/** Each language's style as its folder writes it (tsc checks every field here). */
const FOLDERS: Readonly<Record<StyledLang, { readonly style: SumStyleData }>> = LANGUAGE_FOLDERS;

/** A style with its words derived from the sources its folder names. */
function styleOf({ words, wordsFor, ...rest }: SumStyleData): SumStyle {
  if (wordsFor === undefined) return { words: wordsOf(words), ...rest };
  const derived = Object.fromEntries(
    Object.entries(wordsFor).map(([code, source]) => [code, wordsOf(source)]),
  );
  return { words: wordsOf(words), wordsFor: derived, ...rest };
}

export const STYLES: Readonly<Record<StyledLang, SumStyle>> = Object.fromEntries(
  OTHER_LANGS.map((lang) => [lang, styleOf(FOLDERS[lang].style)]),
) as Record<StyledLang, SumStyle>;
