// The anchor data set as plain rows: every anchor behind a `scale` sentence, with its figure, unit,
// wording and source. Built from the same arrays the perspective engine reads, so it cannot drift.
// Served as /data/anchors.json and /data/anchors.csv and as an MCP resource.

import { LANGUAGES, type Lang } from '../i18n/languages.ts';
import { dayOf } from './clock.ts';
import {
  DATA_DAY,
  type DurationAnchor,
  durationAnchors,
  durationShown,
  durationWording,
  type EventDate,
} from './duration.ts';
import { growthAnchors, growthShown } from './growth.ts';
import { heightAnchors, heightShown } from './height.ts';
import { itemsAnchors, itemsShown } from './items.ts';
import { LOCAL_ANCHORS } from './local/index.ts';
import type { AnchorTable } from './perspective.ts';
import { REVIEWS } from './review.ts';
import { wordingsOf } from './speak.ts';
import { tablesOf } from './tables.ts';
import type { AnchorBase, Familiarity } from './types.ts';

export const DATASET_LICENSE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** One anchor, flat enough for a CSV row. */
export interface DatasetAnchor {
  /**
   * Stable: `<expression>.<name>` (`duration.moon-landing`), fixed in the anchor's data record. Adding
   * an anchor changes no other id, and an id is never reused for another fact.
   */
  id: string;
  /** The operation whose `scale` sentences use it. */
  expression: 'durationOfDailySpend' | 'heightOfMoneyStack' | 'numberOfItems' | 'growthOfCompoundInterest';
  /** A fixed figure in `unit`; null for a dated event, whose figure is the time since `date`. */
  figure: number | null;
  /** `m`, `day`, `year before present`, `USD`, `date`, or the plural noun an items figure counts (`people`). */
  unit: string;
  /** For an event: ISO 8601 (`1969-07-20`, `1969-07`, `1969`; years before 1 as `-0043` for 44 BC). */
  date: string | null;
  /** `gregorian`, or `julian` for dates before 1582 as their sources give them; null without a date. */
  calendar: 'gregorian' | 'julian' | null;
  /** The words a sentence continues with (`the height of Mount Everest`). */
  wording: string;
  /** The anchor's figure as the sentence shows it in parentheses (`≈8,849 m`, `20 July 1969`). */
  shown: string;
  /** 1 everyday, 2 widely known, 3 remote: the more familiar anchor is preferred. */
  familiarity: Familiarity;
  /** True when the figure is exact by definition (a US dollar bill's width is; a door's height is not); false for events. */
  exact: boolean;
  source: {
    publisher: string;
    title: string | null;
    /** Absolute; null when no page was seen for it (never a guessed address). */
    url: string | null;
    year: number;
    /** Why a secondary source is used, when the figure is not from the primary one. */
    secondary: string | null;
  };
  /** For a fact that changes (a record, a population, a price): the day it was last checked. */
  checked: string | null;
  /**
   * For a figure that describes a period (a revenue, a population, a record): that period as its
   * source names it (`2025`, `FY2025 (October 2024 – September 2025)`, `2025-07-01`,
   * `since 2009-07-24`); null for a fact that does not change (src/anchors/review.ts).
   */
  period: string | null;
  /**
   * The day (`YYYY-MM-DD`, or `YYYY-MM`) the source publishes the next period's figure; null for a
   * fact on no schedule (a record, a law, a specification) or one that does not change.
   */
  nextRelease: string | null;
  /** How the source publishes (`annual (10-K, late January)`, `when the record is broken`); null when the fact does not change. */
  cadence: string | null;
  /** The day period and next release were last reviewed against the source; null when the fact does not change. */
  reviewed: string | null;
  /**
   * For a `year before present` figure counted from a fixed year rather than from the answering day:
   * the day it counts back from (`2000-01-01` for b2k, the Holocene's epoch); the time since is the
   * figure plus the days from this day to the answering day. Null otherwise.
   */
  epoch: string | null;
  /**
   * The languages whose answers use the anchor: null for every language; a local anchor names its own
   * (issue 28), and a shared one a language's own anchor takes the place of names those left (issue 33).
   */
  languages: Lang[] | null;
  /** The wording in every language but English, as "That is {wording}" continues (src/languages/<lang>/anchors.json). */
  wordings: Partial<Record<Lang, string>>;
}

export interface Dataset {
  name: string;
  description: string;
  /** The day the data were last checked (YYYY-MM-DD): it changes whenever an anchor does. */
  version: string;
  license: typeof DATASET_LICENSE;
  attribution: string;
  fields: Readonly<Record<keyof DatasetAnchor, string>>;
  anchors: DatasetAnchor[];
}

function sourceOf({ source }: AnchorBase): DatasetAnchor['source'] {
  return {
    publisher: source.publisher,
    title: source.title ?? null,
    url: source.url ?? null,
    year: source.year,
    secondary: source.secondary ?? null,
  };
}

/** ISO 8601 year: four digits, astronomical numbering below 1 (1 BC is 0000, 44 BC is -0043). */
function isoYear(year: number): string {
  const astronomical = year < 0 ? year + 1 : year;
  const digits = String(Math.abs(astronomical)).padStart(4, '0');
  return astronomical < 0 ? `-${digits}` : digits;
}

function isoDate({ year, month, day }: EventDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return [isoYear(year), month && two(month), day && two(day)].filter(Boolean).join('-');
}

type Common = Pick<
  DatasetAnchor,
  | 'id'
  | 'wording'
  | 'familiarity'
  | 'source'
  | 'checked'
  | 'period'
  | 'nextRelease'
  | 'cadence'
  | 'reviewed'
  | 'epoch'
>;

function common(anchor: AnchorBase, wording = anchor.wording): Common {
  const review = REVIEWS[anchor.id];
  return {
    id: anchor.id,
    wording,
    familiarity: anchor.familiarity,
    source: sourceOf(anchor),
    checked: anchor.source.checked ?? null,
    period: review?.period ?? null,
    nextRelease: review?.nextRelease ?? null,
    cadence: review?.cadence ?? null,
    reviewed: review?.reviewed ?? null,
    epoch: null,
  };
}

type Row = Omit<DatasetAnchor, 'expression' | 'languages' | 'wordings'>;

function durationRow(anchor: DurationAnchor): Row {
  const base = common(anchor, durationWording(anchor));
  if (anchor.kind === 'event') {
    return {
      ...base,
      figure: null,
      unit: 'date',
      date: isoDate(anchor.date),
      calendar: anchor.date.calendar ?? 'gregorian',
      shown: durationShown(anchor),
      exact: false,
    };
  }
  const span = anchor.kind === 'span';
  return {
    ...base,
    figure: span ? anchor.days : anchor.yearsAgo,
    unit: span ? 'day' : 'year before present',
    epoch: anchor.kind === 'ago' && anchor.epoch !== undefined ? `${anchor.epoch}-01-01` : null,
    date: null,
    calendar: null,
    shown: durationShown(anchor),
    exact: false,
  };
}

/** Rows of anchors with one fixed figure each (heights, counts, amounts): no date. */
function pointRows<A extends AnchorBase & { exact?: true }>(
  anchors: readonly A[],
  figure: (anchor: A) => number,
  unit: (anchor: A) => string,
  shown: (anchor: A) => string,
): Row[] {
  return anchors.map((anchor) => ({
    ...common(anchor),
    date: null,
    calendar: null,
    figure: figure(anchor),
    unit: unit(anchor),
    shown: shown(anchor),
    exact: anchor.exact === true,
  }));
}

/** The ids an expression's table holds in a language (tables.ts), to tell who uses a shared anchor. */
type TableOf = (lang: Lang) => AnchorTable;

/**
 * The shared anchors of one expression, then each language's own, with the languages that use them: a
 * shared anchor every language's table holds is used by every language (null); one a language's own
 * anchor takes the place of (local/types.ts `replaces`, or the same figure) names the languages left.
 */
function withLocal<A extends AnchorBase>(
  shared: readonly A[],
  local: (lang: Lang) => readonly A[],
  tableOf: TableOf,
): [A, Lang[] | null][] {
  const held = LANGUAGES.map((lang) => [lang, new Set(tableOf(lang).anchors.map((a) => a.id))] as const);
  const rows: [A, Lang[] | null][] = shared.map((anchor) => {
    const users = held.filter(([, ids]) => ids.has(anchor.id)).map(([lang]) => lang);
    return [anchor, users.length === LANGUAGES.length ? null : users];
  });
  for (const lang of LANGUAGES) for (const anchor of local(lang)) rows.push([anchor, [lang]]);
  return rows;
}

const localOf = (lang: Lang) => LOCAL_ANCHORS[lang] ?? { duration: [], height: [], items: [], growth: [] };

/** Rows with the languages that use each anchor. */
function rowsOf<A>(anchors: [A, Lang[] | null][], build: (list: readonly A[]) => Row[]) {
  const built = build(anchors.map(([anchor]) => anchor));
  return built.map((row, i) => ({ row, languages: (anchors[i] as [A, Lang[] | null])[1] }));
}

const SECTIONS: ReadonlyArray<[DatasetAnchor['expression'], () => { row: Row; languages: Lang[] | null }[]]> =
  [
    [
      'durationOfDailySpend',
      () =>
        rowsOf(
          withLocal(
            durationAnchors,
            (l) => localOf(l).duration,
            (l) => tablesOf(l).duration(dayOf(DATA_DAY)),
          ),
          (list) => list.map(durationRow),
        ),
    ],
    [
      'heightOfMoneyStack',
      () =>
        rowsOf(
          withLocal(
            heightAnchors,
            (l) => localOf(l).height,
            (l) => tablesOf(l).height,
          ),
          (list) =>
            pointRows(
              list,
              (a) => a.metres,
              () => 'm',
              heightShown,
            ),
        ),
    ],
    [
      'numberOfItems',
      () =>
        rowsOf(
          withLocal(
            itemsAnchors,
            (l) => localOf(l).items,
            (l) => tablesOf(l).items,
          ),
          (list) =>
            pointRows(
              list,
              (a) => a.count,
              (a) => a.noun,
              itemsShown,
            ),
        ),
    ],
    [
      'growthOfCompoundInterest',
      () =>
        rowsOf(
          withLocal(
            growthAnchors,
            (l) => localOf(l).growth,
            (l) => tablesOf(l).growth,
          ),
          (list) =>
            pointRows(
              list,
              (a) => a.usd,
              () => 'USD',
              growthShown,
            ),
        ),
    ],
  ];

const FIELDS: Dataset['fields'] = {
  id: 'Stable id, <expression>.<name> (duration.moon-landing): adding an anchor changes no other id.',
  expression: 'The operation whose scale sentences use the anchor.',
  figure: 'The fixed figure in unit; empty for a dated event, whose figure is the time since its date.',
  unit: 'm, day, year before present, USD, date, or the plural noun an items figure counts.',
  date: 'For an event: ISO 8601 (1969-07-20, 1969-07, 1969; -0043 is 44 BC).',
  calendar: 'gregorian, or julian for dates before 1582 as their sources give them.',
  wording: 'The words a scale sentence continues with.',
  shown: 'The figure as the sentence shows it in parentheses.',
  familiarity:
    'Grade: 1 known to most adults without looking it up, 2 widely known, 3 remote (criteria in docs/prose.md); the lower grade is preferred.',
  exact: 'Whether the figure is exact by definition.',
  source:
    'Publisher, title, absolute URL (empty when no page was seen), year, and why a secondary source is used.',
  checked: 'For a fact that changes: the day it was last checked against its source (YYYY-MM-DD).',
  period:
    'For a fact that changes: the period its figure describes, as its source names it (2025, FY2025, 2025-07-01, since 2009-07-24).',
  nextRelease:
    "For a fact that changes: the day (YYYY-MM-DD, or YYYY-MM) its source publishes the next period's figure; empty for a fact on no schedule (a record, a law).",
  cadence: 'For a fact that changes: how its source publishes (annual, quarterly, when the law changes).',
  reviewed: 'For a fact that changes: the day its period and next release were last reviewed (YYYY-MM-DD).',
  epoch:
    'For a year-before-present figure counted from a fixed year: the day it counts back from (2000-01-01 for b2k); the time since adds the days from it to the answering day.',
  languages:
    'The languages whose answers use the anchor: empty for every language; a local anchor names its own, and a shared anchor that a language’s own anchor takes the place of names the languages left (docs/languages.md).',
  wordings: 'The wording in each language but English, as a scale sentence continues with it.',
};

/** An anchor's wording in every language that has one, English aside. */
function wordingsByLang(id: string): Partial<Record<Lang, string>> {
  const wordings: Partial<Record<Lang, string>> = {};
  for (const lang of LANGUAGES) {
    const wording = lang === 'en' ? undefined : wordingsOf(lang)[id];
    if (wording) wordings[lang] = id.startsWith('items.') ? (wording.every ?? wording.is) : wording.is;
  }
  return wordings;
}

/**
 * A figure to 15 significant digits, all a float64 holds for sure: `37.2 × 365.25` is stored as
 * 13587.300000000001, and the data set says 13587.3.
 */
function tidy(figure: number | null): number | null {
  return figure === null ? null : Number(figure.toPrecision(15));
}

let rows: DatasetAnchor[] | undefined;

/** The whole data set; its rows are built once (the anchors never change while the process runs). */
export function anchorDataset(attribution: string): Dataset {
  rows ??= SECTIONS.flatMap(([expression, build]) =>
    build().map(({ row, languages }) => ({
      id: row.id,
      expression,
      figure: tidy(row.figure),
      unit: row.unit,
      date: row.date,
      calendar: row.calendar,
      wording: row.wording,
      shown: row.shown,
      familiarity: row.familiarity,
      exact: row.exact,
      source: row.source,
      checked: row.checked,
      period: row.period,
      nextRelease: row.nextRelease,
      cadence: row.cadence,
      reviewed: row.reviewed,
      epoch: row.epoch,
      languages,
      wordings: wordingsByLang(row.id),
    })),
  );
  return {
    name: 'Tangible Wealth scale anchors',
    description:
      'The real-world figures that the scale sentences of the Tangible Wealth service compare results with: durations, heights, counts and amounts of money, each with its source.',
    version: DATA_DAY,
    license: DATASET_LICENSE,
    attribution,
    fields: FIELDS,
    anchors: rows,
  };
}

const CSV_COLUMNS = [
  'id',
  'expression',
  'figure',
  'unit',
  'date',
  'calendar',
  'wording',
  'shown',
  'familiarity',
  'exact',
  'source_publisher',
  'source_title',
  'source_url',
  'source_year',
  'source_secondary',
  'checked',
  'period',
  'next_release',
  'cadence',
  'reviewed',
  'epoch',
  'languages',
  ...LANGUAGES.filter((lang) => lang !== 'en').map((lang) => `wording_${lang}`),
] as const;

/**
 * What a spreadsheet takes for the start of a formula (`=`, `+`, `-`, `@`, tab, carriage return),
 * after any apostrophes: such a field gets one more apostrophe in front, so it is read as text (a BC
 * date `-0043-03-15` is written `'-0043-03-15`), and a reader removes one to get the JSON's value.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; formulas defused. */
function csvField(value: string | number | boolean | null): string {
  const raw = value === null ? '' : String(value);
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The anchors as CSV (RFC 4180, CRLF line ends, a header row); version and licence are in the JSON and the docs. */
export function datasetCsv(dataset: Dataset): string {
  const rows = dataset.anchors.map((a) =>
    [
      a.id,
      a.expression,
      a.figure,
      a.unit,
      a.date,
      a.calendar,
      a.wording,
      a.shown,
      a.familiarity,
      a.exact,
      a.source.publisher,
      a.source.title,
      a.source.url,
      a.source.year,
      a.source.secondary,
      a.checked,
      a.period,
      a.nextRelease,
      a.cadence,
      a.reviewed,
      a.epoch,
      a.languages === null ? null : a.languages.join(' '),
      ...LANGUAGES.filter((lang) => lang !== 'en').map((lang) => a.wordings[lang] ?? null),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
