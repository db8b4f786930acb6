// What a shared comparison link says about itself, for link previews (Open Graph, Twitter cards) and
// oEmbed discovery: words from the API's own answer, and the addresses of its card, embed and page.
import type { RawParams } from '../expressions/registry.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { COMPARE_PAGE_PATH, comparePagePath } from '../http/paths.ts';
import { DEFAULT_LANG, type Lang, LOCALES } from '../i18n/languages.ts';
import { escapeHtml } from './html.ts';
import { textsOf } from './texts.ts';

export const CARD_PATH = `${COMPARE_PAGE_PATH}/card.png`;
export const EMBED_PATH = '/embed';
export const OEMBED_PATH = '/oembed';
/** The card's size: the 1.91:1 picture Open Graph and Twitter's large card expect. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

export const SITE_NAME = 'Tangible Wealth';

/** The absolute addresses of one comparison: its page, card, embed, and its oEmbed answer. */
export interface ShareLinks {
  page: string;
  card: string;
  embed: string;
  oembed: string;
}

export function shareLinks(origin: string, args: RawParams): ShareLinks {
  const page = origin + comparePagePath(args);
  const oembed = new URLSearchParams({ url: page, format: 'json' });
  return {
    page,
    card: origin + comparePagePath(args, CARD_PATH),
    embed: origin + comparePagePath(args, EMBED_PATH),
    oembed: `${origin}${OEMBED_PATH}?${oembed}`,
  };
}

/** The headline: the API's ratio sentence without its full stop (`.` or Japanese `。`). */
export function headline(data: ComparisonResult): string {
  return data.ratio.sentence.replace(/[.。]$/, '');
}

/**
 * One line that says both results and what they mean to each other, then the answer's currency note
 * when it mixes labels (the equivalence then puts two labels side by side: docs/prose.md).
 */
export function summary(data: ComparisonResult, lang: Lang = DEFAULT_LANG): string {
  const line = textsOf(lang)('share.summary', {
    yours: data.resultYours.phrase,
    theirs: data.resultTheirs.phrase,
    equivalence: data.equivalence,
  });
  return data.currencyNote === undefined ? line : `${line} ${data.currencyNote}`;
}

/** What the card shows, in words, for readers who cannot see it. */
export function cardAlt(data: ComparisonResult, lang: Lang = DEFAULT_LANG): string {
  return textsOf(lang)('share.alt', {
    sentence: data.ratio.sentence,
    phrase: data.ratio.phrase,
    summary: summary(data, lang),
  });
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** The head tags of a shared comparison's page (title and description are the template's own slots). */
export function shareTags(data: ComparisonResult, links: ShareLinks, lang: Lang = DEFAULT_LANG): string {
  const title = headline(data);
  const description = summary(data, lang);
  const alt = cardAlt(data, lang);
  return [
    `<link rel="canonical" href="${escapeHtml(links.page)}">`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(links.oembed)}" title="${escapeHtml(title)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', links.page),
    ...(lang === DEFAULT_LANG ? [] : [meta('property', 'og:locale', LOCALES[lang].replace('-', '_'))]),
    meta('property', 'og:image', links.card),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', CARD_SIZE.width),
    meta('property', 'og:image:height', CARD_SIZE.height),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', links.card),
    meta('name', 'twitter:image:alt', alt),
  ].join('\n  ');
}
