// The clock of the data's own day for a test file: "the time since …" counts from it, so answers are
// the same on any day the suite runs. The clock found before is put back after (never simply the
// system's), so that files sharing one module graph (the quick tier runs without isolation) do not
// unpin each other.
import { afterAll, beforeAll } from 'vitest';
import { type Clock, setClock } from '../../src/anchors/clock.ts';
import { DATA_DAY } from '../../src/anchors/duration.ts';

/** Midday of the data's own day. */
export const dataDayClock: Clock = () => new Date(`${DATA_DAY}T12:00:00Z`);

/** Pins the service's clock to the data's day for the file (or describe block) it is called in. */
export function onDataDay(): void {
  let previous: Clock | undefined;
  beforeAll(() => {
    previous = setClock(dataDayClock);
  });
  afterAll(() => {
    if (previous !== undefined) setClock(previous);
  });
}
