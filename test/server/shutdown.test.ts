import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { SCALAR_FILE, SCALAR_SCRIPT_PATH } from '../../src/docs/reference-page.ts';
import { exited, freePort, logCapture, waitFor } from '../limits/processes.ts';

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

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything a socket receives until the server closes it. */
function received(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('close', () => resolve(text));
  });
}

const CALL = toolsCallBody('shutdown-test');

describe('graceful shutdown', () => {
  it('on SIGTERM: refuses new connections, finishes the request in flight, drops idle ones, exits 0', async () => {
    const port = await freePort();
    const { child, log } = startServer({ PORT: String(port) });
    await waitFor('the server to listen', () => log.count(/Server listening/) >= 1, 15_000);

    // An idle keep-alive connection that has finished one request: it must not hold shutdown up.
    const idle = await connect(port);
    const idleClosed = received(idle);
    idle.write(`GET /v1/expressions HTTP/1.1\r\nHost: x\r\n\r\n`);

    // A request in flight: its headers are in, half of its body is still on the way.
    const busy = await connect(port);
    const answer = received(busy);
    const half = Math.floor(CALL.length / 2);
    busy.write(
      [
        'POST /mcp HTTP/1.1',
        'Host: x',
        'Content-Type: application/json',
        'Accept: application/json, text/event-stream',
        'Mcp-Protocol-Version: 2026-07-28',
        'Mcp-Method: tools/call',
        'Mcp-Name: number_of_items',
        `Content-Length: ${Buffer.byteLength(CALL)}`,
        'Connection: close',
        '',
        CALL.slice(0, half),
      ].join('\r\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exit = exited(child);
    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitFor('the shutdown to begin', () => log.count('shutting down') === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));

    // No new connections once shutdown has begun.
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // The request in flight still gets its whole answer.
    busy.write(CALL.slice(half));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
    expect(body.result.structuredContent.value).toBe(2_000_000);

    // The idle connection was closed by the server, after its one answer.
    expect(await idleClosed).toMatch(/^HTTP\/1\.1 200 /);

    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
  });

  it('SIGINT closes an idle server at once with exit code 0', async () => {
    const port = await freePort();
    const { child, log } = startServer({ PORT: String(port) });
    await waitFor('the server to listen', () => log.count(/Server listening/) >= 1, 15_000);
    const exit = exited(child);
    const signalled = Date.now();
    child.kill('SIGINT');
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(2000);
  });
});

/**
 * A reader with a 4 KB receive buffer that reads 4 KB every 5 ms, so most of a large answer is still
 * in the server's own buffers when SIGTERM comes (Node cannot shrink a TCP receive buffer; Python can).
 * Prints the bytes received once the server closes the connection.
 */
const SLOW_READER = `
import socket, sys, time
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
s.connect(('127.0.0.1', int(sys.argv[1])))
s.sendall(('GET ' + sys.argv[2] + ' HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n').encode())
total = 0
while True:
    chunk = s.recv(4096)
    if not chunk:
        break
    if total == 0:
        print('reading', flush=True)
    total += len(chunk)
    time.sleep(0.005)
print(total, flush=True)
`;

import { toolsCallBody } from './support.ts';

describe('graceful shutdown with a slow reader', () => {
  it('a large answer still being read when SIGTERM comes is delivered whole', async () => {
    const port = await freePort();
    const { child, log } = startServer({ PORT: String(port) });
    await waitFor('the server to listen', () => log.count(/Server listening/) >= 1, 15_000);
    const expected = statSync(SCALAR_FILE).size;
    const reader = spawn('python3', ['-c', SLOW_READER, String(port), SCALAR_SCRIPT_PATH], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    reader.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    await waitFor('the answer to start arriving', () => output.includes('reading'), 10_000);
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(await exited(reader)).toBe(0);
    const received = Number(output.trim().split('\n').pop());
    // Headers plus the whole body: nothing cut off.
    expect(received).toBeGreaterThan(expected);
  }, 60_000);
});
