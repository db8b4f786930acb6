/** Currency labels (docs/conventions.md §6): every accepted prefix, the code it names and how it prints. */
export interface Currency {
  readonly code: string;
  readonly prefixes: readonly string[];
  readonly printed: string;
  readonly decimals: number;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', prefixes: ['$', 'US$', 'USD'], printed: '$', decimals: 2 },
  { code: 'CAD', prefixes: ['CA$', 'C$', 'CAD'], printed: 'CA$', decimals: 2 },
  { code: 'EUR', prefixes: ['€', 'EUR'], printed: '€', decimals: 2 },
  { code: 'GBP', prefixes: ['£', 'GBP'], printed: '£', decimals: 2 },
  { code: 'CNY', prefixes: ['CN¥', '元', 'CNY', 'RMB'], printed: 'CN¥', decimals: 2 },
  { code: 'JPY', prefixes: ['¥', '円', 'JPY'], printed: '¥', decimals: 0 },
  { code: 'INR', prefixes: ['₹', 'INR'], printed: '₹', decimals: 2 },
  { code: 'KRW', prefixes: ['₩', 'KRW'], printed: '₩', decimals: 2 },
  { code: 'RUB', prefixes: ['₽', 'RUB'], printed: '₽', decimals: 2 },
  { code: 'TRY', prefixes: ['₺', 'TRY'], printed: '₺', decimals: 2 },
  { code: 'CHF', prefixes: ['CHF', 'Fr.'], printed: 'CHF ', decimals: 2 },
  { code: 'BRL', prefixes: ['R$', 'BRL'], printed: 'R$', decimals: 2 },
];

const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

/** The currency a sent prefix names ('' is the default, USD); ISO codes in any case. */
export function currencyOfPrefix(prefix: string): Currency {
  if (prefix === '') return BY_CODE.get('USD') as Currency;
  const found = CURRENCIES.find((c) =>
    c.prefixes.some((p) => (/^[A-Z]{3}$/.test(p) ? p === prefix.toUpperCase() : p === prefix)),
  );
  if (!found) throw new Error(`unknown prefix ${prefix}`);
  return found;
}

export function currencyOfCode(code: string): Currency {
  const c = BY_CODE.get(code);
  if (!c) throw new Error(`unknown code ${code}`);
  return c;
}

/** Every accepted prefix, plus lower-case ISO codes and no prefix at all. */
export const ALL_PREFIXES: readonly string[] = [
  '',
  ...CURRENCIES.flatMap((c) => c.prefixes),
  ...CURRENCIES.map((c) => c.code.toLowerCase()),
];
