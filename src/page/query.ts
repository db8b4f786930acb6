import { comparison, type RawParams } from '../expressions/registry.ts';
import type { ComparisonResult } from '../expressions/types.ts';
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

/** The parameters whose presence makes a link a comparison (the page's script runs it then too). */
const COMPARISON_NAMES = ['expression', 'wealthYours', 'wealthTheirs'];

/** What a comparison link asks for: nothing yet (the page's empty form), a refused comparison, or its answer. */
export type LinkReading =
  | { kind: 'blank' }
  | { kind: 'refused'; query: RawParams; message: string }
  | { kind: 'answer'; query: RawParams; data: ComparisonResult };

/**
 * The one reading of a comparison link's query, shared by `/compare`, `/embed`, the card and the
 * address given to `/oembed`: a link with none of `expression` and the two wealths asks for no
 * comparison; otherwise each parameter it leaves out takes the page's default (LINK_DEFAULTS), and the
 * comparison is run as `GET /v1/comparison` runs it. `query` is the query with those defaults, from
 * which each route builds the link's canonical address.
 */
export function readComparisonLink(sent: RawParams): LinkReading {
  if (!COMPARISON_NAMES.some((name) => name in sent)) return { kind: 'blank' };
  const query = { ...LINK_DEFAULTS, ...sent };
  const outcome = comparison.run(query);
  return outcome.ok
    ? { kind: 'answer', query, data: outcome.data }
    : { kind: 'refused', query, message: outcome.message };
}

/**
 * The comparison a link must hold (`/embed`, the card, oEmbed): as readComparisonLink, a link with no
 * comparison refused with the API's own message for it (`Expression Missing`).
 */
export function linkComparison(sent: RawParams): Exclude<LinkReading, { kind: 'blank' }> {
  const reading = readComparisonLink(sent);
  if (reading.kind !== 'blank') return reading;
  const outcome = comparison.run(sent);
  return outcome.ok
    ? { kind: 'answer', query: sent, data: outcome.data }
    : { kind: 'refused', query: sent, message: outcome.message };
}
