import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Breaker } from './breaker.ts';
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
  /** Stops its timers (at shutdown). */
  close(): void;
}

export interface BudgetOptions {
  title: string;
  limit: number;
  windowSeconds: number;
  /** The shared counter (cluster primary or Redis). */
  limiter: RateLimiterAbstract;
  /** Whether the shared store is asked now; hears each failure and answer. */
  breaker: Breaker;
}

function verdict(res: RateLimiterRes, allowed: boolean): Verdict {
  return {
    allowed,
    remaining: allowed ? res.remainingPoints : 0,
    msBeforeReset: Math.max(0, res.msBeforeNext),
  };
}

/**
 * A budget over a shared store. A refusal from the store is a RateLimiterRes; anything else is the
 * store failing (an error, or a timeout when it hangs), and then this process counts on its own so the
 * service keeps answering. While the breaker says the store is down, it is not asked at all.
 */
export function makeBudget({ title, limit, windowSeconds, limiter, breaker }: BudgetOptions): Budget {
  const local = new FixedWindowCounter(limit, windowSeconds);
  return {
    title,
    limit,
    windowSeconds,
    policy: `${limit};w=${windowSeconds}`,
    // One await on the hot path: this runs for every limited request.
    async take(client) {
      if (!breaker.usable()) return local.take(client);
      let res: RateLimiterRes;
      let allowed = true;
      try {
        res = await limiter.consume(client);
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) {
          breaker.failed(outcome);
          return local.take(client);
        }
        res = outcome;
        allowed = false;
      }
      breaker.answered();
      return verdict(res, allowed);
    },
    close: () => local.close(),
  };
}

/** A budget counted in this process only (no WORKERS, no Redis): answered synchronously. */
export function makeMemoryBudget(options: Pick<BudgetOptions, 'title' | 'limit' | 'windowSeconds'>): Budget {
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
