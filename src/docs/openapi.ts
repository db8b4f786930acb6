import type { Config } from '../config.ts';
import type { ParamDef } from '../expressions/params.ts';
import { OPERATIONS, type Operation } from '../expressions/registry.ts';
import { success as envelope } from '../http/envelope.ts';
import { DISCOVERY_PATH, restPath } from '../http/paths.ts';
import { successExamples } from './examples.ts';
import {
  headerComponents,
  headerRefs,
  REFUSED_STATUSES,
  responseComponents,
  rootResponses,
} from './responses.ts';
import {
  type OpenApiObject,
  paramExample,
  paramSchema,
  RESPONSE_SCHEMAS,
  ref,
  schemaName,
} from './schemas.ts';

export const OPENAPI_VERSION = '3.0.4';
/** The version of the API description itself (docs/service.md §9), not of the package. */
export const DOCUMENT_VERSION = '1.4.2';

/** The anchor data set's routes (src/anchors/dataset.ts), linked from the description. */
export const ANCHORS_JSON_PATH = '/data/anchors.json';
export const ANCHORS_CSV_PATH = '/data/anchors.csv';

/**
 * Who answers for the API. No mailbox or site is invented: the URL is the interactive reference of
 * this very service, given only when PUBLIC_URL makes it absolute.
 */
function contact(config: Config): OpenApiObject {
  return {
    name: 'Tangible Wealth maintainers',
    ...(config.publicUrl ? { url: `${config.publicUrl}/` } : {}),
  };
}

const TAGS = {
  expressions: 'Wealth expressions',
  comparison: 'Comparison',
  discovery: 'Discovery',
} as const;

/** Every parameter of the registry, once, by name. */
function allParams(): Map<string, ParamDef> {
  return new Map(OPERATIONS.flatMap((operation) => operation.params.map((param) => [param.name, param])));
}

function parameterObject(param: ParamDef, required: boolean, description = param.description): OpenApiObject {
  return {
    name: param.name,
    in: 'query',
    required,
    description,
    schema: ref('schemas', schemaName(param)),
    example: paramExample(param),
  };
}

/** A parameter the comparison needs only for some expressions: optional in the schema, with the rule in prose. */
function conditionalParameter(operation: Operation, param: ParamDef): OpenApiObject {
  const needers = operation.conditional.find((c) => c.param === param)?.requiredFor ?? [];
  const when = needers.map((name) => `\`${name}\``).join(' or ');
  return {
    ...parameterObject(
      param,
      false,
      `Required when \`expression\` is ${when}; ignored otherwise. ${param.description}`,
    ),
    'x-required-when-expression': [...needers],
  };
}

function operationParameters(operation: Operation): OpenApiObject[] {
  const conditional = new Set(operation.conditional.map((c) => c.param));
  return operation.params.map((param) =>
    conditional.has(param) ? conditionalParameter(operation, param) : ref('parameters', param.name),
  );
}

const errorResponses = (withBadRequest: boolean) => ({
  ...(withBadRequest ? { '400': ref('responses', 'BadRequest') } : {}),
  '429': ref('responses', 'TooManyRequests'),
  '500': ref('responses', 'InternalServerError'),
});

function success(description: string, schema: string, examples: OpenApiObject) {
  return {
    description,
    headers: headerRefs({ rateLimited: true, extra: ['ETag'] }),
    content: { 'application/json': { schema: ref('schemas', schema), ...examples } },
  };
}

function operationObject(operation: Operation): OpenApiObject {
  const isComparison = operation.kind === 'comparison';
  return {
    operationId: operation.name,
    summary: operation.title,
    description: operation.description,
    tags: [isComparison ? TAGS.comparison : TAGS.expressions],
    parameters: operationParameters(operation),
    responses: {
      '200': isComparison
        ? success('Both results and their ratio.', 'ComparisonSuccess', successExamples(operation))
        : success('The result.', 'ResultSuccess', successExamples(operation)),
      '304': ref('responses', 'NotModified'),
      '412': ref('responses', 'PreconditionFailed'),
      ...errorResponses(true),
    },
  };
}

function discoveryOperation(): OpenApiObject {
  const routes = OPERATIONS.map((operation) => ({ route: restPath(operation) }));
  return {
    operationId: 'expressions',
    summary: 'List of routes',
    description:
      'Lists the routes of the five operations, in order. The only endpoint whose `data` is an array.',
    tags: [TAGS.discovery],
    responses: {
      '200': success('The routes.', 'ExpressionsSuccess', { example: envelope(routes) }),
      '304': ref('responses', 'NotModified'),
      '412': ref('responses', 'PreconditionFailed'),
      ...errorResponses(false),
    },
  };
}

function description(config: Config, origin: string): string {
  const at = (path: string) => `${origin}${path}`;
  return [
    'Turns a sum of money into human-scale, quotable facts: how long it lasts at a daily spend, how tall a stack of coins or bills it makes, how many of an item it pays for, how much it grows with compound interest, and how two sums compare. It holds no data about real people: it computes only from the values you send, deterministically. Currency symbols are labels; no exchange rate is ever applied.',
    '**Use.** Every route is an HTTP GET with query parameters only and answers JSON: `{"status":"success","data":…}` or `{"status":"error","error":{"code":…,"message":…}}`. No key, no account, no authentication of any kind. Quote `phrase`, `sentence` and `scale` as they are; `value` is for arithmetic, not display.',
    `**Licence and attribution.** Every result is licensed [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/), free for any use including commercial; please attribute it (\`${config.attribution}\`). The service's code is MIT-licensed.`,
    `**Limits.** Per client IP: ${config.restRateLimit} requests per ${config.rateLimitWindowSeconds} seconds shared by all \`/v1\` routes, reported in the \`RateLimit-*\` headers of every answer. A 429 carries \`Retry-After\`: wait that long. Successful answers are cacheable for an hour.`,
    `**Other answers.** Any path not listed here answers 404, and another method than GET, HEAD or OPTIONS on a listed path answers 405, both with the error envelope (\`x-unknown-path-response\`, \`x-unsupported-method-response\`). A request the HTTP layer cannot accept (malformed, a body on a GET, too long, too slow) is refused before any operation with ${REFUSED_STATUSES.join(', ')} in the same envelope (\`x-refused-request-response\`).`,
    `**Also here.** MCP endpoint (Streamable HTTP, no authentication): \`${at('/mcp')}\` · [Comparison page](${at('/compare')}) · [llms.txt](${at('/llms.txt')}) · [OpenAPI JSON](${at('/openapi.json')}) / [YAML](${at('/openapi.yaml')}) · Anchor data set, every \`scale\` anchor with its figure and source (CC BY 4.0): [JSON](${at(ANCHORS_JSON_PATH)}) / [CSV](${at(ANCHORS_CSV_PATH)})`,
  ].join('\n\n');
}

/**
 * The OpenAPI 3.0.4 document, generated from the operation registry so it cannot drift from the
 * routes. The server is PUBLIC_URL: the routes serve it with the origin the request came to when
 * PUBLIC_URL is unset (routes.ts), so that both "try it" and a generated client call the server the
 * document came from. Built without an origin it says `/`.
 */
export function buildOpenApi(config: Config): OpenApiObject {
  const origin = config.publicUrl ?? '';
  const params = allParams();
  // A parameter is shared when some operation requires it outright; the comparison's conditional copies are inline.
  const required = new Set(
    OPERATIONS.flatMap((operation) =>
      operation.params.filter((param) => !operation.conditional.some((c) => c.param === param)),
    ),
  );
  const shared = [...params.values()].filter((param) => required.has(param));
  const paths: Record<string, OpenApiObject> = {};
  for (const operation of OPERATIONS) paths[restPath(operation)] = { get: operationObject(operation) };
  paths[DISCOVERY_PATH] = { get: discoveryOperation() };

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Tangible Wealth API',
      version: DOCUMENT_VERSION,
      description: description(config, origin),
      contact: contact(config),
      license: {
        name: 'CC BY 4.0 (results); MIT (code)',
        url: 'https://creativecommons.org/licenses/by/4.0/',
      },
    },
    servers: [{ url: config.publicUrl ?? '/', description: 'This server' }],
    // One empty requirement object: every operation may be called anonymously (no scheme is needed).
    security: [{}],
    tags: [
      { name: TAGS.expressions, description: 'A sum of money in four tangible ways.' },
      { name: TAGS.comparison, description: 'One expression for two sums, and their ratio.' },
      { name: TAGS.discovery, description: 'What the API offers.' },
    ],
    paths,
    components: {
      schemas: {
        ...Object.fromEntries([...params.values()].map((param) => [schemaName(param), paramSchema(param)])),
        ...RESPONSE_SCHEMAS,
      },
      parameters: Object.fromEntries(
        shared.map((param) => [param.name, parameterObject(param, !param.optional)]),
      ),
      responses: responseComponents(config),
      headers: headerComponents(config),
    },
    ...rootResponses(),
  };
}
