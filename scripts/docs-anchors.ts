// Generates docs/anchors.md from the anchor data, so the doc cannot drift from the code.
// Run: node scripts/docs-anchors.ts (npm run docs:anchors). A test compares the file with this output.
import { writeFileSync } from 'node:fs';
import { DATA_YEAR, durationTable } from '../src/anchors/duration.ts';
import { growthTable } from '../src/anchors/growth.ts';
import { heightTable } from '../src/anchors/height.ts';
import { durationScale, growthScale, heightScale, itemsScale } from '../src/anchors/index.ts';
import { itemsTable } from '../src/anchors/items.ts';
import { EXTREME_INEQUALITY_RATIO, ratioTiers } from '../src/anchors/ratio.ts';
import type { AnchorTable } from '../src/anchors/perspective.ts';
import type { Source } from '../src/anchors/types.ts';

export const ANCHORS_DOC_URL = new URL('../docs/anchors.md', import.meta.url);

// The doc is generated for the year the data was last checked, not for the day it is generated, so
// that it stays reproducible; the service itself counts from the current year.
const DOC_YEAR = DATA_YEAR;
/** The item the numberOfItems examples count. */
const EXAMPLE_ITEM = { singular: 'fancy coffee', plural: 'fancy coffees' };

const figureFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function sourceCell(source: Source): string {
  const title = source.title
    ? `, ${source.url ? `[${source.title}](${source.url})` : `*${source.title}*`}`
    : '';
  const bareLink = !source.title && source.url ? ` ([link](${source.url}))` : '';
  const year = source.yearChecked ? `${source.year} (page undated; year checked)` : `${source.year}`;
  const secondary = source.secondary ? ` — **secondary:** ${source.secondary}` : '';
  return cell(`${source.publisher}, ${year}${title}${bareLink}${secondary}`);
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
  lines.push('', `| # | Figure (${unit}) | Anchor | Shown as | Source |`, '|---:|---:|---|---|---|');
  table.anchors.forEach((anchor, index) => {
    lines.push(
      `| ${index + 1} | ${figureFormat.format(anchor.figure)} | ${cell(anchor.wording)} | (${cell(anchor.shown)}) | ${sourceCell(anchor.source)} |`,
    );
  });
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
  return [durationTable(DOC_YEAR), heightTable, itemsTable, growthTable].flatMap((table) => table.anchors);
}

function secondaryCount(): number {
  return allAnchors().filter((anchor) => anchor.source.secondary).length;
}

export function renderAnchorsDoc(): string {
  const sections: Section[] = [
    {
      heading: 'durationOfDailySpend (years)',
      unit: 'years',
      table: durationTable(DOC_YEAR),
      notes: [
        `Events are counted back from the current year (UTC) when the service answers, so their figures grow by one each 1 January and the prose stays true without a release; an event not before the current year is left out. The figures and examples on this page are computed for ${DOC_YEAR}, the year the data was last checked (there is no year 0, so in ${DOC_YEAR} 44 BC is ${DOC_YEAR + 44 - 1} years back). Prehistoric marks use their source's "years ago". A duration under one year, or shorter than the time since the most recent event, has no scale. Largest step between neighbouring anchors: ${largestGap(durationTable(DOC_YEAR))}.`,
      ],
      examples: [
        [0.5, durationScale(0.5, DOC_YEAR)],
        [2739.72602739726, durationScale(2739.72602739726, DOC_YEAR)],
        [1e6, durationScale(1e6, DOC_YEAR)],
        [2.7e21, durationScale(2.7e21, DOC_YEAR)],
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
        [1.5, heightScale(1.5)],
        [2_000_000_000, heightScale(2_000_000_000)],
        [2.8e21, heightScale(2.8e21)],
      ],
    },
    {
      heading: 'numberOfItems (count)',
      unit: 'items',
      table: itemsTable,
      notes: [
        `The sentence names the item counted: "1.3 fancy coffees for every …", and "one fancy coffee for every …" when the multiplier is 1 (examples count fancy coffees). Counts of 0, 1 and 2 are below the smallest anchor and have no scale. Largest step between neighbouring anchors: ${largestGap(itemsTable)}.`,
      ],
      examples: [
        [0, itemsScale(0, EXAMPLE_ITEM)],
        [3_846_153, itemsScale(3_846_153, EXAMPLE_ITEM)],
        [100_000_000_000, itemsScale(100_000_000_000, EXAMPLE_ITEM)],
      ],
    },
    {
      heading: 'growthOfCompoundInterest (US dollars)',
      unit: 'US$',
      table: growthTable,
      notes: [
        `These anchors are US dollar figures and the service applies no exchange rates, so only a growth in US dollars has a scale; a growth in any other currency has \`scale\` null rather than a comparison of won or euros with dollars. Largest step between neighbouring anchors: ${largestGap(growthTable)}.`,
      ],
      examples: [
        [5, growthScale(5, 'USD')],
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
    'Every result carries a `scale` sentence that puts it next to something real (conventions §9).',
    'The anchors below are kept as data in `src/anchors/`, each with its figure, its wording and the',
    'source its figure was checked against.',
    '',
    '## Selection rule',
    '',
    '- Pick the largest anchor whose figure is not above the result.',
    '- Multiplier = result ÷ anchor, rounded **down**: to one decimal below 10 (`9.99` → `9.9`), whole and',
    '  grouped with `,` from 10 up (`10.7` → `10`, `12345.6` → `12,345`). A multiplier that shows as 1 is',
    '  left out. (The ratio is first rounded to 15 significant digits, all a double reliably carries, so',
    '  float noise such as `2.9999999999999996` does not read one step low.)',
    '- Below the smallest anchor the `scale` is `null`; above the largest the multiplier simply grows.',
    '- Between the smallest and the largest anchor no neighbouring anchors are more than 10× apart, so a',
    '  result is never more than 10× its anchor there (checked by a test).',
    '- `≈` marks a measured, estimated or rounded figure; exact ones (seats, statutory pay) go without.',
    '- Source years are years of publication; where a page carries no date, the year it was checked.',
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

if (import.meta.main) {
  writeFileSync(ANCHORS_DOC_URL, renderAnchorsDoc());
  console.log(`wrote ${ANCHORS_DOC_URL.pathname}`);
}
