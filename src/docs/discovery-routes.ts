import type { FastifyInstance } from 'fastify';
import { anchorDataset, DATASET_LICENSE, datasetCsv } from '../anchors/dataset.ts';
import type { Config } from '../config.ts';
import { DATASET_PATHS } from '../http/paths.ts';
import { sendStatic, sendWithOrigin, staticFile } from '../http/static.ts';
import { APIS_JSON_PATHS, apisJson } from './apis-json.ts';
import { favicon } from './favicon.ts';
import { llmsFullText } from './llms-full.ts';
import { ROBOTS_TXT } from './robots.ts';
import { SECURITY_TXT_PATH, securityText } from './security-txt.ts';

/** As the other documents: fresh for five minutes, then revalidated by ETag. */
const SHORT_CACHE = 'public, max-age=300';
/** The favicon changes only with the icon; browsers ask for it on every page. */
const DAY_CACHE = 'public, max-age=86400';
/** security.txt's Expires moves every day. */
const HOUR_CACHE = 'public, max-age=3600';

const LICENSE_LINK = `<${DATASET_LICENSE.url}>; rel="license"`;

/**
 * The files crawlers, browsers and API indexes look for (robots.txt, favicon.ico, apis.json,
 * security.txt), the whole reference in one text (llms-full.txt) and the anchor data set. All
 * count against DOCS_RATE_LIMIT; none is part of the REST OpenAPI document.
 */
export async function discoveryRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const routeConfig = { config: { group: 'docs' as const } };
  const dataset = anchorDataset(config.attribution);
  const json = staticFile('anchors.json', JSON.stringify(dataset, null, 2));
  // A byte-order mark, so that spreadsheets read the file as UTF-8 (`≈`, `é`), not as a legacy code page.
  const csv = staticFile('anchors.csv', `\uFEFF${datasetCsv(dataset)}`);
  const csvName = `tangible-wealth-anchors-${dataset.version}.csv`;
  const robots = staticFile('robots.txt', ROBOTS_TXT);
  const icon = staticFile('favicon.ico', await favicon());

  app.get(DATASET_PATHS.json, routeConfig, async (_request, reply) =>
    sendStatic(reply.header('Link', LICENSE_LINK), json, SHORT_CACHE),
  );
  app.get(DATASET_PATHS.csv, routeConfig, async (_request, reply) => {
    reply.header('Link', LICENSE_LINK).header('Content-Disposition', `inline; filename="${csvName}"`);
    return sendStatic(reply, csv, SHORT_CACHE);
  });
  app.get('/robots.txt', routeConfig, async (_request, reply) => sendStatic(reply, robots, SHORT_CACHE));
  app.get('/favicon.ico', routeConfig, async (_request, reply) => sendStatic(reply, icon, DAY_CACHE));
  app.get('/llms-full.txt', routeConfig, async (request, reply) =>
    sendWithOrigin(
      request,
      reply,
      config,
      (origin) => staticFile('llms-full.txt', llmsFullText(config, origin)),
      SHORT_CACHE,
    ),
  );
  const security = config.securityContact !== undefined;
  for (const path of APIS_JSON_PATHS) {
    app.get(path, routeConfig, async (request, reply) =>
      sendWithOrigin(
        request,
        reply,
        config,
        // APIs.json has no registered media type that clients rely on: it is served as JSON.
        (origin) => staticFile('apis.json', JSON.stringify(apisJson(origin, { security }), null, 2)),
        SHORT_CACHE,
      ),
    );
  }
  // Without SECURITY_CONTACT there is no security.txt: the path answers the usual 404.
  const contact = config.securityContact;
  if (contact !== undefined) {
    app.get(SECURITY_TXT_PATH, routeConfig, async (request, reply) =>
      sendWithOrigin(
        request,
        reply,
        config,
        (origin) => staticFile('security.txt', securityText(contact, origin)),
        HOUR_CACHE,
      ),
    );
  }
}
