import { comparison, type RawParams } from '../expressions/registry.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { DEFAULT_LANG, type Lang, type LangRead } from '../i18n/languages.ts';
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

/**
 * What a comparison link asks for: nothing yet (the page's empty form), a refused comparison, or its
 * answer; each with the language its texts are said in (`lang`) and whether the link itself named
 * it (`asked`: otherwise it is the visitor's, from Accept-Language, or English).
 */
export type LinkReading = { lang: Lang; asked: boolean } & (
  | { kind: 'blank'; query: RawParams }
  | { kind: 'refused'; query: RawParams; message: string }
  | { kind: 'answer'; query: RawParams; data: ComparisonResult }
);

/**
 * The one reading of a comparison link's query, shared by `/compare`, `/embed`, the card and the
 * address given to `/oembed`: a link with none of `expression` and the two wealths asks for no
 * comparison; otherwise each parameter it leaves out takes the page's default (LINK_DEFAULTS), and the
 * comparison is run as `GET /v1/comparison` runs it. `query` is the query with those defaults, from
 * which each route builds the link's canonical address.
 *
 * The language: the link's `lang` (read as the API reads it, written back as the supported tag it
 * finds, so `de-AT` and `DE` make one address; an unsupported tag is refused as the API refuses it),
 * else `visitor` (the page's Accept-Language): a language other than English then joins the query,
 * so that the answer, its canonical address and every link made from it say it.
 */
export function readComparisonLink(sent: RawParams, visitor: Lang = DEFAULT_LANG): LinkReading {
  const asked = sent.lang !== undefined && sent.lang !== '';
  const language = readLinkLang(sent.lang);
  if (!language.ok) {
    return { kind: 'refused', query: { ...sent }, message: language.message, lang: visitor, asked };
  }
  const lang = asked ? language.lang : visitor;
  const withLang: RawParams = asked || lang !== DEFAULT_LANG ? { ...sent, lang } : sent;
  if (!COMPARISON_NAMES.some((name) => name in sent)) return { kind: 'blank', query: withLang, lang, asked };
  const query = { ...LINK_DEFAULTS, ...withLang };
  const outcome = comparison.run(query);
  return outcome.ok
    ? { kind: 'answer', query, data: outcome.data, lang, asked }
    : { kind: 'refused', query, message: outcome.message, lang, asked };
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
    ? { kind: 'answer', query, data: outcome.data, lang, asked }
    : { kind: 'refused', query, message: outcome.message, lang, asked };
}
