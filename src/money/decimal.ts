/**
 * An exact decimal number: value = coefficient × 10^exponent.
 * Money values and the rate/period literals are kept this way so that labels print exactly and
 * bounds are checked exactly, whatever float64 would round them to.
 */
export interface Decimal {
  readonly coefficient: bigint;
  readonly exponent: number;
}

const TEN = 10n;

/** 10^0 … 10^63 as BigInts, built once: every money amount's power of ten is among them. */
const POWERS_OF_TEN: readonly bigint[] = Array.from({ length: 64 }, (_, n) => TEN ** BigInt(n));

/** 10^n (n ≥ 0) as a BigInt, from the table where it reaches (BigInt powers cost more than a product). */
export function tenTo(n: number): bigint {
  return POWERS_OF_TEN[n] ?? TEN ** BigInt(n);
}

/** Removes trailing zeros from the coefficient so that equal values have one representation. */
function normalize(d: Decimal): Decimal {
  if (d.coefficient === 0n) return { coefficient: 0n, exponent: 0 };
  let { coefficient, exponent } = d;
  while (coefficient % TEN === 0n) {
    coefficient /= TEN;
    exponent += 1;
  }
  return { coefficient, exponent };
}

/** The value of at most 15 decimal digits, exactly (a loop over the codes is cheaper than Number()). */
export function wholeOf(digits: string): number {
  let whole = 0;
  for (let i = 0; i < digits.length; i++) whole = whole * 10 + (digits.charCodeAt(i) - 48);
  return whole;
}

/** Builds a decimal from its integer digits, fraction digits and a power-of-ten shift (magnitude suffix, exponent). */
export function fromDigits(
  negative: boolean,
  integerDigits: string,
  fractionDigits: string,
  shift = 0,
): Decimal {
  const digits = `${integerDigits}${fractionDigits}`;
  // Trailing zeros go to the exponent on the string, as normalize would take them off the BigInt
  // one division at a time.
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === 48) end--;
  if (end === 0) return { coefficient: 0n, exponent: 0 };
  // Up to 15 digits a number holds them exactly, and BigInt of a number is cheaper than of a string.
  const coefficient = end <= 15 ? BigInt(wholeOf(digits.slice(0, end))) : BigInt(digits.slice(0, end));
  return {
    coefficient: negative ? -coefficient : coefficient,
    exponent: shift - fractionDigits.length + (digits.length - end),
  };
}

export function sign(d: Decimal): -1 | 0 | 1 {
  return d.coefficient === 0n ? 0 : d.coefficient < 0n ? -1 : 1;
}

function digitCount(c: bigint): number {
  return (c < 0n ? -c : c).toString().length;
}

/**
 * Powers of ten a float64 holds exactly, each parsed from its literal (never `10 ** n`, which an
 * engine may round): a whole number below 2^53 times or over one of them is correctly rounded, the
 * same float64 as parsing its decimal string (Clinger's fast path).
 */
export const EXACT_POWERS: readonly number[] = Array.from({ length: 23 }, (_, n) => Number(`1e${n}`));
const EXACT_REACH = EXACT_POWERS.length - 1;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The nearest float64 by Clinger's fast path (a coefficient below 2^53, at most 22 powers of ten), else undefined. */
function quickNumber(d: Decimal): number | undefined {
  const { coefficient, exponent } = d;
  if (exponent < -EXACT_REACH || exponent > EXACT_REACH || coefficient > SAFE || coefficient < -SAFE)
    return undefined;
  const power = EXACT_POWERS[exponent < 0 ? -exponent : exponent] as number;
  return exponent >= 0 ? Number(coefficient) * power : Number(coefficient) / power;
}

/**
 * Exact comparison, safe for huge or tiny exponents (it never builds a power of ten wider than the inputs).
 * Correctly rounded floats keep the order of the values they round (rounding is monotonic), so two
 * different ones decide it; equal ones (or values past the fast path) are compared exactly.
 */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const x = quickNumber(a);
  const y = quickNumber(b);
  if (x !== undefined && y !== undefined && x !== y) return x < y ? -1 : 1;
  const sa = sign(a);
  const sb = sign(b);
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (sa === 0) return 0;
  const ma = digitCount(a.coefficient) + a.exponent;
  const mb = digitCount(b.coefficient) + b.exponent;
  if (ma !== mb) return ((ma < mb ? -1 : 1) * sa) as -1 | 1;
  const e = Math.min(a.exponent, b.exponent);
  const ca = a.coefficient * tenTo(a.exponent - e);
  const cb = b.coefficient * tenTo(b.exponent - e);
  return ca === cb ? 0 : ca < cb ? -1 : 1;
}

export function integer(n: bigint | number): Decimal {
  return normalize({ coefficient: BigInt(n), exponent: 0 });
}

/** Plain positional notation with no exponent, e.g. "1234.5" (only for decimals of sane width). */
export function toPlainString(d: Decimal): string {
  const negative = d.coefficient < 0n;
  const digits = (negative ? -d.coefficient : d.coefficient).toString();
  let text: string;
  if (d.exponent >= 0) text = digits + '0'.repeat(d.exponent);
  else {
    const padded = digits.padStart(-d.exponent + 1, '0');
    text = `${padded.slice(0, d.exponent)}.${padded.slice(d.exponent)}`;
  }
  return negative ? `-${text}` : text;
}

/** Beyond this many powers of ten any coefficient (at most 100 digits) is 0 or Infinity in float64. */
const FLOAT_EXPONENT_REACH = 1000;

/** The nearest float64, for any exponent (a huge one is not spelled out: it underflows or overflows). */
export function toNumber(d: Decimal): number {
  const quick = quickNumber(d);
  if (quick !== undefined) return quick;
  if (d.exponent < -FLOAT_EXPONENT_REACH) return d.coefficient < 0n ? -0 : 0;
  if (d.exponent > FLOAT_EXPONENT_REACH) return d.coefficient < 0n ? -Infinity : Infinity;
  return Number(`${d.coefficient}e${d.exponent}`);
}

/** floor(d ÷ divisor) for a positive d and a positive whole divisor, exactly. */
export function floorDivide(d: Decimal, divisor: bigint): bigint {
  if (d.exponent >= 0) return (d.coefficient * tenTo(d.exponent)) / divisor;
  return d.coefficient / (divisor * tenTo(-d.exponent));
}

/** d × 10^k, exactly. */
export function shift(d: Decimal, k: number): Decimal {
  return normalize({ coefficient: d.coefficient, exponent: d.exponent + k });
}

/** The exact decimal digits of a float64 as JavaScript prints it (shortest round trip), e.g. 1e21 → 10^21. */
export function fromNumber(n: number): Decimal {
  // A whole number below 2^53 is its own coefficient, trailing zeros moved to the exponent.
  if (Number.isSafeInteger(n)) {
    if (n === 0) return { coefficient: 0n, exponent: 0 };
    let coefficient = n;
    let exponent = 0;
    while (coefficient % 10 === 0) {
      coefficient /= 10;
      exponent += 1;
    }
    return { coefficient: BigInt(coefficient), exponent };
  }
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(n));
  if (!match) throw new RangeError(`not a finite number: ${n}`);
  const [, minus, integerDigits = '', fractionDigits = '', exponent = '0'] = match;
  return fromDigits(minus === '-', integerDigits, fractionDigits, Number(exponent));
}
