// Issue 25: the gallery (docs/examples.md) reads clean. Its requests, as the service answers them
// today, are read by the checker like any sweep output; only the request list comes from the gallery.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXAMPLES } from '../../scripts/docs-examples.ts';
import { caseFromUrl, checkFixed } from './answer.ts';
import { type Service, startService } from './client.ts';

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
});

it('every request of the gallery reads clean', async () => {
  const problems: string[] = [];
  for (const { operation, params } of EXAMPLES) {
    const url = `/v1/${operation}?${Object.entries(params)
      .map(([name, value]) => `${name}=${value}`)
      .join('&')}`;
    const answer = await service.get(caseFromUrl(url).url);
    for (const v of checkFixed(service.data, url, false, answer.status, answer.body)) {
      problems.push(`${url}\n  ${v.rule}: ${v.detail}`);
    }
  }
  expect(EXAMPLES.length).toBeGreaterThan(50);
  expect(problems, problems.join('\n')).toEqual([]);
});
