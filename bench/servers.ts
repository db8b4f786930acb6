/**
 * Child-process servers for the benchmarks, so the load generator never shares their event loop:
 *   node bench/servers.ts app   — the real service (rate limits and logging on, logs to /dev/null)
 *   node bench/servers.ts bare  — bare node:http sending the app's own bytes and headers for one URL
 * Each prints `listening <port>` on standard error when ready; standard output carries the logs.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { COMPARISON_URL } from './targets.ts';

const kind = process.argv[2];
// A budget no benchmark reaches: the limiter still runs on every request, it just never refuses.
const config = loadConfig({
  ...process.env,
  REST_RATE_LIMIT: '1000000000',
  MCP_RATE_LIMIT: '1000000000',
  DOCS_RATE_LIMIT: '1000000000',
  CARD_RATE_LIMIT: '1000000000',
});
// Logging stays on at info, through the production logger (one line per request to standard output,
// which the benchmark points at /dev/null so that no terminal slows it down).
const app = await buildApp({ config });

if (kind === 'app') {
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stderr.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
} else if (kind === 'bare') {
  // The same body and headers the service sends for this URL (rate-limit counters frozen at one value).
  const reference = await app.inject(COMPARISON_URL);
  await app.close();
  const headers = Object.entries(reference.headers).filter(
    ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
  );
  const body = Buffer.from(reference.body);
  const server = createServer((_request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value as string);
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    process.stderr.write(`listening ${(server.address() as AddressInfo).port}\n`);
  });
} else {
  throw new Error('usage: node bench/servers.ts app|bare');
}

// Exit normally on a signal, so that --cpu-prof and other exit hooks can write their output.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
