import { dialectOf, refusalBody } from '../http/refusals.ts';
import type { Budget, Verdict } from './budget.ts';
import type { LimitedGroup } from './groups.ts';

/**
 * Seconds a refused client should wait. Rounded up (and at least 1) so that waiting this long
 * always finds the new window open; on a 429, Retry-After, `retryAfter` and RateLimit-Reset all
 * carry this same number (docs/service.md §7.3).
 */
export function retryAfterSeconds(verdict: Verdict): number {
  return Math.max(1, Math.ceil(verdict.msBeforeReset / 1000));
}

/** The rate-limit headers of docs/service.md §8 for one answer. */
export function limitHeaders(budget: Budget, verdict: Verdict, now = Date.now()): Record<string, string> {
  const reset = verdict.allowed ? Math.floor(verdict.msBeforeReset / 1000) : retryAfterSeconds(verdict);
  const limit = String(budget.limit);
  const remaining = String(verdict.remaining);
  // Lower-case names: Fastify stores headers lower-cased, so this spares it the conversion per request.
  const headers: Record<string, string> = {
    'ratelimit-policy': budget.policy,
    'ratelimit-limit': limit,
    'ratelimit-remaining': remaining,
    'ratelimit-reset': String(reset),
    'x-ratelimit-limit': limit,
    'x-ratelimit-remaining': remaining,
    'x-ratelimit-reset': String(Math.ceil((now + verdict.msBeforeReset) / 1000)),
  };
  if (!verdict.allowed) headers['retry-after'] = String(retryAfterSeconds(verdict));
  return headers;
}

/** What a refusal says of its budget. */
export type BudgetTerms = Pick<Budget, 'title' | 'limit' | 'windowSeconds'>;

/** One sentence naming the limit, the window and the wait. */
function refusalDetails(budget: BudgetTerms, seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return (
    `Too many requests to the ${budget.title}: the limit is ${unit(budget.limit, 'request')} per ` +
    `${unit(budget.windowSeconds, 'second')} per client address. ` +
    `Retry after ${unit(seconds, 'second')}.`
  );
}

/** The 429 body: the error envelope (docs/service.md §7.3) for REST and docs, a JSON-RPC error for MCP. */
export function refusalBodyOf(group: LimitedGroup, budget: BudgetTerms, seconds: number): unknown {
  return refusalBody(dialectOf(group), 429, 'Too Many Requests', {
    details: refusalDetails(budget, seconds),
    retryAfter: seconds,
  });
}
