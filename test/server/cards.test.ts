// Cards under load, against the real server process as `npm start` runs it: a burst of distinct cards
// must not hold up other routes, and SIGTERM with cards in flight must answer or refuse every request.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_DRAWING, MAX_WAITING_RENDERS } from '../../src/page/card-renderer.ts';
import { exited, freePort, logCapture, waitFor } from '../limits/processes.ts';

const CARDS = 64;
/**
 * A generous bound for a probe's answer while cards are drawn (the bench has the precise figures):
 * 64 cards drawn on the JavaScript thread would hold it for seconds; on a loaded 2-core machine the
 * first probe, queued behind the burst's 64 requests, was seen at 689 ms.
 */
const PROMPT_MS = 1500;
/** The server's bound on finishing in-flight requests after SIGTERM (src/server.ts). */
const SHUTDOWN_BOUND_MS = 10_000;

/** The V8 flags `npm start` runs the server with. */
const SERVER_FLAGS: string[] = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((arg: string) => arg.startsWith('--'));

const running: ChildProcess[] = [];
afterEach(() => {
  probeAgent.destroy();
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The real server, with a card budget out of reach so that the burst meets the render queue, not the rate limit. */
async function startServer(): Promise<{
  child: ChildProcess;
  port: number;
  log: ReturnType<typeof logCapture>;
}> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_FLAGS, 'src/server.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', CARD_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const log = logCapture();
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => log.write(chunk));
  await waitFor('the server to listen', () => log.count(/Server listening/) >= 1, 15_000);
  return { child, port, log };
}

/** The address of a distinct card (a comparison drawn for the first time). */
const cardPath = (n: number) =>
  `/compare/card.png?expression=numberOfItems&wealthYours=50K&wealthTheirs=${1_000_000 + n * 7919}&typeOfItem=house`;

/** Probes go on one kept-alive connection of their own, as a load balancer's health check would. */
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** How long one GET takes to answer in full, and its status. */
function timed(origin: string, path: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(origin + path, { agent: probeAgent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
        );
      })
      .on('error', reject);
  });
}

/**
 * One request on its own connection (`Connection: close`): everything received until the server
 * closes it, and when that was (ms since the epoch).
 */
function exchange(port: number, path: string): Promise<{ text: Promise<string>; closedAt: () => number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = Number.NaN;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const text = new Promise<string>((done) => {
      socket.on('close', () => {
        closed = Date.now();
        done(Buffer.concat(chunks).toString('latin1'));
      });
      socket.on('error', () => undefined);
    });
    socket.once('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      resolve({ text, closedAt: () => closed });
    });
    socket.once('error', reject);
  });
}

describe('a burst of distinct cards over HTTP', () => {
  it(`${CARDS} at once: each drawn or refused with 503 and Retry-After; /healthz and REST answer promptly meanwhile`, async () => {
    const { port } = await startServer();
    const origin = `http://127.0.0.1:${port}`;
    // One card first: the renderer and its fonts load with the first card drawn, which is start-up
    // work, not what a burst costs.
    expect((await timed(origin, cardPath(-1))).status).toBe(200);

    let done = false;
    const cards = Promise.all(
      Array.from({ length: CARDS }, async (_, n) => {
        const response = await fetch(origin + cardPath(n));
        const body = Buffer.from(await response.arrayBuffer());
        return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
      }),
    ).finally(() => {
      done = true;
    });
    const probes: Array<{ ms: number; status: number }> = [];
    for (let i = 0; !done || probes.length < 4; i++) {
      probes.push(await timed(origin, '/healthz'));
      probes.push(
        await timed(
          origin,
          `/v1/comparison?expression=numberOfItems&wealthYours=1K&wealthTheirs=${2e9 + i}&typeOfItem=house`,
        ),
      );
    }
    const answers = await cards;

    const drawn = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    expect(drawn.length + refused.length).toBe(CARDS);
    expect(drawn.length).toBeGreaterThanOrEqual(MAX_DRAWING + MAX_WAITING_RENDERS);
    for (const card of drawn) expect(card.body.subarray(1, 4).toString()).toBe('PNG');
    for (const card of refused) expect(card.retryAfter).toBe('1');
    expect(probes.every((p) => p.status === 200)).toBe(true);
    const times = probes.map((p) => Math.round(p.ms));
    expect(Math.max(...times), `probe times (ms): ${times.join(', ')}`).toBeLessThan(PROMPT_MS);
  });
});

describe('SIGTERM with cards in flight', () => {
  it('answers or refuses every request it accepted, within the drain bound, and exits 0', async () => {
    const { child, port, log } = await startServer();
    expect((await timed(`http://127.0.0.1:${port}`, cardPath(-1))).status).toBe(200);
    // Each on its own connection, every request written before the signal; a probe on a connection
    // opened after them all answers once the server has accepted and read them.
    const requests = await Promise.all(Array.from({ length: 40 }, (_, n) => exchange(port, cardPath(n))));
    const probe = await exchange(port, '/healthz');
    expect(await probe.text).toMatch(/^HTTP\/1\.1 200 /);
    const exit = exited(child);
    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitFor('the shutdown to begin', () => log.count('shutting down') === 1);

    const texts = await Promise.all(requests.map((r) => r.text));
    const statuses = texts.map(
      (text) => /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? `no answer: ${JSON.stringify(text.slice(0, 40))}`,
    );
    // Some cards were still being drawn or waiting when the signal came.
    expect(Math.max(...requests.map((r) => r.closedAt()))).toBeGreaterThanOrEqual(signalled);
    // Drawn, refused by the render queue, or refused because the server is shutting down: never dropped.
    expect(statuses.filter((s) => s !== '200' && s !== '503')).toEqual([]);
    expect(statuses.filter((s) => s === '200').length).toBeGreaterThan(0);
    for (const text of texts.filter((t) => t.startsWith('HTTP/1.1 200'))) {
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1]);
      expect(text.length - text.indexOf('\r\n\r\n') - 4).toBe(length);
    }
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_BOUND_MS);
  });
});
