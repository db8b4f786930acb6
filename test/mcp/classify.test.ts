import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Classifier, classifyDirect, type Inbound } from '../../src/mcp/classify.ts';
import { anyJson } from '../fuzz/generators.ts';
import { fuzz } from '../support/fuzz.ts';
import { ENVELOPE, MODERN } from './support.ts';

/**
 * The SDK's classification remembered by what it depends on (src/mcp/classify.ts) against the SDK's
 * classification of every message afresh: one Classifier sees every generated message, drawn from
 * small pools so that many share a key while differing in what the key leaves out (the id's value,
 * the tool's name and arguments, other members of params), and must give the SDK's verdict each time.
 */

const versions = fc.constantFrom(
  undefined,
  MODERN,
  '2025-11-25',
  '2025-03-26',
  ' 2026-07-28',
  '2099-01-01',
  'x',
);
const methods = fc.constantFrom('tools/call', 'tools/list', 'ping', 'initialize', 'prompts/list');
const headerMethods = fc.constantFrom(undefined, 'tools/call', 'tools/list', 'ping', ' tools/call');
const names = fc.constantFrom(undefined, 'comparison', 'number_of_items', '=?base64?eA==?=', ' comparison');

/** Envelopes and other `_meta` objects, valid and not, with numbers JSON cannot tell apart (-0, 1e400). */
const meta = fc.oneof(
  { arbitrary: fc.constant<unknown>(ENVELOPE), weight: 6 },
  {
    arbitrary: fc.constantFrom<unknown>(
      { ...ENVELOPE, progressToken: 'p' },
      { ...ENVELOPE, progressToken: 3 },
      { ...ENVELOPE, progressToken: -0 },
      { ...ENVELOPE, progressToken: 0 },
      { ...ENVELOPE, progressToken: 1.5 },
      { ...ENVELOPE, progressToken: Number.POSITIVE_INFINITY },
      { ...ENVELOPE, 'io.modelcontextprotocol/related-task': { taskId: 1 } },
      { ...ENVELOPE, 'io.modelcontextprotocol/logLevel': 'debug' },
      { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2025-11-25' },
      { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' },
      { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': 7 },
      { ...ENVELOPE, 'io.modelcontextprotocol/clientInfo': 'me' },
      { 'io.modelcontextprotocol/protocolVersion': MODERN },
      { progressToken: 1 },
      {},
      null,
      5,
      [ENVELOPE],
    ),
    weight: 4,
  },
  { arbitrary: anyJson, weight: 1 },
);

const ids = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom<unknown>(
    'a',
    '',
    'b',
    1.5,
    -0,
    2 ** 53,
    2 ** 53 - 1,
    -(2 ** 53),
    Number.POSITIVE_INFINITY,
    null,
    true,
    {},
  ),
);

/** Params: absent, or an object whose members beside `_meta` vary freely; sometimes not an object. */
const params = fc.oneof(
  { arbitrary: fc.constant<unknown>(undefined), weight: 2 },
  {
    arbitrary: fc
      .record(
        {
          name: names,
          arguments: fc.oneof(fc.constant({ wealth: '1B' }), anyJson),
          _meta: meta,
          cursor: fc.constantFrom('c', 3),
        },
        { requiredKeys: [] },
      )
      .map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined))),
    weight: 8,
  },
  { arbitrary: fc.constantFrom<unknown>([], 'x', null, 3), weight: 1 },
);

const inbound = fc
  .record({
    protocolVersion: versions,
    mcpMethod: headerMethods,
    mcpName: names,
    jsonrpc: fc.constantFrom<unknown>('2.0', '2.0', '2.0', '1.0', 2),
    id: ids,
    method: methods,
    params,
  })
  .map(
    ({ protocolVersion, mcpMethod, mcpName, jsonrpc, id, method, params: p }): Inbound => ({
      protocolVersion,
      mcpMethod,
      mcpName,
      body: { jsonrpc, id, method, ...(p === undefined ? {} : { params: p }) },
    }),
  );

describe('remembered classifications', () => {
  it('are the SDK classification of each message', () => {
    const classifier = new Classifier();
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(inbound, (message) => {
        const verdict = classifier.classify(message);
        expect(verdict).toBe(classifyDirect(message));
        seen.set(verdict, (seen.get(verdict) ?? 0) + 1);
      }),
      fuzz(20_000),
    );
    // Every verdict was met, the fast path's two many times.
    expect(seen.get('modern') ?? 0).toBeGreaterThan(10);
    expect(seen.get('legacy') ?? 0).toBeGreaterThan(10);
    expect(seen.get('other') ?? 0).toBeGreaterThan(10);
    // 20,000 SDK classifications take 10 s on a quiet machine and three times that under load.
  }, 120_000);

  it('tell ids apart as the SDK does: strings, safe integers, and every other number by its value', () => {
    const classifier = new Classifier();
    const body = (id: unknown) => ({
      protocolVersion: MODERN,
      mcpMethod: 'tools/list',
      mcpName: undefined,
      body: { jsonrpc: '2.0', id, method: 'tools/list', params: { _meta: ENVELOPE } },
    });
    for (const id of [1, 2, 2 ** 53 - 1, 2 ** 53, 1.5, 'x', -0, 0, Number.POSITIVE_INFINITY, null]) {
      expect(classifier.classify(body(id)), String(id)).toBe(classifyDirect(body(id)));
    }
    expect(classifier.classify(body(1))).toBe('modern');
    expect(classifier.classify(body(2 ** 53))).toBe('other');
  });
});
