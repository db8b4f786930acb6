import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Computed,
  computeExamples,
  EXAMPLES,
  EXAMPLES_DOC_URL,
  renderExamplesDoc,
} from '../../scripts/docs-examples.ts';
import { MONEY_KINDS } from '../../src/expressions/height.ts';
import { ITEMS } from '../../src/expressions/items.ts';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { onDataDay } from '../support/clock.ts';

/** Every piece of prose one example answers with, labelled by where it comes from. */
function texts(computed: Computed): Array<[string, string | null]> {
  if (computed.kind === 'expression') {
    const { phrase, sentence, scale } = computed.data;
    return [
      ['phrase', phrase],
      ['sentence', sentence],
      ['scale', scale],
    ];
  }
  const { resultTheirs, resultYours, ratio, equivalence } = computed.data;
  return [
    ...(['phrase', 'sentence', 'scale'] as const).flatMap(
      (field): Array<[string, string | null]> => [
        [`resultTheirs.${field}`, resultTheirs[field]],
        [`resultYours.${field}`, resultYours[field]],
        [`ratio.${field}`, ratio[field]],
      ],
    ),
    ['equivalence', equivalence],
  ];
}

describe('docs/examples.md', () => {
  onDataDay();

  it('is exactly what scripts/docs-examples.ts generates (run npm run docs:examples after changing prose or anchors)', () => {
    expect(
      readFileSync(EXAMPLES_DOC_URL, 'utf8'),
      'docs/examples.md is stale: run npm run docs:examples',
    ).toBe(renderExamplesDoc());
  });

  it('holds at least 90 examples, one request line each', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(90);
    const requestLines = renderExamplesDoc()
      .split('\n')
      .filter((line) => line.startsWith('- `'));
    expect(requestLines).toHaveLength(EXAMPLES.length);
  });

  it('covers all five operations, every typeOfMoney and every typeOfItem', () => {
    const doc = renderExamplesDoc();
    expect(OPERATIONS).toHaveLength(5);
    for (const operation of OPERATIONS) {
      expect(doc).toContain(`## ${operation.name}\n`);
      expect(EXAMPLES.some((example) => example.operation === operation.name)).toBe(true);
    }
    const used = (param: string) => new Set(EXAMPLES.map((example) => example.params[param]));
    expect([...used('typeOfMoney')]).toEqual(expect.arrayContaining(Object.keys(MONEY_KINDS)));
    expect([...used('typeOfItem')]).toEqual(expect.arrayContaining(Object.keys(ITEMS)));
  });

  it('says no NaN, undefined, Infinity or null in any phrase, sentence, scale or equivalence', () => {
    const wrong = computeExamples().flatMap((computed) =>
      texts(computed)
        .filter(([, text]) => text !== null && /NaN|undefined|Infinity|\bnull\b/.test(text))
        .map(([field, text]) => `${computed.request} ${field}: ${text}`),
    );
    expect(wrong).toEqual([]);
  });
});
