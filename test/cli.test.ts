import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const BIN = new URL('../../bin/tangible-wealth.js', import.meta.url).pathname;

function run(...args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 20_000 });
}

describe('bin/tangible-wealth.js', () => {
  it('prints its usage', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('tangible-wealth [serve | mcp]');
  });

  it('refuses unknown arguments with exit code 2', () => {
    const result = run('launch');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown arguments "launch"');
  });

  it('stops with one clear line on a bad setting', () => {
    const result = spawnSync(process.execPath, [BIN, 'mcp'], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'tangible-wealth: PORT must be a whole number from 0 to 65535, got "eighty"',
    );
  });
});
