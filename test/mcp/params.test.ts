import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_CURSOR } from '../../src/mcp/params.ts';
import { connect, ENVELOPE, ERAS, LEGACY, MODERN, message, post, type Served, serve } from './support.ts';

/**
 * Malformed params (issue 26): a missing or mistyped `uri`, `name`, `arguments` or `cursor`, and a
 * cursor this server never issued, answer JSON-RPC -32602 (Invalid params) with one short readable
 * line on both revisions served, over raw HTTP and through the official client.
 */

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(() => served.app.close());

type Params = Record<string, unknown> | undefined;

/** One request in either revision, with the headers a correct client sends (Mcp-Name where the method has one). */
async function ask(revision: string, method: string, params: Params) {
  const name =
    typeof params?.name === 'string' ? params.name : typeof params?.uri === 'string' ? params.uri : undefined;
  const modern = revision === MODERN;
  const headers = modern
    ? {
        'mcp-protocol-version': MODERN,
        'mcp-method': method,
        ...(name === undefined ? {} : { 'mcp-name': name }),
      }
    : { 'mcp-protocol-version': revision };
  const sent = modern ? { ...params, _meta: ENVELOPE } : params;
  const response = await post(
    served,
    { jsonrpc: '2.0', id: 5, method, ...(sent === undefined ? {} : { params: sent }) },
    headers,
  );
  expect(response.status).toBe(200);
  return message(response);
}

/** Each case: method, params, and what the message must say. */
const MALFORMED: Array<[string, Params, string]> = [
  ['resources/read', {}, 'Invalid params: params.uri: expected string, received undefined'],
  ['resources/read', { uri: 3 }, 'Invalid params: params.uri: expected string, received number'],
  [
    'resources/read',
    { uri: ['tangible-wealth://data/anchors.json'] },
    'Invalid params: params.uri: expected string, received array',
  ],
  ['prompts/get', {}, 'Invalid params: params.name: expected string, received undefined'],
  ['prompts/get', { name: 3 }, 'Invalid params: params.name: expected string, received number'],
  [
    'prompts/get',
    { name: 'put_in_perspective', arguments: 'x' },
    'Invalid params: params.arguments: expected object, received string',
  ],
  [
    'prompts/get',
    { name: 'put_in_perspective', arguments: { amount: 3 } },
    'Invalid params: params.arguments.amount: expected string, received number',
  ],
  ['tools/call', {}, 'params.name'],
  ['tools/call', { name: 3 }, 'params.name'],
  ['tools/call', { name: 'comparison', arguments: 'x' }, 'params.arguments'],
  ['tools/call', { name: 'comparison', arguments: [] }, 'params.arguments'],
  ['tools/list', { cursor: 3 }, 'Invalid params: params.cursor: expected string, received number'],
  ['prompts/list', { cursor: null }, 'Invalid params: params.cursor: expected string, received null'],
  ...['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list'].flatMap(
    (method): Array<[string, Params, string]> => [
      [method, { cursor: 'junk' }, UNKNOWN_CURSOR],
      [method, { cursor: '' }, UNKNOWN_CURSOR],
    ],
  ),
];

describe.each([MODERN, LEGACY])('malformed params on %s', (revision) => {
  it.each(MALFORMED)('%s %j: -32602 with a short readable message', async (method, params, expected) => {
    const answer = await ask(revision, method, params);
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: 5, error: { code: -32602 } });
    const text = (answer.error as { message: string }).message;
    expect(text).toContain(expected);
    // One line, no schema dump.
    expect(text.length).toBeLessThan(200);
    expect(text).not.toMatch(/[\n{}[\]]/);
  });

  it('the same lists without a cursor, and well-formed reads and prompts, still answer', async () => {
    for (const method of ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list']) {
      expect(await ask(revision, method, {}), method).toHaveProperty('result');
    }
    expect(
      await ask(revision, 'resources/read', { uri: 'tangible-wealth://data/anchors.json' }),
    ).toHaveProperty('result');
    expect(
      await ask(revision, 'prompts/get', { name: 'put_in_perspective', arguments: { amount: '1B' } }),
    ).toHaveProperty('result');
  });
});

describe.each(ERAS)('the official client, $era', (era) => {
  it('a cursor the server never issued is refused with -32602, on every list', async () => {
    const client = await connect(served, era);
    try {
      await expect(client.listTools({ cursor: 'junk' })).rejects.toMatchObject({ code: -32602 });
      await expect(client.listPrompts({ cursor: 'junk' })).rejects.toMatchObject({ code: -32602 });
      await expect(client.listResources({ cursor: 'junk' })).rejects.toMatchObject({ code: -32602 });
      await expect(client.listResourceTemplates({ cursor: 'junk' })).rejects.toMatchObject({ code: -32602 });
      expect((await client.listTools()).tools).toHaveLength(5);
    } finally {
      await client.close();
    }
  });
});
