import { formatMultiplier } from './format.ts';
import type { PreparedAnchor, Source } from './types.ts';

/** An expression's anchors, ascending, ready for lookup. */
export interface AnchorTable {
  anchors: readonly PreparedAnchor[];
  figures: Float64Array;
}

function makeTable(anchors: readonly PreparedAnchor[]): AnchorTable {
  for (let i = 1; i < anchors.length; i++) {
    const previous = anchors[i - 1];
    const current = anchors[i];
    if (!previous || !current || !(current.figure > previous.figure)) {
      throw new Error(
        `anchors must ascend strictly: "${current?.wording}" is not above "${previous?.wording}"`,
      );
    }
  }
  return { anchors, figures: Float64Array.from(anchors, (anchor) => anchor.figure) };
}

/** An expression's table from its anchors: each one's figure, and that figure as shown in its wording. */
export function tableOf<A extends { wording: string; source: Source }>(
  anchors: readonly A[],
  figure: (anchor: A) => number,
  shown: (anchor: A) => string,
): AnchorTable {
  return makeTable(
    anchors.map((anchor) => {
      const text = shown(anchor);
      return {
        figure: figure(anchor),
        shown: text,
        phrase: `${anchor.wording} (${text})`,
        wording: anchor.wording,
        source: anchor.source,
      };
    }),
  );
}

export interface Selection {
  anchor: PreparedAnchor;
  /** The multiplier text, or null when it would read 1 and is left out. */
  multiplier: string | null;
}

/**
 * The largest anchor not above `value`, with the multiplier value ÷ anchor (conventions §9).
 * Null below the smallest anchor and for a value that is not a finite number.
 */
export function select(table: AnchorTable, value: number): Selection | null {
  if (!Number.isFinite(value)) return null;
  const { figures } = table;
  // Binary search for the last figure <= value.
  let low = 0;
  let high = figures.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((figures[middle] as number) <= value) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const anchor = table.anchors[found];
  if (!anchor) return null;
  return { anchor, multiplier: formatMultiplier(value / anchor.figure) };
}
