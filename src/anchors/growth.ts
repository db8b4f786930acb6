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
const MEDIAN_HOUSEHOLD_INCOME_2023 = 80_610;

const minimumWage = {
  publisher: 'U.S. Department of Labor, Wage and Hour Division (archived)',
  checked: '2026-11-23',
  year: 2009,
  title: 'General Information on the Fair Labor Standards Act (FLSA), revised July 2009',
  url: 'https://cybercemetery.unt.edu/archive/oilspill/20130222030708/http://www.dol.gov/whd/regs/compliance/mwposter.htm',
} as const;
const householdIncome = {
  publisher: 'U.S. Census Bureau',
  checked: '2026-11-23',
  year: 2024,
  title: 'Income in the United States: 2023 (P60-282)',
  url: 'https://www.census.gov/library/publications/2024/demo/p60-282.html',
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
    usd: 1143,
    id: 'growth.median-weekly-earnings',
    familiarity: 1,
    wording: 'the median weekly earnings of a full-time US worker',
    source: {
      publisher: 'U.S. Bureau of Labor Statistics',
      checked: '2026-11-23',
      year: 2024,
      title: 'Usual Weekly Earnings of Wage and Salary Workers, Second Quarter 2024',
      url: 'https://www.bls.gov/news.release/wkyeng.nr0.htm',
    },
  },
  {
    usd: MEDIAN_HOUSEHOLD_INCOME_2023 / 12,
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
    usd: MEDIAN_HOUSEHOLD_INCOME_2023,
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
    usd: 39_000_966_000,
    id: 'growth.netflix-revenue',
    familiarity: 1,
    wording: 'the annual revenue of Netflix',
    source: {
      publisher: 'Netflix, Inc., annual report (SEC form 10-K)',
      checked: '2026-11-23',
      year: 2025,
      title: 'Consolidated statements of operations, 2024',
      url: 'https://d18rn0p25nwr6d.cloudfront.net/CIK-0001065280/e8c46cf4-c7fe-44f8-95eb-65a4a2d7da0a.html',
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
    usd: 391_035_000_000,
    id: 'growth.apple-revenue',
    familiarity: 1,
    wording: 'the annual revenue of Apple',
    source: appleProxy2025,
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
    usd: 6_752_000_000_000,
    id: 'growth.us-federal-spending',
    familiarity: 1,
    wording: 'the annual spending of the US federal government',
    source: {
      publisher: 'Gaya One (reporting the U.S. Treasury, fiscal year 2024)',
      checked: '2026-11-23',
      secondary:
        "reports the Treasury figure; the Treasury's own statement of FY2024 results was found only cited, never its text",
      year: 2024,
      title: 'U.S. budget deficit for fiscal year 2024',
      url: 'https://gaya.one/en/world-events/breaking-news/1ef8de88-29b5-6cf0-ae51-1fb3c99a981b',
    },
  },
  {
    usd: 18_770_000_000_000,
    id: 'growth.gdp-china',
    familiarity: 1,
    wording: 'the GDP of China',
    source: {
      publisher: 'Beijing Review (National Bureau of Statistics figure for 2024)',
      checked: '2026-11-23',
      secondary: 'reports the NBS figure; the NBS release was not found in our sources yet',
      year: 2025,
      title: 'Rising above adversity',
      url: 'http://www.bjreview.com.cn/Opinion/Editorial/202501/t20250124_800390973.html',
    },
  },
  {
    usd: 110_000_000_000_000,
    id: 'growth.world-gdp',
    familiarity: 1,
    wording: 'the annual output of the whole world economy',
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
