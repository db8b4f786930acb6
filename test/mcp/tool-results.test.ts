import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
import { type FastRequest, fastPath, type ToolResults } from '../../src/mcp/fast-path.ts';
import { ENVELOPE, MODERN } from './support.ts';

/**
 * Tool results kept by key (src/mcp/fast-path.ts, stored in the REST answers' cache): an answer built
 * from a kept result is the answer computed afresh, whatever the request id, for every tool, era and
 * link origin; arguments whose JSON would not name their values exactly are never kept. (The SDK
 * itself is compared with the cached fast path in fast-path.differential.test.ts, whose repeated
 * calls are answered from kept results.)
 */

/** A ToolResults that keeps everything at once and counts what it served. */
function store(): ToolResults & { served: number; kept: Map<string, string> } {
  const kept = new Map<string, string>();
  const results = {
    served: 0,
    kept,
    get: (key: string) => {
      const json = kept.get(key);
      if (json !== undefined) results.served += 1;
      return json;
    },
    keep: (key: string, json: string) => {
      kept.set(key, json);
    },
  };
  return results;
}

const CALLS: Record<string, Record<string, unknown>[]> = {
  duration_of_daily_spend: [{ wealth: '1B', spend: '1000' }, { wealth: 'x' }],
  height_of_money_stack: [{ wealth: 1e12, typeOfMoney: 'usd_1_coin' }],
  number_of_items: [{ wealth: '1,5 Mrd. €', typeOfItem: 'house', lang: 'de' }],
  growth_of_compound_interest: [{ wealth: '1B', rate: 0.05, frequency: 12, period: '20' }],
  comparison: [
    { expression: 'numberOfItems', wealthYours: '100K', wealthTheirs: '1T', typeOfItem: 'house' },
    { expression: 'durationOfDailySpend', wealthYours: 50_000, wealthTheirs: '$200B', spend: '1,000' },
  ],
};

function request(
  era: string | undefined,
  id: string | number,
  name: string,
  args: unknown,
  linkOrigin?: string,
): FastRequest {
  const modern = era === MODERN;
  const params = { name, arguments: args, ...(modern ? { _meta: ENVELOPE } : {}) };
  return {
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(era === undefined ? {} : { 'mcp-protocol-version': era }),
      ...(modern ? { 'mcp-method': 'tools/call', 'mcp-name': name } : {}),
    },
    body: JSON.parse(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params })),
    linkOrigin,
  };
}

describe('kept tool results', () => {
  it('answer every tool, era and link origin as a fresh computation does, for any id', () => {
    const fresh = fastPath(DEFAULT_ATTRIBUTION);
    const results = store();
    const cached = fastPath(DEFAULT_ATTRIBUTION, results);
    let asked = 0;
    for (const [name, calls] of Object.entries(CALLS)) {
      for (const args of calls) {
        for (const era of [MODERN, '2025-11-25', '2025-03-26', undefined]) {
          for (const origin of [undefined, 'http://localhost:3000', 'https://wealth.example.org']) {
            for (const id of [1, 'two', 3, 0]) {
              const sent = request(era, id, name, args, origin);
              const answer = cached(sent);
              expect(answer).toBeDefined();
              expect(answer, `${name} ${era} ${origin} ${id}`).toEqual(fresh(sent));
              asked += 1;
            }
          }
        }
      }
    }
    // All but the first request of each key were answered from a kept result.
    expect(results.served).toBeGreaterThan(asked / 2);
  });

  it('are not kept for arguments whose JSON does not name their values', () => {
    const results = store();
    const cached = fastPath(DEFAULT_ATTRIBUTION, results);
    const fresh = fastPath(DEFAULT_ATTRIBUTION);
    const body = (wealth: string) =>
      JSON.parse(
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"number_of_items","arguments":{"wealth":${wealth},"typeOfItem":"house","extra":{"a":1}}}}`,
      );
    for (const wealth of ['-0', '0', '1e400', '-1e400', '1000']) {
      for (const args of [
        body(wealth),
        JSON.parse(JSON.stringify(body(wealth)).replace(',"extra":{"a":1}', '')),
      ]) {
        const sent = { ...request(undefined, 1, 'number_of_items', {}), body: args };
        expect(cached(sent)).toEqual(fresh(sent));
        expect(cached(sent)).toEqual(fresh(sent));
      }
    }
    // Only `0` and `1000` without the nested argument were kept: -0, ±1e400 (±Infinity) and objects never.
    expect([...results.kept.keys()].map((key) => key.slice(key.indexOf('{')))).toEqual([
      '{"wealth":0,"typeOfItem":"house"}',
      '{"wealth":1000,"typeOfItem":"house"}',
    ]);
  });
});
