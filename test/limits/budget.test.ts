import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import { breaker } from '../../src/limits/breaker.ts';
import { makeBudget } from '../../src/limits/budget.ts';
import { transitions } from '../../src/limits/transitions.ts';
import { FixedWindowCounter } from '../../src/limits/window.ts';

/** A store that fails while `broken` is set, and otherwise counts in memory. */
function flakyStore(points: number, duration: number) {
  const inner = new RateLimiterMemory({ points, duration });
  const store = {
    broken: false,
    consume: (key: string) =>
      store.broken ? Promise.reject(new Error('store unreachable')) : inner.consume(key),
  };
  return store;
}

describe('a budget whose store fails', () => {
  it('keeps answering by counting in this process, and reports each outage once', async () => {
    const onDown = vi.fn();
    const onUp = vi.fn();
    const health = transitions({ onDown, onUp }, 'up');
    const guard = breaker({ threshold: 1, health, probeEveryMs: 1000 });
    const store = flakyStore(3, 60);
    const budget = makeBudget({
      title: 'REST API',
      limit: 3,
      windowSeconds: 60,
      limiter: store as unknown as RateLimiterAbstract,
      breaker: guard,
    });

    expect(await budget.take('a')).toMatchObject({ allowed: true, remaining: 2 });
    store.broken = true;
    const during = [];
    for (let i = 0; i < 4; i++) during.push(await budget.take('a'));
    // The local count starts afresh and still limits.
    expect(during.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(during[3]?.msBeforeReset).toBeGreaterThan(0);
    expect(onDown).toHaveBeenCalledTimes(1);
    expect(onUp).not.toHaveBeenCalled();

    store.broken = false;
    expect(await budget.take('a')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await budget.take('a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(await budget.take('a')).toMatchObject({ allowed: false, remaining: 0 });
    expect(onUp).toHaveBeenCalledTimes(1);
    expect(onUp).toHaveBeenCalledWith('down');
  });
});

describe('transitions', () => {
  it('reports only changes of state', () => {
    const events: string[] = [];
    const t = transitions({ onDown: () => events.push('down'), onUp: (p) => events.push(`up from ${p}`) });
    t.down();
    t.down();
    t.up();
    t.up();
    t.down();
    t.up();
    expect(events).toEqual(['down', 'up from down', 'down', 'up from down']);
    const fresh = transitions({
      onDown: () => events.push('down'),
      onUp: (p) => events.push(`up from ${p}`),
    });
    fresh.up();
    expect(events.at(-1)).toBe('up from unknown');
  });
});

describe('the in-process fixed-window counter', () => {
  it('lets exactly the limit through per window, per client, and opens a new window on time', () => {
    const counter = new FixedWindowCounter(2, 10);
    const t = 1_000_000;
    expect(counter.take('a', t)).toEqual({ allowed: true, remaining: 1, msBeforeReset: 10_000 });
    expect(counter.take('a', t + 1000)).toEqual({ allowed: true, remaining: 0, msBeforeReset: 9000 });
    expect(counter.take('a', t + 2000)).toEqual({ allowed: false, remaining: 0, msBeforeReset: 8000 });
    // Another client has a budget of its own.
    expect(counter.take('b', t + 2000)).toMatchObject({ allowed: true, remaining: 1 });
    // A refusal does not push the window back; at its end the full budget is back.
    expect(counter.take('a', t + 9999)).toMatchObject({ allowed: false, msBeforeReset: 1 });
    expect(counter.take('a', t + 10_000)).toEqual({ allowed: true, remaining: 1, msBeforeReset: 10_000 });
    counter.close();
  });

  it('forgets ended windows when swept, so memory stays bounded', () => {
    const counter = new FixedWindowCounter(5, 1);
    for (let i = 0; i < 1000; i++) counter.take(`client-${i}`, 0);
    expect(counter.clients).toBe(1000);
    counter.sweep(999);
    expect(counter.clients).toBe(1000);
    counter.sweep(1000);
    expect(counter.clients).toBe(0);
    counter.close();
  });
});
