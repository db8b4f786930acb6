import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anyText, PARAMETER_NAMES } from '../fuzz/generators.ts';
import {
  exchange,
  pair as pairOf,
  type Raw,
  type Side,
  sameLogsAndMetrics,
  UUID,
} from '../support/differential.ts';
import { fuzz } from '../support/fuzz.ts';

/**
 * The REST fast path (src/rest/fast-path.ts, REST_FAST_PATH) against Fastify's general path: the same
 * raw requests go over real sockets to an app with the fast path on and to one with it off, and every
 * answer must be the same bytes (status line, every header in its order, body) but for `Date` and a
 * generated request id. Their access-log lines and their metrics must match too. The clock is frozen
 * (`Date` only), so rate-limit windows and their headers are the same on both. Each app counts the
 * requests Fastify's hooks saw, so the test also proves which requests the fast path took (it cannot
 * pass by always falling through).
 */

/** The two apps: the REST fast path on, and off. */
const pair = (env: Record<string, string> = {}) => pairOf('REST_FAST_PATH', env);
/** The metrics series of the route under test. */
const ROUTE = '/v1/';

/** The head with what differs between two answers to one request masked: Date, a generated request id. */
function comparable(raw: Raw): string {
  return `${raw.head.replace(/\r\nDate: [^\r]*/i, '\r\nDate: (masked)').replace(UUID, '(uuid)')}\r\n\r\n${raw.body.toString('latin1')}`;
}

interface Sent {
  method?: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

function wire({ method = 'GET', target, headers = {}, body = '' }: Sent): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1');
}

/**
 * Sends one request to both apps and expects the same bytes back. Returns whether the fast path took
 * it (Fastify on the fast side never saw it); Fastify on the other side must see every request it
 * answers.
 */
async function both([fast, slow]: [Side, Side], sent: Sent): Promise<{ fast: boolean; answer: Raw }> {
  const method = sent.method ?? 'GET';
  const [fastSeen, slowSeen] = [fast.seen, slow.seen];
  const a = await exchange(fast.port, wire(sent), method);
  const b = await exchange(slow.port, wire(sent), method);
  expect(comparable(a), `${method} ${sent.target} ${JSON.stringify(sent.headers ?? {})}`).toBe(comparable(b));
  expect(a.head).toMatch(/^HTTP\/1\.1 \d{3} /);
  return { fast: fast.seen === fastSeen && slow.seen > slowSeen, answer: a };
}

const COMPARISON = 'expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house';

/** Queries per route: successes, refusals, languages, an empty query. */
const QUERIES: Record<string, string[]> = {
  '/v1/durationOfDailySpend': ['wealth=1B&spend=1000', 'wealth=x&spend=1', ''],
  '/v1/heightOfMoneyStack': ['wealth=1T&typeOfMoney=usd_100_bill', 'wealth=%241M&typeOfMoney=nope'],
  '/v1/numberOfItems': [
    'wealth=%241B&typeOfItem=house',
    'wealth=1%2C5%20Mrd.%20%E2%82%AC&typeOfItem=house&lang=de',
    'wealth=1B&wealth=2B&typeOfItem=car',
  ],
  '/v1/growthOfCompoundInterest': ['wealth=1B&rate=0.05&frequency=12&period=20', 'wealth=1B&rate=2'],
  '/v1/comparison': [
    COMPARISON,
    'expression=durationOfDailySpend&wealthYours=50000&wealthTheirs=200B&spend=1000&lang=ja',
    'expression=nope',
  ],
  '/v1/expressions': ['', 'x=1'],
};

/** Targets the fast path must leave to Fastify, whatever it answers (a match elsewhere, 404, 414). */
const ODD_TARGETS = [
  '/v1/comparison/',
  '/v1/Comparison',
  '/v1//comparison',
  `/v1/comparison%3F${COMPARISON}`,
  '/v1/%65xpressions%2F',
  `/v1/comparison;${COMPARISON}`,
  `http://localhost/v1/comparison?${COMPARISON}`,
  '/v1',
  '/v1/',
  '/v1/nothing?wealth=1B',
  '/v1/expressions/',
  `/v1/comparison?${'x'.repeat(8200)}`,
  '*',
];

/** Targets the fast path takes, split by Fastify's router rules (`?` or `#` ends the path). */
const EDGE_TARGETS = [
  `/v1/comparison#${COMPARISON}`,
  `/v1/comparison?${COMPARISON}#x=1`,
  '/v1/comparison?',
  '/v1/comparison#',
  `/v1/numberOfItems?wealth=1B&typeOfItem=house&x=${'y'.repeat(8100)}`,
];

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('the REST fast path answers as Fastify does', () => {
  let apps: [Side, Side];
  beforeAll(async () => {
    apps = await pair();
  });
  afterAll(async () => {
    for (const s of apps) await s.app.close();
  });

  it('every route, GET and HEAD, computed then cached, with conditional requests: by the fast path', async () => {
    for (const [path, queries] of Object.entries(QUERIES)) {
      for (const query of queries) {
        // A fraction of a second on, so that the rate-limit resets (rounded down, and up) differ.
        vi.setSystemTime(Date.now() + 1_234);
        const target = query === '' ? path : `${path}?${query}`;
        const first = await both(apps, { target });
        expect(first.fast, target).toBe(true);
        const tag = /\r\netag: ("[^"\r]*")/i.exec(first.answer.head)?.[1];
        const variants: Record<string, string>[] = [
          {},
          { 'x-request-id': 'client-chosen.id_1' },
          { 'x-request-id': 'not sane' },
          { origin: 'https://elsewhere.example', accept: 'application/json' },
          { 'content-length': '0' },
          { 'if-none-match': '"nope"' },
          { 'if-none-match': '*' },
          { 'if-match': '"nope"' },
          { 'if-match': '*' },
        ];
        if (tag !== undefined) {
          variants.push(
            { 'if-none-match': tag },
            { 'if-none-match': `W/${tag}` },
            { 'if-none-match': `"a", ${tag}` },
            { 'if-match': tag },
            { 'if-match': `W/${tag}` },
            { 'if-match': '"nope"', 'if-none-match': tag },
            { 'if-match': tag, 'if-none-match': tag },
          );
        }
        for (const method of ['GET', 'HEAD']) {
          for (const headers of variants) {
            expect((await both(apps, { method, target, headers })).fast, target).toBe(true);
          }
        }
      }
    }
    await sameLogsAndMetrics(apps, ROUTE);
  });

  it('targets split as Fastify splits them: by the fast path', async () => {
    for (const target of EDGE_TARGETS) {
      for (const method of ['GET', 'HEAD']) {
        expect((await both(apps, { method, target })).fast, target).toBe(true);
      }
    }
  });

  it('odd targets, other methods, bodies and preflights: left to Fastify, with the same answers', async () => {
    for (const target of ODD_TARGETS) {
      for (const method of ['GET', 'HEAD']) {
        expect((await both(apps, { method, target })).fast, target).toBe(false);
      }
    }
    const target = `/v1/comparison?${COMPARISON}`;
    const cases: Sent[] = [
      { method: 'OPTIONS', target, headers: { origin: 'https://a.example' } },
      {
        method: 'OPTIONS',
        target: '/v1/expressions',
        headers: { 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-request-id' },
      },
      { method: 'OPTIONS', target, headers: { 'access-control-request-headers': 'bad header!' } },
      {
        method: 'POST',
        target,
        headers: { 'content-type': 'application/json', 'content-length': '2' },
        body: '{}',
      },
      { method: 'PUT', target },
      { method: 'DELETE', target: '/v1/expressions' },
      { method: 'PATCH', target },
      { method: 'GET', target, headers: { 'content-length': '3' }, body: 'abc' },
      { method: 'GET', target, headers: { 'transfer-encoding': 'chunked' }, body: '3\r\nabc\r\n0\r\n\r\n' },
      { method: 'HEAD', target, headers: { 'content-length': '1' }, body: 'a' },
      { method: 'GET', target, headers: { 'accept-version': '1.0.0' } },
    ];
    for (const sent of cases) expect((await both(apps, sent)).fast, JSON.stringify(sent)).toBe(false);
    // The forwarded address is not believed here (no TRUST_PROXY): the fast path takes it.
    expect((await both(apps, { target, headers: { 'x-forwarded-for': '203.0.113.9' } })).fast).toBe(true);
    await sameLogsAndMetrics(apps, ROUTE);
  });

  /** Random queries as the REST fuzzer makes them (test/fuzz/rest.fuzz.test.ts), on every route. */
  const value = fc.oneof(anyText, fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String));
  const encoded = (text: string, how: string) => {
    if (how === 'encoded') return encodeURIComponent(text);
    const ascii = encodeURI(text).replace(/[#&=?]/g, encodeURIComponent);
    return how === 'raw' ? ascii.replaceAll('%25', '%') : `${ascii}%${ascii.length % 2 ? 'G' : 'E2%8'}`;
  };
  const query = fc
    .array(
      fc.tuple(fc.constantFrom(...PARAMETER_NAMES, ''), value, fc.constantFrom('encoded', 'raw', 'broken')),
      { maxLength: 8 },
    )
    .map((pairs) => pairs.map(([name, v, how]) => `${name}=${encoded(v, how)}`).join('&'));

  it('fuzzed queries on every route, GET and HEAD, each sent twice (computed, then cached)', async () => {
    let fastAnswers = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(QUERIES)),
        query,
        fc.constantFrom('GET', 'HEAD'),
        fc.constantFrom<Record<string, string>>({}, { 'if-none-match': '*' }, { 'if-match': '"x"' }),
        async (path, q, method, headers) => {
          for (let time = 0; time < 2; time++) {
            const { fast } = await both(apps, { method, target: `${path}?${q}`, headers });
            expect(fast).toBe(true);
            fastAnswers += 1;
          }
        },
      ),
      fuzz(1500),
    );
    expect(fastAnswers).toBeGreaterThan(0);
    await sameLogsAndMetrics(apps, ROUTE);
  }, 300_000);
});

describe('rate limits on the fast path', () => {
  let apps: [Side, Side];
  beforeAll(async () => {
    apps = await pair({ REST_RATE_LIMIT: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(async () => {
    for (const s of apps) await s.app.close();
  });

  it('the same headers, then the same 429s, then a new window', async () => {
    const targets = [`/v1/comparison?${COMPARISON}`, '/v1/expressions', '/v1/numberOfItems?wealth=x'];
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) {
        const method = i % 2 === 0 ? 'GET' : 'HEAD';
        vi.setSystemTime(Date.now() + 700);
        const { fast, answer } = await both(apps, { method, target: targets[i % 3] as string });
        expect(fast).toBe(true);
        statuses.push(Number(answer.head.slice(9, 12)));
      }
      // Unknown /v1 paths and refused methods spend the same budget on Fastify's path.
      expect((await both(apps, { target: '/v1/nothing' })).fast).toBe(false);
      expect((await both(apps, { method: 'POST', target: '/v1/expressions' })).fast).toBe(false);
      vi.setSystemTime(Date.now() + 61_000);
    }
    expect(statuses).toEqual([200, 200, 400, 429, 429, 200, 200, 400, 429, 429]);
    await sameLogsAndMetrics(apps, ROUTE);
  });
});

describe('behind a trusted proxy', () => {
  let apps: [Side, Side];
  beforeAll(async () => {
    apps = await pair({ TRUST_PROXY: '1', REST_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    for (const s of apps) await s.app.close();
  });

  it('a forwarded address goes to Fastify, which counts it as its own client; others take the fast path', async () => {
    const target = `/v1/comparison?${COMPARISON}`;
    for (let i = 0; i < 3; i++) {
      expect((await both(apps, { target, headers: { 'x-forwarded-for': '203.0.113.9' } })).fast).toBe(false);
      expect((await both(apps, { target })).fast).toBe(true);
    }
    await sameLogsAndMetrics(apps, ROUTE);
  });
});
