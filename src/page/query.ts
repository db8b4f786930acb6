import { comparison, type RawParams } from '../expressions/registry.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { DEFAULT_LANG, type Lang, type LangRead, type Reading, readingOf } from '../i18n/languages.ts';
import { neutralMoney } from '../money/neutral.ts';
import type { Money } from '../money/parse.ts';
import { LINK_DEFAULTS } from './options.ts';

/**
 * A URL's query as the REST routes read one: each name once as a string, a repeated name as an
 * array (which every parameter refuses), so a link's parameters mean what they would to the API.
 */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const before = query[name];
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

const LANG_PARAM = comparison.params.find((param) => param.name === 'lang');

/**
 * A link's `lang` read by the API's own parameter, with the API's own refusals (`Lang Unsupported: use
 * one of …`; `Lang Invalid` when given twice); absent or empty is English.
 */
export function readLinkLang(raw: unknown): LangRead {
  const read = LANG_PARAM?.read(raw);
  if (read === undefined) return { ok: true, lang: DEFAULT_LANG };
  return read.ok ? { ok: true, lang: read.value as Lang } : { ok: false, message: `Lang ${read.category}` };
}

/** The parameters whose presence makes a link a comparison (the page's script runs it then too). */
const COMPARISON_NAMES = ['expression', 'wealthYours', 'wealthTheirs'];

/** The money parameters of a comparison, whose amounts every address the service writes makes neutral. */
const MONEY_PARAMS = comparison.params.filter((param) => param.shape.kind === 'money');

/**
 * What a comparison link asks for: nothing yet (the page's empty form), a refused comparison, or its
 * answer; each with the language its texts are said in (`lang`) and whether the link itself named
 * it (`asked`: otherwise it is the visitor's, from Accept-Language, or English). `query` is the link's
 * canonical query, from which every address is written (its amounts neutral: `neutralLinkQuery`);
 * `form` the parameters as the link sent them, which the page's form shows again.
 */
export type LinkReading = { lang: Lang; asked: boolean } & (
  | { kind: 'blank'; query: RawParams }
  | { kind: 'refused'; query: RawParams; form: RawParams; message: string }
  | { kind: 'answer'; query: RawParams; form: RawParams; data: ComparisonResult }
);

/**
 * The query with each money amount that reads (in `lang`, the API's notation without one) written in
 * the neutral form every language reads as the same sum (src/money/neutral.ts: `50K`, `EUR1.5B`); an
 * amount that does not read is kept as sent (an ignored parameter, or one the answer refused).
 */
function neutralLinkQuery(query: RawParams, reading: Reading | undefined): RawParams {
  const neutral: Record<string, unknown> = { ...query };
  for (const param of MONEY_PARAMS) {
    const raw = query[param.name];
    if (typeof raw !== 'string') continue;
    const read = param.read(raw, reading);
    if (read.ok) neutral[param.name] = neutralMoney(read.value as Money);
  }
  return neutral;
}

/**
 * The one reading of a comparison link's query, shared by `/compare`, `/embed`, the card and the
 * address given to `/oembed`: a link with none of `expression` and the two wealths asks for no
 * comparison; otherwise each parameter it leaves out takes the page's default (LINK_DEFAULTS), and the
 * comparison is run as `GET /v1/comparison` runs it.
 *
 * One link, one meaning (docs/languages.md "Links"): its amounts are read in the link's own `lang`
 * (read as the API reads it, written back as the supported tag it finds, so `de-AT` and `DE` make one
 * address; an unsupported tag is refused as the API refuses it), and without one in the API's notation,
 * whoever opens it. `visitor` (the page's Accept-Language) chooses only the words of a link without
 * `lang`: a language other than English then joins the canonical query, with the amounts made neutral,
 * so that the answer, its canonical address and every link made from it say the same sum in it.
 */
export function readComparisonLink(sent: RawParams, visitor: Lang = DEFAULT_LANG): LinkReading {
  const asked = sent.lang !== undefined && sent.lang !== '';
  const language = readLinkLang(sent.lang);
  if (!language.ok) {
    return {
      kind: 'refused',
      query: { ...sent },
      form: sent,
      message: language.message,
      lang: visitor,
      asked,
    };
  }
  const lang = asked ? language.lang : visitor;
  if (!COMPARISON_NAMES.some((name) => name in sent)) {
    const withLang: RawParams = asked || lang !== DEFAULT_LANG ? { ...sent, lang } : sent;
    return { kind: 'blank', query: withLang, lang, asked };
  }
  // Read as the link says: in its `lang`, else in the API's notation (no `lang`).
  const form = { ...LINK_DEFAULTS, ...sent };
  // `es-ES` keeps Spain's notation for the link's amounts; the address then names its language.
  const reading = readingOf(sent.lang, lang);
  const asSent = asked ? { ...form, lang: reading } : form;
  const read = comparison.run(asSent);
  if (!read.ok) {
    return { kind: 'refused', query: asSent, form, message: read.message, lang, asked };
  }
  const neutral = neutralLinkQuery(form, asked ? reading : undefined);
  const query = asked || lang !== DEFAULT_LANG ? { ...neutral, lang } : neutral;
  // Said in the visitor's language: the same sums, now neutral, read under it.
  const said = asked || lang === DEFAULT_LANG ? read : comparison.run(query);
  return said.ok
    ? { kind: 'answer', query, form, data: said.data, lang, asked }
    : { kind: 'refused', query, form, message: said.message, lang, asked };
}

/**
 * The comparison a link must hold (`/embed`, the card, oEmbed): as readComparisonLink, a link with no
 * comparison refused with the API's own message for it (`Expression Missing`).
 */
export function linkComparison(sent: RawParams): Exclude<LinkReading, { kind: 'blank' }> {
  const reading = readComparisonLink(sent);
  if (reading.kind !== 'blank') return reading;
  const { query, lang, asked } = reading;
  const outcome = comparison.run(query);
  return outcome.ok
    ? { kind: 'answer', query, form: query, data: outcome.data, lang, asked }
    : { kind: 'refused', query, form: query, message: outcome.message, lang, asked };
}
