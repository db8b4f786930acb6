import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/http/client.ts';
import { FixedWindowCounter, MAX_CLIENTS } from '../../src/limits/window.ts';
import { makeApp, send } from '../support/app.ts';

describe('the key a client is counted under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it.each(['', 'junk', '1-abcdef', '999.1.1.1', 'a'.repeat(15_000)])('%s is no client', (address) => {
    expect(clientKey(address)).toBeUndefined();
  });
});

describe('junk in X-Forwarded-For never becomes a rate-limit key (issue 11, attacker pass)', () => {
  it('with TRUST_PROXY, a junk forwarded value is counted under the connection address, sharing its budget', async () => {
    const app = await makeApp({ TRUST_PROXY: '1', REST_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await send(app, {
        url: '/v1/expressions',
        headers: { 'x-forwarded-for': `${i}-${'f'.repeat(2000)}` },
      });
      statuses.push(response.statusCode);
    }
    // Five different junk values, one budget of three: junk cannot mint new clients.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await app.close();
  });

  it('addresses in one IPv6 /64 share one budget', async () => {
    const app = await makeApp({ TRUST_PROXY: '1', REST_RATE_LIMIT: '2' });
    const from = (ip: string) => send(app, { url: '/v1/expressions', headers: { 'x-forwarded-for': ip } });
    expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::2')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::3')).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
    await app.close();
  });

  it('the in-process counter holds at most MAX_CLIENTS windows, forgetting the oldest', () => {
    const counter = new FixedWindowCounter(10, 60);
    for (let i = 0; i < MAX_CLIENTS + 50; i++) counter.take(`client-${i}`);
    expect(counter.clients).toBe(MAX_CLIENTS);
    counter.close();
  });
});
