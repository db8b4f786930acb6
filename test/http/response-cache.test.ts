import { describe, expect, it } from 'vitest';
import { Doorkeeper, MAX_CACHED_ANSWER_BYTES, ResponseCache } from '../../src/http/response-cache.ts';
import { makeApp, send } from '../support/app.ts';

const answer = (text: string) => ({ status: 200, body: Buffer.from(text) });

describe('the response cache', () => {
  it('is bounded: past its capacity the oldest entry goes', () => {
    const cache = new ResponseCache({ entries: 3, bytes: 1_000_000 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, answer(key));
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(String(cache.get('e')?.body)).toBe('e');
  });

  it("keeps only an answer's own bytes, never the shared pool slab a small Buffer is cut from", () => {
    const cache = new ResponseCache({ entries: 10, bytes: 1_000_000 });
    const pooled = Buffer.from('{"status":"success"}');
    // The premise: Node cuts small Buffers from an 8 KB pool.
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    cache.set('a', { status: 200, body: pooled });
    const stored = cache.get('a')?.body as Buffer;
    expect(String(stored)).toBe('{"status":"success"}');
    expect(stored.buffer.byteLength).toBe(stored.length);
  });

  it('stores nothing with capacity 0', () => {
    const cache = new ResponseCache({ entries: 0, bytes: 1_000_000 });
    cache.set('a', answer('a'));
    expect(cache.size).toBe(0);
  });

  it('is bounded in bytes: past its budget the oldest entries go, whatever their count', () => {
    const cache = new ResponseCache({ entries: 1000, bytes: 3000 });
    const targets = [...'abcdefghij'];
    for (const target of targets) cache.set(target, answer('x'.repeat(998)));
    // Each entry is 2 bytes of target (one character) and 998 of body: three fit in 3000 bytes.
    expect(cache.bytes).toBe(3000);
    expect(cache.size).toBe(3);
    expect(cache.get('j')).toBeDefined();
    expect(cache.get('g')).toBeUndefined();
  });

  it('never stores an answer whose target and body exceed the per-answer bound', () => {
    const cache = new ResponseCache({ entries: 1000, bytes: 1_000_000 });
    cache.set('small', answer('ok'));
    cache.set('big', answer('x'.repeat(MAX_CACHED_ANSWER_BYTES)));
    cache.set('y'.repeat(MAX_CACHED_ANSWER_BYTES), answer('ok'));
    expect(cache.size).toBe(1);
  });

  it('an oversized target is answered in full every time, computed rather than stored', async () => {
    const app = await makeApp({ RESPONSE_CACHE_BYTES: '65536' });
    const url = `/v1/numberOfItems?wealth=1B&typeOfItem=car&junk=${'x'.repeat(7000)}`;
    const first = await send(app, url);
    const again = await send(app, url);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.value).toBe(20000);
    expect(again.body).toBe(first.body);
    await app.close();
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

describe('the doorkeeper in front of the REST cache', () => {
  it('says a target is seen only from its second time on', () => {
    const door = new Doorkeeper();
    const targets = Array.from({ length: 200 }, (_, i) => `/v1/numberOfItems?wealth=${i}&typeOfItem=house`);
    expect(targets.map((t) => door.seen(t))).toEqual(targets.map(() => false));
    expect(targets.map((t) => door.seen(t))).toEqual(targets.map(() => true));
    expect(door.seen('/v1/numberOfItems?wealth=200&typeOfItem=house')).toBe(false);
  });

  it('stays bounded: after a flood of one-off targets it still admits what comes twice', () => {
    const door = new Doorkeeper();
    for (let i = 0; i < 200_000; i++) door.seen(`/v1/comparison?n=${i}`);
    let admitted = 0;
    for (let i = 0; i < 100; i++) {
      door.seen(`/v1/expressions?x=${i}`);
      if (door.seen(`/v1/expressions?x=${i}`)) admitted += 1;
    }
    expect(admitted).toBe(100);
  });
});
