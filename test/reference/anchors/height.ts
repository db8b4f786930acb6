// Anchors for heightOfMoneyStack (figures in metres): from human scale through buildings, mountains,
// the edge of space, orbits, the Moon and the planets to the stars and the Milky Way.
import { approx, formatAnchorFigure } from './format.ts';
import { type AnchorTable, tableOf } from './perspective.ts';
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
// NASA puts the inner edge at 2,000 to 5,000 au and the outer edge at 10,000 or even 100,000 au;
// the anchors take the far end of each range.
const oortCloud = {
  publisher: 'NASA Science',
  year: 2026,
  title: 'Oort Cloud',
  url: 'https://science.nasa.gov/solar-system/oort-cloud/',
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
    wording: 'the thickness of a sheet of printer paper',
    familiarity: 1,
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
    wording: 'the thickness of a credit card',
    familiarity: 1,
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
    wording: 'the thickness of a US quarter',
    familiarity: 1,
    source: quarterSpecifications,
  },
  {
    metres: 0.0078,
    unit: 'mm',
    wording: 'the thickness of an iPhone 16',
    familiarity: 1,
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
    wording: 'the width of a US quarter',
    familiarity: 1,
    source: quarterSpecifications,
  },
  {
    metres: 0.156,
    unit: 'mm',
    wording: 'the length of a US dollar bill',
    familiarity: 1,
    source: {
      // 6.14 inches long, 2.61 inches wide.
      publisher: 'U.S. Bureau of Engraving and Printing',
      year: 2026,
      title: 'Currency note dimensions (6.14 × 2.61 inches)',
      yearChecked: true,
    },
  },
  {
    metres: 0.3048,
    unit: 'cm',
    wording: 'the length of a 12-inch ruler',
    familiarity: 1,
    source: {
      // The international foot: exactly 0.3048 m since 1959.
      publisher: 'U.S. National Bureau of Standards (Federal Register, 1 July 1959)',
      year: 1959,
      title: 'Refinement of values for the yard and the pound',
    },
  },
  {
    metres: 2.032,
    unit: 'm',
    wording: 'the height of a standard US door',
    familiarity: 1,
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
    wording: 'the height of a basketball hoop',
    familiarity: 1,
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
    wording: 'the height of a London double-decker bus',
    familiarity: 1,
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
    metres: 3776,
    unit: 'm',
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
    metres: km(100),
    unit: 'km',
    exact: true,
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
    wording: 'the diameter of the Moon',
    source: nasaFactSheet,
  },
  {
    metres: km(12_756),
    unit: 'km',
    wording: 'the diameter of the Earth at the equator',
    source: nasaFactSheet,
  },
  {
    metres: km(20_200),
    unit: 'km',
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
    wording: 'the distance around the Earth at the equator',
    source: earthAroundEquator,
  },
  {
    metres: lightSeconds(1),
    unit: 'km',
    wording: 'the distance light travels in one second',
    source: lightYearDefinition,
  },
  {
    metres: km(384_400),
    unit: 'km',
    wording: 'the average distance from the Earth to the Moon',
    source: moonFactSheet,
  },
  {
    metres: km(768_800),
    unit: 'km',
    wording: 'a round trip from the Earth to the Moon',
    source: {
      ...moonFactSheet,
      publisher: 'NASA Goddard Space Flight Center (NSSDCA): twice the semimajor axis',
    },
  },
  {
    metres: km(1_500_000),
    unit: 'km',
    wording: 'the distance from the Earth to the James Webb Space Telescope',
    source: {
      publisher: 'EarthSky',
      secondary: "a news site; NASA's Webb orbit page was not found in our sources yet",
      year: 2021,
      title: 'Webb launch photos from the EarthSky community',
    },
  },
  {
    metres: km(6_100_000),
    unit: 'km',
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
    wording: 'the distance light travels in one minute',
    source: lightYearDefinition,
  },
  {
    metres: km(57_900_000),
    unit: 'km',
    wording: 'the average distance from the Sun to Mercury',
    source: nasaFactSheet,
  },
  {
    metres: km(108_200_000),
    unit: 'km',
    wording: 'the average distance from the Sun to Venus',
    source: nasaFactSheet,
  },
  {
    metres: astronomicalUnits(1),
    unit: 'km',
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
    wording: 'the average distance from the Sun to Mars',
    source: nasaFactSheet,
  },
  {
    metres: km(778_600_000),
    unit: 'km',
    wording: 'the average distance from the Sun to Jupiter',
    source: nasaFactSheet,
  },
  {
    metres: lightSeconds(3600),
    unit: 'km',
    wording: 'the distance light travels in one hour',
    source: lightYearDefinition,
  },
  {
    metres: km(1_433_500_000),
    unit: 'km',
    wording: 'the average distance from the Sun to Saturn',
    source: nasaFactSheet,
  },
  {
    metres: km(2_872_500_000),
    unit: 'km',
    wording: 'the average distance from the Sun to Uranus',
    source: nasaFactSheet,
  },
  {
    metres: km(4_495_100_000),
    unit: 'km',
    wording: 'the average distance from the Sun to Neptune',
    source: nasaFactSheet,
  },
  {
    metres: km(18_000_000_000),
    unit: 'km',
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
    wording: 'the distance light travels in one day',
    source: lightYearDefinition,
  },
  {
    metres: lightDays(7),
    unit: 'km',
    wording: 'the distance light travels in one week',
    source: lightYearDefinition,
  },
  {
    metres: astronomicalUnits(5000),
    unit: 'km',
    familiarity: 3,
    wording: 'the distance to the inner edge of the Oort cloud',
    source: oortCloud,
  },
  {
    metres: lightDays(100),
    unit: 'km',
    wording: 'the distance light travels in 100 days',
    source: lightYearDefinition,
  },
  { metres: LIGHT_YEAR_M, unit: 'km', wording: 'one light-year', source: lightYearDefinition },
  {
    metres: astronomicalUnits(100_000),
    unit: 'km',
    familiarity: 3,
    wording: 'the distance to the outer edge of the Oort cloud',
    source: oortCloud,
  },
  {
    metres: lightYears(4.24),
    unit: 'ly',
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
    familiarity: 3,
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
    wording: 'the distance from the Sun to the centre of the Milky Way',
    source: skyGuide,
  },
  { metres: lightYears(100_000), unit: 'ly', wording: 'the width of the Milky Way', source: skyGuide },
];

const UNIT_DIVISOR: Record<LengthUnit, number> = { mm: 0.001, cm: 0.01, m: 1, km: 1000, ly: LIGHT_YEAR_M };

export function heightShown(anchor: HeightAnchor): string {
  const number = formatAnchorFigure(anchor.metres / UNIT_DIVISOR[anchor.unit], 'long');
  const unit = anchor.unit === 'ly' ? (number === '1' ? 'light-year' : 'light-years') : anchor.unit;
  return `${approx(number, anchor.exact)} ${unit}`;
}

export const heightTable: AnchorTable = tableOf(heightAnchors, (anchor) => anchor.metres, heightShown);
