import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type Transitions, transitions } from './transitions.ts';

/**
 * Client settings that keep a dead Redis from slowing requests down: commands fail at once while
 * disconnected (no offline queue), in-flight commands fail on disconnect instead of waiting for a
 * reconnection, and a silent server is given up on quickly. ioredis keeps reconnecting by itself.
 */
const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
  commandTimeout: 500,
  /** Reconnect soon after an outage, then at most once a second. */
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
} as const;

/** The address without any password, for logs. */
function redactedRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export interface RedisConnection {
  client: Redis;
  /** Whether Redis answers: moved by the connection's events and by failing or answering requests. */
  health: Transitions;
  close(): Promise<void>;
}

/**
 * Connects to the shared rate-limit store and logs its outages: one warning when it becomes
 * unreachable, one info line when it is back (ioredis emits an error per reconnection attempt).
 */
export function connectRedis(url: string, log: FastifyBaseLogger): RedisConnection {
  const client = new Redis(url, REDIS_OPTIONS);
  const where = redactedRedisUrl(url);
  let closing = false;
  const health = transitions({
    onDown: (error) => {
      if (closing) return;
      const reason = error instanceof Error ? error.message : 'connection closed';
      // One warning per outage, whether the connection dropped or Redis stopped answering (hung).
      log.warn(
        { redis: where, reason },
        'Redis unreachable: rate limits are counted locally until it is back',
      );
    },
    onUp: (previous) => {
      const message =
        previous === 'down'
          ? 'Redis reachable again: rate limits are shared again'
          : 'Redis connected: rate limits are shared';
      log.info({ redis: where }, message);
    },
  });
  client.on('ready', () => health.up());
  client.on('error', (error: unknown) => health.down(error));
  client.on('close', () => health.down());
  return {
    client,
    health,
    async close() {
      closing = true;
      // quit is polite when connected; with no connection it fails at once, and disconnect stops retrying.
      await client.quit().catch(() => undefined);
      client.disconnect();
    },
  };
}
