// Generates docs/examples.md, a gallery of real outputs of every operation, so an editor can read what
// the service says before trusting it, and docs/examples.<lang>.md, the same requests answered in each
// language that has a catalogue (issue 28). Run: node scripts/docs-examples.ts (npm run docs:examples).
// Tests compare the files with this output, so the galleries cannot drift from the code.
import { writeFileSync } from 'node:fs';
import { withClock } from '../src/anchors/clock.ts';
import { DATA_DAY } from '../src/anchors/duration.ts';
import { OPERATIONS } from '../src/expressions/registry.ts';
import type { ComparisonResult, ExpressionAnswer, Ratio, Result } from '../src/expressions/types.ts';
import { CATALOGUES } from '../src/i18n/catalogue.ts';
import { LANGUAGES, type Lang } from '../src/i18n/languages.ts';
import { spellMoneyIn } from '../src/i18n/spell-money.ts';
import { parseMoney } from '../src/money/parse.ts';

export const EXAMPLES_DOC_URL = new URL('../docs/examples.md', import.meta.url);

/** The gallery of a language: docs/examples.md for English, docs/examples.<lang>.md for the others. */
export const examplesDocUrl = (lang: Lang): URL =>
  lang === 'en' ? EXAMPLES_DOC_URL : new URL(`../docs/examples.${lang}.md`, import.meta.url);

/** One request: the operation's name and its raw parameters, in the order the request line shows them. */
export interface Example {
  readonly operation: string;
  readonly params: Readonly<Record<string, string>>;
}

/** An example with what the service answered. */
export type Computed =
  | {
      readonly example: Example;
      readonly request: string;
      readonly kind: 'expression';
      readonly data: ExpressionAnswer;
    }
  | {
      readonly example: Example;
      readonly request: string;
      readonly kind: 'comparison';
      readonly data: ComparisonResult;
    };

const ex = (operation: string, params: Record<string, string>): Example => ({ operation, params });
const duration = (wealth: string, spend: string) => ex('durationOfDailySpend', { wealth, spend });
const height = (wealth: string, typeOfMoney: string) => ex('heightOfMoneyStack', { wealth, typeOfMoney });
const items = (wealth: string, typeOfItem: string) => ex('numberOfItems', { wealth, typeOfItem });
const growth = (wealth: string, rate: string, frequency: string, period: string) =>
  ex('growthOfCompoundInterest', { wealth, rate, frequency, period });
const compare = (
  expression: string,
  wealthYours: string,
  wealthTheirs: string,
  params: Record<string, string> = {},
) => ex('comparison', { expression, wealthYours, wealthTheirs, ...params });

/** The gallery, in sections per operation (the order of OPERATIONS). */
export const EXAMPLES: readonly Example[] = [
  // durationOfDailySpend: every rung of the ladder, sizes from 1 to 10^24, several currencies.
  duration('1', '1M'),
  duration('500', '1M'),
  duration('10K', '1M'),
  duration('€1M', '2M'),
  duration('100', '1000'),
  duration('1', '1'),
  duration('1,236', '10'),
  duration('100K', '1000'),
  duration('365K', '1000'),
  duration('274,000', '100'),
  duration('CHF 1M', '1000'),
  duration('£10K', '50'),
  duration('R$274K', '274'),
  duration('10M', '1000'),
  duration('100M', '1000'),
  duration('1B', '1000'),
  duration('₩1B', '50,000'),
  duration('$1M', '€1000'),
  duration('1T', '1000'),
  duration('1000000000000000', '1000'),
  duration('1000000000000000000', '1000'),
  duration('1000000000000000000000', '1000'),
  duration('1000000000000000000000000', '1'),
  // heightOfMoneyStack: every kind of money at least once.
  height('1', 'usd_1_coin'),
  height('100', 'usd_100_bill'),
  height('1M', 'usd_100_bill'),
  height('€1M', 'usd_100_bill'),
  height('1B', 'usd_100_bill'),
  height('10K', 'cad_1_coin'),
  height('1M', 'cad_100_bill'),
  height('€1,236', 'eur_1_coin'),
  height('€1B', 'eur_100_bill'),
  height('£274,000', 'gbp_1_coin'),
  height('£1T', 'gbp_100_bill'),
  height('1M', 'cny_1_coin'),
  height('1000000000000000', 'cny_100_bill'),
  height('10K', 'inr_1_coin'),
  height('1000000000000000000', 'inr_100_bill'),
  height('₩1M', 'krw_1_coin'),
  height('₩1T', 'krw_1000_bill'),
  height('100', 'rub_1_coin'),
  height('1000000000000000000000', 'rub_100_bill'),
  height('1B', 'try_1_coin'),
  height('1000000000000000000000000', 'try_100_bill'),
  height('CHF 1M', 'chf_1_coin'),
  height('CHF 1B', 'chf_100_bill'),
  height('R$10K', 'brl_1_coin'),
  height('R$1T', 'brl_100_bill'),
  // numberOfItems: every item at least once, zero, one and many.
  items('1', 'fancy_coffee'),
  items('100', 'fancy_coffee'),
  items('1,236', 'quick_meal'),
  items('10K', 'dinner_with_drinks'),
  items('€10K', 'smartphone'),
  items('274,000', 'month_of_childcare'),
  items('1M', 'rent_or_mortgage_payment'),
  items('1M', 'year_of_low_minimum_wage_salary'),
  items('£1M', 'year_of_high_minimum_wage_salary'),
  items('1B', 'student_loan_debt'),
  items('₩1B', 'car'),
  items('CHF 1M', 'year_of_salary_65k'),
  items('1T', 'year_of_salary_100k'),
  items('R$1M', 'luxury_car'),
  items('500K', 'house'),
  items('1M', 'house'),
  items('1B', 'yacht'),
  items('1000000000000000', 'supercar'),
  items('1000000000000000000', 'island'),
  items('1B', 'mansion'),
  items('1000000000000000000000', 'estate_with_a_mega_mansion'),
  items('1T', 'luxury_island'),
  items('110K', 'superyacht'),
  items('1000000000000000000000000', 'superyacht'),
  // growthOfCompoundInterest: a few rates, frequencies and periods; US dollars and other currencies.
  growth('1', '0.001', '1', '0.01'),
  growth('1', '0.05', '1', '1'),
  growth('100', '0.05', '12', '10'),
  growth('1,236', '0.03', '2', '2.5'),
  growth('10K', '0.07', '4', '30'),
  growth('274,000', '0.045', '12', '15'),
  growth('1M', '0.05', '365', '20'),
  growth('1B', '0.01', '1', '20'),
  growth('1T', '0.05', '1', '99'),
  growth('1000000000000000000000000', '0.99', '365', '99.99'),
  growth('€1M', '0.05', '1', '20'),
  growth('₩1B', '0.035', '4', '10'),
  // comparison: the ratio's boundaries, every expression, yours larger than theirs.
  compare('durationOfDailySpend', '1M', '1M', { spend: '1000' }),
  compare('durationOfDailySpend', '100', '104', { spend: '1' }),
  compare('numberOfItems', '100', '105', { typeOfItem: 'fancy_coffee' }),
  compare('heightOfMoneyStack', '100', '110', { typeOfMoney: 'usd_1_coin' }),
  compare('durationOfDailySpend', '100K', '195K', { spend: '100' }),
  compare('numberOfItems', '500K', '1M', { typeOfItem: 'house' }),
  compare('growthOfCompoundInterest', '1M', '9.96M', { rate: '0.05', frequency: '12', period: '10' }),
  compare('heightOfMoneyStack', '€1M', '€10M', { typeOfMoney: 'eur_100_bill' }),
  compare('durationOfDailySpend', '10K', '1,996K', { spend: '100' }),
  compare('numberOfItems', '65K', '13M', { typeOfItem: 'year_of_salary_65k' }),
  compare('durationOfDailySpend', '100K', '1B', { spend: '1000' }),
  compare('numberOfItems', '100K', '100B', { typeOfItem: 'house' }),
  compare('growthOfCompoundInterest', '1K', '1T', { rate: '0.05', frequency: '1', period: '20' }),
  compare('heightOfMoneyStack', '1', '1000000000000000000000000', { typeOfMoney: 'usd_1_coin' }),
  compare('numberOfItems', '1B', '1M', { typeOfItem: 'car' }),
  compare('durationOfDailySpend', '£1T', '£10K', { spend: '50' }),
  compare('durationOfDailySpend', '€50K', '$1M', { spend: '100' }),
  compare('growthOfCompoundInterest', '€1M', '€1B', { rate: '0.04', frequency: '4', period: '5' }),
];

/** The parameters that are money, read in the notation of the request's language. */
const MONEY_PARAMS = new Set(['wealth', 'spend', 'wealthYours', 'wealthTheirs']);

/**
 * An English money value as `lang` writes it, the same amount (`1,236` → `1236`, `€1M` →
 * `1.000.000 €`), its label only where one was sent (src/i18n/spell-money.ts: what it writes reads back
 * as exactly this amount); the value as it is where it does not read.
 */
function moneyIn(raw: string, lang: Lang): string {
  const read = parseMoney(raw);
  return read.ok ? spellMoneyIn(read.money, lang) : raw;
}

/** An example as a request in `lang`: its money written as the language writes it (English: unchanged). */
export function exampleIn(example: Example, lang: Lang): Example {
  if (lang === 'en') return example;
  const params = Object.entries(example.params).map(([name, value]) => [
    name,
    MONEY_PARAMS.has(name) ? moneyIn(value, lang) : value,
  ]);
  return { operation: example.operation, params: Object.fromEntries(params) };
}

/** `numberOfItems wealth=1M typeOfItem=house`; a value with a space is quoted. */
export function requestLine({ operation, params }: Example): string {
  const shown = Object.entries(params).map(([name, value]) =>
    /\s/.test(value) ? `${name}="${value}"` : `${name}=${value}`,
  );
  return [operation, ...shown].join(' ');
}

/**
 * Runs every example on the clock of DATA_DAY, in `lang` (English sends no `lang`, as before); a
 * request the service refuses is a bug of the gallery.
 */
export function computeExamples(lang: Lang = 'en'): Computed[] {
  return withClock(
    () => new Date(`${DATA_DAY}T12:00:00Z`),
    () =>
      EXAMPLES.map((english) => {
        const example = exampleIn(english, lang);
        const request = requestLine(example);
        const operation = OPERATIONS.find((op) => op.name === example.operation);
        if (!operation) throw new Error(`docs example ${request}: no operation ${example.operation}`);
        const outcome = operation.run(lang === 'en' ? example.params : { ...example.params, lang });
        if (!outcome.ok) throw new Error(`docs example ${request} failed: ${outcome.message}`);
        return operation.kind === 'comparison'
          ? { example, request, kind: 'comparison', data: outcome.data as ComparisonResult }
          : { example, request, kind: 'expression', data: outcome.data as ExpressionAnswer };
      }),
  );
}

const scaleText = (scale: string | null) => (scale === null ? '`null`' : scale);

function resultLines(result: Result | Ratio, indent: string): string[] {
  return [
    `${indent}- phrase: **${result.phrase}**`,
    `${indent}- sentence: ${result.sentence}`,
    `${indent}- scale: ${scaleText(result.scale)}`,
  ];
}

/** The currency note, only where the answer mixes labels. */
const noteLines = (note: string | undefined) => (note === undefined ? [] : [`  - currencyNote: ${note}`]);

function exampleLines(computed: Computed): string[] {
  const lines = [`- \`${computed.request}\``];
  if (computed.kind === 'expression') {
    return [...lines, ...resultLines(computed.data, '  '), ...noteLines(computed.data.currencyNote)];
  }
  const { resultTheirs, resultYours, ratio, equivalence, currencyNote } = computed.data;
  return [
    ...lines,
    '  - theirs:',
    ...resultLines(resultTheirs, '    '),
    '  - yours:',
    ...resultLines(resultYours, '    '),
    '  - ratio (theirs ÷ yours):',
    ...resultLines(ratio, '    '),
    `  - equivalence: ${equivalence}`,
    ...noteLines(currencyNote),
  ];
}

export function renderExamplesDoc(lang: Lang = 'en'): string {
  const computed = computeExamples(lang);
  const lines = [
    lang === 'en' ? '# Examples' : `# Examples (\`lang=${lang}\`)`,
    '',
    '<!-- Generated by scripts/docs-examples.ts (npm run docs:examples). Do not edit by hand. -->',
    '',
    `${computed.length} real outputs of the service, computed for ${DATA_DAY} (\`DATA_DAY\`, the day the`,
    'anchor data was last checked) by `npm run docs:examples`. Anchors such as "the time since …" count',
    'days back from that day, so the same request on another day may read differently. Each example',
    'shows its request (operation and parameters, as sent to REST or MCP) and what the service answers;',
    'a `null` scale means the result has no anchor to stand next to; `currencyNote` appears only where',
    'an answer mixes currency labels.',
    ...(lang === 'en'
      ? []
      : ['', `The same requests as [examples.md](examples.md), each sent with \`lang=${lang}\`.`]),
    '',
  ];
  for (const operation of OPERATIONS) {
    const own = computed.filter((c) => c.example.operation === operation.name);
    lines.push(`## ${operation.name}`, '', operation.description, '');
    for (const c of own) lines.push(...exampleLines(c));
    lines.push('');
  }
  return lines.join('\n');
}

/** English, and every other language that has a catalogue. */
export const GALLERY_LANGUAGES: readonly Lang[] = LANGUAGES.filter(
  (lang) => lang === 'en' || CATALOGUES[lang] !== undefined,
);

if (import.meta.main) {
  for (const lang of GALLERY_LANGUAGES) {
    const url = examplesDocUrl(lang);
    writeFileSync(url, renderExamplesDoc(lang));
    console.log(`wrote ${url.pathname}`);
  }
}
