/** Money as the checker sends it: an optional prefix (§6), US-grouped digits, an optional K/M/B/T/Q. */
import { ALL_PREFIXES, currencyOfPrefix } from './labels.ts';
import { dec, mul, pow10 } from './rational.ts';
import type { Sent } from './rules.ts';

const SUFFIX: Record<string, number> = { k: 3, m: 6, b: 9, t: 12, q: 15 };
const BY_LENGTH = [...ALL_PREFIXES].sort((a, b) => b.length - a.length);

/** Reads a money text the sweep or a fixed case sends (`¥1M`, `1,236`, `CHF 1.5B`). */
export function sentMoney(text: string): Sent {
  const prefix = BY_LENGTH.find((p) => p !== '' && text.startsWith(p)) ?? '';
  const m = /^\s*([\d,]+(?:\.\d+)?)\s?([kmbtq])?$/i.exec(text.slice(prefix.length));
  if (!m) throw new Error(`cannot send ${text}`);
  const value = mul(dec(m[1] ?? ''), pow10(SUFFIX[(m[2] ?? '').toLowerCase()] ?? 0));
  return { text, value, currency: currencyOfPrefix(prefix), bare: prefix === '' };
}
