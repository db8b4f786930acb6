// Anchors a reader in India knows, used only when answering in Indian English (`lang=en-IN`); English
// (`en`) never sees them. Wordings as the sentence says them; ./anchors.json repeats
// them with their `of` and `every` forms. Growth anchors are US dollar sums: none is local. The ₹500
// note takes the place of the US dollar bill (issue 33).

/** Days in a Julian year, the year a multi-year span is counted in (as in src/anchors/duration.ts). */
const DAYS_PER_JULIAN_YEAR = 365.25;

const duration = [
  {
    kind: 'span',
    days: 5 * DAYS_PER_JULIAN_YEAR,
    shown: '5 years',
    id: 'duration.en-IN-lok-sabha-term',
    familiarity: 1,
    wording: 'the length of a term of the Lok Sabha',
    source: {
      // Art. 83(2): "The House of the People, unless sooner dissolved, shall continue for five years
      // from the date appointed for its first meeting and no longer".
      publisher: 'Constitution of India, art. 83 (the original text, with notes, on RulesEra)',
      secondary:
        "the Constitution's text as a reference site reproduces it; searched legislative.gov.in and indiacode.nic.in: the Legislative Department's page is linked from our sources, but its text of art. 83 was not found",
      year: 2026,
      title: 'Article 83: Duration of Houses of Parliament',
      url: 'https://rulesera.com/constitution/part-v/parliament/general/article83.php',
      yearChecked: true,
    },
  },
] as const;

const height = [
  {
    metres: 72.5,
    unit: 'm',
    id: 'height.en-IN-qutub-minar',
    familiarity: 1,
    wording: 'the height of the Qutub Minar',
    source: {
      // "the red sandstone tower of Qutb Minar is 72.5 m high, tapering from 2.75 m in diameter at its
      // peak to 14.32 m at its base": the World Heritage List's description of the site.
      publisher:
        'UNESCO World Heritage Centre (Qutb Minar and its Monuments, Delhi), quoted by 21 Dialogues 21',
      secondary:
        "the World Heritage List's description as a quoting site gives it (in French); searched asi.nic.in and whc.unesco.org: UNESCO's English description was seen only as quoted by others",
      year: 2026,
      title: 'Qutb Minar et ses monuments, Delhi',
      url: 'https://21dialogues21.org/qutb-minar-et-ses-monuments-delhi',
      yearChecked: true,
    },
  },
  {
    metres: 182,
    unit: 'm',
    id: 'height.en-IN-statue-of-unity',
    familiarity: 1,
    wording: 'the height of the Statue of Unity',
    source: {
      // "At 182-metre, the statue is touted as the world's tallest".
      publisher: 'NDTV',
      secondary:
        "a news report; searched the statue's own site (statueofunity.in) and pib.gov.in: only news reports were found",
      year: 2023,
      title: "5 Years Of Statue Of Unity: Facts About The World's Tallest Statue",
      url: 'https://www.ndtv.com/india-news/5-years-of-statue-of-unity-facts-about-the-worlds-tallest-statue-4531176',
    },
  },
  {
    // "The size is 66mm x150mm": the ₹500 note of the Mahatma Gandhi (New) Series, issued since
    // 10 November 2016 (press release 2016-2017/1146). Read in the RBI's Telugu version of the release
    // ("66 mm X 150 mm"); its English text as copied word for word elsewhere says the same.
    metres: 0.15,
    unit: 'mm',
    id: 'height.en-IN-500-rupee-note',
    familiarity: 1,
    wording: 'the length of a ₹500 note',
    replaces: 'height.us-dollar-bill',
    source: {
      publisher: 'Reserve Bank of India, press release 2016-2017/1146 of 8 November 2016',
      year: 2016,
      title: "Issue of Rs. 500 banknotes inset letter 'E' in Mahatma Gandhi (New) Series",
      url: 'https://rbi.org.in/commonman/Telugu/Scripts/PressReleases.aspx?Id=1955',
    },
  },
] as const;

const items = [
  {
    // "The population of NCT of Delhi as per the Census 2011 is 16,787,941."
    count: 16_787_941,
    noun: 'people',
    id: 'items.en-IN-delhi',
    familiarity: 1,
    wording: 'person in Delhi',
    source: {
      publisher: 'Centre for Science and Environment (citing the Census of India 2011)',
      checked: '2026-11-25',
      secondary:
        "a research institute's page citing the Census; searched censusindia.gov.in for the Primary Census Abstract of the NCT of Delhi: only reports and third-party copies were found",
      year: 2016,
      title: 'SFD Promotion Initiative, Delhi India',
      url: 'https://www.cseindia.org/sfd-promotion-initiative-delhi-india-8566',
    },
  },
] as const;

export const localAnchors = { duration, height, items, growth: [] } as const;
