// Anchors a reader of French knows (issue 28): the population of France, the five-year presidential
// term (the quinquennat), the Tour Montparnasse and Mont Blanc, and the one-euro coin and the €50 note
// in place of the US quarter and the US dollar bill (issue 33, ../euro.ts). Used only when answering in
// `fr`; English never sees them. Their French wordings are in ./anchors.json (docs/languages.md).
import { euroAnchors } from '../euro.ts';

export const localAnchors = {
  duration: [
    {
      kind: 'span',
      // Art. 6: "Le Président de la République est élu pour cinq ans au suffrage universel direct"
      // (the quinquennat since the constitutional law of 2 October 2000).
      days: 5 * 365.25,
      shown: '5 years',
      id: 'duration.fr-presidential-term',
      familiarity: 1,
      wording: 'the length of a French presidential term',
      source: {
        publisher: 'Conseil constitutionnel (Constitution du 4 octobre 1958, art. 6)',
        year: 2026,
        title: 'Constitution du 4 octobre 1958 (extraits)',
        url: 'https://www.conseil-constitutionnel.fr/fondements-textuels/constitution-du-4-octobre-1958-extraits',
        yearChecked: true,
      },
    },
  ],
  height: [
    {
      // "210 mètres de haut, 59 étages", the operator's figures.
      metres: 210,
      unit: 'm',
      id: 'height.fr-tour-montparnasse',
      familiarity: 1,
      wording: 'the height of the Tour Montparnasse in Paris',
      source: {
        publisher: 'Montparnasse 56 (the tower’s observatory operator)',
        year: 2026,
        title: 'La Tour Montparnasse en chiffres',
        url: 'https://tourmontparnasse56.com/fr/visiter-paris/la-tour-montparnasse-en-chiffres',
        yearChecked: true,
      },
    },
    {
      // The summit's ice cap moves with wind and snow: the géomètres-experts of Haute-Savoie measure
      // it every two years since 2001 (4,807.81 m in 2021, 4,805.59 m in September 2023; the rock
      // beneath is at about 4,792 m). The wording names the year of the measurement.
      metres: 4805.59,
      unit: 'm',
      id: 'height.fr-mont-blanc',
      familiarity: 1,
      wording: 'the altitude of the summit of Mont Blanc as measured in 2023',
      source: {
        publisher:
          'iloveski.org (reporting the Chambre départementale des géomètres-experts de Haute-Savoie)',
        secondary:
          "a report of the surveyors' 2023 measurement; searched for the Chambre départementale des géomètres-experts de Haute-Savoie's own release: only reports of it were found (iloveski.org, 20 Minutes)",
        year: 2023,
        url: 'https://www.iloveski.org/fr/2023/10/05/mont-blanc-mesure/',
        checked: '2026-11-25',
      },
    },
    ...euroAnchors('fr'),
  ],
  items: [
    {
      // INSEE, Bilan démographique 2025 (13 January 2026): 69.1 million people living in France
      // (including the five overseas départements) on 1 January 2026, a provisional estimate.
      count: 69_100_000,
      noun: 'people',
      id: 'items.fr-france',
      familiarity: 1,
      wording: 'person in France',
      source: {
        publisher: 'Insee, Bilan démographique 2025 (as reported by AFP in L’info durable)',
        checked: '2026-11-25',
        secondary:
          "a news agency's report of INSEE's release; INSEE's own page (insee.fr/fr/statistiques/8721209) was seen, but not with the figure, and a second search for the Bilan démographique 2025 on insee.fr found only reports of it (AFP, Boursorama)",
        year: 2026,
        title: 'Naissances, décès, mariages : la démographie française en chiffres',
        url: 'https://www.linfodurable.fr/naissances-deces-mariages-la-demographie-francaise-en-chiffres-54104',
      },
    },
  ],
  growth: [],
} as const;
