import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import type { Config } from '../config.ts';
import { refuse } from '../http/refusals.ts';
import { type StaticFile, sendStatic, sendWithOrigin, staticFile } from '../http/static.ts';
import { readLang } from '../i18n/languages.ts';
import { discoveryRoutes } from './discovery-routes.ts';
import { llmsTextIn } from './llms.ts';
import { buildOpenApi } from './openapi.ts';
import {
  contentSecurityPolicy,
  INIT_SCRIPT_PATH,
  initScript,
  REFERENCE_PAGE,
  SCALAR_FILE,
  SCALAR_SCRIPT_PATH,
} from './reference-page.ts';

/** Documentation changes only with a deployment: browsers may reuse it briefly, then revalidate by ETag. */
const SHORT_CACHE = 'public, max-age=300';
const FOREVER = 'public, max-age=31536000, immutable';

/** `gzip` in Accept-Encoding, unless refused with a zero quality (`gzip;q=0`). */
const GZIP_ACCEPTED = /(?:^|,)\s*gzip\s*(?:$|,|;\s*q\s*=\s*(?!0(?:\.0*)?\s*(?:$|,))[\d.]+)/i;

/** Scalar's 3.5 MB bundle, read and compressed once on first use. */
function scalarBundle() {
  let loaded: Promise<{ raw: Buffer; gzipped: Buffer }> | undefined;
  return () => {
    loaded ??= readFile(SCALAR_FILE).then(async (raw) => ({ raw, gzipped: await promisify(gzip)(raw) }));
    return loaded;
  };
}

/** Origins whose OpenAPI documents are kept encoded; past this many, the oldest is built again when asked. */
const OPENAPI_ORIGINS_KEPT = 16;

interface OpenApiFiles {
  readonly json: StaticFile;
  readonly yaml: StaticFile;
}

/**
 * The OpenAPI document, JSON and YAML, for an origin. Its `servers` is an absolute URL, PUBLIC_URL or
 * else the origin the request came to, because a generated client resolves a relative server URL
 * against nothing and cannot call the API until it is told its base URL (docs/api.md). With
 * PUBLIC_URL there is one document; else each origin's is encoded once, the last few kept.
 */
function openApiDocuments(config: Config): (origin: string) => OpenApiFiles {
  const kept = new Map<string, OpenApiFiles>();
  const encode = (origin: string): OpenApiFiles => {
    const document = buildOpenApi({ ...config, publicUrl: origin });
    const json = staticFile('openapi.json', JSON.stringify(document, null, 2));
    let yaml: StaticFile | undefined;
    return {
      json,
      // The YAML is encoded only when asked for.
      get yaml() {
        yaml ??= staticFile('openapi.yaml', stringify(document, { lineWidth: 0 }));
        return yaml;
      },
    };
  };
  return (origin) => {
    let files = kept.get(origin);
    if (files === undefined) {
      files = encode(origin);
      if (kept.size >= OPENAPI_ORIGINS_KEPT) kept.delete(kept.keys().next().value as string);
    } else kept.delete(origin);
    kept.set(origin, files);
    return files;
  };
}

/**
 * The documentation routes: the interactive reference at `/`, the OpenAPI document as JSON and
 * YAML (built once), `/llms.txt`, and the discovery files and data set (discovery-routes.ts). All
 * count against DOCS_RATE_LIMIT.
 */
export async function docsRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const routeConfig = { config: { group: 'docs' as const } };
  // Fixed documents are encoded and hashed once; llms.txt names the request's origin, so it is per request.
  const openApi = openApiDocuments(config);
  const page = staticFile('index.html', REFERENCE_PAGE);
  const init = staticFile('init.js', initScript(config.publicUrl));
  const csp = contentSecurityPolicy(config.publicUrl);
  const bundle = scalarBundle();

  app.get('/openapi.json', routeConfig, async (request, reply) =>
    sendWithOrigin(request, reply, config, (origin) => openApi(origin).json, SHORT_CACHE),
  );
  app.get('/openapi.yaml', routeConfig, async (request, reply) =>
    sendWithOrigin(request, reply, config, (origin) => openApi(origin).yaml, SHORT_CACHE),
  );
  // `?lang=` gives the guide in a language (docs/languages.md); an unsupported tag is refused as the API refuses it.
  app.get('/llms.txt', routeConfig, async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).lang;
    // Given twice: refused as the API refuses every repeated parameter.
    const language = Array.isArray(raw) ? { ok: false as const, message: 'Lang Invalid' } : readLang(raw);
    if (!language.ok) return refuse(reply, 400, language.message);
    return sendWithOrigin(
      request,
      reply,
      config,
      (origin) => staticFile('llms.txt', llmsTextIn(config, origin, language.lang)),
      SHORT_CACHE,
    );
  });
  app.get('/', routeConfig, async (_request, reply) => {
    reply.header('Content-Security-Policy', csp).header('Referrer-Policy', 'no-referrer');
    return sendStatic(reply, page, SHORT_CACHE);
  });
  app.get(INIT_SCRIPT_PATH, routeConfig, async (_request, reply) => sendStatic(reply, init, SHORT_CACHE));
  app.get(SCALAR_SCRIPT_PATH, routeConfig, async (request, reply) => {
    const { raw, gzipped } = await bundle();
    const acceptsGzip = GZIP_ACCEPTED.test(String(request.headers['accept-encoding'] ?? ''));
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', FOREVER)
      .header('Vary', 'Accept-Encoding');
    if (!acceptsGzip) return reply.send(raw);
    return reply.header('Content-Encoding', 'gzip').send(gzipped);
  });
  await app.register(discoveryRoutes, { config });
}
