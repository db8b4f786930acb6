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

/**
 * Every path in Fastify's route tree (`printRoutes({ commonPrefix: false })`): each line is a node
 * whose name continues its parent's path, indented four characters a level.
 */
function routePaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S+) \(/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    paths.push(stack.join(''));
  }
  return paths;
}

describe('the README', () => {
  it('shows every REST route with curl', () => {
    const shown = new Set(EXAMPLES.map((url) => url.split('?')[0]));
    for (const path of REST_PATHS) expect(shown, path).toContain(path);
  });

  it('lists every route the service answers in its route table', async () => {
    const everything = await makeApp({ SECURITY_CONTACT: 'mailto:security@wealth.example' });
    const section = README.slice(README.indexOf('## Every route'));
    const table = section.slice(0, section.indexOf('\n## ', 3));
    const listed = new Set([...table.matchAll(/`(\/[^`\s]*)`/g)].map((m) => m[1] as string));
    try {
      await everything.ready();
      const paths = routePaths(everything.printRoutes({ commonPrefix: false }));
      expect(paths.length).toBeGreaterThan(30);
      for (const path of paths) expect(listed, path).toContain(path.replace(/\d+\.\d+\.\d+/, '<version>'));
    } finally {
      await everything.close();
    }
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
