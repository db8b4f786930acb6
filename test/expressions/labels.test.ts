// The currency note is decided on a result's own facts (src/expressions/labels.ts), so that it stays
// right when a scale changes: a growth in euros whose scale is currency-neutral (conventions §9,
// "That more than doubles the starting €1,000,000.") mixes nothing, while a scale that names US dollar
// sums beside a wealth in another label would.
import { describe, expect, it } from 'vitest';
import { growthOfCompoundInterest } from '../../src/expressions/growth.ts';
import { CURRENCY_NOTES, currencyNote } from '../../src/expressions/labels.ts';
import type { Result } from '../../src/expressions/types.ts';
import { parseMoney } from '../../src/money/parse.ts';

function money(text: string) {
  const read = parseMoney(text);
  if (!read.ok) throw new Error(read.category);
  return read.money;
}

const params = {} as Parameters<typeof growthOfCompoundInterest.labelsOf>[1];
const result = (scale: string | null): Result => ({
  value: 1,
  unit: 'euros',
  type: null,
  phrase: '',
  sentence: '',
  scale,
});

describe('currencyNote from the labels a result rests on', () => {
  it('a growth in euros with a currency-neutral scale, or none, mixes nothing', () => {
    const euro = money('€1M');
    for (const scale of [null, 'That more than doubles the starting €1,000,000.']) {
      expect(currencyNote([growthOfCompoundInterest.labelsOf(euro, params, result(scale))])).toBeUndefined();
    }
  });

  it('a dollar growth beside dollar anchors is one label', () => {
    const facts = growthOfCompoundInterest.labelsOf(money('$1M'), params, result('That is a US salary.'));
    expect(facts).toEqual({ shown: 'USD', beside: [{ code: 'USD', role: 'anchors' }] });
    expect(currencyNote([facts])).toBeUndefined();
  });

  it('US dollar sums beside a wealth in another label would say so', () => {
    expect(currencyNote([{ shown: 'EUR', beside: [{ code: 'USD', role: 'anchors' }] }])).toBe(
      CURRENCY_NOTES.anchors,
    );
  });

  it('picks the most specific sentence when several labels mix', () => {
    const note = currencyNote([
      { shown: 'KRW', beside: [{ code: 'USD', role: 'prices' }] },
      { shown: 'USD', beside: [{ code: 'USD', role: 'prices' }] },
    ]);
    expect(note).toBe(CURRENCY_NOTES.prices);
    expect(
      currencyNote([
        { shown: 'KRW', beside: [] },
        { shown: 'USD', beside: [] },
      ]),
    ).toBe(CURRENCY_NOTES.amount);
    expect(
      currencyNote([
        { shown: 'KRW', beside: [] },
        { shown: 'KRW', beside: [] },
      ]),
    ).toBeUndefined();
  });

  it('every sentence is one sentence and says that no exchange rate is applied', () => {
    for (const note of Object.values(CURRENCY_NOTES)) {
      expect(note).toMatch(/^[A-Z][^.!?]*(?:'s[^.!?]*)?no exchange rate is applied\.$/);
    }
  });
});
