// Anchors a Brazilian reader knows (issue 28): the population of Brazil, the four-year presidential
// term and the Sugarloaf Mountain (Christ the Redeemer is a global anchor already), and the one-real
// coin and the R$ 100 note in place of the US quarter and the US dollar bill (issue 33). Used only when
// answering in `pt-BR`; English never sees them. Their wordings are in ./anchors.json.

// The second family's coins (since 1998), the central bank's table: "1,00 (2002 em diante) 27,00 7,00
// 1,95" (face value, diameter in mm, weight in g, thickness in mm); the 1998–2001 coin is as wide and
// as thick (7.84 g).
const coinTable = {
  publisher: 'Banco Central do Brasil',
  year: 2026,
  title: 'Segunda família das moedas brasileiras',
  url: 'https://www.bcb.gov.br/dinheirobrasileiro/segunda-familia-moedas.html',
  yearChecked: true,
} as const;

const duration = [
  {
    kind: 'span',
    // Art. 82: "O mandato do Presidente da República é de quatro anos" (the wording of EC 16/1997 as seen;
    // the later wording after EC 111/2021, seen on SmartLex, reads "4 (quatro) anos": the same length).
    days: 4 * 365.25,
    shown: '4 years',
    id: 'duration.pt-BR-presidential-term',
    familiarity: 1,
    wording: 'the length of a Brazilian presidential term',
    source: {
      // Read in the Planalto's compiled text with its amendment notes ("Redação dada pela Emenda
      // Constitucional nº 16, de 1997"), as a public repository keeps it verbatim
      // (carlosdelfino/leis-administracao-publica-pesquisa), whose index links this page as the full text.
      publisher: 'Presidência da República, Casa Civil (Planalto), Constituição Federal compilada, art. 82',
      year: 2026,
      title: 'Constituição da República Federativa do Brasil de 1988',
      url: 'https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm',
      yearChecked: true,
    },
  },
] as const;

const height = [
  {
    metres: 396,
    unit: 'm',
    id: 'height.pt-BR-sugarloaf',
    familiarity: 1,
    wording: 'the height of the Sugarloaf Mountain in Rio de Janeiro',
    source: {
      publisher: 'Gshow (TV Globo), on the cable car’s centenary',
      secondary:
        "a broadcaster's page; searched the operator's site (Parque Bondinho Pão de Açúcar): only reports quoting it were found (396 m)",
      year: 2012,
      title: 'Bondinho do Pão de Açúcar completa 100 anos',
      url: 'https://gshow.globo.com/programas/mais-voce/O-programa/noticia/2012/10/bondinho-do-pao-de-acucar-completa-100-anos.html',
    },
  },
  {
    metres: 0.001_95,
    unit: 'mm',
    id: 'height.pt-BR-one-real-coin-thickness',
    familiarity: 1,
    wording: 'the thickness of a one-real coin',
    replaces: 'height.us-quarter-thickness',
    source: coinTable,
  },
  {
    metres: 0.027,
    unit: 'mm',
    id: 'height.pt-BR-one-real-coin-diameter',
    familiarity: 1,
    wording: 'the diameter of a one-real coin',
    replaces: 'height.us-quarter-width',
    source: coinTable,
  },
  {
    // The second family's R$ 100 note (December 2010): 156 × 70 mm, "15,6 cm de largura por 7 cm de
    // altura". Its figure is the US dollar bill's as that anchor shows it (156 mm), so it would take its
    // place by the figure alone; it names it all the same.
    metres: 0.156,
    unit: 'mm',
    id: 'height.pt-BR-hundred-real-note',
    familiarity: 1,
    wording: 'the length of an R$100 note',
    replaces: 'height.us-dollar-bill',
    source: {
      // An undated article of July 2012, when the R$ 10 and R$ 20 notes of the family came out.
      publisher: 'A Hora, ahora.com.br (reporting the Banco Central do Brasil)',
      secondary:
        "a newspaper's report of the central bank's sizes for the second family; searched bcb.gov.br (the second family's notes page and its FAQ, the coins' page has no notes): the central bank's own table of the notes' sizes was not found in our sources",
      year: 2012,
      url: 'https://www.ahora.com.br/materia.php?codmat=20822',
    },
  },
] as const;

const items = [
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
      secondary:
        "a news report of the IBGE's estimate; searched ibge.gov.br and the IBGE's news agency for the 2025 estimates: only reports of the DOU publication were found",
      year: 2025,
      title: 'Brasil tem 213,4 milhões de habitantes, diz IBGE',
      url: 'https://novodianoticias.com.br/2025/08/brasil-tem-2134-milhoes-de-habitantes-diz-ibge',
    },
  },
] as const;

export const localAnchors = { duration, height, items, growth: [] } as const;
