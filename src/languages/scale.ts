// Helpers for the language folders' number words (src/languages/<lang>/numbers.ts), which
// src/i18n/scale-words.ts assembles into SCALE and types there. Nothing here imports anything outside
// src/languages.

/** The no-break space between a number and a short form (`1,5 Mio.`). */
export const NBSP = '\u00a0';

/** One large-number word, 10^exponent, as src/i18n/scale-words.ts `ScaleWord` has it. */
export interface Word {
  readonly exponent: number;
  readonly one: string;
  readonly other: string;
  readonly short?: string;
}

/** Long-scale words in German, French and Italian from 10^6 to 10^33 (Million, Milliarde, Billion, …). */
export function longScale(
  roots: readonly (readonly [string, string])[],
  shorts: Readonly<Record<number, string>>,
): Word[] {
  return roots.map(([one, other], i) => {
    const exponent = 6 + 3 * i;
    const short = shorts[exponent];
    return short === undefined ? { exponent, one, other } : { exponent, one, other, short };
  });
}

/** Every long form and short form of a table, lower-cased, as input spellings. */
export function spellings(words: readonly Word[]): Record<string, number> {
  const read: Record<string, number> = {};
  for (const w of words) {
    read[w.one.toLowerCase()] = w.exponent;
    read[w.other.toLowerCase()] = w.exponent;
    if (w.short !== undefined) read[w.short.toLowerCase()] = w.exponent;
  }
  return read;
}
