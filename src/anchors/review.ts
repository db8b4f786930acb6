// When each changing figure goes stale: the period it describes, when its source publishes the next
// one, and the day that was last reviewed. Kept beside the anchors (keyed by their ids) so that a
// review is one table to walk; the data set serves it (/data/anchors.json: period, nextRelease,
// cadence, reviewed), `npm run anchors:due` lists what is due, and a test fails once the data day is
// past a next release plus REVIEW_GRACE_DAYS (docs/operations.md, "Refreshing the anchor data").

/** How long after a source's next release the figure may still be the old one (docs/operations.md). */
export const REVIEW_GRACE_DAYS = 120;

export interface Review {
  /**
   * The period the figure describes, as its source names it: a calendar year (`2025`), a fiscal
   * year (`FY2025 (October 2024 – September 2025)`), a quarter, a count on a day (`2025-07-01`),
   * or for a fixed fact the day it holds from (`since 2009-07-24`).
   */
  readonly period: string;
  /**
   * The day the source publishes the figure for the next period (`YYYY-MM-DD`, or `YYYY-MM` for the
   * month where its calendar gives no day; the month's last day counts), from its release calendar
   * or the day it published last time; null for a fact with no schedule (a record, a law, a
   * specification), which `cadence` says.
   */
  readonly nextRelease: string | null;
  /** How the source publishes: `annual (late January)`, `quarterly`, `when the law changes`. */
  readonly cadence: string;
  /** The day `period` and `nextRelease` were last reviewed against the source (`YYYY-MM-DD`). */
  readonly reviewed: string;
}

const DAY = '2026-11-28';

/** A fact with no release schedule: a law, a specification, a record, a fixed past event. */
const fixed = (period: string, cadence: string): Review => ({
  period,
  nextRelease: null,
  cadence,
  reviewed: DAY,
});
/** A figure its source publishes again on a schedule. */
const due = (period: string, nextRelease: string, cadence: string): Review => ({
  period,
  nextRelease,
  cadence,
  reviewed: DAY,
});

const STATUTE = 'when the law changes';
const RECORD = 'when the record is broken';
const SPEC = 'fixed (a specification; no new figure is published)';
const EVENT = 'fixed (a past event)';

/** Every anchor whose figure can change (its source carries `checked`), by id. */
export const REVIEWS: Readonly<Record<string, Review>> = {
  // Durations.
  'duration.30-year-mortgage': fixed('2017', 'irregular (a share of loans, no scheduled release)'),
  // The 2024 figure was released on 18 July 2025 (Eurostat news, reported by UNN the same day).
  'duration.eu-working-life': due('2024', '2026-07', 'annual (Eurostat news, July)'),
  'duration.us-life-expectancy': due('2024', '2027-01', 'annual (NCHS Data Brief, December or January)'),
  // Heights.
  'height.iphone-16': fixed('2024 model', SPEC),
  'height.tallest-man': fixed('record since 1940', RECORD),
  'height.eustace-skydive': fixed('record since 2014-10-24', RECORD),
  'height.parker-solar-probe': fixed('record since 2024-12-24', RECORD),
  'height.fr-mont-blanc': fixed(
    'measured 2023 (the wording names the year)',
    'every two years (September, odd years)',
  ),
  // Counts.
  'items.us-senate': fixed('since 1959', STATUTE),
  'items.us-congress': fixed('since 1959', STATUTE),
  'items.boeing-747-8': fixed('launch configuration, 2011', SPEC),
  'items.icon-of-the-seas': fixed('2023 (the wording names the ship)', SPEC),
  'items.wembley-stadium': fixed('since 2007', SPEC),
  'items.nyc-marathon-2024': fixed('2024 (the wording names the race)', EVENT),
  'items.vatican-city': fixed('2024-06-20', 'irregular (the Governorate updates its page)'),
  'items.falkland-islands': due(
    '2021 census',
    '2027-06',
    'census every five years (next 2026, results the year after)',
  ),
  'items.cook-islands': due(
    '2021 census',
    '2027-12',
    'census every five years (next 2026, results the year after)',
  ),
  'items.monaco': due('2023 census', '2030-12', 'census about every seven years'),
  'items.greenland': due('2026-04-01', '2026-08', 'quarterly (Statistics Greenland)'),
  'items.iceland': due('2026-01-01', '2027-03', 'annual (Statistics Iceland, March)'),
  'items.luxembourg': due('2025-01-01', '2026-04', 'annual (STATEC, April)'),
  'items.estonia': due(
    '2026-01-01',
    '2027-01',
    'annual (Statistics Estonia, preliminary in January, revised in May)',
  ),
  'items.toronto': due('2025-07-01', '2027-01', 'annual estimates (Statistics Canada, January)'),
  'items.london': due('mid-2025', '2027-07', 'annual mid-year estimates (ONS, summer)'),
  'items.canada': due('2026-07-01', '2026-12', 'quarterly (Statistics Canada)'),
  'items.japan': due(
    '2025-10-01',
    '2026-09-29',
    'census every five years (the final count of 2025 on 29 September 2026), annual estimates in April (Statistics Bureau of Japan)',
  ),
  'items.united-states': due('2025-07-01', '2026-12', 'annual (U.S. Census Bureau, December or January)'),
  'items.india': due('2024 (World Population Prospects 2024)', '2026-07', 'every two years (UN DESA, July)'),
  'items.world': due('2024 (World Population Prospects 2024)', '2026-07', 'every two years (UN DESA, July)'),
  'items.people-ever-lived': fixed('2022', 'irregular (PRB updates its estimate every few years)'),
  'items.andromeda-stars': fixed('estimate', 'irregular (a scientific estimate)'),
  'items.de-berlin': due(
    '2025-12-31',
    '2026-12',
    'half-yearly Fortschreibung (Amt für Statistik Berlin-Brandenburg; the end of 2025 in June 2026)',
  ),
  'items.de-germany': due('2025-12-31', '2026-06', 'quarterly (Destatis)'),
  'items.fr-france': due('2026-01-01', '2027-01', 'annual (Insee, Bilan démographique, January)'),
  'items.es-spain': due('2026-01-01', '2026-05', 'quarterly (INE, Estadística Continua de Población)'),
  'items.pt-BR-brazil': due('2025-07-01', '2026-08-31', 'annual (IBGE, end of August)'),
  'items.it-italy': due('2024-12-31', '2026-12', 'annual (ISTAT, Censimento permanente, December)'),
  'items.ja-tokyo': due('2026-01-01', '2026-02', 'monthly (Tokyo Metropolitan Government, end of the month)'),
  'items.en-IN-delhi': due('2011 census', '2027-12', 'census (the next counts on 1 March 2027)'),
  // Sums of money.
  'growth.minimum-wage-hour': fixed('since 2009-07-24', STATUTE),
  'growth.minimum-wage-day': fixed('since 2009-07-24', STATUTE),
  'growth.minimum-wage-week': fixed('since 2009-07-24', STATUTE),
  'growth.minimum-wage-year': fixed('since 2009-07-24', STATUTE),
  'growth.us-president-salary': fixed('since 2001-01-20', STATUTE),
  'growth.turing-award': fixed('since 2014', 'when ACM changes the prize'),
  'growth.super-bowl-ad-2025': fixed('2025 (the wording names the year)', EVENT),
  'growth.world-cup-prize-2022': fixed('2022 (the wording names the year)', EVENT),
  'growth.apple-ceo-pay-2024': fixed('FY2024 (the wording names the year)', EVENT),
  'growth.salvator-mundi': fixed('sold 2017-11-15', EVENT),
  'growth.burj-khalifa-cost': fixed('completed 2010', EVENT),
  'growth.powerball-record-jackpot': fixed('record since 2022-11-08', RECORD),
  'growth.james-webb-cost': fixed('launched 2021-12-25', EVENT),
  'growth.median-weekly-earnings': due(
    '2025 (annual average)',
    '2027-01',
    'annual average (BLS, late January)',
  ),
  'growth.median-household-month': due('2024', '2026-09', 'annual (U.S. Census Bureau, September)'),
  'growth.median-household-year': due('2024', '2026-09', 'annual (U.S. Census Bureau, September)'),
  'growth.netflix-revenue': due('2025', '2027-01', 'annual (10-K, late January)'),
  'growth.microsoft-revenue': due('FY2025 (July 2024 – June 2025)', '2026-07', 'annual (10-K, late July)'),
  'growth.apple-revenue': due('FY2025 (to 27 September 2025)', '2026-10', 'annual (10-K, end of October)'),
  'growth.gdp-canada': due('2024', '2026-07', 'annual (World Bank WDI, July)'),
  'growth.us-federal-spending': due(
    'FY2025 (October 2024 – September 2025)',
    '2026-10',
    'annual (Monthly Treasury Statement for September, October)',
  ),
  'growth.gdp-china': due('2025', '2027-01', 'annual (National Bureau of Statistics, January)'),
  'growth.world-gdp': due('2024', '2026-04', 'twice a year (IMF World Economic Outlook, April and October)'),
  'growth.world-private-wealth': due('2024', '2026-06', 'annual (UBS Global Wealth Report, June)'),
};

/** The last day a `YYYY-MM-DD` or `YYYY-MM` date may mean, as milliseconds since the epoch (UTC). */
export function releaseDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number | undefined];
  return d === undefined ? Date.UTC(y, m, 0) : Date.UTC(y, m - 1, d);
}

/** Whether the review of an anchor is due on `day` (`YYYY-MM-DD`): its source's next release has passed. */
export function isDue(review: Review, day: string): boolean {
  return review.nextRelease !== null && releaseDay(review.nextRelease) < releaseDay(day);
}

/** Days from a review's next release to `day`; negative before it, null without a schedule. */
export function daysPastRelease(review: Review, day: string): number | null {
  if (review.nextRelease === null) return null;
  return Math.round((releaseDay(day) - releaseDay(review.nextRelease)) / 86_400_000);
}
