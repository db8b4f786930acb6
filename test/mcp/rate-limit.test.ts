import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type Served, serve } from './support.ts';

let served: Served;
beforeAll(async () => {
  served = await serve({ MCP_RATE_LIMIT: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(() => served.app.close());

const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });

describe('MCP_RATE_LIMIT', () => {
  it('lets 3 MCP requests through (listing counts) and refuses the 4th with 429, Retry-After and JSON-RPC', async () => {
    const call = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'comparison', arguments: {} },
    };
    for (const body of [list(1), call, list(3)]) expect((await post(served, body)).status).toBe(200);

    const refused = await post(served, list(4));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await refused.json();
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, data: { retryAfter } } });
    expect(body.error.message).toBe(
      `Too many requests to the MCP endpoint: the limit is 3 requests per 60 seconds per client address. Retry after ${retryAfter} seconds.`,
    );
  });

  it('keeps the REST budget apart', async () => {
    const response = await served.app.inject('/v1/numberOfItems?wealth=1K&typeOfItem=house');
    expect(response.statusCode).toBe(200);
  });
});
