import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ATTRIBUTION, loadConfig } from '../src/config.ts';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 3000,
      restRateLimit: 100,
      mcpRateLimit: 300,
      docsRateLimit: 500,
      cardRateLimit: 30,
      metricsRateLimit: 60,
      rateLimitWindowSeconds: 60,
      redisUrl: undefined,
      trustProxy: false,
      workers: 1,
      publicUrl: undefined,
      attribution: DEFAULT_ATTRIBUTION,
      logLevel: 'info',
      requestTimeoutSeconds: 10,
      responseTimeoutSeconds: 60,
      maxConnections: 4096,
      maxConnectionsPerAddress: 256,
      responseCacheEntries: 10000,
      responseCacheBytes: 8388608,
      restFastPath: true,
      mcpFastPath: true,
      securityContact: undefined,
      metricsToken: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      REST_RATE_LIMIT: '10',
      MCP_RATE_LIMIT: '20',
      DOCS_RATE_LIMIT: '30',
      RATE_LIMIT_WINDOW_SECONDS: '5',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1',
      WORKERS: '4',
      PUBLIC_URL: 'https://wealth.example.org/some/path',
      ATTRIBUTION: 'Source: Example.',
      LOG_LEVEL: 'warn',
      SECURITY_CONTACT: 'mailto:security@wealth.example',
      METRICS_RATE_LIMIT: '12',
      METRICS_TOKEN: 'a1b2c3d4e5f6a7b8c9d0',
      REST_FAST_PATH: 'off',
      MCP_FAST_PATH: 'off',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      restRateLimit: 10,
      mcpRateLimit: 20,
      docsRateLimit: 30,
      rateLimitWindowSeconds: 5,
      redisUrl: 'redis://127.0.0.1:6379/0',
      trustProxy: ['10.0.0.1', '192.168.0.0/16', '::1'],
      workers: 4,
      publicUrl: 'https://wealth.example.org',
      attribution: 'Source: Example.',
      logLevel: 'warn',
      securityContact: 'mailto:security@wealth.example',
      metricsRateLimit: 12,
      metricsToken: 'a1b2c3d4e5f6a7b8c9d0',
      restFastPath: false,
      mcpFastPath: false,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ SECURITY_CONTACT: 'https://wealth.example/report' }).securityContact).toBe(
      'https://wealth.example/report',
    );
    // Empty is unset: there is then no security.txt.
    expect(loadConfig({ SECURITY_CONTACT: ' ' }).securityContact).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['REST_RATE_LIMIT', '0'],
    ['MCP_RATE_LIMIT', '1.5'],
    ['DOCS_RATE_LIMIT', ''],
    ['RATE_LIMIT_WINDOW_SECONDS', '0'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'http://x'],
    ['TRUST_PROXY', 'yes please'],
    ['TRUST_PROXY', '10.0.0.1/99'],
    ['WORKERS', '0'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://x'],
    ['ATTRIBUTION', '  '],
    ['LOG_LEVEL', 'loud'],
    ['HOST', ''],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['RESPONSE_CACHE_ENTRIES', '-1'],
    ['REST_FAST_PATH', 'yes'],
    ['MCP_FAST_PATH', 'yes'],
    ['SECURITY_CONTACT', 'not a uri'],
    ['SECURITY_CONTACT', 'ftp://x'],
    ['SECURITY_CONTACT', 'http://wealth.example/security'],
    ['SECURITY_CONTACT', 'mailto:nobody'],
    ['SECURITY_CONTACT', 'mailto:a@b.example\r\nExpires: never'],
    ['METRICS_RATE_LIMIT', '0'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'has a space in it, sixteen+'],
    ['METRICS_TOKEN', 'line\nbreak-0123456789'],
  ])('refuses %s=%j naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} `));
  });

  it('a bad METRICS_TOKEN is refused without printing it (it is a secret)', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'secret secret secret' })).toThrow(
      /^METRICS_TOKEN must be 16 to 256 letters, digits or -._~\+\/ \(a bearer token/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'secret secret secret' })).not.toThrow(/secret/);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('a bad SECURITY_CONTACT is one line, even with a line break in it', () => {
    expect(() => loadConfig({ SECURITY_CONTACT: 'not a uri' })).toThrow(
      'SECURITY_CONTACT must be a mailto: or https: URI, got "not a uri"',
    );
    let message = '';
    try {
      loadConfig({ SECURITY_CONTACT: 'mailto:a@b.example\nX' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^SECURITY_CONTACT /);
    expect(message).not.toContain('\n');
  });

  it('a bad value stops the real process with one clear line', () => {
    const result = spawnSync(process.execPath, ['src/server.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'tangible-wealth: PORT must be a whole number from 0 to 65535, got "eighty"',
    ]);
  });
});
