import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { buildOpenApi } from '../../src/docs/openapi.ts';

type Json = Record<string, unknown>;

/** The document as the service serves it with default settings (settings change only examples). */
export const DOCUMENT = buildOpenApi(loadConfig({})) as Json;

/** OpenAPI words that are annotations to a JSON Schema validator. */
const ANNOTATIONS = ['example', 'components'];

const bodies = new Ajv({ allErrors: true, strict: true });
addFormats.default(bodies);
bodies.addVocabulary(ANNOTATIONS);
// Every `#/components/…` reference resolves inside this one schema.
bodies.addSchema({ $id: 'openapi.json', components: DOCUMENT.components });

/** Header values are text on the wire; `integer` means digits. */
const headers = new Ajv({ allErrors: true, strict: true, coerceTypes: true });
headers.addVocabulary(ANNOTATIONS);

const compiled = new Map<string, ValidateFunction>();

function validator(ajv: Ajv, key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** Follows a `#/…` reference inside the document. */
export function resolveRef<T = Json>(node: unknown): T {
  const ref = (node as { $ref?: string } | undefined)?.$ref;
  if (!ref) return node as T;
  let target: unknown = DOCUMENT;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    target = (target as Json | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  if (target === undefined) throw new Error(`OpenAPI: unresolved reference ${ref}`);
  return resolveRef<T>(target);
}

interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: Json }>;
}

type Operation = { responses: Record<string, unknown> };

/** A documented response an answer may be checked against, and where the document declares it. */
interface Candidate {
  response: ResponseObject;
  where: string;
}

const paths = DOCUMENT.paths as Record<string, Record<string, Operation | undefined>>;
const refused = resolveRef<ResponseObject & { 'x-statuses': number[] }>(
  DOCUMENT['x-refused-request-response'],
);
const isRestPath = (path: string) => path === '/v1' || path.startsWith('/v1/');

const TOO_MANY = { $ref: '#/components/responses/TooManyRequests' };

const rootResponse = (key: string): Candidate => ({ response: resolveRef(DOCUMENT[key]), where: key });

/**
 * The documented responses an answer to (method, path, status) may match; an empty list means the
 * document does not allow that status there. `undefined` means the answer is outside the document
 * (a route that is not under /v1, answering anything but 404).
 */
function candidates(method: string, path: string, status: number): Candidate[] | undefined {
  const item = paths[path];
  if (!item && !isRestPath(path)) {
    // The documentation, MCP and page routes are outside the REST document; a 404 is a 404 anywhere.
    return status === 404 ? [rootResponse('x-unknown-path-response')] : undefined;
  }
  const list: Candidate[] = [];
  // HEAD answers like GET; OPTIONS is a CORS preflight (204) unless an error answers it.
  const declared =
    item && ['GET', 'HEAD', 'OPTIONS'].includes(method) ? item.get : item?.[method.toLowerCase()];
  const own = declared?.responses[String(status)];
  if (own) list.push({ response: resolveRef(own), where: `${path} ${status}` });
  if (item && !declared && status === 405) list.push(rootResponse('x-unsupported-method-response'));
  if (status === 404 && !declared) list.push(rootResponse('x-unknown-path-response'));
  // Every /v1 request spends the REST budget, even to an unknown path or with another method.
  if (!own && status === 429)
    list.push({ response: resolveRef(TOO_MANY), where: 'components.responses.TooManyRequests' });
  if (refused['x-statuses'].includes(status)) list.push(rootResponse('x-refused-request-response'));
  return list;
}

function headerProblems(response: ResponseObject, answer: LightMyRequestResponse, where: string): string[] {
  const problems: string[] = [];
  for (const [name, node] of Object.entries(response.headers ?? {})) {
    const header = resolveRef<{ required?: boolean; schema: Json }>(node);
    const value = answer.headers[name.toLowerCase()];
    if (value === undefined) {
      if (header.required) problems.push(`missing header ${name}`);
      continue;
    }
    const validate = validator(headers, `${where} header ${name}`, {
      type: 'object',
      properties: { [name]: header.schema },
    });
    if (!validate({ [name]: Array.isArray(value) ? value.join(', ') : String(value) })) {
      problems.push(
        `header ${name}: "${value}" ${headers.errorsText(validate.errors, { dataVar: 'headers' })}`,
      );
    }
  }
  return problems;
}

function bodyProblems(
  response: ResponseObject,
  answer: LightMyRequestResponse,
  method: string,
  where: string,
): string[] {
  const media = response.content?.['application/json'];
  if (!media) return [];
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`content-type is "${type}", documented application/json`];
  if (method === 'HEAD') return answer.body === '' ? [] : ['a HEAD answer has a body'];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return ['the body is not JSON'];
  }
  const ref = (media.schema as { $ref?: string }).$ref;
  const schema = ref ? { $ref: `openapi.json${ref}` } : media.schema;
  const validate = validator(bodies, `${where} body`, schema);
  return validate(body) ? [] : [bodies.errorsText(validate.errors, { dataVar: 'body', separator: '; ' })];
}

const shorten = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

/**
 * Checks one answer of the service against the OpenAPI document: its status must be documented for
 * that path and method (unknown paths: the documented 404; other methods: the documented 405), its
 * documented headers present and well-formed, and its JSON body valid against the schema.
 * Throws an error naming the request and every mismatch.
 */
export async function checkAgainstOpenApi(
  method: string,
  url: string,
  response: LightMyRequestResponse,
): Promise<void> {
  const verb = method.toUpperCase();
  const path = url.split(/[?#]/)[0] ?? url;
  const status = response.statusCode;
  if (verb === 'OPTIONS' && status === 204) return; // CORS preflight: HTTP plumbing, not an operation.
  const options = candidates(verb, path, status);
  if (options === undefined) return;
  const failures: string[] = [];
  for (const { response: documented, where } of options) {
    const problems = [
      ...headerProblems(documented, response, where),
      ...bodyProblems(documented, response, verb, where),
    ];
    if (problems.length === 0) return;
    failures.push(`against ${where}:\n  - ${problems.join('\n  - ')}`);
  }
  const reason =
    options.length === 0 ? `status ${status} is not documented for ${verb} ${path}` : failures.join('\n');
  throw new Error(
    `Response does not match the OpenAPI document: ${verb} ${shorten(url)} → ${status}\n${reason}\n` +
      `body: ${response.body.slice(0, 400)}`,
  );
}
