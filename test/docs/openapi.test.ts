import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { answer, badRequestExamples, exampleQuery, neededQuery } from '../../src/docs/examples.ts';
import { DOCUMENT_VERSION, OPENAPI_VERSION } from '../../src/docs/openapi.ts';
import { REFUSED_STATUSES } from '../../src/docs/responses.ts';
import { schemaName } from '../../src/docs/schemas.ts';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { RATE_LIMIT_HEADERS } from '../../src/http/headers.ts';
import { REST_PATHS, restPath } from '../../src/http/paths.ts';
import { makeApp, send } from '../support/app.ts';
import { DOCUMENT } from '../support/openapi.ts';

type Json = Record<string, unknown>;

/** Generous budgets: these tests are about the document, not the limits. */
const ENV = { REST_RATE_LIMIT: '100000', DOCS_RATE_LIMIT: '100000' };

let app: FastifyInstance;
let doc: Json;

beforeAll(async () => {
  app = await makeApp(ENV);
  doc = (await send(app, '/openapi.json')).json();
});
afterAll(() => app.close());

/** Follows `#/…` references inside the served document. */
function resolve<T = Json>(node: unknown): T {
  const ref = (node as { $ref?: string }).$ref;
  if (!ref) return node as T;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, part) => (at as Json | undefined)?.[part.replaceAll('~1', '/')], doc);
  if (target === undefined) throw new Error(`unresolved ${ref}`);
  return resolve<T>(target);
}

const operationAt = (path: string) => (doc.paths as Record<string, { get: Json }>)[path]?.get as Json;
const mediaOf = (response: unknown) =>
  (resolve<{ content: Record<string, Json> }>(response).content['application/json'] ?? {}) as Json;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.0 for a real validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.0');
  });

  it('is checked by a validator that does reject a broken document', async () => {
    const broken = structuredClone(doc) as { info: Json; paths: Record<string, Json> };
    delete broken.info.title;
    (broken.paths['/v1/numberOfItems'] as { get: Json }).get.responses = 'none';
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it('declares OpenAPI 3.0.4 and its own version 1.4.2', () => {
    expect(doc.openapi).toBe('3.0.4');
    expect(OPENAPI_VERSION).toBe('3.0.4');
    expect((doc.info as Json).version).toBe('1.4.2');
    expect(DOCUMENT_VERSION).toBe('1.4.2');
  });

  it('is served as YAML too, the same document', async () => {
    const response = await send(app, '/openapi.yaml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(parse(response.body)).toEqual(doc);
  });

  it('has exactly the six REST paths, each with one GET operation', () => {
    const paths = doc.paths as Record<string, Json>;
    expect(Object.keys(paths).sort()).toEqual([...REST_PATHS].sort());
    expect(Object.keys(paths)).toHaveLength(6);
    for (const item of Object.values(paths)) expect(Object.keys(item)).toEqual(['get']);
    const ids = Object.values(paths).map((item) => (item.get as Json).operationId);
    expect(ids).toEqual([...OPERATIONS.map((operation) => operation.name), 'expressions']);
  });

  it('has every parameter of every operation of the registry: names, order, required flags, enums, bounds', () => {
    for (const operation of OPERATIONS) {
      const documented = (operationAt(restPath(operation)).parameters as unknown[]).map((p) => resolve(p));
      expect(documented.map((p) => p.name)).toEqual(operation.params.map((param) => param.name));
      operation.params.forEach((param, i) => {
        const parameter = documented[i] as Json;
        const conditional = operation.conditional.find((c) => c.param === param);
        expect(parameter.in).toBe('query');
        expect(parameter.required, `${operation.name} ${param.name}`).toBe(!conditional && !param.optional);
        if (conditional) {
          expect(parameter['x-required-when-expression']).toEqual(conditional.requiredFor);
          for (const name of conditional.requiredFor) expect(parameter.description).toContain(`\`${name}\``);
        }
        // In the schema's type: the number itself for `rate` and `period`, the query text otherwise.
        expect(parameter.example).toBe(param.shape.kind === 'number' ? Number(param.example) : param.example);
        expect(String(parameter.example)).toBe(param.example);
        const schema = resolve(parameter.schema);
        expect(parameter.schema).toEqual({ $ref: `#/components/schemas/${schemaName(param)}` });
        const shape = param.shape;
        if (shape.kind === 'enum') expect(schema).toEqual({ type: 'string', enum: [...shape.values] });
        if (shape.kind === 'number') {
          expect(schema).toMatchObject({
            type: 'number',
            minimum: shape.exclusiveMinimum,
            exclusiveMinimum: true,
            maximum: shape.exclusiveMaximum,
            exclusiveMaximum: true,
          });
        }
        if (shape.kind === 'money') {
          expect(schema.anyOf).toContainEqual({ type: 'number', minimum: 1, maximum: 1e24 });
          expect(schema.anyOf).toContainEqual(expect.objectContaining({ type: 'string' }));
        }
      });
    }
  });

  it('declares the bounds of docs/service.md: rate and period exclusive floats, money 1 to 1e24, the enumerations', () => {
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    expect(schemas.Rate).toMatchObject({ type: 'number', format: 'float' });
    expect(schemas.Period).toMatchObject({ type: 'number', format: 'float' });
    expect(schemas.Rate).toMatchObject({
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 1,
      exclusiveMaximum: true,
    });
    expect(schemas.Period).toMatchObject({
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 100,
      exclusiveMaximum: true,
    });
    expect(schemas.Frequency).toEqual({ type: 'string', enum: ['1', '2', '4', '12', '365'] });
    expect(schemas.Expression?.enum).toEqual([
      'durationOfDailySpend',
      'heightOfMoneyStack',
      'numberOfItems',
      'growthOfCompoundInterest',
    ]);
    expect(schemas.TypeOfMoney?.enum).toHaveLength(22);
    expect(schemas.TypeOfItem?.enum).toHaveLength(21);
  });

  it('answers 200, 304, 400, 412, 429 (and 500) per operation; expressions has no 400', () => {
    for (const path of REST_PATHS) {
      const codes = Object.keys(operationAt(path).responses as Json);
      expect(codes).toEqual(
        path === '/v1/expressions'
          ? ['200', '304', '412', '429', '500']
          : ['200', '304', '400', '412', '429', '500'],
      );
    }
  });

  it('documents the rate-limit headers on every /v1 answer and Retry-After on 429', () => {
    const limitHeaders = RATE_LIMIT_HEADERS;
    for (const path of REST_PATHS) {
      for (const [code, response] of Object.entries(operationAt(path).responses as Json)) {
        if (code === '500') continue;
        const headers = Object.keys(resolve<{ headers: Json }>(response).headers);
        expect(headers, `${path} ${code}`).toEqual(expect.arrayContaining(limitHeaders));
        expect(headers.includes('Retry-After'), `${path} ${code}`).toBe(code === '429');
      }
    }
    const limited = resolve<{ content: Record<string, { schema: unknown }> }>({
      $ref: '#/components/responses/TooManyRequests',
    });
    const body = resolve<{ properties: { error: Json } }>(limited.content['application/json']?.schema);
    expect(body.properties.error.required).toEqual(['code', 'message', 'details', 'retryAfter']);
  });

  it('documents 404 for unknown paths, 405 for other methods and the HTTP layer refusals at the root, in place', () => {
    const root = (key: string) => doc[key] as { description: string; headers: Json; content: Json };
    for (const key of [
      'x-unknown-path-response',
      'x-unsupported-method-response',
      'x-refused-request-response',
    ]) {
      // Written out, not `$ref`: linters do not follow references inside extensions.
      expect(root(key).description, key).toEqual(expect.any(String));
      expect(Object.keys(root(key).content), key).toEqual(['application/json']);
    }
    expect(Object.keys(root('x-unsupported-method-response').headers)).toContain('Allow');
    expect(root('x-refused-request-response')['x-statuses' as 'headers']).toEqual(REFUSED_STATUSES);
  });

  it('resolves every $ref, and uses every shared component at least once', () => {
    const used = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const ref = (node as { $ref?: string }).$ref;
        if (ref) {
          used.add(ref);
          resolve(node);
        }
        Object.values(node).forEach(walk);
      }
    };
    walk(doc);
    const components = doc.components as Record<string, Json>;
    for (const [kind, entries] of Object.entries(components)) {
      for (const name of Object.keys(entries))
        expect(used, `${kind}/${name}`).toContain(`#/components/${kind}/${name}`);
    }
    expect(Object.keys(components.schemas ?? {})).toEqual(
      expect.arrayContaining(['ResultObject', 'RatioObject', 'ComparisonResult', 'RouteEntry', 'ErrorBody']),
    );
  });

  it('needs no authentication: one empty security requirement, and no scheme', () => {
    expect(doc.security).toEqual([{}]);
    expect((doc.components as Json).securitySchemes).toBeUndefined();
    expect((doc.info as Json).description).toContain('No key, no account, no authentication');
  });

  it('points try-it, generated clients, links and the contact at PUBLIC_URL when set, else at the origin the request came to', async () => {
    // Served without PUBLIC_URL: the origin of the request (inject's Host is localhost:80).
    expect(doc.servers).toEqual([{ url: 'http://localhost', description: 'This server' }]);
    expect((doc.info as Json).contact).toEqual({
      name: 'Tangible Wealth maintainers',
      url: 'http://localhost/',
    });
    expect((doc.info as Json).description).toContain(
      '[JSON](http://localhost/data/anchors.json) / [CSV](http://localhost/data/anchors.csv)',
    );
    for (const path of ['/openapi.json', '/openapi.yaml']) {
      const proxied = await send(app, {
        url: path,
        headers: { host: 'api.example:8443', 'x-forwarded-host': 'ignored.example' },
      });
      // Never cached publicly, since it depends on the request; X-Forwarded-* count only from trusted proxies.
      expect(proxied.headers['cache-control']).toBe('private, max-age=300');
      expect(proxied.headers.vary).toContain('Host');
      expect(proxied.body).toContain('http://api.example:8443');
      expect(proxied.body).not.toContain('ignored.example');
      // A Host that is not a host is never written into the document.
      const refused = await send(app, { url: path, headers: { host: 'a"b' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('Malformed Host Header');
    }
    // Built without an origin, it says `/`.
    expect(DOCUMENT.servers).toEqual([{ url: '/', description: 'This server' }]);
    const publicApp = await makeApp({ ...ENV, PUBLIC_URL: 'https://wealth.example/' });
    try {
      const served = (await send(publicApp, '/openapi.json')).json();
      expect(served.servers).toEqual([{ url: 'https://wealth.example', description: 'This server' }]);
      expect(served.info.description).toContain('https://wealth.example/mcp');
      expect(served.info.description).toContain('(https://wealth.example/data/anchors.csv)');
      expect(served.info.contact).toEqual({
        name: 'Tangible Wealth maintainers',
        url: 'https://wealth.example/',
      });
    } finally {
      await publicApp.close();
    }
  });
});

describe('examples are real answers of the service', () => {
  it('every 200 example is what the service answers to the example query', async () => {
    for (const operation of OPERATIONS) {
      const media = mediaOf((operationAt(restPath(operation)).responses as Json)['200']);
      const examples = media.examples
        ? Object.entries(media.examples as Record<string, { value: unknown }>).map(
            ([expression, example]) => ({
              query: neededQuery(operation, exampleQuery(operation, { expression })),
              value: example.value,
            }),
          )
        : [{ query: neededQuery(operation, exampleQuery(operation)), value: media.example }];
      expect(examples.length).toBeGreaterThan(0);
      for (const { query, value } of examples) {
        const response = await send(app, `${restPath(operation)}?${new URLSearchParams(query)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(value);
      }
    }
    const discovery = mediaOf((operationAt('/v1/expressions').responses as Json)['200']);
    expect((await send(app, '/v1/expressions')).json()).toEqual(discovery.example);
  });

  it('the 400 example and the messages in its description are real answers', async () => {
    const badRequest = resolve<{ description: string }>({ $ref: '#/components/responses/BadRequest' });
    const wrong = badRequestExamples();
    expect(mediaOf(badRequest).example).toEqual(wrong[0]?.body);
    for (const { query, message, body } of wrong) {
      const response = await send(app, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(body);
      expect(badRequest.description).toContain(`\`${query}\` → \`${message}\``);
    }
  });

  it('the 404, 405 and 429 examples are real answers', async () => {
    const example = (key: string) => mediaOf(doc[key]).example;
    expect((await send(app, '/v1/nothing-here')).json()).toEqual(example('x-unknown-path-response'));
    expect((await send(app, { method: 'POST', url: '/v1/numberOfItems' })).json()).toEqual(
      example('x-unsupported-method-response'),
    );
    // The 429 example follows the instance's settings: compare within one instance.
    const limited = await makeApp({ REST_RATE_LIMIT: '1', DOCS_RATE_LIMIT: '100' });
    try {
      const served = (await send(limited, '/openapi.json')).json();
      await send(limited, '/v1/expressions');
      const refused = await send(limited, '/v1/expressions');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(
        served.components.responses.TooManyRequests.content['application/json'].example,
      );
    } finally {
      await limited.close();
    }
  });

  it('an operation run directly gives the same body as the HTTP route (the examples come from the registry)', async () => {
    const operation = OPERATIONS[2] as (typeof OPERATIONS)[number];
    const query = neededQuery(operation, exampleQuery(operation));
    const response = await send(app, `${restPath(operation)}?${new URLSearchParams(query)}`);
    expect(answer(operation, query)).toEqual({ status: 200, body: response.json() });
  });
});
