// Cards drawn a few at a time, remembered by comparison. Takumi draws off the JavaScript thread, so a
// burst of cards never holds up other routes; what a burst can still take is CPU and threads, so the
// number drawn at once and the number waiting are both bounded, and past them a card is refused at once.
import { availableParallelism } from 'node:os';
import { currentDay } from '../anchors/clock.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { entityTag } from '../http/etag.ts';
import { type CachedAnswer, ResponseCache } from '../http/response-cache.ts';
import { DEFAULT_LANG, type Lang } from '../i18n/languages.ts';

/** Cards kept: a card is about 30 KB, so at most about 16 MB. */
const CACHE = { entries: 320, bytes: 16 * 1024 * 1024, maxEntryBytes: 256 * 1024 };
/**
 * Cards drawn at once: one core fewer than the machine has (the JavaScript thread keeps one), at most
 * two, so that libuv's pool (4 threads, where Takumi draws) keeps threads for file reads and crypto.
 */
export const MAX_DRAWING = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Cards waiting for a drawing slot (at most about 80 ms of drawing); past this a card is refused with 503. */
export const MAX_WAITING_RENDERS = 16;

export class CardRenderer {
  readonly #cache = new ResponseCache({ ...CACHE, generation: currentDay });
  /** The same comparison asked for again while it is being drawn shares the one drawing. */
  readonly #drawing = new Map<string, Promise<CachedAnswer>>();
  /** Resolvers of the cards waiting for a slot, first come first served. */
  readonly #waiting: Array<() => void> = [];
  readonly #attribution: string;
  readonly #host: string;
  #busy = 0;

  constructor(attribution: string, host: string) {
    this.#attribution = attribution;
    this.#host = host;
  }

  /**
   * The card for a comparison under its canonical key (its address, `lang` included: one card per
   * language); undefined when too many are already waiting.
   */
  async card(
    key: string,
    data: ComparisonResult,
    lang: Lang = DEFAULT_LANG,
  ): Promise<CachedAnswer | undefined> {
    const ready = this.#cache.get(key) ?? this.#drawing.get(key);
    if (ready) return ready;
    if (this.#busy >= MAX_DRAWING && this.#waiting.length >= MAX_WAITING_RENDERS) return undefined;
    const drawn = this.#draw(key, data, lang);
    this.#drawing.set(key, drawn);
    try {
      return await drawn;
    } finally {
      this.#drawing.delete(key);
    }
  }

  /** Cards being drawn and waiting, for tests and the bench. */
  get load(): { drawing: number; waiting: number } {
    return { drawing: this.#busy, waiting: this.#waiting.length };
  }

  async #draw(key: string, data: ComparisonResult, lang: Lang): Promise<CachedAnswer> {
    if (this.#busy >= MAX_DRAWING) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#busy++;
    try {
      // Takumi and the fonts load with the first card: a process that draws none never holds them.
      const { renderCard } = await import('./card.ts');
      const body = await renderCard(data, this.#attribution, this.#host, undefined, lang);
      const answer = { status: 200, body, etag: entityTag(body) };
      this.#cache.set(key, answer);
      return answer;
    } finally {
      // The slot passes straight to the next card waiting, or is freed.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy--;
    }
  }
}
