import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANCHORS_DOC_URL, renderAnchorsDoc } from '../../scripts/docs-anchors.ts';
import { expressions } from './tables.ts';

describe('docs/anchors.md', () => {
  it('is exactly what scripts/docs-anchors.ts generates (run npm run docs:anchors after changing anchors)', () => {
    expect(readFileSync(ANCHORS_DOC_URL, 'utf8')).toBe(renderAnchorsDoc());
  });

  it('lists every anchor with its source and the ratio tiers', () => {
    const doc = renderAnchorsDoc();
    for (const { table } of expressions) {
      for (const anchor of table.anchors) {
        expect(doc).toContain(anchor.wording);
        expect(doc).toContain(anchor.source.publisher);
      }
    }
    expect(doc).toContain('## comparison ratio tiers');
    expect(doc).toContain('## Selection rule');
  });
});
