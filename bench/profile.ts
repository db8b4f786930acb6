/**
 * Where a server's CPU goes per request, by kind of work: a V8 CPU profile of the server process under
 * load, its samples grouped (kernel socket writes, garbage collection, Fastify, logging, metrics, the
 * MCP SDK, our own folders, Node's HTTP layer …) and scaled to the CPU per request measured from
 * /proc in the same run. Module loading at start-up is left out. Used by `npm run bench` for the
 * "what remains" table.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Packages by the part of the service they are. */
const PACKAGES: ReadonlyArray<[RegExp, string]> = [
  [
    /^(fastify|find-my-way|avvio|light-my-request|@fastify\/|fast-querystring|fast-json-stringify|toad-cache)/,
    'Fastify',
  ],
  [
    /^(pino|sonic-boom|thread-stream|quick-format-unescaped|atomic-sleep|on-exit-leak-free)/,
    'logging (pino)',
  ],
  [/^(prom-client|tdigest|bintrees)/, 'metrics (prom-client)'],
  [/^(rate-limiter-flexible|ioredis)/, 'rate-limit store'],
  [/^@modelcontextprotocol\//, 'MCP SDK'],
  [/^(zod|ajv|ajv-formats|fast-uri|@cfworker|json-schema)/, 'schema validation'],
];

/** Native functions that are the kernel sending the answer (the socket write and its copy). */
const SOCKET_WRITES = new Set([
  'writev',
  'writeString',
  'writeBuffer',
  'writeUtf8String',
  'writeLatin1String',
]);
/** Start-up work, not per request. */
const START_UP = /modules\/(esm|cjs)|compileSourceTextModule|wrapSafe|compileForInternalLoader|amaro/;

function categoryOf({ functionName, url }: CallFrame): string | undefined {
  if (functionName === '(idle)') return undefined;
  if (START_UP.test(url) || START_UP.test(functionName)) return 'start-up';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (url === '' && SOCKET_WRITES.has(functionName)) return 'kernel: socket writes';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (inPackage !== undefined) {
    return PACKAGES.find(([pattern]) => pattern.test(inPackage))?.[1] ?? `other packages (${inPackage})`;
  }
  const ours = /\/src\/([^/]+)\//.exec(url)?.[1];
  if (ours !== undefined) return `our code: src/${ours}/`;
  if (/^node:(_http|net|internal\/(streams|stream_base|http|net|timers|async_hooks))/.test(url)) {
    return 'Node.js: HTTP, sockets, timers';
  }
  if (url.startsWith('node:')) return 'Node.js: other';
  return 'V8 and native (other)';
}

/** Sample time (ms) by category, from the newest profile in a folder. */
export function profileCategories(folder: string): Map<string, number> {
  const file = readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()
    .pop();
  if (file === undefined) throw new Error(`no CPU profile in ${folder}`);
  const profile = JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as Profile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const category = categoryOf(frames.get(id) as CallFrame);
    if (category === undefined) return;
    totals.set(category, (totals.get(category) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  totals.delete('start-up');
  return totals;
}

/** Each category's share of the profiled work, as µs of the measured CPU per request. */
export function perRequest(categories: Map<string, number>, cpuUsPerRequest: number): Map<string, number> {
  const busy = [...categories.values()].reduce((sum, ms) => sum + ms, 0);
  return new Map(
    [...categories].map(([name, ms]) => [name, (ms / busy) * cpuUsPerRequest] as [string, number]),
  );
}
