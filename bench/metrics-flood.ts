/**
 * A flood of `/metrics` against the real service (a child process, default METRICS_RATE_LIMIT,
 * rate limiting and logging on) while one client probes a REST route one request at a time, then the
 * same flood of `/healthz` (never limited, the cheapest answer) as the floor any flood costs here:
 *   node bench/metrics-flood.ts [--connections 64] [--seconds 5]
 * Prints the probe's latency alone and during each flood, and what each flood was answered. The
 * load generator and the probe share one process (and this machine with the server).
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '64' }, seconds: { type: 'string', default: '5' } },
});
const PROBE = '/v1/numberOfItems?wealth=1T&typeOfItem=house';

const child = spawn(process.execPath, ['bench/servers.ts', 'app'], { stdio: ['ignore', 'ignore', 'pipe'] });
const port = await new Promise<number>((resolve, reject) => {
  child.stderr?.on('data', (chunk: Buffer) => {
    const match = /listening (\d+)/.exec(String(chunk));
    if (match) resolve(Number(match[1]));
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;

/** Sequential probes until `until` resolves (or `count` probes): their latencies in ms. */
async function probe(until: Promise<unknown> | undefined, count = 200): Promise<number[]> {
  let done = false;
  until?.then(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (until === undefined ? latencies.length < count : !done) {
    const start = performance.now();
    await (await fetch(`${base}${PROBE}`)).arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return latencies;
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number).toFixed(1);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (${sorted.length} probes)`;
}

try {
  await probe(undefined, 50);
  const alone = await probe(undefined);
  const lines = [`REST probe alone: ${summary(alone)}`];
  for (const path of ['/metrics', '/healthz']) {
    const flood = autocannon({
      url: `${base}${path}`,
      connections: Number(values.connections),
      duration: Number(values.seconds),
    });
    const during = await probe(flood);
    const result = await flood;
    lines.push(
      `REST probe during a flood of ${path}: ${summary(during)}; the flood: ${result.requests.total} requests (${result['2xx']} 2xx, ${result.non2xx} non-2xx), ${Math.round(result.requests.average)}/s`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  child.kill('SIGTERM');
}
