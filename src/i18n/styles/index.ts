// Every language's style sheet for sums, by language (docs/style-sheets.md), from its folder
// (src/languages/<lang>/style.ts), typed here and its words derived. English has none: it keeps the
// published style (src/money/format.ts).
import { style as de } from '../../languages/de/style.ts';
import { style as enIN } from '../../languages/en-IN/style.ts';
import { style as es } from '../../languages/es/style.ts';
import { style as fr } from '../../languages/fr/style.ts';
import { style as it } from '../../languages/it/style.ts';
import { style as ja } from '../../languages/ja/style.ts';
import { style as ptBR } from '../../languages/pt-BR/style.ts';
import type { NumberLang } from '../scale-words.ts';
import type { SumStyle, SumStyleData } from './types.ts';
import { wordsOf } from './words.ts';

export type { CurrencyName, SumStyle, SumWord } from './types.ts';

type StyledLang = Exclude<NumberLang, 'en'>;

/** Each language's style as its folder writes it (tsc checks every field here). */
const DATA: Readonly<Record<StyledLang, SumStyleData>> = {
  de,
  fr,
  es,
  it,
  'pt-BR': ptBR,
  ja,
  'en-IN': enIN,
};

/** A style with its words derived from the sources its folder names. */
function styleOf({ words, wordsFor, ...rest }: SumStyleData): SumStyle {
  if (wordsFor === undefined) return { words: wordsOf(words), ...rest };
  const derived = Object.fromEntries(
    Object.entries(wordsFor).map(([code, source]) => [code, wordsOf(source)]),
  );
  return { words: wordsOf(words), wordsFor: derived, ...rest };
}

export const STYLES: Readonly<Record<StyledLang, SumStyle>> = Object.fromEntries(
  Object.entries(DATA).map(([lang, data]) => [lang, styleOf(data)]),
) as Record<StyledLang, SumStyle>;
