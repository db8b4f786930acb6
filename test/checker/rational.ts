/**
 * Exact rational numbers on BigInt, the checker's own (it shares nothing with the engine's money code).
 * A value is `n / d` with `d > 0`, never reduced (a gcd costs more than the larger numbers it saves in
 * the checker's short chains): compare with `cmp`/`eq`, never by fields.
 */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  const nn = BigInt(n);
  const dd = BigInt(d);
  if (dd === 0n) throw new RangeError('division by zero');
  return dd < 0n ? { n: -nn, d: -dd } : { n: nn, d: dd };
}

export const ZERO = q(0n);
export const ONE = q(1n);

/** A decimal literal such as `123`, `-0.05`, `1.5e3` or `1,234.5` (commas ignored), exactly. */
export function dec(text: string): Q {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.replaceAll(',', '').trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new SyntaxError(`not a decimal: ${text}`);
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? 0) - frac.length;
  let n = BigInt(`${m[2] || '0'}${frac}`);
  if (m[1] === '-') n = -n;
  return exp >= 0 ? { n: n * 10n ** BigInt(exp), d: 1n } : { n, d: 10n ** BigInt(-exp) };
}

/** A float64 exactly as the shortest decimal that prints it (the data set's figures are such decimals). */
export function fromNumber(x: number): Q {
  return dec(String(x));
}

export const pow10 = (k: number): Q => (k >= 0 ? q(10n ** BigInt(k)) : q(1n, 10n ** BigInt(-k)));

function raw(n: bigint, d: bigint): Q {
  if (d === 0n) throw new RangeError('division by zero');
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

export const add = (a: Q, b: Q): Q =>
  a.d === b.d ? raw(a.n + b.n, a.d) : raw(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q =>
  a.d === b.d ? raw(a.n - b.n, a.d) : raw(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => raw(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => raw(a.n * b.d, a.d * b.n);
export const cmp = (a: Q, b: Q): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const eq = (a: Q, b: Q): boolean => a.n * b.d === b.n * a.d;
export const lt = (a: Q, b: Q): boolean => cmp(a, b) < 0;
export const le = (a: Q, b: Q): boolean => cmp(a, b) <= 0;
export const abs = (a: Q): Q => (a.n < 0n ? q(-a.n, a.d) : a);
export const min = (a: Q, b: Q): Q => (le(a, b) ? a : b);
export const max = (a: Q, b: Q): Q => (le(a, b) ? b : a);

/** Largest integer not above `a`. */
export function floor(a: Q): bigint {
  const f = a.n / a.d;
  return a.n < 0n && f * a.d !== a.n ? f - 1n : f;
}

export function ceil(a: Q): bigint {
  return -floor(q(-a.n, a.d));
}

/** The integer nearest `a`, halves away from zero. */
export function roundHalfAway(a: Q): bigint {
  const twice = q(2n * a.n, a.d);
  return a.n >= 0n ? floor(q(twice.n + twice.d, 2n * twice.d)) : -floor(q(-twice.n + twice.d, 2n * twice.d));
}

/** `a` rounded half away from zero to a multiple of `step`. */
export function roundTo(a: Q, step: Q): Q {
  return mul(q(roundHalfAway(div(a, step))), step);
}

/** An approximate float (for logs, bands of generous width and messages only). */
export function toNumber(a: Q): number {
  const shift = Math.max(0, a.d.toString().length - 17);
  const nShift = Math.max(0, (a.n < 0n ? -a.n : a.n).toString().length - 17);
  const s = Math.max(shift, nShift);
  if (s === 0) return Number(a.n) / Number(a.d);
  // Scale both by 10^-s where that keeps precision, and fix the exponent afterwards.
  const ln = a.n.toString().replace('-', '').length;
  const ld = a.d.toString().length;
  const n = Number(a.n / 10n ** BigInt(Math.max(0, ln - 17)));
  const d = Number(a.d / 10n ** BigInt(Math.max(0, ld - 17)));
  return (n / d) * 10 ** (Math.max(0, ln - 17) - Math.max(0, ld - 17));
}

/** A readable decimal with up to `digits` significant digits, for messages. */
export function show(a: Q, digits = 12): string {
  const x = toNumber(a);
  return Number.isFinite(x) ? String(Number(x.toPrecision(digits))) : `${a.n}/${a.d}`;
}

/** `a` ^ `k` for a whole `k` (either sign). */
export function powInt(a: Q, k: number): Q {
  if (k < 0) return div(ONE, powInt(a, -k));
  return q(a.n ** BigInt(k), a.d ** BigInt(k));
}
