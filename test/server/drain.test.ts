import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { exited, freePort, logCapture, waitFor } from '../limits/processes.ts';
import { toolsCallBody } from './support.ts';

/** The real server process, as `npm start` runs it. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/server.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logCapture();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => log.write(chunk));
  return { child, log };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * An HTTP/1.1 client on one raw keep-alive connection that reads answers by their Content-Length,
 * so it sees exactly what a pooling client or proxy sees: each answer's `Connection` header, and
 * whether the connection ended cleanly or was reset with a request still unanswered.
 */
class Connection {
  readonly answers: Answer[] = [];
  /** Requests written and not yet answered. */
  pending = 0;
  closed = false;
  reset = false;
  private buffer = Buffer.alloc(0);
  private waiters: Array<() => void> = [];
  private readonly socket: net.Socket;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    socket.on('error', () => {
      this.reset = true;
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes a request (or its start) that expects one answer. */
  send(request: string): void {
    this.pending += 1;
    this.socket.write(request);
  }

  /** Writes the rest of a request already sent. */
  write(rest: string): void {
    this.socket.write(rest);
  }

  get(path: string): void {
    this.send(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  }

  /** Resolves once `count` answers have arrived in all, or the connection has closed. */
  async until(count: number): Promise<void> {
    while (this.answers.length < count && !this.closed) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  onAnswer?: (answer: Answer) => void;

  private wake(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private parse(): void {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length']);
      if (!Number.isInteger(length)) throw new Error(`no Content-Length in ${statusLine}`);
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.pending -= 1;
      const answer = { status: Number(statusLine.split(' ')[1]), headers, body };
      this.answers.push(answer);
      this.onAnswer?.(answer);
      this.wake();
    }
  }
}

const CALL = toolsCallBody('drain-test');

function mcpHead(length: number): string {
  return [
    'POST /mcp HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    'Accept: application/json, text/event-stream',
    'Mcp-Protocol-Version: 2026-07-28',
    'Mcp-Method: tools/call',
    'Mcp-Name: number_of_items',
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');
}

/** Requests the access log recorded as completed, by URL. */
function completed(log: ReturnType<typeof logCapture>, url: string): number {
  return log.lines.filter((line) => line.msg === 'request completed' && line.url === url).length;
}

describe('draining on SIGTERM loses no request', () => {
  it('every answer after SIGTERM says Connection: close, and a request already sent on an idle keep-alive connection is answered', async () => {
    const port = await freePort();
    const { child, log } = startServer({ PORT: String(port) });
    await waitFor('the server to listen', () => log.count(/Server listening/) >= 1, 15_000);

    // A pooled keep-alive connection, idle after its first answer.
    const pooled = await Connection.open(port);
    pooled.get('/v1/expressions');
    await pooled.until(1);
    expect(pooled.answers[0]?.headers.connection).toBe('keep-alive');

    // A request in flight when SIGTERM comes: its headers are in, its body not yet.
    const busy = await Connection.open(port);
    busy.send(`${mcpHead(Buffer.byteLength(CALL))}${CALL.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exit = exited(child);
    child.kill('SIGTERM');
    await waitFor('the shutdown to begin', () => log.count('shutting down') === 1);

    // The client reuses its pooled connection during the drain: the request is answered, whole,
    // and the answer tells it not to reuse the connection again.
    const url = '/v1/numberOfItems?wealth=1T&typeOfItem=house';
    pooled.get(url);
    await pooled.until(2);
    expect(pooled.reset).toBe(false);
    expect(pooled.answers[1]?.status).toBe(200);
    expect(pooled.answers[1]?.headers.connection).toBe('close');
    expect(JSON.parse(pooled.answers[1]?.body ?? '').data.value).toBe(2_000_000);

    // The answer to the request in flight is written after the drain began: Connection: close.
    busy.write(CALL.slice(10));
    await busy.until(1);
    expect(busy.answers[0]?.status).toBe(200);
    expect(busy.answers[0]?.headers.connection).toBe('close');

    expect(await exit).toBe(0);
    // The server closed both connections, cleanly, with nothing unanswered.
    await waitFor('both connections to close', () => pooled.closed && busy.closed);
    expect([pooled.closed, pooled.reset, pooled.pending]).toEqual([true, false, 0]);
    expect([busy.closed, busy.reset, busy.pending]).toEqual([true, false, 0]);
    expect(completed(log, url)).toBe(1);
  });

  it('a flood on keep-alive connections: every request sent is answered and logged, none reset', async () => {
    const port = await freePort();
    const { child, log } = startServer({ PORT: String(port), REST_RATE_LIMIT: '1000000' });
    await waitFor('the server to listen', () => log.count(/Server listening/) >= 1, 15_000);

    // Each connection sends its next request as soon as an answer arrives, unless told to close.
    const connections = await Promise.all(Array.from({ length: 24 }, () => Connection.open(port)));
    let sent = 0;
    connections.forEach((connection, index) => {
      const next = () => {
        sent += 1;
        connection.get(`/v1/numberOfItems?wealth=${index + 1}M&typeOfItem=car&n=${sent}`);
      };
      connection.onAnswer = (answer) => {
        if (answer.headers.connection !== 'close') next();
      };
      next();
    });
    // Every connection accepted and answered (a connection still in the listen backlog when the
    // listener closes is reset by the kernel, before the service ever sees it), then some flood.
    await waitFor('every connection to be answered', () => connections.every((c) => c.answers.length > 0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    await waitFor('every connection to close', () => connections.every((c) => c.closed));

    const answered = connections.reduce((sum, c) => sum + c.answers.length, 0);
    expect(sent).toBeGreaterThan(connections.length * 2);
    const lost = connections.filter((c) => c.reset || c.pending > 0);
    expect(lost.length).toBe(0);
    expect(answered).toBe(sent);
    // Each connection's last answer was its first after the drain began: it said Connection: close.
    for (const c of connections) expect(c.answers.at(-1)?.headers.connection).toBe('close');
    expect(log.count('request completed')).toBe(sent);
  });
});
