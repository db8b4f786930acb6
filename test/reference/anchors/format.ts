// Number formatting for scale sentences. Every formatter is built once, at module load,
// because the scale functions run on every request.

const LOCALE = 'en-US';

const multiplierFromTen = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, roundingMode: 'trunc' });

// Float division can land a hair below a whole ratio (0.3 / 0.1 = 2.9999999999999996). Rounding the
// ratio to 15 significant digits first (all a double reliably carries) drops that noise before the
// downward rounding, without adding digits of its own to very large multipliers.
const RELIABLE_DIGITS = 15;

/**
 * A multiplier shows at most this many significant digits, the rest rounded down to zeros: no more
 * than the largest result figures carry (growth is printed to 12 significant digits).
 */
const MULTIPLIER_DIGITS = 12;

/**
 * The multiplier text for result ÷ anchor (docs/conventions.md §9): rounded down to one decimal below 10,
 * whole and grouped from 10 up, at most MULTIPLIER_DIGITS significant digits. Returns null for a
 * multiplier that shows as 1, which is left out.
 */
export function formatMultiplier(ratio: number): string | null {
  const settled = Number(ratio.toPrecision(RELIABLE_DIGITS));
  if (settled < 1000) {
    const text = truncateShort(settled);
    return text === '1' ? null : text;
  }
  return multiplierFromTen.format(leadingDigits(settled) as `${number}`);
}

/** The whole number with only its first MULTIPLIER_DIGITS significant digits, the rest zeros (rounded down). */
function leadingDigits(value: number): string {
  const [mantissa = '', exponent = '0'] = value.toExponential(RELIABLE_DIGITS - 1).split('e');
  const digits = mantissa.replace('.', '');
  const wholeDigits = Number(exponent) + 1;
  const kept = Math.min(wholeDigits, MULTIPLIER_DIGITS);
  return digits.slice(0, kept) + '0'.repeat(wholeDigits - kept);
}

/**
 * The same truncation for 1 ≤ value < 1,000, where nothing is grouped: cut the shortest decimal spelling
 * (what Intl formats too) after one decimal below 10, at the point from 10; drop a trailing `.0`.
 */
function truncateShort(value: number): string {
  const spelled = String(value);
  const point = spelled.indexOf('.');
  if (point < 0) return spelled;
  if (value >= 10) return spelled.slice(0, point);
  const cut = spelled.slice(0, point + 2);
  return cut.endsWith('.0') ? cut.slice(0, point) : cut;
}

const plainByMagnitude = [
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }),
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }),
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }),
] as const;
const compactShort = new Intl.NumberFormat(LOCALE, {
  notation: 'compact',
  compactDisplay: 'short',
  maximumSignificantDigits: 3,
});
const compactLong = new Intl.NumberFormat(LOCALE, {
  notation: 'compact',
  compactDisplay: 'long',
  maximumSignificantDigits: 3,
});

/** Where figures switch from grouped digits to compact notation (`2.79M`, `150 million`). */
const COMPACT_FROM = 1_000_000;

export type CompactStyle = 'short' | 'long';

/**
 * An anchor's own figure for display: grouped digits below a million (two decimals below 10, one below
 * 100, whole above), compact with three significant digits from a million up.
 */
export function formatAnchorFigure(value: number, compact: CompactStyle): string {
  if (value >= COMPACT_FROM) return (compact === 'short' ? compactShort : compactLong).format(value);
  const plain = value < 10 ? plainByMagnitude[0] : value < 100 ? plainByMagnitude[1] : plainByMagnitude[2];
  return plain.format(value);
}

/** `≈` marks a figure that is measured, estimated or rounded; exact ones (a count of seats) go without. */
export function approx(text: string, exact: boolean | undefined): string {
  return exact ? text : `≈${text}`;
}

const wholeGrouped = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** A whole number grouped with commas, for thresholds written into prose. */
export function formatWhole(value: number): string {
  return wholeGrouped.format(value);
}
