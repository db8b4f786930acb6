// Shared fixtures for the anchor tests: every expression's table next to its scale function.
import { DATA_YEAR, durationTable } from '../../src/anchors/duration.ts';
import { growthTable } from '../../src/anchors/growth.ts';
import { heightTable } from '../../src/anchors/height.ts';
import { durationScale, growthScale, heightScale, itemsScale } from '../../src/anchors/index.ts';
import { itemsTable } from '../../src/anchors/items.ts';
import type { AnchorTable } from '../../src/anchors/perspective.ts';

export interface Expression {
  name: string;
  table: AnchorTable;
  scale: (value: number) => string | null;
  /** The whole input range the service can produce (from the task brief). */
  range: [number, number];
  /** Pattern an anchor's shown figure must match. */
  shown: RegExp;
  /** Pulls the multiplier text out of a sentence; undefined when it is left out. */
  multiplierOf: (sentence: string) => string | undefined;
  /** Items are whole counts. */
  integer?: boolean;
}

/** The year the duration anchors are counted from in these tests: the data's own year. */
export const TEST_YEAR = DATA_YEAR;
/** The item the items scale names in these tests. */
export const TEST_ITEM = { singular: 'house', plural: 'houses' };

const timesMultiplier = (sentence: string) => /^That is ([\d,.]+) times /.exec(sentence)?.[1];

export const expressions: readonly Expression[] = [
  {
    name: 'duration',
    table: durationTable(TEST_YEAR),
    scale: (years) => durationScale(years, TEST_YEAR),
    range: [2.7e-27, 2.7e21],
    shown: /^(c\. )?(\d{4}|AD \d{1,3}|\d+ BC)$|^≈[\d,.]+( million| billion)? years ago$/,
    multiplierOf: timesMultiplier,
  },
  {
    name: 'height',
    table: heightTable,
    scale: heightScale,
    range: [1e-7, 2.8e21],
    shown: /^≈?[\d,.]+( million| billion| trillion)? (m|km|light-years?)$/,
    multiplierOf: timesMultiplier,
  },
  {
    name: 'items',
    table: itemsTable,
    scale: (count) => itemsScale(count, TEST_ITEM),
    range: [0, 1e23],
    shown: /^≈?[\d,.]+[KMBT]? (people|birds|stars|trees|cells)$/,
    multiplierOf: (sentence) => {
      const text = /^That is ([\d,.]+|one) houses? for every /.exec(sentence)?.[1];
      return text === 'one' ? undefined : text;
    },
    integer: true,
  },
  {
    name: 'growth',
    table: growthTable,
    scale: (amount) => growthScale(amount, 'USD'),
    range: [0, 2.7e67],
    shown: /^≈?US\$[\d,.]+[KMBT]?$/,
    multiplierOf: timesMultiplier,
  },
];

export const parseNumber = (text: string): number => Number(text.replaceAll(',', ''));

/** Sentence-level junk that must never reach a user. */
export const JUNK = /null|NaN|undefined|Infinity|e\+|e-\d|\.\d{3,}/;
