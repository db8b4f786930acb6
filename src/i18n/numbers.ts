// PLACEHOLDER until the numbers helper's branch lands: re-spells an English figure with Intl.
import { type Lang, LOCALES } from './languages.ts';

export interface LocalFigure {
  readonly text: string;
  readonly count: number;
  readonly worded: boolean;
}

const WORDS: Record<string, number> = {
  million: 6,
  billion: 9,
  trillion: 12,
  quadrillion: 15,
  quintillion: 18,
  sextillion: 21,
  septillion: 24,
};

export function localFigure(english: string, lang: Lang): LocalFigure {
  const [digits = '', word] = english.split(' ');
  const plain = digits.replaceAll(',', '');
  const power = word ? (WORDS[word] ?? 0) : 0;
  const count = Number(plain) * 10 ** power;
  const text = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 100 }).format(
    plain as `${number}`,
  );
  return { text: word ? `${text} ${word}` : text, count, worded: word !== undefined };
}
