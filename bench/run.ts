/**
 * `npm run bench`: the pure core, REST against a bare node:http server, MCP against REST, and memory
 * over a million requests. Prints a Markdown report and writes it to docs/benchmarks.md.
 * `npm run bench -- --quick` skips the million-request memory run; `npm run bench -- --cards` runs
 * only the picture cards and prints them, leaving docs/benchmarks.md as it is; `npm run bench --
 * --plumbing` only the server CPU per request with the REST and MCP fast paths on and off side by side, printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { MAX_DRAWING, MAX_WAITING_RENDERS } from '../src/page/card-renderer.ts';
import { benchCore } from './core.ts';
import { perRequest, profileCategories } from './profile.ts';
import {
  CARD_PATH,
  COMPARE_PAGE_QUERY,
  COMPARISON_URL,
  mcpRequest,
  mcpVaryingLoad,
  serverFlags,
} from './targets.ts';

const quick = process.argv.includes('--quick');
const cardsOnly = process.argv.includes('--cards');
const plumbingOnly = process.argv.includes('--plumbing');
const ROUND_SECONDS = quick ? 3 : 5;
const ROUNDS = quick ? 3 : 5;
const CONNECTIONS = 16;
const CARD_CONNECTIONS = 4;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU time (user + system) per request answered, in microseconds. */
  cpuUs: number;
}

async function startServer(
  kind: 'app' | 'bare',
  extraFlags: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...serverFlags(), ...extraFlags, 'bench/servers.ts', kind], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { child, port };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU fields (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * One round against one server: throughput and latency as the load generator saw them, and the
 * server's own CPU time per request answered. On a machine where the load generator shares the
 * cores, requests per second mostly measure the generator; CPU per request measures the server.
 */
async function load(pid: number, options: autocannon.Options): Promise<Load> {
  const before = cpuSeconds(pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: ROUND_SECONDS, ...options });
  const used = cpuSeconds(pid) - before;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUs: (used * 1e6) / Math.max(1, result.requests.total),
  };
}

/** The median round (CPU per request, throughput and latency each their own median). */
function median(loads: Load[]): Load {
  const mid = (pick: (l: Load) => number) => {
    const sorted = loads.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] as number;
  };
  const oneDecimal = (n: number) => Math.round(n * 10) / 10;
  return {
    rps: Math.round(mid((l) => l.rps)),
    p50: oneDecimal(mid((l) => l.p50)),
    p99: oneDecimal(mid((l) => l.p99)),
    non2xx: loads.reduce((sum, l) => sum + l.non2xx, 0),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    cpuUs: oneDecimal(mid((l) => l.cpuUs)),
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};

/** What one card cost before Takumi (satori + @resvg/resvg-wasm, same machine, docs/benchmarks.md before issue 26). */
const CARD_MS_BEFORE = 63.18;

/**
 * Times /healthz, one request after another on one connection, until `until` settles: how long the
 * rest of the service waits while cards are drawn.
 */
async function probeWhile(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${url}/healthz`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times.sort((a, b) => a - b);
}

/** The picture cards: CPU per card drawn and served from the cache, and /healthz while cards are drawn. */
async function benchCards(app: { child: ChildProcess; port: number }): Promise<void> {
  const appUrl = `http://127.0.0.1:${app.port}`;
  say('## Picture cards (`/compare/card.png`)');
  say();
  say(
    `Server CPU per card answered (all the process's threads), median of ${ROUNDS} rounds of ${ROUND_SECONDS} s with ${CARD_CONNECTIONS} connections (the server draws ${MAX_DRAWING} at a time and refuses more than ${MAX_WAITING_RENDERS} waiting, so more connections would only measure refusals). A new comparison every request is drawn by Takumi off the JavaScript thread; the same comparison again is served from the card cache. Before: satori + @resvg/resvg-wasm on the JavaScript thread, the same machine and load.`,
  );
  say();
  let cardSerial = 0;
  const CARD_TARGETS = [
    {
      name: 'every card a new comparison (drawn)',
      options: {
        url: appUrl,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              cardSerial += 1;
              return { ...request, path: `${CARD_PATH}&wealthTheirs=${1_000_000 + cardSerial}` };
            },
          },
        ],
      },
    },
    { name: 'the same card again (cached)', options: { url: `${appUrl}${CARD_PATH}&wealthTheirs=1T` } },
  ];
  const cardRounds: Load[][] = CARD_TARGETS.map(() => []);
  const probes: number[][][] = CARD_TARGETS.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of CARD_TARGETS.entries()) {
      const options = { connections: CARD_CONNECTIONS, ...target.options } as autocannon.Options;
      const measured = load(app.child.pid as number, options);
      probes[i]?.push(await probeWhile(appUrl, measured));
      cardRounds[i]?.push(await measured);
    }
  }
  say('| card | ms CPU per card | before | cards/s | p50 ms | p99 ms | non-2xx | errors |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [i, target] of CARD_TARGETS.entries()) {
    const result = median(cardRounds[i] as Load[]);
    const before =
      i === 0 ? `${CARD_MS_BEFORE} (target now ≤ 12 ${result.cpuUs / 1000 <= 12 ? '✓' : '✗'})` : '';
    say(
      `| ${target.name} | ${(result.cpuUs / 1000).toFixed(2)} | ${before} | ${fmt(result.rps)} | ${result.p50} | ${result.p99} | ${result.non2xx} | ${result.errors} |`,
    );
  }
  say();
  // The probes share the bench process with autocannon, whose work delays them too: the cached
  // target (the same load, nothing drawn) is the baseline to read the drawn one against.
  for (const [i, target] of CARD_TARGETS.entries()) {
    const all = (probes[i] as number[][]).flat().sort((a, b) => a - b);
    const at = (q: number) => (all[Math.min(all.length - 1, Math.floor(q * all.length))] ?? 0).toFixed(1);
    say(
      `\`/healthz\` during "${target.name}" (one probe every 10 ms, ${all.length} in all): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms.`,
    );
  }
  say();
}

say('# Benchmarks');
say();
say(`Run: \`npm run bench${quick ? ' -- --quick' : ''}\` on ${new Date().toISOString().slice(0, 10)}.`);
say(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; Node ${process.version}; ${os.platform()} ${os.release()}.`,
);
say(
  `Load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per target; servers in their own processes, rate limiting on (budget set out of reach) and request logging on (info, to /dev/null).`,
);
say();

if (cardsOnly) {
  const app = await startServer('app');
  try {
    await benchCards(app);
  } finally {
    app.child.kill('SIGTERM');
  }
  process.exit(0);
}

/** A new target every request (an ignored extra parameter), so that none is answered from the cache. */
function computedLoad(url: string): autocannon.Options {
  let serial = 0;
  return {
    url,
    requests: [
      {
        setupRequest: (request) => {
          serial += 1;
          return { ...request, path: `${COMPARISON_URL}&n=${serial}` };
        },
      },
    ],
  };
}

/**
 * The REST and MCP fast paths on and off (REST_FAST_PATH, MCP_FAST_PATH), side by side with bare
 * node:http, each target against a server process of its own, all alternating round by round. On
 * this shared 2-core machine the load of other work drifts between rounds, so each share is the median of per-round ratios (this round's bare ÷ this round's target).
 * Bare is also measured under the computed load (a new target each request, which it ignores): that
 * load shape alone costs a server more per request than the same target repeated.
 */
async function benchPlumbing(): Promise<void> {
  const off = { REST_FAST_PATH: 'off', MCP_FAST_PATH: 'off' };
  const url = (server: { port: number }) => `http://127.0.0.1:${server.port}`;
  // Each target has a server process of its own: one target's garbage is not collected in another's round.
  const plan: {
    name: string;
    kind: 'app' | 'bare';
    env?: Record<string, string>;
    options: (base: string) => object;
  }[] = [
    {
      name: 'bare node:http, same bytes and headers',
      kind: 'bare',
      options: (base) => ({ url: base + COMPARISON_URL }),
    },
    { name: 'bare node:http, a new target every request', kind: 'bare', options: computedLoad },
    { name: 'REST cached, fast path', kind: 'app', options: (base) => ({ url: base + COMPARISON_URL }) },
    {
      name: 'REST cached, Fastify (REST_FAST_PATH=off)',
      kind: 'app',
      env: off,
      options: (base) => ({ url: base + COMPARISON_URL }),
    },
    { name: 'REST computed, fast path', kind: 'app', options: computedLoad },
    { name: 'REST computed, Fastify (REST_FAST_PATH=off)', kind: 'app', env: off, options: computedLoad },
    {
      name: 'MCP `tools/call comparison`, 2026-07-28, the same call',
      kind: 'app',
      options: (base) => ({ ...mcpRequest('modern'), url: `${base}/mcp` }),
    },
    {
      name: 'the same, Fastify (MCP_FAST_PATH=off)',
      kind: 'app',
      env: off,
      options: (base) => ({ ...mcpRequest('modern'), url: `${base}/mcp` }),
    },
    {
      name: 'MCP, a new id every request (the same tool result)',
      kind: 'app',
      options: (base) => mcpVaryingLoad(`${base}/mcp`, 'modern', 'id'),
    },
    {
      name: 'MCP, new arguments every request (computed)',
      kind: 'app',
      options: (base) => mcpVaryingLoad(`${base}/mcp`, 'modern', 'arguments'),
    },
    {
      name: 'MCP computed, Fastify (MCP_FAST_PATH=off)',
      kind: 'app',
      env: off,
      options: (base) => mcpVaryingLoad(`${base}/mcp`, 'modern', 'arguments'),
    },
  ];
  const servers: { child: ChildProcess; port: number }[] = [];
  try {
    for (const { kind, env } of plan) servers.push(await startServer(kind, [], env));
    const targets = plan.map((target, i) => {
      const server = servers[i] as { child: ChildProcess; port: number };
      return { name: target.name, server, options: target.options(url(server)) };
    });
    const rounds: Load[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        rounds[i]?.push(await load(target.server.child.pid as number, target.options as autocannon.Options));
      }
    }
    const cpu = (i: number, round: number) => ((rounds[i] as Load[])[round] as Load).cpuUs;
    const ratio = (of: number, to: number) => {
      const each = Array.from({ length: ROUNDS }, (_, round) => cpu(of, round) / cpu(to, round)).sort(
        (a, b) => a - b,
      );
      return (each[Math.floor(ROUNDS / 2)] as number).toFixed(2);
    };
    const shares = [
      '1',
      '',
      `${ratio(0, 2)} of bare (target 0.8)`,
      `${ratio(0, 3)} of bare`,
      `${ratio(0, 4)} of bare; ${ratio(1, 4)} of bare under the same load (target 0.6)`,
      `${ratio(0, 5)} of bare; ${ratio(1, 5)} of bare under the same load`,
      `${ratio(4, 6)} of REST computed, fast path (target 0.8)`,
      `${ratio(4, 7)} of REST computed, fast path`,
      `${ratio(4, 8)} of REST computed, fast path`,
      `${ratio(4, 9)} of REST computed, fast path; ${ratio(10, 9)} of MCP computed, Fastify`,
      `${ratio(4, 10)} of REST computed, fast path`,
    ];
    say(
      '| target | µs CPU per request | share (median of per-round ratios) | requests/s | non-2xx | errors | each round, µs |',
    );
    say('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [i, target] of targets.entries()) {
      const r = median(rounds[i] as Load[]);
      const each = (rounds[i] as Load[]).map((l) => l.cpuUs.toFixed(1)).join(' / ');
      say(
        `| ${target.name} | ${r.cpuUs} | ${shares[i]} | ${fmt(r.rps)} | ${r.non2xx} | ${r.errors} | ${each} |`,
      );
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}

if (plumbingOnly) {
  await benchPlumbing();
  process.exit(0);
}

say('## Pure core (parse + compute + prose + scale), one core');
say();
say('| operation | operations per CPU-second | target |');
say('| --- | --- | --- |');
for (const [name, rate] of Object.entries(benchCore(quick ? 0.5 : 1))) {
  const target = name === 'comparison' ? 400_000 : 1_000_000;
  say(`| ${name} | ${fmt(rate)} | ≥ ${fmt(target)} ${rate >= target ? '✓' : '✗'} |`);
}
say();

const app = await startServer('app');
const bare = await startServer('bare');
try {
  const appUrl = `http://127.0.0.1:${app.port}`;
  const bareUrl = `http://127.0.0.1:${bare.port}`;
  // Every request a new target (an ignored extra parameter), so none is answered from the cache.
  let serial = 0;
  const computed: autocannon.Options = {
    url: appUrl,
    requests: [
      {
        setupRequest: (request) => {
          serial += 1;
          return { ...request, path: `${COMPARISON_URL}&n=${serial}` };
        },
      },
    ],
  };
  const modern = mcpRequest('modern');
  const probe = await fetch(`${appUrl}/mcp`, {
    method: 'POST',
    headers: modern.headers as Record<string, string>,
    body: modern.body as string,
  });
  if (probe.status !== 200) throw new Error(`POST /mcp answered ${probe.status}: the MCP request is stale`);
  await probe.arrayBuffer();

  const TARGETS = [
    {
      name: 'bare node:http, same bytes and headers',
      pid: bare.child.pid,
      options: { url: bareUrl + COMPARISON_URL },
    },
    {
      name: 'REST `/v1/comparison`, same target (response cache)',
      pid: app.child.pid,
      options: { url: appUrl + COMPARISON_URL },
    },
    { name: 'REST `/v1/comparison`, every target new (computed)', pid: app.child.pid, options: computed },
    {
      name: 'MCP `tools/call comparison`, 2026-07-28',
      pid: app.child.pid,
      options: { ...mcpRequest('modern'), url: `${appUrl}/mcp` },
    },
    {
      name: 'MCP `tools/call comparison`, 2025-11-25',
      pid: app.child.pid,
      options: { ...mcpRequest('legacy'), url: `${appUrl}/mcp` },
    },
  ] as const;
  const rounds: Load[][] = TARGETS.map(() => []);
  // Alternating rounds, so that drift in the machine's load touches every target alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of TARGETS.entries()) {
      rounds[i]?.push(await load(target.pid as number, target.options as autocannon.Options));
    }
  }
  const [base, cached, miss, mcpModern, mcpLegacy] = rounds.map(median) as [Load, Load, Load, Load, Load];
  const share = (of: Load, to: Load) => to.cpuUs / of.cpuUs;
  const verdict = (value: number, target: number) =>
    `${value.toFixed(2)} (target ≥ ${target} ${value >= target ? '✓' : '✗'})`;
  const against: Array<[Load, string]> = [
    [base, '1'],
    [cached, `${verdict(share(cached, base), 0.8)} of bare`],
    [miss, `${verdict(share(miss, base), 0.6)} of bare`],
    [mcpModern, `${verdict(share(mcpModern, miss), 0.8)} of REST computed`],
    [mcpLegacy, `${verdict(share(mcpLegacy, miss), 0.8)} of REST computed`],
  ];
  say('## Server CPU per request');
  say();
  say(
    'Server CPU time (user + system from `/proc/<pid>/stat`) divided by the requests answered, median of the rounds. "Of bare" is bare CPU per request ÷ this target\'s: 1 would cost exactly what a bare node:http server sending the same bytes costs.',
  );
  say();
  say('| target | µs CPU per request | share | requests/s | p50 ms | p99 ms | non-2xx | errors |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [i, [result, shown]] of against.entries()) {
    say(
      `| ${TARGETS[i]?.name} | ${result.cpuUs} | ${shown} | ${fmt(result.rps)} | ${result.p50} | ${result.p99} | ${result.non2xx} | ${result.errors} |`,
    );
  }
  say();
  const shortNames = ['bare', 'cached', 'computed', 'MCP 2026-07-28', 'MCP 2025-11-25'];
  const perRound = rounds.map((r, i) => `${shortNames[i]} ${r.map((l) => Math.round(l.cpuUs)).join(' / ')}`);
  say(`Each round, µs CPU per request: ${perRound.join('; ')}.`);
  say();

  say('## What remains between each path and bare node:http');
  say();
  say(
    `A V8 CPU profile of a fresh server under each load for ${ROUND_SECONDS} s, its samples grouped by kind of work (bench/profile.ts; start-up left out) and scaled to the median CPU per request above: µs per request.`,
  );
  say();
  const PROFILED = [
    { name: 'bare', kind: 'bare', load: base, options: (url: string) => ({ url: url + COMPARISON_URL }) },
    {
      name: 'REST cached',
      kind: 'app',
      load: cached,
      options: (url: string) => ({ url: url + COMPARISON_URL }),
    },
    {
      name: 'REST computed',
      kind: 'app',
      load: miss,
      options: (url: string) => ({ ...computed, url }),
    },
    {
      name: 'MCP 2026-07-28',
      kind: 'app',
      load: mcpModern,
      options: (url: string) => ({ ...mcpRequest('modern'), url: `${url}/mcp` }),
    },
  ] as const;
  const breakdowns: Array<Map<string, number>> = [];
  for (const target of PROFILED) {
    const folder = mkdtempSync(`${os.tmpdir()}/tw-profile-`);
    const server = await startServer(target.kind, ['--cpu-prof', `--cpu-prof-dir=${folder}`]);
    const url = `http://127.0.0.1:${server.port}`;
    await autocannon({
      connections: CONNECTIONS,
      duration: ROUND_SECONDS,
      ...target.options(url),
    } as autocannon.Options);
    server.child.kill('SIGINT');
    await once(server.child, 'exit');
    breakdowns.push(perRequest(profileCategories(folder), target.load.cpuUs));
    rmSync(folder, { recursive: true, force: true });
  }
  const categories = [...new Set(breakdowns.flatMap((b) => [...b.keys()]))].sort(
    (a, b) =>
      Math.max(...breakdowns.map((m) => m.get(b) ?? 0)) - Math.max(...breakdowns.map((m) => m.get(a) ?? 0)),
  );
  say(`| kind of work | ${PROFILED.map((t) => t.name).join(' | ')} |`);
  say(`| --- |${PROFILED.map(() => ' --- |').join('')}`);
  for (const category of categories) {
    say(`| ${category} | ${breakdowns.map((b) => (b.get(category) ?? 0).toFixed(1)).join(' | ')} |`);
  }
  say(`| **total** | ${PROFILED.map((t) => `**${t.load.cpuUs}**`).join(' | ')} |`);
  say();

  await benchCards(app);

  if (!quick) {
    say('## Memory over 1,000,000 mixed requests');
    say();
    say(
      'Each connection cycles through: REST cached, REST computed (a new target each time), MCP `tools/call` on both revisions, the server-drawn `/compare` page for a new comparison, a cached picture card, `/llms.txt`, `/openapi.json` and `/v1/expressions`.',
    );
    say();
    // A fresh server, so that what earlier measurements left in its heap does not count.
    app.child.kill('SIGTERM');
    const fresh = await startServer('app');
    const freshUrl = `http://127.0.0.1:${fresh.port}`;
    const pid = fresh.child.pid as number;
    const samples: number[] = [rssMb(pid)];
    const timer = setInterval(() => samples.push(rssMb(pid)), 2000);
    // A new target each time it comes round, so that the computed answers and pages are not cached.
    let serialMixed = 0;
    const newTarget = (path: () => string) => (request: autocannon.Request) => {
      serialMixed += 1;
      return { ...request, path: path() };
    };
    const run = await autocannon({
      url: freshUrl,
      connections: CONNECTIONS,
      amount: 1_000_000,
      requests: [
        { method: 'GET', path: COMPARISON_URL },
        { method: 'GET', setupRequest: newTarget(() => `${COMPARISON_URL}&n=${serialMixed}`) },
        { ...mcpRequest('modern'), path: '/mcp' },
        { ...mcpRequest('legacy'), path: '/mcp' },
        {
          method: 'GET',
          setupRequest: newTarget(() => `${COMPARE_PAGE_QUERY}&wealthTheirs=${1_000_000 + serialMixed}`),
        },
        { method: 'GET', path: `${CARD_PATH}&wealthTheirs=1T` },
        { method: 'GET', path: '/llms.txt' },
        { method: 'GET', path: '/openapi.json' },
        { method: 'GET', path: '/v1/expressions' },
      ],
    });
    clearInterval(timer);
    samples.push(rssMb(pid));
    const half = samples.slice(Math.floor(samples.length / 2));
    const end = samples[samples.length - 1] as number;
    say(`Requests: ${fmt(run.requests.total)} (non-2xx ${run.non2xx}, errors ${run.errors + run.timeouts}).`);
    say(
      `RSS (MB): start ${samples[0]?.toFixed(0)}, peak ${Math.max(...samples).toFixed(0)}, end ${end.toFixed(0)}; second half ${Math.min(...half).toFixed(0)}–${Math.max(...half).toFixed(0)} (target < 160 and flat ${Math.max(...samples) < 160 ? '✓' : '✗'}).`,
    );
    say(`Samples every 2 s: ${samples.map((s) => s.toFixed(0)).join(', ')}.`);
    say();
    fresh.child.kill('SIGTERM');
  }
} finally {
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
}

// What follows the marker in docs/benchmarks.md is written by hand (the before/after history and its
// analysis): it is kept as it is.
const HAND_WRITTEN = '<!-- Written by hand from here on; npm run bench keeps it. -->';
const previous = readFileSync('docs/benchmarks.md', 'utf8');
const kept = previous.includes(HAND_WRITTEN) ? previous.slice(previous.indexOf(HAND_WRITTEN)) : '';
writeFileSync('docs/benchmarks.md', `${lines.join('\n')}\n${kept}`);
process.exit(0);
