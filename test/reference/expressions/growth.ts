import { growthAnchorCurrency, growthScale } from '../anchors/index.ts';
import { type Decimal, shift, toNumber } from '../money/decimal.ts';
import { formatCount, formatMoney, formatRounded, type Rounding } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import { fromDecimal, type Rational, rational, readableFigure } from '../money/rational.ts';
import { boundedParam, enumParam } from './params.ts';
import { counted, titleCase } from './prose.ts';
import { expression } from './types.ts';

/** Compounds per year, as sent, and how the sentence says it. */
export const FREQUENCIES = {
  '1': 'annually',
  '2': 'semiannually',
  '4': 'quarterly',
  '12': 'monthly',
  '365': 'daily',
} as const;
type Frequency = keyof typeof FREQUENCIES;

export const RATE = boundedParam(
  'rate',
  'Rate',
  { exclusiveMinimum: 0, exclusiveMaximum: 1 },
  'Yearly interest rate as a fraction: 0.01 is one percent. Greater than 0 and less than 1.',
  '0.05',
);

const FREQUENCY = enumParam(
  'frequency',
  'Frequency',
  Object.keys(FREQUENCIES) as Frequency[],
  'Compounds per year: 1 annually, 2 semiannually, 4 quarterly, 12 monthly, 365 daily.',
  { acceptNumbers: true },
);

export const PERIOD = boundedParam(
  'period',
  'Period',
  { exclusiveMinimum: 0, exclusiveMaximum: 100 },
  'Number of years, fractions allowed. Greater than 0 and less than 100.',
  '20',
);

/** How the sentence echoes the rate (as a percentage) and the period: as a person writes them (docs/prose.md). */
const PERCENT_SHOWN: Rounding = { fractionDigits: 3, below: 100 };
const PERIOD_SHOWN: Rounding = { fractionDigits: 2, below: 100 };

// ---- Growth to every printed digit (issue 25), written apart from src/expressions/compound.ts ----
// Exact where f·p is whole and the power small (the same bound as src, so exact halves agree);
// otherwise in decimal fixed point at 200 digits: ln by repeated square roots and the Mercator series,
// exp by Taylor after halving. A value within 10^-100 of a rounding half is taken as that half.

const DIGITS = 200n;
const S = 10n ** DIGITS;

function sqrtFixed(x: bigint): bigint {
  // floor(sqrt(x × S)): Newton on bigints from above.
  const n = x * S;
  let r = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const next = (r + n / r) / 2n;
    if (next >= r) return r;
    r = next;
  }
}

function lnFixed(x: bigint): bigint {
  // ln x = 2^j ln(x^(1/2^j)), with x^(1/2^j) − 1 below 10^-6; then u − u²/2 + u³/3 − …
  let j = 0n;
  while (x - S > S / 1_000_000n) {
    x = sqrtFixed(x);
    j++;
  }
  const u = x - S;
  let power = u;
  let sum = 0n;
  for (let k = 1n; power !== 0n; k++) {
    sum += (k % 2n === 1n ? power : -power) / k;
    power = (power * u) / S;
  }
  return sum * 2n ** j;
}

function expFixed(z: bigint): bigint {
  let halvings = 0n;
  while (z > S / 1000n) {
    z /= 2n;
    halvings++;
  }
  let term = S;
  let sum = S;
  for (let k = 1n; term !== 0n; k++) {
    term = (term * z) / (S * k);
    sum += term;
  }
  for (let i = 0n; i < halvings; i++) sum = (sum * sum) / S;
  return sum;
}

/** W × ((1 + r/f)^(f·p) − 1) as a fraction: exact, or to about 190 digits. */
function growthFraction(w: Rational, r: Rational, f: bigint, p: Rational): Rational {
  const bn = f * r.denominator + r.numerator;
  const bd = f * r.denominator;
  const nn = f * p.numerator;
  const nd = p.denominator;
  if (nn % nd === 0n && Number(nn / nd) * bd.toString(2).length <= 20_000) {
    const e = nn / nd;
    return rational(w.numerator * (bn ** e - bd ** e), w.denominator * bd ** e);
  }
  const z = (lnFixed((bn * S) / bd) * nn) / nd;
  const grown = expFixed(z) - S;
  // Nudged up by 10^-100 of itself: an exact half, computed a hair low, still rounds up.
  return rational(w.numerator * (grown + grown / 10n ** 100n), w.denominator * S);
}

/** Cents below 1, whole units below 10^15, then a scale word. */
function printedGrowth(g: Rational, minorDigits: number): { text: string; rounded: number } {
  const { numerator: n, denominator: d } = g;
  if (n < d && minorDigits > 0) {
    const cents = (n * 100n * 2n + d) / (2n * d);
    const text = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
    return { text, rounded: Number(text) };
  }
  const whole = (2n * n + d) / (2n * d);
  if (whole < 10n ** 15n) return { text: formatCount(whole), rounded: Number(whole) };
  if (whole < 10n ** 36n) return { text: readableFigure(g).text, rounded: Number(whole) };
  // Past a thousand decillion, a power of ten with one decimal.
  const digits = whole.toString();
  let exponent = digits.length - 1;
  let tenths = BigInt(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1n : 0n);
  if (tenths === 100n) {
    tenths = 10n;
    exponent += 1;
  }
  const mantissa = `${tenths / 10n}${tenths % 10n ? `.${tenths % 10n}` : ''}`;
  return {
    text: `${mantissa} × 10${[...`${exponent}`].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)]).join('')}`,
    rounded: Number(whole),
  };
}

function compoundGrowth(wealth: Money, rate: Decimal, perYear: number, period: Decimal, minorDigits: number) {
  if (toNumber(rate) < 1e-200) return { text: '0.00', rounded: 0 };
  return printedGrowth(
    growthFraction(fromDecimal(wealth.amount), fromDecimal(rate), BigInt(perYear), fromDecimal(period)),
    minorDigits,
  );
}

export const growthOfCompoundInterest = expression({
  name: 'growthOfCompoundInterest',
  tool: 'growth_of_compound_interest',
  title: 'Growth by compound interest',
  description:
    'How much the wealth grows through compound interest over a period: the interest earned, excluding the principal, rounded to whole currency units (cents below one unit).',
  params: [RATE, FREQUENCY, PERIOD],
  labelsOf(wealth, _params, result) {
    const anchors = result.scale === null ? undefined : growthAnchorCurrency(wealth.currency.code);
    return { shown: wealth.currency.code, beside: anchors ? [{ code: anchors, role: 'anchors' }] : [] };
  },
  compute(wealth, params, partner) {
    const { rate, frequency, period } = params;
    const { prefix, minorDigits } = wealth.currency;
    const grow = (money: Money) => compoundGrowth(money, rate, Number(frequency), period, minorDigits);
    // The scale's input: the unrounded growth in floats (expm1/log1p keep small rates precise).
    const unrounded = (money: Money) =>
      money.value *
      Math.expm1(Number(frequency) * toNumber(period) * Math.log1p(toNumber(rate) / Number(frequency)));
    const shown = grow(wealth);
    // The yen has no minor unit: below one yen the growth is rounded to whole yen too.
    const amount =
      shown.rounded === 0 ? `Less Than ${prefix}${minorDigits === 0 ? '1' : '0.01'}` : prefix + shown.text;
    const years = counted(formatRounded(period, PERIOD_SHOWN), 'Year', 'Years');
    const percent = `${formatRounded(shift(rate, 2), PERCENT_SHOWN)}%`;
    return {
      // The value keeps cents below one unit in every currency; only the yen's print is whole.
      value: compoundGrowth(wealth, rate, Number(frequency), period, 2).rounded,
      unit: wealth.currency.unitName,
      type: null,
      phrase: titleCase(`By ${amount} Over ${years}`),
      sentence: `With ${percent} interest compounded ${FREQUENCIES[frequency]}, a person with ${formatMoney(wealth)} would grow their wealth by ${amount.replace('Less Than', 'less than')} over ${years.toLowerCase()}!`,
      // Issue 25: from the unrounded growth, and against the starting wealth in any currency.
      scale: growthScale(
        unrounded(wealth),
        wealth.currency.code,
        { wealth: fromDecimal(wealth.amount), text: formatMoney(wealth) },
        partner && partner.currency.code === wealth.currency.code ? unrounded(partner) : undefined,
      ),
    };
  },
});
