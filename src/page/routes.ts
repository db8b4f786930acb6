import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { RawParams } from '../expressions/registry.ts';
import { ICON_SVG } from '../http/icon.ts';
import { COMPARE_PAGE_PATH, comparePagePath, EXAMPLES_PATH } from '../http/paths.ts';
import { refuse } from '../http/refusals.ts';
import { originOf, type StaticFile, sendStatic, sendWithOrigin, staticFile } from '../http/static.ts';
import {
  DEFAULT_LANG,
  LANG_REFUSAL,
  LANGUAGES,
  type Lang,
  matchLang,
  negotiateLang,
} from '../i18n/languages.ts';
import { CardRenderer } from './card-renderer.ts';
import { comparePageHtml } from './compare-page.ts';
import { EMBED_CONTENT_SECURITY_POLICY, embedErrorHtml, embedHtml, refusalOf } from './embed.ts';
import { examplesPage } from './examples.ts';
import { oembedAnswer } from './oembed.ts';
import { pageOptions } from './options.ts';
import { linkComparison, readComparisonLink, readLinkLang } from './query.ts';
import { CARD_PATH, EMBED_PATH, OEMBED_PATH, shareLinks } from './share.ts';
import { switchedPath } from './switch.ts';

const PAGE_PATH = COMPARE_PAGE_PATH;

/** Files under /compare/, served as they are (plain HTML, CSS and JS, no build step). */
const ASSETS = ['compare.js', 'picture.js', 'words.js', 'compare.css', 'embed.css'] as const;

/** Short enough that a new release reaches browsers within minutes; ETags make revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=300';
/** A card is a pure function of its comparison (and of the day, like every answer): kept like a REST answer. */
const CARD_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** Same-origin only, no inline script or style: the page calls the API on its own origin. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function send(reply: FastifyReply, file: StaticFile): FastifyReply {
  return sendStatic(reply, file, CACHE_CONTROL);
}

/** The page's files, read once at start-up: a handful of small files that never change while running. */
function loadPublicFiles(names: readonly string[]): Map<string, StaticFile> {
  const folder = new URL('./public/', import.meta.url);
  return new Map(names.map((name) => [name, staticFile(name, readFileSync(new URL(name, folder)))]));
}

const TEMPLATE = readFileSync(new URL('./public/compare.html', import.meta.url), 'utf8');

/**
 * The comparison page at /compare (drawn on the server when its link holds a comparison), its assets
 * and form options, and what sharing a comparison needs: its picture card, its embed and oEmbed.
 */
export async function pageRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const routeConfig = { group: 'docs' as const };
  const { attribution } = config;
  const files = loadPublicFiles(ASSETS);
  // The icon is shared with /favicon.ico, so it lives with the shared plumbing.
  files.set('icon.svg', staticFile('icon.svg', ICON_SVG));
  const blank = staticFile('compare.html', comparePageHtml(TEMPLATE, attribution, { kind: 'blank' }));
  // The empty page in each language, with the language switch (the page asked in a language).
  const blanks = new Map<Lang, StaticFile>(
    LANGUAGES.map((lang) => [
      lang,
      staticFile('compare.html', comparePageHtml(TEMPLATE, attribution, { kind: 'blank', lang, switch: {} })),
    ]),
  );
  const options = new Map<Lang, StaticFile>(
    LANGUAGES.map((lang) => [lang, staticFile('options.json', JSON.stringify(pageOptions(config, lang)))]),
  );
  const examples = staticFile('examples.html', examplesPage(attribution));
  const cards = new CardRenderer(attribution, config.publicUrl ? new URL(config.publicUrl).host : '');

  app.get(PAGE_PATH, { config: routeConfig }, async (request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY).header('Referrer-Policy', 'no-referrer');
    // The link's `lang`, else the visitor's Accept-Language (docs/languages.md "Pages, cards and embeds").
    const accepted = request.headers['accept-language'];
    const sent = request.query as RawParams;
    // A language switch (switch.ts): the same comparison at its address in the other language.
    if (sent.switch !== undefined) {
      const target = switchedPath(sent, negotiateLang(accepted));
      if (target === undefined) return refuse(reply, 400, LANG_REFUSAL);
      return reply.redirect(target, 303);
    }
    // Parameters left out take the page's defaults, as the page's script fills them in.
    const link = readComparisonLink(sent, negotiateLang(accepted));
    reply.header('Content-Language', link.lang);
    if (!link.asked) reply.header('Vary', 'Accept-Language');
    // Asked with neither, the page is the page as it was before languages (its script adds the switch).
    const switchFor = link.asked || accepted !== undefined ? link.query : undefined;
    if (link.kind === 'blank') return send(reply, switchFor ? (blanks.get(link.lang) as StaticFile) : blank);
    if (link.kind === 'refused') {
      const html = comparePageHtml(TEMPLATE, attribution, { ...link, switch: switchFor });
      return reply.code(400).type('text/html; charset=utf-8').send(html);
    }
    const { query, form, data, lang } = link;
    const page = (origin: string) =>
      comparePageHtml(TEMPLATE, attribution, {
        kind: 'answer',
        query,
        form,
        data,
        links: shareLinks(origin, query),
        lang,
        switch: switchFor,
      });
    return sendWithOrigin(
      request,
      reply,
      config,
      (origin) => staticFile('compare.html', page(origin)),
      CACHE_CONTROL,
    );
  });
  // A trailing slash would break nothing (the page uses absolute paths), but one address is easier to share.
  app.get(`${PAGE_PATH}/`, { config: routeConfig }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(PAGE_PATH + (query === -1 ? '' : request.url.slice(query)), 301);
  });
  // `?lang=` as the page asks for it (its own language): an unsupported tag is refused as the API refuses it.
  app.get(`${PAGE_PATH}/options.json`, { config: routeConfig }, async (request, reply) => {
    const language = readLinkLang((request.query as RawParams).lang);
    if (!language.ok) return refuse(reply, 400, language.message);
    return send(reply, options.get(language.lang) as StaticFile);
  });
  for (const name of [...ASSETS, 'icon.svg']) {
    const file = files.get(name) as StaticFile;
    app.get(`${PAGE_PATH}/${name}`, { config: routeConfig }, async (_request, reply) => send(reply, file));
  }

  app.get(CARD_PATH, { config: { group: 'card' } }, async (request, reply) => {
    const link = linkComparison(request.query as RawParams);
    if (link.kind === 'refused') return refuse(reply, 400, link.message);
    const card = await cards.card(comparePagePath(link.query), link.data, link.lang);
    if (card === undefined) {
      reply.header('Retry-After', '1');
      return refuse(reply, 503, 'Service Unavailable', {
        details: 'Too many cards are being drawn at once. Retry after 1 second.',
        retryAfter: 1,
      });
    }
    reply.header('Cache-Control', CARD_CACHE_CONTROL).header('ETag', card.etag);
    return reply.type('image/png').send(card.body);
  });

  // Whatever refuses an embed (its parameters, the rate limit, the HTTP layer, a shutdown) answers
  // inside the host's frame as a small card in HTML, with the refusal's own status and headers. Only
  // the comparison's own refusal links to the page to fix it: a 400 may also come from the HTTP layer.
  const refusedComparisons = new WeakSet<FastifyRequest>();
  const embedRefusal = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 || !String(reply.getHeader('content-type')).startsWith('application/json')) {
      return payload;
    }
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', EMBED_CONTENT_SECURITY_POLICY)
      .header('Referrer-Policy', 'no-referrer');
    const query = refusedComparisons.has(request) ? (request.query as RawParams) : undefined;
    // Said in the link's language when it names one this service speaks, else in English.
    const tag = (request.query as RawParams | undefined)?.lang;
    const lang = (typeof tag === 'string' && matchLang(tag)) || DEFAULT_LANG;
    reply.header('Content-Language', lang);
    return embedErrorHtml(refusalOf(payload, reply.statusCode), attribution, query, lang);
  };
  app.get(EMBED_PATH, { config: routeConfig, onSend: embedRefusal }, async (request, reply) => {
    const link = linkComparison(request.query as RawParams);
    if (link.kind === 'refused') {
      refusedComparisons.add(request);
      return refuse(reply, 400, link.message);
    }
    reply
      .header('Content-Security-Policy', EMBED_CONTENT_SECURITY_POLICY)
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Language', link.lang);
    const html = embedHtml(link.data, comparePagePath(link.query), attribution, link.lang);
    return send(reply, staticFile('embed.html', html));
  });

  app.get(OEMBED_PATH, { config: routeConfig }, async (request, reply) => {
    const origin = originOf(request, config);
    if (origin === undefined) return refuse(reply, 400, 'Malformed Host Header');
    const outcome = oembedAnswer(request.query as RawParams, origin, attribution);
    if (!outcome.ok) return refuse(reply, outcome.status, outcome.message, { details: outcome.details });
    return sendWithOrigin(
      request,
      reply,
      config,
      () => staticFile('oembed.json', JSON.stringify(outcome.body)),
      CACHE_CONTROL,
    );
  });

  app.get(EXAMPLES_PATH, { config: routeConfig }, async (_request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY).header('Referrer-Policy', 'no-referrer');
    return send(reply, examples);
  });
}
