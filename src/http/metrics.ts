import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { refuse } from './refusals.ts';

/**
 * Prometheus metrics at /metrics: requests by route and status, a latency histogram, and rate-limit
 * refusals by route group. Each app has its own counters, so several apps in one process (tests,
 * benchmarks) never mix their counts.
 *
 * The counters are plain numbers beside each series' label text, escaped once when the series is
 * first seen, and a scrape only joins them into the text exposition format (0.0.4). prom-client
 * built an object per bucket and re-escaped every label on each scrape: about 1 ms of CPU for a
 * server's few hundred lines, twenty REST answers' worth; this is a small fraction of that.
 */

export const METRICS_PATH = '/metrics';

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const REQUESTS = 'tangible_wealth_http_requests_total';
const LATENCY = 'tangible_wealth_http_request_duration_seconds';
const REFUSALS = 'tangible_wealth_rate_limit_refusals_total';

/** Latency bucket bounds in seconds, and their `le` label values. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const BUCKET_LABELS = [...BUCKETS.map(String), '+Inf'];

/** A label value in the exposition format: backslash, double quote and line feed escaped. */
function escapeLabel(value: string): string {
  return value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

function labelText(labels: Readonly<Record<string, string | number>>): string {
  return Object.entries(labels)
    .map(([name, value]) => `${name}="${escapeLabel(String(value))}"`)
    .join(',');
}

interface CounterSeries {
  readonly labels: string;
  value: number;
}

interface TimingSeries {
  readonly labels: string;
  /** Observations per bucket, not cumulative (the last is past the largest bound). */
  readonly counts: number[];
  sum: number;
  count: number;
}

function header(name: string, help: string, type: 'counter' | 'histogram'): string {
  return `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;
}

function counterText(name: string, help: string, series: Iterable<CounterSeries>): string {
  let text = header(name, help, 'counter');
  for (const { labels, value } of series) text += `${name}{${labels}} ${value}\n`;
  return text;
}

function histogramText(name: string, help: string, series: Iterable<TimingSeries>): string {
  let text = header(name, help, 'histogram');
  for (const { labels, counts, sum, count } of series) {
    let cumulative = 0;
    for (let i = 0; i < counts.length; i++) {
      cumulative += counts[i] as number;
      text += `${name}_bucket{le="${BUCKET_LABELS[i]}",${labels}} ${cumulative}\n`;
    }
    text += `${name}_sum{${labels}} ${sum}\n${name}_count{${labels}} ${count}\n`;
  }
  return text;
}

/** Where one route, method and status is counted. */
export interface RequestSeries {
  readonly counter: CounterSeries;
  readonly timing: TimingSeries;
}

/** The metrics of one app: what the hooks (and the REST fast path) count and what a scrape renders. */
export class Metrics {
  private readonly requests = new Map<string, CounterSeries>();
  private readonly latency = new Map<string, TimingSeries>();
  private readonly refusals = new Map<string, CounterSeries>();

  request(route: string, method: string, status: number, seconds: number): void {
    this.observe(this.series(route, method, status), seconds);
  }

  /** The series a request of this route, method and status counts in, made on first use; a caller may keep it. */
  series(route: string, method: string, status: number): RequestSeries {
    const key = `${route} ${method} ${status}`;
    let counter = this.requests.get(key);
    if (counter === undefined) {
      counter = { labels: labelText({ route, method, status }), value: 0 };
      this.requests.set(key, counter);
    }
    let timing = this.latency.get(route);
    if (timing === undefined) {
      timing = { labels: labelText({ route }), counts: BUCKET_LABELS.map(() => 0), sum: 0, count: 0 };
      this.latency.set(route, timing);
    }
    return { counter, timing };
  }

  /** Counts one request in its series. */
  observe({ counter, timing }: RequestSeries, seconds: number): void {
    counter.value += 1;
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > (BUCKETS[bucket] as number)) bucket += 1;
    timing.counts[bucket] = (timing.counts[bucket] as number) + 1;
    timing.sum += seconds;
    timing.count += 1;
  }

  refusal(group: string): void {
    let series = this.refusals.get(group);
    if (series === undefined) {
      series = { labels: labelText({ group }), value: 0 };
      this.refusals.set(group, series);
    }
    series.value += 1;
  }

  text(): string {
    return [
      counterText(
        REQUESTS,
        'HTTP requests answered, by route pattern, method and status.',
        this.requests.values(),
      ),
      histogramText(LATENCY, 'Time from request to response, by route pattern.', this.latency.values()),
      counterText(
        REFUSALS,
        'Requests refused with 429, by rate-limit group (rest, mcp, docs, card, metrics).',
        this.refusals.values(),
      ),
    ].join('\n');
  }
}

/**
 * The budget each rate-limit refusal was charged to, said by the limiter when it refuses: only it
 * knows (an unknown path spends the budget of the area it aims at, and has no route group).
 */
const refusedBudgets = new WeakMap<FastifyRequest, string>();

/** Called by the rate limiter as it answers 429: the refusal is counted under this budget. */
export function noteRefusal(request: FastifyRequest, budget: string): void {
  refusedBudgets.set(request, budget);
}

/** SHA-256 of a token: equal-length buffers for a constant-time comparison whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Whether the request may read the metrics: always without METRICS_TOKEN, else only with
 * `Authorization: Bearer <token>` (compared in constant time).
 */
function authorized(request: FastifyRequest, expected: Buffer | undefined): boolean {
  if (expected === undefined) return true;
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1] as string), expected);
}

function unauthorized(reply: FastifyReply): FastifyReply {
  reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
  return refuse(reply, 401, 'Unauthorized', {
    details: 'This server requires METRICS_TOKEN as a bearer token: Authorization: Bearer <token>.',
  });
}

function registerMetrics(app: FastifyInstance, { token, counters }: MetricsOptions): void {
  const metrics = counters ?? new Metrics();
  const expected = token === undefined ? undefined : digest(token);

  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths share one label so that random URLs cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    const budget = refusedBudgets.get(request);
    if (budget !== undefined) metrics.refusal(budget);
    done();
  });

  app.get(METRICS_PATH, { config: { group: 'metrics' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!authorized(request, expected)) return unauthorized(reply);
    return reply.type(CONTENT_TYPE).send(metrics.text());
  });
}

export interface MetricsOptions {
  /** METRICS_TOKEN: when set, /metrics answers only requests that bear it. */
  token?: string | undefined;
  /** The app's counters, when another path than the hooks also counts into them (src/rest/fast-path.ts). */
  counters?: Metrics;
}

/** The plugin: named, so that plugins that need it can declare it and Fastify enforces the order. */
export const metrics = fastifyPlugin(
  async (app: FastifyInstance, options: MetricsOptions) => registerMetrics(app, options),
  { name: 'metrics', dependencies: ['common-headers'] },
);
