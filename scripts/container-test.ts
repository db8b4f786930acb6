/**
 * `npm run test:container`: builds the image from the Containerfile and runs it for real, on a
 * Debian machine with `apt-get install -y mmdebstrap buildah redis-server` (and `systemd` for the
 * unit check), as root. Not part of `npm test`: it takes minutes and needs those tools.
 *
 * 1. A Node 24 base (once, then reused): Debian bookworm from Debian's own packages (mmdebstrap,
 *    minbase with ca-certificates, no documentation or locales), with the pinned Node 24 binary of
 *    this clone (the `node` devDependency) and npm at /usr/local, and a `node` user (uid 1000): the
 *    layout of the official `node:24-bookworm-slim`, which the Containerfile uses by default but
 *    which needs Docker Hub. `--rebuild-base` makes it again.
 * 2. The image, from the same Containerfile (`--build-arg NODE_IMAGE=` that base), with buildah in
 *    chroot isolation; its size, user, health check and contents are checked (no TypeScript, no dev
 *    dependency, no npm).
 * 3. deploy/tangible-wealth.service verified by `systemd-analyze verify` against the image's
 *    installed command (its /usr/local bound over this machine's, in a private mount namespace).
 * 4. Two containers of the image against one redis-server: each answers REST, MCP, the page and the
 *    OpenAPI document from inside the container, and its own HEALTHCHECK command; they share one
 *    rate limit; SIGTERM stops both, each exiting 0 after draining.
 *
 * Containers share this machine's network (buildah run has no network namespace here), so each gets
 * its own PORT on 127.0.0.1. Everything started is stopped and removed at the end, also on failure;
 * the images are kept for the next run (`--clean` removes them too).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/limits/processes.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BASE = 'localhost/tangible-wealth-node:24-bookworm-slim';
const IMAGE = 'localhost/tangible-wealth:test';
const REST_LIMIT = 12;
/** The whole run, base image included, is given up after this long. */
const RUN_BOUND_MS = 25 * 60_000;

const flags = new Set(process.argv.slice(2));
const work = mkdtempSync(join(tmpdir(), 'tw-container-'));
const started: ChildProcess[] = [];
const containers: string[] = [];
const figures: string[] = [];

function log(line: string): void {
  process.stdout.write(`[container] ${line}\n`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** Runs a command to completion, failing with its output. */
function run(command: string, args: string[], options: { timeoutMs?: number; quiet?: boolean } = {}): string {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) fail(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) {
    fail(
      `${command} ${args[0] ?? ''} exited ${result.status}:\n${(result.stdout ?? '').slice(-3000)}${(result.stderr ?? '').slice(-3000)}`,
    );
  }
  return result.stdout.trim();
}

function has(command: string): boolean {
  return !spawnSync(command, ['--version'], { encoding: 'utf8' }).error;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) fail(`timed out after ${seconds(timeoutMs)} waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

function imageExists(name: string): boolean {
  return spawnSync('buildah', ['inspect', '--type', 'image', name], { encoding: 'utf8' }).status === 0;
}

/** The Node 24 base from Debian's packages and this clone's pinned Node (see the header). */
function buildBase(): void {
  if (!has('mmdebstrap')) fail('mmdebstrap is not installed (apt-get install -y mmdebstrap)');
  const node = process.execPath;
  const version = run(node, ['--version']);
  if (!version.startsWith('v24.'))
    fail(`expected the pinned Node 24 (run through npm), got ${version} at ${node}`);
  // The npm running this script (npm run sets npm_execpath to its bin/npm-cli.js).
  const npm = process.env.npm_execpath ? dirname(dirname(process.env.npm_execpath)) : fail('run through npm');
  const started = Date.now();
  const tar = join(work, 'bookworm.tar');
  const exclude = ['/usr/share/man/*', '/usr/share/doc/*', '/usr/share/locale/*', '/usr/share/info/*'];
  run(
    'mmdebstrap',
    [
      '--variant=minbase',
      '--include=ca-certificates',
      ...exclude.map((path) => `--dpkgopt=path-exclude=${path}`),
      '--dpkgopt=path-include=/usr/share/doc/*/copyright',
      'bookworm',
      tar,
    ],
    { timeoutMs: 15 * 60_000 },
  );
  const container = run('buildah', ['from', 'scratch']);
  try {
    run('buildah', ['add', container, tar, '/']);
    run('buildah', ['copy', container, node, '/usr/local/bin/node']);
    run('buildah', ['copy', container, npm, '/usr/local/lib/node_modules/npm']);
    run('buildah', [
      'run',
      '--isolation',
      'chroot',
      container,
      '--',
      'sh',
      '-c',
      [
        'ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm',
        'ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx',
        'groupadd --gid 1000 node',
        'useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
      ].join(' && '),
    ]);
    run('buildah', [
      'config',
      '--env',
      'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--cmd',
      'node',
      container,
    ]);
    run('buildah', ['commit', '--quiet', container, BASE], { timeoutMs: 300_000 });
  } finally {
    spawnSync('buildah', ['rm', container]);
  }
  figures.push(
    `base ${BASE} (Debian bookworm minbase + Node ${version} + npm) built in ${seconds(Date.now() - started)}`,
  );
}

/**
 * Mounts for the build's RUN steps only (never copied into the image): where this machine reaches
 * the npm registry through a TLS-inspecting proxy, npm's CA file, as npm here is configured.
 */
function caMounts(): string[] {
  const cafile = spawnSync('npm', ['config', 'get', 'cafile'], { encoding: 'utf8' }).stdout.trim();
  if (!cafile || cafile === 'null' || cafile === 'undefined') return [];
  const npmrc = join(work, 'npmrc');
  writeFileSync(npmrc, 'cafile=/etc/ssl/certs/build-ca.crt\n');
  log(`npm here uses the CA file ${cafile}: mounted for the build's RUN steps`);
  return ['-v', `${cafile}:/etc/ssl/certs/build-ca.crt:ro`, '-v', `${npmrc}:/root/.npmrc:ro`];
}

function buildImage(): void {
  const started = Date.now();
  run(
    'buildah',
    [
      'bud',
      '--isolation',
      'chroot',
      // Docker's format keeps HEALTHCHECK (OCI's image config has no field for it).
      '--format',
      'docker',
      '--layers',
      '--pull=never',
      '--build-arg',
      `NODE_IMAGE=${BASE}`,
      ...caMounts(),
      '-f',
      'Containerfile',
      '-t',
      IMAGE,
      '.',
    ],
    { timeoutMs: 20 * 60_000 },
  );
  figures.push(
    `image built from the Containerfile in ${seconds(Date.now() - started)} (buildah bud, chroot isolation, layer cache)`,
  );
}

interface ImageConfig {
  Healthcheck?: { Test: string[] };
  User?: string;
  Entrypoint?: string[];
  Cmd?: string[];
  Env?: string[];
  StopSignal?: string;
}

function inspectImage(): ImageConfig {
  const image = JSON.parse(run('buildah', ['inspect', '--type', 'image', IMAGE]));
  const config = image.Docker.config as ImageConfig;
  if (config.User !== 'node') fail(`the image runs as ${config.User}, not node`);
  if (config.Healthcheck?.Test.join(' ').includes('/healthz') !== true) fail('no HEALTHCHECK on /healthz');
  if (config.StopSignal !== 'SIGTERM') fail(`stop signal ${config.StopSignal}`);
  const listed = JSON.parse(run('buildah', ['images', '--json', IMAGE]))[0];
  const base = JSON.parse(run('buildah', ['images', '--json', BASE]))[0];
  // What is inside: the package, compiled, with its production dependencies only.
  // Dev dependencies that no production dependency needs too (ajv is both, say).
  const production = new Set(
    run('npm', ['ls', '--omit=dev', '--all', '--parseable'])
      .split('\n')
      .map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  );
  const dev = Object.keys(
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies,
  ).filter((name) => !production.has(name));
  const container = run('buildah', ['from', '--pull=never', IMAGE]);
  try {
    const check = `
      const fs = require('node:fs');
      const root = '/usr/local/lib/node_modules/tangible-wealth';
      const present = (p) => fs.existsSync(p);
      const dev = ${JSON.stringify(dev)}.filter((name) => present(root + '/node_modules/' + name));
      const bad = [...dev, ...['src', 'test', 'node_modules/typescript', 'tsconfig.json'].filter((p) => present(root + '/' + p))];
      if (present('/usr/local/bin/npm') || present('/usr/local/lib/node_modules/npm')) bad.push('npm');
      if (!present(root + '/dist/server.js')) bad.push('no dist/server.js');
      const size = (p) => { const s = fs.lstatSync(p); return s.isDirectory() ? fs.readdirSync(p).reduce((t, n) => t + size(p + '/' + n), 0) : s.size; };
      console.log(JSON.stringify({ bad, app: size(root), user: require('node:os').userInfo().username, node: process.version }));`;
    const facts = JSON.parse(
      run('buildah', ['run', '--isolation', 'chroot', container, '--', 'node', '-e', check]),
    );
    if (facts.bad.length > 0) fail(`the image holds what it should not: ${facts.bad.join(', ')}`);
    figures.push(
      `image ${IMAGE}: ${listed.size} (base ${base.size}; the package with its production dependencies ${(facts.app / 1e6).toFixed(0)} MB), runs as ${facts.user}, Node ${facts.node}; no TypeScript, no dev dependency, no npm`,
    );
  } finally {
    spawnSync('buildah', ['rm', container]);
  }
  return config;
}

/** systemd-analyze verify, with the image's /usr/local (and so its installed command) in place. */
function verifyUnit(): void {
  if (!has('systemd-analyze')) {
    figures.push('systemd unit: NOT verified (systemd-analyze missing: apt-get install -y systemd)');
    return;
  }
  const container = run('buildah', ['from', '--pull=never', IMAGE]);
  try {
    const mount = run('buildah', ['mount', container]);
    const unit = join(ROOT, 'deploy/tangible-wealth.service');
    const output = run('unshare', [
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      `mount --bind "${mount}/usr/local" /usr/local && systemd-analyze verify "${unit}" 2>&1`,
    ]);
    if (output !== '') fail(`systemd-analyze verify printed:\n${output}`);
    figures.push('deploy/tangible-wealth.service: systemd-analyze verify passes (exit 0, no warning)');
  } finally {
    spawnSync('buildah', ['umount', container]);
    spawnSync('buildah', ['rm', container]);
  }
}

function startRedis(port: number): ChildProcess {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  started.push(child);
  return child;
}

interface Instance {
  name: string;
  port: number;
  container: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts the image's command in a new container, as a container engine would. */
async function startInstance(
  name: string,
  env: Record<string, string>,
  config: ImageConfig,
): Promise<{ instance: Instance; ms: number }> {
  const port = Number(env.PORT);
  const container = run('buildah', [
    'from',
    '--pull=never',
    '--name',
    `tw-test-${name}-${process.pid}`,
    IMAGE,
  ]);
  containers.push(container);
  const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
  const envArgs = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  const begun = Date.now();
  const child = spawn('buildah', ['run', '--isolation', 'chroot', ...envArgs, container, '--', ...command], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let text = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  await until(
    `${name} to answer /healthz`,
    async () => {
      if (child.exitCode !== null) fail(`${name} exited ${child.exitCode}:\n${text}`);
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
      return answer?.status === 200;
    },
    30_000,
  );
  return { instance: { name, port, container, child, output: () => text }, ms: Date.now() - begun };
}

/** Requests made from inside the container (a second process in it), as a neighbour would. */
function checkFromInside(instance: Instance, config: ImageConfig): void {
  const origin = `http://127.0.0.1:${instance.port}`;
  const script = `
    const origin = ${JSON.stringify(origin)};
    const out = {};
    const rest = await fetch(origin + '/v1/numberOfItems?wealth=1T&typeOfItem=house');
    out.rest = [rest.status, (await rest.json()).data.sentence];
    const mcp = await fetch(origin + '/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'comparison', arguments: { expression: 'numberOfItems', wealthYours: '100K', wealthTheirs: '1T', typeOfItem: 'house' } } }),
    });
    const mcpText = await mcp.text();
    out.mcp = [mcp.status, /Their wealth is 10,000,000 times yours/.test(mcpText)];
    const page = await fetch(origin + '/compare?expression=numberOfItems&wealthYours=50K&wealthTheirs=100B&typeOfItem=house');
    out.page = [page.status, /<html/i.test(await page.text())];
    const card = await fetch(origin + '/compare/card.png?expression=numberOfItems&wealthYours=50K&wealthTheirs=100B&typeOfItem=house');
    out.card = [card.status, card.headers.get('content-type'), (await card.arrayBuffer()).byteLength > 10000];
    const doc = await fetch(origin + '/openapi.json');
    out.servers = (await doc.json()).servers[0].url;
    console.log(JSON.stringify(out));`;
  const answers = JSON.parse(
    run('buildah', [
      'run',
      '--isolation',
      'chroot',
      instance.container,
      '--',
      'node',
      '--input-type=module',
      '-e',
      script,
    ]),
  );
  const expected = {
    rest: [200, 'A person with a wealth of $1,000,000,000,000 could buy 2,000,000 houses all at once!'],
    mcp: [200, true],
    page: [200, true],
    card: [200, 'image/png', true],
    servers: origin,
  };
  if (JSON.stringify(answers) !== JSON.stringify(expected)) {
    fail(
      `${instance.name} answered from inside:\n${JSON.stringify(answers)}\nexpected\n${JSON.stringify(expected)}`,
    );
  }
  // The image's own HEALTHCHECK command, as the engine runs it.
  const test = config.Healthcheck?.Test ?? [];
  const command = test[0] === 'CMD' ? test.slice(1) : ['sh', '-c', test.slice(1).join(' ')];
  run('buildah', [
    'run',
    '--isolation',
    'chroot',
    '--env',
    `PORT=${instance.port}`,
    instance.container,
    '--',
    ...command,
  ]);
}

/** REST requests alternating between the instances: one budget, counted down across both, then 429 on both. */
async function checkSharedLimit(instances: Instance[]): Promise<string> {
  const remaining: number[] = [];
  const statuses: number[] = [];
  for (let i = 0; i < REST_LIMIT + 2; i++) {
    const { port } = instances[i % instances.length] ?? fail('no instance');
    const answer = await fetch(`http://127.0.0.1:${port}/v1/expressions`);
    await answer.arrayBuffer();
    statuses.push(answer.status);
    remaining.push(Number(answer.headers.get('ratelimit-remaining')));
  }
  const served = statuses.filter((status) => status === 200).length;
  // Each answer's remaining budget is one less than the answer before it, whichever instance gave it.
  const ok200 = remaining.slice(0, served).every((left, i, all) => i === 0 || left === (all[i - 1] ?? 0) - 1);
  const refused = statuses.slice(served);
  if (
    !ok200 ||
    remaining[served - 1] !== 0 ||
    refused.length < 2 ||
    refused.some((status) => status !== 429)
  ) {
    fail(
      `the instances do not share one budget: statuses ${statuses.join(' ')}, remaining ${remaining.join(' ')}`,
    );
  }
  return `shared rate limit through one redis-server: REST_RATE_LIMIT=${REST_LIMIT} on both, the REST requests from inside and then requests alternating A/B: RateLimit-Remaining ${remaining.slice(0, served).join(', ')}, then ${refused.length} × 429 from both`;
}

/** The node process a `buildah run` started, found among its descendants by its command line. */
function serverPid(child: ChildProcess): number {
  const children = (pid: number): number[] => {
    const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
    return out.split('\n').filter(Boolean).map(Number);
  };
  const queue = [child.pid ?? fail('no pid')];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    const cmdline = spawnSync('cat', [`/proc/${pid}/cmdline`], { encoding: 'utf8' }).stdout.split('\0');
    if (
      pid !== child.pid &&
      /node$/.test(cmdline[0] ?? '') &&
      cmdline.some((arg) => arg.includes('tangible-wealth'))
    )
      return pid;
    queue.push(...children(pid));
  }
  return fail('the server process was not found');
}

async function stopAll(instances: Instance[]): Promise<string> {
  const begun = Date.now();
  const exits = instances.map((instance) => exited(instance.child));
  for (const instance of instances) process.kill(serverPid(instance.child), 'SIGTERM');
  const codes = await Promise.race([
    Promise.all(exits),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no exit within 15 s of SIGTERM')), 15_000),
    ),
  ]);
  const ms = Date.now() - begun;
  for (const [i, instance] of instances.entries()) {
    const text = instance.output();
    if (codes[i] !== 0) fail(`${instance.name} exited ${codes[i]} after SIGTERM:\n${text.slice(-2000)}`);
    if (!text.includes('"msg":"shutting down"')) fail(`${instance.name} did not log its shutdown`);
    if (/"level":(50|60)/.test(text)) fail(`${instance.name} logged an error:\n${text.slice(-2000)}`);
  }
  return `SIGTERM to both: exit status ${codes.join(' and ')}, "shutting down" logged, no error, within ${seconds(ms)}`;
}

async function main(): Promise<void> {
  const bound = setTimeout(() => {
    log(`FAIL: the run took longer than ${RUN_BOUND_MS / 60_000} minutes`);
    cleanup();
    process.exit(1);
  }, RUN_BOUND_MS);
  bound.unref();
  for (const tool of ['buildah', 'redis-server']) {
    if (!has(tool))
      fail(`${tool} is not installed (apt-get install -y mmdebstrap buildah redis-server systemd)`);
  }
  const begun = Date.now();
  if (flags.has('--rebuild-base') || !imageExists(BASE)) {
    log('building the Node 24 base from Debian packages (mmdebstrap; a few minutes, once)');
    buildBase();
  } else figures.push(`base ${BASE} reused (--rebuild-base makes it again)`);
  log('building the image from the Containerfile');
  buildImage();
  const config = inspectImage();
  verifyUnit();

  const redisPort = await freePort();
  startRedis(redisPort);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const common = {
    HOST: '127.0.0.1',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REST_RATE_LIMIT: String(REST_LIMIT),
    LOG_LEVEL: 'info',
  };
  const instances: Instance[] = [];
  for (const name of ['A', 'B']) {
    const { instance, ms } = await startInstance(name, { ...common, PORT: String(await freePort()) }, config);
    instances.push(instance);
    figures.push(
      `container ${name} on 127.0.0.1:${instance.port}: /healthz answered ${seconds(ms)} after \`buildah run\``,
    );
  }
  for (const instance of instances) checkFromInside(instance, config);
  figures.push(
    'from inside each container: REST 200 with the sentence, MCP comparison 200, /compare 200 HTML, card 200 PNG, OpenAPI servers = its own origin; the image HEALTHCHECK command exits 0',
  );
  figures.push(await checkSharedLimit(instances));
  figures.push(await stopAll(instances));
  figures.push(`total ${seconds(Date.now() - begun)}`);
}

function cleanup(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const container of containers) spawnSync('buildah', ['rm', container]);
  if (flags.has('--clean')) spawnSync('buildah', ['rmi', '--force', IMAGE, BASE]);
  rmSync(work, { recursive: true, force: true });
}

try {
  await main();
  for (const line of figures) log(line);
  log('PASS');
} catch (error) {
  for (const line of figures) log(line);
  log(`FAIL: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
