// Anchors for durationOfDailySpend (figures in days): spans a reader has lived through (a US
// presidential term, a 30-year mortgage, a lifetime), the time since dated events, counted from their
// day to today (see clock.ts), and prehistoric marks stated as years before present.
import { type Rational, rational, times } from '../money/rational.ts';
import { currentDay } from './clock.ts';
import { approx, formatAnchorFigure } from './format.ts';
import { type Amount, type AnchorTable, lastOfEqual, makeTable, prepare, shownStep } from './perspective.ts';
import type { AnchorBase, PreparedAnchor } from './types.ts';

/** The year the anchor data was last checked: no event in it is later, no source newer. */
export const DATA_YEAR = 2026;
/** The day docs/anchors.md and docs/examples.md are generated for, so that they are reproducible. */
export const DATA_DAY = '2026-11-28';

/** Days in the 365-day year durations are printed in (docs/conventions.md §7). */
const YEAR = 365;

/** Days in a Julian year, the year the IAU and the length of a multi-year span are counted in. */
const DAYS_PER_JULIAN_YEAR = 365.25;

/**
 * A date as precisely as its source gives it: the day, the month or only the year. `year` is
 * historical (no year 0): 1969, 79 for AD 79, -44 for 44 BC. Dates before 1582 are in the Julian
 * calendar, as their sources give them.
 */
export interface EventDate {
  year: number;
  month?: number;
  day?: number;
  calendar?: 'julian';
}

/** A dated event: "the time since" it is counted from its date to today. */
export interface EventAnchor extends AnchorBase {
  kind: 'event';
  date: EventDate;
  circa?: true;
}

/** A span of fixed length: a term of office, a mortgage, a lifetime, a planet's year. */
export interface SpanAnchor extends AnchorBase {
  kind: 'span';
  days: number;
  /** How the figure is shown: `4 years`, `≈78.4 years`, `687 days`. */
  shown: string;
}

/** A prehistoric mark, stated by its source as years before present. */
export interface AgoAnchor extends AnchorBase {
  kind: 'ago';
  yearsAgo: number;
  /**
   * The year (from its 1 January) the source counts back from, where it names one: 2000 for a date
   * "b2k" (before AD 2000), as the base of the Holocene is. The time since is then `yearsAgo` plus
   * the days from that day to today. Without it the figure is so round that the years since its
   * source do not move it (a figure of millions of years).
   */
  epoch?: number;
}

export type DurationAnchor = EventAnchor | SpanAnchor | AgoAnchor;

/** The Julian Day Number of a date (astronomical year numbering inside: 1 BC is year 0). */
export function dayNumber(year: number, month: number, day: number, calendar?: 'julian'): number {
  if (!Number.isInteger(year) || year === 0) throw new RangeError(`not a historical year: ${year}`);
  const astronomical = year < 0 ? year + 1 : year;
  const a = Math.floor((14 - month) / 12);
  const y = astronomical + 4800 - a;
  const m = month + 12 * a - 3;
  const common = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4);
  return calendar === 'julian'
    ? common - 32_083
    : common - Math.floor(y / 100) + Math.floor(y / 400) - 32_045;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function lastDayOf(year: number, month: number, calendar?: 'julian'): number {
  if (month !== 2) return DAYS_IN_MONTH[month - 1] as number;
  const astronomical = year < 0 ? year + 1 : year;
  const leap =
    calendar === 'julian'
      ? astronomical % 4 === 0
      : (astronomical % 4 === 0 && astronomical % 100 !== 0) || astronomical % 400 === 0;
  return leap ? 29 : 28;
}

/** The first and last day the date may mean, as Julian Day Numbers. */
export function dateRange(date: EventDate): [number, number] {
  const { year, month, day, calendar } = date;
  if (month === undefined) return [dayNumber(year, 1, 1, calendar), dayNumber(year, 12, 31, calendar)];
  if (day === undefined) {
    return [
      dayNumber(year, month, 1, calendar),
      dayNumber(year, month, lastDayOf(year, month, calendar), calendar),
    ];
  }
  const exact = dayNumber(year, month, day, calendar);
  return [exact, exact];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `20 July 1969`, `July 1969`, `1969`, `AD 79`, `15 March 44 BC`, `c. 2560 BC`. */
export function eventDateLabel(date: EventDate, circa?: boolean): string {
  const { year, month, day } = date;
  const yearLabel = year < 0 ? `${-year} BC` : year < 1000 ? `AD ${year}` : `${year}`;
  const monthLabel = month === undefined ? '' : `${MONTHS[month - 1]} `;
  const dayLabel = day === undefined ? '' : `${day} `;
  return `${circa ? 'c. ' : ''}${dayLabel}${monthLabel}${yearLabel}`;
}

// Spans a reader has lived through. Their figures do not move with the date.
const nasaFactSheet = {
  publisher: 'NASA Goddard Space Flight Center (NSSDCA)',
  year: 2026,
  title: 'Planetary Fact Sheets (sidereal orbit periods)',
  url: 'https://nssdc.gsfc.nasa.gov/planetary/factsheet/',
  yearChecked: true,
} as const;

export const spanAnchors: readonly SpanAnchor[] = [
  {
    kind: 'span',
    days: 280,
    shown: '280 days',
    id: 'duration.pregnancy',
    familiarity: 1,
    wording: 'the length of a pregnancy as counted to its due date',
    source: {
      // "Due dates … are calculated as 280 days (or 40 weeks) from the day of a woman's last menstrual period."
      publisher:
        "Science News (reporting the American College of Obstetricians and Gynecologists' definition of full term)",
      secondary:
        "a news report of the obstetricians' convention; ACOG's committee opinion was not found in our sources",
      year: 2013,
      title: "New definition of 'full term' narrows on-time arrival window",
      url: 'https://www.sciencenews.org/print/node/187497',
    },
  },
  {
    kind: 'span',
    days: 686.98,
    shown: '≈687 days',
    id: 'duration.mars-orbit',
    familiarity: 2,
    wording: 'the time Mars takes to go around the Sun',
    source: nasaFactSheet,
  },
  {
    kind: 'span',
    days: 2 * DAYS_PER_JULIAN_YEAR,
    shown: '2 years',
    id: 'duration.us-house-term',
    familiarity: 2,
    wording: 'the length of a term in the US House of Representatives',
    source: {
      // Art. I, §2, cl. 1: "Members chosen every second Year".
      publisher: 'U.S. Constitution, art. I, §2 (University of Kansas, Constitution Day)',
      year: 2026,
      title: 'The Legislative Branch',
      url: 'https://constitutionday.ku.edu/legislative-branch',
      yearChecked: true,
    },
  },
  {
    kind: 'span',
    days: 4 * DAYS_PER_JULIAN_YEAR,
    shown: '4 years',
    id: 'duration.us-presidential-term',
    familiarity: 1,
    wording: 'the length of a US presidential term',
    source: {
      // Art. II, §1, cl. 1: "He shall hold his Office during the Term of four Years".
      publisher: 'U.S. Constitution, art. II, §1 (Constitution Annotated, Legal Information Institute)',
      year: 2026,
      title: 'ArtII.S1.C1.9 Term of the President',
      url: 'https://www.law.cornell.edu/constitution-conan/article-2/section-1/clause-1/term-of-the-president',
      yearChecked: true,
    },
  },
  {
    kind: 'span',
    days: 6 * DAYS_PER_JULIAN_YEAR,
    shown: '6 years',
    id: 'duration.us-senate-term',
    familiarity: 2,
    wording: 'the length of a US Senate term',
    source: {
      // Art. I, §3, cl. 1: Senators "for six Years".
      publisher: 'U.S. Constitution, art. I, §3 (Consource)',
      year: 2026,
      title: 'Election of Senators Clause',
      url: 'https://www.consource.org/index/election-of-senators-clause/',
      yearChecked: true,
    },
  },
  {
    kind: 'span',
    days: 4332.59,
    shown: '≈11.9 years',
    id: 'duration.jupiter-orbit',
    familiarity: 3,
    wording: 'the time Jupiter takes to go around the Sun',
    source: nasaFactSheet,
  },
  {
    kind: 'span',
    days: 30 * DAYS_PER_JULIAN_YEAR,
    shown: '30 years',
    id: 'duration.30-year-mortgage',
    familiarity: 1,
    wording: 'the length of a 30-year mortgage, the loan most US homebuyers choose',
    source: {
      // "About 90 percent of homebuyers chose the 30-year fixed-rate mortgage in 2016."
      publisher: 'Freddie Mac',
      year: 2017,
      title: "Why America's Homebuyers & Communities Rely on the 30-Year Fixed-Rate Mortgage",
      url: 'https://sf.freddiemac.com/articles/insights/why-americas-homebuyers-communities-rely-on-the-30-year-fixed-rate-mortgage',
      checked: '2026-11-25',
    },
  },
  {
    kind: 'span',
    days: 37.2 * DAYS_PER_JULIAN_YEAR,
    shown: '≈37.2 years',
    id: 'duration.eu-working-life',
    familiarity: 1,
    wording: 'the average working life in the European Union',
    source: {
      // Eurostat, lfsi_dwl_a: expected duration of working life of 15-year-olds, EU, 2024.
      publisher: 'Eurostat (news release, reprinted by Europe Says)',
      secondary:
        "a verbatim reprint of Eurostat's news release; the release itself was not found in our sources",
      year: 2025,
      title: 'Duration of working life in the EU: 37.2 years in 2024',
      url: 'https://www.europesays.com/uk/271649',
      checked: '2026-11-25',
    },
  },
  {
    kind: 'span',
    // "Life expectancy was 79.0 years for the U.S. population in 2024" (NCHS Data Brief No. 548,
    // Mortality in the United States, 2024, January 2026).
    days: 79 * DAYS_PER_JULIAN_YEAR,
    shown: '≈79.0 years',
    id: 'duration.us-life-expectancy',
    familiarity: 1,
    wording: 'the life expectancy at birth in the United States',
    source: {
      publisher: 'HealthDay News (reporting NCHS Data Brief No. 548, Mortality in the United States, 2024)',
      secondary:
        'a news report of the NCHS data brief; searched cdc.gov for the brief (db548): it was found only cited, never its text',
      year: 2026,
      title: '2023 to 2024 saw increase in life expectancy, decrease in death rates',
      url: 'https://www.healthday.com/healthpro-news/public-health/2023-to-2024-saw-increase-in-life-expectancy-decrease-in-death-rates',
      checked: '2026-11-28',
    },
  },
];

const eventAnchors: readonly DurationAnchor[] = [
  {
    kind: 'event',
    date: { year: 2025, month: 5, day: 8 },
    id: 'duration.pope-leo-xiv',
    familiarity: 2,
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
    date: { year: 2024, month: 7, day: 26 },
    id: 'duration.paris-olympic-games',
    familiarity: 1,
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
    date: { year: 2020, month: 3, day: 11 },
    id: 'duration.covid-19-pandemic',
    familiarity: 1,
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
    date: { year: 2007, month: 1, day: 9 },
    id: 'duration.first-iphone',
    familiarity: 1,
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
    date: { year: 1989, month: 11, day: 9 },
    id: 'duration.fall-berlin-wall',
    familiarity: 1,
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
    date: { year: 1969, month: 7, day: 20 },
    id: 'duration.moon-landing',
    familiarity: 1,
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
    date: { year: 1945, month: 5, day: 8 },
    id: 'duration.ve-day',
    familiarity: 1,
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
    date: { year: 1903, month: 12, day: 17 },
    id: 'duration.first-powered-flight',
    familiarity: 1,
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
    date: { year: 1776, month: 7, day: 4 },
    id: 'duration.us-independence',
    familiarity: 1,
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
    date: { year: 1492, month: 10, day: 12, calendar: 'julian' },
    id: 'duration.columbus-landfall',
    familiarity: 1,
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
    date: { year: 1215, month: 6, day: 15, calendar: 'julian' },
    id: 'duration.magna-carta',
    familiarity: 2,
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
    date: { year: 1066, month: 10, day: 14, calendar: 'julian' },
    id: 'duration.battle-hastings',
    familiarity: 2,
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
    date: { year: 79, calendar: 'julian' },
    id: 'duration.vesuvius-pompeii',
    familiarity: 1,
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
    date: { year: -44, month: 3, day: 15, calendar: 'julian' },
    id: 'duration.assassination-julius-caesar',
    familiarity: 1,
    wording: 'the assassination of Julius Caesar',
    source: {
      // "… stabbed Julius Caesar to death in the Theatre of Pompey on the Ides of March (March 15) 44 B.C."
      publisher: 'Pen & Sword Books (anniversaries)',
      secondary:
        "a history publisher's page of the date; the ancient accounts (Suetonius, Plutarch) are not cited by an address",
      year: 2026,
      title: 'Julius Caesar is assassinated',
      url: 'https://www.pen-and-sword.co.uk/anniversary/388/Julius-Caesar-is-assassinated',
      yearChecked: true,
    },
  },
  {
    kind: 'event',
    date: { year: -2560, calendar: 'julian' },
    circa: true,
    id: 'duration.great-pyramid',
    familiarity: 1,
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
    // The GSSP is dated 11,700 years b2k (before AD 2000): Walker et al. 2009, J. Quaternary Sci. 24, 3–17.
    epoch: 2000,
    id: 'duration.holocene',
    familiarity: 1,
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
    id: 'duration.sulawesi-cave-painting',
    familiarity: 3,
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
    id: 'duration.homo-sapiens',
    familiarity: 1,
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
    id: 'duration.quaternary',
    familiarity: 3,
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
    id: 'duration.sahelanthropus',
    range: true,
    familiarity: 3,
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
    id: 'duration.extinction-dinosaurs',
    familiarity: 1,
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
    id: 'duration.great-dying',
    familiarity: 3,
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
    id: 'duration.cambrian',
    familiarity: 2,
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
    id: 'duration.formation-earth',
    familiarity: 1,
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
    id: 'duration.big-bang',
    familiarity: 1,
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
export const durationAnchors: readonly DurationAnchor[] = [...spanAnchors, ...eventAnchors];

/** The anchor's figure as a sentence shows it in parentheses (`≈66 million years ago`, `20 July 1969`). */
export function durationShown(anchor: DurationAnchor): string {
  if (anchor.kind === 'event') return eventDateLabel(anchor.date, anchor.circa);
  if (anchor.kind === 'span') return anchor.shown;
  return `${approx(formatAnchorFigure(anchor.yearsAgo, 'long'), false)} years ago`;
}

/** What the sentence calls the anchor: "the time since" an event or a prehistoric mark, a span as it is. */
export function durationWording(anchor: DurationAnchor): string {
  return anchor.kind === 'span' ? anchor.wording : `the time since ${anchor.wording}`;
}

/**
 * One anchor as counted on `today` (a Julian Day Number). An event's "time since" is a range: from the
 * last day its date may mean to the first, plus one day, because an answer is cached for up to an hour
 * and the day may turn meanwhile. Null for an event not yet a day old.
 */
function prepareOn(anchor: DurationAnchor, today: number): PreparedAnchor | null {
  const shown = durationShown(anchor);
  const named = { ...anchor, wording: durationWording(anchor) };
  if (anchor.kind === 'event') {
    const [first, last] = dateRange(anchor.date);
    const low = today - last;
    const high = today - first + 1;
    if (low < 1) return null;
    // An event's figure is a range of days: never said plainly. A reader may count the years since it
    // in Julian years or in the 365-day years the result is printed in: the range holds both.
    return prepare(named, (low + high) / 2, rational(low), rational(high * 36_525, YEAR * 100), shown, null);
  }
  // A mark counted from its own epoch (b2k) adds the days since then, and one more for an answer
  // cached across midnight.
  const sinceEpoch =
    anchor.kind === 'ago' && anchor.epoch !== undefined ? today - dayNumber(anchor.epoch, 1, 1) : 0;
  const days = (anchor.kind === 'span' ? anchor.days : anchor.yearsAgo * DAYS_PER_JULIAN_YEAR) + sinceEpoch;
  const exact = rational(Math.round(days * 1000), 1000);
  const upper = sinceEpoch === 0 ? exact : rational(Math.round((days + 1) * 1000), 1000);
  // A figure shown in years reads in the 365-day years the result is printed in as well as in the
  // Julian years it is counted in: every claim is made true of both.
  const low = inYears(anchor) ? times(exact, rational(YEAR * 100, 36_525)) : exact;
  return prepare(named, days, low, upper, shown, shownStepOf(anchor));
}

/** Whether the anchor's figure is shown in years (`4 years`, `≈66 million years ago`). */
const inYears = (anchor: SpanAnchor | AgoAnchor) => anchor.kind === 'ago' || anchor.shown.endsWith('years');

const JULIAN_YEAR = rational(36_525, 100);

/** The step (in days) a span's or a mark's figure is shown at: `≈78.4 years` is a tenth of a year. */
function shownStepOf(anchor: SpanAnchor | AgoAnchor): Rational {
  if (anchor.kind === 'ago') return times(shownStep(anchor.yearsAgo), JULIAN_YEAR);
  const decimals = /\.(\d+)/.exec(anchor.shown)?.[1]?.length ?? 0;
  const step = rational(1n, 10n ** BigInt(decimals));
  const unit = anchor.shown.endsWith('years') ? 'year' : 'day';
  return unit === 'year' ? times(step, JULIAN_YEAR) : step;
}

/**
 * The steps a duration is printed at, in days: a tenth of a year below 10 years, whole years, and a
 * tenth and a whole of a millennium (`2.7 Millennia (2,740 Years)`), each where it may be shown.
 */
function printedSteps(amount: Amount): Rational[] {
  const years = amount.low.float / YEAR;
  const steps: Rational[] = [];
  if (years < 10.5) steps.push(rational(YEAR, 10));
  if (years >= 9.5) steps.push(rational(YEAR));
  if (years >= 950) steps.push(rational(YEAR * 100));
  if (years >= 9500) steps.push(rational(YEAR * 1000));
  return steps;
}

/** Tables kept at once per set of anchors: today's, and yesterday's for a request that straddles midnight. */
const TABLES_KEPT = 4;

/**
 * A set of anchors as counted on `today` (a Julian Day Number; default: the current day), built once
 * per day: English's set, or a language's with its local anchors (tables.ts).
 */
export function durationTableOf(anchors: readonly DurationAnchor[]): (today?: number) => AnchorTable {
  const tablesByDay = new Map<number, AnchorTable>();
  return (today = currentDay()) => {
    let table = tablesByDay.get(today);
    if (!table) {
      const prepared = anchors
        .map((anchor) => prepareOn(anchor, today))
        .filter((anchor): anchor is PreparedAnchor => anchor !== null)
        .sort((a, b) => a.figure - b.figure)
        .filter(lastOfEqual);
      table = makeTable(prepared, printedSteps);
      if (tablesByDay.size >= TABLES_KEPT) tablesByDay.clear();
      tablesByDay.set(today, table);
    }
    return table;
  };
}

/** The anchors as counted on `today` (a Julian Day Number; default: the current day). */
export const durationTable: (today?: number) => AnchorTable = durationTableOf(durationAnchors);
