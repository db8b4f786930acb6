// The anchor tables an answer chooses from, by language: the shared anchors, plus the language's own
// (local/) for every language but English, whose tables are the shared ones alone; a language's own
// anchor may take the place of a shared one its readers do not picture (local/types.ts `Local`).
// One engine (perspective.ts) weighs them all alike.
import type { Lang } from '../i18n/languages.ts';
import { durationAnchors, durationTable, durationTableOf } from './duration.ts';
import { growthAnchors, growthTable, growthTableOf } from './growth.ts';
import { heightAnchors, heightTable, heightTableOf } from './height.ts';
import { itemsAnchors, itemsTable, residentsOf, residentsTable, tableOfGroups } from './items.ts';
import { LOCAL_ANCHORS } from './local/index.ts';
import type { AnchorTable } from './perspective.ts';

export interface Tables {
  readonly duration: (today?: number) => AnchorTable;
  readonly height: AnchorTable;
  /** Every group, for everyday items; `residents` without the groups gathered by an occasion. */
  readonly items: AnchorTable;
  readonly residents: AnchorTable;
  readonly growth: AnchorTable;
}

const ENGLISH: Tables = {
  duration: durationTable,
  height: heightTable,
  items: itemsTable,
  residents: residentsTable,
  growth: growthTable,
};

const BY_LANG = new Map<Lang, Tables>([['en', ENGLISH]]);

/** The tables of a language, built once. */
export function tablesOf(lang: Lang): Tables {
  let tables = BY_LANG.get(lang);
  if (!tables) {
    const local = LOCAL_ANCHORS[lang];
    // The shared anchors a reader of the language pictures: all but those a local one replaces.
    const replaced = new Set(
      local
        ? [...local.duration, ...local.height, ...local.items, ...local.growth].map((a) => a.replaces)
        : [],
    );
    const kept = <A extends { id: string }>(shared: readonly A[]) =>
      shared.filter((anchor) => !replaced.has(anchor.id));
    const items = [...kept(itemsAnchors), ...(local?.items ?? [])];
    tables = local
      ? {
          duration: durationTableOf([...kept(durationAnchors), ...local.duration]),
          height: heightTableOf([...kept(heightAnchors), ...local.height]),
          items: tableOfGroups(items),
          residents: tableOfGroups(residentsOf(items)),
          growth: growthTableOf([...kept(growthAnchors), ...local.growth]),
        }
      : ENGLISH;
    BY_LANG.set(lang, tables);
  }
  return tables;
}

/** Every language's own anchors, with the language (for the data set and the docs). */
export const localAnchorList = (lang: Lang) => {
  const local = LOCAL_ANCHORS[lang];
  return local ? [...local.duration, ...local.height, ...local.items, ...local.growth] : [];
};
