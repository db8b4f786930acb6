import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'yaml';
import type { Config } from '../config.ts';
import { llmsText } from './llms.ts';
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

const etagOf = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Sends a document with its ETag, or 304 when the client already holds this version. */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: string,
  etag = etagOf(body),
) {
  reply.header('Cache-Control', SHORT_CACHE).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** The origin a request came to, for absolute links when PUBLIC_URL is not set. */
function originOf(request: FastifyRequest, config: Config): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Scalar's 3.5 MB bundle, read and compressed once on first use. */
function scalarBundle() {
  let loaded: Promise<{ raw: Buffer; gzipped: Buffer }> | undefined;
  return () => {
    loaded ??= readFile(SCALAR_FILE).then(async (raw) => ({ raw, gzipped: await promisify(gzip)(raw) }));
    return loaded;
  };
}

/**
 * The documentation routes: the interactive reference at `/`, the OpenAPI document as JSON and
 * YAML (built once), and `/llms.txt`. All count against DOCS_RATE_LIMIT.
 */
export async function docsRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const routeConfig = { config: { group: 'docs' as const } };
  const document = buildOpenApi(config);
  const json = JSON.stringify(document, null, 2);
  const yaml = stringify(document, { lineWidth: 0 });
  const csp = contentSecurityPolicy(config.publicUrl);
  const bundle = scalarBundle();
  const init = initScript(config.publicUrl);

  app.get('/openapi.json', routeConfig, async (request, reply) =>
    sendCached(request, reply, 'application/json; charset=utf-8', json),
  );
  app.get('/openapi.yaml', routeConfig, async (request, reply) =>
    sendCached(request, reply, 'application/yaml; charset=utf-8', yaml),
  );
  app.get('/llms.txt', routeConfig, async (request, reply) =>
    sendCached(request, reply, 'text/plain; charset=utf-8', llmsText(config, originOf(request, config))),
  );
  app.get('/', routeConfig, async (request, reply) => {
    reply.header('Content-Security-Policy', csp).header('Referrer-Policy', 'no-referrer');
    return sendCached(request, reply, 'text/html; charset=utf-8', REFERENCE_PAGE);
  });
  app.get(INIT_SCRIPT_PATH, routeConfig, async (request, reply) =>
    sendCached(request, reply, 'text/javascript; charset=utf-8', init),
  );
  app.get(SCALAR_SCRIPT_PATH, routeConfig, async (request, reply) => {
    const { raw, gzipped } = await bundle();
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', FOREVER)
      .header('Vary', 'Accept-Encoding');
    if (!acceptsGzip) return reply.send(raw);
    return reply.header('Content-Encoding', 'gzip').send(gzipped);
  });
}
