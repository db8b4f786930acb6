import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, SETTING_NAMES } from '../../src/config.ts';

/**
 * The deployment files (Containerfile, deploy/) set the service's settings in their own syntax;
 * these read them back and check every setting is one the service knows and accepts, and that the
 * files agree with each other. `npm run test:container` builds and runs the image itself, and
 * verifies the unit with systemd-analyze (scripts/container-test.sh).
 */
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** Settings of the service, as opposed to Node's own variables. */
function settingsOf(env: Record<string, string>): Record<string, string> {
  const known = new Set<string>(SETTING_NAMES);
  const unknown = Object.keys(env).filter(
    (name) => !known.has(name) && name !== 'NODE_ENV' && name !== 'NODE_OPTIONS',
  );
  expect(unknown, 'variables the service does not read').toEqual([]);
  return env;
}

/** `ENV A=1 B="x y"` (continued over lines) in a Containerfile. */
function containerfileEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, body = ''] of text.replace(/\\\n\s*/g, ' ').matchAll(/^ENV\s+(.+)$/gm)) {
    for (const [, name = '', quoted, bare] of body.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g))
      env[name] = quoted ?? bare ?? '';
  }
  return env;
}

/** `Environment=A=1 B=2` and `Environment="A=x y"` lines of a systemd unit. */
function unitEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, line = ''] of text.matchAll(/^Environment=(.+)$/gm)) {
    for (const [, whole, bare] of line.matchAll(/"([^"]*)"|(\S+)/g)) {
      const assignment = whole ?? bare ?? '';
      const equals = assignment.indexOf('=');
      env[assignment.slice(0, equals)] = assignment.slice(equals + 1);
    }
  }
  return env;
}

describe('Containerfile', () => {
  const text = read('Containerfile');

  it('sets only settings the service accepts, listening on every interface of the container', () => {
    const env = containerfileEnv(text);
    const config = loadConfig(settingsOf(env));
    expect([config.host, config.port]).toEqual(['0.0.0.0', 3000]);
    // The heap flags of `npm start` (docs/operations.md#memory).
    expect(env.NODE_OPTIONS).toBe(
      JSON.parse(read('package.json')).scripts.start.match(/--max-semi[^ ]+ --max-old[^ ]+/)[0],
    );
  });

  it('probes /healthz on the port it listens on, runs the package bin as `node`, stops with SIGTERM', () => {
    expect(text).toMatch(/HEALTHCHECK[^\n]*\\\n[^\n]*127\.0\.0\.1:\$\{process\.env\.PORT\}\/healthz/);
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/^STOPSIGNAL SIGTERM$/m);
    const bin = Object.keys(JSON.parse(read('package.json')).bin)[0];
    expect(text).toContain(`ENTRYPOINT ["${bin}"]`);
    expect(text).toContain('CMD ["serve"]');
  });

  it("its build context (.dockerignore) holds everything `npm pack` packs, and the build's inputs", () => {
    const allowed = read('.dockerignore')
      .split('\n')
      .filter((line) => line.startsWith('!'))
      .map((line) => line.slice(1).replace(/\/$/, ''));
    const { files } = JSON.parse(read('package.json')) as { files: string[] };
    // dist/ is built inside the image from src/; README and LICENSE npm packs always.
    const needed = [
      ...files.filter((entry) => entry !== 'dist/'),
      'README.md',
      'LICENSE',
      'src',
      'scripts/build.ts',
      'tsconfig.json',
      'tsconfig.build.json',
      'package-lock.json',
    ];
    for (const path of needed.map((entry) => entry.replace(/\/$/, ''))) {
      expect(
        allowed.some((entry) => path === entry || path.startsWith(`${entry}/`)),
        path,
      ).toBe(true);
    }
  });
});

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true });
  const services = compose.services as Record<string, Record<string, unknown>>;
  const instances = Object.entries(services).filter(([, service]) => service.build !== undefined);
  const proxyNetworks = services.proxy?.networks as Record<string, { ipv4_address: string }> | undefined;
  const proxyAddress = proxyNetworks?.internal?.ipv4_address;

  it('two instances of the image, each with settings the service accepts, sharing Valkey and trusting only the proxy', () => {
    expect(instances.map(([name]) => name)).toEqual(['tangible-wealth-1', 'tangible-wealth-2']);
    for (const [, service] of instances) {
      expect(service.build).toEqual({ context: '..', dockerfile: 'Containerfile' });
      const env = service.environment as Record<string, string>;
      const config = loadConfig({ ...containerfileEnv(read('Containerfile')), ...settingsOf(env) });
      expect(new URL(config.redisUrl ?? '').hostname).toBe('valkey');
      expect(config.trustProxy).toEqual([proxyAddress]);
    }
    expect(String(services.valkey?.image)).toMatch(/valkey/);
  });

  it("nginx's upstream is the two instances on the image's port", () => {
    const upstream = [...read('deploy/nginx.conf').matchAll(/^\s*server ([\w.-]+):(\d+);/gm)].map(
      ([, host, port]) => `${host}:${port}`,
    );
    expect(upstream).toEqual(
      instances.map(([name]) => `${name}:${containerfileEnv(read('Containerfile')).PORT}`),
    );
    expect(services.proxy?.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });
});

describe('deploy/tangible-wealth.service', () => {
  const text = read('deploy/tangible-wealth.service');

  it('runs the installed command with settings the service accepts, stopped by SIGTERM within the drain bound', () => {
    const env = unitEnv(text);
    const config = loadConfig(settingsOf(env));
    expect([config.host, config.port]).toEqual(['127.0.0.1', 3000]);
    expect(text).toMatch(/^ExecStart=\/usr\/local\/bin\/tangible-wealth serve$/m);
    expect(text).toMatch(/^KillSignal=SIGTERM$/m);
    // The process gives requests 10 seconds (src/server.ts); systemd waits longer before it kills.
    expect(Number(text.match(/^TimeoutStopSec=(\d+)$/m)?.[1])).toBeGreaterThan(10);
  });
});
