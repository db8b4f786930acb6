// Anchors for heightOfMoneyStack (figures in metres): from human scale through buildings, mountains,
// the edge of space, orbits, the Moon and the planets to the stars and the Milky Way.

import { fromFloat, type Rational, rational, times } from '../money/rational.ts';
import { approx, formatAnchorFigure } from './format.ts';
import { type Amount, type AnchorTable, shownStep, tableOf } from './perspective.ts';
import type { AnchorBase } from './types.ts';
import {
  astronomicalUnits,
  km,
  LIGHT_YEAR_M,
  lightDays,
  lightSeconds,
  lightYears,
  parsecs,
} from './units.ts';

/** The unit an anchor's own figure is shown in. */
export type LengthUnit = 'mm' | 'cm' | 'm' | 'km' | 'ly';

export interface HeightAnchor extends AnchorBase {
  metres: number;
  unit: LengthUnit;
  exact?: true;
}

// Figures from one source are grouped so a correction touches one place.
// Mean distances from the Sun (10^6 km) and the Moon's diameter, as NASA's fact sheet tabulates them.
const nasaFactSheet = {
  publisher: 'NASA Goddard Space Flight Center (NSSDCA)',
  year: 2026,
  title: 'Planetary Fact Sheet – Metric',
  url: 'https://nssdc.gsfc.nasa.gov/planetary/factsheet/',
  yearChecked: true,
} as const;
// The IAU's units: the speed of light (299,792,458 m/s, exact by the SI) and the light-year, the
// distance light travels in one Julian year (365.25 days); the shorter spans follow exactly.
const lightYearDefinition = {
  publisher: 'International Astronomical Union',
  year: 2026,
  title: 'Measuring the Universe: The IAU and Astronomical Units',
  url: 'https://www.iau.org/public/themes/measuring/',
  yearChecked: true,
} as const;
const skyGuide = {
  publisher: 'Sky Guide (Simulation Curriculum)',
  secondary: "an astronomy app's tour; a survey paper was not found in our sources yet",
  year: 2026,
  title: 'Our Galaxy: Our Solar System in the Milky Way',
  url: 'https://skyguide-desktop-consumer.starrynight.com/sn8/app/skyguide/tours/galaxies/our_galaxy/our_galaxy_2.html',
  yearChecked: true,
} as const;
// The Moon's fact sheet gives the semimajor axis of its orbit around the Earth: 0.3844 × 10^6 km.
const moonFactSheet = {
  publisher: 'NASA Goddard Space Flight Center (NSSDCA)',
  year: 2026,
  title: 'Moon Fact Sheet',
  url: 'https://nssdc.gsfc.nasa.gov/planetary/factsheet/moonfact.html',
  yearChecked: true,
} as const;
// The fact sheet gives the Earth's equatorial diameter (12,756 km); the distance around the equator is
// π times it (40,075 km).
const earthAroundEquator = {
  ...nasaFactSheet,
  publisher: 'NASA Goddard Space Flight Center (NSSDCA): π times the equatorial diameter',
} as const;

// The US quarter's thickness (1.75 mm) and diameter (24.26 mm), from one table of specifications.
const quarterSpecifications = {
  publisher: 'usquarters.org (US Mint specifications)',
  secondary:
    "a collectors' site restating the Mint's specifications; the Mint's page was not found in our sources",
  year: 2026,
  title: 'America the Beautiful Quarters Specifications',
  url: 'http://usquarters.org/america-the-beautiful-quarters-specifications/',
  yearChecked: true,
} as const;

export const heightAnchors: readonly HeightAnchor[] = [
  {
    metres: 0.0001,
    unit: 'mm',
    id: 'height.printer-paper',
    familiarity: 1,
    wording: 'the thickness of a sheet of printer paper',
    source: {
      // 80 g/m² office paper is about 0.1 mm (0.004 in) thick.
      publisher: 'Show Your Copy',
      secondary: "a print shop's guide; no paper mill's data sheet was found in our sources",
      year: 2026,
      title: 'How thick is standard printer paper',
      url: 'https://showyourcopy.com/how-thick-is-standard-printer-paper',
      yearChecked: true,
    },
  },
  {
    metres: 0.000_76,
    unit: 'mm',
    id: 'height.credit-card',
    familiarity: 1,
    wording: 'the thickness of a credit card',
    source: {
      // ISO/IEC 7810 ID-1: 0.76 mm ± 0.08 mm.
      publisher: 'ITWissen (ISO/IEC 7810 ID-1 format)',
      secondary: 'a technical glossary; the ISO standard itself is not freely published',
      year: 2026,
      title: 'ID1 card',
      url: 'https://www.itwissen.info/en/ID1-card-112969.html',
      yearChecked: true,
    },
  },
  {
    metres: 0.001_75,
    unit: 'mm',
    id: 'height.us-quarter-thickness',
    familiarity: 1,
    wording: 'the thickness of a US quarter',
    source: quarterSpecifications,
  },
  {
    metres: 0.0078,
    unit: 'mm',
    id: 'height.iphone-16',
    familiarity: 1,
    wording: 'the thickness of an iPhone 16',
    source: {
      publisher: 'Wikipedia (iPhone 16)',
      secondary: "an encyclopedia quoting Apple's specifications; Apple's page was not found in our sources",
      year: 2026,
      title: 'iPhone 16',
      url: 'https://wikizero.net/wiki/en/IPhone_16',
      checked: '2026-11-25',
    },
  },
  {
    metres: 0.024_26,
    unit: 'mm',
    id: 'height.us-quarter-width',
    familiarity: 1,
    wording: 'the width of a US quarter',
    source: quarterSpecifications,
  },
  {
    metres: 0.156,
    unit: 'mm',
    id: 'height.us-dollar-bill',
    familiarity: 1,
    wording: 'the length of a US dollar bill',
    source: {
      // "Our present sized currency measures 2.61 inches wide by 6.14 inches long."
      publisher: 'U.S. Bureau of Engraving and Printing (moneyfactory.com)',
      year: 2026,
      title: 'FAQ: What is the size of a currency note?',
      url: 'https://www.moneyfactory.com/faq/',
      yearChecked: true,
    },
  },
  {
    // "The height of the net shall be 3 feet (0.914 m) at the centre" (ITF Rules of Tennis, Rule 1).
    metres: 0.9144,
    unit: 'm',
    id: 'height.tennis-net',
    familiarity: 1,
    wording: 'the height of a tennis net at its center',
    source: {
      publisher:
        'United States Tennis Association, Friend at Court 2010 (ITF Rules of Tennis, Rule 1), on Yumpu',
      secondary:
        "a copy of the USTA's handbook, which prints the ITF's rule; the ITF's own page was not found in our sources",
      year: 2010,
      title: 'Friend at Court 2010: 1. The Court',
      url: 'https://yumpu.com/en/document/view/12145188/friend-at-court-2010-ustacom/15',
    },
  },
  {
    metres: 2.032,
    unit: 'm',
    id: 'height.us-door',
    familiarity: 1,
    wording: 'the height of a standard US door',
    source: {
      // The usual stock door is 6 ft 8 in; the code minimum clear opening is 78 in.
      publisher: 'Proctor (code library, International Residential Code §R311.2)',
      secondary: "a summary of the ICC's model code; the code's own text was not found in our sources",
      year: 2026,
      title: 'What is the minimum size for a required exterior (egress) door?',
      url: 'https://proctorhldg.com/library/minimum-egress-door-size',
      yearChecked: true,
    },
  },
  {
    metres: 2.72,
    unit: 'm',
    id: 'height.tallest-man',
    familiarity: 2,
    wording: 'the height of the tallest man ever recorded',
    source: {
      publisher: 'Guinness World Records',
      year: 2026,
      title: 'Robert Wadlow: Tallest man ever',
      url: 'http://www.guinnessworldrecords.com/records/hall-of-fame/robert-wadlow-tallest-man-ever',
      yearChecked: true,
      checked: '2026-11-23',
    },
  },
  {
    metres: 3.05,
    unit: 'm',
    id: 'height.basketball-hoop',
    familiarity: 1,
    wording: 'the height of a basketball hoop',
    source: {
      // Section 1.2: the top of the ring 3,050 mm above the floor (10 feet in the NBA).
      publisher: 'FIBA, Official Basketball Rules 2020: Basketball Equipment',
      year: 2020,
      title: 'Official Basketball Rules 2020 – Basketball Equipment',
      url: 'https://www.readkong.com/page/official-basketball-rules-2020-basketball-equipment-fiba-2027407',
    },
  },
  {
    metres: 4.39,
    unit: 'm',
    id: 'height.london-double-decker-bus',
    familiarity: 1,
    wording: 'the height of a London double-decker bus',
    source: {
      publisher: 'Wikipedia (New Routemaster)',
      secondary: "an encyclopedia; Transport for London's specification was not found in our sources",
      year: 2026,
      title: 'New Routemaster',
      url: 'http://en.wikipedia.org/wiki/New_Bus_for_London',
      yearChecked: true,
    },
  },
  {
    metres: 5.5,
    unit: 'm',
    id: 'height.giraffe',
    familiarity: 1,
    wording: 'the height of a tall male giraffe',
    source: {
      // "Males can be 18 feet tall": 5.49 m.
      publisher: "Smithsonian's National Zoo",
      year: 2026,
      title: 'Photo gallery: African Savanna (giraffe)',
      url: 'http://nationalzoo.si.edu/Animals/PhotoGallery/AfricanSavanna/4.cfm',
      yearChecked: true,
    },
  },
  {
    metres: 30,
    unit: 'm',
    id: 'height.christ-the-redeemer',
    familiarity: 2,
    wording: 'the height of the Christ the Redeemer statue in Rio de Janeiro, without its pedestal',
    source: {
      publisher: 'Aleteia',
      secondary:
        "a magazine slideshow; neither the sanctuary's own site nor IPHAN's listing was found with the figure in our sources",
      year: 2026,
      title: 'In pictures: the 10 most beautiful monumental statues of Christ',
      url: 'https://aleteia.org/slideshow/in-pictures-the-10-most-beautiful-monumental-statues-of-christ-9074/',
      yearChecked: true,
    },
  },
  {
    metres: 92.99,
    unit: 'm',
    id: 'height.statue-of-liberty',
    familiarity: 1,
    wording: 'the height of the Statue of Liberty from the ground to the tip of its torch',
    source: {
      publisher: 'U.S. National Park Service',
      year: 2026,
      title: 'Statue of Liberty Fun Facts',
      url: 'https://www.nps.gov/museum/exhibits/statue_liberty/fun_facts.html',
      yearChecked: true,
    },
  },
  {
    metres: 330,
    unit: 'm',
    id: 'height.eiffel-tower',
    familiarity: 1,
    wording: 'the height of the Eiffel Tower',
    source: {
      publisher: "Société d'Exploitation de la Tour Eiffel (SETE), the tower's operator",
      year: 2026,
      title: 'The Eiffel Tower in figures',
      url: 'https://www.toureiffel.paris/en/the-monument/key-figures',
      yearChecked: true,
    },
  },
  {
    metres: 828,
    unit: 'm',
    id: 'height.burj-khalifa',
    familiarity: 1,
    wording: 'the height of the Burj Khalifa',
    source: {
      publisher: 'Council on Tall Buildings and Urban Habitat (CTBUH), The Skyscraper Center',
      year: 2026,
      title: 'Burj Khalifa',
      url: 'https://www.skyscrapercenter.com/building/burj-khalifa/3',
      yearChecked: true,
    },
  },
  {
    // 8,981 feet including the approaches.
    metres: 2737.4,
    unit: 'm',
    id: 'height.golden-gate-bridge',
    familiarity: 1,
    wording: 'the length of the Golden Gate Bridge',
    source: {
      publisher: 'The Robinson Library (citing the Golden Gate Bridge, Highway and Transportation District)',
      secondary: "a reference library's page; the bridge district's own page was not found in our sources",
      year: 2018,
      title: 'Golden Gate Bridge',
      url: 'https://robinsonlibrary.com/technology/bridge/bridges/goldengate.htm',
    },
  },
  {
    metres: 3776,
    unit: 'm',
    id: 'height.mount-fuji',
    familiarity: 2,
    wording: 'the height of Mount Fuji',
    source: {
      publisher: 'Geospatial Information Authority of Japan (GSI)',
      year: 2026,
      title: '日本の主な山岳標高 (elevations of the main mountains of Japan)',
      url: 'https://www.gsi.go.jp/kihonjohochousa/kihonjohochousa41139.html',
      yearChecked: true,
    },
  },
  {
    metres: 8848.86,
    unit: 'm',
    id: 'height.mount-everest',
    familiarity: 1,
    wording: 'the height of Mount Everest',
    source: {
      publisher: 'TheJournal.ie (AFP)',
      secondary: 'a news report of the China–Nepal announcement',
      year: 2020,
      title: 'China and Nepal announce new height of Mount Everest',
      url: 'https://www.thejournal.ie/mount-everest-grows-china-nepal-measurement-5292113-Dec2020/',
    },
  },
  {
    metres: 41_422,
    unit: 'm',
    id: 'height.eustace-skydive',
    familiarity: 3,
    wording: "the altitude of Alan Eustace's record-breaking 2014 skydive",
    source: {
      // Highest freefall parachute jump, 24 October 2014, ratified by the FAI on 14 April 2015.
      publisher: 'Guinness World Records (record text, via Vercalendario)',
      secondary: "a verbatim copy of the record's text; Guinness's own page was not found in our sources",
      year: 2018,
      title: 'Highest freefall parachute jump',
      url: 'https://vercalendario.info/en/what/guinness-records-for-highest_freefall_parachute_jump.html',
      checked: '2026-11-25',
    },
  },
  {
    // Fixed by the IAAF (now World Athletics) in May 1921.
    metres: 42_195,
    unit: 'km',
    id: 'height.marathon',
    familiarity: 1,
    wording: 'the length of a marathon',
    source: {
      publisher: 'Running 2 Final (on the IAAF standard of 1921)',
      secondary:
        "a running site stating the IAAF's standard; World Athletics' rule book was not found in our sources",
      year: 2026,
      title: 'Marathon',
      url: 'http://running2final.weebly.com',
      yearChecked: true,
    },
  },
  {
    metres: km(100),
    unit: 'km',
    exact: true,
    id: 'height.karman-line',
    familiarity: 2,
    wording: 'the altitude of the edge of space, the Kármán line',
    source: {
      publisher: 'Fédération Aéronautique Internationale (FAI)',
      year: 2018,
      title: 'Statement about the Karman Line',
      url: 'https://events.fai.org/news/statement-about-karman-line',
    },
  },
  {
    metres: km(400),
    unit: 'km',
    id: 'height.international-space-station',
    familiarity: 1,
    wording: 'the altitude of the International Space Station',
    source: {
      publisher: 'Space Facts',
      secondary: "an education site; NASA's ISS page was not found in our sources yet",
      year: 2023,
      title: 'How High Does The International Space Station Orbit Earth?',
      url: 'https://www.space-facts.co.uk/how-high-does-the-international-space-station-orbit-earth',
    },
  },
  {
    metres: km(3475),
    unit: 'km',
    id: 'height.moon-diameter',
    familiarity: 1,
    wording: 'the diameter of the Moon',
    source: nasaFactSheet,
  },
  {
    metres: km(12_756),
    unit: 'km',
    id: 'height.earth-diameter',
    familiarity: 1,
    wording: 'the diameter of the Earth at the equator',
    source: nasaFactSheet,
  },
  {
    metres: km(20_200),
    unit: 'km',
    id: 'height.gps-satellites',
    familiarity: 2,
    wording: 'the altitude of the GPS satellites',
    source: {
      publisher: 'GPS.gov',
      year: 2026,
      title: 'Space Segment',
      url: 'https://www.gps.gov/systems/gps/space/',
      yearChecked: true,
    },
  },
  {
    metres: km(35_786),
    unit: 'km',
    id: 'height.geostationary-orbit',
    familiarity: 2,
    wording: 'the altitude of a geostationary orbit',
    source: {
      publisher: 'Science Photo Library',
      secondary: 'an image caption; the ITU or NASA definition was not found in our sources yet',
      year: 2026,
      title: 'Geostationary orbit diagram',
      url: 'http://www.sciencephoto.com/media/432247/view/geostationary-orbit-diagram',
      yearChecked: true,
    },
  },
  {
    metres: km(40_075),
    unit: 'km',
    id: 'height.earth-circumference',
    familiarity: 1,
    wording: 'the distance around the Earth at the equator',
    source: earthAroundEquator,
  },
  {
    metres: lightSeconds(1),
    unit: 'km',
    id: 'height.light-second',
    familiarity: 2,
    wording: 'the distance light travels in one second',
    source: lightYearDefinition,
  },
  {
    metres: km(384_400),
    unit: 'km',
    id: 'height.moon-distance',
    familiarity: 1,
    wording: 'the average distance from the Earth to the Moon',
    source: moonFactSheet,
  },
  {
    metres: km(768_800),
    unit: 'km',
    id: 'height.moon-round-trip',
    familiarity: 1,
    wording: 'a round trip from the Earth to the Moon',
    source: {
      ...moonFactSheet,
      publisher: 'NASA Goddard Space Flight Center (NSSDCA): twice the semimajor axis',
    },
  },
  {
    metres: km(1_500_000),
    unit: 'km',
    id: 'height.james-webb',
    familiarity: 2,
    wording: 'the distance from the Earth to the James Webb Space Telescope',
    source: {
      // "L2, which is almost 1 million miles (1.5 million km) behind Earth as viewed from the sun".
      publisher: 'EarthSky (on NewsBreak)',
      secondary:
        "a news site's article, as republished; NASA's Webb orbit page was not found in our sources yet",
      year: 2021,
      title: 'Webb launch photos from the EarthSky community',
      url: 'https://www.newsbreak.com/news/2470885358793/webb-launch-photos-from-the-earthsky-community',
    },
  },
  {
    metres: km(6_100_000),
    unit: 'km',
    id: 'height.parker-solar-probe',
    familiarity: 3,
    wording: "the closest that Parker Solar Probe has come to the Sun's surface",
    source: {
      checked: '2026-11-23',
      publisher: 'Sub News English',
      secondary: "a news report; NASA's release was not found in our sources yet",
      year: 2024,
      title: "NASA's Parker Solar Probe sets record with closest Sun flyby",
      url: 'https://subnewsenglish.com/nasas-parker-solar-probe-sets-record-with-closest-sun-flyby',
    },
  },
  {
    metres: lightSeconds(60),
    unit: 'km',
    id: 'height.light-minute',
    familiarity: 2,
    wording: 'the distance light travels in one minute',
    source: lightYearDefinition,
  },
  {
    metres: km(57_900_000),
    unit: 'km',
    id: 'height.sun-mercury',
    familiarity: 2,
    wording: 'the average distance from the Sun to Mercury',
    source: nasaFactSheet,
  },
  {
    metres: km(108_200_000),
    unit: 'km',
    id: 'height.sun-venus',
    familiarity: 2,
    wording: 'the average distance from the Sun to Venus',
    source: nasaFactSheet,
  },
  {
    metres: astronomicalUnits(1),
    unit: 'km',
    id: 'height.sun-earth',
    familiarity: 1,
    wording: 'the average distance from the Sun to the Earth',
    source: {
      publisher: 'Paris Observatory (SYRTE), IAU 2012 Resolution B2',
      year: 2012,
      title: 'New IAU definition of the astronomical unit of length',
      url: 'http://syrte.obspm.fr/IAU_resolutions/IAUResol_2012.html',
    },
  },
  {
    metres: km(227_900_000),
    unit: 'km',
    id: 'height.sun-mars',
    familiarity: 2,
    wording: 'the average distance from the Sun to Mars',
    source: nasaFactSheet,
  },
  {
    metres: km(778_600_000),
    unit: 'km',
    id: 'height.sun-jupiter',
    familiarity: 2,
    wording: 'the average distance from the Sun to Jupiter',
    source: nasaFactSheet,
  },
  {
    metres: lightSeconds(3600),
    unit: 'km',
    id: 'height.light-hour',
    familiarity: 2,
    wording: 'the distance light travels in one hour',
    source: lightYearDefinition,
  },
  {
    metres: km(1_433_500_000),
    unit: 'km',
    id: 'height.sun-saturn',
    familiarity: 2,
    wording: 'the average distance from the Sun to Saturn',
    source: nasaFactSheet,
  },
  {
    metres: km(2_872_500_000),
    unit: 'km',
    id: 'height.sun-uranus',
    familiarity: 2,
    wording: 'the average distance from the Sun to Uranus',
    source: nasaFactSheet,
  },
  {
    metres: km(4_495_100_000),
    unit: 'km',
    id: 'height.sun-neptune',
    familiarity: 2,
    wording: 'the average distance from the Sun to Neptune',
    source: nasaFactSheet,
  },
  {
    metres: km(18_000_000_000),
    unit: 'km',
    id: 'height.voyager-1-interstellar',
    familiarity: 3,
    wording: 'the distance at which Voyager 1 entered interstellar space',
    source: {
      publisher: 'Nature News (via BioEd Online)',
      secondary: 'a mirror of a Nature news story',
      year: 2013,
      title: "Voyager 1's passage into interstellar space",
      url: 'https://www.bioedonline.org/news/nature-news-archive/voyager-1s-passage-interstellar-space/',
    },
  },
  {
    metres: lightDays(1),
    unit: 'km',
    id: 'height.light-day',
    familiarity: 2,
    wording: 'the distance light travels in one day',
    source: lightYearDefinition,
  },
  {
    metres: lightDays(7),
    unit: 'km',
    id: 'height.light-week',
    familiarity: 2,
    wording: 'the distance light travels in one week',
    source: lightYearDefinition,
  },
  {
    metres: lightDays(30),
    unit: 'km',
    id: 'height.light-30-days',
    familiarity: 2,
    wording: 'the distance light travels in 30 days',
    source: lightYearDefinition,
  },
  {
    metres: lightDays(100),
    unit: 'km',
    id: 'height.light-100-days',
    familiarity: 2,
    wording: 'the distance light travels in 100 days',
    source: lightYearDefinition,
  },
  {
    metres: LIGHT_YEAR_M,
    unit: 'km',
    id: 'height.light-year',
    familiarity: 1,
    wording: 'one light-year',
    source: lightYearDefinition,
  },
  {
    metres: lightYears(4.24),
    unit: 'ly',
    id: 'height.proxima-centauri',
    familiarity: 2,
    wording: 'the distance to Proxima Centauri, the nearest star after the Sun',
    source: {
      publisher: 'Constellation Guide',
      secondary: 'an astronomy guide; the parallax measurement was not found in our sources yet',
      year: 2026,
      title: 'Proxima Centauri',
      url: 'https://www.constellation-guide.com/tag/red-dwarf/',
      yearChecked: true,
    },
  },
  {
    metres: lightYears(25),
    unit: 'ly',
    id: 'height.vega',
    familiarity: 3,
    wording: 'the distance to the star Vega',
    source: {
      publisher: 'HyperPhysics (Georgia State University)',
      year: 2026,
      title: 'Vega',
      url: 'http://hyperphysics.phy-astr.gsu.edu/hbase/Starlog/vega.html',
      yearChecked: true,
    },
  },
  {
    metres: lightYears(150),
    unit: 'ly',
    id: 'height.hyades',
    familiarity: 3,
    wording: 'the distance to the Hyades, the nearest open star cluster',
    source: {
      publisher: 'DLR, German Aerospace Center (Gaia image release)',
      year: 2020,
      url: 'https://dlr.de/de/bilder/2020/04/gaia-hyaden-sternenhaufen',
    },
  },
  {
    metres: lightYears(440),
    unit: 'ly',
    id: 'height.pleiades',
    familiarity: 2,
    wording: 'the distance to the Pleiades star cluster',
    source: {
      publisher: 'ESA/Hubble',
      year: 2026,
      title: 'Pleiades (opo0420b)',
      url: 'http://www.spacetelescope.org/images/opo0420b/',
      yearChecked: true,
    },
  },
  {
    // 414 ± 7 parsecs by VLBA trigonometric parallax, about 1,350 light-years (the often quoted 1,344
    // is within its uncertainty; the older 1,500 is not).
    metres: parsecs(414),
    unit: 'ly',
    id: 'height.orion-nebula',
    familiarity: 3,
    wording: 'the distance to the Orion Nebula',
    source: {
      publisher: 'Astronomy & Astrophysics 474, 515–520 (Menten, Reid, Forbrich and Brunthaler)',
      year: 2007,
      title: 'The distance to the Orion Nebula',
      url: 'http://www.aanda.org/articles/aa/abs/2007/41/aa8247-07/aa8247-07.html',
    },
  },
  {
    metres: lightYears(6500),
    unit: 'ly',
    id: 'height.crab-nebula',
    familiarity: 3,
    wording: 'the distance to the Crab Nebula',
    source: {
      publisher: 'Axios',
      secondary: "a news report; NASA's release was not found in our sources yet",
      year: 2017,
      title: 'Telescopes get a new visual on the Crab Nebula',
      url: 'https://www.axios.com/telescopes-get-a-new-visual-on-the-crab-nebula-1513302210-7875f7aa-79ba-4d3a-aaaa-8c490e3e9c20.html',
    },
  },
  {
    metres: lightYears(26_000),
    unit: 'ly',
    id: 'height.milky-way-centre',
    familiarity: 2,
    wording: 'the distance from the Sun to the center of the Milky Way',
    source: skyGuide,
  },
  {
    metres: lightYears(100_000),
    unit: 'ly',
    id: 'height.milky-way-width',
    familiarity: 1,
    wording: 'the width of the Milky Way',
    source: skyGuide,
  },
];

const UNIT_DIVISOR: Record<LengthUnit, number> = { mm: 0.001, cm: 0.01, m: 1, km: 1000, ly: LIGHT_YEAR_M };

export function heightShown(anchor: HeightAnchor): string {
  const number = formatAnchorFigure(anchor.metres / UNIT_DIVISOR[anchor.unit], 'long');
  const unit = anchor.unit === 'ly' ? (number === '1' ? 'light-year' : 'light-years') : anchor.unit;
  return `${approx(number, anchor.exact)} ${unit}`;
}

/** 1 inch, 1 foot and 1 mile in metres, exactly. */
const INCH = rational(254, 10_000);
const FOOT = rational(3048, 10_000);
const MILE = rational(1_609_344, 1000);

/** A step of `digits` significant digits for a value near `x` (metres). */
function significantStep(x: number, digits: number): Rational {
  const power = Math.floor(Math.log10(x)) - digits + 1;
  return power >= 0 ? rational(10n ** BigInt(power)) : rational(1n, 10n ** BigInt(-power));
}

/**
 * The steps a stack's height is printed at: tenths and wholes of its inch, foot or mile, and two and
 * three significant digits (the metric companion). A plain statement needs the anchor to print alike
 * at every one of them, whatever the exact form the phrase takes.
 */
function printedSteps(amount: Amount): Rational[] {
  const x = amount.low.float;
  const unit = x < 0.3048 ? INCH : x < 1609.344 ? FOOT : MILE;
  return [times(unit, rational(1, 10)), unit, significantStep(x, 2), significantStep(x, 3)];
}

/** A table of height anchors: English's, or a language's with its local anchors (tables.ts). */
export const heightTableOf = (anchors: readonly HeightAnchor[]): AnchorTable =>
  tableOf(
    anchors,
    (anchor) => anchor.metres,
    heightShown,
    (anchor) => {
      const divisor = UNIT_DIVISOR[anchor.unit];
      return times(shownStep(anchor.metres / divisor), fromFloat(divisor));
    },
    printedSteps,
  );

export const heightTable: AnchorTable = heightTableOf(heightAnchors);
