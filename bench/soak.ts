/**
 * `npm run soak [-- --seconds N]`: drives mixed traffic (every REST route, good and bad input, MCP
 * tool calls on both revisions, documentation) at a real server in its own process for N seconds
 * (default 120), and reports unexpected answers (must be 0), throughput, and memory over time.
 * Exits 1 if any answer was unexpected. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { serverFlags } from './targets.ts';

const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 120;
const CONNECTIONS = 16;
let serial = 0;

const modernMeta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'soak', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};
const call = (name: string, args: Record<string, unknown>, modern: boolean) => ({
  method: 'POST' as const,
  path: '/mcp',
  headers: {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    ...(modern ? { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': name } : {}),
  },
  body: JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name, arguments: args, ...(modern ? { _meta: modernMeta } : {}) },
  }),
});

/** The mix, in order; each request's acceptable statuses. */
const MIX: { request: autocannon.Request; expect: number[] }[] = [
  { request: { path: '/v1/durationOfDailySpend?wealth=1B&spend=1000' }, expect: [200] },
  {
    request: { path: '/v1/heightOfMoneyStack?wealth=%E2%82%AC2.5T&typeOfMoney=eur_100_bill' },
    expect: [200],
  },
  { request: { path: '/v1/numberOfItems?wealth=250B&typeOfItem=year_of_salary_65k' }, expect: [200] },
  {
    request: { path: '/v1/growthOfCompoundInterest?wealth=1B&rate=0.01&frequency=1&period=20' },
    expect: [200],
  },
  {
    request: {
      path: '/v1/comparison?expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house',
    },
    expect: [200],
  },
  { request: { path: '/v1/numberOfItems?wealth=B&typeOfItem=house' }, expect: [400] },
  { request: { path: '/v1/growthOfCompoundInterest?wealth=1B&rate=2&frequency=1&period=20' }, expect: [400] },
  { request: { path: '/v1/expressions' }, expect: [200] },
  { request: { path: '/v1/nowhere' }, expect: [404] },
  { request: call('number_of_items', { wealth: '1T', typeOfItem: 'house' }, true), expect: [200] },
  {
    request: call(
      'comparison',
      { expression: 'durationOfDailySpend', wealthYours: 1e5, wealthTheirs: '1B', spend: 50 },
      false,
    ),
    expect: [200],
  },
  { request: { path: '/healthz' }, expect: [200] },
  { request: { path: '/openapi.json' }, expect: [200] },
  // A comparison computed anew in every language (a new target each time, so none is cached).
  ...LANGUAGES.map((lang) => ({
    request: {
      path: '/v1/comparison',
      setupRequest: (request: autocannon.Request) => {
        serial += 1;
        return {
          ...request,
          path: `/v1/comparison?expression=numberOfItems&wealthYours=100000&typeOfItem=house&lang=${lang}&wealthTheirs=${1_000_000 + serial}`,
        };
      },
    },
    expect: [200],
  })),
];

const child = spawn(process.execPath, [...serverFlags(), 'bench/servers.ts', 'app'], {
  stdio: ['ignore', 'ignore', 'pipe'],
});
const port = await new Promise<number>((resolve, reject) => {
  child.stderr.on('data', (chunk: Buffer) => {
    const match = /listening (\d+)/.exec(String(chunk));
    if (match) resolve(Number(match[1]));
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const rss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const unexpected = new Map<string, number>();
let answered = 0;
let intervalCount = 0;
const rows: string[] = [];
const started = Date.now();

let finish: (result: autocannon.Result) => void = () => undefined;
const done = new Promise<autocannon.Result>((resolve) => {
  finish = resolve;
});
const instance = autocannon(
  {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: MIX.map((m) => m.request),
  },
  (error, result) => {
    if (error) throw error;
    finish(result);
  },
);
// autocannon cycles the mix in order per connection: count each answer against its own expectation.
const position = new Map<unknown, number>();
instance.on('response', (client: unknown, statusCode: number) => {
  const index = position.get(client) ?? 0;
  position.set(client, (index + 1) % MIX.length);
  answered += 1;
  intervalCount += 1;
  const entry = MIX[index] as (typeof MIX)[number];
  if (!entry.expect.includes(statusCode)) {
    const key = `${statusCode} for ${entry.request.method ?? 'GET'} ${entry.request.path ?? ''}`;
    unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
  }
});
process.stdout.write('| seconds | requests/s | server RSS MB |\n| --- | --- | --- |\n');
const timer = setInterval(() => {
  const elapsed = Math.round((Date.now() - started) / 1000);
  rows.push(
    `| ${elapsed} | ${Math.round(intervalCount / 5).toLocaleString('en-US')} | ${rss().toFixed(0)} |`,
  );
  process.stdout.write(`${rows[rows.length - 1]}\n`);
  intervalCount = 0;
}, 5000);

const result = await done;
clearInterval(timer);
child.kill('SIGTERM');

const errors = result.errors + result.timeouts;
const bad = [...unexpected.values()].reduce((a, b) => a + b, 0);
process.stdout.write(
  [
    '',
    `Soak: ${SECONDS} s, ${CONNECTIONS} connections, ${MIX.length} kinds of request in rotation.`,
    `Answered: ${answered.toLocaleString('en-US')} (${Math.round(answered / SECONDS).toLocaleString('en-US')}/s).`,
    `Connection errors and timeouts: ${errors}. Unexpected statuses: ${bad}.`,
    ...[...unexpected.entries()].map(([key, count]) => `  ${count} × ${key}`),
    '',
  ].join('\n'),
);
process.exit(errors + bad === 0 ? 0 : 1);
