// Shared fixtures for the anchor tests: every expression's table.
import { dayOf } from '../../src/anchors/clock.ts';
import { DATA_DAY, durationTable } from '../../src/anchors/duration.ts';
import { growthTable } from '../../src/anchors/growth.ts';
import { heightTable } from '../../src/anchors/height.ts';
import { itemsTable } from '../../src/anchors/items.ts';
import type { AnchorTable } from '../../src/anchors/perspective.ts';

export interface Expression {
  name: string;
  table: AnchorTable;
  /** Pattern an anchor's shown figure must match. */
  shown: RegExp;
}

/** The day the duration anchors are counted from in these tests: the data's own day. */
export const TEST_DAY = dayOf(DATA_DAY);

const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';

export const expressions: readonly Expression[] = [
  {
    name: 'duration',
    table: durationTable(TEST_DAY),
    shown: new RegExp(
      `^(c\\. )?(\\d{1,2} ${MONTH} )?(\\d{4}|AD \\d{1,3}|\\d+ BC)$|^≈[\\d,.]+( million| billion)? years ago$|^≈?[\\d,.]+ (years|days)$`,
    ),
  },
  {
    name: 'height',
    table: heightTable,
    shown: /^≈?[\d,.]+( million| billion| trillion)? (mm|cm|m|km|light-years?)$/,
  },
  {
    name: 'items',
    table: itemsTable,
    shown: /^≈?[\d,.]+[KMBT]? (people|birds|stars|trees|cells|pupils|seats|runners|guests)$/,
  },
  {
    name: 'growth',
    table: growthTable,
    shown: /^≈?US\$[\d,.]+[KMBT]?$/,
  },
];

/** Sentence-level junk that must never reach a user. */
export const JUNK = /null|NaN|undefined|Infinity|e\+|e-\d|\.\d{3,}/;
