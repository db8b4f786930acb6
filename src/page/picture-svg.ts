// The page's picture (public/picture.js) drawn on the server as SVG markup, from the same layout the
// browser draws, so a reader without JavaScript and a link preview see the same picture.
import { escapeHtml } from './html.ts';
import { type PictureWords, pictureLayout, pictureTitle, type Shape } from './public/picture.js';

/** The width drawn on the server; the page's script redraws at the reader's own width. */
export const SERVER_PICTURE_WIDTH = 600;

const ATTRIBUTES: Readonly<Record<Shape['kind'], readonly string[]>> = {
  rect: ['x', 'y', 'width', 'height'],
  circle: ['cx', 'cy', 'r'],
  line: ['x1', 'y1', 'x2', 'y2'],
  text: ['x', 'y'],
};

function shapeMarkup(shape: Shape): string {
  const attributes = [`class="${escapeHtml(shape.class)}"`];
  for (const name of ATTRIBUTES[shape.kind]) attributes.push(`${name}="${String(shape[name])}"`);
  if (shape.side) attributes.push(`data-side="${shape.side}"`);
  if (shape.anchor) attributes.push(`text-anchor="${shape.anchor}"`);
  const open = `<${shape.kind} ${attributes.join(' ')}`;
  return shape.text === undefined ? `${open}/>` : `${open}>${escapeHtml(shape.text)}</${shape.kind}>`;
}

/** The SVG for a ratio (theirs ÷ yours), named by the API's ratio sentence, as drawPicture makes it. */
export function pictureSvg(
  ratio: number,
  sentence: string,
  width = SERVER_PICTURE_WIDTH,
  words?: PictureWords,
): string {
  const layout = pictureLayout(ratio, width, words);
  const title = pictureTitle(sentence, layout.withLog, words);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="img" aria-labelledby="picture-title">`,
    `<title id="picture-title">${escapeHtml(title)}</title>`,
    ...layout.shapes.map(shapeMarkup),
    '</svg>',
  ].join('');
}
