import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePagePath, plainNumber } from '../../src/http/paths.ts';
import { parseMoney } from '../../src/money/parse.ts';
import { fuzz } from '../support/fuzz.ts';

describe('plainNumber', () => {
  it.each([
    [1e24, '1000000000000000000000000'],
    [1.5e21, '1500000000000000000000'],
    [123, '123'],
    [2.5, '2.5'],
    [1e-7, '0.0000001'],
  ])('writes %d as %s', (value, text) => {
    expect(plainNumber(value)).toBe(text);
  });

  it('gives the digits the money reader takes a JSON number for, for any number from 1 to 1e24', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e24, noNaN: true }), (value) => {
        const fromNumber = parseMoney(value);
        const fromText = parseMoney(plainNumber(value));
        expect(fromText.ok && fromNumber.ok).toBe(true);
        if (fromText.ok && fromNumber.ok) expect(fromText.money.amount).toEqual(fromNumber.money.amount);
      }),
      fuzz(2000),
    );
  });
});

describe('comparePagePath', () => {
  it('writes JSON numbers in plain digits, so the page reads the same amounts', () => {
    const path = comparePagePath({
      expression: 'numberOfItems',
      wealthYours: 1e21,
      wealthTheirs: 1e24,
      typeOfItem: 'house',
      spend: '5',
    });
    expect(path).toBe(
      '/compare?expression=numberOfItems&wealthYours=1000000000000000000000&wealthTheirs=1000000000000000000000000&typeOfItem=house',
    );
  });
});
