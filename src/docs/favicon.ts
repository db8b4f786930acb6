import { ICON_SVG } from '../http/icon.ts';
import { svgToPng } from '../http/png.ts';

/** The sizes the favicon holds: 16 for tabs, 32 for high-density tabs and bookmarks. */
export const FAVICON_SIZES = [16, 32] as const;

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** The icon drawn at `size` pixels square, as PNG. */
function renderPng(size: number): Promise<Buffer> {
  return svgToPng(ICON_SVG, size);
}

/**
 * An ICO file whose images are PNGs (every current browser reads them): a 6-byte header, one
 * 16-byte directory entry per image, then the images. A width or height of 256 is written as 0.
 */
export function icoOf(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0); // width
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** /favicon.ico, rendered from the service's icon: done once at start-up. */
export async function favicon(): Promise<Buffer> {
  const images = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await renderPng(size) })));
  return icoOf(images);
}
