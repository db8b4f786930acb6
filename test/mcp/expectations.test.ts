import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, ERAS, message, post, type Served, serve } from './support.ts';

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(() => served.app.close());

async function card(): Promise<{ remotes: { supportedProtocolVersions: string[] }[]; instructions: string }> {
  return (await served.app.inject('/.well-known/mcp.json')).json();
}

function initialize(protocolVersion: string) {
  return post(served, {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'revisions-test', version: '1' } },
  });
}

describe('protocol revisions', () => {
  it('the server card lists exactly the revisions the server accepts', async () => {
    const listed = (await card()).remotes[0]?.supportedProtocolVersions ?? [];
    expect(listed[0]).toBe('2026-07-28');
    // 2026-07-28 is chosen by server/discover (the official client, pinned), the others by initialize.
    const modern = await connect(served, ERAS[0]);
    expect(modern.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    await modern.close();
    for (const version of listed.slice(1)) {
      const body = await message(await initialize(version));
      expect(body.result, version).toMatchObject({ protocolVersion: version });
    }
    // A revision that is not listed is not accepted: initialize counter-offers a listed one.
    const body = (await message(await initialize('2023-01-01'))) as { result: { protocolVersion: string } };
    expect(body.result.protocolVersion).not.toBe('2023-01-01');
    expect(listed).toContain(body.result.protocolVersion);
  });
});

describe('what an agent or a person meets', () => {
  it('the instructions tell the model to prefer comparison when the user gave their own wealth', async () => {
    const client = await connect(served, ERAS[0]);
    const instructions = client.getInstructions() ?? '';
    await client.close();
    expect(instructions).toMatch(/mentioned their own wealth[^.]*prefer `comparison`/);
    expect((await card()).instructions).toBe(instructions);
  });

  it('GET /mcp is 405 with a pointer to how to connect', async () => {
    for (const accept of ['text/html', 'text/event-stream', 'application/json']) {
      const response = await fetch(served.url, { headers: { accept } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      const body = await response.json();
      expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
      expect(body.error.message).toBe(
        `Method Not Allowed: /mcp takes MCP (JSON-RPC) requests by POST, Streamable HTTP without sessions or event streams. How to connect: /llms.txt; tools and schemas: /.well-known/mcp.json`,
      );
    }
  });
});
