import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { type RateLimiterAbstract, RateLimiterCluster, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { breaker } from './breaker.ts';
import { type Budget, makeBudget, makeMemoryBudget } from './budget.ts';
import { transitions } from './transitions.ts';

/** Where the counters live: this process, the cluster primary (WORKERS), or Redis (REDIS_URL). */
export type StoreKind = 'memory' | 'cluster' | 'redis';

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

/** Failures in a row (errors or timeouts) after which a shared store is declared down. */
const FAILURES_BEFORE_DOWN = 3;

/** How often a store declared down is asked whether it answers again. */
const PROBE_EVERY_MS = 1000;

/** In a worker forked by src/cluster.ts the primary holds the counters for every worker. */
function clusterCounter({ name, limit, windowSeconds }: BudgetSpec): RateLimiterAbstract {
  return new RateLimiterCluster({
    keyPrefix: `${KEY_PREFIX}:${name}`,
    points: limit,
    duration: windowSeconds,
    timeoutMs: CLUSTER_TIMEOUT_MS,
  });
}

/** The budgets a store opens, kept so that closing the store stops their timers. */
function openedBudgets(open: (spec: BudgetSpec) => Budget) {
  const opened: Budget[] = [];
  return {
    budget(spec: BudgetSpec): Budget {
      const budget = open(spec);
      opened.push(budget);
      return budget;
    },
    closeAll(): void {
      for (const budget of opened) budget.close();
    },
  };
}

/** Counters in this process alone: answered synchronously. */
function memoryStore(): LimitStore {
  const budgets = openedBudgets(makeMemoryBudget);
  return { kind: 'memory', budget: budgets.budget, ready: () => true, close: async () => budgets.closeAll() };
}

/** Counters in the cluster primary; a worker that cannot reach it counts on its own meanwhile. */
function clusterStore(log: FastifyBaseLogger): LimitStore {
  const health = transitions(
    {
      onDown: (error) =>
        log.error({ err: error }, 'cluster rate-limit store failing: counting in this worker meanwhile'),
      onUp: () => log.info('cluster rate-limit store answering again'),
    },
    'up',
  );
  const guard = breaker({ threshold: 1, health, probeEveryMs: PROBE_EVERY_MS });
  const budgets = openedBudgets((spec) =>
    makeBudget({ ...spec, limiter: clusterCounter(spec), breaker: guard }),
  );
  return {
    kind: 'cluster',
    budget: budgets.budget,
    ready: () => true,
    close: async () => budgets.closeAll(),
  };
}

/**
 * Counters in Redis, atomic across instances. One status for Redis: the connection's events and the
 * requests' failures (a hung Redis times out without dropping the connection) both move it, a probe
 * brings it back, and /readyz reports it.
 */
async function redisStore(url: string, log: FastifyBaseLogger): Promise<LimitStore> {
  // Loaded only with REDIS_URL: a service counting in memory never loads the Redis client.
  const { connectRedis } = await import('./redis.ts');
  const redis = connectRedis(url, log);
  const guard = breaker({
    threshold: FAILURES_BEFORE_DOWN,
    health: redis.health,
    probe: () =>
      redis.client.status === 'ready' ? redis.client.ping() : Promise.reject(new Error('not connected')),
    probeEveryMs: PROBE_EVERY_MS,
  });
  const budgets = openedBudgets((spec) => {
    const limiter = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${KEY_PREFIX}:${spec.name}`,
      points: spec.limit,
      duration: spec.windowSeconds,
      rejectIfRedisNotReady: true,
    });
    return makeBudget({ ...spec, limiter, breaker: guard });
  });
  return {
    kind: 'redis',
    budget: budgets.budget,
    ready: () => redis.client.status === 'ready' && redis.health.state !== 'down',
    close: async () => {
      guard.close();
      budgets.closeAll();
      await redis.close();
    },
  };
}

/** The counters for this process, chosen by the settings: Redis wins, then the cluster, then this process alone. */
export async function openLimitStore(config: Config, log: FastifyBaseLogger): Promise<LimitStore> {
  if (config.redisUrl !== undefined) return redisStore(config.redisUrl, log);
  return cluster.isWorker ? clusterStore(log) : memoryStore();
}
