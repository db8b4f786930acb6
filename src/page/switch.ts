// The page's language switch. Money is read in the notation of the language it was written for, so a
// switch never hands the amounts as written to another language: it asks the server to re-read them
// in the language they were written in and to write each in the target language's own notation, so
// that the visitor finds the same sums in words they read (`1,5 Mrd. €` → `€1.5B`), never a changed
// amount and never a raw code (docs/languages.md "Links").
import { comparison, type RawParams } from '../expressions/registry.ts';
import { comparePagePath } from '../http/paths.ts';
import { type Lang, matchLang, type Reading, readingOf } from '../i18n/languages.ts';
import { spellMoneyIn } from '../i18n/spell-money.ts';
import type { Money } from '../money/parse.ts';

/** The money parameters of a comparison link. */
const MONEY = ['wealthYours', 'wealthTheirs', 'spend'] as const;

/** The address a switch to `target` asks for: this link with `switch`, read back by `switchedPath`. */
export function switchHref(query: RawParams, current: Lang, target: Lang): string {
  const hasComparison = ['expression', 'wealthYours', 'wealthTheirs'].some((name) => name in query);
  if (!hasComparison) return `/compare?lang=${target}`;
  return `${comparePagePath({ ...query, lang: current })}&switch=${encodeURIComponent(target)}`;
}

/** An amount read in `from`, spelled in `target` so that it reads there as the same sum; undefined when it does not read. */
function respelled(raw: unknown, name: string, from: Reading, target: Lang): string | undefined {
  const param = comparison.params.find((p) => p.name === name);
  const read = param?.read(raw, from);
  if (!read?.ok) return undefined;
  return spellMoneyIn(read.value as Money, target, { worded: true });
}

/**
 * Where `/compare?…&switch=<tag>` leads: the same comparison in the target language, its amounts
 * re-read in the link's own `lang` (else `from`, the page's language) and written as the target writes
 * them, reading there as the same sums; an amount that does not read (a mistake) is kept as written.
 * Undefined for a target that is not supported.
 */
export function switchedPath(sent: RawParams, from: Lang): string | undefined {
  const target = typeof sent.switch === 'string' ? matchLang(sent.switch) : undefined;
  if (target === undefined) return undefined;
  const language = (typeof sent.lang === 'string' && matchLang(sent.lang)) || from;
  // Read as the link's own tag reads it (`es-ES`: Spain's notation).
  const written = readingOf(sent.lang, language);
  const query: Record<string, unknown> = { ...sent, lang: target };
  delete query.switch;
  for (const name of MONEY) {
    if (name in sent) query[name] = respelled(sent[name], name, written, target) ?? sent[name];
  }
  return switchHref(query, target, target).replace(/&switch=[^&]*$/, '');
}
