// An amount written for a person typing in a language (the page's form after a language switch, the
// gallery's requests): as that language's writers write it, and always reading back under that
// language as exactly the same sum and label. Candidates are tried in order; the first that reads
// back is kept, so no spelling can change an amount.
import { type Currency, DEFAULT_CURRENCY } from '../money/currencies.ts';
import { compare } from '../money/decimal.ts';
import { formatMoney } from '../money/format.ts';
import { neutralMoney, neutralNumber, plainDigits } from '../money/neutral.ts';
import type { Money } from '../money/parse.ts';
import { currencyPattern, labelOf, localMoney, localMoneyFigure, placeLabel } from './money.ts';
import { decimalSign, localDecimal, localFigure } from './numbers.ts';
import { parseLocalMoney } from './read-money.ts';
import type { NumberLang } from './scale-words.ts';

/** English words for the API's letters, for a worded figure (`1.5 billion`). */
const WORDS: Readonly<Record<string, string>> = {
  M: 'million',
  B: 'billion',
  T: 'trillion',
  Q: 'quadrillion',
};

/** Whether `text` reads under `lang` as exactly `money` (amount, label, and whether a label was sent). */
function readsAs(text: string, money: Money, lang: NumberLang, inherited: Currency): boolean {
  const back = parseLocalMoney(text, inherited, lang);
  return (
    back.ok &&
    compare(back.money.amount, money.amount) === 0 &&
    back.money.currency.code === money.currency.code &&
    back.money.explicitCurrency === money.explicitCurrency
  );
}

/** `1.5 billion` for an amount the API writes `1.5B`, else undefined (below a million, or no letter). */
function englishWords(money: Money): string | undefined {
  const short = /^(\d+(?:\.\d+)?)([MBTQ])$/.exec(neutralNumber(money.amount));
  if (short === null) return undefined;
  const [, mantissa = '', letter = ''] = short;
  return `${mantissa} ${WORDS[letter]}`;
}

/** The candidates for `lang`, most natural first. */
function candidates(money: Money, lang: NumberLang, worded: boolean): string[] {
  const { currency, explicitCurrency } = money;
  const labelled = (number: string) =>
    explicitCurrency ? placeLabel(labelOf(currency, lang), number, lang) : number;
  if (lang === 'en') {
    const label = explicitCurrency ? currency.prefix : '';
    const full = formatMoney(money).slice(currency.prefix.length);
    return worded ? [`${label}${neutralNumber(money.amount)}`, `${label}${full}`] : [`${label}${full}`];
  }
  const found: string[] = [];
  const words = worded ? englishWords(money) : undefined;
  if (words !== undefined) {
    found.push(
      explicitCurrency ? localMoneyFigure(currency.prefix, words, lang).text : localFigure(words, lang).text,
    );
  }
  found.push(
    explicitCurrency
      ? localMoney(money, currency, lang)
      : localFigure(formatMoney(money).slice(currency.prefix.length), lang).text,
  );
  // Where the sign goes first (Brazilian Portuguese), money is written with its cents: `50.000,00`.
  if (decimalSign(lang) === ',' && currencyPattern(lang).before && money.amount.exponent >= 0) {
    found.push(labelled(`${localDecimal(plainDigits(money.amount), lang)},00`));
  }
  // Groups set apart by spaces, as DIN 5008 and the Spanish academies write them: no reader of a
  // comma language takes them for decimals.
  if (decimalSign(lang) === ',') {
    const spaced = localDecimal(plainDigits(money.amount), lang).replace(/[.\u00a0]/g, '\u202f');
    found.push(labelled(spaced));
  }
  // Plain digits with the language's decimal sign: every reader takes them one way.
  found.push(labelled(plainDigits(money.amount).replace('.', decimalSign(lang))));
  return found;
}

/**
 * `money` as `lang` writes it in a form: worded where it is round (`1,5 Milliarden €`, `€1.5B` in
 * English) when `worded`, else in full (`1.500.000 €`), else in plain digits; the API's neutral
 * spelling (`EUR1.5B`) when nothing else reads back. `inherited`: the currency a value without a label
 * takes where it is read (the default, or the wealth's for a spend).
 */
export function spellMoneyIn(
  money: Money,
  lang: NumberLang,
  { worded = false, inherited = DEFAULT_CURRENCY }: { worded?: boolean; inherited?: Currency } = {},
): string {
  for (const text of candidates(money, lang, worded)) {
    if (readsAs(text, money, lang, inherited)) return text;
  }
  return neutralMoney(money);
}
