import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { type Budget, makeBudget, makeMemoryBudget } from './budget.ts';
import { connectRedis } from './redis.ts';
import type { Transitions } from './transitions.ts';

/** Where the counters live: this process, the cluster primary (WORKERS), or Redis (REDIS_URL). */
export type StoreKind = 'memory' | 'cluster' | 'redis';

export interface CounterOptions {
  /** Distinguishes budgets in the store (one key space per budget). */
  name: string;
  points: number;
  duration: number;
}

/** One budget to open in a store: its key space, how refusals name it, its limit and window. */
export interface BudgetSpec {
  name: string;
  title: string;
  limit: number;
  windowSeconds: number;
}

export interface LimitStore {
  readonly kind: StoreKind;
  /** A budget counted in this store; in this process alone it answers synchronously. */
  budget(spec: BudgetSpec): Budget;
  /** Whether the shared store answers now (always true for counters in memory). */
  ready(): boolean;
  close(): Promise<void>;
}

const KEY_PREFIX = 'tangible-wealth:rate';

/** How long a worker waits for the primary's answer before counting on its own. */
const CLUSTER_TIMEOUT_MS = 1000;

function memoryCounter({ name, points, duration }: CounterOptions): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: `${KEY_PREFIX}:${name}`, points, duration });
}

/** In a worker forked by src/cluster.ts the primary holds the counters for every worker. */
function clusterCounter({ name, points, duration }: CounterOptions): RateLimiterAbstract {
  return new RateLimiterCluster({
    keyPrefix: `${KEY_PREFIX}:${name}`,
    points,
    duration,
    timeoutMs: CLUSTER_TIMEOUT_MS,
  });
}

const counterOptions = ({ name, limit, windowSeconds }: BudgetSpec): CounterOptions => ({
  name,
  points: limit,
  duration: windowSeconds,
});

/**
 * The counters for this process, chosen by the settings: Redis wins, then the cluster, then this
 * process alone. `health` hears when a shared store fails and comes back.
 */
export function openLimitStore(config: Config, log: FastifyBaseLogger, health: Transitions): LimitStore {
  const local = cluster.isWorker ? clusterCounter : memoryCounter;
  if (config.redisUrl === undefined && !cluster.isWorker) {
    const opened: ReturnType<typeof makeMemoryBudget>[] = [];
    return {
      kind: 'memory',
      budget: (spec) => {
        const budget = makeMemoryBudget(spec);
        opened.push(budget);
        return budget;
      },
      ready: () => true,
      close: async () => {
        for (const budget of opened) budget.close();
      },
    };
  }
  if (config.redisUrl === undefined) {
    return {
      kind: 'cluster',
      budget: (spec) => makeBudget({ ...spec, limiter: clusterCounter(counterOptions(spec)), health }),
      ready: () => true,
      close: async () => undefined,
    };
  }
  const redis = connectRedis(config.redisUrl, log);
  // Atomic increments in Redis; while Redis is down the insurance limiter counts on this machine.
  const redisCounter = (options: CounterOptions) =>
    new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${KEY_PREFIX}:${options.name}`,
      points: options.points,
      duration: options.duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: local({ ...options, name: `${options.name}:insurance` }),
    });
  return {
    kind: 'redis',
    budget: (spec) => makeBudget({ ...spec, limiter: redisCounter(counterOptions(spec)), health }),
    ready: () => redis.client.status === 'ready',
    close: () => redis.close(),
  };
}
