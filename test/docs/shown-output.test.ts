import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../support/app.ts';

/**
 * Every block of the README and `docs/` that shows what the service answers is checked against what it
 * answers now, so that no example can go stale. A block that shows an answer is preceded by a marker
 * naming the request that produces it:
 *
 *     <!-- output: GET /v1/numberOfItems?wealth=B&typeOfItem=house -->
 *     <!-- output: POST /mcp {"jsonrpc":"2.0","id":1,"method":"tools/call",…} -->
 *     <!-- output: GET /v1/expressions REST_RATE_LIMIT=1 repeat=2 numbers -->
 *
 * then optional settings (`NAME=value`), `repeat=N` (send it N times, show the last answer),
 * `at=content.1` (the block shows that part of the answer) and `numbers` (any number in the block
 * stands for any number: retry seconds change from run to run).
 * In the block, `…` stands for any text, and white space outside strings is free. A block that shows
 * part of an answer object names the keys it shows; a JSON-RPC block without `jsonrpc` shows the
 * `result`. Prose examples of the README (`# →` lines, the CLI) are checked in test/readme.test.ts.
 */
const ROOT = new URL('../../', import.meta.url);
const DOCUMENTS = ['README.md', ...readdirSync(new URL('docs/', ROOT)).map((name) => `docs/${name}`)].filter(
  (name) => name.endsWith('.md'),
);

interface Shown {
  document: string;
  line: number;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  env: Record<string, string>;
  repeat: number;
  numbers: boolean;
  /** A path into the answer (`content.1`): the block shows that part only. */
  at?: string;
  block: string;
}

const MARKER = /<!-- output: (GET|POST) (\S+)((?: \S+)*?) -->\n```\w*\n([\s\S]*?)\n```/g;

function shownBlocks(): Shown[] {
  return DOCUMENTS.flatMap((document) => {
    const text = readFileSync(new URL(document, ROOT), 'utf8');
    return [...text.matchAll(MARKER)].map((m) => {
      const shown: Shown = {
        document,
        line: text.slice(0, m.index).split('\n').length,
        method: m[1] as 'GET' | 'POST',
        path: m[2] as string,
        env: {},
        repeat: 1,
        numbers: false,
        block: m[4] as string,
      };
      for (const token of (m[3] as string).trim().split(' ').filter(Boolean)) {
        if (token.startsWith('{')) shown.body = token;
        else if (token === 'numbers') shown.numbers = true;
        else if (token.startsWith('repeat=')) shown.repeat = Number(token.slice(7));
        else if (token.startsWith('at=')) shown.at = token.slice(3);
        else if (/^[A-Z_]+=/.test(token)) {
          const [name, ...value] = token.split('=');
          shown.env[name as string] = value.join('=');
        } else throw new Error(`${document}:${m.index}: unknown marker option ${token}`);
      }
      return shown;
    });
  });
}

/**
 * The block as a pattern: white space outside strings dropped, `…` any text, and with `numbers` any
 * run of digits any run of digits. It must match the whole compact JSON of the answer.
 */
function pattern(block: string, numbers: boolean): RegExp {
  let source = '';
  let inString = false;
  for (let i = 0; i < block.length; i++) {
    const c = block[i] as string;
    if (c === '…') source += '[\\s\\S]*?';
    else if (numbers && /\d/.test(c)) {
      while (/\d/.test(block[i + 1] ?? '')) i++;
      source += '\\d+';
    } else if (!inString && /\s/.test(c)) continue;
    else {
      if (c === '\\' && inString) {
        source += `\\\\${(block[i + 1] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
        i++;
        continue;
      }
      if (c === '"') inString = !inString;
      source += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/** The keys of the block's outer object, in order (a block may show part of an answer). */
function outerKeys(block: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let inString = false;
  let start = -1;
  for (let i = 0; i < block.length; i++) {
    const c = block[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') {
        inString = false;
        if (depth === 1 && /^\s*:/.test(block.slice(i + 1))) keys.push(block.slice(start, i));
      }
    } else if (c === '"') {
      inString = true;
      start = i + 1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return keys;
}

/** The answer the block shows: the body (an SSE event's data for MCP), narrowed to the keys shown. */
function shownPart(body: string, block: string, at?: string): unknown {
  const data = /^data: (.*)$/m.exec(body)?.[1] ?? body;
  let value = JSON.parse(data);
  const keys = outerKeys(block);
  if (value?.jsonrpc !== undefined && !keys.includes('jsonrpc')) value = value.result ?? value.error;
  for (const step of at?.split('.') ?? []) value = value?.[step];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]]));
}

const SHOWN = shownBlocks();

describe('answers shown in the README and docs/', () => {
  it('are marked where they are shown (the check below has blocks to check)', () => {
    expect(SHOWN.length).toBeGreaterThanOrEqual(6);
  });

  it.each(SHOWN.map((shown) => [`${shown.document}:${shown.line}`, shown] as const))(
    '%s is what the service answers',
    async (_where, shown) => {
      const app = await makeApp(shown.env);
      try {
        let body = '';
        for (let i = 0; i < shown.repeat; i++) {
          const response = await app.inject({
            method: shown.method,
            url: shown.path,
            ...(shown.body
              ? {
                  payload: shown.body,
                  // Revision 2025-11-25, named, so that results carry what that revision has (links).
                  headers: {
                    'content-type': 'application/json',
                    accept: 'application/json, text/event-stream',
                    'mcp-protocol-version': '2025-11-25',
                  },
                }
              : {}),
          });
          body = response.body;
        }
        const actual = JSON.stringify(shownPart(body, shown.block, shown.at));
        expect(
          actual,
          `the block at ${shown.document}:${shown.line} no longer matches; the answer is ${actual}`,
        ).toMatch(pattern(shown.block, shown.numbers));
      } finally {
        await app.close();
      }
    },
  );
});

describe('the pattern of a shown block', () => {
  it('fails on a changed word and passes with … in its place', () => {
    const answer = JSON.stringify({ a: 'one two', b: [1, 2] });
    expect(answer).toMatch(pattern('{ "a": "one two", "b": [1, 2] }', false));
    expect(answer).not.toMatch(pattern('{ "a": "one three", "b": [1, 2] }', false));
    expect(answer).toMatch(pattern('{ "a": "one …", "b": […] }', false));
    expect(answer).not.toMatch(pattern('{ "a": "one two", "b": [1, 3] }', false));
    expect(answer).toMatch(pattern('{ "a": "one two", "b": [7, 8] }', true));
  });
});

describe("docs/errors.md's examples of money categories", () => {
  const table = readFileSync(new URL('docs/errors.md', ROOT), 'utf8');
  const rows = [...table.matchAll(/^\| `([A-Z][\w -]+)` \| [^|]+ \| (`[^\n]*`) \|$/gm)].flatMap(
    ([, category, examples]) =>
      [...(examples as string).matchAll(/`([^`]*)`/g)].map(([, example]) => [
        example as string,
        category as string,
      ]),
  );

  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('are listed (the check below has rows to check)', () => {
    expect(rows.length).toBeGreaterThan(15);
  });

  it.each(rows)('wealth=%s is %s', async (example, category) => {
    const response = await app.inject(
      `/v1/numberOfItems?wealth=${encodeURIComponent(example)}&typeOfItem=house`,
    );
    expect(response.json().error.message).toBe(`Wealth ${category}`);
  });
});
