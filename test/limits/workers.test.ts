import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { exited, freePort, type LogCapture, logCapture, stopProcess, waitFor } from './processes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NODE = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));

const children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => stopProcess(child, 'SIGKILL')));
});

/** The real server (src/server.ts) as a child process, its stdout collected as log lines. */
function startServer(env: Record<string, string>): { child: ChildProcess; log: LogCapture } {
  const log = logCapture();
  const child = spawn(NODE, ['src/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => log.write(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.write(chunk.toString()));
  return { child, log };
}

/** One request on a connection of its own, so the cluster spreads them over the workers. */
function request(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

describe('WORKERS=2', () => {
  it('shares one budget across both workers, and stops cleanly on SIGTERM', async () => {
    const limit = 8;
    const port = await freePort();
    const { child, log } = startServer({ WORKERS: '2', PORT: String(port), REST_RATE_LIMIT: String(limit) });
    // Three processes start from TypeScript source: on a loaded 2-core machine that took over 10 s.
    await waitFor('both workers to listen', () => log.count('all workers listening') === 1, 30_000);

    const statuses = await Promise.all(
      Array.from({ length: limit + 1 }, () => request(`http://127.0.0.1:${port}/v1/expressions`)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    // Both workers answered some of them.
    await waitFor('request logs', () => log.count('request completed') === limit + 1);
    const answeredBy = new Set(log.lines.filter((l) => l.msg === 'request completed').map((l) => l.pid));
    expect(answeredBy.size).toBe(2);
    expect(answeredBy.has(child.pid)).toBe(false);

    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(log.count('shutting down')).toBe(2);
  }, 60_000);

  it('stops with an error instead of restarting workers that cannot listen', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      const { child, log } = startServer({ WORKERS: '2', PORT: String(port) });
      expect(await exited(child)).toBe(1);
      expect(log.count('worker failed to start; stopping')).toBeGreaterThanOrEqual(1);
    } finally {
      blocker.close();
    }
  });
});
