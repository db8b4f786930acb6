// The euro's coin and note a reader in the euro area holds every day (issue 33, "anchors a local reader
// pictures"): the one-euro coin's thickness and diameter and the €50 note's length, with their sources.
// Each euro-area language (de, fr, es, it) builds its own anchors from them under its own ids, and has
// them take the place of the US quarter and the US dollar bill in its tables (src/anchors/local/types.ts
// `Local`). Each fact is a height anchor's figures and source (src/anchors/height.ts `HeightAnchor`); the
// language gives it its id and its English wording. Data only: src/anchors/local/index.ts types it.

/**
 * The one-euro coin's thickness, 2.33 mm: the figure of Annex I of Council Regulation (EU) No 729/2014
 * (the common specification of the circulation coins, in force since 22 July 2014). The first regulation,
 * (EC) No 975/98, printed 2.125 mm as an indicative value; Council Regulation (EU) No 566/2012 replaced
 * every indicative thickness with the coins' own, so a figure read from the 1998 text is wrong.
 */
export const ONE_EURO_COIN_THICKNESS = {
  metres: 0.002_33,
  unit: 'mm',
  familiarity: 1,
  source: {
    // "Diamètre (en mm) : 23,25 / Epaisseur (en mm) : 2,33 / Masse (en g) : 7,50": the common-side table.
    publisher:
      "Toute l'Europe (the euro coins' common specification, Council Regulation (EU) No 729/2014, Annex I)",
    secondary:
      "an information site's table of the common specification; searched eur-lex.europa.eu (Regulation (EU) No 729/2014 in OJ L 194 of 2 July 2014, whose Annex I sets the thickness, and its summary, which names the annex but not the figure), the European Commission's and the ECB's coin pages and the euro-area central banks': the annex's table itself was not within what our sources show",
    year: 2022,
    title: 'Les pièces en euros',
    url: 'https://www.touteleurope.eu/economie-et-social/les-pieces-en-euro/',
  },
} as const;

/** The one-euro coin's diameter, 23.25 mm, unchanged since the first regulation (EC) No 975/98. */
export const ONE_EURO_COIN_DIAMETER = {
  metres: 0.023_25,
  unit: 'mm',
  familiarity: 1,
  source: {
    // "1 euro coin • diameter (mm): 23.25 • weight (g): 7.5": the summary of Regulation (EC) No 975/98;
    // the figure is Annex I's in the regulation in force, (EU) No 729/2014.
    publisher: 'European Union, summaries of EU legislation (Council Regulation (EC) No 975/98)',
    year: 2026,
    title: 'Denominations and technical specifications of euro coins',
    url: 'http://europa.eu/legislation_summaries/economic_and_monetary_affairs/introducing_euro_practical_aspects/l25028_en.htm',
    yearChecked: true,
  },
} as const;

/**
 * The €50 note's length, 140 mm (140 × 77 mm), the most widely circulated euro note. The Europa series
 * kept the first series' size for the €5 to €50 notes (the Croatian National Bank, "Sve o euronovčanicama").
 */
export const FIFTY_EURO_NOTE_LENGTH = {
  metres: 0.14,
  unit: 'mm',
  familiarity: 1,
  source: {
    // "50 euros • dimensions (mm): 140 x 77 • colour: orange • design: renaissance".
    publisher:
      'European Union, summaries of EU legislation (Decision of the European Central Bank ECB/2003/4)',
    year: 2026,
    title: 'Euro banknotes: denominations, specifications, reproduction, exchange and withdrawal',
    url: 'https://eur-lex.europa.eu/legal-content/GA/AUTO/?uri=uriserv%3Al25088',
    yearChecked: true,
  },
} as const;

/**
 * The three euro anchors of a euro-area language, under its own ids (`height.de-one-euro-coin-thickness`),
 * each in place of the US anchor a euro-area reader does not picture.
 */
export function euroAnchors(lang: string) {
  return [
    {
      ...ONE_EURO_COIN_THICKNESS,
      id: `height.${lang}-one-euro-coin-thickness`,
      wording: 'the thickness of a one-euro coin',
      replaces: 'height.us-quarter-thickness',
    },
    {
      ...ONE_EURO_COIN_DIAMETER,
      id: `height.${lang}-one-euro-coin-diameter`,
      wording: 'the diameter of a one-euro coin',
      replaces: 'height.us-quarter-width',
    },
    {
      ...FIFTY_EURO_NOTE_LENGTH,
      id: `height.${lang}-fifty-euro-note`,
      wording: 'the length of a €50 note',
      replaces: 'height.us-dollar-bill',
    },
  ];
}
