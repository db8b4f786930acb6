// The few words a sentence carries when it reads one label as another (docs/prose.md, "Currency
// labels"): a sentence is quoted alone, without the note beside it.
import { byCode, say } from './catalogue.ts';
import type { Lang } from './languages.ts';

/**
 * A sentence is quoted alone, without the note beside it: one that reads one label as another says so
 * in a few words inside itself (docs/prose.md, "Currency labels"). `prices`: a wealth in another label
 * against items' US-dollar prices ("… could buy 9 yachts all at once (at US-dollar prices)!");
 * `numbers`: another label read as the sentence's own, as a number (a kind of money's label replacing
 * the one sent, a spend or the other wealth in another label: "(no exchange rate applied)").
 */
export type Mark = 'prices' | 'numbers';

/**
 * What an item's US-dollar figure is, for a language that names it in its mark and note: a price, or
 * a salary, a wage, a loan, a fee or an instalment, which have amounts, not prices (Japanese `給与額`,
 * Spanish `sueldo`, French `prêt`; docs/style-sheets.md).
 */
export type Priced = 'price' | 'salary' | 'wage' | 'loan' | 'childcare' | 'rent';

const MARKS: Readonly<Record<Mark, string>> = {
  prices: 'at US-dollar prices',
  numbers: 'no exchange rate applied',
};

/** Between the bracket's words and the mark's: French sets a narrow no-break space before `;`. */
const JOIN: Partial<Record<Lang, string>> = { fr: '\u202f; ' };

/** The sentence with its mark's words before its closing punctuation (and the space some languages set before it). */
export function marked(sentence: string, mark: Mark, lang: Lang, priced: Priced = 'price'): string {
  const [, body = sentence, end = ''] = /^([\s\S]*?)(\s*[!.?！。？]*)$/.exec(sentence) ?? [];
  if (byCode(lang)) return `${body} (${MARKS[mark]})${end}`;
  const said = say(lang, `mark.${mark}`, { body, end, priced });
  // A body ending in a bracket (`1,1 m (3,6 piedi)`) takes the mark's words inside it, never a second
  // bracket beside it: `(3,6 piedi; senza conversione valutaria)`, `（2274フィート、為替換算なし）`.
  const close = body.at(-1);
  if (lang === 'en' || (close !== ')' && close !== '）')) return said;
  const words = say(lang, `mark.${mark}`, { body: '', end: '', priced }).trim();
  const inner = words.slice(1, -1);
  if (!said.startsWith(body) || !words.startsWith(close === ')' ? '(' : '（')) return said;
  return `${body.slice(0, -1)}${close === ')' ? (JOIN[lang] ?? '; ') : '、'}${inner}${close}${end}`;
}
