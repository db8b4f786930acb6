// Anchors a German reader knows (issue 28), used only in answers in German: the population of
// Germany and of Berlin, the Bundestag's four-year term, and three landmarks of known height. Their
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
    kind: 'span',
    days: 4 * DAYS_PER_JULIAN_YEAR,
    shown: '4 years',
    id: 'duration.de-bundestag-term',
    familiarity: 1,
    wording: 'the length of a term of the German Bundestag',
    source: {
      // Art. 39 (1): "Der Bundestag wird vorbehaltlich der nachfolgenden Bestimmungen auf vier Jahre
      // gewählt." The Federal Chancellor's office ends with it (Art. 69 (2)).
      publisher: 'Grundgesetz für die Bundesrepublik Deutschland, Art. 39 (Lexetius)',
      year: 2026,
      title: 'Art. 39 GG',
      url: 'https://lexetius.com/GG/39',
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
        "a newspaper's fact box; the owner Deutsche Funkturm's own page was not found in our sources",
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
        "the regional tourist board's page; the Bavarian survey office's list of summits was not found in our sources",
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
    source: {
      publisher: 'Amt für Statistik Berlin-Brandenburg',
      checked: '2026-11-25',
      year: 2024,
      title: 'Bevölkerungsstand Juli 2024',
      url: 'https://statistik-berlin-brandenburg.de/a-i-7-a-ii-3-a-iii-3-m',
    },
  },
  {
    // "Zum Jahresende 2024 lebten knapp 83,6 Millionen Personen in Deutschland."
    count: 83_600_000,
    noun: 'people',
    id: 'items.de-germany',
    familiarity: 1,
    wording: 'person in Germany',
    source: {
      publisher: 'Statistisches Bundesamt (Destatis), press release of 20 June 2025 (news aktuell/ots)',
      checked: '2026-11-25',
      secondary:
        "the press release as news aktuell distributed it, verbatim; destatis.de's own copy was not found in our sources",
      year: 2025,
      title: 'Bevölkerung Deutschlands wächst im Jahr 2024 geringfügig um 0,1 %',
      url: 'https://www.finanznachrichten.de/nachrichten-2025-06/65709958-bevoelkerung-deutschlands-waechst-im-jahr-2024-geringfuegig-um-0-1-007.htm',
    },
  },
];

/** No German sums of money: growth anchors are US dollar figures (docs/prose.md). */
const growth: readonly GrowthAnchor[] = [];

export const localAnchors: LocalAnchors = { duration, height, items, growth };
