// Conventions §6 as the spec writes it, copied here rather than read from src, so that tests check the
// service against the spec: each currency's code, accepted prefixes, printed prefix and unit name.
import fc from 'fast-check';

export const SPEC_TABLE = [
  ['USD', ['$', 'US$', 'USD'], '$', 'dollars'],
  ['CAD', ['CA$', 'C$', 'CAD'], 'CA$', 'Canadian dollars'],
  ['EUR', ['€', 'EUR'], '€', 'euros'],
  ['GBP', ['£', 'GBP'], '£', 'pounds'],
  ['CNY', ['CN¥', '元', 'CNY', 'RMB'], 'CN¥', 'yuan'],
  ['JPY', ['¥', '円', 'JPY'], '¥', 'yen'],
  ['INR', ['₹', 'INR'], '₹', 'rupees'],
  ['KRW', ['₩', 'KRW'], '₩', 'won'],
  ['RUB', ['₽', 'RUB'], '₽', 'rubles'],
  ['TRY', ['₺', 'TRY'], '₺', 'lira'],
  ['CHF', ['CHF', 'Fr.'], 'CHF ', 'francs'],
  ['BRL', ['R$', 'BRL'], 'R$', 'reais'],
] as const;

export type SpecCode = (typeof SPEC_TABLE)[number][0];

/** Whether an accepted prefix is the ISO code itself (matched in any case); RMB is not an ISO code. */
const isIsoCode = (prefix: string, code: string) => prefix === code;

/** A prefix as a caller may type it: an ISO code in any ASCII case, a symbol exactly. */
export function typed(prefix: string, code: string): fc.Arbitrary<string> {
  if (!isIsoCode(prefix, code)) return fc.constant(prefix);
  return fc
    .array(fc.boolean(), { minLength: prefix.length, maxLength: prefix.length })
    .map((lower) => [...prefix].map((c, i) => (lower[i] ? c.toLowerCase() : c)).join(''));
}

/** Any accepted prefix of any currency, typed as a caller may, with the code it labels. */
export const anyPrefix: fc.Arbitrary<{ code: SpecCode; text: string }> = fc
  .constantFrom(...SPEC_TABLE)
  .chain(([code, prefixes]) =>
    fc.constantFrom(...prefixes).chain((prefix) => typed(prefix, code).map((text) => ({ code, text }))),
  );

/** The printed prefix of a code. */
export function printedPrefix(code: SpecCode): string {
  return (SPEC_TABLE.find(([c]) => c === code) as (typeof SPEC_TABLE)[number])[2];
}
