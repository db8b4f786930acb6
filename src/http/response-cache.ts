/** A stored answer: its status and the exact bytes of its JSON body. */
export interface CachedAnswer {
  readonly status: number;
  readonly body: Buffer;
}

/**
 * Answers by request target (path and query exactly as sent). Every answer of the REST API is a pure
 * function of its target and of the `generation` (the current year, which duration scales count from),
 * and successes are already declared cacheable for an hour; keeping the encoded bytes spares parsing,
 * computing, formatting and serialising for repeated requests. A new generation empties the cache.
 * Bounded: when full, the oldest entry goes (first in, first out), so memory stays flat whatever
 * clients send.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #capacity: number;
  readonly #generation: () => number;
  #current: number;

  constructor(capacity: number, generation: () => number = () => 0) {
    this.#capacity = capacity;
    this.#generation = generation;
    this.#current = generation();
  }

  get(target: string): CachedAnswer | undefined {
    const generation = this.#generation();
    if (generation !== this.#current) {
      this.#entries.clear();
      this.#current = generation;
    }
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
