import { describe, expect, it } from 'vitest';
import { ratioScale } from '../../src/anchors/index.ts';
import { EXTREME_INEQUALITY_RATIO, ratioTier, ratioTiers } from '../../src/anchors/ratio.ts';
import { JUNK } from './tables.ts';

const EXTREME = 'This is extreme wealth inequality: the larger wealth is at least 200 times the smaller.';
const INTERNATIONAL_BODY =
  /\b(UN|U\.N\.|United Nations|World Bank|IMF|International Monetary Fund|Oxfam|OECD|WHO|UNDP|according to|official)\b/i;

describe('ratioScale', () => {
  it('reads the same in both directions', () => {
    for (const ratio of [1, 1.05, 1.5, 3, 42, 250, 12_345, 2e6, 3e9, 1e24]) {
      expect(ratioScale(1 / ratio)).toBe(ratioScale(ratio));
    }
  });

  it('calls 200:1 extreme and 199.9:1 not, either way round', () => {
    expect(EXTREME_INEQUALITY_RATIO).toBe(200);
    expect(ratioScale(200)).toBe(EXTREME);
    expect(ratioScale(1 / 200)).toBe(EXTREME);
    expect(ratioScale(3 / 600)).toBe(EXTREME);
    expect(ratioScale(199.9)).not.toMatch(/extreme/);
    expect(ratioScale(1 / 199.9)).not.toMatch(/extreme/);
    expect(ratioScale(199.9)).toBe(
      'This is a very large wealth gap: the larger wealth is at least 10 times the smaller.',
    );
  });

  it('tells huge ratios apart', () => {
    expect(ratioScale(10_000)).toContain('at least 10,000 times');
    expect(ratioScale(1e6)).toContain('at least 1,000,000 times');
    expect(ratioScale(1e24)).toContain('at least 1,000,000,000 times');
    expect(ratioScale(1e-24)).toContain('at least 1,000,000,000 times');
  });

  it('calls near-equal wealths roughly equal', () => {
    expect(ratioScale(1)).toBe('The two wealths are roughly equal: they differ by less than 10%.');
    expect(ratioScale(1.099)).toMatch(/roughly equal/);
    expect(ratioScale(1.1)).toMatch(/modest/);
    expect(ratioScale(1 / 1.1)).toMatch(/modest/);
  });

  it('has a sentence for every ratio the service can produce, and reaches every tier', () => {
    const seen = new Set<string>();
    for (let exponent = -24; exponent <= 24; exponent += 0.01) {
      const text = ratioScale(10 ** exponent);
      expect(text).toEqual(expect.any(String));
      if (text === null) continue;
      expect(text).toMatch(/^(The|This) .*[^.]\.$/);
      expect(text).not.toMatch(JUNK);
      seen.add(text);
    }
    expect(seen.size).toBe(ratioTiers.length);
  });

  it('never attributes the threshold to an international body', () => {
    for (const tier of ratioTiers) {
      expect(tier.sentence).not.toMatch(INTERNATIONAL_BODY);
      expect(tier.label).not.toMatch(INTERNATIONAL_BODY);
    }
  });

  it('rejects a ratio that is not a positive number', () => {
    expect(() => ratioTier(0)).toThrow(RangeError);
    expect(() => ratioTier(-2)).toThrow(RangeError);
    expect(() => ratioTier(Number.NaN)).toThrow(RangeError);
  });
});
