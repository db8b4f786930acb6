/** A stored answer: its status and the exact bytes of its JSON body. */
export interface CachedAnswer {
  readonly status: number;
  readonly body: Buffer;
}

/**
 * Answers by request target (path and query exactly as sent). Every answer of the REST API is a pure
 * function of its target, and successes are already declared cacheable for an hour; keeping the
 * encoded bytes spares parsing, computing, formatting and serialising for repeated requests. Bounded:
 * when full, the oldest entry goes (first in, first out), so memory stays flat whatever clients send.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(target: string): CachedAnswer | undefined {
    return this.#entries.get(target);
  }

  set(target: string, answer: CachedAnswer): void {
    if (this.#capacity === 0) return;
    if (this.#entries.size >= this.#capacity) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    this.#entries.set(target, answer);
  }

  get size(): number {
    return this.#entries.size;
  }
}
