import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { SCALAR_SCRIPT_PATH } from '../../src/docs/reference-page.ts';
import { makeApp } from '../support/app.ts';

/** A keep-alive connection from `localAddress` that sends one request and then stays open, idle. */
function idleAfterOneRequest(port: number, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () =>
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    socket.once('data', () => resolve(socket));
    socket.on('error', () => resolve(socket));
    socket.on('close', () => resolve(socket));
  });
}

/** A connection that says nothing at all; `closed` counts those the server has closed. */
function silent(port: number, localAddress: string, closed: { count: number }): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('close', () => {
      closed.count += 1;
    });
    socket.on('error', () => resolve(socket));
  });
}

function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function normalClientAnswers(port: number, requests: number): Promise<number> {
  let ok = 0;
  for (let i = 0; i < requests; i++) {
    const response = await fetch(
      `http://127.0.0.1:${port}/v1/numberOfItems?wealth=${i + 1}M&typeOfItem=car`,
      {
        headers: { connection: 'close' },
      },
    ).catch(() => undefined);
    if (response?.status === 200) ok += 1;
    await response?.arrayBuffer();
  }
  return ok;
}

describe('idle connections cannot exhaust the server (issue 11, finding 6)', () => {
  it('a flood of idle keep-alive connections stays under MAX_CONNECTIONS and normal clients keep working', async () => {
    const app = await makeApp({ MAX_CONNECTIONS: '40', MAX_CONNECTIONS_PER_ADDRESS: '1000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const flood: net.Socket[] = [];
    for (let i = 0; i < 120; i++) flood.push(await idleAfterOneRequest(port, '127.0.0.2'));
    expect(await openConnections(app.server)).toBeLessThanOrEqual(40);
    expect(await normalClientAnswers(port, 20)).toBe(20);
    for (const socket of flood) socket.destroy();
    await app.close();
  });

  it('the connection that makes room is kept and answered; the idle ones before it are closed', async () => {
    const app = await makeApp({ MAX_CONNECTIONS: '10', MAX_CONNECTIONS_PER_ADDRESS: '1000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const idle: net.Socket[] = [];
    for (let i = 0; i < 8; i++) idle.push(await idleAfterOneRequest(port, '127.0.0.2'));
    // The ninth connection reaches 90% of MAX_CONNECTIONS: it must be served, not swept with the rest.
    const ninth = await idleAfterOneRequest(port, '127.0.0.2');
    expect(ninth.destroyed).toBe(false);
    await vi.waitFor(() => expect(idle.every((socket) => socket.destroyed)).toBe(true));
    for (const socket of [...idle, ninth]) socket.destroy();
    await app.close();
  });

  it('one address cannot hold more than MAX_CONNECTIONS_PER_ADDRESS; other addresses are still served', async () => {
    const app = await makeApp({ MAX_CONNECTIONS_PER_ADDRESS: '10' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const flood: net.Socket[] = [];
    const closed = { count: 0 };
    for (let i = 0; i < 30; i++) flood.push(await silent(port, '127.0.0.2', closed));
    await vi.waitFor(() => expect(closed.count).toBe(20));
    expect(await openConnections(app.server)).toBeLessThanOrEqual(10);
    expect(await normalClientAnswers(port, 5)).toBe(5);
    for (const socket of flood) socket.destroy();
    await app.close();
  });
});

/**
 * A reader that asks for the 3.5 MB reference bundle and never reads it, with a 1 KB receive buffer so
 * that the kernel cannot take the answer off the server's hands (Node cannot shrink a TCP receive
 * buffer; Python can). It holds its connection until the server closes it.
 */
const STOPPED_READER = `
import socket, sys, time
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
s.connect(('127.0.0.1', int(sys.argv[1])))
s.sendall(('GET ' + sys.argv[2] + ' HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n').encode())
print('sent', flush=True)
time.sleep(30)
`;

function stoppedReader(port: number) {
  const child = spawn('python3', ['-c', STOPPED_READER, String(port), SCALAR_SCRIPT_PATH], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const sent = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { child, sent };
}

describe('readers that stop reading (issue 11, attacker pass)', () => {
  it('an answer not taken within RESPONSE_TIMEOUT_SECONDS is cut off and its connection closed', async () => {
    const app = await makeApp({ RESPONSE_TIMEOUT_SECONDS: '1' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const reader = stoppedReader(port);
    try {
      await reader.sent;
      await vi.waitFor(async () => expect(await openConnections(app.server)).toBe(1));
      await vi.waitFor(async () => expect(await openConnections(app.server)).toBe(0), { timeout: 5000 });
    } finally {
      reader.child.kill();
      await app.close();
    }
  });

  it('one answer still in flight does not stop the idle sweep from making room', async () => {
    const app = await makeApp({ MAX_CONNECTIONS: '20', MAX_CONNECTIONS_PER_ADDRESS: '1000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const reader = stoppedReader(port);
    const flood: net.Socket[] = [];
    try {
      await reader.sent;
      for (let i = 0; i < 30; i++) flood.push(await idleAfterOneRequest(port, '127.0.0.2'));
      expect(await normalClientAnswers(port, 10)).toBe(10);
    } finally {
      for (const socket of flood) socket.destroy();
      reader.child.kill();
      await app.close();
    }
  });
});
