import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await makeApp({ REQUEST_TIMEOUT_SECONDS: '1' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/**
 * Sends raw bytes on a fresh connection (an array: piece by piece, 30 ms apart, as separate reads)
 * and collects everything until the server closes it.
 */
function raw(request: string | Buffer | string[], waitMs = 5000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', async () => {
      for (const piece of Array.isArray(request) ? request : [request]) {
        socket.write(piece);
        if (Array.isArray(request)) await new Promise((wait) => setTimeout(wait, 30));
      }
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
    socket.setTimeout(waitMs, () => {
      socket.destroy();
      resolve(`${received}[no close]`);
    });
  });
}

function parse(response: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe('requests Node or Fastify refuse early still get the JSON envelope', () => {
  it('raw non-ASCII bytes in the URL: 400', async () => {
    const request = Buffer.concat([
      Buffer.from('GET /v1/numberOfItems?wealth='),
      Buffer.from('€1B', 'utf8'),
      Buffer.from('&typeOfItem=car HTTP/1.1\r\nHost: x\r\n\r\n'),
    ]);
    const { status, headers, body } = parse(await raw(request));
    expect(status).toBe(400);
    expect(body).toEqual({ status: 'error', error: { code: 400, message: 'Bad Request' } });
    expect(headers).toContain('access-control-allow-origin: *');
    expect(headers).toContain('content-type: application/json; charset=utf-8');
  });

  it('headers over 16 KB: 431', async () => {
    const { status, body } = parse(
      await raw(`GET /v1/expressions HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(status).toBe(431);
    expect(body).toEqual({
      status: 'error',
      error: { code: 431, message: 'Request Header Fields Too Large' },
    });
  });

  it('a URL over 16 KB: 414, not 431, also when it arrives in pieces', async () => {
    const target = `/v1/numberOfItems?typeOfItem=car&wealth=1&pad=${'x'.repeat(20_000)}`;
    const whole = `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`;
    const pieces = [whole.slice(0, 3000), whole.slice(3000, 9000), whole.slice(9000)];
    for (const request of [whole, pieces]) {
      const { status, headers, body } = parse(await raw(request));
      expect(status).toBe(414);
      expect(body).toEqual({ status: 'error', error: { code: 414, message: 'URI Too Long' } });
      expect(headers).toContain('access-control-allow-origin: *');
    }
  });

  it('headers over 16 KB in pieces, or after a long URL: 431', async () => {
    const cookie = Array.from({ length: 2000 }, (_, i) => `c${i}=${i}`).join('; ');
    const whole = `GET /v1/expressions?pad=${'x'.repeat(4000)} HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n\r\n`;
    const pieces = [whole.slice(0, 6000), whole.slice(6000, 12_000), whole.slice(12_000)];
    for (const request of [whole, pieces]) {
      const { status, body } = parse(await raw(request));
      expect(status).toBe(431);
      expect(body).toEqual({
        status: 'error',
        error: { code: 431, message: 'Request Header Fields Too Large' },
      });
    }
  });

  it('a request line that is not HTTP: 400', async () => {
    const { status, body } = parse(await raw('HELLO THERE\r\n\r\n'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', error: { code: 400 } });
  });

  it('an overlong URL: 414', async () => {
    const response = await send(app, `/v1/numberOfItems?typeOfItem=car&wealth=1&pad=${'x'.repeat(9000)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ status: 'error', error: { code: 414, message: 'URI Too Long' } });
  });

  it('malformed percent-encoding in the path: 400 Malformed URL', async () => {
    const response = await send(app, '/v1/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', error: { code: 400, message: 'Malformed URL' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('malformed percent-encoding in a value: that parameter is Invalid', async () => {
    const response = await send(app, '/v1/numberOfItems?wealth=%E0%A4%A&typeOfItem=car');
    expect(response.json()).toEqual({ status: 'error', error: { code: 400, message: 'Wealth Invalid' } });
  });

  it.each([
    ['a JSON body', { 'content-type': 'application/json' }, '{"wealth":"1B"}'],
    ['a text body', { 'content-type': 'text/plain' }, 'hello'],
  ])('a GET with %s: 400 Body Not Allowed', async (_name, headers, payload) => {
    const response = await send(app, {
      method: 'GET',
      url: '/v1/numberOfItems?wealth=1B&typeOfItem=car',
      headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', error: { code: 400, message: 'Body Not Allowed' } });
  });

  it('a slow client that never finishes its headers is answered 408 and disconnected', async () => {
    const started = Date.now();
    const response = await raw('GET /v1/expressions HTTP/1.1\r\nHost: x\r\n', 8000);
    expect(response).not.toContain('[no close]');
    expect(Date.now() - started).toBeLessThan(6000);
    expect(parse(response).status).toBe(408);
  });
});

const EXPOSED = 'access-control-expose-headers: ratelimit-policy';

describe('HTTP conventions at the edges (issue 11, finding 7)', () => {
  it.each(['TRACE', 'PROPFIND', 'DELETE', 'PUT', 'PATCH', 'MKCOL'])(
    '%s on a REST path: 405 with Allow and the envelope',
    async (method) => {
      const { status, headers, body } = parse(
        await raw(`${method} /v1/expressions HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      expect(status).toBe(405);
      expect(headers).toContain('allow: get, head, options');
      expect(headers).toContain('access-control-allow-origin: *');
      expect(body).toEqual({ status: 'error', error: { code: 405, message: 'Method Not Allowed' } });
    },
  );

  it.each([
    ['a JSON body', 'application/json', '{"wealth":"1B"}'],
    ['a broken JSON body', 'application/json', '{x'],
    ['an unknown media type', 'text/foo', 'abc'],
  ])('POST with %s on a REST path: 405, never 400 or 415', async (_name, type, payload) => {
    const response = await send(app, {
      method: 'POST',
      url: '/v1/numberOfItems',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(response.json().error.message).toBe('Method Not Allowed');
  });

  it.each([
    [
      'GET with a broken chunked body',
      'GET /v1/expressions HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n',
    ],
    [
      'POST with a broken chunked body',
      'POST /v1/expressions HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n',
    ],
  ])(
    '%s: one answer, then the connection closes (no second answer to a request never sent)',
    async (_name, head) => {
      const answer = await raw(`${head}GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n`);
      expect(answer.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).not.toContain('[no close]');
    },
  );

  it('CONNECT: 405 in the envelope instead of a closed socket', async () => {
    const { status, headers, body } = parse(await raw('CONNECT /v1/expressions HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(status).toBe(405);
    expect(headers).toContain('access-control-allow-origin: *');
    expect(headers).toContain(EXPOSED);
    expect(body).toEqual({ status: 'error', error: { code: 405, message: 'Method Not Allowed' } });
  });

  it('a request without Host is answered like any other; a document that needs an origin refuses it', async () => {
    const rest = parse(
      await raw('GET /v1/numberOfItems?wealth=1B&typeOfItem=car HTTP/1.1\r\nConnection: close\r\n\r\n'),
    );
    expect(rest.status).toBe(200);
    expect(rest.headers).toContain('access-control-allow-origin: *');
    expect(rest.body).toMatchObject({ status: 'success' });
    const card = parse(await raw('GET /.well-known/mcp.json HTTP/1.1\r\nConnection: close\r\n\r\n'));
    expect(card.status).toBe(400);
    expect(card.body).toEqual({ status: 'error', error: { code: 400, message: 'Malformed Host Header' } });
  });

  it('an Expect the server does not know: 417 in the envelope with the common headers', async () => {
    const { status, headers, body } = parse(
      await raw('GET /v1/expressions HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n'),
    );
    expect(status).toBe(417);
    expect(headers).toContain('access-control-allow-origin: *');
    expect(headers).toContain(EXPOSED);
    expect(body).toEqual({ status: 'error', error: { code: 417, message: 'Expectation Failed' } });
  });

  it('431 and parser 400s expose the rate-limit headers to pages like every other answer', async () => {
    for (const request of [
      `GET /v1/expressions HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'HELLO THERE\r\n\r\n',
    ]) {
      expect(parse(await raw(request)).headers).toContain(EXPOSED);
    }
  });
});

describe('MCP refusals are short and accurate (issue 11, finding 7)', () => {
  const mcp = (headers: string, body: string) =>
    raw(
      `POST /mcp HTTP/1.1\r\nHost: x\r\nAccept: application/json, text/event-stream\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  const CALL = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'comparison', arguments: 5 },
  });

  it.each(['SEARCH', 'PROPFIND', 'TRACE'])(
    '%s on /mcp: 405 with Allow: POST, in JSON-RPC',
    async (method) => {
      const answer = await raw(`${method} /mcp HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.startsWith('HTTP/1.1 405')).toBe(true);
      expect(answer.toLowerCase()).toContain('allow: post');
      expect(answer).toContain('"jsonrpc":"2.0"');
    },
  );

  it('honours Connection: close on a 2025-11-25 answer', async () => {
    const answer = await mcp(
      'Content-Type: application/json\r\nMCP-Protocol-Version: 2025-11-25\r\nConnection: close\r\n',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    );
    expect(answer).not.toContain('[no close]');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('duration_of_daily_spend');
  });

  it.each([
    ['no Content-Type', ''],
    ['an empty Content-Type', 'Content-Type: \r\n'],
    ['an odd Content-Type', 'Content-Type: text/odd\r\n'],
    ['an unparseable Content-Type', 'Content-Type: ;;;\r\n'],
  ])('%s: 415 Unsupported Media Type in JSON-RPC', async (_name, header) => {
    const answer = await mcp(`${header}Connection: close\r\n`, CALL);
    expect(answer.startsWith('HTTP/1.1 415')).toBe(true);
    expect(answer).toContain('"message":"Unsupported Media Type');
  });

  it('a schema failure is summarised in one line, not dumped', async () => {
    const answer = await mcp(
      'Content-Type: application/json\r\nMCP-Protocol-Version: 2025-11-25\r\nConnection: close\r\n',
      CALL,
    );
    expect(answer).toContain('"code":-32602');
    expect(answer).toContain('params.arguments: Invalid input: expected record, received number');
    expect(answer).not.toContain('\\n');
  });

  it('a JSON-RPC batch is refused on either revision, so one request is one message', async () => {
    const batch = JSON.stringify(
      Array.from({ length: 100 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} })),
    );
    for (const version of ['', 'MCP-Protocol-Version: 2025-11-25\r\n']) {
      const answer = await mcp(`Content-Type: application/json\r\n${version}Connection: close\r\n`, batch);
      expect(answer.startsWith('HTTP/1.1 400')).toBe(true);
      expect(answer).toContain('JSON-RPC batches are not supported');
      expect(answer.length).toBeLessThan(1500);
    }
  });

  it('a body over 64 KiB: 413 in JSON-RPC, naming the limit', async () => {
    const answer = await mcp('Content-Type: application/json\r\nConnection: close\r\n', ' '.repeat(70_000));
    expect(answer.startsWith('HTTP/1.1 413')).toBe(true);
    expect(answer).toContain('"message":"Payload Too Large: the body must not exceed 65536 bytes"');
    expect(answer).toContain('"jsonrpc":"2.0"');
  });

  it('an 8 KB MCP-Protocol-Version is refused, not echoed', async () => {
    const answer = await mcp(
      `Content-Type: application/json\r\nMCP-Protocol-Version: ${'x'.repeat(8000)}\r\nConnection: close\r\n`,
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    );
    expect(answer.startsWith('HTTP/1.1 400')).toBe(true);
    expect(answer.length).toBeLessThan(1500);
    expect(answer).toContain('malformed MCP-Protocol-Version header');
  });
});

describe('health, readiness and metrics', () => {
  it('/healthz and /readyz answer without a rate limit group', async () => {
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz is 503 naming a dependency that does not answer', async () => {
    const other = await makeApp();
    other.readinessChecks.push({ name: 'redis', ready: () => false });
    const response = await other.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      error: { code: 503, message: 'Service Unavailable', details: 'Not ready: redis unreachable.' },
    });
    await other.close();
  });

  it('/metrics counts requests by route and status, with latency', async () => {
    const other = await makeApp();
    await other.inject('/v1/numberOfItems?wealth=1B&typeOfItem=car');
    await other.inject('/v1/numberOfItems?wealth=B&typeOfItem=car');
    await other.inject('/v1/numberOfItems?wealth=B&typeOfItem=car');
    await other.inject('/nowhere/at/all');
    const metrics = await other.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(text).toContain(
      'tangible_wealth_http_requests_total{route="/v1/numberOfItems",method="GET",status="200"} 1',
    );
    expect(text).toContain(
      'tangible_wealth_http_requests_total{route="/v1/numberOfItems",method="GET",status="400"} 2',
    );
    expect(text).toContain(
      'tangible_wealth_http_requests_total{route="unmatched",method="GET",status="404"} 1',
    );
    expect(text).toMatch(
      /tangible_wealth_http_request_duration_seconds_count\{route="\/v1\/numberOfItems"\} 3/,
    );
    expect(text).toContain('# TYPE tangible_wealth_rate_limit_refusals_total counter');
    await other.close();
  });
});
