// Anchors for numberOfItems (figures are counts): populations from a household to the world, then
// large countable things.

import { rational } from '../money/rational.ts';
import { approx, formatAnchorFigure } from './format.ts';
import { type AnchorTable, shownStep, tableOf } from './perspective.ts';
import type { AnchorBase } from './types.ts';

export interface ItemsAnchor extends AnchorBase {
  count: number;
  /** Plural noun for the anchor's own figure: `(≈2.79M people)`. */
  noun: 'people' | 'stars' | 'pupils' | 'seats' | 'runners' | 'guests';
  exact?: true;
  /**
   * A group gathered by an occasion (seats, guests, runners), not people of a place or of an office:
   * paired only with everyday items (a coffee for every seat), never with assets ("7.1 luxury islands
   * for every seat on a jumbo jet" reads as a joke; a house for every senator does not).
   */
  gathering?: true;
}

/** Items up to this price (US dollars) are everyday ones: a coffee, a meal, a dinner, a smartphone, a month of childcare. */
export const EVERYDAY_PRICE = 2_000;

const congressFacts = {
  publisher: 'European Parliamentary Research Service',
  checked: '2026-11-23',
  secondary: 'a research briefing; the seats are fixed by the U.S. Constitution',
  year: 2017,
  title: 'United States Congress: facts and figures',
  url: 'https://epthinktank.eu/2017/12/20/united-states-congress-facts-and-figures/congress-overall/',
} as const;
// Estimates for 2024.
const worldPopulationProspects = {
  publisher: 'United Nations, Department of Economic and Social Affairs, Population Division',
  checked: '2026-11-23',
  year: 2024,
  title: 'World Population Prospects 2024: Summary of Results',
  url: 'https://population.un.org/wpp/assets/Files/WPP2024_Summary-of-Results.pdf',
} as const;

export const itemsAnchors: readonly ItemsAnchor[] = [
  {
    count: 100,
    noun: 'people',
    exact: true,
    id: 'items.us-senate',
    familiarity: 1,
    wording: 'member of the US Senate',
    source: congressFacts,
  },
  {
    count: 467,
    noun: 'seats',
    id: 'items.boeing-747-8',
    gathering: true,
    familiarity: 1,
    wording: 'seat on a Boeing 747-8 jumbo jet',
    source: {
      // "467 seats in a three-class configuration", Boeing's launch figure.
      publisher: 'TechCrunch (quoting Boeing)',
      checked: '2026-11-25',
      secondary: "a news report quoting Boeing's page; Boeing's own page was not found in our sources",
      year: 2011,
      title: 'Boeing To Debut 747-8 Intercontinental This Weekend',
      url: 'https://techcrunch.com/2011/02/11/boeing-to-debut-747-8-intercontinental-this-weekend/',
    },
  },
  {
    count: 535,
    noun: 'people',
    exact: true,
    id: 'items.us-congress',
    familiarity: 2,
    wording: 'voting member of the US Congress',
    source: congressFacts,
  },
  {
    // "People who reside in the Vatican (citizens and non-citizens) -- 880" (statistics of 20 June 2024).
    count: 880,
    noun: 'people',
    id: 'items.vatican-city',
    familiarity: 1,
    wording: 'person in Vatican City',
    source: {
      publisher: 'Governorate of Vatican City State',
      checked: '2026-11-25',
      year: 2024,
      title: 'Population',
      url: 'https://vaticanstate.va/en/state-and-government/general-informations/population.html',
    },
  },
  {
    count: 3662,
    noun: 'people',
    id: 'items.falkland-islands',
    familiarity: 3,
    wording: 'person in the Falkland Islands',
    source: {
      publisher: 'Falkland Islands Government',
      checked: '2026-11-23',
      year: 2024,
      title: 'Falkland Islands 2021 Census Report',
      url: 'https://www.falklands.gov.fk/policy/2021-census/census',
    },
  },
  {
    count: 7600,
    noun: 'guests',
    id: 'items.icon-of-the-seas',
    gathering: true,
    familiarity: 1,
    // Dated: the title passed to its sister Star of the Seas (August 2025), and a bare "the world's
    // largest" would go stale with every new ship (issue 25, the editor's read).
    wording: "guest on Icon of the Seas, the world's largest cruise ship at its 2024 launch",
    source: {
      publisher: 'The Sydney Morning Herald (citing Royal Caribbean)',
      checked: '2026-11-25',
      secondary:
        "a news report of the line's figures; Royal Caribbean's own page was not found in our sources",
      year: 2023,
      title: "Five times the size of the Titanic: seven wild facts about the world's biggest cruise ship",
      url: 'https://www.smh.com.au/traveller/reviews-and-advice/five-times-the-size-of-the-titanic-seven-wild-facts-about-the-world-s-biggest-cruise-ship-20230714-p5do6x.html',
    },
  },
  {
    count: 15_040,
    noun: 'people',
    id: 'items.cook-islands',
    familiarity: 3,
    wording: 'person in the Cook Islands',
    source: {
      publisher: 'Cook Islands Ministry of Finance and Economic Management (Statistics Office)',
      checked: '2026-11-23',
      year: 2026,
      title: 'Census of Population and Dwellings 2021',
      url: 'https://www.mfem.gov.ck/component/tags/tag/population',
      yearChecked: true,
    },
  },
  {
    count: 38_367,
    noun: 'people',
    id: 'items.monaco',
    familiarity: 2,
    wording: 'person in Monaco',
    source: {
      publisher: 'Monaco Statistics (IMSEE)',
      checked: '2026-11-23',
      year: 2024,
      title: '2023 Population census',
      url: 'https://monacostatistics.mc/News/2023-Population-census',
    },
  },
  {
    count: 55_646,
    noun: 'runners',
    id: 'items.nyc-marathon-2024',
    gathering: true,
    familiarity: 2,
    wording: 'finisher of the 2024 New York City Marathon',
    source: {
      publisher: 'TCS (the race sponsor), via Gondola',
      checked: '2026-11-25',
      secondary: "the sponsor's post; the organisers' results page was not found in our sources",
      year: 2024,
      title: 'Congratulations to the 55,646 runners',
      url: 'https://gondola.cc/posts/24608990-tcsglobal-instagram',
    },
  },
  {
    // The population on 1 April 2026 (Statistics Greenland's quarterly release). Its releases for
    // 1 July 2026 (due August) and 1 October 2026 (due November) were not found in our sources.
    count: 56_948,
    noun: 'people',
    id: 'items.greenland',
    familiarity: 2,
    wording: 'person in Greenland',
    source: {
      publisher: 'Statistics Greenland',
      checked: '2026-11-28',
      year: 2026,
      title: 'Population 208 up in 1st quarter, 2026 (1 April 2026)',
      url: 'https://stat.gl/dialog/topmain.asp?lang=en&subject=Population&sc=BE',
    },
  },
  {
    count: 90_000,
    noun: 'seats',
    id: 'items.wembley-stadium',
    gathering: true,
    familiarity: 1,
    wording: 'seat in Wembley Stadium',
    source: {
      publisher: 'Wembley Stadium',
      checked: '2026-11-25',
      year: 2026,
      title: 'Stadium Facts and Features',
      url: 'https://www.wembleystadium.com/about/stadium-facts-and-features',
      yearChecked: true,
    },
  },
  {
    // The population on 1 January 2026 (Statistics Iceland, table MAN00000; the agency publishes the
    // year's figure in March).
    count: 394_324,
    noun: 'people',
    id: 'items.iceland',
    familiarity: 1,
    wording: 'person in Iceland',
    source: {
      publisher: 'Statistics Iceland (table MAN00000, population on 1 January)',
      checked: '2026-11-28',
      secondary:
        "the table's series as read from Statistics Iceland's PX-Web API and quoted in a public GitHub repository (found by text search; its 1 January 2025 figure, 389,444, is the one this anchor carried from the agency's own release); the agency's news release for 1 January 2026 was not found in our sources",
      year: 2026,
      title: 'Mannfjöldi 1. janúar (Population on 1 January), table MAN00000',
      url: 'https://statice.is/statistics/population/inhabitants/',
    },
  },
  {
    // The population on 1 January 2025 (STATEC, April 2025). Searched 2026-11-28 for STATEC's figure
    // for 1 January 2026 (due April 2026; STATEC, RTL, L'essentiel, Le Quotidien, Chronicle.lu, and
    // public repositories quoting STATEC): only commune figures for that day were found, not the
    // national total.
    count: 681_973,
    noun: 'people',
    id: 'items.luxembourg',
    familiarity: 2,
    wording: 'person in Luxembourg',
    source: {
      publisher: 'RTL Infos (reporting STATEC)',
      checked: '2026-11-28',
      secondary:
        'a news report of the STATEC release (Le Quotidien reports the same figure); the STATEC release was not found in our sources, nor its figure for 1 January 2026',
      year: 2025,
      title: 'La population du Luxembourg augmente, mais plus lentement',
      url: 'https://infos.rtl.lu/actu/luxembourg/a/2302651.html',
    },
  },
  {
    // The population on 1 January 2026, Statistics Estonia's preliminary figure (January 2026).
    count: 1_362_954,
    noun: 'people',
    id: 'items.estonia',
    familiarity: 2,
    wording: 'person in Estonia',
    source: {
      publisher: 'ERR News (reporting Statistics Estonia)',
      checked: '2026-11-28',
      secondary:
        "a news report of Statistics Estonia's preliminary figure; the agency's own release (stat.ee, Population figure) was searched for and not found in our sources, nor a revised figure of May 2026",
      year: 2026,
      title: "Estonia's population fell by over 7,000 in 2025",
      url: 'https://news.err.ee/1609910107/estonia-s-population-fell-by-over-7-000-in-2025',
    },
  },
  {
    // The city (census subdivision) on 1 July 2025, Statistics Canada's estimate of January 2026
    // (table 17-10-0155-01; the same table now gives 3,280,417 for 1 July 2024).
    count: 3_271_830,
    noun: 'people',
    id: 'items.toronto',
    familiarity: 1,
    wording: 'person in Toronto',
    source: {
      publisher: 'Statistics Canada (table 17-10-0155-01, population estimates for 1 July 2025)',
      checked: '2026-11-28',
      secondary:
        "the table's figure for Toronto (C), Ontario (CSD 3520005), 1 July 2025, as copied from the official CSV into two public GitHub repositories (found by text search; one also gives the 2021-2024 series); the table itself was not in our sources",
      year: 2026,
      title: 'Table 17-10-0155-01 Population estimates, July 1, by census subdivision, 2021 boundaries',
      url: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=1710015501',
    },
  },
  {
    // The London region (E12000007) at mid-2025 (30 June 2025), ONS mid-year estimates (the UK
    // workbook released 1 October 2026): the sum of the 33 boroughs.
    count: 9_122_909,
    noun: 'people',
    id: 'items.london',
    familiarity: 1,
    wording: 'person in London',
    source: {
      publisher: 'Office for National Statistics (mid-year population estimates, mid-2025)',
      checked: '2026-11-28',
      secondary:
        'the ONS figures for the 33 London boroughs at mid-2025 (Nomis table NM_31_1) as mirrored in github.com/PolicyEngine/chronicle at commit 265fb7e (db/data/ons/lad_population_by_age_2025), summed: 9,122,909, which another public repository gives as the ONS figure for the London region; the ONS workbook (mye25tablesuk.xlsx) was not readable in our sources',
      year: 2026,
      title: 'Population estimates for the UK, England, Wales, Scotland and Northern Ireland: mid-2025',
      url: 'https://www.ons.gov.uk/peoplepopulationandcommunity/populationandmigration/populationestimates/datasets/populationestimatesforukenglandandwalesscotlandandnorthernireland',
    },
  },
  {
    // The population on 1 July 2026, Statistics Canada's quarterly estimate (table 17-10-0009-01,
    // released 23 September 2026).
    count: 41_798_407,
    noun: 'people',
    id: 'items.canada',
    familiarity: 1,
    wording: 'person in Canada',
    source: {
      publisher: 'Statistics Canada (table 17-10-0009-01, estimate for 1 July 2026)',
      checked: '2026-11-28',
      secondary:
        "the table's value for Canada on 1 July 2026 (vector v1), with its release date, as copied into several independent public GitHub repositories (found by text search; one gives the provinces beside it); the table and The Daily's release were not in our sources",
      year: 2026,
      title: 'Table 17-10-0009-01 Population estimates, quarterly',
      url: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=1710000901',
    },
  },
  {
    // The population on 1 October 2025, the 2025 census's preliminary count (Statistics Bureau of
    // Japan, 令和7年国勢調査 人口速報集計), foreign residents included. Its final count (人口等基本集計)
    // was published on 29 September 2026: searched 2026-11-28 for its national total (e-Stat, the
    // Statistics Bureau, news reports, public repositories): only citations of the release were found.
    count: 123_049_524,
    noun: 'people',
    id: 'items.japan',
    familiarity: 1,
    wording: 'person in Japan',
    source: {
      publisher: 'Statistics Bureau of Japan (2025 Population Census, preliminary counts)',
      checked: '2026-11-28',
      secondary:
        'the national total as given in github.com/wata909/Japan_Census2025 (README at commit 57fb106, whose municipal figures add up to it) and with this address in other public repositories; the release itself was not in our sources',
      year: 2026,
      title: '令和7年国勢調査 人口速報集計結果',
      url: 'https://www.soumu.go.jp/menu_news/s-news/01toukei03_01000140.html',
    },
  },
  {
    // The resident population on 1 July 2025, the Census Bureau's Vintage 2025 estimate (27 January 2026).
    count: 341_784_857,
    noun: 'people',
    id: 'items.united-states',
    familiarity: 1,
    wording: 'person in the United States',
    source: {
      publisher: 'NAHB Eye on Housing (reporting U.S. Census Bureau Vintage 2025 estimates)',
      checked: '2026-11-28',
      secondary:
        "a report of the estimates with their exact total; the Census Bureau's release of 27 January 2026 (census.gov, Population Growth Slows) was found, its total not in our copy of it",
      year: 2026,
      title: 'U.S. Population Growth Slows in 2025',
      url: 'https://eyeonhousing.org/2026/02/u-s-population-growth-slows-in-2025',
    },
  },
  {
    count: 1_450_000_000,
    noun: 'people',
    id: 'items.india',
    familiarity: 1,
    wording: 'person in India',
    source: worldPopulationProspects,
  },
  {
    count: 8_200_000_000,
    noun: 'people',
    id: 'items.world',
    familiarity: 1,
    wording: 'person on Earth',
    source: worldPopulationProspects,
  },
  {
    count: 117_000_000_000,
    noun: 'people',
    id: 'items.people-ever-lived',
    familiarity: 2,
    wording: 'person who has ever lived',
    source: {
      publisher: 'Population Reference Bureau (Toshiko Kaneda and Carl Haub)',
      checked: '2026-11-23',
      year: 2022,
      title: 'How Many People Have Ever Lived on Earth?',
      url: 'https://www.prb.org/articles/how-many-people-have-ever-lived-on-earth/',
    },
  },
  {
    count: 1_000_000_000_000,
    noun: 'stars',
    id: 'items.andromeda-stars',
    familiarity: 3,
    wording: 'star in the Andromeda galaxy',
    source: {
      publisher: 'NASA Jet Propulsion Laboratory (Space Images)',
      checked: '2026-11-23',
      year: 2026,
      title: 'Hot and Cold Andromeda Galaxy',
      url: 'http://www.jpl.nasa.gov/education/spaceimages/index.cfm?category=13',
      yearChecked: true,
    },
  },
];

export function itemsShown(anchor: ItemsAnchor): string {
  return `${approx(formatAnchorFigure(anchor.count, 'short'), anchor.exact)} ${anchor.noun}`;
}

/** A count is printed in full: its step is one item. */
const ONE = [rational(1)];

export const tableOfGroups = (anchors: readonly ItemsAnchor[]): AnchorTable =>
  tableOf(
    anchors,
    (anchor) => anchor.count,
    itemsShown,
    (anchor) => shownStep(anchor.count),
    () => ONE,
  );

/** The groups that are not gathered by an occasion. */
export const residentsOf = (anchors: readonly ItemsAnchor[]) => anchors.filter((anchor) => !anchor.gathering);

/** Every group, for everyday items. */
export const itemsTable: AnchorTable = tableOfGroups(itemsAnchors);
/** Every group but those gathered by an occasion, for items above EVERYDAY_PRICE (assets, salaries, debts). */
export const residentsTable: AnchorTable = tableOfGroups(residentsOf(itemsAnchors));
