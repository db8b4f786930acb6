// Anchors a reader of Spanish knows (issue 28): the population of Spain, the four years a Spanish
// parliament is elected for, two landmarks, and the one-euro coin and the €50 note in place of the US
// quarter and the US dollar bill (issue 33, ../euro.ts). Used only when answering in `es`; English never
// sees them. Their Spanish wordings are in ./anchors.json.
import { euroAnchors } from '../euro.ts';

const duration = [
  {
    kind: 'span',
    // Art. 68.4: "El Congreso es elegido por cuatro años"; art. 69.6: "El Senado es elegido por cuatro
    // años". A term may end earlier by dissolution: the anchor is a full term.
    days: 4 * 365.25,
    shown: '4 years',
    id: 'duration.es-legislature',
    familiarity: 1,
    wording: 'the length of a full term of the Spanish parliament',
    source: {
      // Read in the BOE's own XML of the consolidated text (its open-data API, updated 30 January 2026), as
      // a public repository keeps it verbatim (hadronomy/canary, test fixture constitution-1978.xml); the
      // URL is the ELI the document names for itself.
      publisher: 'Agencia Estatal Boletín Oficial del Estado (BOE-A-1978-31229, texto consolidado)',
      year: 2024,
      title: 'Constitución Española, artículos 68.4 y 69.6',
      url: 'https://www.boe.es/eli/es/c/1978/12/27/(1)',
    },
  },
] as const;

const height = [
  {
    // The cross of the Tower of Jesus Christ was completed on 20 February 2026: 172.5 m, the basilica's
    // final height.
    metres: 172.5,
    unit: 'm',
    id: 'height.es-sagrada-familia',
    familiarity: 1,
    wording: 'the height of the Sagrada Família in Barcelona',
    source: {
      publisher: 'Telecinco (reporting the Junta Constructora de la Sagrada Família)',
      secondary:
        "a news report of the builders' figure; searched sagradafamilia.org and the Junta Constructora's announcement of 20 February 2026: only news reports of it were found",
      year: 2026,
      title: 'El templo de la Sagrada Familia alcanza su altura máxima: 172,5 metros',
      url: 'https://www.telecinco.es/noticias/catalunya/20260311/cruz-sagrada-familia-barcelona-visible-retirada-andamios_18_018587161.html',
    },
  },
  {
    // The official figure of the Instituto Geográfico Nacional (1983, confirmed by GRAFCAN in 2011), not
    // the 3,718 m still printed in many places.
    metres: 3715,
    unit: 'm',
    id: 'height.es-teide',
    familiarity: 1,
    wording: 'the height of Mount Teide, the highest peak in Spain',
    source: {
      publisher: 'El Día (reporting the Instituto Geográfico Nacional)',
      secondary:
        "a news report of the IGN's official figure; searched ign.es for the vertex's altitude: only reports quoting the IGN were found (El Día, La Provincia)",
      year: 2019,
      url: 'https://www.eldia.es/sociedad/2019/08/18/teide-mide-3-715-metros-22583421.html',
    },
  },
  ...euroAnchors('es'),
] as const;

const items = [
  {
    // Estadística Continua de Población: residents on 1 January 2026.
    count: 49_570_725,
    noun: 'people',
    id: 'items.es-spain',
    familiarity: 1,
    wording: 'person in Spain',
    // Searched 2026-11-28 for the INE's Estadística Continua de Población for 1 April, 1 July and
    // 1 October 2026: not found in our sources. Searched again the same day in public repositories
    // that load the INE's tables: none gives a national figure later than 1 January 2026 (Eurostat's
    // tps00001, updated 21 July 2026, gives 49,590,099 for that same day, not a newer period).
    source: {
      publisher: 'La Crónica de Badajoz (reporting the INE, Estadística Continua de Población)',
      checked: '2026-11-25',
      secondary:
        "a news report of the INE's release; searched ine.es for the Estadística Continua de Población release of 12 February 2026: only reports of it were found (RTVE, HuffPost, La Crónica de Badajoz)",
      year: 2026,
      url: 'https://www.lacronicabadajoz.com/sociedad/2026/02/12/poblacion-extranjeros-126742583.html',
    },
  },
] as const;

export const localAnchors = {
  duration,
  height,
  items,
  growth: [],
} as const;
