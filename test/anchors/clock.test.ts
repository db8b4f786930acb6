// No test depends on the day it runs: answers that count from today ("the time since the Paris
// Olympics") are pinned to the data's day wherever a test reads them, and whatever pins the clock puts
// back the one it found. `faketime -f +365d npm test` runs the whole suite a year ahead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeExamples } from '../../scripts/docs-examples.ts';
import { now, setClock, withClock } from '../../src/anchors/clock.ts';
import { makeApp, send } from '../support/app.ts';
import { dataDayClock } from '../support/clock.ts';

const YEAR_MS = 365 * 86_400_000;
/** An answer whose scale counts from today: 1,236 days against the time since the Paris Olympics. */
const DATED = '/v1/durationOfDailySpend?wealth=1236&spend=1';

async function scaleOf(url: string): Promise<string> {
  const app = await makeApp();
  try {
    return JSON.parse((await send(app, { url })).body).data.scale;
  } finally {
    await app.close();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the service clock', () => {
  it('is put back as it was found by whatever fixes it, the gallery included', () => {
    const mine = () => new Date('2031-05-06T07:08:09Z');
    const found = setClock(mine);
    try {
      computeExamples('de');
      expect(now().toISOString()).toBe('2031-05-06T07:08:09.000Z');
      expect(withClock(dataDayClock, () => now().toISOString())).toBe(dataDayClock().toISOString());
      expect(now().toISOString()).toBe('2031-05-06T07:08:09.000Z');
    } finally {
      setClock(found);
    }
  });

  it('pins the dated answers: a year later on the system clock, the data day still answers the same', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const found = setClock(dataDayClock);
    try {
      const today = await scaleOf(DATED);
      const gallery = computeExamples('fr');
      vi.setSystemTime(Date.now() + YEAR_MS);
      expect(await scaleOf(DATED)).toBe(today);
      expect(computeExamples('fr')).toEqual(gallery);
    } finally {
      setClock(found);
    }
  });

  it('is what dates the answer: the same request on the system clock a year apart reads differently', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: dataDayClock() });
    const found = setClock();
    try {
      const then = await scaleOf(DATED);
      vi.setSystemTime(dataDayClock().getTime() + YEAR_MS);
      expect(await scaleOf(DATED)).not.toBe(then);
    } finally {
      setClock(found);
    }
  });
});
