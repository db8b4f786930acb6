import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Counter, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics at /metrics: requests by route and status, a latency histogram, and rate-limit
 * refusals by route group. Each app has its own registry, so several apps in one process (tests,
 * benchmarks) never mix their counts.
 */
function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'tangible_wealth_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'tangible_wealth_http_request_duration_seconds',
    help: 'Time from request to response, by route pattern.',
    labelNames: ['route'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'tangible_wealth_rate_limit_refusals_total',
    help: 'Requests refused with 429, by rate-limit group (rest, mcp, docs, card).',
    labelNames: ['group'],
    registers: [registry],
  });

  // Label children cached by their values: looking labels up by object on every request is the
  // costly part of prom-client, and the set of routes, methods and statuses is small.
  const requestSeries = new Map<string, ReturnType<typeof requests.labels>>();
  const latencySeries = new Map<string, ReturnType<typeof latency.labels>>();

  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths share one label so that random URLs cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${route} ${request.method} ${reply.statusCode}`;
    let series = requestSeries.get(key);
    if (series === undefined) {
      series = requests.labels({ route, method: request.method, status: reply.statusCode });
      requestSeries.set(key, series);
    }
    series.inc();
    let timing = latencySeries.get(route);
    if (timing === undefined) {
      timing = latency.labels({ route });
      latencySeries.set(route, timing);
    }
    timing.observe(reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ group: request.routeOptions.config?.group ?? 'rest' });
    done();
  });

  app.get('/metrics', { config: { group: 'health' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** The plugin: named, so that plugins that need it can declare it and Fastify enforces the order. */
export const metrics = fastifyPlugin(async (app: FastifyInstance) => registerMetrics(app), {
  name: 'metrics',
  dependencies: ['common-headers'],
});
