import { type ChildProcess, execFileSync, execSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALAR_SCRIPT_PATH } from '../../src/docs/reference-page.ts';
import { exited, waitFor } from '../limits/processes.ts';

/**
 * The README's install paths, followed as a new user would on this machine: its code blocks marked
 * `<!-- install: clone -->` and `<!-- install: tarball -->` are run line by line, as written, in a
 * temporary copy of the repository (what `git clone` would give: the tracked and untracked files,
 * nothing ignored), and the desktop MCP configurations marked `<!-- mcp: … -->` are started as a host
 * would start them and spoken to with the official client. Commands that serve are started and
 * probed, and stopped; `npm test` is checked to be what CI runs (a test cannot run the suite it is
 * part of); every other line must succeed. Slow (`npm ci`, a build, a global install), so done once.
 */
const ROOT = new URL('../../', import.meta.url).pathname;
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const NEEDS = 'tangible-wealth: needs Node.js 22.18 or later, this is Node.js';

/** The code block after each `<!-- kind: name -->` marker of the README. */
function blocks(kind: string, name: string): string[] {
  const marker = new RegExp(`<!-- ${kind}: ${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``, 'g');
  return [...README.matchAll(marker)].map((m) => m[1] as string);
}

/** The commands of a shell block: one a line, comments dropped. */
function commands(block: string): string[] {
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * A fresh shell's PATH: the one the tests run with, minus what `npm test` put in front of it (the
 * project's node_modules/.bin, which holds the pinned Node). On this machine the system Node is 20.
 */
const SYSTEM_PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.includes('/node_modules/'))
  .join(delimiter);
/** The pinned Node 24 that runs the tests: a "Node 22.18 or later" for what the README says needs one. */
const NODE_24 = dirname(process.execPath);

/** The environment of a new user's shell: no npm_* or Vitest variables from the running `npm test`. */
function userEnv(path: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(npm_|VITEST|TEST_TIER|FUZZ_|NODE_OPTIONS|INIT_CWD)/i.test(key))
      env[key] = value;
  }
  return {
    ...env,
    PATH: path,
    // `npm install -g` goes to a folder of this test, not the machine's global prefix.
    npm_config_prefix: prefix,
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

/** A Node older than 22.18 installed on this machine (the system's), if there is one. */
function oldNode(): string | undefined {
  const found = spawnSync('which', ['-a', 'node'], { encoding: 'utf8', env: { PATH: SYSTEM_PATH } });
  for (const candidate of ['/usr/local/bin/node', ...found.stdout.split('\n'), '/usr/bin/node']) {
    if (candidate === '') continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    const [major = 99, minor = 99] = version.replace(/^v/, '').split('.').map(Number);
    if (version !== '' && (major < 22 || (major === 22 && minor < 18))) return candidate;
  }
  return undefined;
}

let folder: string;
let clone: string;
let prefix: string;
/** The README's commands that serve, by block, run by the tests below; and its test command. */
const deferred: Record<'clone' | 'tarball', string[]> = { clone: [], tarball: [] };

/** Runs a block's lines in the clone: serving commands and `npm test` are kept for the tests. */
function follow(name: 'clone' | 'tarball', path: string): void {
  const [block] = blocks('install', name);
  if (block === undefined) throw new Error(`the README has no <!-- install: ${name} --> block`);
  for (const command of commands(block)) {
    if (/ serve$/.test(command) || command === 'npm test') deferred[name].push(command);
    else execSync(command, { cwd: clone, env: userEnv(path), stdio: 'pipe', shell: '/bin/sh' });
  }
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'tw-install-'));
  clone = join(folder, 'tangible-wealth');
  prefix = join(folder, 'prefix');
  mkdirSync(prefix);
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  for (const file of tracked.split('\0')) {
    if (file === '') continue;
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    // A file deleted but not yet committed is listed and absent: a clone would not have it either.
    try {
      cpSync(join(ROOT, file), join(clone, file));
    } catch {}
  }
  follow('clone', SYSTEM_PATH);
  follow('tarball', SYSTEM_PATH);
}, 600_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Starts a README serve command on a free port; resolves with its origin and its two streams. */
async function serve(command: string, path: string) {
  const child = spawn('/bin/sh', ['-c', command], {
    cwd: clone,
    env: { ...userEnv(path), PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that the server npx starts is stopped with it.
    detached: true,
  });
  const streams = { out: '', err: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    streams.out += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    streams.err += chunk;
  });
  await waitFor('the start line', () => /Tangible Wealth is serving at/.test(streams.err), 60_000).catch(
    (e: Error) => {
      process.kill(-(child.pid as number), 'SIGKILL');
      throw new Error(`${e.message}; stderr: ${streams.err}`);
    },
  );
  const origin = /at (http:\/\/[^\s]+):/.exec(streams.err)?.[1] as string;
  return { child, origin, streams };
}

async function stop(child: ChildProcess): Promise<void> {
  process.kill(-(child.pid as number), 'SIGTERM');
  await exited(child);
}

/** What every serve command must do: answer REST and the page, with only JSON lines on stdout. */
async function expectServes(command: string, path: string): Promise<void> {
  const { child, origin, streams } = await serve(command, path);
  try {
    const answer = await fetch(`${origin}/v1/numberOfItems?wealth=1T&typeOfItem=house`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      status: 'success',
      data: { value: 2000000, type: 'houses' },
    });
    expect((await fetch(`${origin}/compare`)).status).toBe(200);
    expect((await fetch(`${origin}${SCALAR_SCRIPT_PATH}`)).status).toBe(200);
    // A card needs the fonts and resvg's WebAssembly from the installed dependencies.
    const card = await fetch(
      `${origin}/compare/card.png?expression=numberOfItems&wealthYours=1K&wealthTheirs=1T&typeOfItem=house`,
    );
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${origin}/favicon.ico`)).status).toBe(200);
  } finally {
    await stop(child);
  }
  // The README: standard output carries only the JSON log, standard error the line for people.
  const lines = streams.out.split('\n').filter((line) => line !== '');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  expect(streams.err).toMatch(/^Tangible Wealth is serving at http:\/\/127\.0\.0\.1:\d+: API /m);
}

describe('from a clone, as the README says', () => {
  it('the serve command serves, with only JSON log lines on standard output', async () => {
    const [command] = deferred.clone.filter((c) => c.endsWith(' serve'));
    expect(command).toBeDefined();
    // The system's Node (20 here) first on PATH: the clone's own pinned Node must be what runs.
    await expectServes(command as string, SYSTEM_PATH);
  });

  it('the test command is the one CI runs after `npm ci` on a clean clone', () => {
    expect(deferred.clone).toContain('npm test');
    const ci = commands(readFileSync(join(ROOT, '.ci/run'), 'utf8'));
    expect(ci.slice(-2)).toEqual([expect.stringMatching(/^npm ci\b/), 'npm test']);
  });
});

describe('from a tarball, as the README says', () => {
  const tarball = () => readdirSync(clone).find((name) => name.endsWith('.tgz')) as string;

  it('the tarball holds the licence, README, changelog, bin, dist, vendor and the served docs; no tests, no TypeScript', () => {
    const listed = execFileSync('tar', ['-tzf', join(clone, tarball())], { encoding: 'utf8' })
      .split('\n')
      .filter((name) => name !== '')
      .map((name) => name.replace(/^package\//, ''));
    for (const file of [
      'LICENSE',
      'README.md',
      'CHANGELOG.md',
      'package.json',
      'bin/tangible-wealth.js',
      'bin/commands.js',
      'dist/server.js',
      'dist/mcp/stdio.js',
      'dist/cli.js',
      'dist/page/public/compare.js',
      'vendor/scalar/standalone.js',
      'docs/prose.md',
      'docs/examples.md',
    ])
      expect(listed, file).toContain(file);
    expect(listed.filter((name) => name.endsWith('.ts'))).toEqual([]);
    expect(listed.filter((name) => /^(src|test|bench|scripts|\.ci)\//.test(name))).toEqual([]);
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(
      /^MIT License\n\nCopyright \(c\) 2026 Tangible Wealth contributors\n/,
    );
  });

  it('the installed command serves, with only JSON log lines on standard output', async () => {
    const [command] = deferred.tarball;
    expect(command).toBe('tangible-wealth serve');
    await expectServes(command as string, [join(prefix, 'bin'), NODE_24, SYSTEM_PATH].join(delimiter));
  });

  const old = oldNode();
  it.skipIf(old === undefined)(
    `on Node < 22.18 (${old}), every entry says so in one line and exits 1`,
    () => {
      const installedBin = join(prefix, 'lib/node_modules/tangible-wealth/bin/tangible-wealth.js');
      const entries = [
        ['serve'],
        ['mcp'],
        ['numberOfItems', 'wealth=1T', 'typeOfItem=house'],
        ['--help'],
        [],
      ];
      const runs = [
        // The installed package and the clone, each with every command; and the installed command
        // found on a PATH whose first Node is the old one, as a user with that Node would run it.
        ...entries.map((args) => ({ file: old as string, args: [installedBin, ...args], path: SYSTEM_PATH })),
        ...entries.map((args) => ({
          file: old as string,
          args: [join(clone, 'bin/tangible-wealth.js'), ...args],
          path: SYSTEM_PATH,
        })),
        {
          file: 'tangible-wealth',
          args: ['serve'],
          path: [join(prefix, 'bin'), dirname(old as string), SYSTEM_PATH].join(delimiter),
        },
      ];
      const version = spawnSync(old as string, ['--version'], { encoding: 'utf8' })
        .stdout.trim()
        .replace(/^v/, '');
      for (const { file, args, path } of runs) {
        const result = spawnSync(file, args, {
          cwd: folder,
          encoding: 'utf8',
          env: { ...userEnv(path), PORT: '0' },
          timeout: 20_000,
        });
        const what = `${file} ${args.join(' ')}`;
        expect(result.stderr, what).toBe(`${NEEDS} ${version} (see https://nodejs.org)\n`);
        expect(result.stdout, what).toBe('');
        expect(result.status, what).toBe(1);
      }
      // The README shows this line, with some old version in it.
      const shown = /`(tangible-wealth: needs Node\.js [^`]+)`/.exec(
        README.replace(/\s+/g, ' '),
      )?.[1] as string;
      const shownVersion = /this is Node\.js (\S+) /.exec(shown)?.[1] as string;
      expect(shown).toBe(`${NEEDS} ${shownVersion} (see https://nodejs.org)`);
    },
  );
});

describe("the README's desktop MCP configurations", () => {
  const configured = ['clone', 'tarball'].flatMap((name) =>
    blocks('mcp', name).flatMap((block) => {
      const json = JSON.parse(block.replaceAll('/path/to/tangible-wealth', '<clone>'));
      const servers: Record<string, { command: string; args: string[] }> = json.mcpServers ?? json.servers;
      return Object.values(servers).map((server) => ({
        name,
        host: json.mcpServers ? 'mcpServers' : 'servers',
        server,
      }));
    }),
  );

  it('covers the clone and the tarball, in both hosts’ formats', () => {
    expect(configured.map(({ name, host }) => `${name} ${host}`)).toEqual([
      'clone mcpServers',
      'clone servers',
      'tarball mcpServers',
    ]);
  });

  it.each(configured)(
    '$name, $host: the host starts it and calls a tool (official client)',
    async ({ name, server }) => {
      const resolve = (text: string) => text.replaceAll('<clone>', clone);
      // A host started from a desktop has the system's PATH; with the tarball, the README asks for
      // Node 22.18 or later on it.
      const path =
        name === 'clone' ? SYSTEM_PATH : [join(prefix, 'bin'), NODE_24, SYSTEM_PATH].join(delimiter);
      const client = new Client({ name: 'desktop-host', version: '1.0.0' });
      await client.connect(
        new StdioClientTransport({
          command: resolve(server.command),
          args: server.args.map(resolve),
          cwd: folder,
          env: { PATH: path, HOME: folder },
          stderr: 'pipe',
        }),
      );
      try {
        const result = await client.callTool({
          name: 'number_of_items',
          arguments: { wealth: '1T', typeOfItem: 'house' },
        });
        expect(result.structuredContent).toMatchObject({ value: 2000000, type: 'houses' });
        // The resources read docs/ beside the code at start-up: the package ships those two pages.
        for (const page of ['prose.md', 'examples.md']) {
          const { contents } = await client.readResource({ uri: `tangible-wealth://docs/${page}` });
          expect(contents[0]).toMatchObject({ text: readFileSync(join(ROOT, 'docs', page), 'utf8') });
        }
      } finally {
        await client.close();
      }
    },
  );
});
