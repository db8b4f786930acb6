/** The currencies a money value can be labelled with (conventions §6). A label only: no rate is ever applied. */
export interface Currency {
  readonly code: CurrencyCode;
  /** Prefixes accepted on input besides the ISO code itself (matched exactly). */
  readonly symbols: readonly string[];
  /** How an amount is printed: prefix + grouped number. */
  readonly prefix: string;
  /** Plural name of the unit, used as the `unit` of growthOfCompoundInterest. */
  readonly unitName: string;
  /** Decimals of the minor unit as Intl prints it in English: 2, or 0 for the yen. */
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
  readonly caseless: boolean;
  readonly currency: Currency;
}

/** Markers by their first character (upper-cased for codes), longest first so `CA$` wins over `C$`. */
const MARKERS_BY_FIRST = new Map<string, Marker[]>();
for (const currency of TABLE) {
  const markers: Marker[] = [
    ...currency.symbols.map((text) => ({ text, caseless: false, currency })),
    { text: currency.code, caseless: true, currency },
  ];
  for (const marker of markers) {
    const first = marker.text[0] as string;
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
  const first = String.fromCharCode(c >= 97 && c <= 122 ? c - 32 : c);
  const candidates = MARKERS_BY_FIRST.get(first);
  if (candidates === undefined) return undefined;
  for (const marker of candidates) {
    const same = marker.caseless ? codeAt(text, index, marker.text) : text.startsWith(marker.text, index);
    if (same) return { currency: marker.currency, length: marker.text.length };
  }
  return undefined;
}
