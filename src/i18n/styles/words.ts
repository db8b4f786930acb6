import { SCALE, type ScaleWord } from '../scale-words.ts';
import type { SumWord, SumWordsSource } from './types.ts';

/**
 * A language's sum words are its prose words (src/i18n/scale-words.ts, the table its reader reads too,
 * so every sum read back is the sum written): a rounded mantissa stays below the next word (`184 700
 * millones` before billón), the last word's below the table's limit; an exact one as well past the last.
 */
export function sumWords(lang: keyof typeof SCALE): SumWord[] {
  const { words, maxMantissaDigits } = SCALE[lang];
  return words.map((word: ScaleWord, i) => {
    const next = words[i + 1];
    const digits = next === undefined ? maxMantissaDigits : next.exponent - word.exponent;
    const last = next === undefined ? { exactDigits: maxMantissaDigits } : {};
    return { exponent: word.exponent, one: word.one, other: word.other, digits, ...last };
  });
}

/** The sum words a style's folder names (types.ts SumWordsSource). */
export function wordsOf(source: SumWordsSource): SumWord[] {
  const { exactDigits, exactDecimals, aloneBelow } = source;
  const limited = (w: SumWord): SumWord => ({
    ...w,
    ...(exactDigits === undefined || w.exactDigits !== undefined ? {} : { exactDigits }),
    ...(exactDecimals === undefined ? {} : { exactDecimals }),
    ...(aloneBelow !== undefined && w.exponent < aloneBelow ? { alone: true as const } : {}),
  });
  const words = [...(source.before ?? []), ...sumWords(source.of).map(limited)];
  if (source.past === undefined) return words;
  const { of, from } = source.past;
  const below = words.filter((w) => w.exponent < from);
  const limit = (w: SumWord, i: number): SumWord => {
    if (i < below.length - 1) return w;
    const digits = from - w.exponent;
    return {
      ...w,
      digits: Math.min(w.digits, digits),
      exactDigits: Math.min(w.exactDigits ?? digits, digits),
    };
  };
  return [...below.map(limit), ...sumWords(of).filter((w) => w.exponent >= from)];
}
