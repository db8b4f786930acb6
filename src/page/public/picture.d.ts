// Types for picture.js, which the browser loads as it is; the tests import it in Node.

export interface Shape {
  kind: 'rect' | 'circle' | 'line' | 'text';
  class: string;
  side?: 'yours' | 'theirs';
  anchor?: 'start' | 'middle' | 'end';
  text?: string;
  [coordinate: string]: string | number | undefined;
}

export interface PictureLayout {
  width: number;
  height: number;
  withLog: boolean;
  shapes: Shape[];
}

export const SQUARE_LIMIT: number;
export const LOG_FROM: number;
export const VISIBLE_SIDE: number;
export function compact(value: number): string;
export function spoken(value: number): string | undefined;
export function wrap(text: string, room: number): string[];
export function sides(ratio: number): {
  larger: 'yours' | 'theirs';
  smaller: 'yours' | 'theirs';
  times: number;
};
/** The picture's words: `picture.*` and `caption.*` texts and the `@locale` of its numbers. */
export type PictureWords = Readonly<Record<string, string>>;
export const ENGLISH: PictureWords;
export function pictureLayout(ratio: number, width: number, words?: PictureWords): PictureLayout;
export function pictureCaption(ratio: number, words?: PictureWords): string;
export function pictureTitle(sentence: string, withLog: boolean, words?: PictureWords): string;
export function drawPicture(
  ratio: number,
  width: number,
  sentence: string,
  words?: PictureWords,
): SVGSVGElement;
