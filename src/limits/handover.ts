import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Verdict } from './budget.ts';

/**
 * What a path before Fastify did with a request it began to answer and then left to Fastify (the MCP
 * fast path, src/mcp/pre-route.ts, reads the body before it knows whether it can answer): the body
 * it read, to be read again, and the rate-limit verdict it took, with the time it took it, so that
 * the budget is not spent twice and the rate-limit headers are those of that moment.
 */
export interface HandedOver {
  readonly body: Readable;
  readonly verdict: Verdict;
  /** Date.now() when the verdict was taken. */
  readonly at: number;
}

const handedOver = new WeakMap<IncomingMessage, HandedOver>();

export function handOver(request: IncomingMessage, what: HandedOver): void {
  handedOver.set(request, what);
}

/** What was done with this request before Fastify saw it, if anything. */
export function handedOverOf(request: IncomingMessage): HandedOver | undefined {
  return handedOver.get(request);
}
