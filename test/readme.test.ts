import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.ts';
import { loadConfig, SETTING_NAMES } from '../src/config.ts';
import { REST_PATHS } from '../src/http/paths.ts';
import { startFailure, startLine } from '../src/startup.ts';
import { makeApp } from './support/app.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
/** Every REST request the README shows with curl. */
const EXAMPLES = [...README.matchAll(/curl '(?:http:\/\/127\.0\.0\.1:3000)(\/v1\/[^']*)'/g)].map(
  (m) => m[1] as string,
);

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

/**
 * Every path in Fastify's route tree (`printRoutes({ commonPrefix: false })`): each line is a node
 * whose name continues its parent's path, indented four characters a level.
 */
function routePaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S+) \(/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    paths.push(stack.join(''));
  }
  return paths;
}

describe('the README', () => {
  it('shows every REST route with curl', () => {
    const shown = new Set(EXAMPLES.map((url) => url.split('?')[0]));
    for (const path of REST_PATHS) expect(shown, path).toContain(path);
  });

  it('lists every route the service answers in its route table', async () => {
    const everything = await makeApp({ SECURITY_CONTACT: 'mailto:security@wealth.example' });
    const section = README.slice(README.indexOf('## Every route'));
    const table = section.slice(0, section.indexOf('\n## ', 3));
    const listed = new Set([...table.matchAll(/`(\/[^`\s]*)`/g)].map((m) => m[1] as string));
    try {
      await everything.ready();
      const paths = routePaths(everything.printRoutes({ commonPrefix: false }));
      expect(paths.length).toBeGreaterThan(30);
      for (const path of paths) expect(listed, path).toContain(path.replace(/\d+\.\d+\.\d+/, '<version>'));
    } finally {
      await everything.close();
    }
  });

  it('documents every setting in its configuration table', () => {
    for (const name of SETTING_NAMES) expect(README, name).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
  });

  it.each(EXAMPLES)('its example %s works', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
  });

  it("quotes what its curl examples really answer (each `# →` line's quoted text, `…` eliding)", async () => {
    const shown = [...README.matchAll(/curl '(?:http:\/\/127\.0\.0\.1:3000)(\/v1\/[^']*)'\n# → (.*)/g)];
    expect(shown.length).toBeGreaterThanOrEqual(5);
    for (const [, url, arrow] of shown) {
      const texts = strings((await app.inject(url as string)).json().data);
      for (const [, quoted] of (arrow as string).matchAll(/"([^"]+)"/g)) {
        const parts = (quoted as string)
          .split('…')
          .map((part) => part.trim())
          .filter(Boolean);
        const found = texts.some((text) => {
          let from = 0;
          return parts.every((part) => {
            const at = text.indexOf(part, from);
            from = at + part.length;
            return at >= 0;
          });
        });
        expect(found, `${url} → "${quoted}": the answer says ${JSON.stringify(texts)}`).toBe(true);
      }
    }
  });

  it('shows the error envelope the API really sends', async () => {
    const shown = /`(\{"status":"error","error":\{"code":400,"message":"([^"]+)"\}\})`/.exec(README);
    expect(shown).not.toBeNull();
    const message = shown?.[2] as string;
    const url = `/v1/numberOfItems?wealth=${message === 'Wealth Malformed' ? 'B' : ''}&typeOfItem=house`;
    expect((await app.inject(url)).body).toBe(shown?.[1]);
  });

  it('shows the start line, a start failure and a settings error as the code words them', () => {
    expect(README).toContain(startLine('http://127.0.0.1:3000').trim());
    const failure = startFailure({ code: 'EADDRINUSE' }, '127.0.0.1', 3000).trim();
    expect(README.replace(/\s+/g, ' ')).toContain(`\`${failure}\``);
    const shown = /`(tangible-wealth: PORT [^`]+)`/.exec(README.replace(/\s+/g, ' '))?.[1] as string;
    const value = /got "([^"]*)"/.exec(shown)?.[1] as string;
    expect(() => loadConfig({ PORT: value })).toThrow(shown.replace('tangible-wealth: ', ''));
  });

  it('shows what its command-line examples really print', async () => {
    const section = README.slice(README.indexOf('## Command line'));
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] as string;
    // A command followed directly by `# ` lines shows its output: those lines, exactly.
    const shown = [...block.matchAll(/^npx tangible-wealth ([^\n#]+?)\s*\n((?:# .*\n)+)/gm)];
    expect(shown.length).toBeGreaterThan(0);
    for (const [, command, lines] of shown) {
      let out = '';
      const status = await main((command as string).split(' '), {
        out: (text) => {
          out += text;
        },
        err: (text) => {
          out += text;
        },
      });
      expect(status).toBe(0);
      const printed = out
        .trimEnd()
        .split('\n')
        .map((line) => `# ${line}`)
        .join('\n');
      expect((lines as string).trimEnd(), `README's output of: tangible-wealth ${command}`).toBe(printed);
    }
  });
});

/** Every string in an answer's data, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}
