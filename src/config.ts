import { isIP } from 'node:net';

/** Everything the process can be told, read once from the environment at start-up. */
export interface Config {
  host: string;
  port: number;
  restRateLimit: number;
  mcpRateLimit: number;
  docsRateLimit: number;
  /** Picture cards (PNG) per window per client: each costs about 7 ms of CPU to draw, off the JavaScript thread. */
  cardRateLimit: number;
  /** Scrapes of /metrics per window per client: each renders every series. */
  metricsRateLimit: number;
  rateLimitWindowSeconds: number;
  redisUrl: string | undefined;
  /** false, a hop count, or a list of proxy addresses / CIDR ranges whose X-Forwarded-For is believed. */
  trustProxy: false | number | string[];
  workers: number;
  publicUrl: string | undefined;
  attribution: string;
  logLevel: string;
  /** A request whose headers and body have not all arrived by then is answered 408 and closed. */
  requestTimeoutSeconds: number;
  responseTimeoutSeconds: number;
  /** REST answers kept in memory by request target; 0 turns the cache off. */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  responseCacheEntries: number;
  responseCacheBytes: number;
  /** Whether /v1 GET and HEAD answers skip Fastify's general path (src/rest/fast-path.ts); proven equal to it. */
  restFastPath: boolean;
  /**
   * Whether stateless MCP `tools/call`, `tools/list` and `ping` requests skip Fastify's general path
   * (src/mcp/pre-route.ts); proven equal to it.
   */
  mcpFastPath: boolean;
  /** The Contact of /.well-known/security.txt (a mailto: or https: URI); unset, there is no security.txt. */
  securityContact: string | undefined;
  /** When set, /metrics answers only `Authorization: Bearer <this token>`. */
  metricsToken: string | undefined;
}

export const DEFAULT_ATTRIBUTION = 'Source: Tangible Wealth (CC BY 4.0).';

/** A bad setting: the message is the one line printed before the process stops. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(name: string, min: number, max: number) {
  return (raw: string): number => {
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    }
    return Number(raw);
  };
}

function trustProxy(raw: string): false | number | string[] {
  if (raw === '' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return integer('TRUST_PROXY', 1, 100)(raw);
  const entries = raw.split(',').map((s) => s.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits);
    if (family === 0 || badBits || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, got "${raw}"`,
      );
    }
  }
  return entries;
}

function url(name: string, protocols: string[]) {
  return (raw: string): string => {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ConfigError(`${name} must be a URL, got "${raw}"`);
    }
    if (!protocols.includes(parsed.protocol)) {
      throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${raw}"`);
    }
    return name === 'PUBLIC_URL' ? parsed.origin : raw;
  };
}

/** A mailto: or https: URI for people to report a vulnerability to; empty means unset. */
function securityContact(raw: string): string | undefined {
  if (raw.trim() === '') return undefined;
  // JSON quoting keeps the message on one line even for a value with a line break.
  const refused = new ConfigError(
    `SECURITY_CONTACT must be a mailto: or https: URI, got ${JSON.stringify(raw)}`,
  );
  const text = raw.trim();
  // URL parsing would silently drop a line break; the value goes into a line of security.txt as it is.
  if (/[\s\p{Cc}]/u.test(text)) throw refused;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw refused;
  }
  const https = parsed.protocol === 'https:';
  const mail = parsed.protocol === 'mailto:' && /^[^@]+@[^@]+$/.test(parsed.pathname);
  if (!https && !mail) throw refused;
  return text;
}

/** A bearer token (RFC 6750 token68): 16 to 256 letters, digits or `-._~+/`, `=` padding at the end; empty means unset. */
function metricsToken(raw: string): string | undefined {
  if (raw === '') return undefined;
  if (!/^[A-Za-z0-9\-._~+/]{16,256}=*$/.test(raw)) {
    throw new ConfigError(
      'METRICS_TOKEN must be 16 to 256 letters, digits or -._~+/ (a bearer token, e.g. from `openssl rand -hex 32`)',
    );
  }
  return raw;
}

function oneOf(name: string, values: string[]) {
  return (raw: string): string => {
    if (!values.includes(raw))
      throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
    return raw;
  };
}

function onOff(name: string) {
  return (raw: string): boolean => oneOf(name, ['on', 'off'])(raw) === 'on';
}

function nonEmpty(name: string) {
  return (raw: string): string => {
    if (raw.trim() === '') throw new ConfigError(`${name} must not be empty`);
    return raw;
  };
}

/** One row per variable: its name, its default, and how to read it. */
const SETTINGS = {
  host: ['HOST', '127.0.0.1', nonEmpty('HOST')],
  port: ['PORT', '3000', integer('PORT', 0, 65535)],
  restRateLimit: ['REST_RATE_LIMIT', '100', integer('REST_RATE_LIMIT', 1, 1_000_000_000)],
  mcpRateLimit: ['MCP_RATE_LIMIT', '300', integer('MCP_RATE_LIMIT', 1, 1_000_000_000)],
  docsRateLimit: ['DOCS_RATE_LIMIT', '500', integer('DOCS_RATE_LIMIT', 1, 1_000_000_000)],
  cardRateLimit: ['CARD_RATE_LIMIT', '30', integer('CARD_RATE_LIMIT', 1, 1_000_000_000)],
  metricsRateLimit: ['METRICS_RATE_LIMIT', '60', integer('METRICS_RATE_LIMIT', 1, 1_000_000_000)],
  rateLimitWindowSeconds: [
    'RATE_LIMIT_WINDOW_SECONDS',
    '60',
    integer('RATE_LIMIT_WINDOW_SECONDS', 1, 86_400),
  ],
  redisUrl: ['REDIS_URL', undefined, url('REDIS_URL', ['redis:', 'rediss:'])],
  trustProxy: ['TRUST_PROXY', '', trustProxy],
  workers: ['WORKERS', '1', integer('WORKERS', 1, 256)],
  publicUrl: ['PUBLIC_URL', undefined, url('PUBLIC_URL', ['http:', 'https:'])],
  attribution: ['ATTRIBUTION', DEFAULT_ATTRIBUTION, nonEmpty('ATTRIBUTION')],
  logLevel: ['LOG_LEVEL', 'info', oneOf('LOG_LEVEL', LOG_LEVELS)],
  requestTimeoutSeconds: ['REQUEST_TIMEOUT_SECONDS', '10', integer('REQUEST_TIMEOUT_SECONDS', 1, 3600)],
  responseTimeoutSeconds: ['RESPONSE_TIMEOUT_SECONDS', '60', integer('RESPONSE_TIMEOUT_SECONDS', 1, 3600)],
  maxConnections: ['MAX_CONNECTIONS', '4096', integer('MAX_CONNECTIONS', 1, 1_000_000)],
  maxConnectionsPerAddress: [
    'MAX_CONNECTIONS_PER_ADDRESS',
    '256',
    integer('MAX_CONNECTIONS_PER_ADDRESS', 1, 1_000_000),
  ],
  responseCacheEntries: ['RESPONSE_CACHE_ENTRIES', '10000', integer('RESPONSE_CACHE_ENTRIES', 0, 1_000_000)],
  responseCacheBytes: ['RESPONSE_CACHE_BYTES', '8388608', integer('RESPONSE_CACHE_BYTES', 0, 1_073_741_824)],
  restFastPath: ['REST_FAST_PATH', 'on', onOff('REST_FAST_PATH')],
  mcpFastPath: ['MCP_FAST_PATH', 'on', onOff('MCP_FAST_PATH')],
  securityContact: ['SECURITY_CONTACT', undefined, securityContact],
  metricsToken: ['METRICS_TOKEN', undefined, metricsToken],
} as const satisfies Record<keyof Config, readonly [string, string | undefined, (raw: string) => unknown]>;

/** Reads and validates every setting; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const config: Record<string, unknown> = {};
  for (const [key, [name, fallback, read]] of Object.entries(SETTINGS)) {
    const raw = env[name] ?? fallback;
    config[key] = raw === undefined ? undefined : read(raw);
  }
  return config as unknown as Config;
}

/** The environment-variable names, in the order the README documents them. */
export const SETTING_NAMES = Object.values(SETTINGS).map(([name]) => name);

/** The settings for a command that starts: a bad one ends the process with one line naming it, and exit status 1. */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`tangible-wealth: ${error.message}\n`);
    process.exit(1);
  }
}
