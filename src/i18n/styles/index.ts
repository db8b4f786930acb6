// Every language's style sheet for sums, by language (docs/style-sheets.md). English has none: it
// keeps the published style (src/money/format.ts).
import type { NumberLang } from '../scale-words.ts';
import { de } from './de.ts';
import { enIN } from './en-IN.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ptBR } from './pt-BR.ts';
import type { SumStyle } from './types.ts';

export type { CurrencyName, SumStyle, SumWord } from './types.ts';

export const STYLES: Readonly<Record<Exclude<NumberLang, 'en'>, SumStyle>> = {
  de,
  fr,
  es,
  it,
  'pt-BR': ptBR,
  ja,
  'en-IN': enIN,
};
