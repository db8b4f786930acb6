import type { AddressInfo } from 'node:net';

/** The origin a person can open for a listening address: a wildcard address is reached as localhost. */
export function localOrigin(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return 'http://localhost';
  const { address: host, port, family } = address;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : family === 'IPv6' ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * The one line a person reads when the service has started (on standard error: standard output
 * carries the JSON log for machines).
 */
export function startLine(origin: string, workers = 1): string {
  const processes = workers > 1 ? ` with ${workers} workers` : '';
  return `Tangible Wealth is serving${processes} at ${origin}: API ${origin}/v1, reference ${origin}/, comparison page ${origin}/compare, MCP ${origin}/mcp (Ctrl-C stops it)\n`;
}

/** The one line for a service that could not start: what failed and, where we know it, what to do. */
export function startFailure(error: unknown, host: string, port: number): string {
  const code = (error as { code?: unknown } | null)?.code;
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const reason =
    code === 'EADDRINUSE'
      ? `cannot listen on ${where}: the port is already in use (stop the program using it, or set PORT to another port)`
      : code === 'EACCES'
        ? `cannot listen on ${where}: permission denied (ports below 1024 need privileges: set PORT to 1024 or above)`
        : code === 'EADDRNOTAVAIL'
          ? `cannot listen on ${where}: HOST is not an address of this machine`
          : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
            ? `cannot listen on ${where}: HOST "${host}" does not resolve to an address`
            : `could not start: ${error instanceof Error ? error.message : String(error)}`;
  return `tangible-wealth: ${reason}\n`;
}
