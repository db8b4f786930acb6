/**
 * Server CPU per request, MCP `tools/call comparison` (both revisions) against REST `/v1/comparison`
 * computed (a new target every request), in alternating rounds against one server process:
 *   node bench/mcp-cpu.ts [--rounds 5] [--requests 6000] [--connections 16] [--root DIR] [--prof DIR]
 *                         [--only NAME] [--flags='V8 FLAGS']
 * CPU is utime+stime of the server from /proc/<pid>/stat, so the load generator sharing the machine
 * does not count. `--root` runs the server from another checkout (for before/after on the same
 * machine at the same time); `--prof` writes a V8 CPU profile of the server there on exit; `--flags` replaces the V8 flags `npm start` uses.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { COMPARISON_URL, mcpRequest, mcpVaryingLoad, serverFlags } from './targets.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    requests: { type: 'string', default: '6000' },
    connections: { type: 'string', default: '16' },
    root: { type: 'string', default: '.' },
    prof: { type: 'string' },
    only: { type: 'string' },
    flags: { type: 'string' },
  },
});
const ROUNDS = Number(values.rounds);
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
const ROOT = path.resolve(values.root);
const TICK_US = 1e6 / 100; // CLK_TCK is 100 on Linux

/** The request bench/run.ts sends (copied, since that file is being reworked separately). */
async function startServer(): Promise<{ pid: number; port: number; stop: () => void }> {
  const prof = values.prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.prof)}`] : [];
  const flags = values.flags === undefined ? serverFlags() : values.flags.split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...prof, 'bench/servers.ts', 'app'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { pid: child.pid as number, port, stop: () => child.kill('SIGTERM') };
}

function cpuTicks(pid: number): number {
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

type Target = { name: string; options: (base: string) => autocannon.Options };

let serial = 0;
const TARGETS: Target[] = [
  {
    name: 'REST computed',
    options: (base) => ({
      url: base,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${COMPARISON_URL}&n=${++serial}` }) }],
    }),
  },
  { name: 'MCP 2026-07-28', options: (base) => ({ url: `${base}/mcp`, ...mcpRequest('modern') }) },
  { name: 'MCP 2025-11-25', options: (base) => ({ url: `${base}/mcp`, ...mcpRequest('legacy') }) },
  {
    name: 'MCP 2026-07-28 new id',
    options: (base) => mcpVaryingLoad(`${base}/mcp`, 'modern', 'id') as autocannon.Options,
  },
  {
    name: 'MCP 2026-07-28 computed',
    options: (base) => mcpVaryingLoad(`${base}/mcp`, 'modern', 'arguments') as autocannon.Options,
  },
];

async function round(pid: number, base: string, target: Target, amount: number): Promise<number> {
  const before = cpuTicks(pid);
  const result = await autocannon({ connections: CONNECTIONS, amount, ...target.options(base) });
  const used = cpuTicks(pid) - before;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return (used * TICK_US) / result.requests.total;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const server = await startServer();
const base = `http://127.0.0.1:${server.port}`;
const targets = values.only ? TARGETS.filter((t) => t.name.includes(values.only as string)) : TARGETS;
try {
  for (const target of targets) await round(server.pid, base, target, 2000); // warm up
  const samples = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const target of targets)
      samples.get(target.name)?.push(await round(server.pid, base, target, REQUESTS));
  }
  const rest = median(samples.get('REST computed') ?? [Number.NaN]);
  for (const [name, xs] of samples) {
    const m = median(xs);
    const share = name.startsWith('MCP') ? `  ${(rest / m).toFixed(2)} of REST` : '';
    console.log(
      `${name.padEnd(16)} median ${m.toFixed(0).padStart(5)} µs  [${xs.map((x) => x.toFixed(0)).join(', ')}]${share}`,
    );
  }
} finally {
  server.stop();
}
