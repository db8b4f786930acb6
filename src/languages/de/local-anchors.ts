// Anchors a German reader knows (issue 28), used only in answers in German: the population of
// Germany and of Berlin, the Federal President's five-year term, three landmarks of known height, and
// the one-euro coin and the €50 note in place of the US quarter and the US dollar bill (issue 33,
// ../euro.ts). Their German wordings are in ./anchors.json; the English `wording` keeps the data set
// English.
import { euroAnchors } from '../euro.ts';

/** Days in a Julian year, as the shared spans count multi-year terms. */
const DAYS_PER_JULIAN_YEAR = 365.25;

const duration = [
  {
    // The Bundestag's four-year term (Art. 39 GG) is not offered: it is the length of the US
    // presidential term, and a table holds one anchor per figure.
    kind: 'span',
    days: 5 * DAYS_PER_JULIAN_YEAR,
    shown: '5 years',
    id: 'duration.de-federal-president-term',
    familiarity: 1,
    wording: 'the length of a term of the German Federal President',
    source: {
      // Art. 54 (2): "Das Amt des Bundespräsidenten dauert fünf Jahre." Read in the text of Gesetze im
      // Internet as bundestag/gesetze converts its XML verbatim (g/gg/index.md); the URL is the article's
      // page on gesetze-im-internet.de as other public sources link it.
      publisher:
        'Bundesministerium der Justiz, Gesetze im Internet: Grundgesetz für die Bundesrepublik Deutschland',
      year: 2026,
      title: 'Art 54',
      url: 'https://www.gesetze-im-internet.de/gg/art_54.html',
      yearChecked: true,
    },
  },
] as const;

const height = [
  {
    // South tower 157.22 m, north tower 157.18 m, as measured at the start of the 21st century.
    metres: 157.22,
    unit: 'm',
    id: 'height.de-cologne-cathedral',
    familiarity: 1,
    wording: 'the height of Cologne Cathedral',
    source: {
      publisher: "domradio.de (Archdiocese of Cologne), a column by the cathedral's master builder",
      year: 2025,
      title: 'Was Größe mit Höhe zu tun hat und welcher Turm dem Himmel näher ist',
      url: 'https://www.domradio.de/artikel/was-groesse-mit-hoehe-zu-tun-hat-und-welcher-turm-dem-himmel-naeher-ist',
      yearChecked: true,
    },
  },
  {
    // "368,03 Meter ist der Turm heute exakt hoch", since its antenna was renewed in the 1990s.
    metres: 368.03,
    unit: 'm',
    id: 'height.de-berlin-tv-tower',
    familiarity: 1,
    wording: 'the height of the Berlin TV Tower',
    source: {
      publisher: 'Berliner Morgenpost',
      secondary:
        "a newspaper's fact box; searched for the owner Deutsche Funkturm's (or the tower's operator's) own figures page: only tourism and fan sites giving 368 m or 368.03 m were found",
      year: 2026,
      title: 'Technische Raffinessen',
      url: 'https://www.morgenpost.de/printarchiv/berlin/article105304271/Technische-Raffinessen.html',
      yearChecked: true,
    },
  },
  {
    metres: 2962,
    unit: 'm',
    id: 'height.de-zugspitze',
    familiarity: 1,
    wording: 'the height of the Zugspitze, the highest mountain in Germany',
    source: {
      publisher: 'Tirol Werbung (the Tyrolean tourist board), on the Tiroler Zugspitzbahn',
      secondary:
        "the regional tourist board's page; searched for the Bavarian survey office's (LDBV) list of summits and the Bayerische Zugspitzbahn's own page: only reports of them were found (dpa, 2003: the railway's survey, confirmed by the Landesvermessungsamt, 2962 m)",
      year: 2026,
      title: 'Tiroler Zugspitzbahn',
      url: 'https://tirol.at/reisefuehrer/ausflugstipps/ausflugsziele/a-tiroler-zugspitzbahn',
      yearChecked: true,
    },
  },
  ...euroAnchors('de'),
] as const;

const items = [
  {
    // Population on 31 December 2025 (Bevölkerungsfortschreibung, base: Census 2022), the Amt für
    // Statistik Berlin-Brandenburg's press release of 22 June 2026. The residents' register counts more
    // (3,913,644 on the same day); the Fortschreibung is the official figure.
    count: 3_700_577,
    noun: 'people',
    id: 'items.de-berlin',
    familiarity: 1,
    wording: 'person in Berlin',
    source: {
      publisher: 'Amt für Statistik Berlin-Brandenburg',
      checked: '2026-11-28',
      secondary:
        "the figure and the press release's address as quoted in several public GitHub repositories (found by text search; one checked it on 9 September 2026 beside the register figure); the release itself was not in our sources",
      year: 2026,
      url: 'https://www.statistik-berlin-brandenburg.de/presse/2026/73-bevoelkerungsfortschreibung-2025-berlin/',
    },
  },
  {
    // Population on 31 December 2025 (Bevölkerungsfortschreibung, base: Census 2022): 83,467,117, the
    // figure Eurostat also gives for 1 January 2026 (table tps00001, updated 21 July 2026). Searched
    // 2026-11-28 for Destatis's quarterly figures for 31 March and 30 June 2026 (destatis.de, press
    // releases, public repositories): not found in our sources, so the figure is still overdue.
    count: 83_467_117,
    noun: 'people',
    id: 'items.de-germany',
    familiarity: 1,
    wording: 'person in Germany',
    source: {
      publisher: 'Statistisches Bundesamt (Destatis)',
      checked: '2026-11-28',
      secondary:
        "Destatis's end-of-2025 figure as copied into public GitHub repositories (found by text search: one with the sex breakdown, 41.18 and 42.28 million, one beside the end-of-2024 figure 83,577,140, one from Eurostat's tps00001); destatis.de's own table was not in our sources",
      year: 2026,
      url: 'https://www.destatis.de/DE/Themen/Gesellschaft-Umwelt/Bevoelkerung/Bevoelkerungsstand/_inhalt.html',
    },
  },
] as const;

/** No German sums of money: growth anchors are US dollar figures (docs/prose.md). */
const growth = [] as const;

export const localAnchors = { duration, height, items, growth } as const;
