import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
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

const CALL = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: {
    name: 'number_of_items',
    arguments: { wealth: '1T', typeOfItem: 'house' },
    _meta: {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'shutdown-test', version: '1.0.0' },
      'io.modelcontextprotocol/clientCapabilities': {},
    },
  },
});

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
