// The page's language switch. Money is read in the notation of the language it was written for
// (`100.000` is a hundred thousand in German and a hundred in English), so a switch never hands the
// amounts as written to another language: it asks the server to re-read them in the language they were
// written in and to write each whole amount in plain digits (with its currency's ISO code when one was
// sent), which every language reads as the same amount (docs/languages.md "Pages, cards and embeds").
import { comparison, type RawParams } from '../expressions/registry.ts';
import { comparePagePath } from '../http/paths.ts';
import { type Lang, matchLang } from '../i18n/languages.ts';
import { toPlainString } from '../money/decimal.ts';
import type { Money } from '../money/parse.ts';

/** The money parameters of a comparison link. */
const MONEY = ['wealthYours', 'wealthTheirs', 'spend'] as const;

/** The address a switch to `target` asks for: this link with `switch`, read back by `switchedPath`. */
export function switchHref(query: RawParams, current: Lang, target: Lang): string {
  const hasComparison = ['expression', 'wealthYours', 'wealthTheirs'].some((name) => name in query);
  if (!hasComparison) return `/compare?lang=${target}`;
  return `${comparePagePath({ ...query, lang: current })}&switch=${encodeURIComponent(target)}`;
}

/** An amount every language reads the same, or undefined (a fraction, or a value that does not read). */
function neutral(raw: unknown, name: string, lang: Lang): string | undefined {
  const param = comparison.params.find((p) => p.name === name);
  const read = param?.read(raw, lang);
  if (!read?.ok) return undefined;
  const money = read.value as Money;
  const digits = toPlainString(money.amount);
  if (digits.includes('.')) return undefined;
  return money.explicitCurrency ? `${money.currency.code} ${digits}` : digits;
}

/**
 * Where `/compare?…&switch=<tag>` leads: the same comparison in the target language, its amounts
 * re-read in the link's own `lang` (else `from`, the page's language) and written so that the target
 * reads them the same; an amount that cannot be (a fraction, a mistake) is kept as written. Undefined
 * for a target that is not supported.
 */
export function switchedPath(sent: RawParams, from: Lang): string | undefined {
  const target = typeof sent.switch === 'string' ? matchLang(sent.switch) : undefined;
  if (target === undefined) return undefined;
  const written = (typeof sent.lang === 'string' && matchLang(sent.lang)) || from;
  const query: Record<string, unknown> = { ...sent, lang: target };
  delete query.switch;
  for (const name of MONEY) {
    if (name in sent) query[name] = neutral(sent[name], name, written) ?? sent[name];
  }
  return switchHref(query, target, target).replace(/&switch=[^&]*$/, '');
}
