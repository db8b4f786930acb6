// Readings given at a character's first use in an answer, where the press's style book asks for one
// (Japanese: 垓 is outside the 新聞常用漢字表, so Kyodo's 記者ハンドブック has it read 垓（がい）).
import type { Lang } from './languages.ts';

const READINGS: Readonly<Partial<Record<Lang, readonly (readonly [string, string])[]>>> = {
  ja: [['垓', '垓（がい）']],
};

/** Whether `lang` gives any reading (the others' texts are left as they are). */
export const hasReadings = (lang: Lang): boolean => READINGS[lang] !== undefined;

/**
 * The text with each character's reading after its first use, unless `given` holds it already (the
 * reading is given once per answer, at its first use in reading order); `given` gains the ones given.
 */
export function readingsIn(text: string, lang: Lang, given: Set<string> = new Set()): string {
  let out = text;
  for (const [character, read] of READINGS[lang] ?? []) {
    if (given.has(character)) continue;
    const at = out.indexOf(character);
    if (at < 0) continue;
    out = out.slice(0, at) + read + out.slice(at + character.length);
    given.add(character);
  }
  return out;
}
