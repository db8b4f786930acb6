// Cards drawn one at a time, remembered by comparison: drawing takes tens of milliseconds of CPU, so
// the work any client can cause is bounded by CARD_RATE_LIMIT, this queue and the cache.
import { currentDay } from '../anchors/clock.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { entityTag } from '../http/etag.ts';
import { type CachedAnswer, ResponseCache } from '../http/response-cache.ts';

/** Cards kept: a card is about 50 KB, so at most about 16 MB. */
const CACHE = { entries: 320, bytes: 16 * 1024 * 1024, maxEntryBytes: 256 * 1024 };
/** Renders waiting beyond this are refused with 503 at once rather than queued for seconds. */
export const MAX_WAITING_RENDERS = 8;

export class CardRenderer {
  readonly #cache = new ResponseCache({ ...CACHE, generation: currentDay });
  readonly #attribution: string;
  readonly #host: string;
  #queue: Promise<unknown> = Promise.resolve();
  #waiting = 0;

  constructor(attribution: string, host: string) {
    this.#attribution = attribution;
    this.#host = host;
  }

  /** The card for a comparison under its canonical key; undefined when too many are already waiting. */
  async card(key: string, data: ComparisonResult): Promise<CachedAnswer | undefined> {
    const cached = this.#cache.get(key);
    if (cached) return cached;
    if (this.#waiting >= MAX_WAITING_RENDERS) return undefined;
    this.#waiting++;
    const drawn = this.#queue.then(async () => {
      // Another request may have drawn it while this one waited.
      const ready = this.#cache.get(key);
      if (ready) return ready;
      // satori, resvg and the fonts load with the first card: a process that draws none never holds them.
      const { renderCard } = await import('./card.ts');
      const body = await renderCard(data, this.#attribution, this.#host);
      const answer = { status: 200, body, etag: entityTag(body) };
      this.#cache.set(key, answer);
      return answer;
    });
    this.#queue = drawn.catch(() => undefined);
    try {
      return await drawn;
    } finally {
      this.#waiting--;
    }
  }
}
