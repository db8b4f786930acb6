import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../src/config.ts';
import { REST_PATHS } from '../src/http/paths.ts';
import { makeApp } from './support/app.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
/** Every REST request the README shows with curl. */
const EXAMPLES = [...README.matchAll(/curl '(?:http:\/\/127\.0\.0\.1:3000)(\/v1\/[^']*)'/g)].map(
  (m) => m[1] as string,
);

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('the README', () => {
  it('shows every REST route with curl', () => {
    const shown = new Set(EXAMPLES.map((url) => url.split('?')[0]));
    for (const path of REST_PATHS) expect(shown, path).toContain(path);
  });

  it('documents every setting in its configuration table', () => {
    for (const name of SETTING_NAMES) expect(README, name).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
  });

  it.each(EXAMPLES)('its example %s works', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
  });

  it('quotes the sentences its examples really produce', async () => {
    for (const [url, quoted] of [
      [
        '/v1/durationOfDailySpend?wealth=1B&spend=1000',
        'could spend $1,000 every day for 2.7 millennia (2,740 years)!',
      ],
      [
        '/v1/numberOfItems?wealth=250B&typeOfItem=year_of_salary_65k',
        'could pay for 3,846,153 years of $65,000 salary all at once!',
      ],
    ] as const) {
      expect(README).toContain(quoted);
      expect((await app.inject(url)).json().data.sentence).toContain(quoted);
    }
  });
});
