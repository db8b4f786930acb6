import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anyJson, anyText, PARAMETER_NAMES } from '../fuzz/generators.ts';
import {
  exchange,
  pair as pairOf,
  type Raw,
  type Side,
  sameLogsAndMetrics,
  UUID,
} from '../support/differential.ts';
import { fuzz } from '../support/fuzz.ts';
import { BASE, LEGACY_VERSIONS, legacy, MODERN, modern, modernHeaders, TOOLS } from './support.ts';

/**
 * The MCP fast path before Fastify (src/mcp/pre-route.ts, MCP_FAST_PATH) against Fastify's route: the
 * same raw requests go over real sockets to an app with it on and to one with it off, and every
 * answer must be the same bytes (status line, every header in its order, body) but for `Date` and a
 * generated request id. Their access-log lines and their metrics must match too. The clock is frozen
 * (`Date` only), so rate-limit windows and their headers are the same on both. Each app counts the
 * requests Fastify's hooks saw, so the test also proves which requests the fast path took, and that
 * those it began to read and then left to Fastify (another method, a batch, broken JSON) were
 * answered by Fastify as if it had read them itself.
 */

/** The two apps: the MCP fast path before Fastify on, and off. */
const pair = (env: Record<string, string> = {}) => pairOf('MCP_FAST_PATH', env);
/** The metrics series of the route under test. */
const ROUTE = '/mcp"';

/**
 * An answer with what differs between two answers to one request masked: Date, a generated request
 * id (everywhere: an interim 100 Continue, or a second answer on the connection, puts heads after the
 * first; no body here holds a UUID of its own).
 */
function comparable(raw: Raw): string {
  return `${raw.head}\r\n\r\n${raw.body.toString('latin1')}`
    .replace(/\r\nDate: [^\r]*/gi, '\r\nDate: (masked)')
    .replace(UUID, '(uuid)');
}

interface Sent {
  method?: string;
  target?: string;
  /** Header lines in order; Host comes first unless `host` says otherwise. */
  headers?: Record<string, string>;
  body?: string;
  /** The Content-Length sent: by default the body's length when there is a body; null for none. */
  length?: number | null;
  /** The Host header: localhost by default; null for none. */
  host?: string | null;
  version?: string;
}

function wire({
  method = 'POST',
  target = '/mcp',
  headers = {},
  body = '',
  length,
  host = 'localhost',
  version = '1.1',
}: Sent): Buffer {
  const lines = [`${method} ${target} HTTP/${version}`];
  if (host !== null) lines.push(`Host: ${host}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const bytes = Buffer.from(body, 'utf8');
  const chunked = Object.keys(headers).some((name) => name.toLowerCase() === 'transfer-encoding');
  const sentLength = length === undefined ? (bytes.length > 0 && !chunked ? bytes.length : null) : length;
  if (sentLength !== null) lines.push(`Content-Length: ${sentLength}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}

function label(sent: Sent): string {
  return `${sent.method ?? 'POST'} ${sent.target ?? '/mcp'} ${JSON.stringify(sent.headers ?? {})} ${(sent.body ?? '').slice(0, 300)}`;
}

/**
 * Sends one request to both apps and expects the same bytes back. Returns whether the fast path took
 * it (Fastify on the fast side never saw it, while on the other side it saw it).
 */
async function both([fast, slow]: [Side, Side], sent: Sent): Promise<{ fast: boolean; answer: Raw }> {
  const method = sent.method ?? 'POST';
  const [fastSeen, slowSeen] = [fast.seen, slow.seen];
  const a = await exchange(fast.port, wire(sent), method);
  const b = await exchange(slow.port, wire(sent), method);
  expect(comparable(a), label(sent)).toBe(comparable(b));
  expect(a.head, label(sent)).toMatch(/^HTTP\/1\.[01] \d{3} /);
  await vi.waitFor(() => expect(slow.seen).toBeGreaterThan(slowSeen));
  return { fast: fast.seen === fastSeen, answer: a };
}

/** Arguments that succeed, per tool (the comparison once per expression, so every link shape is met). */
const VALID: Record<(typeof TOOLS)[number], Record<string, unknown>[]> = {
  duration_of_daily_spend: [
    { wealth: '1B', spend: '1000' },
    { wealth: '¥1B', spend: '€1000' },
  ],
  height_of_money_stack: [
    { wealth: 1e12, typeOfMoney: 'usd_1_coin' },
    { wealth: '£1M', typeOfMoney: 'eur_1_coin' },
  ],
  number_of_items: [
    { wealth: '€2,5M', typeOfItem: 'house' },
    { wealth: '1,5 Mrd. €', typeOfItem: 'house', lang: 'de' },
    { wealth: '1億円', typeOfItem: 'car', lang: 'ja' },
  ],
  growth_of_compound_interest: [{ wealth: '1B', rate: 0.05, frequency: 12, period: '20' }],
  comparison: [
    { expression: 'numberOfItems', wealthYours: '100K', wealthTheirs: '1T', typeOfItem: 'house' },
    { expression: 'durationOfDailySpend', wealthYours: 50_000, wealthTheirs: '$200B', spend: '1,000' },
    { expression: 'heightOfMoneyStack', wealthYours: '1M', wealthTheirs: 1e21, typeOfMoney: 'usd_100_bill' },
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

/** The same request with headers added (or replaced: the same name, any case). */
function withHeaders(sent: Sent, extra: Record<string, string>): Sent {
  const lower = new Set(Object.keys(extra).map((name) => name.toLowerCase()));
  const kept = Object.entries(sent.headers ?? {}).filter(([name]) => !lower.has(name.toLowerCase()));
  return { ...sent, headers: { ...Object.fromEntries(kept), ...extra } };
}

function without(sent: Sent, name: string): Sent {
  return {
    ...sent,
    headers: Object.fromEntries(Object.entries(sent.headers ?? {}).filter(([n]) => n !== name)),
  };
}

/** Moves the frozen clock a fraction of a second on, so that rate-limit resets (rounded down, and up) differ. */
function tick(ms = 1_234): void {
  vi.setSystemTime(Date.now() + ms);
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('the MCP fast path answers before Fastify as Fastify does', () => {
  let apps: [Side, Side];
  beforeAll(async () => {
    apps = await pair();
  });
  afterAll(async () => {
    for (const s of apps) await s.app.close();
  });

  it('every tool, valid and invalid, on every revision served: by the fast path', async () => {
    for (const name of TOOLS) {
      for (const args of [...VALID[name], {}, { wealth: 'x', wealthYours: 'x', expression: 'nope' }]) {
        tick();
        const call = { name, arguments: args };
        expect((await both(apps, modern(7, 'tools/call', call, name))).fast, name).toBe(true);
        for (const version of LEGACY_VERSIONS) {
          expect((await both(apps, legacy('seven', 'tools/call', call, version))).fast, name).toBe(true);
        }
      }
      expect((await both(apps, modern(1, 'tools/call', { name }, name))).fast).toBe(true);
      expect((await both(apps, legacy(1, 'tools/call', { name }))).fast).toBe(true);
    }
    await sameLogsAndMetrics(apps, ROUTE);
  });

  it('tools/list on every revision, ping on 2025, unknown tools: by the fast path', async () => {
    expect((await both(apps, modern(1, 'tools/list'))).fast).toBe(true);
    for (const version of LEGACY_VERSIONS) {
      expect((await both(apps, legacy(2, 'tools/list', undefined, version))).fast).toBe(true);
      expect((await both(apps, legacy(3, 'ping', undefined, version))).fast).toBe(true);
    }
    expect((await both(apps, modern(4, 'tools/call', { name: 'nope' }, 'nope'))).fast).toBe(true);
    expect((await both(apps, legacy(4, 'tools/call', { name: 'x'.repeat(400) }))).fast).toBe(true);
    await sameLogsAndMetrics(apps, ROUTE);
  });

  it('header variants the fast path takes: request ids, Origin, Host, Accept, Content-Type, Connection', async () => {
    const call = { name: 'comparison', arguments: VALID.comparison[0] };
    const requests = [
      modern(1, 'tools/call', call, 'comparison'),
      legacy(1, 'tools/call', call, '2025-11-25'),
    ];
    const variants: Sent[] = [];
    for (const sent of requests) {
      variants.push(
        withHeaders(sent, { 'x-request-id': 'client-chosen.id_1' }),
        withHeaders(sent, { 'x-request-id': 'not sane' }),
        withHeaders(sent, { origin: 'https://elsewhere.example' }),
        withHeaders(sent, { origin: 'null' }),
        withHeaders(sent, { 'content-type': 'application/json; charset=utf-8' }),
        withHeaders(sent, { 'content-type': 'Application/JSON' }),
        withHeaders(sent, { 'content-type': 'application/json;charset=UTF-8' }),
        withHeaders(sent, { accept: 'text/event-stream, application/json' }),
        withHeaders(sent, { accept: 'application/json, text/event-stream;q=0.5' }),
        withHeaders(sent, { connection: 'close' }),
        withHeaders(sent, { 'mcp-session-id': 'abc' }),
        withHeaders(sent, { 'last-event-id': '1' }),
        withHeaders(sent, { authorization: 'Bearer x' }),
        { ...sent, version: '1.0' },
      );
      // Links follow the Host a request came to, as the SDK path builds them.
      for (const host of [
        'wealth.example.org',
        'Example.COM:80',
        'localhost:3000',
        '[::1]:8080',
        'a/b',
        '',
        'x:0',
      ]) {
        variants.push({ ...sent, host });
      }
      variants.push({ ...sent, host: null });
    }
    // 2026-07-28 answers in JSON, whatever the client accepts.
    variants.push(
      without(requests[0] as Sent, 'accept'),
      withHeaders(requests[0] as Sent, { accept: 'application/json' }),
    );
    for (const sent of variants) expect((await both(apps, sent)).fast, label(sent)).toBe(true);
    await sameLogsAndMetrics(apps, ROUTE);
  });

  it('requests it reads and then leaves to Fastify: the same answers, the budget spent once', async () => {
    const good = modern(
      9,
      'tools/call',
      { name: 'number_of_items', arguments: VALID.number_of_items[0] },
      'number_of_items',
    );
    const cases: Sent[] = [
      // The 2026-07-28 header rung: missing, mismatched, encoded headers.
      without(good, 'mcp-method'),
      without(good, 'mcp-name'),
      without(good, 'mcp-protocol-version'),
      withHeaders(good, { 'mcp-name': 'comparison' }),
      withHeaders(good, { 'mcp-method': 'tools/list' }),
      withHeaders(good, { 'mcp-name': '=?base64?bnVtYmVyX29mX2l0ZW1z?=' }),
      withHeaders(good, { 'mcp-protocol-version': '2025-11-25' }),
      withHeaders(good, { 'mcp-protocol-version': '2099-01-01' }),
      withHeaders(legacy(1, 'tools/list'), { accept: 'application/json' }),
      withHeaders(legacy(1, 'tools/list'), { accept: 'text/event-stream' }),
      legacy(1, 'tools/list', undefined, '2023-01-01'),
      legacy(1, 'tools/list', undefined, MODERN),
      // Other methods and shapes.
      modern(1, 'server/discover'),
      legacy(1, 'initialize', {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 'x', version: '1' },
      }),
      legacy(1, 'prompts/list'),
      modern(1, 'prompts/list'),
      legacy(1, 'resources/list'),
      legacy(1, 'tools/list', { cursor: 'abc' }),
      modern(1, 'tools/list', { cursor: 3 }),
      legacy(1, 'tools/call', { name: 'comparison', arguments: [] }),
      legacy(1, 'tools/call', { name: 'constructor' }),
      { headers: BASE, body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' },
      { headers: BASE, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
      { headers: BASE, body: '{"jsonrpc":"2.0","id":null,"method":"tools/list"}' },
      { headers: BASE, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list","extra":true}' },
      // Batches (JSON-RPC batches left MCP in 2025-06-18: refused with 400).
      { headers: BASE, body: '[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]' },
      { headers: BASE, body: '[]' },
      // Malformed JSON, and bodies that are not JSON at all.
      { headers: BASE, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"' },
      { headers: BASE, body: ' ' },
      { headers: BASE, body: 'null' },
      { headers: BASE, body: '"tools/list"' },
      { headers: BASE, body: '\u00ff\u00fe' },
    ];
    // Not UTF-8: the bytes are decoded as Fastify decodes them.
    const bad = wire({ headers: BASE, body: '' });
    for (const sent of cases) {
      tick(300);
      expect((await both(apps, sent)).fast, label(sent)).toBe(false);
    }
    const [fast, slow] = apps;
    const raw = Buffer.concat([
      bad.subarray(0, bad.length - 2),
      Buffer.from('Content-Length: 4\r\n\r\n', 'latin1'),
      Buffer.from([0x7b, 0xff, 0xc3, 0x7d]),
    ]);
    const a = await exchange(fast.port, raw, 'POST');
    const b = await exchange(slow.port, raw, 'POST');
    expect(comparable(a)).toBe(comparable(b));
    await sameLogsAndMetrics(apps, ROUTE);
  });

  it('what the headers alone leave to Fastify: other methods and targets, bodies it does not read', async () => {
    const good = legacy(1, 'tools/call', { name: 'comparison', arguments: VALID.comparison[0] });
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'comparison', arguments: { ...VALID.comparison[0], extra: 'x'.repeat(70_000) } },
    });
    const cases: Sent[] = [
      { method: 'GET', headers: { accept: 'text/event-stream' } },
      { method: 'GET' },
      { method: 'HEAD' },
      { method: 'DELETE', headers: { 'mcp-session-id': 'abc' } },
      { method: 'PUT', ...good },
      { method: 'PATCH', ...good },
      {
        method: 'OPTIONS',
        headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' },
      },
      { method: 'TRACE' },
      { ...good, target: '/mcp?x=1' },
      { ...good, target: '/mcp/' },
      { ...good, target: '/MCP' },
      { ...good, target: 'http://localhost/mcp' },
      // Media types the fast path does not read.
      withHeaders(good, { 'content-type': 'text/plain' }),
      withHeaders(good, { 'content-type': 'application/json-seq' }),
      withHeaders(good, { 'content-type': 'application/json; charset=latin1' }),
      without(good, 'content-type'),
      // Bodies: none, empty, chunked, over the limit.
      { headers: BASE },
      { headers: BASE, length: 0 },
      { ...good, headers: { ...BASE, 'transfer-encoding': 'chunked' }, body: chunked(good.body as string) },
      { headers: BASE, body: big },
      withHeaders(good, { expect: '100-continue' }),
      // A malformed revision header is refused by the route before anything is read.
      withHeaders(good, { 'mcp-protocol-version': 'not a version!' }),
    ];
    for (const sent of cases) {
      tick(300);
      expect((await both(apps, sent)).fast, label(sent)).toBe(false);
    }
    await sameLogsAndMetrics(apps, ROUTE);
  }, 120_000);

  it('a body of exactly the limit is taken; one byte more is refused by Fastify', async () => {
    const call = legacy(1, 'tools/call', { name: 'comparison', arguments: VALID.comparison[0] });
    const padded = (size: number) =>
      `${call.body}${' '.repeat(size - Buffer.byteLength(call.body as string))}`;
    expect((await both(apps, { ...call, body: padded(64 * 1024) })).fast).toBe(true);
    expect((await both(apps, { ...call, body: padded(64 * 1024 + 1) })).fast).toBe(false);
    await sameLogsAndMetrics(apps, ROUTE);
  });

  it('clients that leave mid-body, and two requests on one connection: the same answers, logs and metrics', async () => {
    const call = wire(legacy(1, 'tools/call', { name: 'comparison', arguments: VALID.comparison[0] }));
    const [fast, slow] = apps;
    for (const cut of [call.length - 5, call.length - 1]) {
      await exchange(fast.port, call, 'POST', cut);
      await exchange(slow.port, call, 'POST', cut);
    }
    // Two requests on one connection, the second closing it.
    const second = wire(withHeaders(modern(2, 'tools/list'), { connection: 'close' }));
    const a = await exchange(fast.port, Buffer.concat([call, second]), 'POST');
    const b = await exchange(slow.port, Buffer.concat([call, second]), 'POST');
    expect(comparable(a)).toBe(comparable(b));
    await sameLogsAndMetrics(apps, ROUTE);
  });

  /** Random tool calls as the MCP fuzzer makes them (test/fuzz/mcp.fuzz.test.ts), on every revision. */
  const toolName = fc.oneof(
    { arbitrary: fc.constantFrom(...TOOLS), weight: 8 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
    { arbitrary: fc.constantFrom('constructor', '__proto__', ' comparison', '=?base64?eA==?='), weight: 1 },
  );
  const args = fc.oneof(
    fc.dictionary(fc.constantFrom(...PARAMETER_NAMES, '__proto__'), anyJson, { maxKeys: 6 }),
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
    fc.constantFrom(0, -1, 2 ** 53, 1.5, null, ''),
  );

  it('fuzzed tools/call arguments, names and ids, on every revision, with header variants', async () => {
    let fastAnswers = 0;
    await fc.assert(
      fc.asyncProperty(
        toolName,
        fc.option(args, { nil: undefined }),
        id,
        fc.constantFrom<string | undefined>('modern', ...LEGACY_VERSIONS),
        fc.constantFrom('exact', 'exact', 'exact', 'no-name', 'wrong-name', 'json-only'),
        fc.constantFrom('localhost:3000', 'wealth.example.org'),
        async (name, toolArgs, rpcId, revision, variant, host) => {
          const params = { name, ...(toolArgs === undefined ? {} : { arguments: toolArgs }) };
          let sent: Sent;
          if (revision === 'modern') {
            sent = modern(rpcId, 'tools/call', params, name);
            if (variant === 'no-name') sent = without(sent, 'mcp-name');
            if (variant === 'wrong-name') sent = withHeaders(sent, { 'mcp-name': `${name}x` });
            if (variant === 'json-only') sent = withHeaders(sent, { accept: 'application/json' });
          } else {
            sent = legacy(rpcId, 'tools/call', params, revision);
          }
          if ((await both(apps, { ...sent, host })).fast) fastAnswers += 1;
        },
      ),
      fuzz(1500),
    );
    expect(fastAnswers).toBeGreaterThan(0);
    await sameLogsAndMetrics(apps, ROUTE);
  }, 300_000);

  it('fuzzed bodies: any JSON, any text, under JSON headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyJson.map((value) => JSON.stringify(value) ?? 'null'),
          anyText,
        ),
        fc.boolean(),
        async (body, modernHeadersToo) => {
          fc.pre(Buffer.byteLength(body) > 0);
          const headers = modernHeadersToo ? modernHeaders('tools/call', 'comparison') : BASE;
          await both(apps, { headers, body });
        },
      ),
      fuzz(300),
    );
    await sameLogsAndMetrics(apps, ROUTE);
  }, 300_000);
});

/** A body in chunked transfer coding, in two chunks. */
function chunked(body: string): string {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const part = (b: Buffer) => `${b.length.toString(16)}\r\n${b.toString('latin1')}\r\n`;
  return Buffer.from(
    `${part(bytes.subarray(0, half))}${part(bytes.subarray(half))}0\r\n\r\n`,
    'latin1',
  ).toString();
}

describe('rate limits on the MCP fast path', () => {
  let apps: [Side, Side];
  beforeAll(async () => {
    apps = await pair({ MCP_RATE_LIMIT: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(async () => {
    for (const s of apps) await s.app.close();
  });

  it('the same headers, then the same 429s (taken or not), then a new window', async () => {
    const call = modern(
      1,
      'tools/call',
      { name: 'comparison', arguments: VALID.comparison[0] },
      'comparison',
    );
    const list = legacy(2, 'tools/list', undefined, '2025-11-25');
    const prompts = legacy(3, 'prompts/list');
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      tick(700);
      const first = await both(apps, call);
      expect(first.fast).toBe(true);
      // Read, left to Fastify, and counted once.
      tick(700);
      expect((await both(apps, prompts)).fast).toBe(false);
      tick(700);
      expect((await both(apps, list)).fast).toBe(true);
      // Over the budget: refused before the body is read, as Fastify refuses it.
      for (const sent of [call, list, prompts]) {
        tick(700);
        const { fast, answer } = await both(apps, sent);
        expect(fast).toBe(true);
        statuses.push(Number(answer.head.slice(9, 12)));
      }
      // Other methods spend the same budget on Fastify's path.
      expect((await both(apps, { method: 'GET' })).fast).toBe(false);
      statuses.push(Number(first.answer.head.slice(9, 12)));
      vi.setSystemTime(Date.now() + 61_000);
    }
    expect(statuses).toEqual([429, 429, 429, 200, 429, 429, 429, 200]);
    await sameLogsAndMetrics(apps, ROUTE);
  });
});

describe('behind a trusted proxy, and with PUBLIC_URL', () => {
  let apps: [Side, Side];
  beforeAll(async () => {
    apps = await pair({ TRUST_PROXY: '1', MCP_RATE_LIMIT: '4', PUBLIC_URL: 'https://wealth.example.org' });
  });
  afterAll(async () => {
    for (const s of apps) await s.app.close();
  });

  it('forwarded headers go to Fastify, which counts the forwarded client on its own; others take the fast path', async () => {
    const call = legacy(
      1,
      'tools/call',
      { name: 'comparison', arguments: VALID.comparison[0] },
      '2025-11-25',
    );
    for (let i = 0; i < 3; i++) {
      tick(500);
      for (const header of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto']) {
        const value =
          header === 'x-forwarded-for'
            ? '203.0.113.9'
            : header === 'x-forwarded-host'
              ? 'a.example'
              : 'https';
        expect((await both(apps, withHeaders(call, { [header]: value }))).fast, header).toBe(false);
      }
      expect((await both(apps, call)).fast).toBe(true);
    }
    await sameLogsAndMetrics(apps, ROUTE);
  });
});
