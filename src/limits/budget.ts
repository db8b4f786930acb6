import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Transitions } from './transitions.ts';
import { FixedWindowCounter } from './window.ts';

/** What one request learns from its budget: whether it may pass, and where the window stands. */
export interface Verdict {
  allowed: boolean;
  /** Requests left in the current window after this one (0 when refused). */
  remaining: number;
  /** Milliseconds until the current window ends and the full budget is back. */
  msBeforeReset: number;
}

/** A fixed-window budget per client: `limit` requests per `windowSeconds`, counted in some store. */
export interface Budget {
  /** Human name used in refusals ("REST API", "MCP endpoint", "documentation"). */
  readonly title: string;
  readonly limit: number;
  readonly windowSeconds: number;
  /** The RateLimit-Policy value, `100;w=60`, built once. */
  readonly policy: string;
  take(client: string): Promise<Verdict>;
  /** The same, answered at once, where the counters are in this process (no store to wait for). */
  readonly takeNow?: (client: string) => Verdict;
}

export interface BudgetOptions {
  title: string;
  limit: number;
  windowSeconds: number;
  /** The shared counter (memory, cluster primary or Redis). */
  limiter: RateLimiterAbstract;
  /** Reports store failures once per outage. */
  health: Transitions;
}

function verdict(res: RateLimiterRes, allowed: boolean): Verdict {
  return {
    allowed,
    remaining: allowed ? res.remainingPoints : 0,
    msBeforeReset: Math.max(0, res.msBeforeNext),
  };
}

/**
 * A budget over a store limiter. A refusal from the store is a RateLimiterRes; anything else is the
 * store failing, and then this process counts on its own so the service keeps answering.
 */
export function makeBudget({ title, limit, windowSeconds, limiter, health }: BudgetOptions): Budget {
  const local = new RateLimiterMemory({ points: limit, duration: windowSeconds });
  const consumeLocally = async (client: string): Promise<Verdict> => {
    try {
      return verdict(await local.consume(client), true);
    } catch (outcome) {
      return verdict(outcome as RateLimiterRes, false);
    }
  };
  return {
    title,
    limit,
    windowSeconds,
    policy: `${limit};w=${windowSeconds}`,
    // One await on the hot path: this runs for every limited request.
    async take(client) {
      let res: RateLimiterRes;
      let allowed = true;
      try {
        res = await limiter.consume(client);
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) {
          health.down(outcome);
          return consumeLocally(client);
        }
        res = outcome;
        allowed = false;
      }
      health.up();
      return verdict(res, allowed);
    },
  };
}

/** A budget counted in this process only (no WORKERS, no Redis): answered synchronously. */
export function makeMemoryBudget(
  options: Pick<BudgetOptions, 'title' | 'limit' | 'windowSeconds'>,
): Budget & { close(): void } {
  const counter = new FixedWindowCounter(options.limit, options.windowSeconds);
  const takeNow = (client: string) => counter.take(client);
  const { title, limit, windowSeconds } = options;
  return {
    title,
    limit,
    windowSeconds,
    policy: `${limit};w=${windowSeconds}`,
    takeNow,
    take: async (client) => takeNow(client),
    close: () => counter.close(),
  };
}
