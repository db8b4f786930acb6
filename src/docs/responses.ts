import type { Config } from '../config.ts';
import { failure, REFUSALS } from '../http/envelope.ts';
import { ALLOWED_METHODS, RATE_LIMIT_HEADERS, SUCCESS_CACHE_CONTROL } from '../http/headers.ts';
import { refusalBodyOf } from '../limits/answers.ts';
import { BUDGET_RULES } from '../limits/groups.ts';
import { badRequestExamples } from './examples.ts';
import { type OpenApiObject, ref } from './schemas.ts';

const integerHeader = (description: string, example: number, minimum = 0) => ({
  description,
  required: true,
  schema: { type: 'integer', minimum },
  example,
});

/**
 * The headers of docs/service.md §8 and docs/conventions.md §5. Rate-limit headers are on every /v1 answer
 * (success and failure); examples use this instance's settings.
 */
export function headerComponents(config: Config): Record<string, OpenApiObject> {
  const limit = config.restRateLimit;
  const window = config.rateLimitWindowSeconds;
  return {
    'RateLimit-Policy': {
      description: 'Quota and window in seconds, as `limit;w=window`.',
      required: true,
      schema: { type: 'string', pattern: '^\\d+;w=\\d+$' },
      example: `${limit};w=${window}`,
    },
    'RateLimit-Limit': integerHeader('Requests permitted per window.', limit, 1),
    'RateLimit-Remaining': integerHeader('Requests left in the current window.', limit - 1),
    'RateLimit-Reset': integerHeader('Seconds until the window resets (rounded down).', window),
    'X-RateLimit-Limit': integerHeader('Legacy alias of `RateLimit-Limit`.', limit, 1),
    'X-RateLimit-Remaining': integerHeader('Legacy alias of `RateLimit-Remaining`.', limit - 1),
    'X-RateLimit-Reset': integerHeader(
      'Unix time (seconds) of the reset, rounded up; may differ by a second from `RateLimit-Reset`.',
      1767225600,
    ),
    'Retry-After': integerHeader(
      'Seconds to wait before retrying: until the window resets. Do not retry sooner.',
      window,
    ),
    'Access-Control-Allow-Origin': {
      description: 'Any origin may call the API from a browser.',
      required: true,
      schema: { type: 'string', enum: ['*'] },
    },
    'Cache-Control': {
      description:
        'Successful answers may be cached for an hour, and served stale for a day while they are revalidated; errors are never stored.',
      required: true,
      schema: { type: 'string', enum: [SUCCESS_CACHE_CONTROL, 'no-store'] },
    },
    ETag: {
      description:
        'A strong tag of the body: the same answer always has the same tag. Send it back in `If-None-Match` to get `304 Not Modified` instead of the body while it is unchanged; an `If-Match` that does not name it answers `412 Precondition Failed`.',
      required: true,
      schema: { type: 'string', pattern: '^"[\\w-]{22}"$' },
      example: '"Wl8bJc4Yk2m3x7nQp0aR1s"',
    },
    'X-Request-Id': {
      description:
        "The request's id: the request's own `X-Request-Id` when it is 1 to 128 letters, digits or `_.:@/+=-`, otherwise a new UUID. It is in the server's access log: quote it when reporting a problem.",
      required: true,
      schema: { type: 'string', pattern: '^[\\w.:@/+=-]{1,128}$' },
      example: '0b9f7c1e-3d4a-4f6b-9a51-2c8e7d6f5a43',
    },
  };
}

/** Only the 405 answer has it, and that answer lives at the root: inline there, not a component. */
const ALLOW_HEADER = {
  description: 'The methods a REST path answers.',
  required: true,
  schema: { type: 'string', enum: [ALLOWED_METHODS] },
};

/** Header references for a response: the common ones, the rate-limit ones on /v1 routes, and extras. */
export function headerRefs(options: { rateLimited: boolean; extra?: string[] }): OpenApiObject {
  const names = [
    'Access-Control-Allow-Origin',
    'Cache-Control',
    'X-Request-Id',
    ...(options.rateLimited ? RATE_LIMIT_HEADERS : []),
    ...(options.extra ?? []),
  ];
  return Object.fromEntries(names.map((name) => [name, ref('headers', name)]));
}

const json = (schema: string, example: unknown) => ({
  'application/json': { schema: ref('schemas', schema), example },
});

/** The 429 body the rate limiter really sends when this instance's REST budget is spent. */
function refusalExample(config: Config): unknown {
  const budget = {
    title: BUDGET_RULES.rest.title,
    limit: BUDGET_RULES.rest.limit(config),
    windowSeconds: config.rateLimitWindowSeconds,
  };
  return refusalBodyOf('rest', budget, config.rateLimitWindowSeconds);
}

/** Statuses the HTTP layer answers before routing (src/http/hardening.ts and the app's error handler). */
export const REFUSED_STATUSES = Object.keys(REFUSALS).map(Number);

/** The shared error answers, each reused by `$ref` from the operations. */
export function responseComponents(config: Config): Record<string, OpenApiObject> {
  const window = config.rateLimitWindowSeconds;
  const badRequests = badRequestExamples();
  return {
    NotModified: {
      description:
        'The `If-None-Match` header named the current `ETag`: the answer is unchanged and has no body. It carries the same caching, rate-limit and tag headers as the full answer.',
      headers: headerRefs({ rateLimited: true, extra: ['ETag'] }),
    },
    PreconditionFailed: {
      description:
        'The `If-Match` header named neither the current `ETag` (compared strongly, so a `W/` tag never matches) nor `*`. Fetch the answer again without it to get the current version.',
      headers: headerRefs({ rateLimited: true }),
      content: json('ErrorBody', failure(412, 'Precondition Failed')),
    },
    BadRequest: {
      description: `A parameter is missing or wrong. The message names the parameter in prose, then the category. Never retry it unchanged. For example: ${badRequests
        .map(({ query, message }) => `\`${query}\` → \`${message}\``)
        .join('; ')}.`,
      headers: headerRefs({ rateLimited: true }),
      content: json('ErrorBody', badRequests[0]?.body),
    },
    TooManyRequests: {
      description: `The client’s rate limit is exhausted (${config.restRateLimit} requests per ${window} seconds across all /v1 routes). Wait the \`Retry-After\` seconds; do not retry immediately.`,
      headers: headerRefs({ rateLimited: true, extra: ['Retry-After'] }),
      content: json('RateLimitErrorBody', refusalExample(config)),
    },
    InternalServerError: {
      description: 'An unexpected failure. The body never carries a stack trace.',
      headers: headerRefs({ rateLimited: false }),
      content: json('ErrorBody', failure(500, 'Internal Server Error')),
    },
  };
}

/**
 * The answers that belong to no operation, as root extensions. Each is used once, so it is written
 * in place rather than as a component: a `$ref` inside an extension is invisible to linters (Redocly
 * would call the component unused), and OpenAPI has no standard place for "any other path or method".
 */
export function rootResponses(): Record<string, OpenApiObject> {
  return {
    'x-unknown-path-response': {
      description:
        'No such path. Answered for every path this document does not list; under `/v1` it counts against the REST rate limit.',
      headers: headerRefs({ rateLimited: true }),
      content: json('ErrorBody', failure(404, 'Not Found')),
    },
    'x-unsupported-method-response': {
      description: `A documented path was called with another method than ${ALLOWED_METHODS}.`,
      headers: { ...headerRefs({ rateLimited: true }), Allow: ALLOW_HEADER },
      content: json('ErrorBody', failure(405, 'Method Not Allowed')),
    },
    'x-refused-request-response': {
      description:
        'The HTTP layer refused the request before any operation ran; when that happens before the rate limiter, the request is not counted and the answer has no rate-limit headers. Causes: a malformed request line or URL (`Bad Request`, `Malformed URL`), a body on a GET or HEAD (`Body Not Allowed`), too slow a client (408), a body too large (413), a URI too long (414), an unsupported media type (415), headers too large (431).',
      headers: headerRefs({ rateLimited: false }),
      content: json('ErrorBody', failure(414, 'URI Too Long')),
      'x-statuses': [...REFUSED_STATUSES],
    },
  };
}
