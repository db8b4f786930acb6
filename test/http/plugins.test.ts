import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { requestGuards } from '../../src/http/hardening.ts';
import { commonHeaders } from '../../src/http/headers.ts';
import { health } from '../../src/http/health.ts';
import { rateLimits } from '../../src/limits/plugin.ts';

describe('cross-cutting plugins declare their order', () => {
  it('the request guards refuse to load before the rate limits (their refusals must count)', async () => {
    const app = Fastify();
    app.register(commonHeaders);
    app.register(requestGuards);
    await expect(app.ready()).rejects.toThrow(/rate-limits/);
  });

  it('the rate limits refuse to load before the health checks they report to', async () => {
    const app = Fastify();
    app.register(commonHeaders);
    app.register(rateLimits, { config: loadConfig({}) });
    await expect(app.ready()).rejects.toThrow(/health/);
  });

  it('in the right order they load', async () => {
    const app = Fastify();
    app.register(commonHeaders);
    app.register(health);
    app.register(rateLimits, { config: loadConfig({}) });
    app.register(requestGuards);
    await app.ready();
    await app.close();
  });
});
