// Every language's own anchors, by language; English has none beyond the shared tables. Each language
// writes its own, data only, in its folder (src/languages/<lang>/local-anchors.ts; the euro area's coin
// and note in src/languages/euro.ts); they are typed here, where tsc checks every field.

import type { Lang } from '../../i18n/languages.ts';
import { localAnchors as de } from '../../languages/de/local-anchors.ts';
import { localAnchors as enIN } from '../../languages/en-IN/local-anchors.ts';
import { localAnchors as es } from '../../languages/es/local-anchors.ts';
import { localAnchors as fr } from '../../languages/fr/local-anchors.ts';
import { localAnchors as it } from '../../languages/it/local-anchors.ts';
import { localAnchors as ja } from '../../languages/ja/local-anchors.ts';
import { localAnchors as ptBR } from '../../languages/pt-BR/local-anchors.ts';
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
