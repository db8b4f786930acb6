import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ICON_SVG } from '../http/icon.ts';
import { type StaticFile, sendStatic, staticFile } from '../http/static.ts';
import { pageOptions } from './options.ts';

const PAGE_PATH = '/compare';

/** Files under /compare/, served as they are (plain HTML, CSS and JS, no build step). */
const ASSETS = ['compare.js', 'picture.js', 'compare.css'] as const;

/** Short enough that a new release reaches browsers within minutes; ETags make revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=300';

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

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  return sendStatic(request, reply, file, CACHE_CONTROL);
}

/** The page's files, read once at start-up: a handful of small files that never change while running. */
function loadPublicFiles(names: readonly string[]): Map<string, StaticFile> {
  const folder = new URL('./public/', import.meta.url);
  return new Map(names.map((name) => [name, staticFile(name, readFileSync(new URL(name, folder)))]));
}

/** The comparison page at /compare: its HTML, assets and the options its form is built from. */
export async function pageRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const routeConfig = { group: 'docs' as const };
  const files = loadPublicFiles(['compare.html', ...ASSETS]);
  // The icon is shared with /favicon.ico, so it lives with the shared plumbing.
  files.set('icon.svg', staticFile('icon.svg', ICON_SVG));
  const html = files.get('compare.html') as StaticFile;
  const options = staticFile('options.json', JSON.stringify(pageOptions(config)));

  app.get(PAGE_PATH, { config: routeConfig }, async (request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY).header('Referrer-Policy', 'no-referrer');
    return send(request, reply, html);
  });
  // A trailing slash would break nothing (the page uses absolute paths), but one address is easier to share.
  app.get(`${PAGE_PATH}/`, { config: routeConfig }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(PAGE_PATH + (query === -1 ? '' : request.url.slice(query)), 301);
  });
  app.get(`${PAGE_PATH}/options.json`, { config: routeConfig }, async (request, reply) =>
    send(request, reply, options),
  );
  for (const name of [...ASSETS, 'icon.svg']) {
    const file = files.get(name) as StaticFile;
    app.get(`${PAGE_PATH}/${name}`, { config: routeConfig }, async (request, reply) =>
      send(request, reply, file),
    );
  }
}
