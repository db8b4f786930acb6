import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE, LEGACY, MODERN, message, post, type Served, serve } from './support.ts';

let served: Served;
beforeAll(async () => {
  served = await serve({ PUBLIC_URL: 'https://wealth.example.org' });
});
afterAll(() => served.app.close());

/** Headers of a correct 2026-07-28 request for a method (and tool). */
function modernHeaders(method: string, name?: string): Record<string, string> {
  return {
    'mcp-protocol-version': MODERN,
    'mcp-method': method,
    ...(name === undefined ? {} : { 'mcp-name': name }),
  };
}

const stackCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: {
    name: 'height_of_money_stack',
    arguments: { wealth: 'B', typeOfMoney: 'usd_1_coin' },
    _meta: ENVELOPE,
  },
});

describe('revision 2026-07-28 over raw HTTP', () => {
  it('answers a correct tools/call with resultType complete and the REST message', async () => {
    const response = await post(served, stackCall(1), modernHeaders('tools/call', 'height_of_money_stack'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      id: 1,
      result: {
        resultType: 'complete',
        isError: true,
        content: [{ type: 'text', text: 'Wealth Malformed' }],
      },
    });
  });

  it.each([
    ['Mcp-Name names another tool', modernHeaders('tools/call', 'number_of_items')],
    ['Mcp-Method names another method', modernHeaders('tools/list', 'height_of_money_stack')],
    ['Mcp-Name is absent', modernHeaders('tools/call')],
    ['Mcp-Method is absent', { 'mcp-protocol-version': MODERN, 'mcp-name': 'height_of_money_stack' }],
  ])('refuses a request whose headers and body disagree: %s', async (_case, headers) => {
    const response = await post(served, stackCall(2), headers);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 2, error: { code: -32020 } });
    expect(body.error.message).toMatch(/headers and body disagree/);
  });

  it('lists tools with the cache hints', async () => {
    const response = await post(
      served,
      { jsonrpc: '2.0', id: 3, method: 'tools/list', params: { _meta: ENVELOPE } },
      modernHeaders('tools/list'),
    );
    expect(await response.json()).toMatchObject({
      result: { resultType: 'complete', ttlMs: 3_600_000, cacheScope: 'public' },
    });
  });

  it('answers server/discover with the instructions', async () => {
    const response = await post(
      served,
      { jsonrpc: '2.0', id: 4, method: 'server/discover', params: { _meta: ENVELOPE } },
      modernHeaders('server/discover'),
    );
    const body = await response.json();
    expect(body.result.supportedVersions).toContain(MODERN);
    expect(body.result.instructions).toContain('attribution');
  });
});

describe('revision 2025-11-25, stateless', () => {
  it('answers tools/list with no initialize before it', async () => {
    const response = await post(served, { jsonrpc: '2.0', id: 5, method: 'tools/list' });
    expect(response.status).toBe(200);
    const body = await message(response);
    const tools = (body.result as { tools: { name: string }[] }).tools;
    expect(tools.map((t) => t.name)).toContain('comparison');
    expect(body.result).not.toHaveProperty('ttlMs');
  });

  it('answers tools/call with no initialize, with or without the version header', async () => {
    const variants: Record<string, string>[] = [{}, { 'mcp-protocol-version': LEGACY }];
    for (const headers of variants) {
      const call = {
        jsonrpc: '2.0',
        id: 6,
        method: 'tools/call',
        params: { name: 'comparison', arguments: {} },
      };
      const body = await message(await post(served, call, headers));
      expect(body.result).toEqual({ content: [{ type: 'text', text: 'Expression Missing' }], isError: true });
    }
  });

  it('still answers initialize, without a session', async () => {
    const response = await post(served, {
      jsonrpc: '2.0',
      id: 7,
      method: 'initialize',
      params: { protocolVersion: LEGACY, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    const body = await message(response);
    expect(body.result).toMatchObject({
      protocolVersion: LEGACY,
      serverInfo: { name: 'tangible-wealth' },
      capabilities: { tools: { listChanged: false } },
    });
    expect(response.headers.get('mcp-session-id')).toBeNull();
  });
});

describe('refusals before MCP', () => {
  it('a body that is not JSON is a JSON-RPC parse error', async () => {
    const response = await post(served, '{"jsonrpc":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: null, error: { code: -32700 } });
  });

  it('another media type is 415 in JSON-RPC', async () => {
    const response = await post(
      served,
      { jsonrpc: '2.0', id: 8, method: 'tools/list' },
      { 'content-type': 'text/plain' },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: -32000 } });
  });

  it('a body over 64 KiB is 413 in JSON-RPC', async () => {
    const response = await post(served, `{"padding":"${'x'.repeat(70_000)}"}`);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
  });

  it('GET has no stream to offer: 405', async () => {
    const response = await fetch(served.url);
    served.seenHeaders.push(response.headers);
    expect(response.status).toBe(405);
  });

  it('HEAD answers with the same status and headers as GET, without the body', async () => {
    // Headers that differ between any two requests: the date, the request id, the budget left; and
    // the connection's own (undici asks to close after a HEAD, on every route).
    const varying = new Set([
      'date',
      'x-request-id',
      'ratelimit-remaining',
      'x-ratelimit-remaining',
      'connection',
      'keep-alive',
    ]);
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !varying.has(name)));
    const get = await fetch(served.url);
    const head = await fetch(served.url, { method: 'HEAD' });
    served.seenHeaders.push(get.headers, head.headers);
    expect(head.status).toBe(get.status);
    const body = await get.text();
    expect(await head.text()).toBe('');
    expect(headersOf(head)).toEqual(headersOf(get));
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('browsers and discovery', () => {
  it('answers the CORS preflight with the MCP headers allowed', async () => {
    const response = await served.app.inject({
      method: 'OPTIONS',
      url: '/mcp',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const allowed = String(response.headers['access-control-allow-headers']).split(', ');
    for (const header of [
      'content-type',
      'accept',
      'mcp-protocol-version',
      'mcp-method',
      'mcp-name',
      'last-event-id',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it.each(['/.well-known/mcp.json', '/.well-known/mcp-server-card'])(
    'serves the server card at %s',
    async (path) => {
      const response = await served.app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const card = response.json();
      expect(card).toMatchObject({
        name: 'org.example.wealth/tangible-wealth',
        title: 'Tangible Wealth',
        remotes: [
          {
            type: 'streamable-http',
            url: 'https://wealth.example.org/mcp',
            supportedProtocolVersions: expect.arrayContaining([MODERN, LEGACY]),
          },
        ],
        serverInfo: { name: 'tangible-wealth' },
        transport: { type: 'streamable-http', endpoint: 'https://wealth.example.org/mcp' },
        authentication: { required: false },
      });
      expect(card.tools.map((t: { name: string }) => t.name)).toEqual([
        'duration_of_daily_spend',
        'height_of_money_stack',
        'number_of_items',
        'growth_of_compound_interest',
        'comparison',
      ]);
    },
  );

  it('never issues Mcp-Session-Id', () => {
    expect(served.seenHeaders.length).toBeGreaterThan(10);
    for (const headers of served.seenHeaders) expect(headers.get('mcp-session-id')).toBeNull();
  });
});
