// Anchors for durationOfDailySpend (figures in years): the time since historical and prehistoric marks.
// Events are counted back from the current year (see clock.ts), so their figures change each 1 January.
import { currentYear } from './clock.ts';
import { approx, formatAnchorFigure } from './format.ts';
import { type AnchorTable, tableOf } from './select.ts';
import type { AnchorBase } from './types.ts';

/** The year the anchor data was last checked: no event in it is later, no source newer. */
export const DATA_YEAR = 2026;

/** A dated event. `year` is historical (no year 0): 1969, 79 for AD 79, -44 for 44 BC. */
export interface EventAnchor extends AnchorBase {
  kind: 'event';
  year: number;
  circa?: true;
}

/** A prehistoric mark, stated by its source as years before present. */
export interface AgoAnchor extends AnchorBase {
  kind: 'ago';
  yearsAgo: number;
}

export type DurationAnchor = EventAnchor | AgoAnchor;

/** Whole years from an event to the reference year; there is no year 0 between 1 BC and AD 1. */
export function yearsSince(year: number, referenceYear: number): number {
  if (!Number.isInteger(year) || year === 0) throw new RangeError(`not a historical year: ${year}`);
  return referenceYear - year - (year < 0 ? 1 : 0);
}

export function eventYearLabel(year: number, circa?: boolean): string {
  const label = year < 0 ? `${-year} BC` : year < 1000 ? `AD ${year}` : `${year}`;
  return circa ? `c. ${label}` : label;
}

export const durationAnchors: readonly DurationAnchor[] = [
  {
    kind: 'event',
    year: 2025,
    wording: 'the election of Pope Leo XIV',
    source: {
      publisher: 'The Holy See (vatican.va)',
      year: 2025,
      title: 'Biography of the Holy Father Leo XIV',
      url: 'https://www.vatican.va/content/leo-xiv/en/biography/documents/biografia_leone-xiv.html',
    },
  },
  {
    kind: 'event',
    year: 2024,
    wording: 'the Paris Olympic Games',
    source: {
      publisher: 'International Olympic Committee (olympics.com)',
      year: 2024,
      title: 'Olympic Games Paris 2024',
      url: 'https://www.olympics.com/en/olympic-games/paris-2024',
    },
  },
  {
    kind: 'event',
    year: 2020,
    wording: 'the declaration of the COVID-19 pandemic',
    source: {
      publisher: 'World Health Organization',
      year: 2020,
      title: "WHO Director-General's opening remarks at the media briefing on COVID-19 – 11 March 2020",
      url: 'https://www.who.int/director-general/speeches/detail/who-director-general-s-opening-remarks-at-the-media-briefing-on-covid-19---11-march-2020',
    },
  },
  {
    kind: 'event',
    year: 2007,
    wording: 'the unveiling of the first iPhone',
    source: {
      publisher: 'Apple (Newsroom press release, 9 January 2007)',
      year: 2007,
      title: 'Apple Reinvents the Phone with iPhone',
      url: 'https://www.apple.com/newsroom/2007/01/09Apple-Reinvents-the-Phone-with-iPhone/',
    },
  },
  {
    kind: 'event',
    year: 1989,
    wording: 'the fall of the Berlin Wall',
    source: {
      publisher: 'LBC',
      secondary: 'a news report of the date; a primary record was not found in our sources yet',
      year: 2019,
      title: 'Germany and allies mark 30 years since the Berlin Wall fell',
      url: 'https://www.lbcnews.co.uk/world-news/170a989f2ce14d099c6579f513b4be5b/',
    },
  },
  {
    kind: 'event',
    year: 1969,
    wording: 'the first Moon landing',
    source: {
      publisher: 'NASA',
      year: 2026,
      title: 'Apollo 11 mission page',
      url: 'https://www.nasa.gov/mission_pages/apollo/apollo11.html',
      yearChecked: true,
    },
  },
  {
    kind: 'event',
    year: 1945,
    wording: 'the end of the Second World War in Europe',
    source: {
      publisher: 'The Baltimore Sun',
      secondary: 'a news report of the date; a primary record was not found in our sources yet',
      year: 2015,
      title: 'From the vault: V-E Day',
      url: 'https://darkroom.baltimoresun.com/2015/05/from-the-vault-v-e-day/',
    },
  },
  {
    kind: 'event',
    year: 1903,
    wording: "the Wright brothers' first powered flight",
    source: {
      publisher: 'The Washington Post',
      secondary: 'a news report of the date; a primary record was not found in our sources yet',
      year: 2011,
      title: 'Wright brothers anniversary, and the start of it all',
      url: 'https://www.washingtonpost.com/blogs/arts-post/post/wright-brothers-anniversary-and-the-start-of-it-all--good-and-bad/2011/12/15/gIQAmt7BwO_blog.html',
    },
  },
  {
    kind: 'event',
    year: 1776,
    wording: 'the US Declaration of Independence',
    source: {
      publisher: 'U.S. National Archives',
      year: 2016,
      title: 'Remarks made by the Archivist, Independence Day Ceremony',
      url: 'https://www.archives.gov/about/speeches/2016/7-4-2016.html',
    },
  },
  {
    kind: 'event',
    year: 1492,
    wording: "Columbus's first landfall in the Americas",
    source: {
      publisher: 'Library of Congress',
      year: 2007,
      title: 'Wise Guide: The First Cruise to the Caribbean',
      url: 'https://webarchive.library.unt.edu/eot2008/20081212114522/http:/www.loc.gov/wiseguide/oct07/cruise.html',
    },
  },
  {
    kind: 'event',
    year: 1215,
    wording: 'the sealing of Magna Carta',
    source: {
      publisher: 'The Baltimore Sun',
      secondary: 'a news report of the date; a primary record was not found in our sources yet',
      year: 2015,
      title: 'England celebrates the 800th anniversary of the Magna Carta',
      url: 'https://darkroom.baltimoresun.com/2015/06/england-celebrates-the-800th-anniversary-of-the-magna-carta/',
    },
  },
  {
    kind: 'event',
    year: 1066,
    wording: 'the Battle of Hastings',
    source: {
      publisher: 'English Heritage',
      year: 2016,
      title: '1066 and the Norman Conquest',
      url: 'http://www.english-heritage.org.uk/learn/1066-and-the-norman-conquest/',
    },
  },
  {
    kind: 'event',
    year: 79,
    wording: 'the eruption of Vesuvius that buried Pompeii',
    source: {
      publisher: 'Phys.org (AFP)',
      secondary: "a news report; the excavation's publication was not found in our sources yet",
      year: 2018,
      title: 'New Pompeii evidence rewrites Vesuvius eruption history',
      url: 'https://phys.org/news/2018-10-pompeii-evidence-rewrites-vesuvius-eruption.html',
    },
  },
  {
    kind: 'event',
    year: -44,
    wording: 'the assassination of Julius Caesar',
    source: {
      publisher: 'The New York Times',
      secondary: 'a news report of the date; a primary record was not found in our sources yet',
      year: 2023,
      title: 'Friends, Tourists, Countrymen, See Where Julius Caesar Was Killed',
    },
  },
  {
    kind: 'event',
    year: -2560,
    circa: true,
    wording: 'the completion of the Great Pyramid of Giza',
    source: {
      publisher: 'Big Think',
      secondary: 'a magazine article; the papyrus publication was not found in our sources yet',
      year: 2021,
      title: 'A papyrus reveals how the Great Pyramid was built',
      url: 'https://bigthink.com/robby-berman/a-just-discovered-papyrus-reveals-how-the-great-pyramid-was-built',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 11_700,
    wording: 'the end of the last ice age and the start of the Holocene',
    source: {
      // The base of the Holocene: 0.0117 million years.
      publisher: 'International Commission on Stratigraphy',
      year: 2023,
      title: 'International Chronostratigraphic Chart v2023/09',
      url: 'https://stratigraphy.org/ICSchart/ChronostratChart2023-09.pdf',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 45_500,
    wording: 'the painting of a wild pig in a cave on Sulawesi',
    source: {
      publisher: 'Science Advances 7 (3), eabd4648 (Brumm et al.)',
      year: 2021,
      title: 'Oldest cave art found in Sulawesi',
      url: 'https://doi.org/10.1126/sciadv.abd4648',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 315_000,
    wording: 'the earliest known fossils of Homo sapiens',
    // Jebel Irhoud, Morocco: the layer with the fossils dated to 315,000 ± 34,000 years ago.
    source: {
      publisher: 'Nature 546, 293–296 (Richter et al.)',
      year: 2017,
      title:
        'The age of the hominin fossils from Jebel Irhoud, Morocco, and the origins of the Middle Stone Age',
      url: 'https://doi.org/10.1038/nature22335',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 2_580_000,
    wording: 'the start of the Quaternary ice ages',
    source: {
      publisher: 'Episodes (IUGS)',
      year: 2010,
      title:
        'The newly-ratified definition of the Quaternary System/Period and redefinition of the Pleistocene Series/Epoch',
      url: 'http://www.episodes.org/journal/view.html?doi=10.18814/epiiugs/2010/v33i3/002',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 7_000_000,
    wording: 'Sahelanthropus, one of the earliest known human relatives',
    // The Smithsonian dates it to between 7 and 6 million years ago; the anchor takes the older end.
    source: {
      publisher: 'Smithsonian National Museum of Natural History (Smithsonian Science)',
      year: 2011,
      title: "Artist's recreation of 7- to 6-million-year-old early human unveiled in Hall of Human Origins",
      url: 'http://smithsonianscience.org/2011/03/new-bust-of-early-human-ancestor-unveiled-in-the-smithsonians-hall-of-human-origins/',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 66_000_000,
    wording: 'the extinction of the dinosaurs',
    source: {
      publisher: 'Smithsonian National Museum of Natural History',
      year: 2014,
      title: 'The Last American Dinosaurs: Discovering a Lost World',
      url: 'https://naturalhistory.si.edu/exhibits/last-american-dinosaurs-discovering-lost-world',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 252_000_000,
    wording: 'the Great Dying, the largest mass extinction in the history of animal life',
    source: {
      publisher: 'MIT News',
      year: 2014,
      title: 'An extinction in the blink of an eye',
      url: 'https://news.mit.edu/2014/an-extinction-in-the-blink-of-an-eye-0210',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 538_800_000,
    wording: 'the start of the Cambrian period and its explosion of animal life',
    source: {
      publisher: 'International Commission on Stratigraphy (chart v2023/09, via the Paleobiology Database)',
      year: 2023,
      title: 'International Chronostratigraphic Timescale',
      url: 'https://paleobiodb.org/classic/displayTimescale?interval=Waucoban%2CFortunian&scale=1%2C196%2C9%2C138%2C186%2C197',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 4_540_000_000,
    wording: 'the formation of the Earth',
    source: {
      publisher: 'U.S. Geological Survey (W. L. Newman, Geologic Time)',
      year: 2007,
      title: 'Age of the Earth',
      url: 'https://pubs.usgs.gov/gip/geotime/age.html',
    },
  },
  {
    kind: 'ago',
    yearsAgo: 13_800_000_000,
    wording: 'the Big Bang',
    source: {
      // The age of the Universe: 13.787 ± 0.020 billion years.
      publisher: 'Astronomy & Astrophysics 641, A6 (Planck Collaboration)',
      year: 2020,
      title: 'Planck 2018 results. VI. Cosmological parameters',
      url: 'https://arxiv.org/abs/1807.06209',
    },
  },
];

/** The anchor's figure in years, counted back from `referenceYear`. */
export function durationFigure(anchor: DurationAnchor, referenceYear: number): number {
  return anchor.kind === 'event' ? yearsSince(anchor.year, referenceYear) : anchor.yearsAgo;
}

function durationShown(anchor: DurationAnchor): string {
  return anchor.kind === 'event'
    ? eventYearLabel(anchor.year, anchor.circa)
    : `${approx(formatAnchorFigure(anchor.yearsAgo, 'long'), false)} years ago`;
}

const tablesByYear = new Map<number, AnchorTable>();

/**
 * The anchors as counted from `referenceYear` (default: the current year), built once per year.
 * Events not before that year are left out, so a clock set in the past never yields a span of zero.
 */
export function durationTable(referenceYear: number = currentYear()): AnchorTable {
  let table = tablesByYear.get(referenceYear);
  if (!table) {
    const past = durationAnchors.filter((anchor) => anchor.kind === 'ago' || anchor.year < referenceYear);
    table = tableOf(past, (anchor) => durationFigure(anchor, referenceYear), durationShown);
    tablesByYear.set(referenceYear, table);
  }
  return table;
}
