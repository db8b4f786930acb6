import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPRESSIONS } from '../../src/expressions/registry.ts';
import { CURRENCIES } from '../../src/money/currencies.ts';
import { makeApp, send } from '../support/app.ts';
import { fuzz } from '../support/fuzz.ts';
import { anyText, GOOD_VALUES, PARAMETER_NAMES } from './generators.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ PUBLIC_URL: 'https://wealth.example' });
});
afterAll(() => app.close());

const SHARE_ROUTES = ['/compare', '/compare/card.png', '/embed'];

/** A money value in any known currency's symbol, any magnitude from 1 to 10²⁴. */
const money = fc
  .record({
    symbol: fc.constantFrom(...Object.values(CURRENCIES).flatMap((c) => [c.code, ...c.symbols])),
    digits: fc.bigInt({ min: 1n, max: 10n ** 24n }),
  })
  .map(({ symbol, digits }) => `${symbol}${digits}`);

/** A valid comparison of any expression, with the page's own choices for its parameters. */
const comparisonQuery = fc
  .record({
    expression: fc.constantFrom(...EXPRESSIONS),
    yours: money,
    theirs: money,
    choices: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  })
  .map(({ expression, yours, theirs, choices }) => {
    const query = new URLSearchParams({
      expression: expression.name,
      wealthYours: yours,
      wealthTheirs: theirs,
    });
    for (const [index, param] of expression.params.entries()) {
      const { shape } = param;
      const values = shape.kind === 'enum' ? shape.values : undefined;
      query.set(
        param.name,
        values ? (values[(choices[index] ?? 0) % values.length] as string) : param.example,
      );
    }
    return query.toString();
  });

describe('sharing routes under fuzzed input', () => {
  it('a valid comparison in any currency and magnitude draws a card, a page and an embed', async () => {
    await fc.assert(
      fc.asyncProperty(comparisonQuery, async (query) => {
        const card = await send(app, `/compare/card.png?${query}`);
        expect(card.statusCode, query).toBe(200);
        expect(card.headers['content-type']).toBe('image/png');
        expect((await send(app, `/compare?${query}`)).statusCode, query).toBe(200);
        expect((await send(app, `/embed?${query}`)).statusCode, query).toBe(200);
      }),
      fuzz(40),
    );
  });

  it('any query gets an answer or a clear 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SHARE_ROUTES),
        fc.array(
          fc.tuple(fc.constantFrom(...PARAMETER_NAMES), fc.oneof(anyText, fc.constantFrom(...GOOD_VALUES))),
          {
            maxLength: 6,
          },
        ),
        async (route, pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await send(app, `${route}?${query}`);
          expect([200, 400], `${route}?${query}`).toContain(response.statusCode);
        },
      ),
      fuzz(300),
    );
  });

  it('/oembed answers any url with 200, 400, 404 or 501, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, fc.option(anyText), async (url, format) => {
        const query = new URLSearchParams({ url, ...(format === null ? {} : { format }) });
        const response = await send(app, `/oembed?${query}`);
        expect([200, 400, 404, 501]).toContain(response.statusCode);
      }),
      fuzz(300),
    );
  });
});
