// Money labels in a language: the sign's place and spacing from Intl's currency pattern for the
// locale, OUR label (src/money/currencies.ts: `$`, `€`, `CHF`, `¥`, `CN¥`, never Intl's `US$` for `$`),
// the digits from src/i18n/numbers.ts. English keeps src/money/format.ts's labels byte for byte.
import { LANGUAGE_FOLDERS } from '../languages/index.ts';
import type { Currency } from '../money/currencies.ts';
import { toPlainString } from '../money/decimal.ts';
import { formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { decimalSign, type LocalFigure, localDecimal, localFigure } from './numbers.ts';
import { INTL_LOCALE, type NumberLang, OTHER_LANGS } from './scale-words.ts';

/** Where a locale puts the currency sign, and what stands between it and the number. */
export interface CurrencyPattern {
  readonly before: boolean;
  readonly space: string;
}

const PATTERNS = new Map<NumberLang, CurrencyPattern>();

/**
 * The locale's currency pattern, read from Intl with the euro (a sign that is no letter, so the space
 * is the pattern's own, not CLDR's spacing rule for letter symbols): `1.000 €` (de, U+00A0),
 * `R$ 1.000` (pt-BR), `$1,000` (ja, en-IN).
 */
export function currencyPattern(lang: NumberLang): CurrencyPattern {
  let pattern = PATTERNS.get(lang);
  if (pattern === undefined) {
    const parts = new Intl.NumberFormat(INTL_LOCALE[lang], {
      style: 'currency',
      currency: 'EUR',
    }).formatToParts(1000);
    const sign = parts.findIndex((p) => p.type === 'currency');
    const number = parts.findIndex((p) => p.type === 'integer');
    const before = sign < number;
    const between = parts[before ? sign + 1 : sign - 1];
    pattern = { before, space: between?.type === 'literal' ? between.value : '' };
    PATTERNS.set(lang, pattern);
  }
  return pattern;
}

const NBSP = '\u00a0';
const LETTER = /\p{L}/u;

/**
 * A number text with a currency label in the locale's place. A label whose letter would touch a
 * digit gets a no-break space (CLDR's currency spacing): `CHF 1,000` in Japanese, `CN¥1,000` without.
 */
export function placeLabel(label: string, number: string, lang: NumberLang): string {
  const { before, space } = currencyPattern(lang);
  const touching = before ? label.slice(-1) : label.slice(0, 1);
  const gap = space === '' && LETTER.test(touching) ? NBSP : space;
  return before ? `${label}${gap}${number}` : `${number}${gap}${label}`;
}

/** Labels a language writes otherwise for the same currency, from its folder (src/languages/<lang>/money-words.ts). */
const FOLDERS: Readonly<
  Record<Exclude<NumberLang, 'en'>, { readonly labels: Readonly<Record<string, string>> }>
> = LANGUAGE_FOLDERS;
const LOCAL_LABELS: Readonly<Partial<Record<NumberLang, Readonly<Record<string, string>>>>> =
  Object.fromEntries(
    OTHER_LANGS.flatMap((lang) => {
      const labels = FOLDERS[lang].labels;
      return Object.keys(labels).length === 0 ? [] : [[lang, labels]];
    }),
  );

/** Our label of a currency, as prose shows it beside a number: its English prefix without the space. */
export function labelOf(currency: Currency, lang?: NumberLang): string {
  const label = currency.prefix.trim();
  return (lang && LOCAL_LABELS[lang]?.[label]) ?? label;
}

/**
 * An exact money label in a language: every digit sent, a fraction padded to the currency's minor
 * digits (as formatMoney does in English), never rounded: `1.000.000 €`, `1 000 000,50 €` (fr),
 * `R$ 1.000,00`, `$1,000` (ja), `₹10,00,000.50` (en-IN). English is formatMoney's label unchanged.
 */
export function localMoney(money: Money, currency: Currency, lang: NumberLang): string {
  if (lang === 'en') return formatMoney(money, currency);
  return placeLabel(labelOf(currency, lang), localMoneyNumber(money, currency, lang), lang);
}

/** localMoney's number without its label: every digit, the fraction padded to the minor unit. */
export function localMoneyNumber(
  money: Money,
  currency: Currency,
  lang: NumberLang,
  readBack = true,
): string {
  const { amount } = money;
  let plain = toPlainString(amount);
  if (amount.exponent < 0) {
    const point = plain.indexOf('.');
    const decimals = plain.length - point - 1;
    if (decimals < currency.minorDigits) plain += '0'.repeat(currency.minorDigits - decimals);
    // Three decimals after a comma read as a group to the API and to English writers (`1,005`):
    // a fourth, exact, digit makes the amount one (docs/languages.md "How each language reads money").
    if (decimals === 3 && decimalSign(lang) === ',') plain += '0';
  }
  let number = localDecimal(plain, lang);
  // `R$ 15.000` is R$15 in the API's notation (a lone dot is its decimal point) and R$15,000 to a
  // Brazilian: with the cents written (`R$ 15.000,00`, as CLDR writes money) it is one amount to both.
  // A computed sum is never sent back (`readBack` false) and keeps the press's `R$ 15.000`.
  if (readBack && currencyPattern(lang).before && decimalSign(lang) === ',' && ONE_DOT_GROUP.test(number))
    number += ',00';
  return number;
}

/** A whole number with one dot group and nothing else (`15.000`). */
const ONE_DOT_GROUP = /^\d{1,3}\.\d{3}$/;

/**
 * A worded or plain money figure in a language: `prefix` as English prints it (`$`, `CHF `), the
 * English figure text (`2.7 billion`, `1,500`, `2.04B`): `2,7 Milliarden $`, `27億$`… placed as
 * localMoney places a label, with our label. English returns prefix + figure unchanged.
 */
export function localMoneyFigure(prefix: string, english: string, lang: NumberLang): LocalFigure {
  const figure = localFigure(english, lang);
  if (lang === 'en') return { ...figure, text: `${prefix}${english}` };
  // The label as English printed it: `US$` stays `US$` (an anchor's US dollar sum beside a euro answer).
  const trimmed = prefix.trim();
  const label = (LOCAL_LABELS[lang]?.[trimmed] ?? trimmed) as string;
  if (label === '') return figure;
  return { ...figure, text: placeLabel(label, figure.text, lang) };
}
