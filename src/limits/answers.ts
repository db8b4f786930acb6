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
  // Lower-case names: Fastify stores headers lower-cased, so this spares it the conversion per request.
  const headers: Record<string, string> = {
    'ratelimit-policy': '',
    'ratelimit-limit': '',
    'ratelimit-remaining': '',
    'ratelimit-reset': '',
    'x-ratelimit-limit': '',
    'x-ratelimit-remaining': '',
    'x-ratelimit-reset': '',
  };
  setLimitHeaders(headers, budget, verdict, now);
  return headers;
}

/**
 * Sets the rate-limit headers on `headers`, in their order when `headers` does not have them yet, and
 * Retry-After on a refusal. The REST fast path (src/rest/fast-path.ts) fills a header object made once.
 */
export function setLimitHeaders(
  headers: Record<string, string>,
  budget: Budget,
  verdict: Verdict,
  now = Date.now(),
): void {
  const reset = verdict.allowed ? Math.floor(verdict.msBeforeReset / 1000) : retryAfterSeconds(verdict);
  const limit = String(budget.limit);
  const remaining = String(verdict.remaining);
  headers['ratelimit-policy'] = budget.policy;
  headers['ratelimit-limit'] = limit;
  headers['ratelimit-remaining'] = remaining;
  headers['ratelimit-reset'] = String(reset);
  headers['x-ratelimit-limit'] = limit;
  headers['x-ratelimit-remaining'] = remaining;
  headers['x-ratelimit-reset'] = String(Math.ceil((now + verdict.msBeforeReset) / 1000));
  if (!verdict.allowed) headers['retry-after'] = String(retryAfterSeconds(verdict));
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
