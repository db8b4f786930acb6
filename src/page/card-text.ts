// Line fitting for the picture card: the card breaks its own lines (Takumi draws each line as it is
// given), so whether a text fits is decided here, from Inter's own advance widths, and tested on the
// longest texts the service can print (test/page/card-layout.test.ts).

/** The width of a run of text at 1 px, for one weight: the sum of its characters' advances. */
export type Advances = (text: string) => number;

/** How a block of text is set: its largest size, its smallest, and the lines it may take. */
export interface TextRule {
  max: number;
  min: number;
  lines: number;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** False when even the smallest size takes more lines than allowed, or a line is still too wide. */
  fits: boolean;
}

/** A piece of a line at 1 px, and whether a space stands before it (not after a break inside a number). */
interface Piece {
  text: string;
  width: number;
  spaced: boolean;
}

/**
 * A word, and the pieces it breaks into when it is wider than a whole line: first between Japanese
 * characters, then, for a piece still wider than a line, after its group commas.
 */
interface Word extends Piece {
  pieces: Piece[];
}

/**
 * Where a word wider than a line may break first: after any Japanese character (Japanese has no spaces
 * between words) unless the next is one a line may not start with (`。`, `、`, a closing bracket, a
 * small kana, the long-vowel mark). A figure (`10,000,000倍`) stays whole where it fits.
 */
const JAPANESE_BREAKS =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆、。」』）])(?![、。，．」』）〕】ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ々・：；！？])/u;

function piecesOf(word: string, advances: Advances, room: number): Piece[] {
  return word.split(JAPANESE_BREAKS).flatMap((part, i) => {
    const width = advances(part);
    if (width <= room) return [{ text: part, width, spaced: i === 0 }];
    return part
      .split(/(?<=,)/)
      .map((piece, j) => ({ text: piece, width: advances(piece), spaced: i === 0 && j === 0 }));
  });
}

function wordsOf(text: string, advances: Advances, room: number): Word[] {
  return text.split(' ').map((word) => ({
    text: word,
    width: advances(word),
    spaced: true,
    pieces: piecesOf(word, advances, room),
  }));
}

/**
 * Greedy line breaking at one size: as many pieces on each line as fit `room` (in 1 px units). A word
 * wider than a whole line (the 25-digit figures of growth at 10²⁴) is cut after its group commas,
 * where a reader expects a long number to break. Returns the lines and the widest one.
 */
function breakWords(words: Word[], room: number, space: number): { lines: string[]; widest: number } {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  let widest = 0;
  for (const word of words) {
    for (const piece of word.width <= room ? [word] : word.pieces) {
      const joined = width + (piece.spaced ? space : 0) + piece.width;
      if (line !== '' && joined <= room) {
        line += (piece.spaced ? ' ' : '') + piece.text;
        width = joined;
        continue;
      }
      if (line !== '') lines.push(line);
      widest = Math.max(widest, width);
      line = piece.text;
      width = piece.width;
    }
  }
  if (line !== '') lines.push(line);
  return { lines, widest: Math.max(widest, width) };
}

/**
 * The largest whole size from `rule.max` down to `rule.min` at which `text` takes at most `rule.lines`
 * lines of `room` pixels, every line within the room (a binary search: a smaller size never takes more
 * lines). `advances` gives the 1 px width of a run.
 */
export function fitText(text: string, room: number, rule: TextRule, advances: Advances): FittedText {
  const space = advances(' ');
  const at = (size: number): FittedText => {
    const { lines, widest } = breakWords(wordsOf(text, advances, room / size), room / size, space);
    return { size, lines, fits: lines.length <= rule.lines && widest * size <= room };
  };
  let low = Math.ceil(rule.min);
  let high = Math.floor(rule.max);
  let best = at(low);
  if (!best.fits) return best;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const tried = at(middle);
    if (tried.fits) {
      best = tried;
      low = middle;
    } else high = middle - 1;
  }
  return best.size === low ? best : at(low);
}
