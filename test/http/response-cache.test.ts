import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/http/response-cache.ts';
import { makeApp, send } from '../support/app.ts';

const answer = (text: string) => ({ status: 200, body: Buffer.from(text) });

describe('the response cache', () => {
  it('is bounded: past its capacity the oldest entry goes', () => {
    const cache = new ResponseCache(3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, answer(key));
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(String(cache.get('e')?.body)).toBe('e');
  });

  it('stores nothing with capacity 0', () => {
    const cache = new ResponseCache(0);
    cache.set('a', answer('a'));
    expect(cache.size).toBe(0);
  });

  it('never changes an answer: cache off, first and repeated requests are byte-identical', async () => {
    const cached = await makeApp();
    const uncached = await makeApp({ RESPONSE_CACHE_ENTRIES: '0' });
    const urls = [
      '/v1/comparison?expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house',
      '/v1/durationOfDailySpend?wealth=1B&spend=1000',
      '/v1/numberOfItems?wealth=B&typeOfItem=house',
      '/v1/growthOfCompoundInterest?wealth=1B&rate=1&frequency=1&period=20',
      '/v1/expressions',
    ];
    for (const url of urls) {
      const reference = await send(uncached, url);
      for (let i = 0; i < 3; i++) {
        const response = await send(cached, url);
        expect(response.statusCode).toBe(reference.statusCode);
        expect(response.body).toBe(reference.body);
        expect(response.headers['content-type']).toBe(reference.headers['content-type']);
        expect(response.headers['cache-control']).toBe(reference.headers['cache-control']);
      }
      const head = await send(cached, { method: 'HEAD', url });
      expect(head.statusCode).toBe(reference.statusCode);
      expect(head.body).toBe('');
    }
    await Promise.all([cached.close(), uncached.close()]);
  });

  it('a cached answer still counts against the rate limit and carries fresh rate-limit headers', async () => {
    const app = await makeApp({ REST_RATE_LIMIT: '3' });
    const url = '/v1/numberOfItems?wealth=1B&typeOfItem=car';
    const remaining = [];
    for (let i = 0; i < 3; i++) remaining.push((await send(app, url)).headers['ratelimit-remaining']);
    expect(remaining).toEqual(['2', '1', '0']);
    expect((await send(app, url)).statusCode).toBe(429);
    await app.close();
  });
});
