// Anchors a reader in Japan knows, used only when answering in Japanese (`lang=ja`); English never
// sees them. Wordings in English as the data set keeps them; the Japanese ones are in
// ./anchors.json. Growth anchors are US dollar sums: none is local. The 500-yen coin and
// the 10,000-yen note take the place of the US quarter's width and the US dollar bill (issue 33); the
// quarter's thickness stays, for no official source gives the 500-yen coin's (see below).

/** Days in a Julian year, the year a multi-year span is counted in (as in src/anchors/duration.ts). */
const DAYS_PER_JULIAN_YEAR = 365.25;

/**
 * The term of the House of Representatives: its 4 years take the place of the US presidential term (the
 * same figure) in Japanese answers (src/anchors/perspective.ts lastOfEqual).
 */
const houseOfRepresentativesTerm = {
  kind: 'span',
  days: 4 * DAYS_PER_JULIAN_YEAR,
  shown: '4 years',
  id: 'duration.ja-house-of-representatives-term',
  familiarity: 1,
  wording: 'the length of a term in the House of Representatives of Japan',
  source: {
    // Art. 45: "The term of office of members of the House of Representatives shall be four years."
    publisher: 'Constitution of Japan, art. 45 (the Japanese text and its English translation)',
    secondary:
      "the Constitution's text as a law office's site reproduces it; searched e-Gov (laws.e-gov.go.jp/law/321CONSTITUTION, whose address other sources cite) and the Kantei: the article's text from them was not found",
    year: 2026,
    title: 'The Constitution of Japan',
    url: 'https://www.nakada.net/3293/',
    yearChecked: true,
  },
} as const;

const duration = [houseOfRepresentativesTerm] as const;

const height = [
  {
    metres: 333,
    unit: 'm',
    id: 'height.ja-tokyo-tower',
    familiarity: 1,
    wording: 'the height of Tokyo Tower',
    source: {
      // "Tokyo Tower is the world's tallest steel tower with 333 meters height."
      publisher: 'Radio Television Malacañang (Presidential Communications Office, Philippines)',
      secondary:
        "a government news page restating the tower's published height; searched the operator's site (TOKYO TOWER Co., Ltd., tokyotower.co.jp): only guides and reports giving 333 m were found",
      year: 2016,
      title: 'Tokyo Tower',
      url: 'https://rtvm.gov.ph/tokyo-tower-3/',
    },
  },
  {
    metres: 634,
    unit: 'm',
    exact: true,
    id: 'height.ja-tokyo-skytree',
    familiarity: 1,
    wording: 'the height of Tokyo Skytree',
    source: {
      // "Highest Point: 634m", certified by Guinness World Records as the world's tallest tower.
      publisher: 'TOKYO SKYTREE (Tobu Tower Skytree Co., the operator)',
      year: 2026,
      title: 'Specifications of TOKYO SKYTREE',
      url: 'http://www.tokyo-skytree.jp/en/about/spec/',
      yearChecked: true,
    },
  },
  {
    // The 500-yen coin issued since 1 November 2021 (bicolour clad): "大きさ 直径26.5ミリメートル（同じ）",
    // the diameter of every 500-yen coin since 1982. Its thickness is not in the Ministry's, the Mint's
    // (mint.go.jp, 現在製造している貨幣) or the Bank of Japan's specifications, which give diameter and
    // weight only; secondary pages disagree (1.81 mm, 2.0 mm), so the US quarter's thickness stays.
    metres: 0.0265,
    unit: 'mm',
    id: 'height.ja-500-yen-coin-diameter',
    familiarity: 1,
    wording: 'the diameter of a 500-yen coin',
    replaces: 'height.us-quarter-width',
    source: {
      // Read in a proxied copy of the Ministry's page (its address as the copy gives it).
      publisher: 'Ministry of Finance Japan (財務省)',
      year: 2021,
      title: '解説！新しい500円貨',
      url: 'https://www.mof.go.jp/policy/currency/bill/20210816.html',
    },
  },
  {
    // "一万円札：76×160" (tate × yoko, mm): the E series (2004) and the F series (2024) alike.
    metres: 0.16,
    unit: 'mm',
    id: 'height.ja-10000-yen-note',
    familiarity: 1,
    wording: 'the length of a 10,000-yen note',
    replaces: 'height.us-dollar-bill',
    source: {
      publisher: 'National Printing Bureau (国立印刷局), which prints the Bank of Japan notes',
      year: 2026,
      title: '日本のお札の雑学',
      url: 'http://www.npb.go.jp/ja/kids/tishiki/zatugaku.html',
      yearChecked: true,
    },
  },
] as const;

const items = [
  {
    // The Tokyo Metropolitan Government's monthly estimate (東京都の人口（推計）) for 1 January 2026.
    // Searched 2026-11-28 for later months (the TMG's press releases, its statistics site, news
    // reports, public repositories): one repository gives 14,301,986 for 1 July 2026 in a code
    // comment, with no second source, so it is not used; the figure is still overdue.
    count: 14_270_748,
    noun: 'people',
    id: 'items.ja-tokyo',
    familiarity: 1,
    wording: 'person in Tokyo',
    source: {
      publisher: "tokyo.publishing.3rd-in.co.jp (republishing the Tokyo Metropolitan Government's estimate)",
      checked: '2026-11-28',
      secondary:
        "a site that republishes the TMG's monthly release, with its breakdown by sex, households and wards; the TMG's own page for 1 January 2026 was not in our sources",
      year: 2026,
      title: '東京都の人口動態:最新の推計データから見える変化と傾向',
      url: 'https://tokyo.publishing.3rd-in.co.jp/article/8b334900-fcef-11f0-8677-9ca3ba0a67df',
    },
  },
] as const;

export const localAnchors = { duration, height, items, growth: [] } as const;
