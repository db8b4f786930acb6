// Anchors a German reader knows (issue 28), used only in answers in German: the population of
// Germany and of Berlin, the Federal President's five-year term, and three landmarks of known height. Their
// German wordings are in ../wordings/de.json; the English `wording` keeps the data set English.
import type { DurationAnchor } from '../duration.ts';
import type { GrowthAnchor } from '../growth.ts';
import type { HeightAnchor } from '../height.ts';
import type { ItemsAnchor } from '../items.ts';
import type { LocalAnchors } from './types.ts';

/** Days in a Julian year, as the shared spans count multi-year terms. */
const DAYS_PER_JULIAN_YEAR = 365.25;

const duration: readonly DurationAnchor[] = [
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
];

const height: readonly HeightAnchor[] = [
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
];

const items: readonly ItemsAnchor[] = [
  {
    // Population on 31 July 2024 (Bevölkerungsfortschreibung, base: Census 2011).
    count: 3_790_672,
    noun: 'people',
    id: 'items.de-berlin',
    familiarity: 1,
    wording: 'person in Berlin',
    // Searched 2026-11-28 for the Amt für Statistik Berlin-Brandenburg's population on 31 December
    // 2025 or later: not found in our sources.
    source: {
      publisher: 'Amt für Statistik Berlin-Brandenburg',
      checked: '2026-11-25',
      year: 2024,
      title: 'Bevölkerungsstand Juli 2024',
      url: 'https://statistik-berlin-brandenburg.de/a-i-7-a-ii-3-a-iii-3-m',
    },
  },
  {
    // "Zum 31. März 2025 lebten 83 517 000 Personen in Deutschland" (Fortschreibung des
    // Bevölkerungsstandes, quarterly). The end-of-2024 figure (knapp 83,6 Millionen) was seen only in
    // copies of Destatis's press release, not on destatis.de.
    count: 83_517_000,
    noun: 'people',
    id: 'items.de-germany',
    familiarity: 1,
    wording: 'person in Germany',
    // Searched 2026-11-28: Destatis's first estimate for 31 December 2025 was found only rounded
    // ("rund 83,5 Millionen", Deutschlandfunk and epd, 29 January 2026); the exact quarterly figures for
    // 2025 and 2026 were not found on destatis.de in our sources.
    source: {
      publisher: 'Statistisches Bundesamt (Destatis)',
      checked: '2026-11-25',
      year: 2025,
      url: 'https://www.destatis.de/DE/Themen/Gesellschaft-Umwelt/Bevoelkerung/Bevoelkerungsstand/aktuell-quartale.html',
    },
  },
];

/** No German sums of money: growth anchors are US dollar figures (docs/prose.md). */
const growth: readonly GrowthAnchor[] = [];

export const localAnchors: LocalAnchors = { duration, height, items, growth };
