// /examples: ready-made comparisons, each computed by the service itself at start-up and linked to its
// page and card. A table of data: a new example is one more row.

import { ITEMS } from '../expressions/items.ts';
import { comparison, type RawParams } from '../expressions/registry.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { comparePagePath } from '../http/paths.ts';
import { escapeHtml } from './html.ts';
import { CARD_PATH, CARD_SIZE, SITE_NAME } from './share.ts';

export interface Example {
  title: string;
  query: Readonly<Record<string, string>>;
}

const price = (item: keyof typeof ITEMS) => String(ITEMS[item].price);

/** The comparisons offered; the item prices are the service's own benchmarks (numberOfItems). */
export const EXAMPLES: readonly Example[] = [
  {
    title: 'A year of minimum-wage pay against a billion dollars, spent at $100 a day',
    query: {
      expression: 'durationOfDailySpend',
      wealthYours: price('year_of_low_minimum_wage_salary'),
      wealthTheirs: '1B',
      spend: '100',
    },
  },
  {
    title: 'The price of a house against the price of a superyacht, stacked in $100 bills',
    query: {
      expression: 'heightOfMoneyStack',
      wealthYours: price('house'),
      wealthTheirs: price('superyacht'),
      typeOfMoney: 'usd_100_bill',
    },
  },
  {
    title: '$50,000 of savings against a $200 billion fortune, counted in houses',
    query: { expression: 'numberOfItems', wealthYours: '50K', wealthTheirs: '200B', typeOfItem: 'house' },
  },
  {
    title: 'A million against a trillion, spent at $1,000 a day',
    query: { expression: 'durationOfDailySpend', wealthYours: '1M', wealthTheirs: '1T', spend: '1000' },
  },
  {
    title: 'What €10,000 and €10 billion earn at 5% a year, compounded monthly, over 20 years',
    query: {
      expression: 'growthOfCompoundInterest',
      wealthYours: '€10K',
      wealthTheirs: '€10B',
      rate: '0.05',
      frequency: '12',
      period: '20',
    },
  },
  {
    title: '£50,000 against £75 million, stacked in pound coins',
    query: {
      expression: 'heightOfMoneyStack',
      wealthYours: '£50K',
      wealthTheirs: '£75M',
      typeOfMoney: 'gbp_1_coin',
    },
  },
];

/** Every example with the service's answer; an example the API refuses is a mistake in this table. */
export function computedExamples(): Array<Example & { data: ComparisonResult }> {
  return EXAMPLES.map((example) => {
    const outcome = comparison.run(example.query as RawParams);
    if (!outcome.ok) throw new Error(`example "${example.title}" is refused: ${outcome.message}`);
    return { ...example, data: outcome.data };
  });
}

function exampleItem({ title, query, data }: Example & { data: ComparisonResult }): string {
  const e = escapeHtml;
  const page = e(comparePagePath(query));
  const card = e(comparePagePath(query, CARD_PATH));
  const thumbnail = { width: CARD_SIZE.width / 2, height: CARD_SIZE.height / 2 };
  return `
      <li class="card example">
        <h2><a href="${page}">${e(title)}</a></h2>
        <p class="ratio-sentence">${e(data.ratio.sentence)} <strong>${e(data.ratio.phrase)}</strong></p>
        <p class="sentence"><span class="label">Yours:</span> ${e(data.resultYours.sentence)}</p>
        <p class="sentence"><span class="label">Theirs:</span> ${e(data.resultTheirs.sentence)}</p>
        <p class="equivalence">${e(data.equivalence)}</p>
        <a href="${card}"><img src="${card}" width="${thumbnail.width}" height="${thumbnail.height}" loading="lazy" alt="The picture card of this comparison: ${e(data.ratio.sentence)}"></a>
        <p class="links"><a href="${page}">Open the comparison</a> · <a href="${card}">Its picture card (PNG)</a></p>
      </li>`;
}

/** The page, built once at start-up. */
export function examplesPage(attribution: string): string {
  const items = computedExamples().map(exampleItem).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Examples — ${SITE_NAME}</title>
  <meta name="description" content="Ready-made comparisons of two wealths, each with its link and its picture card.">
  <meta name="color-scheme" content="light dark">
  <link rel="icon" href="/compare/icon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/compare/compare.css">
</head>
<body>
  <header class="site">
    <p class="brand"><a href="/">${SITE_NAME}</a></p>
    <h1>Examples</h1>
    <p class="lede">Ready-made comparisons. Each opens on the <a href="/compare">comparison page</a>, where you can change it, and each has a picture card for sharing.</p>
  </header>
  <main id="main">
    <ol class="examples">${items}
    </ol>
  </main>
  <footer class="site">
    <p>${escapeHtml(attribution)} Figures are computed by the service from the values in each link.</p>
  </footer>
</body>
</html>
`;
}
