// Pictures drawn by Takumi (@takumi-rs/core): a Rust renderer with native bindings whose `render`
// lays out, rasterises and encodes on a thread of its own, so the JavaScript thread is never held
// while a picture is drawn; each picture's pixels are freed by Rust as soon as its PNG is encoded.
import { type Node, Renderer } from '@takumi-rs/core';

export type { Node };

/** Nothing drawn here reuses an image, so the renderer keeps no cache of decoded images. */
const RENDERER_OPTIONS = { cacheMaxBytes: 0 };

const shared = new Map<string, Renderer>();

/**
 * The process's renderer, made on first use: a process that draws nothing never loads the binding.
 * A second one (`japanese`) holds the fonts of Japanese cards, so that no other picture falls back on
 * them: each renderer draws only with the fonts registered with it.
 */
export function renderer(kind: 'default' | 'japanese' = 'default'): Renderer {
  let made = shared.get(kind);
  if (made === undefined) {
    made = new Renderer(RENDERER_OPTIONS);
    shared.set(kind, made);
  }
  return made;
}

/** The SVG drawn as a square PNG `size` pixels wide. */
export function svgToPng(svg: string, size: number): Promise<Buffer> {
  const image: Node = {
    type: 'image',
    src: svg,
    width: size,
    height: size,
    style: { width: size, height: size },
  };
  return renderer().render(image, { width: size, height: size, format: 'png' });
}
