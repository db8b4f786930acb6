import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import { makeBudget } from '../../src/limits/budget.ts';
import { transitions } from '../../src/limits/transitions.ts';

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
    const store = flakyStore(3, 60);
    const budget = makeBudget({
      title: 'REST API',
      limit: 3,
      windowSeconds: 60,
      limiter: store as unknown as RateLimiterAbstract,
      health,
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
