import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALAR_SCRIPT_PATH } from '../../src/docs/reference-page.ts';
import { exited, waitFor } from '../limits/processes.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
/** The Node running the tests (the pinned one) first on PATH, so that `npx` and the bin's shebang use it. */
const PATH = `${dirname(process.execPath)}:${process.env.PATH ?? ''}`;

let folder: string;

/** Every file of the installed package, relative to its folder. */
function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/**
 * As a user installs it: `npm pack` (which builds dist/), then `npm install <tarball>` in an empty
 * folder with production dependencies only. Slow (an install), so this file does it once.
 */
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'tw-package-'));
  const npm = { encoding: 'utf8', env: { ...process.env, PATH }, stdio: 'pipe' } as const;
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', folder], { ...npm, cwd: ROOT }),
  );
  writeFileSync(join(folder, 'package.json'), '{ "name": "trial", "private": true }\n');
  execFileSync(
    'npm',
    ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', `./${packed[0].filename}`],
    { ...npm, cwd: folder },
  );
}, 300_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the package installed from its tarball', () => {
  it('carries JavaScript only: no TypeScript to strip under node_modules', () => {
    const installed = files(join(folder, 'node_modules/tangible-wealth'));
    expect(installed).toContain('dist/server.js');
    expect(installed).toContain('dist/page/public/compare.js');
    expect(installed.filter((name) => name.endsWith('.ts'))).toEqual([]);
  });

  it('`npx tangible-wealth serve` serves REST on the embedded defaults', async () => {
    const child = spawn('npx', ['tangible-wealth', 'serve'], {
      cwd: folder,
      env: { PATH, PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so that the server npx starts is stopped with it.
      detached: true,
    });
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    try {
      await waitFor('the start line', () => /Tangible Wealth is serving at/.test(err), 20_000).catch((e) => {
        throw new Error(`${e.message}; stderr: ${err}`);
      });
      const origin = /at (http:\/\/[^\s]+):/.exec(err)?.[1];
      const answer = await fetch(`${origin}/v1/numberOfItems?wealth=1T&typeOfItem=house`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        status: 'success',
        data: { value: 2000000, type: 'houses' },
      });
      expect((await fetch(`${origin}/compare`)).status).toBe(200);
      expect((await fetch(`${origin}${SCALAR_SCRIPT_PATH}`)).status).toBe(200);
      // A card needs the font and Takumi's native binding from the installed dependencies.
      const card = await fetch(
        `${origin}/compare/card.png?expression=numberOfItems&wealthYours=1K&wealthTheirs=1T&typeOfItem=house`,
      );
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/png');
      expect((await fetch(`${origin}/favicon.ico`)).status).toBe(200);
    } finally {
      process.kill(-(child.pid as number), 'SIGTERM');
      await exited(child);
    }
  });

  it('`npx tangible-wealth mcp` answers a tool call over stdio (official client)', async () => {
    const client = new Client({ name: 'package-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: 'npx',
        args: ['tangible-wealth', 'mcp'],
        cwd: folder,
        env: { PATH },
        stderr: 'pipe',
      }),
    );
    try {
      const result = await client.callTool({
        name: 'number_of_items',
        arguments: { wealth: '1T', typeOfItem: 'house' },
      });
      expect(result.structuredContent).toMatchObject({ value: 2000000, type: 'houses' });
      // The resources read docs/ beside dist/ at start-up: the package ships those two pages.
      for (const page of ['prose.md', 'examples.md']) {
        const { contents } = await client.readResource({ uri: `tangible-wealth://docs/${page}` });
        expect(contents[0]).toMatchObject({ text: readFileSync(join(ROOT, 'docs', page), 'utf8') });
      }
    } finally {
      await client.close();
    }
  });
});
