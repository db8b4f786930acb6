import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../config.ts';
import { clientOf } from '../http/client.ts';
import { noteRefusal } from '../http/metrics.ts';
import { limitHeaders, refusalBodyOf, retryAfterSeconds } from './answers.ts';
import type { Budget, Verdict } from './budget.ts';
import { BUDGET_RULES, budgetOf, type LimitedGroup } from './groups.ts';
import { handedOverOf } from './handover.ts';
import { openLimitStore } from './store.ts';

/**
 * Per-client fixed-window limits (docs/service.md §8): each limited group spends its own budget, keyed
 * by the client (`clientOf`: its address through TRUST_PROXY, IPv6 by /64 network). Every limited answer carries the
 * rate-limit headers; over the limit the request is refused with 429 before its handler runs.
 * Counters live in this process (answered synchronously), in the cluster primary (WORKERS) or in
 * Redis (REDIS_URL).
 */
async function registerRateLimits(app: FastifyInstance, { config, expose }: RateLimitOptions): Promise<void> {
  const store = await openLimitStore(config, app.log.child({ component: 'rate-limit' }));
  const budgets = Object.fromEntries(
    Object.entries(BUDGET_RULES).map(([group, rule]) => [
      group,
      store.budget({
        name: group,
        title: rule.title,
        limit: rule.limit(config),
        windowSeconds: config.rateLimitWindowSeconds,
      }),
    ]),
  ) as Record<LimitedGroup, Budget>;
  expose?.(budgets);

  // A callback hook, not an async one: with counters in this process the verdict is known at once
  // and the request goes on without a promise; shared stores answer through one.
  app.addHook('onRequest', (request, reply, done) => {
    const group = budgetOf(request);
    if (group === undefined) return done();
    const budget = budgets[group];
    const decide = (verdict: Verdict, at?: number): void => {
      reply.headers(limitHeaders(budget, verdict, at));
      if (verdict.allowed) done();
      else {
        noteRefusal(request, group);
        const body = refusalBodyOf(group, budget, retryAfterSeconds(verdict));
        reply.code(429).type('application/json; charset=utf-8').send(body);
      }
    };
    // A request the MCP fast path began to answer, then left to Fastify, has already spent its budget.
    const early = handedOverOf(request.raw);
    if (early !== undefined) return decide(early.verdict, early.at);
    const client = clientOf(request);
    if (budget.takeNow) decide(budget.takeNow(client));
    else budget.take(client).then(decide, done);
  });

  // /readyz reports a configured Redis; the service itself keeps answering through an outage.
  if (store.kind === 'redis') app.readinessChecks.push({ name: 'redis', ready: () => store.ready() });
  app.addHook('onClose', async () => store.close());
}

export interface RateLimitOptions {
  config: Config;
  /** Hears the budgets once opened, for a path that counts into them without these hooks (src/rest/fast-path.ts). */
  expose?: (budgets: Readonly<Record<LimitedGroup, Budget>>) => void;
}

/** The plugin: named, so that plugins that need it can declare it and Fastify enforces the order. */
export const rateLimits = fastifyPlugin(registerRateLimits, {
  name: 'rate-limits',
  dependencies: ['common-headers', 'health'],
});
