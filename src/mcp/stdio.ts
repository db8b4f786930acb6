import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { serverFactory } from './server.ts';

/**
 * The same five tools over stdio, for local agent hosts (`tangible-wealth mcp`, `npm run mcp`).
 * stdout carries the protocol, so anything for people goes to stderr. The era (2026-07-28 or
 * 2025-11-25) is chosen by the client's opening message; ATTRIBUTION applies as over HTTP.
 */
function main(): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`tangible-wealth: ${error.message}\n`);
    process.exit(1);
  }
  const handle = serveStdio(serverFactory(config.attribution), {
    onerror: (error) => process.stderr.write(`tangible-wealth mcp: ${error.message}\n`),
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      handle.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main();
