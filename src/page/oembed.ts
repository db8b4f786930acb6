// The oEmbed answer (oembed.com, "rich" type, JSON) for a comparison page's address, so that blog and
// CMS hosts can embed a comparison from its link: an <iframe> of /embed, sized within the host's limits.
import type { RawParams } from '../expressions/registry.ts';
import { COMPARE_PAGE_PATH, comparePagePath } from '../http/paths.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { EMBED_MIN, EMBED_WIDTH, embedHeight } from './embed.ts';
import { escapeHtml } from './html.ts';
import { linkComparison, queryObject, readLinkLang } from './query.ts';
import { CARD_PATH, CARD_SIZE, EMBED_PATH, headline, SITE_NAME } from './share.ts';

/** How long a consumer may keep the answer (seconds): as long as REST answers stay fresh. */
const CACHE_AGE = 3600;

export type OEmbedOutcome =
  | { ok: true; body: Record<string, string | number> }
  | { ok: false; status: 400 | 404 | 501; message: string; details: string };

const refused = (status: 400 | 404 | 501, message: string, details: string): OEmbedOutcome => ({
  ok: false,
  status,
  message,
  details,
});

/** A size limit: absent, or a whole number of pixels from 1 to 10,000. */
function limit(raw: unknown, name: string): number | undefined | string {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > 10_000) {
    return `${name} must be a whole number of pixels from 1 to 10000`;
  }
  return Number(raw);
}

/** The comparison page or embed an address names on this origin, as its query, or undefined. */
function comparisonQuery(url: unknown, origin: string): Record<string, string | string[]> | undefined {
  if (typeof url !== 'string') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const ours = parsed.origin === origin && [COMPARE_PAGE_PATH, EMBED_PATH].includes(parsed.pathname);
  return ours ? queryObject(parsed.searchParams) : undefined;
}

/**
 * The answer to `/oembed?url=…` (oEmbed 1.0 §2.2–2.3): 501 for a format other than JSON, 404 for an
 * address that is not a comparison on this service, or whose comparison the API refuses, or when no
 * embed fits within maxwidth × maxheight; 400 for a missing url or a malformed limit.
 */
export function oembedAnswer(query: RawParams, origin: string, attribution: string): OEmbedOutcome {
  if (query.format !== undefined && query.format !== 'json') {
    return refused(501, 'Not Implemented', 'only format=json is offered');
  }
  if (typeof query.url !== 'string' || query.url === '') {
    return refused(400, 'Bad Request', 'url must be the address of a comparison page, /compare?…');
  }
  const maxWidth = limit(query.maxwidth, 'maxwidth');
  const maxHeight = limit(query.maxheight, 'maxheight');
  for (const problem of [maxWidth, maxHeight]) {
    if (typeof problem === 'string') return refused(400, 'Bad Request', problem);
  }
  // `lang` names the language of a url that names none (the url's own `lang` comes first).
  const language = readLinkLang(query.lang);
  if (!language.ok) return refused(400, language.message, `lang must be one of ${LANGUAGES.join(', ')}`);
  const found = comparisonQuery(query.url, origin);
  const args =
    found && query.lang !== undefined && found.lang === undefined ? { ...found, lang: language.lang } : found;
  if (args === undefined) {
    return refused(
      404,
      'Not Found',
      `url is not a comparison page of this service (${origin}${COMPARE_PAGE_PATH}?…)`,
    );
  }
  // Read as /compare reads it: parameters left out take the page's defaults.
  const link = linkComparison(args);
  if (link.kind === 'refused') {
    return refused(404, 'Not Found', `the comparison in url is refused: ${link.message}`);
  }
  const width = Math.min(EMBED_WIDTH, (maxWidth as number | undefined) ?? EMBED_WIDTH);
  const height = Math.min(
    embedHeight(link.data, attribution, width, link.lang),
    (maxHeight as number | undefined) ?? Infinity,
  );
  if (width < EMBED_MIN.width || height < EMBED_MIN.height) {
    return refused(
      404,
      'Not Found',
      `no embed fits within ${width} × ${height} pixels (the least is ${EMBED_MIN.width} × ${EMBED_MIN.height})`,
    );
  }
  const title = headline(link.data);
  const frame = origin + comparePagePath(link.query, EMBED_PATH);
  const body: Record<string, string | number> = {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: SITE_NAME,
    provider_url: `${origin}/`,
    cache_age: CACHE_AGE,
    // As wide as the host's column up to `width`: a phone's narrower column still shows it whole.
    html: `<iframe src="${escapeHtml(frame)}" width="${width}" height="${height}" title="${escapeHtml(title)}" style="border:0;width:100%;max-width:${width}px" loading="lazy"></iframe>`,
    width,
    height,
  };
  // The card is 1200 × 630: offered as the thumbnail only where it fits the host's limits.
  const fits =
    CARD_SIZE.width <= ((maxWidth as number | undefined) ?? Infinity) &&
    CARD_SIZE.height <= ((maxHeight as number | undefined) ?? Infinity);
  if (fits) {
    Object.assign(body, {
      thumbnail_url: origin + comparePagePath(link.query, CARD_PATH),
      thumbnail_width: CARD_SIZE.width,
      thumbnail_height: CARD_SIZE.height,
    });
  }
  return { ok: true, body };
}
