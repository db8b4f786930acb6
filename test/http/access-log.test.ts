import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BatchedOutput } from '../../src/http/logging.ts';
import { makeApp } from '../support/app.ts';

/**
 * The access line is written from one template (src/http/logging.ts) rather than through pino's
 * `info`: it must be the very line pino writes for the same fields on the request's child logger,
 * whatever the URL holds, on Fastify's path (inject) and on the REST fast path (a real port).
 */

interface Logged {
  app: FastifyInstance;
  lines: string[];
  origin: string;
}

async function logged(options: Record<string, unknown> = {}): Promise<Logged> {
  const lines: string[] = [];
  const app = await makeApp(
    {},
    { logger: { level: 'info', ...options, stream: { write: (line: string) => lines.push(line) } } },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, lines, origin: `http://127.0.0.1:${port}` };
}

const TARGETS = [
  '/v1/expressions',
  '/v1/numberOfItems?wealth=%241B&typeOfItem=house',
  '/v1/numberOfItems?wealth="quoted"\\back&typeOfItem=%22',
  '/v1/comparison?expression=nope',
  '/nowhere?a=b',
  '/healthz',
];

/** The line pino itself writes for an access line's fields, at the same time. */
function pinoLine(app: FastifyInstance, lines: string[], written: string): string {
  const { level, time, pid, hostname, reqId, msg, ...fields } = JSON.parse(written);
  const before = lines.length;
  const realNow = Date.now;
  Date.now = () => time;
  try {
    app.log.child({ reqId }).info(fields, msg);
  } finally {
    Date.now = realNow;
  }
  expect(lines.length).toBe(before + 1);
  return lines.pop() as string;
}

describe('the access line', () => {
  let plain: Logged;
  beforeAll(async () => {
    plain = await logged();
  });
  afterAll(() => plain.app.close());

  it('is the line pino writes, on both paths, for every kind of target', async () => {
    for (const target of TARGETS) {
      for (const id of [undefined, 'ticket-7']) {
        const headers: Record<string, string> = id === undefined ? {} : { 'x-request-id': id };
        await plain.app.inject({ url: target, headers });
        await (await fetch(plain.origin + target, { headers })).arrayBuffer();
      }
    }
    const access = plain.lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(access.length).toBe(TARGETS.length * 4);
    for (const line of access) expect(line).toBe(pinoLine(plain.app, plain.lines, line));
    // A backslash in the target is escaped in the line, as JSON has it.
    expect(access.some((line) => line.includes('%22quoted%22\\\\back'))).toBe(true);
  });

  it('a logger that adds to its lines (a mixin) keeps writing through pino', async () => {
    const mixed = await logged({ mixin: () => ({ region: 'eu' }) });
    try {
      await mixed.app.inject('/v1/expressions');
      await (await fetch(`${mixed.origin}/v1/expressions`)).arrayBuffer();
      const access = mixed.lines.filter((line) => line.includes('"msg":"request completed"'));
      expect(access).toHaveLength(2);
      for (const line of access) expect(JSON.parse(line)).toMatchObject({ region: 'eu', statusCode: 200 });
    } finally {
      await mixed.app.close();
    }
  });

  it('is not written below its level', async () => {
    const quiet = await logged({ level: 'warn' });
    try {
      await quiet.app.inject('/v1/expressions');
      await (await fetch(`${quiet.origin}/v1/expressions`)).arrayBuffer();
      expect(quiet.lines.filter((line) => line.includes('request completed'))).toEqual([]);
    } finally {
      await quiet.app.close();
    }
  });
});

describe('the batched log output', () => {
  it('writes every line once, in order: in batches while the process runs, the rest at exit', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tw-batched-')), 'log');
    const fd = openSync(path, 'w');
    const errors: unknown[] = [];
    const output = new BatchedOutput(fd, (error) => errors.push(error));
    const lines = Array.from({ length: 3000 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(i % 97)}"}\n`);
    for (const line of lines.slice(0, 2000)) output.write(line);
    // Some batches are out (asynchronously) before the rest is flushed as at exit.
    // Waits allow for a loaded machine: each batch is an asynchronous write in the thread pool.
    await vi.waitFor(() => expect(readFileSync(path, 'utf8').length).toBeGreaterThan(0), { timeout: 10_000 });
    for (const line of lines.slice(2000)) output.write(line);
    output.flush();
    await vi.waitFor(() => expect(readFileSync(path, 'utf8')).toBe(lines.join('')), { timeout: 10_000 });
    output.write('{"last":true}\n');
    output.flushSync();
    closeSync(fd);
    expect(readFileSync(path, 'utf8')).toBe(`${lines.join('')}{"last":true}\n`);
    expect(errors).toEqual([]);
  });

  it('a write that fails stops the log and is reported once', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tw-batched-')), 'log');
    closeSync(openSync(path, 'w'));
    // Opened for reading only: every write fails (EBADF), as on a closed or read-only standard output.
    const fd = openSync(path, 'r');
    const errors: NodeJS.ErrnoException[] = [];
    const output = new BatchedOutput(fd, (error) => errors.push(error));
    for (let i = 0; i < 5000; i++) output.write(`{"n":${i}}\n`);
    output.flush();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    output.write('{"after":true}\n');
    output.flush();
    output.flushSync();
    closeSync(fd);
    expect(errors.map((error) => error.code)).toEqual(['EBADF']);
  });
});
