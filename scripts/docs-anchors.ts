// Generates docs/anchors.md from the anchor data, so the doc cannot drift from the code.
// Run: node scripts/docs-anchors.ts (npm run docs:anchors). A test compares the file with this output.
import { readFileSync, writeFileSync } from 'node:fs';
import { dayOf } from '../src/anchors/clock.ts';
import { DATA_DAY, durationTable } from '../src/anchors/duration.ts';
import { growthTable } from '../src/anchors/growth.ts';
import { heightTable } from '../src/anchors/height.ts';
import { durationScale, FORTUNE_FROM, growthScale, heightScale, itemsScale } from '../src/anchors/index.ts';
import { itemsTable } from '../src/anchors/items.ts';
import { ABOUT, type AnchorTable, BANDS, FRACTIONS, TIMES_FROM } from '../src/anchors/perspective.ts';
import { EXTREME_INEQUALITY_RATIO, ratioTiers } from '../src/anchors/ratio.ts';
import { REVIEW_GRACE_DAYS, REVIEWS } from '../src/anchors/review.ts';
import type { Source } from '../src/anchors/types.ts';
import { CURRENCIES } from '../src/money/currencies.ts';
import type { Exact } from '../src/money/exact.ts';
import { type Money, parseMoney } from '../src/money/parse.ts';
import { rational } from '../src/money/rational.ts';

export const ANCHORS_DOC_URL = new URL('../docs/anchors.md', import.meta.url);
export const PROSE_DOC_URL = new URL('../docs/prose.md', import.meta.url);

// The doc is generated for the day the data was last checked, not for the day it is generated, so
// that it stays reproducible; the service itself counts to the current day.
const DOC_DAY = dayOf(DATA_DAY);
/** The item the numberOfItems examples count. */
const EXAMPLE_ITEM = { singular: 'fancy coffee', plural: 'fancy coffees', verb: 'buy' };
/** What the items examples know of the wealth: a fancy coffee costs $10. */
/** A dollar amount as the service reads it. */
function exampleMoney(text: string): Money {
  const read = parseMoney(text);
  if (!read.ok) throw new Error(`not money: ${text}`);
  return read.money;
}

const itemsExample = (count: bigint) => ({
  wealth: rational(count * 10n + 5n),
  wealthText: `$${new Intl.NumberFormat('en-US').format(count * 10n + 5n)}`,
  price: 10,
  money: exampleMoney(`${count * 10n + 5n}`),
  currency: CURRENCIES.USD,
});

const figureFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function sourceCell(source: Source, id: string): string {
  const title = source.title
    ? `, ${source.url ? `[${source.title}](${source.url})` : `*${source.title}*`}`
    : '';
  const bareLink = !source.title && source.url ? ` ([link](${source.url}))` : '';
  const year = source.yearChecked ? `${source.year} (page undated; year checked)` : `${source.year}`;
  const secondary = source.secondary ? ` — **secondary:** ${source.secondary}` : '';
  const checked = source.checked ? ` — checked ${source.checked}` : '';
  const review = REVIEWS[id];
  const period = review
    ? `; period ${review.period}, ${review.nextRelease ? `next release ${review.nextRelease}` : review.cadence}`
    : '';
  return cell(`${source.publisher}, ${year}${title}${bareLink}${secondary}${checked}${period}`);
}

interface Section {
  heading: string;
  unit: string;
  table: AnchorTable;
  notes: string[];
  examples: Array<[number, string | null]>;
}

function anchorSection({ heading, unit, table, notes, examples }: Section): string[] {
  const lines = [`## ${heading}`, '', ...notes, ''];
  lines.push('Examples:', '');
  for (const [value, sentence] of examples) {
    lines.push(`- ${figureFormat.format(value)} ${unit} → ${sentence === null ? '`null`' : `“${sentence}”`}`);
  }
  lines.push(
    '',
    `| Id | Grade | Figure (${unit}) | Anchor | Shown as | Source |`,
    '|---|---:|---:|---|---|---|',
  );
  for (const anchor of table.anchors) {
    const grade = `${anchor.familiarity}${anchor.range ? ' (range)' : ''}`;
    lines.push(
      `| \`${anchor.id}\` | ${grade} | ${figureFormat.format(anchor.figure)} | ${cell(anchor.wording)} | (${cell(anchor.shown)}) | ${sourceCell(anchor.source, anchor.id)} |`,
    );
  }
  lines.push('');
  return lines;
}

function largestGap(table: AnchorTable): string {
  let largest = 0;
  for (let i = 1; i < table.figures.length; i++) {
    largest = Math.max(largest, (table.figures[i] as number) / (table.figures[i - 1] as number));
  }
  return `${largest.toFixed(2)}×`;
}

function allAnchors() {
  return [durationTable(DOC_DAY), heightTable, itemsTable, growthTable].flatMap((table) => table.anchors);
}

function secondaryCount(): number {
  return allAnchors().filter((anchor) => anchor.source.secondary).length;
}

export function renderAnchorsDoc(): string {
  const sections: Section[] = [
    {
      heading: 'durationOfDailySpend (days)',
      unit: 'days',
      table: durationTable(DOC_DAY),
      notes: [
        `Spans (a US presidential term, a 30-year mortgage, a lifetime) have fixed lengths. Events carry their date as precisely as their source gives it (day, month or year; Julian calendar before 1582) and "the time since" is counted in days from that date to the day the service answers (UTC), so the prose stays true without a release. Each event's figure is a range: from the last day its date may mean to the first, plus one day for an answer cached across midnight; every claim is true of the whole range. A duration under one year has no scale. The figures and examples on this page are computed for ${DATA_DAY}. Largest step between neighbouring anchors: ${largestGap(durationTable(DOC_DAY))}.`,
      ],
      examples: [
        [182, durationScale(rational(182), undefined, DOC_DAY)],
        [500, durationScale(rational(500), undefined, DOC_DAY)],
        [1_000_000, durationScale(rational(1_000_000), undefined, DOC_DAY)],
        [1e21, durationScale(rational(10n ** 21n), undefined, DOC_DAY)],
      ],
    },
    {
      heading: 'heightOfMoneyStack (metres)',
      unit: 'm',
      table: heightTable,
      notes: [
        `Distances in space are shown in kilometres or light-years; the speed of light (299,792,458 m/s), the IAU light-year (Julian year) and the astronomical unit (IAU 2012) are exact. Largest step between neighbouring anchors: ${largestGap(heightTable)}.`,
      ],
      examples: [
        [0.0011, heightScale(rational(11, 10_000))],
        [6, heightScale(rational(6))],
        [2_000_000_000, heightScale(rational(2_000_000_000))],
        [2.8e21, heightScale(rational(28n * 10n ** 20n))],
      ],
    },
    {
      heading: 'numberOfItems (count)',
      unit: 'items',
      table: itemsTable,
      notes: [
        `The sentence names the item counted: "1.3 fancy coffees for every …", "one fancy coffee for every …", "about half a fancy coffee for every …" (examples count fancy coffees, $10 each). A "for every" pairing is made only from 100 items, against people, seats or stars, with from about half an item (0.45) to a thousand items per member (no "about a quarter of a quick meal for every guest on …": a smaller group with whole items per member is chosen); otherwise, and for a count of one, the scale is the share of the wealth one item takes ("One house takes 63% of $800,000."; "One house takes all of $500,000." where the price is the whole wealth). A count of 0 says how many such amounts would buy one: within twice the wealth the amount missing ("It would take $1 more to buy one house."), beyond it whole "fortunes like this" from ${FORTUNE_FROM.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}, and "N times this amount" below, N at its printed rounding. Largest step between neighbouring anchors: ${largestGap(itemsTable)} (from the people on Earth to the people who have ever lived no group a reader pictures lies between).`,
      ],
      examples: [
        [2, itemsScale(2n, EXAMPLE_ITEM, undefined, itemsExample(2n))],
        [5_000, itemsScale(5_000n, EXAMPLE_ITEM, undefined, itemsExample(5_000n))],
        [3_846_153, itemsScale(3_846_153n, EXAMPLE_ITEM, undefined, itemsExample(3_846_153n))],
        [
          100_000_000_000,
          itemsScale(100_000_000_000n, EXAMPLE_ITEM, undefined, itemsExample(100_000_000_000n)),
        ],
      ],
    },
    {
      heading: 'growthOfCompoundInterest (US dollars)',
      unit: 'US$',
      table: growthTable,
      notes: [
        `These anchors are US dollar figures and the service applies no exchange rates, so only a growth in US dollars is put next to them. A growth in any other currency, or in dollars where no anchor fits, is put next to the starting wealth instead, which needs no exchange rate ("That adds about a fifth to the starting €1,000,000.", "That nearly doubles …", "That is 4.3 times the starting …"). The claim is decided on the unrounded growth, as a range of ±10⁻¹² around the figure computed in floats. Largest step between neighbouring anchors: ${largestGap(growthTable)}.`,
      ],
      examples: [
        [5, growthScale(5, 'USD', { wealth: rational(100), text: '$100' })],
        [220_190_040, growthScale(220_190_040, 'USD')],
        [2.7e67, growthScale(2.7e67, 'USD')],
      ],
    },
  ];

  const lines = [
    '# Scale anchors',
    '',
    '<!-- Generated by scripts/docs-anchors.ts (npm run docs:anchors). Do not edit by hand. -->',
    '',
    'Every result carries a `scale` sentence that puts it next to something real (docs/conventions.md §9).',
    'The anchors below are kept as data in `src/anchors/`, each with its figure, its wording and the',
    'source its figure was checked against.',
    '',
    '## Selection rule',
    '',
    'One engine (`src/anchors/perspective.ts`) chooses the anchor and the words; docs/prose.md',
    'states the bands. In short:',
    '',
    '- Every claim is decided on exact values: the result from the exact amounts, against the whole',
    "  range the anchor's figure may take (an event dated to its year spans the year). The bands are in",
    '  docs/prose.md ("Scale"), generated from the same definitions the engine uses.',
    '- Each anchor has a stable id (`duration.moon-landing`), used by the data set (/data/anchors.json)',
    '  and the claims; adding an anchor changes no other id.',
    '- Each anchor has a grade (docs/prose.md gives the criteria): 1 known to most adults without',
    '  looking it up, 2 widely known, 3 remote. Among anchors within a factor of 3 with true words the',
    '  lower grade wins; a grade-1 anchor within 10× is preferred to a closer one of a higher grade; then',
    '  one within 25% of the result, then the nearest on a log scale. With none that close, the nearest',
    '  anchor with true words. A fact known only as a range (marked "range") never gets a multiplier.',
    '- In a comparison both results use one anchor where one is true of both and within 10× of each.',
    '- Between the smallest and the largest anchor no neighbouring anchors are more than 10× apart',
    '  (checked by a test; one gap among the counts is explained in its section).',
    '- `≈` marks a measured, estimated or rounded figure; exact ones (seats, statutory pay) go without.',
    '- Source years are years of publication; where a page carries no date, the year it was checked.',
    '- A figure that describes a period (a revenue, a population, a record) names it, with the day its',
    '  source publishes the next one (or how it publishes, for a record or a law). `npm run anchors:due`',
    `  lists the figures whose next release has passed; a test fails once the data day is more than ${REVIEW_GRACE_DAYS}`,
    '  days past one (docs/operations.md, "Refreshing the anchor data").',
    '- Sources are primary where we could reach one (the agency, observatory, statistics office, company',
    '  filing, standards body or peer-reviewed paper). A source marked **secondary** (a news report, an',
    '  encyclopedia, a mirror) says why the figure still rests on it; replacing those is ongoing work.',
    `  Currently ${secondaryCount()} of ${allAnchors().length} anchors rest on a secondary source.`,
    '',
    ...sections.flatMap(anchorSection),
    '## comparison ratio tiers',
    '',
    'The ratio `wealthTheirs ÷ wealthYours` is read in whichever direction is larger, so 1:250 and 250:1',
    `get the same sentence. ${EXTREME_INEQUALITY_RATIO}:1 or more is described as extreme wealth inequality:`,
    'that is this project’s own rounded threshold, informed by a reported global disparity of about',
    '190:1. It is not an official definition of any organisation and is not attributed to one.',
    '',
    '| Larger : smaller | Tier | Sentence |',
    '|---|---|---|',
    ...ratioTiers.map((tier, index) => {
      const next = ratioTiers[index + 1];
      const range = next
        ? `${figureFormat.format(tier.atLeast)}:1 up to (not incl.) ${figureFormat.format(next.atLeast)}:1`
        : `${figureFormat.format(tier.atLeast)}:1 or more`;
      return `| ${cell(range)} | ${cell(tier.label)} | ${cell(tier.sentence)} |`;
    }),
    '',
  ];
  return lines.join('\n');
}

// ---- The bands' table of docs/prose.md, from the engine's own definitions ---------------------------

const percent = (value: Exact) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value.float * 100)}%`;
const FRACTION_TEXT: Record<string, string> = {
  'a-quarter': 'a quarter of',
  'a-third': 'a third of',
  half: 'half',
  'two-thirds': 'two thirds of',
  'three-quarters': 'three quarters of',
};

/** The markdown table of the hedges and the bands of result ÷ anchor where each is true. */
export function renderBandsTable(): string {
  const rows = [
    [
      '`That is the X` (no word)',
      `${percent(BANDS.plain.low)} – ${percent(BANDS.plain.high)}, and the result prints as the anchor's figure does, at the result's precision and at the anchor's`,
    ],
    ['`nearly`', `${percent(BANDS.nearly.low)} – ${percent(BANDS.nearly.high)}`],
    [
      '`a little more than`',
      `${percent(BANDS['a-little-more-than'].low)} – ${percent(BANDS['a-little-more-than'].high)}`,
    ],
    ['`about`', `${percent(BANDS.about.low)} – ${percent(BANDS.about.high)} (where none of the above holds)`],
    [
      FRACTIONS.map(([which]) => `\`about ${FRACTION_TEXT[which]}\``).join(' / '),
      `${percent(ABOUT.low)} – ${percent(ABOUT.high)} of ¼, ⅓, ½, ⅔, ¾`,
    ],
    [
      '`N times` (`twice` for 2)',
      `from ${percent(TIMES_FROM)}: N true within its printed rounding at both ends of the range`,
    ],
    [
      '`about N times`',
      `${percent(ABOUT.low)} – ${percent(ABOUT.high)} of N, where the range straddles a rounding step or N is rounded to two significant digits (1,000 to a million)`,
    ],
  ];
  return [
    '| words | true when result ÷ anchor lies in |',
    '| --- | --- |',
    ...rows.map(([words, band]) => `| ${words} | ${band} |`),
  ].join('\n');
}

const BANDS_START = '<!-- bands: generated by scripts/docs-anchors.ts from src/anchors/perspective.ts -->';
const BANDS_END = '<!-- /bands -->';

/** docs/prose.md with its bands' table replaced by the generated one. */
export function renderProseDoc(current: string): string {
  const start = current.indexOf(BANDS_START);
  const end = current.indexOf(BANDS_END);
  if (start < 0 || end < start) throw new Error('docs/prose.md has no bands markers');
  return `${current.slice(0, start + BANDS_START.length)}\n${renderBandsTable()}\n${current.slice(end)}`;
}

if (import.meta.main) {
  writeFileSync(ANCHORS_DOC_URL, renderAnchorsDoc());
  console.log(`wrote ${ANCHORS_DOC_URL.pathname}`);
  writeFileSync(PROSE_DOC_URL, renderProseDoc(readFileSync(PROSE_DOC_URL, 'utf8')));
  console.log(`wrote ${PROSE_DOC_URL.pathname}`);
}
