import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exited, waitFor } from '../limits/processes.ts';

const BIN = new URL('../../bin/tangible-wealth.js', import.meta.url).pathname;

/** `tangible-wealth serve` as a person starts it, with its standard output and error kept apart. */
function start(env: Record<string, string>, stdout: 'pipe' | number = 'pipe') {
  const child = spawn(process.execPath, [BIN, 'serve'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  const output = { out: '', err: '' };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output.out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output.err += chunk;
  });
  return { child, output };
}

function occupiedPort(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

describe('starting the service', () => {
  it('prints one readable line with the addresses; standard output stays JSON for machines', async () => {
    const { child, output } = start({ PORT: '0' });
    try {
      await waitFor('the start line', () => output.err.includes('\n'), 15_000);
      const line = output.err.trimEnd();
      const origin = /at (http:\/\/127\.0\.0\.1:\d+):/.exec(line)?.[1] as string;
      expect(line).toBe(
        `Tangible Wealth is serving at ${origin}: API ${origin}/v1, reference ${origin}/, comparison page ${origin}/compare, MCP ${origin}/mcp (Ctrl-C stops it)`,
      );
      const answer = await fetch(`${origin}/v1/expressions`);
      expect(answer.status).toBe(200);
      await waitFor('the access log line', () => output.out.includes('request completed'));
      for (const logLine of output.out.trimEnd().split('\n')) expect(() => JSON.parse(logLine)).not.toThrow();
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  });

  it('a port already in use: one clear line and exit status 1', async () => {
    const server = await occupiedPort();
    try {
      const port = (server.address() as { port: number }).port;
      const { child, output } = start({ PORT: String(port) });
      expect(await exited(child)).toBe(1);
      expect(output.err).toBe(
        `tangible-wealth: cannot listen on 127.0.0.1:${port}: the port is already in use (stop the program using it, or set PORT to another port)\n`,
      );
    } finally {
      server.close();
    }
  });

  it('a log that cannot be written: one clear line and exit status 1', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tw-log-')), 'read-only');
    writeFileSync(file, '');
    const readOnly = openSync(file, 'r');
    try {
      const { child, output } = start({ PORT: '0' }, readOnly);
      expect(await exited(child)).toBe(1);
      expect(output.err).toBe(
        'tangible-wealth: could not start: cannot write the log to standard output (EBADF)\n',
      );
    } finally {
      closeSync(readOnly);
    }
  });
});
