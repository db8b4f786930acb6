// Today's date, for anchors counted back from it ("the time since the first Moon landing"). Read at
// call time, so the prose stays true without a release; tests fix the clock so that they do not
// depend on the day they run.

/** Where the date comes from. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();
let clock: Clock = systemClock;

/** Julian Day Number of 1970-01-01. */
const UNIX_EPOCH_DAY = 2_440_588;
const MS_PER_DAY = 86_400_000;

/** Today in UTC as a Julian Day Number, so every instance counts the same whatever its time zone. */
export function currentDay(): number {
  // The system clock's time without building a Date each call.
  const time = clock === systemClock ? Date.now() : clock().getTime();
  return UNIX_EPOCH_DAY + Math.floor(time / MS_PER_DAY);
}

/** The current time by the service's clock (fixed in tests). */
export function now(): Date {
  return clock();
}

/** The Julian Day Number of a `YYYY-MM-DD` day (UTC). */
export function dayOf(iso: string): number {
  return UNIX_EPOCH_DAY + Math.floor(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY);
}

/**
 * Fixes the clock (tests); with no argument, goes back to the system clock. Returns the clock it
 * replaced, so that whoever fixes the clock can put back the one it found (never simply the
 * system's: a caller inside a test would otherwise unpin the test's day).
 */
export function setClock(next: Clock = systemClock): Clock {
  const previous = clock;
  clock = next;
  return previous;
}

/** Runs `work` on `fixed`, then puts back the clock it found, whatever `work` does. */
export function withClock<T>(fixed: Clock, work: () => T): T {
  const previous = setClock(fixed);
  try {
    return work();
  } finally {
    setClock(previous);
  }
}
