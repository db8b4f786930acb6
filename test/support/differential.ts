// The two sides of a fast path's differential test (test/rest/fast-path.differential.test.ts,
// test/mcp/pre-route.differential.test.ts): an app with the path on and one with it off, each on a
// real port, raw exchanges over new sockets, and their access lines and /metrics compared.
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { makeApp } from './app.ts';

export interface Side {
  app: FastifyInstance;
  port: number;
  /** Access-log lines, as written. */
  lines: string[];
  /** Requests Fastify answered (its onResponse hooks ran). */
  seen: number;
}

async function side(env: Record<string, string>): Promise<Side> {
  const lines: string[] = [];
  const app = await makeApp(env, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  const result: Side = { app, port: 0, lines, seen: 0 };
  app.addHook('onResponse', (_request, _reply, done) => {
    result.seen += 1;
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  result.port = (app.server.address() as { port: number }).port;
  return result;
}

/** A pair: the app with the fast path on, and with `setting` (`REST_FAST_PATH`, `MCP_FAST_PATH`) off. */
export async function pair(setting: string, env: Record<string, string> = {}): Promise<[Side, Side]> {
  return [await side(env), await side({ ...env, [setting]: 'off' })];
}

export interface Raw {
  head: string;
  body: Buffer;
}

/**
 * Sends raw bytes on a new connection and reads one answer: its head, and its body by Content-Length
 * (or everything until the server closes). `close` ends the connection after writing, as a client
 * that leaves does; `partial` writes only that many bytes and then resets the connection.
 */
export function exchange(port: number, request: Buffer, method: string, partial?: number): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) resolve({ head: data.toString('latin1'), body: Buffer.alloc(0) });
      else resolve({ head: data.subarray(0, end).toString('latin1'), body: data.subarray(end + 4) });
    };
    const timer = setTimeout(done, partial === undefined ? 5000 : 300);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      let end = data.indexOf('\r\n\r\n');
      // An interim answer (100 Continue) is kept in the head, and the final one awaited.
      let start = 0;
      while (end >= 0 && /^HTTP\/1\.1 1\d\d /.test(data.subarray(start, start + 13).toString('latin1'))) {
        start = end + 4;
        end = data.indexOf('\r\n\r\n', start);
      }
      if (end < 0) return;
      const head = data.subarray(start, end).toString('latin1');
      const status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length: (\d+)/i.exec(head);
      const bodyless = method === 'HEAD' || status === 304 || status === 204;
      if (!bodyless && /\r\ntransfer-encoding: chunked/i.test(head)) {
        if (data.subarray(end + 4).includes('0\r\n\r\n')) done();
        return;
      }
      const expected = bodyless ? 0 : length ? Number(length[1]) : Number.POSITIVE_INFINITY;
      if (data.length - end - 4 >= expected) done();
    });
    socket.on('end', done);
    socket.on('error', (error) => (partial === undefined ? reject(error) : done()));
    if (partial === undefined) socket.write(request);
    else socket.write(request.subarray(0, partial), () => setTimeout(() => socket.resetAndDestroy(), 50));
  });
}

/** A generated request id (UUID), masked where two answers to one request differ. */
export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** An access line with what varies per request masked (time, generated id, response time). */
function maskedLine(line: string): string {
  const entry = JSON.parse(line) as Record<string, unknown>;
  for (const name of ['time', 'responseTime']) if (name in entry) entry[name] = '(masked)';
  return JSON.stringify(entry).replace(UUID, '(uuid)');
}

const METRICS = Buffer.from('GET /metrics HTTP/1.1\r\nHost: localhost\r\n\r\n', 'latin1');

/**
 * Both apps logged the same lines (in any order) and count the same in /metrics but for latencies,
 * and the metrics name the route under test (`route` opens its series label: `/v1/`, `/mcp"`).
 */
export async function sameLogsAndMetrics([fast, slow]: [Side, Side], route: string): Promise<void> {
  await vi.waitFor(() => expect(fast.lines.length).toBe(slow.lines.length));
  expect(fast.lines.length).toBeGreaterThan(0);
  const access = (s: Side) =>
    s.lines
      .filter((line) => !line.includes('Server listening'))
      .map(maskedLine)
      .sort();
  expect(access(fast)).toEqual(access(slow));
  const counts = async (s: Side) =>
    (await exchange(s.port, METRICS, 'GET')).body
      .toString()
      .split('\n')
      .filter((line) => !/_bucket\{|_sum\{/.test(line));
  const [a, b] = [await counts(fast), await counts(slow)];
  expect(a).toEqual(b);
  expect(a.some((line) => line.startsWith(`tangible_wealth_http_requests_total{route="${route}`))).toBe(true);
}
