// Anchors for growthOfCompoundInterest (figures in US dollars): pay, prices, company revenues and
// national and world output. The service applies no exchange rates, so a growth in any currency is
// compared by number only; showing each anchor's figure in US dollars keeps that honest.

import { type Rational, rational } from '../money/rational.ts';
import { approx, formatAnchorFigure } from './format.ts';
import { type Amount, type AnchorTable, shownStep, tableOf } from './perspective.ts';
import type { AnchorBase } from './types.ts';

export interface GrowthAnchor extends AnchorBase {
  usd: number;
  exact?: true;
}

const FEDERAL_MINIMUM_WAGE = 7.25;
/** Real median household income in 2024 (the Census Bureau's release of 9 September 2025). */
const MEDIAN_HOUSEHOLD_INCOME = 83_730;

const minimumWage = {
  publisher: 'U.S. Department of Labor, Wage and Hour Division (archived)',
  checked: '2026-11-23',
  year: 2009,
  title: 'General Information on the Fair Labor Standards Act (FLSA), revised July 2009',
  url: 'https://cybercemetery.unt.edu/archive/oilspill/20130222030708/http://www.dol.gov/whd/regs/compliance/mwposter.htm',
} as const;
const householdIncome = {
  publisher:
    'EZ Web Technology (quoting the U.S. Census Bureau release of 9 September 2025, Income in the United States: 2024)',
  checked: '2026-11-28',
  secondary:
    "a page quoting the Census Bureau's release word for word; searched census.gov for Income in the United States: 2024 and its 2025 successor: neither report's page was found",
  year: 2025,
  title: 'Income in the United States: 2024 (as quoted)',
  url: 'https://ezwebtechnology.com/?p=18093',
} as const;
const appleResults2025 = {
  publisher: 'Apple Inc., results for fiscal 2025 (SEC form 8-K, exhibit 99.1, as mirrored by Kabutan)',
  checked: '2026-11-28',
  secondary:
    "a mirror of the SEC filing of 30 October 2025 (total net sales $416,161 million for the twelve months to 27 September 2025); searched sec.gov for Apple's 10-K for fiscal 2025 and fiscal 2026: only mirrors were found",
  year: 2025,
  title: 'Form 8-K, 30 October 2025: condensed consolidated statements of operations',
  url: 'https://us.kabutan.jp/disclosures/0000320193-25-000077?lang=en',
} as const;
const appleProxy2025 = {
  publisher: 'Apple Inc., proxy statement (SEC form DEF 14A)',
  checked: '2026-11-23',
  year: 2025,
  title: 'Pay versus performance disclosure, fiscal year 2024',
  url: 'https://d18rn0p25nwr6d.cloudfront.net/CIK-0000320193/6a8c8979-a4f9-4044-b865-e93f76add4ec.html',
} as const;

export const growthAnchors: readonly GrowthAnchor[] = [
  {
    usd: FEDERAL_MINIMUM_WAGE,
    exact: true,
    id: 'growth.minimum-wage-hour',
    familiarity: 1,
    wording: "an hour's pay at the US federal minimum wage",
    source: minimumWage,
  },
  {
    usd: FEDERAL_MINIMUM_WAGE * 8,
    exact: true,
    id: 'growth.minimum-wage-day',
    familiarity: 1,
    wording: "an eight-hour day's pay at the US federal minimum wage",
    source: minimumWage,
  },
  {
    usd: FEDERAL_MINIMUM_WAGE * 40,
    exact: true,
    id: 'growth.minimum-wage-week',
    familiarity: 1,
    wording: "a 40-hour week's pay at the US federal minimum wage",
    source: minimumWage,
  },
  {
    // "Median weekly earnings of the nation's 121.5 million full-time wage and salary workers were
    // $1,204 in 2025" (annual average; 11 months, October 2025 was not collected in the shutdown).
    usd: 1204,
    id: 'growth.median-weekly-earnings',
    familiarity: 1,
    wording: 'the median weekly earnings of a full-time US worker',
    source: {
      publisher: 'U.S. Bureau of Labor Statistics',
      checked: '2026-11-28',
      year: 2026,
      title: 'Usual Weekly Earnings of Wage and Salary Workers – 2025 (USDL-26-0119, 28 January 2026)',
      url: 'https://www.bls.gov/news.release/wkyeng.nr0.htm',
    },
  },
  {
    usd: MEDIAN_HOUSEHOLD_INCOME / 12,
    id: 'growth.median-household-month',
    familiarity: 1,
    wording: "a month's income of the median US household",
    source: householdIncome,
  },
  {
    usd: FEDERAL_MINIMUM_WAGE * 2080,
    exact: true,
    id: 'growth.minimum-wage-year',
    familiarity: 1,
    wording: "a full-time year's pay at the US federal minimum wage",
    source: minimumWage,
  },
  {
    usd: MEDIAN_HOUSEHOLD_INCOME,
    id: 'growth.median-household-year',
    familiarity: 1,
    wording: 'the annual income of the median US household',
    source: householdIncome,
  },
  {
    usd: 400_000,
    exact: true,
    id: 'growth.us-president-salary',
    familiarity: 1,
    wording: 'the annual salary of the President of the United States',
    source: {
      publisher: 'Office of the Law Revision Counsel, U.S. House of Representatives (3 U.S.C. § 102)',
      checked: '2026-11-23',
      year: 2026,
      title: 'Compensation of the President',
      url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title3-section102&num=0&edition=prelim',
      yearChecked: true,
    },
  },
  {
    usd: 1_000_000,
    exact: true,
    id: 'growth.turing-award',
    familiarity: 3,
    wording: 'the prize money of the ACM Turing Award',
    source: {
      publisher: 'Communications of the ACM',
      checked: '2026-11-23',
      year: 2014,
      title: 'ACM, Google Increase Turing Award Prize to $1 Million',
      url: 'https://cacm.acm.org/news/180411-acm-google-increase-turing-award-prize-to-1-million',
    },
  },
  {
    usd: 8_000_000,
    id: 'growth.super-bowl-ad-2025',
    familiarity: 1,
    wording: 'the price of a 30-second Super Bowl commercial in 2025',
    source: {
      publisher: 'NBC Connecticut (CNBC)',
      checked: '2026-11-23',
      secondary: "a news report of the broadcaster's prices; no primary price list is published",
      year: 2025,
      title: 'Super Bowl ads beckon up to $8 million apiece for Fox',
      url: 'https://www.nbcconnecticut.com/news/business/money-report/super-bowl-ads-beckon-up-to-8-million-apiece-for-fox/3485774/',
    },
  },
  {
    usd: 42_000_000,
    id: 'growth.world-cup-prize-2022',
    familiarity: 2,
    wording: 'the prize money for winning the 2022 FIFA World Cup',
    source: {
      publisher: 'Mint',
      checked: '2026-11-23',
      secondary: "a news report; FIFA's announcement was not found in our sources yet",
      year: 2022,
      title: 'FIFA World Cup champions to be awarded $42 million in prize money',
      url: 'https://www.livemint.com/sports/football-news/fifa-world-cup-champions-to-be-awarded-42-million-in-prize-money-11671379732766.html',
    },
  },
  {
    usd: 74_609_802,
    id: 'growth.apple-ceo-pay-2024',
    familiarity: 2,
    wording: "the 2024 pay of Apple's chief executive",
    source: appleProxy2025,
  },
  {
    usd: 450_312_500,
    id: 'growth.salvator-mundi',
    familiarity: 1,
    wording: "the auction price of Leonardo da Vinci's Salvator Mundi",
    source: {
      publisher: 'Laughing Squid (reporting Christie’s)',
      checked: '2026-11-23',
      secondary: "a blog report of the sale; Christie's result page was not found in our sources yet",
      year: 2017,
      title: 'Leonardo da Vinci’s Salvator Mundi painting auction',
      url: 'https://laughingsquid.com/leonardo-da-vincis-salvator-mundi-painting-auction/',
    },
  },
  {
    usd: 1_500_000_000,
    id: 'growth.burj-khalifa-cost',
    familiarity: 2,
    wording: 'the construction cost of the Burj Khalifa',
    source: {
      publisher: 'USA Today (citing the chairman of the developer, Emaar)',
      checked: '2026-11-23',
      secondary: 'a news report quoting the developer',
      year: 2010,
      title: "Dubai opens world's tallest building",
      url: 'http://content.usatoday.com/communities/ondeadline/post/2010/01/dubai-opens-world-tallest-building/1',
    },
  },
  {
    // "A single ticket sold in California won a Powerball® jackpot worth $2.04 billion ($997.6 million
    // cash)", the Powerball Product Group's release of 8 November 2022: the annuity value.
    usd: 2_040_000_000,
    id: 'growth.powerball-record-jackpot',
    familiarity: 1,
    wording: 'the record Powerball jackpot won in November 2022',
    source: {
      publisher:
        'Powerball Product Group (Multi-State Lottery Association), reprinted by Public Gaming Research Institute',
      checked: '2026-11-25',
      secondary:
        "the lotteries' own press release as a trade publication reprinted it; powerball.com's copy was not found in our sources",
      year: 2022,
      title: 'Ticket in California Wins World Record $2.04 Billion Powerball Jackpot',
      url: 'https://publicgaming.com/news-categories/lottery/10445-ticket-in-california-wins-world-record-2-04-billion-powerball-jackpot',
    },
  },
  {
    usd: 10_000_000_000,
    id: 'growth.james-webb-cost',
    familiarity: 2,
    wording: 'the cost of the James Webb Space Telescope',
    source: {
      publisher: 'Business Insider',
      checked: '2026-11-23',
      secondary: "a news report; NASA's cost figures were not found in our sources yet",
      year: 2022,
      title: 'How NASA spent $10 billion on the James Webb telescope',
      url: 'https://www.businessinsider.com.au/nasa-spent-billions-launching-james-webb-space-telescope-2022-3',
    },
  },
  {
    // Revenues of $45,183,036 thousand for the year ended 31 December 2025 (10-K filed January 2026).
    usd: 45_183_036_000,
    id: 'growth.netflix-revenue',
    familiarity: 1,
    wording: 'the annual revenue of Netflix',
    source: {
      publisher: 'Stock Analysis on Net (selected financial data from the Netflix, Inc. 10-K for 2025)',
      checked: '2026-11-28',
      secondary:
        "a table of the 10-K's figures (45,183,036 thousand, matching the $45.183 billion Netflix reported on 20 January 2026); searched for the 10-K for 2025 on sec.gov and Netflix's investor site: only the 2024 10-K was found",
      year: 2026,
      title: 'Netflix Inc. (NASDAQ:NFLX), selected financial data',
      url: 'https://www.stock-analysis-on.net/NASDAQ/Company/Netflix-Inc/Long-Term-Trends/Selected-Financial-Data',
    },
  },
  {
    usd: 281_724_000_000,
    id: 'growth.microsoft-revenue',
    familiarity: 1,
    wording: 'the annual revenue of Microsoft',
    source: {
      publisher: 'Microsoft Corporation, annual report (SEC form 10-K, EDGAR)',
      checked: '2026-11-23',
      year: 2025,
      title: 'Form 10-K for the fiscal year ended June 30, 2025',
      url: 'https://www.sec.gov/Archives/edgar/data/789019/000095017025100235/msft-20250630.htm',
    },
  },
  {
    usd: 416_161_000_000,
    id: 'growth.apple-revenue',
    familiarity: 1,
    wording: 'the annual revenue of Apple',
    source: appleResults2025,
  },
  {
    usd: 2_240_000_000_000,
    id: 'growth.gdp-canada',
    familiarity: 1,
    wording: 'the GDP of Canada',
    source: {
      publisher: 'World Bank, World Development Indicators (figure for 2024)',
      checked: '2026-11-23',
      year: 2026,
      title: 'GDP (current US$) – Canada',
      url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.CD?locations=CA',
      yearChecked: true,
    },
  },
  {
    // "In FY2025, net outlays were $7.010 trillion" (October 2024 – September 2025), from the
    // Treasury's Monthly Treasury Statement for September 2025.
    usd: 7_010_000_000_000,
    id: 'growth.us-federal-spending',
    familiarity: 1,
    wording: 'the annual spending of the US federal government',
    source: {
      publisher:
        'U.S. Congress Joint Economic Committee (reporting the Monthly Treasury Statement, fiscal year 2025)',
      checked: '2026-11-28',
      secondary:
        "a congressional committee's summary of the Treasury's statement; searched fiscal.treasury.gov for the Monthly Treasury Statement for September 2025 and for the fiscal year 2026 results: neither statement's text was found",
      year: 2025,
      title: 'U.S. Deficit Decreases 2.8 Percent to $1.8 Trillion in FY2025',
      url: 'https://www.jec.senate.gov/public/index.cfm/republicans/newsroom?ID=4A94FB3A-E000-414F-83B3-50BB67D0A7A2',
    },
  },
  {
    // "China's GDP reached a record of 140.1879 trillion yuan (about 20.01 trillion U.S. dollars)" in
    // 2025, the NBS's preliminary figure of 19 January 2026, converted by Xinhua.
    usd: 20_010_000_000_000,
    id: 'growth.gdp-china',
    familiarity: 1,
    wording: 'the GDP of China',
    source: {
      publisher: 'Xinhua, via SunStar (National Bureau of Statistics figure for 2025)',
      checked: '2026-11-28',
      secondary:
        "Xinhua's report of the NBS figure in yuan, with its own conversion to US dollars; searched stats.gov.cn for the release of 19 January 2026: only reports of it were found",
      year: 2026,
      title: "China's GDP grows 5% in 2025, hitting annual target",
      url: 'https://www.sunstar.com.ph/cebu/chinas-gdp-grows-5-in-2025-hitting-annual-target',
    },
  },
  {
    usd: 110_000_000_000_000,
    id: 'growth.world-gdp',
    familiarity: 1,
    wording: 'the annual output of the whole world economy',
    // Searched 2026-11-28 for world GDP in the IMF's World Economic Outlook of April and October 2026:
    // only blog summaries with rounded projections were found, not the IMF's figure. Searched again
    // the same day in public repositories that mirror the IMF and World Bank data: datasets/gdp (the
    // World Bank's series) stops at 2023; several load the WEO April 2026 workbook (WEOApr2026all.xlsx)
    // but none quotes its world total for 2025, and none the October 2026 one or the World Bank's
    // 2025 figure (WDI, July 2026). The World Bank's 2024 figure, US$110.98 trillion, was seen quoted:
    // the same year as this anchor's.
    source: {
      publisher: 'Live Earth Viewer (summarising IMF World Economic Outlook data for 2024)',
      checked: '2026-11-23',
      secondary: 'summarises IMF data; the IMF database was not found in our sources yet',
      year: 2026,
      title: 'How Big the World Economy Is',
      url: 'https://liveearthviewer.com/pulse/learn/how-big-the-world-economy-is',
      yearChecked: true,
    },
  },
  {
    usd: 470_000_000_000_000,
    id: 'growth.world-private-wealth',
    familiarity: 1,
    wording: 'all the private wealth in the world',
    // Searched 2026-11-28 for the UBS Global Wealth Report 2026 (wealth at the end of 2025): not found
    // in our sources; only reports of the 2025 edition. Searched again the same day in public
    // repositories: the report (press release of 30 June 2026) is cited with its growth for 2025
    // (+10.8% in US dollars), its millionaires and its tables of wealth per adult, but none quotes its
    // total; one adds up the four bands of its wealth pyramid (US$517.69 trillion), a sum UBS does not
    // state, so it is not used.
    source: {
      publisher: 'Börsen-Zeitung (reporting the UBS Global Wealth Report 2025)',
      checked: '2026-11-23',
      secondary: 'reports the UBS figure; the report itself was not found in our sources yet',
      year: 2025,
      title: 'Rising stock markets drive growth in private wealth',
      url: 'https://www.boersen-zeitung.de/english/wealthy-chinese-on-the-rise',
    },
  },
];

export function growthShown(anchor: GrowthAnchor): string {
  return approx(`US$${formatAnchorFigure(anchor.usd, 'short')}`, anchor.exact);
}

const CENT = [rational(1, 100)];
const WHOLE = [rational(1)];
/** Growth prints at most this many significant digits (docs/prose.md). */
const GROWTH_DIGITS = 12;

/** The steps a growth is printed at: cents below one unit, whole units, and its 12th significant digit. */
function printedSteps(amount: Amount): readonly Rational[] {
  const x = amount.low.float;
  if (x < 1) return CENT;
  if (x < 10 ** GROWTH_DIGITS) return WHOLE;
  return [rational(1), rational(10n ** BigInt(Math.floor(Math.log10(x)) + 1 - GROWTH_DIGITS))];
}

/** A table of growth anchors: English's, or a language's with its local anchors (tables.ts). */
export const growthTableOf = (anchors: readonly GrowthAnchor[]): AnchorTable =>
  tableOf(
    anchors,
    (anchor) => anchor.usd,
    growthShown,
    (anchor) => shownStep(anchor.usd),
    printedSteps,
  );

export const growthTable: AnchorTable = growthTableOf(growthAnchors);
