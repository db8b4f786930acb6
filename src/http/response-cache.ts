/** A stored answer: its status, the exact bytes of its body, and a success's entity tag. */
export interface CachedAnswer {
  readonly status: number;
  readonly body: Buffer;
  readonly etag?: string;
}

/**
 * Answers kept by a key of the caller's making rather than a request target (MCP tool results,
 * src/mcp/fast-path.ts), in the same cache: each body is offered for keeping as it is computed and
 * kept once its key comes a second time.
 */
export interface KeyedAnswers {
  /** The body kept under this key, if any. */
  get(key: string): string | undefined;
  /** Offers a body for keeping. */
  keep(key: string, body: string): void;
}

/** Limits of the cache: how many answers, and how many bytes of targets and bodies together. */
export interface CacheLimits {
  readonly entries: number;
  readonly bytes: number;
  /** What else answers depend on (the current year, which duration scales count from); a new value empties the cache. */
  readonly generation?: () => number;
  /** The largest entry (target and body) kept; MAX_CACHED_ANSWER_BYTES unless given. */
  readonly maxEntryBytes?: number;
}

/**
 * An answer whose target and body together exceed this is never stored: real requests are a few
 * hundred bytes, so only oversized targets (up to 8 KB of junk) would reach it.
 */
export const MAX_CACHED_ANSWER_BYTES = 4096;

/**
 * Answers by request target (path and query exactly as sent). Every answer of the REST API (and every picture card) is a pure
 * function of its target and of the generation (the current day), and successes are already declared cacheable for an hour; keeping the
 * encoded bytes spares parsing, computing, formatting and serialising for repeated requests. Bounded
 * in entries and in bytes (target plus body, each entry at most MAX_CACHED_ANSWER_BYTES): when full,
 * the oldest entries go (first in, first out), so memory stays flat whatever clients send.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #limits: CacheLimits;
  readonly #generation: () => number;
  #current: number;
  #bytes = 0;

  constructor(limits: CacheLimits) {
    this.#limits = limits;
    this.#generation = limits.generation ?? (() => 0);
    this.#current = this.#generation();
  }

  get(target: string): CachedAnswer | undefined {
    const generation = this.#generation();
    if (generation !== this.#current) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#current = generation;
    }
    return this.#entries.get(target);
  }

  set(target: string, answer: CachedAnswer): void {
    const size = sizeOf(target, answer);
    const largest = this.#limits.maxEntryBytes ?? MAX_CACHED_ANSWER_BYTES;
    if (size > largest || size > this.#limits.bytes || this.#limits.entries === 0) return;
    if (this.#entries.has(target)) return;
    while (this.#entries.size >= this.#limits.entries || this.#bytes + size > this.#limits.bytes) {
      const [oldest, stored] = this.#entries.entries().next().value as [string, CachedAnswer];
      this.#entries.delete(oldest);
      this.#bytes -= sizeOf(oldest, stored);
    }
    this.#entries.set(target, { ...answer, body: ownBytes(answer.body) });
    this.#bytes += size;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes of targets and bodies held now. */
  get bytes(): number {
    return this.#bytes;
  }
}

/**
 * The body in memory of its own. A small Buffer made from a string is a slice of Node's shared 8 KB
 * pool: kept in the cache, it would keep the whole slab alive, ten times what the cache counts.
 */
function ownBytes(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return own;
}

/** What an entry costs: its target (UTF-16, two bytes a character) and its body. */
function sizeOf(target: string, answer: CachedAnswer): number {
  return target.length * 2 + answer.body.length;
}

/** Targets the doorkeeper remembers at once (a fixed table of 32-bit hashes: 128 KiB). */
const DOORKEEPER_SLOTS = 1 << 15;

/**
 * Which targets were asked for before (a doorkeeper in front of a cache): a fixed table of target
 * hashes, so memory stays flat. A target new to it is remembered and reported unseen; asked again it
 * is seen, so its answer may be stored. One-off targets (most computed answers) then never enter the
 * cache: they neither push out answers that are asked for again nor are kept long enough to reach
 * the old generation of the heap (docs/benchmarks.md). Two targets sharing a slot only make one of
 * them be stored a request early, or late.
 */
export class Doorkeeper {
  readonly #slots = new Uint32Array(DOORKEEPER_SLOTS);

  /** Whether `target` was asked for before; remembers it either way. */
  seen(target: string): boolean {
    // FNV-1a over the UTF-16 code units; 0 marks an empty slot, so a hash is never 0.
    let hash = 0x811c9dc5;
    for (let i = 0; i < target.length; i++) hash = Math.imul(hash ^ target.charCodeAt(i), 0x01000193);
    const mark = (hash | 1) >>> 0;
    const slot = (hash >>> 17) & (DOORKEEPER_SLOTS - 1);
    if (this.#slots[slot] === mark) return true;
    this.#slots[slot] = mark;
    return false;
  }
}
