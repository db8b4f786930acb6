import type { Transitions } from './transitions.ts';

/**
 * Whether to ask a shared store (Redis, the cluster primary) at all. A store that fails
 * `threshold` times in a row (errors, or timeouts when it hangs) is declared down: requests stop
 * waiting on it and count in this process, the outage is reported once (through `health`), and a
 * probe asks the store in the background until it answers; then requests use it again.
 */
export interface Breaker {
  /** False while the store is down: count locally without asking it. */
  usable(): boolean;
  /** The store failed one request. */
  failed(error: unknown): void;
  /** The store answered one request. */
  answered(): void;
  /** Stops probing (at shutdown). */
  close(): void;
}

export interface BreakerOptions {
  /** Failures in a row that declare the store down. */
  threshold: number;
  health: Transitions;
  /** Asks the store once; resolves when it answers. Without it the store is asked by every request. */
  probe?: () => Promise<unknown>;
  probeEveryMs: number;
}

export function breaker({ threshold, health, probe, probeEveryMs }: BreakerOptions): Breaker {
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const scheduleProbe = () => {
    if (probe === undefined || timer !== undefined || closed) return;
    timer = setTimeout(() => {
      probe().then(
        () => {
          timer = undefined;
          result.answered();
        },
        () => {
          timer = undefined;
          if (health.state === 'down') scheduleProbe();
        },
      );
    }, probeEveryMs);
    timer.unref();
  };

  const result: Breaker = {
    usable: () => probe === undefined || health.state !== 'down',
    failed(error) {
      failures += 1;
      if (failures < threshold && health.state !== 'down') return;
      health.down(error);
      scheduleProbe();
    },
    answered() {
      failures = 0;
      health.up();
    },
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
  return result;
}
