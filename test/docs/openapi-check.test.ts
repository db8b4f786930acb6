import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, send } from '../support/app.ts';
import { checkAgainstOpenApi } from '../support/openapi.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ REST_RATE_LIMIT: '100000' });
});
afterAll(() => app.close());

const GOOD = '/v1/numberOfItems?wealth=1B&typeOfItem=car';

/** A real answer with some part replaced, to prove the check notices. */
function tampered(
  response: LightMyRequestResponse,
  change: { body?: unknown; status?: number; dropHeader?: string },
): LightMyRequestResponse {
  const headers = { ...response.headers };
  if (change.dropHeader) delete headers[change.dropHeader.toLowerCase()];
  return {
    ...response,
    statusCode: change.status ?? response.statusCode,
    headers,
    body: change.body === undefined ? response.body : JSON.stringify(change.body),
  } as LightMyRequestResponse;
}

describe('every answer the suite receives is checked against the document (send)', () => {
  it.each([
    ['200', GOOD, 'GET', 200],
    [
      '200 comparison',
      '/v1/comparison?expression=numberOfItems&wealthYours=1M&wealthTheirs=1B&typeOfItem=car',
      'GET',
      200,
    ],
    ['200 discovery', '/v1/expressions', 'GET', 200],
    ['400', '/v1/numberOfItems?wealth=B&typeOfItem=car', 'GET', 400],
    ['404 under /v1', '/v1/nothing', 'GET', 404],
    ['404 elsewhere', '/nothing/at/all', 'GET', 404],
    ['405', '/v1/numberOfItems', 'DELETE', 405],
    ['HEAD', GOOD, 'HEAD', 200],
    ['OPTIONS preflight', GOOD, 'OPTIONS', 204],
  ])('%s passes', async (_name, url, method, status) => {
    const response = await send(app, { method: method as 'GET', url });
    expect(response.statusCode).toBe(status);
  });

  it('429 passes, with Retry-After and the four error fields', async () => {
    const limited = await makeApp({ REST_RATE_LIMIT: '1' });
    try {
      await send(limited, GOOD);
      const refused = await send(limited, GOOD);
      expect(refused.statusCode).toBe(429);
      const unknown = await send(limited, { method: 'POST', url: '/v1/elsewhere' });
      expect(unknown.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('what the REST document does not cover is left alone', () => {
  it('a route outside /v1 answering anything but 404 (MCP, documentation, pages)', async () => {
    const real = await app.inject(GOOD);
    const rpcError = tampered(real, {
      status: 400,
      body: { jsonrpc: '2.0', id: null, error: { code: -32700 } },
    });
    await expect(checkAgainstOpenApi('POST', '/mcp', rpcError)).resolves.toBeUndefined();
    const notFound = await app.inject('/nothing');
    await expect(
      checkAgainstOpenApi('GET', '/nothing', tampered(notFound, { body: { oops: true } })),
    ).rejects.toThrow(/x-unknown-path-response/);
  });
});

describe('a mismatch throws a clear error', () => {
  it('a body that breaks the schema names the field', async () => {
    const real = await app.inject(GOOD);
    const { scale: _dropped, ...data } = real.json().data;
    await expect(
      checkAgainstOpenApi('GET', GOOD, tampered(real, { body: { status: 'success', data } })),
    ).rejects.toThrow(
      /GET \/v1\/numberOfItems\?wealth=1B&typeOfItem=car → 200[\s\S]*must have required property 'scale'/,
    );
    const extra = { status: 'success', data: { ...real.json().data, unit: 'cars', extra: 1 } };
    await expect(checkAgainstOpenApi('GET', GOOD, tampered(real, { body: extra }))).rejects.toThrow(
      /must NOT have additional properties/,
    );
  });

  it('a status the document does not list for the path', async () => {
    const real = await app.inject(GOOD);
    await expect(checkAgainstOpenApi('GET', GOOD, tampered(real, { status: 418 }))).rejects.toThrow(
      'status 418 is not documented for GET /v1/numberOfItems',
    );
  });

  it('an unknown /v1 path that does not answer the documented 404', async () => {
    const real = await app.inject(GOOD);
    await expect(checkAgainstOpenApi('GET', '/v1/unknown', real)).rejects.toThrow(
      'status 200 is not documented for GET /v1/unknown',
    );
    const notFound = await app.inject('/v1/unknown');
    await expect(
      checkAgainstOpenApi('GET', '/v1/unknown', tampered(notFound, { body: { status: 'error' } })),
    ).rejects.toThrow(/x-unknown-path-response[\s\S]*must have required property 'error'/);
  });

  it('a missing rate-limit header', async () => {
    const real = await app.inject(GOOD);
    await expect(
      checkAgainstOpenApi('GET', GOOD, tampered(real, { dropHeader: 'RateLimit-Remaining' })),
    ).rejects.toThrow('missing header RateLimit-Remaining');
  });

  it('a header that is not what the document says', async () => {
    const real = await app.inject(GOOD);
    const broken = {
      ...real,
      headers: { ...real.headers, 'ratelimit-limit': 'many' },
    } as LightMyRequestResponse;
    await expect(checkAgainstOpenApi('GET', GOOD, broken)).rejects.toThrow(/header RateLimit-Limit: "many"/);
  });

  it('a 429 without retryAfter', async () => {
    const real = await app.inject(GOOD);
    const headers = { ...real.headers, 'retry-after': '10' };
    const body = {
      status: 'error',
      error: { code: 429, message: 'Too Many Requests', details: 'slow down' },
    };
    const response = tampered({ ...real, headers } as LightMyRequestResponse, { status: 429, body });
    await expect(checkAgainstOpenApi('GET', GOOD, response)).rejects.toThrow(
      /must have required property 'retryAfter'/,
    );
  });

  it('a wrong method that does not answer 405', async () => {
    const real = await app.inject(GOOD);
    await expect(checkAgainstOpenApi('PUT', GOOD, real)).rejects.toThrow(
      'status 200 is not documented for PUT /v1/numberOfItems',
    );
  });

  it('a body that is not JSON', async () => {
    const real = await app.inject(GOOD);
    await expect(
      checkAgainstOpenApi('GET', GOOD, { ...real, body: 'plain' } as LightMyRequestResponse),
    ).rejects.toThrow('the body is not JSON');
  });
});
