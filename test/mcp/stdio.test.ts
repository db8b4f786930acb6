import { spawn } from 'node:child_process';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
import { UNKNOWN_CURSOR } from '../../src/mcp/params.ts';
import { ERAS } from './support.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A local agent host's view: the server is a child process speaking MCP on stdin/stdout. */
async function spawnClient(era: (typeof ERAS)[number], command: string[], env: Record<string, string> = {}) {
  const client = new Client(
    { name: 'stdio-test', version: '1.0.0' },
    { versionNegotiation: { mode: era.mode } },
  );
  const [script, ...args] = command;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [script as string, ...args],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  await client.connect(transport);
  return client;
}

const COMPARISON = {
  expression: 'numberOfItems',
  wealthYours: '50K',
  wealthTheirs: '250B',
  typeOfItem: 'house',
};
const PAGE = '/compare?expression=numberOfItems&wealthYours=50K&wealthTheirs=250B&typeOfItem=house';

describe.each(ERAS)('stdio, $era', (era) => {
  // One server process for this era's tests: they only read from it.
  let client: Client;
  beforeAll(async () => {
    client = await spawnClient(era, ['src/mcp/stdio.ts']);
  });
  afterAll(() => client?.close());

  it('`node src/mcp/stdio.ts` lists the tools and answers a call', async () => {
    expect(client.getNegotiatedProtocolVersion()).toBe(era.version);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(5);
    const ok = await client.callTool({
      name: 'height_of_money_stack',
      arguments: { wealth: '1T', typeOfMoney: 'usd_1_coin' },
    });
    expect(ok.structuredContent).toMatchObject({
      value: 2000000000,
      unit: 'meters',
      attribution: DEFAULT_ATTRIBUTION,
    });
    const bad = await client.callTool({
      name: 'height_of_money_stack',
      arguments: { wealth: 'B', typeOfMoney: 'usd_1_coin' },
    });
    expect(bad).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Wealth Malformed' }] });
  });

  it('without PUBLIC_URL: the prompts and resources, and a comparison without a link (no origin)', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['put_in_perspective', 'compare_fortunes']);
    const { contents } = await client.readResource({ uri: 'tangible-wealth://docs/prose.md' });
    expect(contents[0]).toMatchObject({
      mimeType: 'text/markdown',
      text: expect.stringContaining('# Result prose'),
    });
    const result = await client.callTool({ name: 'comparison', arguments: COMPARISON });
    expect(result.isError).toBeFalsy();
    expect(result.content).toEqual([{ type: 'text', text: expect.any(String) }]);
  });
});

describe.each(ERAS)('stdio links, $era', (era) => {
  it('with PUBLIC_URL: a comparison links to its page there', async () => {
    const client = await spawnClient(era, ['src/mcp/stdio.ts'], { PUBLIC_URL: 'https://wealth.example.org' });
    try {
      const result = await client.callTool({ name: 'comparison', arguments: COMPARISON });
      expect(result.content[1]).toEqual({
        type: 'resource_link',
        uri: `https://wealth.example.org${PAGE}`,
        name: 'comparison-page',
        title: 'Open this comparison as a page',
        mimeType: 'text/html',
      });
    } finally {
      await client.close();
    }
  });
});

/** The raw stdio exchange of a client that opens with `initialize` for `revision`, then compares. */
async function rawComparison(revision: string): Promise<unknown[]> {
  const child = spawn(process.execPath, ['src/mcp/stdio.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PUBLIC_URL: 'https://wealth.example.org' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const clientInfo = { name: 'raw', version: '1' };
  for (const message of [
    { id: 1, method: 'initialize', params: { protocolVersion: revision, capabilities: {}, clientInfo } },
    { method: 'notifications/initialized' },
    { id: 2, method: 'tools/call', params: { name: 'comparison', arguments: COMPARISON } },
  ]) {
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  }
  child.stdin.end();
  await new Promise((resolve) => child.once('exit', resolve));
  const answers = out
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(answers[0].result.protocolVersion).toBe(revision);
  return answers[1].result.content;
}

describe('stdio, links only on revisions that have resource_link', () => {
  it('2025-06-18 gets the link; 2025-03-26, which has no resource_link, gets the text only', async () => {
    expect(await rawComparison('2025-06-18')).toHaveLength(2);
    expect(await rawComparison('2025-03-26')).toEqual([{ type: 'text', text: expect.any(String) }]);
  });
});

describe('the tangible-wealth command', () => {
  it('`tangible-wealth mcp` serves stdio, with ATTRIBUTION from the environment', async () => {
    const client = await spawnClient(ERAS[0], ['bin/tangible-wealth.js', 'mcp'], {
      ATTRIBUTION: 'Via stdio',
    });
    try {
      const result = await client.callTool({
        name: 'number_of_items',
        arguments: { wealth: 100, typeOfItem: 'quick_meal' },
      });
      expect(result.structuredContent).toMatchObject({ value: 6, attribution: 'Via stdio' });
    } finally {
      await client.close();
    }
  });
});

describe('stdio, lines that are not messages', () => {
  it('answer the JSON-RPC parse error (-32700) as over HTTP, and standard output carries only JSON-RPC', async () => {
    const child = spawn(process.execPath, ['bin/tangible-wealth.js', 'mcp'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.stdin.write('this is not json\n{"hello":"world"}\n\n');
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' })}\n`);
    child.stdin.end();
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(
      out
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: Invalid JSON' } },
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: Invalid JSON-RPC message' } },
      { jsonrpc: '2.0', id: 7, result: {} },
    ]);
  });
});

describe('stdio, malformed params (issue 26)', () => {
  it('answer -32602 with a readable line, as over HTTP: a mistyped uri, a junk cursor', async () => {
    const child = spawn(process.execPath, ['src/mcp/stdio.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    const clientInfo = { name: 'raw', version: '1' };
    for (const message of [
      {
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo },
      },
      { method: 'notifications/initialized' },
      { id: 2, method: 'resources/read', params: { uri: 3 } },
      { id: 3, method: 'tools/list', params: { cursor: 'junk' } },
      { id: 4, method: 'tools/list', params: {} },
    ]) {
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    }
    child.stdin.end();
    await new Promise((resolve) => child.once('exit', resolve));
    const answers = out
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    expect(byId.get(2)).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32602, message: 'Invalid params: params.uri: expected string, received number' },
    });
    expect(byId.get(3)).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32602, message: UNKNOWN_CURSOR } });
    expect(byId.get(4).result.tools).toHaveLength(5);
  });
});
