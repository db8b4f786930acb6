import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { INSTRUCTIONS } from '../../src/mcp/server.ts';

const DOC = readFileSync(new URL('../../docs/mcp.md', import.meta.url), 'utf8');

describe('docs/mcp.md stays in step with the server', () => {
  it('names every tool and every parameter', () => {
    for (const operation of OPERATIONS) {
      expect(DOC).toContain(`\`${operation.tool}\``);
      for (const param of operation.params) expect(DOC).toContain(`\`${param.name}\``);
    }
  });

  it('quotes the instructions exactly as the server sends them', () => {
    for (const paragraph of INSTRUCTIONS.split('\n\n')) expect(DOC).toContain(`> ${paragraph}\n`);
  });

  it('gives the default attribution and the stdio commands (the README holds the configurations, test/package/pack.test.ts starts them)', () => {
    expect(DOC).toContain(DEFAULT_ATTRIBUTION);
    expect(DOC).toContain(
      '`/path/to/tangible-wealth/node_modules/.bin/node /path/to/tangible-wealth/bin/tangible-wealth.js mcp`',
    );
    expect(DOC).toContain('npm --prefix /path/to/tangible-wealth run -s mcp');
  });
});
