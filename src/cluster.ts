import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { Config } from './config.ts';
import { localOrigin, startLine } from './startup.ts';

/** pino's numeric levels, so the primary's lines read like the workers' (one JSON object a line). */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

function primaryLogger(threshold: string) {
  const floor = LEVELS[threshold as keyof typeof LEVELS] ?? LEVELS.info;
  const base = { pid: process.pid, hostname: hostname(), role: 'primary' };
  return (level: Level, fields: Record<string, unknown>, msg: string): void => {
    if (LEVELS[level] < floor) return;
    const line = { level: LEVELS[level], time: Date.now(), ...base, ...fields, msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

/** How long workers get to finish their requests after SIGTERM/SIGINT before they are killed. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * WORKERS=N: this primary forks N workers that all listen on PORT (Node cluster shares the socket)
 * and holds the rate-limit counters for all of them, so a client has one budget on this machine.
 * A worker that dies after it was serving is replaced; one that dies before listening stops the
 * whole service (a bad port would otherwise restart forever). SIGTERM/SIGINT are passed on to the
 * workers, which close gracefully; the primary exits 0 once they all have.
 */
export function runPrimary(config: Config): void {
  const log = primaryLogger(config.logLevel);
  new RateLimiterClusterMaster();

  const listening = new Set<Worker>();
  let stopping: NodeJS.Signals | undefined;
  let failed = false;

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = signal;
    log('info', { signal }, 'shutting down workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      log('error', {}, 'workers did not stop in time; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };

  let announced = false;
  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    if (!announced && listening.size === config.workers) {
      announced = true;
      log('info', { workers: config.workers, port: address.port }, 'all workers listening');
      const host = address.address ?? config.host;
      const family = host.includes(':') ? 'IPv6' : 'IPv4';
      process.stderr.write(
        startLine(localOrigin({ address: host, port: address.port, family }), config.workers),
      );
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker);
    if (stopping) {
      // A worker still starting has no handler yet and is ended by the signal itself: that is a stop too.
      if (code !== 0 && signal !== stopping) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!served) {
      log('fatal', { pid: worker.process.pid, code, signal }, 'worker failed to start; stopping');
      failed = true;
      stop('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log('error', { pid: worker.process.pid, code, signal }, 'worker died; starting another');
    cluster.fork();
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
  for (let i = 0; i < config.workers; i++) cluster.fork();
}
