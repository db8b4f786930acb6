import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { connectRedis } from './redis.ts';

/** Where the counters live: this process, the cluster primary (WORKERS), or Redis (REDIS_URL). */
export type StoreKind = 'memory' | 'cluster' | 'redis';

export interface CounterOptions {
  /** Distinguishes budgets in the store (one key space per budget). */
  name: string;
  points: number;
  duration: number;
}

export interface LimitStore {
  readonly kind: StoreKind;
  counter(options: CounterOptions): RateLimiterAbstract;
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

/** The counters for this process, chosen by the settings: Redis wins, then the cluster, then memory. */
export function openLimitStore(config: Config, log: FastifyBaseLogger): LimitStore {
  const local = cluster.isWorker ? clusterCounter : memoryCounter;
  if (config.redisUrl === undefined) {
    return {
      kind: cluster.isWorker ? 'cluster' : 'memory',
      counter: local,
      ready: () => true,
      close: async () => undefined,
    };
  }
  const redis = connectRedis(config.redisUrl, log);
  return {
    kind: 'redis',
    // Atomic increments in Redis; while Redis is down the insurance limiter counts on this machine.
    counter: (options) =>
      new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: `${KEY_PREFIX}:${options.name}`,
        points: options.points,
        duration: options.duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: local({ ...options, name: `${options.name}:insurance` }),
      }),
    ready: () => redis.client.status === 'ready',
    close: () => redis.close(),
  };
}
