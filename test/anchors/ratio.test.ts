import { describe, expect, it } from 'vitest';
import { ratioScale } from '../../src/anchors/index.ts';
import { EXTREME_INEQUALITY_RATIO, ratioTier, ratioTiers } from '../../src/anchors/ratio.ts';
import { shownFactor } from '../../src/expressions/ratio.ts';
import { type Rational, rational } from '../../src/money/rational.ts';
import { JUNK } from './tables.ts';

const EXTREME = 'This is extreme wealth inequality: the larger wealth is at least 200 times the smaller.';
const INTERNATIONAL_BODY =
  /\b(UN|U\.N\.|United Nations|World Bank|IMF|International Monetary Fund|Oxfam|OECD|WHO|UNDP|according to|official)\b/i;

/** A decimal factor as an exact fraction: '199.6' → 1996/10. */
function exact(text: string): Rational {
  const [whole = '', fraction = ''] = text.split('.');
  return rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

describe('ratio tiers, decided on the exact factor', () => {
  it('calls 200:1 extreme and 199.6 or 199.99999:1 not', () => {
    expect(EXTREME_INEQUALITY_RATIO).toBe(200);
    expect(ratioScale(exact('200'))).toBe(EXTREME);
    expect(ratioScale(exact('199.6'))).toBe(
      'This is a very large wealth gap: the larger wealth is at least 10 times the smaller.',
    );
    expect(ratioScale(rational(199_999_999_999n, 1_000_000_000n))).not.toMatch(/extreme/);
  });

  it('says "at least twice" only from 2, and "at least 1.1 times" only from 1.1', () => {
    expect(ratioScale(exact('1.95'))).toMatch(/at least 1\.1 times/);
    expect(ratioScale(exact('2'))).toMatch(/at least twice/);
    expect(ratioScale(exact('1.05'))).toMatch(/roughly equal/);
    expect(ratioScale(exact('1.0999999'))).toMatch(/roughly equal/);
    expect(ratioScale(exact('1.1'))).toMatch(/modest/);
  });

  it('tells huge ratios apart', () => {
    expect(ratioScale(exact('10000'))).toContain('at least 10,000 times');
    expect(ratioScale(exact('999999.9'))).toContain('at least 10,000 times');
    expect(ratioScale(exact('1000000'))).toContain('at least 1,000,000 times');
    expect(ratioScale(rational(10n ** 24n))).toContain('at least 1,000,000,000 times');
  });

  it('says nothing more of equal wealths: the sentence says they are equal', () => {
    expect(ratioScale(rational(1))).toBeNull();
    expect(ratioScale(rational(7, 7))).toBeNull();
  });

  it('has a clean sentence for every tier, attributed to no international body', () => {
    for (const tier of ratioTiers) {
      expect(ratioTier(thresholdFraction(tier.atLeast)).sentence).toBe(tier.sentence);
      expect(tier.sentence).toMatch(/^(The|This) .*[^.]\.$/);
      expect(tier.sentence).not.toMatch(JUNK);
      expect(tier.sentence).not.toMatch(INTERNATIONAL_BODY);
      expect(tier.label).not.toMatch(INTERNATIONAL_BODY);
    }
  });
});

const thresholdFraction = (atLeast: number) => exact(String(atLeast));

describe('the shown factor never rounds across a boundary', () => {
  it.each([
    ['199.6', '199.6'],
    ['199.96', '199.96'],
    ['199.4', '199'],
    ['200.4', '200'],
    ['9.96', '9.96'],
    ['9.94', '9.9'],
    ['1.96', '1.96'],
    ['1.05', '1.05'],
    ['1.04', '1.04'],
    ['1.0004', '1.0004'],
    ['1.1', '1.1'],
    ['2', '2'],
    ['2.04', '2'],
    ['10000', '10,000'],
    ['9999.6', '9,999.6'],
    ['999999.5', '999,999.5'],
    ['999999999.7', '999,999,999.7'],
    ['12345678', '12,345,678'],
  ])('%s reads %s', (factor, text) => {
    expect(shownFactor(exact(factor)).text).toBe(text);
  });

  it('past 15 significant digits, cuts toward its own side of the boundary', () => {
    expect(shownFactor(rational(200n * 10n ** 20n - 1n, 10n ** 20n)).text).toBe('199.999999999999');
    expect(shownFactor(rational(10n ** 24n + 1n, 10n ** 24n)).text).toBe('1.00000000000001');
  });

  it('says past 15 digits with a scale word', () => {
    expect(shownFactor(rational(10n ** 24n)).text).toBe('1 septillion');
    expect(shownFactor(rational(27n * 10n ** 17n)).text).toBe('2.7 quintillion');
  });
});
