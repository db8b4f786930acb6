/** The currencies a money value can be labelled with (conventions §6). A label only: no rate is ever applied. */
export interface Currency {
  readonly code: CurrencyCode;
  /** Prefixes accepted on input besides the ISO code itself (matched exactly). */
  readonly symbols: readonly string[];
  /** How an amount is printed: prefix + grouped number. */
  readonly prefix: string;
  /** Plural name of the unit, used as the `unit` of growthOfCompoundInterest. */
  readonly unitName: string;
}

export type CurrencyCode =
  | 'USD'
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'CNY'
  | 'INR'
  | 'KRW'
  | 'RUB'
  | 'TRY'
  | 'CHF'
  | 'BRL';

const TABLE: readonly Currency[] = [
  { code: 'USD', symbols: ['$', 'US$'], prefix: '$', unitName: 'dollars' },
  { code: 'CAD', symbols: ['CA$', 'C$'], prefix: 'CA$', unitName: 'Canadian dollars' },
  { code: 'EUR', symbols: ['€'], prefix: '€', unitName: 'euros' },
  { code: 'GBP', symbols: ['£'], prefix: '£', unitName: 'pounds' },
  { code: 'CNY', symbols: ['CN¥', '¥', '元'], prefix: 'CN¥', unitName: 'yuan' },
  { code: 'INR', symbols: ['₹'], prefix: '₹', unitName: 'rupees' },
  { code: 'KRW', symbols: ['₩'], prefix: '₩', unitName: 'won' },
  { code: 'RUB', symbols: ['₽'], prefix: '₽', unitName: 'rubles' },
  { code: 'TRY', symbols: ['₺'], prefix: '₺', unitName: 'lira' },
  { code: 'CHF', symbols: ['Fr.'], prefix: 'CHF ', unitName: 'francs' },
  { code: 'BRL', symbols: ['R$'], prefix: 'R$', unitName: 'reais' },
];

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = Object.fromEntries(
  TABLE.map((c) => [c.code, c]),
) as Record<CurrencyCode, Currency>;

export const DEFAULT_CURRENCY: Currency = CURRENCIES.USD;

/** A token that can label a value, with how to match it: symbols exactly, ISO codes in any case. */
interface Marker {
  readonly text: string;
  readonly caseless: boolean;
  readonly currency: Currency;
}

/** Longest first, so that `CA$` wins over `$` and `CN¥` over `¥`. */
const MARKERS: readonly Marker[] = TABLE.flatMap((currency) => [
  ...currency.symbols.map((text) => ({ text, caseless: false, currency })),
  { text: currency.code, caseless: true, currency },
]).sort((a, b) => b.text.length - a.text.length);

/** The currency marker that starts `text` at `index`, if any. */
export function currencyAt(text: string, index: number): { currency: Currency; length: number } | undefined {
  for (const marker of MARKERS) {
    const candidate = text.slice(index, index + marker.text.length);
    // ISO codes match in any ASCII case only: toUpperCase would also turn letters such as 'ſ' into 'S'.
    const same = marker.caseless
      ? /^[A-Za-z]+$/.test(candidate) && candidate.toUpperCase() === marker.text
      : candidate === marker.text;
    if (same) return { currency: marker.currency, length: marker.text.length };
  }
  return undefined;
}
