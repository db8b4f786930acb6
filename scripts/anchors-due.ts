// Lists the anchors whose source has published (or was due to publish) a newer figure: the review
// docs/operations.md ("Refreshing the anchor data") starts from. Reads the data set as /data serves it.
// Run: node scripts/anchors-due.ts [--day YYYY-MM-DD] [--json] (npm run anchors:due). The day
// defaults to today (UTC); the exit code is 0 whatever is due (this is a to-do list, not a gate: the
// gate is test/anchors/review.test.ts, on the data day).
import { anchorDataset, type DatasetAnchor } from '../src/anchors/dataset.ts';
import { daysPastRelease, REVIEW_GRACE_DAYS } from '../src/anchors/review.ts';

export interface DueAnchor {
  id: string;
  period: string;
  nextRelease: string;
  /** Days since the next release; past REVIEW_GRACE_DAYS the data-day test fails. */
  daysPast: number;
  overdue: boolean;
  cadence: string | null;
  source: DatasetAnchor['source'];
}

/** The anchors whose next release is before `day`, the longest overdue first. */
export function dueAnchors(day: string): DueAnchor[] {
  const due: DueAnchor[] = [];
  for (const anchor of anchorDataset('').anchors) {
    if (anchor.period === null || anchor.nextRelease === null) continue;
    const daysPast =
      daysPastRelease(
        { period: anchor.period, nextRelease: anchor.nextRelease, cadence: '', reviewed: '' },
        day,
      ) ?? 0;
    if (daysPast <= 0) continue;
    due.push({
      id: anchor.id,
      period: anchor.period,
      nextRelease: anchor.nextRelease,
      daysPast,
      overdue: daysPast > REVIEW_GRACE_DAYS,
      cadence: anchor.cadence,
      source: anchor.source,
    });
  }
  return due.sort((a, b) => b.daysPast - a.daysPast || a.id.localeCompare(b.id));
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** The report as text: one block per anchor, with its source. */
export function dueReport(day: string, due: readonly DueAnchor[]): string {
  if (due.length === 0) return `No anchor is due on ${day}.\n`;
  const lines = [
    `${due.length} anchors due on ${day} (past the next release; overdue after ${REVIEW_GRACE_DAYS} days):`,
    '',
  ];
  for (const a of due) {
    lines.push(
      `${a.id}  ${a.overdue ? 'OVERDUE' : 'due'}  period ${a.period}, next release ${a.nextRelease} (${a.daysPast} days ago), ${a.cadence ?? ''}`,
      `    ${a.source.publisher}${a.source.title ? `, ${a.source.title}` : ''}`,
      `    ${a.source.url ?? '(no address)'}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const day = argument('--day') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    process.stderr.write(`--day takes YYYY-MM-DD, not ${day}\n`);
    process.exit(2);
  }
  const due = dueAnchors(day);
  process.stdout.write(
    process.argv.includes('--json') ? `${JSON.stringify(due, null, 2)}\n` : dueReport(day, due),
  );
}
