// SVG to PNG with resvg compiled to WebAssembly. The native build (@resvg/resvg-js) frees an image's
// pixels (3 MB for a 1200×630 card) only when V8 happens to collect its tiny wrapper, so a busy
// server's memory grew by that much per card drawn; here every image is freed as soon as it is encoded.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg, type ResvgRenderOptions } from '@resvg/resvg-wasm';

let ready: Promise<void> | undefined;

/** Loads the WebAssembly module from the installed package, once: nothing is fetched. */
function loaded(): Promise<void> {
  ready ??= initWasm(readFileSync(fileURLToPath(import.meta.resolve('@resvg/resvg-wasm/index_bg.wasm'))));
  return ready;
}

/** The SVG drawn as PNG; `fitTo` scales it (by default its own size). */
export async function svgToPng(svg: string, fitTo?: ResvgRenderOptions['fitTo']): Promise<Buffer> {
  await loaded();
  const resvg = new Resvg(svg, { fitTo: fitTo ?? { mode: 'original' } });
  try {
    const image = resvg.render();
    try {
      const png = image.asPng();
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
