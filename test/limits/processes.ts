import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Polls `check` until it is true, or fails naming what was awaited. */
export async function waitFor(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves with the exit code (or signal name) once the child has exited. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

/** Log lines written by pino (one JSON object a line), collected for assertions. */
export interface LogCapture {
  lines: Array<Record<string, unknown>>;
  write(chunk: string): void;
  count(msg: string | RegExp): number;
}

export function logCapture(): LogCapture {
  let partial = '';
  const capture: LogCapture = {
    lines: [],
    write(chunk) {
      partial += chunk;
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) {
        if (line.trim() === '') continue;
        try {
          capture.lines.push(JSON.parse(line));
        } catch {
          capture.lines.push({ msg: line });
        }
      }
    },
    count(msg) {
      return capture.lines.filter((line) => {
        const text = String(line.msg ?? '');
        return typeof msg === 'string' ? text === msg : msg.test(text);
      }).length;
    },
  };
  return capture;
}

/**
 * A real redis-server on `port`, with nothing saved to disk. The tests need the binary: CI installs
 * Debian's redis-server package in .ci/run; elsewhere, install it (apt-get install redis-server).
 */
/**
 * This environment without libfaketime (`faketime -f +365d npm test` moves the suite's clock a year
 * ahead to prove that no test depends on the day): Redis is a service beside ours, whose own clock
 * the suite does not test, and it cannot start under libfaketime (its allocator recurses into
 * clock_gettime).
 */
function realClockEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name.startsWith('FAKETIME') || name === 'LD_PRELOAD') delete env[name];
  }
  return env;
}

export async function startRedis(port: number): Promise<ChildProcess> {
  if (spawnSync('redis-server', ['--version'], { env: realClockEnv() }).error) {
    throw new Error(
      'redis-server is not installed: these tests need a real Redis (apt-get install redis-server; .ci/run does this)',
    );
  }
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: realClockEnv() },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitFor(
    `redis-server on port ${port} to accept connections`,
    () => output.includes('Ready to accept connections') || child.exitCode !== null,
  );
  if (child.exitCode !== null) throw new Error(`redis-server exited at start:\n${output}`);
  return child;
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill(signal);
  await done;
}
