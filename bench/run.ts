/**
 * `npm run bench`: the pure core, REST against a bare node:http server, MCP against REST, and memory
 * over a million requests. Prints a Markdown report and writes it to docs/benchmarks.md.
 * `npm run bench -- --quick` skips the million-request memory run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { benchCore } from './core.ts';
import { COMPARISON_URL, serverFlags } from './targets.ts';

const quick = process.argv.includes('--quick');
const ROUND_SECONDS = quick ? 3 : 5;
const ROUNDS = 3;
const CONNECTIONS = 32;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startServer(kind: 'app' | 'bare'): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...serverFlags(), 'bench/servers.ts', kind], {
    stdio: ['ignore', 'ignore', 'pipe'],
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

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: ROUND_SECONDS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function average(loads: Load[]): Load {
  const mean = (pick: (l: Load) => number) => loads.reduce((sum, l) => sum + pick(l), 0) / loads.length;
  const oneDecimal = (n: number) => Math.round(n * 10) / 10;
  return {
    rps: Math.round(mean((l) => l.rps)),
    p50: oneDecimal(mean((l) => l.p50)),
    p99: oneDecimal(mean((l) => l.p99)),
    non2xx: loads.reduce((sum, l) => sum + l.non2xx, 0),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const MCP_CALL = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: {
    name: 'comparison',
    arguments: { expression: 'numberOfItems', wealthYours: '100K', wealthTheirs: '1T', typeOfItem: 'house' },
  },
};

function mcpRequest(revision: 'modern' | 'legacy'): Omit<autocannon.Options, 'url'> {
  const params =
    revision === 'modern'
      ? {
          ...MCP_CALL.params,
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
            'io.modelcontextprotocol/clientCapabilities': {},
          },
        }
      : MCP_CALL.params;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  };
  if (revision === 'modern') {
    Object.assign(headers, {
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'comparison',
    });
  }
  return { method: 'POST', headers, body: JSON.stringify({ ...MCP_CALL, params }) };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};

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

say('## Pure core (parse + compute + prose + scale), one core');
say();
say('| operation | operations per second | target |');
say('| --- | --- | --- |');
for (const [name, rate] of Object.entries(benchCore(quick ? 0.5 : 1))) {
  say(`| ${name} | ${fmt(rate)} | ≥ 200,000 ${rate >= 200_000 ? '✓' : '✗'} |`);
}
say();

const app = await startServer('app');
const bare = await startServer('bare');
try {
  const appUrl = `http://127.0.0.1:${app.port}`;
  const bareUrl = `http://127.0.0.1:${bare.port}`;
  const appLoads: Load[] = [];
  const bareLoads: Load[] = [];
  const missLoads: Load[] = [];
  // Every request a new target (an ignored extra parameter), so none is answered from the cache.
  let serial = 0;
  const distinct: autocannon.Options = {
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
  for (let round = 0; round < ROUNDS; round++) {
    bareLoads.push(await load({ url: bareUrl + COMPARISON_URL }));
    appLoads.push(await load({ url: appUrl + COMPARISON_URL }));
    missLoads.push(await load(distinct));
  }
  const rest = average(appLoads);
  const base = average(bareLoads);
  const miss = average(missLoads);
  say('## REST `/v1/comparison` against a bare node:http server sending the same bytes');
  say();
  say('| server | requests/s | p50 ms | p99 ms | non-2xx | errors |');
  say('| --- | --- | --- | --- | --- | --- |');
  say(`| bare node:http | ${fmt(base.rps)} | ${base.p50} | ${base.p99} | ${base.non2xx} | ${base.errors} |`);
  say(
    `| Tangible Wealth, same target (answered from the response cache) | ${fmt(rest.rps)} | ${rest.p50} | ${rest.p99} | ${rest.non2xx} | ${rest.errors} |`,
  );
  say(
    `| Tangible Wealth, every target new (computed) | ${fmt(miss.rps)} | ${miss.p50} | ${miss.p99} | ${miss.non2xx} | ${miss.errors} |`,
  );
  const ratio = rest.rps / base.rps;
  say();
  say(
    `Ratio: **${ratio.toFixed(2)}** of the bare server for the same target (target ≥ 0.8 ${ratio >= 0.8 ? '✓' : '✗'}); ${(miss.rps / base.rps).toFixed(2)} when every answer is computed.`,
  );
  say();

  const modern = mcpRequest('modern');
  const probe = await fetch(`${appUrl}/mcp`, {
    method: 'POST',
    headers: modern.headers as Record<string, string>,
    body: modern.body as string,
  });
  if (probe.status === 200) {
    say('## MCP `tools/call comparison` against REST `/v1/comparison` computed (not cached)');
    say();
    say('| revision | requests/s | p50 ms | p99 ms | non-2xx | errors | of REST |');
    say('| --- | --- | --- | --- | --- | --- | --- |');
    for (const revision of ['modern', 'legacy'] as const) {
      const mcp = average([await load({ ...mcpRequest(revision), url: `${appUrl}/mcp` })]);
      const share = mcp.rps / miss.rps;
      const name = revision === 'modern' ? '2026-07-28' : '2025-11-25';
      say(
        `| ${name} | ${fmt(mcp.rps)} | ${mcp.p50} | ${mcp.p99} | ${mcp.non2xx} | ${mcp.errors} | ${share.toFixed(2)} (target ≥ 0.3 ${share >= 0.3 ? '✓' : '✗'}) |`,
      );
    }
    say();
  } else {
    say(`MCP: not measured (POST /mcp answered ${probe.status}).`);
    say();
  }

  if (!quick) {
    say('## Memory over 1,000,000 requests');
    say();
    // A fresh server, so that what earlier measurements left in its heap does not count.
    app.child.kill('SIGTERM');
    const fresh = await startServer('app');
    const freshUrl = `http://127.0.0.1:${fresh.port}`;
    const pid = fresh.child.pid as number;
    const samples: number[] = [rssMb(pid)];
    const timer = setInterval(() => samples.push(rssMb(pid)), 2000);
    const run = await autocannon({
      url: freshUrl + COMPARISON_URL,
      connections: CONNECTIONS,
      amount: 1_000_000,
    });
    clearInterval(timer);
    samples.push(rssMb(pid));
    const half = samples.slice(Math.floor(samples.length / 2));
    const end = samples[samples.length - 1] as number;
    say(`Requests: ${fmt(run.requests.total)} (non-2xx ${run.non2xx}, errors ${run.errors + run.timeouts}).`);
    say(
      `RSS (MB): start ${samples[0]?.toFixed(0)}, peak ${Math.max(...samples).toFixed(0)}, end ${end.toFixed(0)}; second half ${Math.min(...half).toFixed(0)}–${Math.max(...half).toFixed(0)} (target < 150 and not growing ${Math.max(...samples) < 150 ? '✓' : '✗'}).`,
    );
    say(`Samples every 2 s: ${samples.map((s) => s.toFixed(0)).join(', ')}.`);
    say();
    fresh.child.kill('SIGTERM');
  }
} finally {
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
}

writeFileSync('docs/benchmarks.md', `${lines.join('\n')}\n`);
process.exit(0);
