// Every figure the engine decides carries its structure (src/money/format.ts `Shown`): the exact value
// it shows and how English says it, which is what every other language writes. Held here equal to the
// value its own English text shows, read by the reader of canonical English figures (the one the
// language layer used before figures carried their structure), over random values of every size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplierFigure } from '../../src/anchors/english.ts';
import { reachingMultiple } from '../../src/anchors/index.ts';
import { shownFactor } from '../../src/expressions/ratio.ts';
import { readEnglishFigure } from '../../src/i18n/numbers.ts';
import { fromDigits } from '../../src/money/decimal.ts';
import { echoRounded, figure, type Shown } from '../../src/money/format.ts';
import {
  countFigure,
  exactFigure,
  figureOf,
  type Rational,
  rational,
  readableFigure,
  twoDigitFigure,
  wordedFigure,
} from '../../src/money/rational.ts';

const same = (f: { text: string; shown: Shown }) => {
  const { approximate: _, ...shown } = f.shown;
  expect(shown, f.text).toEqual(readEnglishFigure(f.text));
};

/** A positive fraction from 10^-6 to 10^30, with a denominator that leaves most values inexact. */
const values = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 6n }))
  .map(([n, d]): Rational => rational(n, d));

const runs = { numRuns: 2000 };

describe('a figure carries the value its text shows', () => {
  it('readableFigure, exactFigure, twoDigitFigure, figureOf, wordedFigure', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 1, max: 6 }), (value, digits) => {
        same(readableFigure(value));
        same(exactFigure(value));
        same(twoDigitFigure(value));
        same(figureOf(value, digits));
        const worded = wordedFigure(value, digits);
        if (worded) same(worded);
      }),
      runs,
    );
  });

  it('countFigure, figure(), reachingMultiple, shownFactor', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 25n }),
        fc.double({ min: 0, max: 1e22, noNaN: true }),
        values,
        (count, float, value) => {
          same(countFigure(count));
          same(figure(float));
          same(reachingMultiple(value.numerator, value.denominator));
          if (value.numerator >= value.denominator) same(shownFactor(value));
        },
      ),
      runs,
    );
  });

  it('an echoed parameter and a multiplier', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.integer({ min: 0, max: 8 }), (n, places) => {
        const amount = fromDigits(false, `${n}`, '', -places);
        same(echoRounded(amount, { fractionDigits: 3, below: 1000 }));
      }),
      runs,
    );
    for (const m of [
      { mantissa: '2.4', scale: 0 },
      { mantissa: '3300', scale: 0 },
      { mantissa: '2.74', scale: 6 },
      { mantissa: '1.82', scale: 52, power: true },
    ])
      same(multiplierFigure({ value: rational(1), rounded: false, ...m }));
  });
});
