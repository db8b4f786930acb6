// The current year, for anchors counted back from today ("the time since the first Moon landing").
// Read at call time, so the prose stays true without a release; tests fix the clock so that they do
// not depend on the day they run.

/** Where the date comes from. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();
let clock: Clock = systemClock;

/** The current year in UTC, so every instance counts the same whatever its time zone. */
export function currentYear(): number {
  return clock().getUTCFullYear();
}

/** Fixes the clock (tests); with no argument, goes back to the system clock. */
export function setClock(next: Clock = systemClock): void {
  clock = next;
}
