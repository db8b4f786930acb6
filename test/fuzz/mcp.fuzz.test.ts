import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../support/app.ts';
import { fuzz, fuzzRuns } from '../support/fuzz.ts';
import { anyJson, PARAMETER_NAMES } from './generators.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const TOOLS = [
  'duration_of_daily_spend',
  'height_of_money_stack',
  'number_of_items',
  'growth_of_compound_interest',
  'comparison',
];

const randomArgs = fc.dictionary(fc.constantFrom(...PARAMETER_NAMES), anyJson, { maxKeys: 6 });
/** Valid arguments for every tool, with a random extra, so that successes are reached at any run count. */
const validArgs = fc
  .tuple(
    fc.constantFrom(
      { wealth: '1B', spend: '1000' },
      { wealth: '1T', typeOfMoney: 'usd_1_coin' },
      { wealth: '1T', typeOfItem: 'house' },
      { wealth: '1B', rate: 0.05, frequency: 12, period: '20' },
    ),
    fc.dictionary(fc.constantFrom(...PARAMETER_NAMES), anyJson, { maxKeys: 1 }),
  )
  .map(([valid, extra]) => ({ ...extra, ...valid }));
const args = fc.oneof({ arbitrary: randomArgs, weight: 1 }, { arbitrary: validArgs, weight: 1 });

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'fuzz', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

const MESSAGE =
  /^((Wealth|Your Wealth|Their Wealth|Spend|Type Of Money|Type Of Item|Rate|Frequency|Period|Expression) (Missing|Malformed|Invalid|Not-a-Number|Zero|Negative|Outside Range|Invalid \((0|1|100)\)|Ambiguous \(write .+ for the whole number or .+ for the decimal fraction\))|Lang (Invalid|Unsupported: use one of en, de, fr, es, pt-BR, it, ja, en-IN))$/;

/** The JSON-RPC message of an answer: plain JSON (2026-07-28) or one SSE `message` event (2025-11-25). */
function rpc(
  body: string,
  contentType: string | undefined,
): { result?: Record<string, unknown>; error?: unknown } {
  if (!contentType?.startsWith('text/event-stream')) return JSON.parse(body);
  const data = body.split('\n').find((line) => line.startsWith('data: '));
  return JSON.parse((data ?? '').slice('data: '.length));
}

describe('fuzzing every MCP tool', () => {
  it(`${fuzzRuns(10_000)} random argument objects on both revisions: a tool result, never a protocol error or a 500`, async () => {
    let errors = 0;
    let successes = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TOOLS), args, fc.boolean(), async (name, toolArgs, modern) => {
        const params = { name, arguments: toolArgs, ...(modern ? { _meta: META } : {}) };
        const response = await app.inject({
          method: 'POST',
          url: '/mcp',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            ...(modern
              ? { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': name }
              : {}),
          },
          payload: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params }),
        });
        expect(response.statusCode).toBe(200);
        const message = rpc(response.body, response.headers['content-type'] as string | undefined);
        expect(message.error).toBeUndefined();
        const result = message.result as {
          isError?: boolean;
          content: { text: string }[];
          structuredContent?: object;
        };
        if (result.isError) {
          errors += 1;
          expect(result.content[0]?.text).toMatch(MESSAGE);
        } else {
          successes += 1;
          expect(result.structuredContent).toHaveProperty('attribution');
          expect(result.structuredContent).not.toHaveProperty('status');
        }
      }),
      fuzz(10_000),
    );
    expect(errors).toBeGreaterThan(fuzzRuns(10_000) / 10);
    expect(successes).toBeGreaterThan(0);
  }, 300_000);
});
