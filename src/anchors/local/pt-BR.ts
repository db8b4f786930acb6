// Anchors a Brazilian reader knows (issue 28): the population of Brazil, the four-year presidential
// term and the Sugarloaf Mountain (Christ the Redeemer is a global anchor already). Used only when
// answering in `pt-BR`; English never sees them. Their wordings are in ../wordings/pt-BR.json.
import type { SpanAnchor } from '../duration.ts';
import type { HeightAnchor } from '../height.ts';
import type { ItemsAnchor } from '../items.ts';

const duration: readonly SpanAnchor[] = [
  {
    kind: 'span',
    // Art. 82: "O mandato do Presidente da República é de 4 (quatro) anos" (as amended by EC 111/2021).
    days: 4 * 365.25,
    shown: '4 years',
    id: 'duration.pt-BR-presidential-term',
    familiarity: 1,
    wording: 'the length of a Brazilian presidential term',
    source: {
      publisher: 'Constituição da República Federativa do Brasil, art. 82 (SmartLex)',
      secondary:
        "the constitution's text as reprinted by a legal site; the Planalto's text was not found in our sources",
      year: 2026,
      title: 'Constituição Federal, artigo 82',
      url: 'https://smartlex.net.br/legislacao/cf/artigo/82',
      yearChecked: true,
    },
  },
];

const height: readonly HeightAnchor[] = [
  {
    metres: 396,
    unit: 'm',
    id: 'height.pt-BR-sugarloaf',
    familiarity: 1,
    wording: 'the height of the Sugarloaf Mountain in Rio de Janeiro',
    source: {
      publisher: 'Gshow (TV Globo), on the cable car’s centenary',
      secondary: "a broadcaster's page; the cable car operator's own page was not found in our sources",
      year: 2012,
      title: 'Bondinho do Pão de Açúcar completa 100 anos',
      url: 'https://gshow.globo.com/programas/mais-voce/O-programa/noticia/2012/10/bondinho-do-pao-de-acucar-completa-100-anos.html',
    },
  },
];

const items: readonly ItemsAnchor[] = [
  {
    // IBGE's estimate for 1 July 2025, published in the Diário Oficial da União on 28 August 2025.
    count: 213_421_037,
    noun: 'people',
    id: 'items.pt-BR-brazil',
    familiarity: 1,
    wording: 'person in Brazil',
    source: {
      publisher: 'Novo Dia Notícias (reporting the IBGE estimate)',
      checked: '2026-11-25',
      secondary: "a news report of the IBGE's estimate; the IBGE's release was not found in our sources",
      year: 2025,
      title: 'Brasil tem 213,4 milhões de habitantes, diz IBGE',
      url: 'https://novodianoticias.com.br/2025/08/brasil-tem-2134-milhoes-de-habitantes-diz-ibge',
    },
  },
];

export const localAnchors = { duration, height, items, growth: [] } as const;
