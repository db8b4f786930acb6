import { DATASET_LICENSE } from '../anchors/dataset.ts';
import { CARD_PATHS, COMPARE_PAGE_PATH, DATASET_PATHS, EXAMPLES_PATH, MCP_PATH } from '../http/paths.ts';
import { SECURITY_TXT_PATH } from './security-txt.ts';

/** The icon the comparison page serves. */
const ICON_PATH = `${COMPARE_PAGE_PATH}/icon.svg`;

export const APIS_JSON_PATHS = ['/apis.json', '/.well-known/apis.json'] as const;

/** The day this index was written; `modified` moves when its entries change. */
const CREATED = '2026-11-25';
const MODIFIED = '2026-11-25';

const DESCRIPTION =
  'Turns a sum of money into human-scale, quotable facts: how long it lasts at a daily spend, how tall it stacks in coins or bills, how many of an item it buys, how much it earns by compound interest, and how two fortunes compare. Read-only, no key, results CC BY 4.0.';

/** A link of the index: a type (APIs.json's own, or an `X-` one of ours) and a path on the origin. */
type Link = readonly [type: string, path: string];

/** What the API entry links to, by APIs.json property type. */
const API_LINKS: readonly Link[] = [
  ['OpenAPI', '/openapi.json'],
  ['OpenAPI', '/openapi.yaml'],
  ['Documentation', '/'],
  ['X-llms-txt', '/llms.txt'],
  ['X-llms-full-txt', '/llms-full.txt'],
  ['X-mcp-server', MCP_PATH],
  ['X-mcp-server-card', CARD_PATHS[0]],
  ['X-dataset', DATASET_PATHS.json],
  ['X-dataset-csv', DATASET_PATHS.csv],
  ['X-comparison-page', COMPARE_PAGE_PATH],
  ['X-examples', EXAMPLES_PATH],
];

/**
 * `/apis.json` (APIs.json 0.19, apisjson.org): an index of the service for API search engines, with
 * absolute links from the public origin. `security` is the security.txt path when one is served.
 */
export function apisJson(origin: string, options: { security: boolean }): Record<string, unknown> {
  const at = (path: string) => `${origin}${path}`;
  const common: Link[] = options.security ? [['X-security-txt', SECURITY_TXT_PATH]] : [];
  return {
    aid: `${new URL(origin).host}:tangible-wealth`,
    name: 'Tangible Wealth',
    description: DESCRIPTION,
    image: at(ICON_PATH),
    url: at(APIS_JSON_PATHS[0]),
    tags: ['money', 'wealth', 'inequality', 'perspective', 'open data', 'MCP'],
    created: CREATED,
    modified: MODIFIED,
    specificationVersion: '0.19',
    apis: [
      {
        aid: `${new URL(origin).host}:tangible-wealth-api`,
        name: 'Tangible Wealth API',
        description: DESCRIPTION,
        image: at(ICON_PATH),
        humanURL: at('/'),
        baseURL: at('/v1'),
        tags: ['REST', 'MCP', 'read-only', 'no authentication'],
        properties: [
          ...API_LINKS.map(([type, path]) => ({ type, url: at(path) })),
          { type: 'License', url: DATASET_LICENSE.url },
        ],
      },
    ],
    common: [
      { type: 'Website', url: at(COMPARE_PAGE_PATH) },
      ...common.map(([type, path]) => ({ type, url: at(path) })),
    ],
    maintainers: [{ name: 'Tangible Wealth', FN: 'Tangible Wealth', url: at('/') }],
  };
}
