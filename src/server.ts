import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { type Config, loadConfigOrExit } from './config.ts';
import { localOrigin, startFailure, startLine } from './startup.ts';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process gives up on them. */
const SHUTDOWN_BOUND_MS = 10_000;

/** Serves on HOST:PORT in this process (alone, or as one of the WORKERS). */
async function serve(config: Config): Promise<void> {
  // Loaded here so that a WORKERS primary, which serves nothing, does not load the whole app.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ config });
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // `on`, not `once`: under WORKERS a Ctrl-C reaches a worker twice (terminal and primary).
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Stop accepting, let in-flight requests finish, close Redis; never hang past the bound.
      setTimeout(() => {
        app.log.error('in-flight requests did not finish in time; exiting');
        process.exit(1);
      }, SHUTDOWN_BOUND_MS).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  // A WORKERS primary says this once for all its workers.
  if (cluster.isPrimary) process.stderr.write(startLine(localOrigin(app.server.address())));
}

/** Starts the service with the settings from the environment; WORKERS > 1 forks a cluster. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.workers > 1 && cluster.isPrimary) runPrimary(config);
  else {
    // A port in use, an unwritable log, any failure to start: one line and exit status 1, no stack trace.
    await serve(config).catch((error: unknown) => {
      process.stderr.write(startFailure(error, config.host, config.port));
      process.exit(1);
    });
  }
}

await main();
