import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyJson, PARAMETER_NAMES } from '../fuzz/generators.ts';
import { makeApp } from '../support/app.ts';
import { fuzz } from '../support/fuzz.ts';
import { BASE, ENVELOPE, LEGACY_VERSIONS, legacy, MODERN, modern, modernHeaders, TOOLS } from './support.ts';

/**
 * The MCP fast path (src/mcp/fast-path.ts) against the SDK it stands in for: the same raw requests
 * go to an app with the fast path and to one without it, and every answer must be the same status,
 * the same headers (values, where they do not vary per request) and the same body, byte for byte.
 * The requests cover every tool, valid and invalid arguments, every revision served, the header
 * variants the SDK refuses, other methods, and fuzzed arguments and ids. Each app reports who
 * answered, so the test also proves the fast path answered (it cannot pass by always falling through).
 */

type By = 'fast-path' | 'sdk';
let fast: FastifyInstance;
let sdk: FastifyInstance;
/** Who answered the last request, as each app reported it. */
const seen: { fast?: By; sdk?: By } = {};
const answeredBy: Record<By, number> = { 'fast-path': 0, sdk: 0 };

beforeAll(async () => {
  fast = await makeApp(
    {},
    {
      mcp: {
        onAnswer: (by) => {
          seen.fast = by;
        },
      },
    },
  );
  sdk = await makeApp(
    {},
    {
      mcp: {
        fastPath: false,
        onAnswer: (by) => {
          seen.sdk = by;
        },
      },
    },
  );
});
afterAll(async () => {
  await fast.close();
  await sdk.close();
});

/** Arguments that succeed, per tool (the comparison once per expression, so every link shape is met). */
const VALID: Record<(typeof TOOLS)[number], Record<string, unknown>[]> = {
  // Answers in one label, and answers that mix labels (they carry currencyNote).
  duration_of_daily_spend: [
    { wealth: '1B', spend: '1000' },
    { wealth: '¥1B', spend: '€1000' },
  ],
  height_of_money_stack: [
    { wealth: 1e12, typeOfMoney: 'usd_1_coin' },
    { wealth: '£1M', typeOfMoney: 'eur_1_coin' },
  ],
  // In other languages too (issue 28): money in the language's notation, text in the language.
  number_of_items: [
    { wealth: '€2,5M', typeOfItem: 'house' },
    { wealth: '1,5 Mrd. €', typeOfItem: 'house', lang: 'de' },
    { wealth: '1億円', typeOfItem: 'car', lang: 'ja' },
    { wealth: '1M', typeOfItem: 'house', lang: 'xx' },
  ],
  growth_of_compound_interest: [{ wealth: '1B', rate: 0.05, frequency: 12, period: '20' }],
  comparison: [
    { expression: 'numberOfItems', wealthYours: '100K', wealthTheirs: '1T', typeOfItem: 'house' },
    { expression: 'durationOfDailySpend', wealthYours: 50_000, wealthTheirs: '$200B', spend: '1,000' },
    { expression: 'heightOfMoneyStack', wealthYours: '1M', wealthTheirs: 1e21, typeOfMoney: 'usd_100_bill' },
    { expression: 'durationOfDailySpend', wealthYours: '₩50M', wealthTheirs: '$50K', spend: '100' },
    {
      expression: 'durationOfDailySpend',
      wealthYours: '50 000 €',
      wealthTheirs: '2 milliards €',
      spend: '100',
      lang: 'fr',
    },
    {
      expression: 'growthOfCompoundInterest',
      wealthYours: '1K',
      wealthTheirs: '1B',
      rate: '0.05',
      frequency: '1',
      period: 10,
    },
  ],
};

/** Headers whose values differ between two answers to the same request: only their presence is compared. */
const VARYING = new Set([
  'date',
  'x-request-id',
  'ratelimit-remaining',
  'ratelimit-reset',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

function comparable(response: LightMyRequestResponse) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, VARYING.has(name) ? '(present)' : value]),
  );
  return { status: response.statusCode, headers, body: response.body };
}

interface Raw {
  headers: Record<string, string>;
  body: string;
}

/** Sends one request to both apps and expects the same answer; returns who answered on the fast app. */
async function both(raw: Raw): Promise<By | undefined> {
  const request = { method: 'POST' as const, url: '/mcp', headers: raw.headers, payload: raw.body };
  seen.fast = undefined;
  seen.sdk = undefined;
  const [a, b] = [await fast.inject(request), await sdk.inject(request)];
  expect(comparable(a), `${JSON.stringify(raw.headers)} ${raw.body}`).toEqual(comparable(b));
  // (Read through a cast: the hooks set these during the awaits, which TypeScript cannot see.)
  const [byFast, bySdk] = [seen.fast, seen.sdk] as (By | undefined)[];
  expect(bySdk === undefined || bySdk === 'sdk').toBe(true);
  if (byFast !== undefined) answeredBy[byFast] += 1;
  return byFast;
}

describe('the MCP fast path answers as the SDK does', () => {
  it('every tool, valid and invalid, on every revision served: answered by the fast path', async () => {
    for (const name of TOOLS) {
      for (const args of [...VALID[name], {}, { wealth: 'x', wealthYours: 'x', expression: 'nope' }]) {
        const call = { name, arguments: args };
        expect(await both(modern(7, 'tools/call', call, name))).toBe('fast-path');
        for (const version of LEGACY_VERSIONS) {
          expect(await both(legacy('seven', 'tools/call', call, version))).toBe('fast-path');
        }
      }
      // No arguments at all reads as {}.
      expect(await both(modern(1, 'tools/call', { name }, name))).toBe('fast-path');
      expect(await both(legacy(1, 'tools/call', { name }))).toBe('fast-path');
    }
  });

  it('tools/list on every revision, ping on 2025, unknown tools: answered by the fast path', async () => {
    expect(await both(modern(1, 'tools/list'))).toBe('fast-path');
    for (const version of LEGACY_VERSIONS) {
      expect(await both(legacy(2, 'tools/list', undefined, version))).toBe('fast-path');
      expect(await both(legacy(2, 'tools/list', {}, version))).toBe('fast-path');
      expect(await both(legacy(3, 'ping', undefined, version))).toBe('fast-path');
    }
    expect(await both(modern(4, 'tools/call', { name: 'nope' }, 'nope'))).toBe('fast-path');
    expect(await both(legacy(4, 'tools/call', { name: 'x'.repeat(400) }))).toBe('fast-path');
  });

  it('links follow the Host a request came to, as the SDK path builds them', async () => {
    const call = { name: 'comparison', arguments: VALID.comparison[0] };
    for (const host of ['wealth.example.org', 'Example.COM:80', 'localhost:3000', '[::1]:8080', 'a/b', '']) {
      for (const raw of [
        modern(1, 'tools/call', call, 'comparison'),
        legacy(1, 'tools/call', call, '2025-11-25'),
      ]) {
        expect(await both({ ...raw, headers: { ...raw.headers, host } })).toBe('fast-path');
      }
    }
  });

  it('refusals and other methods: left to the SDK, with the same answers', async () => {
    const call = { name: 'number_of_items', arguments: VALID.number_of_items[0] };
    const good = modern(9, 'tools/call', call, 'number_of_items');
    const without = (name: string) =>
      Object.fromEntries(Object.entries(good.headers).filter(([n]) => n !== name));
    const cases: Raw[] = [
      // 2026-07-28 header rung: missing, mismatched, encoded headers.
      { ...good, headers: without('mcp-method') },
      { ...good, headers: without('mcp-name') },
      { ...good, headers: without('mcp-protocol-version') },
      { ...good, headers: { ...good.headers, 'mcp-name': 'comparison' } },
      { ...good, headers: { ...good.headers, 'mcp-method': 'tools/list' } },
      { ...good, headers: { ...good.headers, 'mcp-name': '=?base64?bnVtYmVyX29mX2l0ZW1z?=' } },
      { ...good, headers: { ...good.headers, 'mcp-protocol-version': '2025-11-25' } },
      // Media types.
      { ...good, headers: { ...good.headers, 'content-type': 'text/plain' } },
      { ...good, headers: without('content-type') },
      { ...good, headers: without('accept') },
      { ...legacy(1, 'tools/list'), headers: { 'content-type': 'application/json' } },
      {
        ...legacy(1, 'tools/list'),
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      },
      { ...legacy(1, 'tools/list'), headers: { ...BASE, 'content-type': 'application/json; charset=utf-8' } },
      // Revisions that are not served, or a modern header without the envelope.
      legacy(1, 'tools/list', undefined, '2023-01-01'),
      legacy(1, 'tools/list', undefined, MODERN),
      // Other methods, and shapes the fast path does not take.
      // (ping on 2026-07-28 is not here: the SDK answers it 404 Method not found, which the OpenAPI
      // document does not list, so makeApp would fail; the fast path leaves it to the SDK.)
      modern(1, 'server/discover'),
      legacy(1, 'initialize', {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 'x', version: '1' },
      }),
      legacy(1, 'prompts/list'),
      legacy(1, 'tools/list', { cursor: 'abc' }),
      // Malformed params and cursors (issue 26): -32602 from the SDK path, corrected in http.ts.
      modern(1, 'tools/list', { cursor: 'abc' }),
      modern(1, 'tools/list', { cursor: 3 }),
      legacy(1, 'tools/list', { cursor: null }),
      legacy(1, 'prompts/list', { cursor: '' }),
      modern(1, 'resources/list', { cursor: 'abc' }),
      legacy(1, 'resources/templates/list', { cursor: 'abc' }),
      modern(1, 'resources/read', {}),
      legacy(1, 'resources/read', { uri: 3 }),
      legacy(1, 'resources/read'),
      modern(1, 'prompts/get', { name: 3 }),
      legacy(1, 'prompts/get', { name: 'put_in_perspective', arguments: 'x' }),
      modern(1, 'tools/call', {}),
      modern(1, 'tools/call', { name: 'comparison', arguments: 'x' }, 'comparison'),
      legacy(1, 'tools/call', {}),
      legacy(1, 'tools/call'),
      legacy(1, 'tools/call', { name: 'comparison', arguments: [] }),
      legacy(1, 'tools/call', { name: 'comparison', arguments: 'x' }),
      legacy(1, 'tools/call', { name: 3 }),
      // Names a plain object inherits, which the SDK finds and calls disabled.
      legacy(1, 'tools/call', { name: 'constructor' }),
      modern(1, 'tools/call', { name: '__proto__' }, '__proto__'),
      modern(1, 'tools/call', { name: ' comparison' }, ' comparison'),
      legacy(1, 'tools/call', { name: 'comparison', _meta: { progressToken: 1 } }),
      { headers: BASE, body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' },
      { headers: BASE, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
      { headers: BASE, body: '{"jsonrpc":"2.0","id":null,"method":"tools/list"}' },
      { headers: BASE, body: '{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}' },
      { headers: BASE, body: '{"jsonrpc":"1.0","id":1,"method":"tools/list"}' },
      { headers: BASE, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list","extra":true}' },
      {
        headers: BASE,
        body: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"comparison","arguments":{"__proto__":{"expression":"numberOfItems"}}}}',
      },
      { headers: BASE, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"' },
      { headers: BASE, body: '' },
    ];
    for (const raw of cases) await both(raw);
  });

  const toolName = fc.oneof(
    { arbitrary: fc.constantFrom(...TOOLS), weight: 8 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
    {
      arbitrary: fc.constantFrom('constructor', 'valueOf', '__proto__', ' comparison', '=?base64?eA==?='),
      weight: 1,
    },
  );
  const args = fc.oneof(
    fc.dictionary(fc.constantFrom(...PARAMETER_NAMES, '__proto__', 'constructor'), anyJson, { maxKeys: 6 }),
    fc
      .tuple(
        fc.constantFrom(...Object.values(VALID).flat()),
        fc.dictionary(fc.constantFrom(...PARAMETER_NAMES), anyJson, { maxKeys: 1 }),
      )
      .map(([valid, extra]) => ({ ...extra, ...valid })),
  );
  const id = fc.oneof(
    fc.integer(),
    fc.string({ maxLength: 8 }),
    fc.constantFrom(0, -1, 2 ** 53, 1.5, null, true, ''),
  );
  /** 2026-07-28 header variants: mostly right, sometimes missing or wrong, so both paths are met. */
  const modernVariant = fc.constantFrom(
    'exact',
    'exact',
    'exact',
    'no-name',
    'no-method',
    'wrong-name',
    'no-accept',
    'json-only',
  );
  const envelope = fc.constantFrom<Record<string, unknown>>(
    ENVELOPE,
    ENVELOPE,
    { ...ENVELOPE, progressToken: 'p' },
    { ...ENVELOPE, 'io.modelcontextprotocol/logLevel': 'debug' },
    { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} },
    { ...ENVELOPE, 'io.modelcontextprotocol/clientInfo': 'me' },
    { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' },
  );

  it('fuzzed tools/call arguments, names and ids, on every revision, with header variants', async () => {
    let fastAnswers = 0;
    await fc.assert(
      fc.asyncProperty(
        toolName,
        fc.option(args, { nil: undefined }),
        id,
        fc.constantFrom<string | undefined>('modern', ...LEGACY_VERSIONS),
        modernVariant,
        envelope,
        fc.constantFrom('localhost:3000', 'wealth.example.org'),
        async (name, toolArgs, rpcId, revision, variant, meta, host) => {
          const params = { name, ...(toolArgs === undefined ? {} : { arguments: toolArgs }) };
          let raw: Raw;
          if (revision === 'modern') {
            const headers = modernHeaders('tools/call', name);
            if (variant === 'no-name') delete headers['mcp-name'];
            if (variant === 'no-method') delete headers['mcp-method'];
            if (variant === 'wrong-name') headers['mcp-name'] = `${name}x`;
            if (variant === 'no-accept') delete headers.accept;
            if (variant === 'json-only') headers.accept = 'application/json';
            raw = {
              headers,
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: rpcId,
                method: 'tools/call',
                params: { ...params, _meta: meta },
              }),
            };
          } else {
            raw = legacy(rpcId, 'tools/call', params, revision);
          }
          if ((await both({ ...raw, headers: { ...raw.headers, host } })) === 'fast-path') fastAnswers += 1;
        },
      ),
      fuzz(4000),
    );
    expect(fastAnswers).toBeGreaterThan(0);
  }, 300_000);

  it('fuzzed tools/list and ping: ids, params, revisions and headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('tools/list', 'ping', 'prompts/list', 'tools/call'),
        id,
        fc.constantFrom<string | undefined>('modern', ...LEGACY_VERSIONS),
        fc.constantFrom<Record<string, unknown> | undefined>(
          undefined,
          {},
          { cursor: 'x' },
          { cursor: 3 },
          { _meta: {} },
          { name: 'comparison' },
        ),
        modernVariant,
        async (method, rpcId, revision, params, variant) => {
          // ping on 2026-07-28 is a 404 the OpenAPI document does not list (see the refusals above).
          fc.pre(!(revision === 'modern' && method === 'ping'));
          let raw: Raw;
          if (revision === 'modern') {
            raw = modern(rpcId, method, params ?? {}, method === 'tools/call' ? 'comparison' : undefined);
            if (variant === 'no-method') delete raw.headers['mcp-method'];
            if (variant === 'no-accept') delete raw.headers.accept;
          } else {
            raw = legacy(rpcId, method, params, revision);
          }
          await both(raw);
        },
      ),
      fuzz(1000),
    );
  }, 300_000);

  it('the fast path answered most requests, and the SDK app never used it', () => {
    expect(answeredBy['fast-path']).toBeGreaterThan(answeredBy.sdk);
  });
});
