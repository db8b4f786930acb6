/**
 * Server CPU per `/metrics` scrape over HTTP, after traffic on every kind of route (so the counters
 * hold the series a running server has), against `/healthz` as the floor of an HTTP request:
 *   node bench/metrics-cpu.ts [--scrapes 2000] [--rounds 3] [--limited]
 * `--limited` keeps the default METRICS_RATE_LIMIT, so past the first 60 the scrapes are 429 refusals.
 * The server runs in this process; a child process sends the scrapes one after another on one
 * keep-alive connection, so process.cpuUsage (user + system) around each loop is the server's alone.
 */
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const { values } = parseArgs({
  options: {
    scrapes: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    limited: { type: 'boolean', default: false },
  },
});
const SCRAPES = Number(values.scrapes);
const ROUNDS = Number(values.rounds);
const OUT_OF_REACH = '1000000000';

const app = await buildApp({
  config: loadConfig({
    REST_RATE_LIMIT: OUT_OF_REACH,
    MCP_RATE_LIMIT: OUT_OF_REACH,
    DOCS_RATE_LIMIT: OUT_OF_REACH,
    ...(values.limited ? {} : { METRICS_RATE_LIMIT: OUT_OF_REACH }),
  }),
  logger: false,
});

/** Traffic that fills the series: every REST route answering 200 and 400, documents, the page, 404s. */
const TRAFFIC = [
  '/v1/expressions',
  '/v1/durationOfDailySpend?wealth=1B&spend=1000',
  '/v1/durationOfDailySpend?wealth=x&spend=1000',
  '/v1/heightOfMoneyStack?wealth=1T&typeOfMoney=usd_1_coin',
  '/v1/heightOfMoneyStack?wealth=x&typeOfMoney=usd_1_coin',
  '/v1/numberOfItems?wealth=1T&typeOfItem=house',
  '/v1/numberOfItems?wealth=x&typeOfItem=house',
  '/v1/growthOfCompoundInterest?wealth=1B&rate=0.01&frequency=1&period=20',
  '/v1/growthOfCompoundInterest?wealth=x&rate=0.01&frequency=1&period=20',
  '/v1/comparison?expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house',
  '/v1/comparison?expression=x',
  '/',
  '/openapi.json',
  '/openapi.yaml',
  '/llms.txt',
  '/llms-full.txt',
  '/robots.txt',
  '/data/anchors.json',
  '/data/anchors.csv',
  '/.well-known/mcp.json',
  '/compare',
  '/compare/compare.css',
  '/compare?expression=numberOfItems&wealthYours=50K&wealthTheirs=100B&typeOfItem=house',
  '/examples',
  '/healthz',
  '/readyz',
  '/mcp',
  '/nowhere',
];
for (let i = 0; i < 20; i++) {
  for (const url of TRAFFIC) await app.inject({ url, headers: { host: 'localhost' } });
}

const origin = await app.listen({ host: '127.0.0.1', port: 0 });

/** The client: `count` sequential GETs of `url`, printing the size of the last body. */
const CLIENT = `
const [url, count] = process.argv.slice(1);
let bytes = 0;
for (let i = 0; i < Number(count); i++) bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
console.log(bytes);
`;

async function cpuPerRequest(path: string): Promise<{ us: number; bytes: number }> {
  const run = (count: number) =>
    promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      CLIENT,
      `${origin}${path}`,
      String(count),
    ]);
  await run(200);
  const start = process.cpuUsage();
  const { stdout } = await run(SCRAPES);
  const used = process.cpuUsage(start);
  return { us: (used.user + used.system) / SCRAPES, bytes: Number(stdout.trim()) };
}

const rows: string[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const metrics = await cpuPerRequest('/metrics');
  const health = await cpuPerRequest('/healthz');
  rows.push(
    `round ${round}: /metrics ${metrics.us.toFixed(1)} µs CPU per scrape (${metrics.bytes} bytes), /healthz ${health.us.toFixed(1)} µs, difference ${(metrics.us - health.us).toFixed(1)} µs`,
  );
}
await app.close();
process.stdout.write(`${rows.join('\n')}\n`);
