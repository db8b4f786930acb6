// The review that cannot be forgotten (docs/operations.md, "Refreshing the anchor data"): every
// changing figure names its period and when its source publishes the next one, /data serves both,
// `npm run anchors:due` lists what is due, and this file fails once the data day is past a next
// release plus REVIEW_GRACE_DAYS. It runs on the data day, never today's date, so CI stays green on
// any day until a release moves the data day forward.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueAnchors, dueReport } from '../../scripts/anchors-due.ts';
import { DATA_DAY, durationAnchors } from '../../src/anchors/duration.ts';
import { growthAnchors } from '../../src/anchors/growth.ts';
import { heightAnchors } from '../../src/anchors/height.ts';
import { itemsAnchors } from '../../src/anchors/items.ts';
import { LOCAL_ANCHORS } from '../../src/anchors/local/index.ts';
import { REVIEW_GRACE_DAYS, REVIEWS } from '../../src/anchors/review.ts';
import type { AnchorBase } from '../../src/anchors/types.ts';
import { makeApp, send } from '../support/app.ts';

/**
 * Figures whose source has published a newer one more than REVIEW_GRACE_DAYS before the data day,
 * not yet replaced because the newer figure was not found in our sources (each source's
 * `secondary` note or docs/anchors.md says what was searched). The list may only shrink: an id on it
 * that is no longer overdue fails the test, so it is removed the day its figure is updated.
 */
const KNOWN_OVERDUE = new Set([
  'items.ja-tokyo',
  'items.luxembourg',
  'items.de-germany',
  'growth.world-gdp',
  'items.es-spain',
  'growth.world-private-wealth',
]);

const DAY_MS = 86_400_000;
const day = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number | undefined];
  // A month without a day means its last day.
  return d === undefined ? Date.UTC(y, m, 0) : Date.UTC(y, m - 1, d);
};

const all: AnchorBase[] = [
  ...durationAnchors,
  ...heightAnchors,
  ...itemsAnchors,
  ...growthAnchors,
  ...Object.values(LOCAL_ANCHORS).flatMap((local) =>
    local ? [...local.duration, ...local.height, ...local.items, ...local.growth] : [],
  ),
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('the review of changing figures', () => {
  it('covers every figure that can change, and nothing else', () => {
    const changing = all.filter((a) => a.source.checked !== undefined).map((a) => a.id);
    expect(changing.length).toBeGreaterThan(60);
    expect(Object.keys(REVIEWS).sort()).toEqual([...changing].sort());
  });

  it('records a period, a cadence, a next release or none, and a review day no later than the data day', () => {
    for (const [id, review] of Object.entries(REVIEWS)) {
      expect(review.period, id).not.toBe('');
      expect(review.cadence, id).not.toBe('');
      expect(review.reviewed, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day(review.reviewed), id).toBeLessThanOrEqual(day(DATA_DAY));
      if (review.nextRelease !== null) expect(review.nextRelease, id).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
    }
  });

  it(`has no figure past its source's next release plus ${REVIEW_GRACE_DAYS} days on the data day (${DATA_DAY}), but the known list`, () => {
    const overdue = Object.entries(REVIEWS)
      .filter(
        ([, r]) => r.nextRelease !== null && day(DATA_DAY) - day(r.nextRelease) > REVIEW_GRACE_DAYS * DAY_MS,
      )
      .map(([id]) => id);
    expect(
      overdue.filter((id) => !KNOWN_OVERDUE.has(id)),
      'update these figures (npm run anchors:due)',
    ).toEqual([]);
    expect(
      [...KNOWN_OVERDUE].filter((id) => !overdue.includes(id)),
      'no longer overdue: remove from KNOWN_OVERDUE',
    ).toEqual([]);
  });

  it('fails for a figure a day past the grace and not for one a day before it (the rule itself)', () => {
    const release = '2026-01-15';
    const on = (offset: number) => new Date(day(release) + offset * DAY_MS).toISOString().slice(0, 10);
    const past = (d: string) => day(d) - day(release) > REVIEW_GRACE_DAYS * DAY_MS;
    expect(past(on(REVIEW_GRACE_DAYS))).toBe(false);
    expect(past(on(REVIEW_GRACE_DAYS + 1))).toBe(true);
  });
});

describe('/data/anchors.json serves the review', () => {
  it('with period, nextRelease, cadence and reviewed for each changing figure, and null for the rest', async () => {
    const body = (await send(app, '/data/anchors.json')).json();
    expect(body.version).toBe(DATA_DAY);
    for (const field of ['period', 'nextRelease', 'cadence', 'reviewed', 'epoch'])
      expect(body.fields[field], field).toEqual(expect.any(String));
    for (const anchor of body.anchors) {
      const review = REVIEWS[anchor.id];
      expect(
        {
          period: anchor.period,
          nextRelease: anchor.nextRelease,
          cadence: anchor.cadence,
          reviewed: anchor.reviewed,
        },
        anchor.id,
      ).toEqual(
        review
          ? {
              period: review.period,
              nextRelease: review.nextRelease,
              cadence: review.cadence,
              reviewed: review.reviewed,
            }
          : { period: null, nextRelease: null, cadence: null, reviewed: null },
      );
    }
  });

  it('the five figures a reader found a year old are their sources’ 2025 (or latest found) periods', async () => {
    const anchors: { id: string; figure: number; period: string }[] = (
      await send(app, '/data/anchors.json')
    ).json().anchors;
    const byId = new Map(anchors.map((a) => [a.id, a]));
    expect(byId.get('growth.netflix-revenue')).toMatchObject({ figure: 45_183_036_000, period: '2025' });
    expect(byId.get('growth.us-federal-spending')).toMatchObject({
      figure: 7_010_000_000_000,
      period: 'FY2025 (October 2024 – September 2025)',
    });
    expect(byId.get('growth.gdp-china')).toMatchObject({ figure: 20_010_000_000_000, period: '2025' });
    expect(byId.get('growth.median-weekly-earnings')).toMatchObject({
      figure: 1204,
      period: '2025 (annual average)',
    });
    expect(byId.get('items.toronto')).toMatchObject({ figure: 3_271_830, period: '2025-07-01' });
  });

  it('counts the Holocene from its own epoch, b2k', async () => {
    const anchors: { id: string; epoch: string | null; figure: number }[] = (
      await send(app, '/data/anchors.json')
    ).json().anchors;
    expect(anchors.find((a) => a.id === 'duration.holocene')).toMatchObject({
      figure: 11_700,
      epoch: '2000-01-01',
    });
    expect(anchors.filter((a) => a.epoch !== null).map((a) => a.id)).toEqual(['duration.holocene']);
  });
});

describe('npm run anchors:due', () => {
  it('lists exactly the figures whose next release is before the day, with their sources', () => {
    const due = dueAnchors(DATA_DAY);
    const expected = Object.entries(REVIEWS)
      .filter(([, r]) => r.nextRelease !== null && day(r.nextRelease) < day(DATA_DAY))
      .map(([id]) => id)
      .sort();
    expect(due.map((a) => a.id).sort()).toEqual(expected);
    for (const a of due) expect(a.overdue, a.id).toBe(KNOWN_OVERDUE.has(a.id));
    const report = dueReport(DATA_DAY, due);
    for (const a of due) {
      expect(report).toContain(a.id);
      expect(report).toContain(a.source.url ?? '(no address)');
    }
  });

  it('lists nothing on a day before every next release', () => {
    expect(dueAnchors('2020-01-01')).toEqual([]);
    expect(dueReport('2020-01-01', [])).toBe('No anchor is due on 2020-01-01.\n');
  });
});
