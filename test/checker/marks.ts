/**
 * The few words a sentence carries when it reads one label as another (docs/prose.md, "Currency
 * labels"), as each language writes them, and which one an answer owes. Written here from the docs,
 * not read from the catalogues: `prices` for a wealth in another label against items' US-dollar
 * prices, `numbers` for another label read as the sentence's own (a kind of money's label replacing
 * the one sent, a spend or the other wealth of a comparison in another label).
 */
export type Mark = 'prices' | 'numbers';

/** Each language's marks; a price mark may name what is priced (`importes` for a salary or a loan). */
const WORDS: Readonly<Record<string, Readonly<Record<Mark, readonly string[]>>>> = {
  en: { prices: [' (at US-dollar prices)'], numbers: [' (no exchange rate applied)'] },
  'en-IN': {
    prices: [
      ' (at U.S. dollar prices)',
      ' (salary in U.S. dollars)',
      ' (loan amounts in U.S. dollars)',
      ' (childcare fees in U.S. dollars)',
      ' (payments in U.S. dollars)',
    ],
    numbers: [' (no exchange rate applied)'],
  },
  de: {
    prices: [' (zu US-Dollar-Preisen)', ' (in US-Dollar gerechnet)'],
    numbers: [' (ohne Währungsumrechnung)'],
  },
  fr: {
    prices: [
      ' (aux prix en dollars américains)',
      ' (salaire en dollars américains)',
      ' (prêt en dollars américains)',
      ' (frais de garde en dollars américains)',
      ' (loyer ou mensualité en dollars américains)',
    ],
    numbers: [' (sans conversion de devises)'],
  },
  es: {
    prices: [
      ' (a precios en dólares estadounidenses)',
      ' (sueldo en dólares estadounidenses)',
      ' (importe del préstamo en dólares estadounidenses)',
      ' (cuota de guardería en dólares estadounidenses)',
      ' (mensualidad en dólares estadounidenses)',
    ],
    numbers: [' (sin aplicar ningún tipo de cambio)'],
  },
  'pt-BR': {
    prices: [
      ' (a preços em dólares americanos)',
      ' (salário em dólares americanos)',
      ' (remuneração em dólares americanos)',
      ' (dívida em dólares americanos)',
      ' (mensalidade de creche em dólares americanos)',
      ' (parcela em dólares americanos)',
    ],
    numbers: [' (sem conversão cambial)'],
  },
  it: {
    prices: [
      ' (a prezzi in dollari statunitensi)',
      ' (stipendio in dollari statunitensi)',
      ' (importo del prestito in dollari statunitensi)',
      ' (retta in dollari statunitensi)',
      ' (rata in dollari statunitensi)',
    ],
    numbers: [' (senza conversione valutaria)'],
  },
  ja: {
    prices: [
      '（価格は米ドル建て）',
      '（給与額は米ドル建て）',
      '（返済額は米ドル建て）',
      '（保育料は米ドル建て）',
      '（支払額は米ドル建て）',
    ],
    numbers: ['（為替換算なし）'],
  },
};

/** The text without its mark (found just before the closing punctuation), and which mark it had. */
export function unmark(text: string, lang = 'en'): { text: string; mark: Mark | null } {
  const words = WORDS[lang] ?? (WORDS.en as Record<Mark, readonly string[]>);
  for (const [mark, w] of (['prices', 'numbers'] as const).flatMap((m) =>
    words[m].map((w) => [m, w] as const),
  )) {
    const at = text.lastIndexOf(w);
    if (at >= 0 && /^\s*[!.?！。？]*$/u.test(text.slice(at + w.length)))
      return { text: text.slice(0, at) + text.slice(at + w.length), mark };
    // Inside a bracket the sentence already ends with (docs/languages.md, every language but English):
    // `(3,6 piedi; senza conversione valutaria)`, `（3枚、為替換算なし）`.
    const inner = w.trim().slice(1, -1);
    for (const [sep, close] of [
      ['\u202f; ', ')'],
      ['; ', ')'],
      ['、', '）'],
    ] as const) {
      const merged = `${sep}${inner}${close}`;
      const i = text.lastIndexOf(merged);
      if (i >= 0 && /^\s*[!.?！。？]*$/u.test(text.slice(i + merged.length)))
        return { text: `${text.slice(0, i)}${close}${text.slice(i + merged.length)}`, mark };
    }
  }
  return { text, mark: null };
}

/**
 * The mark a result's sentence owes: prices for items bought with a wealth not in US dollars; numbers
 * for a stack whose kind of money relabels the wealth sent (a bare amount is US dollars), or a daily
 * spend in another label than the wealth's.
 */
export function dueMark(
  expression: string,
  sent: string,
  money: string | undefined,
  spend: string | undefined,
): Mark | null {
  if (expression === 'numberOfItems') return sent === 'USD' ? null : 'prices';
  if (expression === 'heightOfMoneyStack') return money !== undefined && money !== sent ? 'numbers' : null;
  if (expression === 'durationOfDailySpend') return spend !== undefined && spend !== sent ? 'numbers' : null;
  return null;
}
