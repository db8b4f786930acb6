// Every language's own anchors, by language; English has none beyond the shared tables. Each language
// writes its own, data only, in its folder (src/languages/<lang>/local-anchors.ts; the euro area's coin
// and note in src/languages/euro.ts); they are typed here.

import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { LANGUAGE_FOLDERS } from '../../languages/index.ts';
import type { LocalAnchors } from './types.ts';

export type { LocalAnchors } from './types.ts';

/**
 * Each language's own anchors as its folder writes them (tsc checks every field here); a language its
 * readers know no anchor of yet writes empty tables.
 */
const FOLDERS: Readonly<Record<Exclude<Lang, 'en'>, { readonly localAnchors: LocalAnchors }>> =
  LANGUAGE_FOLDERS;

export const LOCAL_ANCHORS: Readonly<Partial<Record<Lang, LocalAnchors>>> = Object.fromEntries(
  LANGUAGES.filter((lang) => lang !== 'en').map((lang) => [lang, FOLDERS[lang].localAnchors]),
);
