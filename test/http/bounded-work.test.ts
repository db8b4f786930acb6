import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { makeApp } from '../support/app.ts';
import { fuzz, fuzzRuns } from '../support/fuzz.ts';

/** A REST answer is a few short sentences; no input may make it larger than this. */
const MAX_REST_BODY = 4096;
/** An MCP answer carries the same data twice (text and structured) plus the JSON-RPC frame. */
const MAX_MCP_BODY = 12_288;

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await makeApp();
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

/** A valid request for each operation (the comparison through each expression), built from the registry. */
const VALID: Record<string, Record<string, string>> = {
  durationOfDailySpend: { wealth: '1B', spend: '1000' },
  heightOfMoneyStack: { wealth: '1T', typeOfMoney: 'usd_1_coin' },
  numberOfItems: { wealth: '1T', typeOfItem: 'house' },
  growthOfCompoundInterest: { wealth: '1B', rate: '0.01', frequency: '1', period: '20' },
};
const BASES = [
  ...Object.entries(VALID).map(([name, query]) => ({ name, tool: toolOf(name), query })),
  ...Object.entries(VALID).map(([expression, { wealth, ...own }]) => ({
    name: 'comparison',
    tool: 'comparison',
    query: { expression, wealthYours: wealth as string, wealthTheirs: '1000000000Q', ...own },
  })),
];

function toolOf(name: string): string {
  return OPERATIONS.find((operation) => operation.name === name)?.tool as string;
}

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Numbers an attacker sends: huge and tiny exponents, long digit runs, tiny fractions, edge spellings. */
const hostile = fc.oneof(
  fc
    .tuple(digits(1, 30), fc.constantFrom('e', 'E', 'e-', 'e+', 'E-'), digits(1, 90))
    .map(([mantissa, e, exponent]) => `${mantissa}${e}${exponent}`),
  fc.tuple(fc.constantFrom('0.', '.', '-0.', '1.'), digits(0, 4000)).map(([head, tail]) => `${head}${tail}1`),
  digits(1, 4000),
  fc.constantFrom(
    '1e-100000000',
    '1e-999999999999',
    `1e-${'9'.repeat(98)}`,
    `1e${'9'.repeat(98)}`,
    '0e999999999',
    '9.999999999999999999999999999999999999e-1',
    '99.99999999999999999999999999999',
    '1000000000Q',
    '1e24',
    `${'9'.repeat(100)}`,
    `$${'1,000'.repeat(20)}`,
  ),
);

describe('no request can make the service do unbounded work (issue 11, finding 1)', () => {
  it('the growth sentence names a tiny rate or period without writing it out, on REST and in the comparison', async () => {
    for (const [param, value] of [
      ['rate', '1e-100000000'],
      ['rate', '1e-999999999999'],
      ['period', '1e-100000000'],
    ] as const) {
      const growth = { ...VALID.growthOfCompoundInterest, [param]: value };
      const alone = await app.inject(`/v1/growthOfCompoundInterest?${new URLSearchParams(growth)}`);
      expect(alone.statusCode).toBe(200);
      expect(alone.body.length).toBeLessThan(MAX_REST_BODY);
      const { sentence } = alone.json().data;
      expect(sentence).toContain(
        param === 'rate' ? 'less than 0.001% interest' : 'over less than 0.01 years',
      );
      const compared = await app.inject(
        `/v1/comparison?${new URLSearchParams({ expression: 'growthOfCompoundInterest', wealthYours: '1B', wealthTheirs: '2B', ...growth })}`,
      );
      expect(compared.statusCode).toBe(200);
      expect(compared.json().data.resultYours.sentence).toBe(sentence);
    }
  });

  it('rates and periods are echoed rounded as a person writes them, never as their bound', async () => {
    const cases = [
      ['0.333333333333333333333333333', '33.333333333333333', 'With 33.333% interest', 'over 33.33 years!'],
      ['0.0125', '7.5', 'With 1.25% interest', 'over 7.5 years!'],
      ['0.99999999', '99.9999999', 'With almost 100% interest', 'over almost 100 years!'],
      ['0.000004', '0.004', 'With less than 0.001% interest', 'over less than 0.01 years!'],
      ['0.000005', '0.005', 'With 0.001% interest', 'over 0.01 years!'],
    ];
    for (const [rate, period, opening, ending] of cases) {
      const response = await app.inject(
        `/v1/growthOfCompoundInterest?wealth=1B&frequency=12&rate=${rate}&period=${period}`,
      );
      const { sentence } = response.json().data;
      expect(sentence.startsWith(opening as string), sentence).toBe(true);
      expect(sentence.endsWith(ending as string), sentence).toBe(true);
    }
  });

  it('MCP growth_of_compound_interest answers a tiny rate and period in bounded size', async () => {
    for (const args of [
      { rate: '1e-100000000', period: '10' },
      { rate: '0.05', period: '1e-999999999999' },
      { rate: 1e-300, period: 5e-324 },
    ]) {
      const response = await callTool('growth_of_compound_interest', {
        wealth: '1B',
        frequency: '1',
        ...args,
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text.length).toBeLessThan(MAX_MCP_BODY);
      expect(text).toContain('less than $0.01');
    }
  });

  it(`random hostile values in every parameter of every route: a small 200 or 400, never more (${fuzzRuns(3000)} runs)`, async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BASES),
        fc.array(hostile, { minLength: 1, maxLength: 3 }),
        fc.nat(),
        async (base, values, pick) => {
          const names = Object.keys(base.query);
          const query: Record<string, string> = { ...base.query };
          values.forEach((value, i) => {
            query[names[(pick + i) % names.length] as string] = value;
          });
          const target = `/v1/${base.name}?${new URLSearchParams(query)}`;
          if (target.length > 8192) return;
          const response = await app.inject(target);
          seen.add(response.statusCode);
          expect([200, 400]).toContain(response.statusCode);
          expect(response.body.length).toBeLessThan(MAX_REST_BODY);
        },
      ),
      fuzz(3000),
    );
    expect([...seen].sort()).toEqual([200, 400]);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  }, 300_000);

  it(`random hostile values in every argument of every MCP tool: a bounded tool result (${fuzzRuns(300)} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BASES), hostile, fc.nat(), async (base, value, pick) => {
        const names = Object.keys(base.query);
        const args = { ...base.query, [names[pick % names.length] as string]: value };
        const response = await callTool(base.tool, args);
        expect(response.status).toBe(200);
        expect((await response.text()).length).toBeLessThan(MAX_MCP_BODY);
      }),
      fuzz(300),
    );
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  }, 300_000);
});

/** One stateless 2025-11-25 tools/call over the real port (no initialize needed), on a connection of its own. */
function callTool(name: string, args: Record<string, unknown>): Promise<Response> {
  return fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      // A connection per call: a kept-alive one can be closed by the server (5 s idle) just as the
      // next call is sent on it, which a loaded machine makes likely (ECONNRESET).
      connection: 'close',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
}
