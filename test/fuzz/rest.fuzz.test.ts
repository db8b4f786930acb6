import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../support/app.ts';
import { fuzz, fuzzRuns } from '../support/fuzz.ts';
import { anyText, PARAMETER_NAMES } from './generators.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const ROUTES = [
  '/v1/durationOfDailySpend',
  '/v1/heightOfMoneyStack',
  '/v1/numberOfItems',
  '/v1/growthOfCompoundInterest',
  '/v1/comparison',
  '/v1/expressions',
];
/** Values: any text, huge numbers, and valid values to get past earlier checks. */
const value = fc.oneof(
  anyText,
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
);

/** How a pair goes on the wire: properly encoded, raw, or with broken percent-escapes. */
const encoding = fc.constantFrom('encoded', 'raw', 'broken');

function onTheWire(text: string, how: string): string {
  if (how === 'encoded') return encodeURIComponent(text);
  // Raw: keep it ASCII-only on the wire (non-ASCII must be encoded) but leave %, +, $ and , as sent.
  const ascii = encodeURI(text).replace(/[#&=?]/g, encodeURIComponent);
  return how === 'raw' ? ascii.replaceAll('%25', '%') : `${ascii}%${ascii.length % 2 ? 'G' : 'E2%8'}`;
}

/**
 * Random queries per run: 25,000 take about 8 s of CPU, most of it Fastify's own request path (CI's
 * two minutes). Each run draws a new seed, so the runs add up; `FUZZ_SCALE=5 npm test` hunts longer.
 */
const RUNS = 25_000;

const query = fc
  .array(fc.tuple(fc.constantFrom(...PARAMETER_NAMES, ''), value, encoding), { maxLength: 8 })
  .map((pairs) => pairs.map(([name, v, how]) => `${name}=${onTheWire(v, how)}`).join('&'));

describe('fuzzing every REST route', () => {
  it(`${fuzzRuns(RUNS)} random query strings: every answer is a documented 200 or 400, never a 500`, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), query, async (route, q) => {
        const response = await app.inject(`${route}?${q}`);
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        const body = response.json();
        if (response.statusCode === 200) {
          expect(body.status).toBe('success');
          expect(body.data).toBeDefined();
        } else {
          expect(response.statusCode).toBe(400);
          expect(body).toEqual({ status: 'error', error: { code: 400, message: expect.any(String) } });
          expect(body.error.message).toMatch(
            /^((Wealth|Your Wealth|Their Wealth|Spend|Type Of Money|Type Of Item|Rate|Frequency|Period|Expression) (Missing|Malformed|Invalid|Not-a-Number|Zero|Negative|Outside Range|Invalid \((0|1|100)\)|Ambiguous \(write .+ for the whole number or .+ for the decimal fraction\))|Lang (Invalid|Unsupported: use one of en, de, fr, es, pt-BR, it, ja, en-IN))$/,
          );
        }
      }),
      fuzz(RUNS),
    );
    // The generator reaches both outcomes, so the property is not vacuous.
    expect(seen.get(200)).toBeGreaterThan(fuzzRuns(RUNS) / 1000);
    expect(seen.get(400)).toBeGreaterThan(fuzzRuns(RUNS) / 10);
    expect([...seen.keys()].sort()).toEqual([200, 400]);
  }, 300_000);
});
