import { spawn } from 'node:child_process';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
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

describe.each(ERAS)('stdio, $era', (era) => {
  it('`node src/mcp/stdio.ts` lists the tools and answers a call', async () => {
    const client = await spawnClient(era, ['src/mcp/stdio.ts']);
    try {
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
    } finally {
      await client.close();
    }
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
