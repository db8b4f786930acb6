import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { freePort, type LogCapture, logCapture, startRedis, stopProcess, waitFor } from './processes.ts';

const LIMIT = 6;
const CONNECTED = 'Redis connected: rate limits are shared';
const LOST = 'Redis unreachable: rate limits are counted locally until it is back';
const BACK = 'Redis reachable again: rate limits are shared again';

interface Instance {
  app: FastifyInstance;
  log: LogCapture;
  origin: string;
}

let redisPort: number;
let redis: ChildProcess;
const instances: Instance[] = [];

/** One service instance listening on its own port, sharing the Redis with the others. */
async function startInstance(): Promise<Instance> {
  const log = logCapture();
  const config = loadConfig({
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REST_RATE_LIMIT: String(LIMIT),
    RATE_LIMIT_WINDOW_SECONDS: '60',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const app = await buildApp({ config, logger: { level: 'info', stream: log } });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, log, origin };
}

/** Alternates between the instances; a mix of successes and errors, as real clients send. */
const PATHS = ['/v1/expressions', '/v1/heightOfMoneyStack', '/v1/durationOfDailySpend?wealth=1M&spend=10'];

async function sendRound(count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const instance = instances[i % instances.length] as Instance;
    const started = Date.now();
    const response = await fetch(`${instance.origin}${PATHS[i % PATHS.length]}`);
    await response.arrayBuffer();
    // A dead Redis must never hold a request up.
    expect(Date.now() - started).toBeLessThan(1500);
    statuses.push(response.status);
  }
  return statuses;
}

const passed = (statuses: number[]) => statuses.filter((s) => s !== 429).length;

beforeAll(async () => {
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  instances.push(await startInstance(), await startInstance());
  // Two processes start from TypeScript source: on a loaded 2-core machine that took over 15 s.
  await waitFor(
    'both instances to connect to Redis',
    () => instances.every((i) => i.log.count(CONNECTED) === 1),
    50_000,
  );
}, 90_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.app.close()));
  if (redis) await stopProcess(redis);
});

describe('two instances sharing Redis', () => {
  it('are ready while Redis answers', async () => {
    for (const instance of instances) expect((await instance.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('together let exactly the budget through', async () => {
    const statuses = await sendRound(LIMIT + 3);
    expect(passed(statuses)).toBe(LIMIT);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
    expect(statuses.slice(0, LIMIT)).toContain(400);
  });

  it('keep answering while Redis is down, and log the outage once', async () => {
    await stopProcess(redis, 'SIGKILL');
    await waitFor('both instances to notice the outage', () =>
      instances.every((i) => i.log.count(LOST) === 1),
    );
    // Counted per process now: each instance has a fresh local budget, and nothing fails.
    const statuses = await sendRound(2 * LIMIT + 4);
    for (const status of statuses) expect([200, 400, 429]).toContain(status);
    expect(passed(statuses)).toBe(2 * LIMIT);
    // /readyz tells an operator that Redis is gone; /healthz still says the process is up.
    for (const instance of instances) {
      const ready = await instance.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.details).toBe('Not ready: redis unreachable.');
      expect((await instance.app.inject('/healthz')).statusCode).toBe(200);
    }
    // Reconnection attempts keep failing, but the warning is not repeated.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (const instance of instances) {
      expect(instance.log.count(LOST)).toBe(1);
      expect(instance.log.lines.some((line) => line.level === 50 || line.level === 60)).toBe(false);
    }
  });

  it('share counting again once Redis is back', async () => {
    redis = await startRedis(redisPort);
    await waitFor('both instances to reconnect', () => instances.every((i) => i.log.count(BACK) === 1), 5000);
    const statuses = await sendRound(LIMIT + 2);
    expect(passed(statuses)).toBe(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    for (const instance of instances) expect(instance.log.count(LOST)).toBe(1);
    for (const instance of instances) expect((await instance.app.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('an instance whose Redis is down from the start', () => {
  it('starts, answers with local counting, warns once, and closes promptly', async () => {
    const log = logCapture();
    const config = loadConfig({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REST_RATE_LIMIT: '2' });
    const app = await buildApp({ config, logger: { level: 'info', stream: log } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await app.inject('/v1/expressions')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      await waitFor('the outage warning', () => log.count(LOST) === 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(log.count(LOST)).toBe(1);
    } finally {
      const started = Date.now();
      await app.close();
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });
});

describe('an instance whose Redis hangs (SIGSTOP, connection still open)', () => {
  it('stops waiting after a few timeouts, counts locally, reports it once and in /readyz, and goes back when Redis answers', async () => {
    const port = await freePort();
    const hung = await startRedis(port);
    const log = logCapture();
    const config = loadConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, REST_RATE_LIMIT: '1000' });
    const app = await buildApp({ config, logger: { level: 'info', stream: log } });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      await waitFor('the connection', () => log.count(CONNECTED) === 1);
      hung.kill('SIGSTOP');
      const slow: number[] = [];
      for (let i = 0; i < 12; i++) {
        const started = Date.now();
        const response = await fetch(`${origin}/v1/expressions`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        slow.push(Date.now() - started);
      }
      // Only the first few requests wait for Redis's command timeout; the rest are counted locally at once.
      expect(slow.filter((ms) => ms >= 400).length).toBeLessThanOrEqual(3);
      expect(slow.slice(-6).every((ms) => ms < 200)).toBe(true);
      expect(log.count(LOST)).toBe(1);
      expect((await app.inject('/readyz')).statusCode).toBe(503);

      hung.kill('SIGCONT');
      await waitFor('Redis to be used again', () => log.count(BACK) === 1, 5000);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      expect(log.count(LOST)).toBe(1);
      expect(log.lines.some((line) => Number(line.level) >= 50)).toBe(false);
    } finally {
      hung.kill('SIGCONT');
      await app.close();
      await stopProcess(hung);
    }
  });
});
