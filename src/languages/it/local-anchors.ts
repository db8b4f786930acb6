// Anchors a reader of Italian knows (issue 28): the population of Italy, the five years a legislature
// lasts, the Leaning Tower of Pisa and the Mole Antonelliana, and the one-euro coin and the €50 note in
// place of the US quarter and the US dollar bill (issue 33, ../euro.ts). Used only when answering in `it`;
// English never sees them. Their Italian wordings are in ./anchors.json (docs/languages.md).
import { euroAnchors } from '../euro.ts';

export const localAnchors = {
  duration: [
    {
      kind: 'span',
      // Art. 60: "La Camera dei deputati e il Senato della Repubblica sono eletti per cinque anni."
      // A legislature may end earlier by dissolution (art. 88): the anchor is a full one.
      days: 5 * 365.25,
      shown: '5 years',
      id: 'duration.it-legislature',
      familiarity: 1,
      wording: 'the length of a full term of the Italian parliament',
      source: {
        publisher: 'Costituzione della Repubblica Italiana, art. 60 (avvocato.it)',
        secondary:
          "the constitution's text as reprinted by a legal reference site; searched senato.it, camera.it, normattiva.it and the Gazzetta Ufficiale: the text in force was not found there, and the Gazzetta's 1947 text (seen in a mirror) still has six years for the Senate",
        year: 2026,
        title: 'Art. 60 – Costituzione',
        url: 'https://avvocato.it/costituzione-parte-ii-titolo-i-sezione-i-art60',
        yearChecked: true,
      },
    },
  ],
  height: [
    {
      // "Altezza: 58,36 metri", the figure of the Opera della Primaziale Pisana, which runs the tower:
      // 100 Pisan braccia measured from the foundation level (about 56 m above the ground).
      metres: 58.36,
      unit: 'm',
      id: 'height.it-leaning-tower-pisa',
      familiarity: 1,
      wording: 'the height of the Leaning Tower of Pisa measured from its foundations',
      source: {
        publisher: 'Opera della Primaziale Pisana (the cathedral works that run the tower)',
        year: 2026,
        title: 'Torre Pendente',
        url: 'https://www.opapisa.it/visita/torre-pendente/',
        yearChecked: true,
      },
    },
    {
      // "Misura oggi 167,5 metri", the City of Turin, which owns the building.
      metres: 167.5,
      unit: 'm',
      id: 'height.it-mole-antonelliana',
      familiarity: 1,
      wording: 'the height of the Mole Antonelliana in Turin',
      source: {
        publisher: 'Città di Torino (scatTO, the city’s web news)',
        year: 2009,
        url: 'http://comune.torino.it/scatTO/archivio/2009/maggio09/20090505.shtml',
      },
    },
    ...euroAnchors('it'),
  ],
  items: [
    {
      // ISTAT, Censimento permanente 2024 (18 December 2025): 58,943,464 people usually resident in
      // Italy on 31 December 2024.
      count: 58_943_464,
      noun: 'people',
      id: 'items.it-italy',
      familiarity: 1,
      wording: 'person in Italy',
      source: {
        publisher: 'Adnkronos (reporting ISTAT, Censimento permanente della popolazione 2024)',
        checked: '2026-11-25',
        secondary:
          "a news agency's report of ISTAT's release; searched istat.it for the Censimento permanente release of 18 December 2025: only reports of it were found (Adnkronos, Il Sole 24 Ore Radiocor)",
        year: 2025,
        url: 'https://www.adnkronos.com/cronaca/istat-italia-calo-demografino-anziani-giovani-stranieri_7oFDtC5oQ4KqgI4nG2HYIj',
      },
    },
  ],
  growth: [],
} as const;
