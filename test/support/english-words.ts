// The English scale words prose prints after a figure (`2.7 trillion`), as exact powers of ten, for the
// tests that read printed figures back with their own arithmetic.
export const ENGLISH_SCALE_WORDS: Readonly<Record<string, bigint>> = {
  thousand: 10n ** 3n,
  million: 10n ** 6n,
  billion: 10n ** 9n,
  trillion: 10n ** 12n,
  quadrillion: 10n ** 15n,
  quintillion: 10n ** 18n,
  sextillion: 10n ** 21n,
  septillion: 10n ** 24n,
};
