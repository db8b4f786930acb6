// Every language's own anchors, by language; English has none beyond the shared tables.
import type { Lang } from '../../i18n/languages.ts';
import { localAnchors as de } from './de.ts';
import { localAnchors as enIN } from './en-IN.ts';
import { localAnchors as es } from './es.ts';
import { localAnchors as fr } from './fr.ts';
import { localAnchors as it } from './it.ts';
import { localAnchors as ja } from './ja.ts';
import { localAnchors as ptBR } from './pt-BR.ts';
import type { LocalAnchors } from './types.ts';

export type { LocalAnchors } from './types.ts';

export const LOCAL_ANCHORS: Readonly<Partial<Record<Lang, LocalAnchors>>> = {
  de,
  fr,
  es,
  'pt-BR': ptBR,
  it,
  ja,
  'en-IN': enIN,
};
