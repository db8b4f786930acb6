/** The currencies a money value can be labelled with (conventions §6). A label only: no rate is ever applied. */
export interface Currency {
  readonly code: CurrencyCode;
  /** Prefixes accepted on input besides the ISO code itself (matched exactly). */
  readonly symbols: readonly string[];
  /** How an amount is printed: prefix + grouped number. */
  readonly prefix: string;
  /** Plural name of the unit, used as the `unit` of growthOfCompoundInterest. */
  readonly unitName: string;
  /**
   * Decimals of the currency's minor unit, as Intl prints it in English: 2 (cents) for most, 0 for the
   * yen. A fractional amount is padded to this many decimals, and never rounded (docs/prose.md).
   */
  readonly minorDigits: 0 | 2;
}

export type CurrencyCode =
  | 'USD'
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'CNY'
  | 'JPY'
  | 'INR'
  | 'KRW'
  | 'RUB'
  | 'TRY'
  | 'CHF'
  | 'BRL';

/**
 * Conventions §6. `symbols` are matched exactly, codes in any case. `¥` is the yen, as Intl prints it
 * in English; the yuan is `CN¥`, `元` or `RMB` (not an ISO code, so matched exactly like a symbol).
 */
const TABLE: readonly Currency[] = [
  { code: 'USD', symbols: ['$', 'US$'], prefix: '$', unitName: 'dollars', minorDigits: 2 },
  { code: 'CAD', symbols: ['CA$', 'C$'], prefix: 'CA$', unitName: 'Canadian dollars', minorDigits: 2 },
  { code: 'EUR', symbols: ['€'], prefix: '€', unitName: 'euros', minorDigits: 2 },
  { code: 'GBP', symbols: ['£'], prefix: '£', unitName: 'pounds', minorDigits: 2 },
  { code: 'CNY', symbols: ['CN¥', '元', 'RMB'], prefix: 'CN¥', unitName: 'yuan', minorDigits: 2 },
  { code: 'JPY', symbols: ['¥', '円'], prefix: '¥', unitName: 'yen', minorDigits: 0 },
  { code: 'INR', symbols: ['₹'], prefix: '₹', unitName: 'rupees', minorDigits: 2 },
  { code: 'KRW', symbols: ['₩'], prefix: '₩', unitName: 'won', minorDigits: 2 },
  { code: 'RUB', symbols: ['₽'], prefix: '₽', unitName: 'rubles', minorDigits: 2 },
  { code: 'TRY', symbols: ['₺'], prefix: '₺', unitName: 'lira', minorDigits: 2 },
  { code: 'CHF', symbols: ['Fr.'], prefix: 'CHF ', unitName: 'francs', minorDigits: 2 },
  { code: 'BRL', symbols: ['R$'], prefix: 'R$', unitName: 'reais', minorDigits: 2 },
];

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = Object.fromEntries(
  TABLE.map((c) => [c.code, c]),
) as Record<CurrencyCode, Currency>;

export const DEFAULT_CURRENCY: Currency = CURRENCIES.USD;

/** A token that can label a value, with how to match it: symbols exactly, ISO codes in any case. */
interface Marker {
  readonly text: string;
  readonly length: number;
  readonly caseless: boolean;
  readonly currency: Currency;
}

/** Markers by their first character's code (upper-cased for codes), longest first so `CA$` wins over `C$`. */
const MARKERS_BY_FIRST = new Map<number, Marker[]>();
for (const currency of TABLE) {
  const markers: Marker[] = [
    ...currency.symbols.map((text) => ({ text, length: text.length, caseless: false, currency })),
    { text: currency.code, length: currency.code.length, caseless: true, currency },
  ];
  for (const marker of markers) {
    const first = marker.text.charCodeAt(0);
    const list = MARKERS_BY_FIRST.get(first) ?? [];
    list.push(marker);
    list.sort((a, b) => b.text.length - a.text.length);
    MARKERS_BY_FIRST.set(first, list);
  }
}

/** Whether `text` at `index` spells the ISO code `code` in any ASCII case (toUpperCase would also turn 'ſ' into 'S'). */
function codeAt(text: string, index: number, code: string): boolean {
  for (let i = 0; i < code.length; i++) {
    const c = text.charCodeAt(index + i);
    const upper = c >= 97 && c <= 122 ? c - 32 : c;
    if (upper !== code.charCodeAt(i)) return false;
  }
  return true;
}

/** The currency marker that starts `text` at `index`, if any. */
export function currencyAt(text: string, index: number): { currency: Currency; length: number } | undefined {
  const c = text.charCodeAt(index);
  const candidates = MARKERS_BY_FIRST.get(c >= 97 && c <= 122 ? c - 32 : c);
  if (candidates === undefined) return undefined;
  for (const marker of candidates) {
    const same = marker.caseless ? codeAt(text, index, marker.text) : text.startsWith(marker.text, index);
    if (same) return marker;
  }
  return undefined;
}
