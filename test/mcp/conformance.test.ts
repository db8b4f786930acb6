import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Served, serve } from './support.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = join(ROOT, 'node_modules', '.bin');

/** The scenarios of the official suite that apply to a server with tools only. */
const SCENARIOS = ['server-initialize', 'tools-list', 'ping'];

let served: Served;
let results: string;
beforeAll(async () => {
  served = await serve();
  results = await mkdtemp(join(tmpdir(), 'tangible-wealth-conformance-'));
});
afterAll(async () => {
  await served.app.close();
  await rm(results, { recursive: true, force: true });
});

/** Runs the suite's CLI with the project's Node 24 first on PATH (its `#!/usr/bin/env node` picks it). */
function conformance(scenario: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(BIN, 'conformance'),
      ['server', '--url', served.url.href, '--scenario', scenario, '-o', join(results, scenario)],
      { env: { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ''}`, NO_COLOR: '1' } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('official conformance suite (@modelcontextprotocol/conformance)', () => {
  it.each(SCENARIOS)('passes %s', async (scenario) => {
    const { code, output } = await conformance(scenario);
    expect(output).toMatch(new RegExp(`\\[${scenario}\\] .*SUCCESS`));
    expect(output).not.toMatch(/FAILURE|WARNING/);
    expect(output).toMatch(/Passed: (\d+)\/\1, 0 failed/);
    expect(code, output).toBe(0);
  });
});
