import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A file served from memory, with what its response needs. */
export interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
}

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
};

export function contentType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return TYPES[extension] ?? 'application/octet-stream';
}

export function staticFile(name: string, body: Buffer): StaticFile {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, type: contentType(name), etag };
}

/** The page's files, read once at start-up: a handful of small files that never change while running. */
export function loadPublicFiles(names: readonly string[]): Map<string, StaticFile> {
  const folder = new URL('./public/', import.meta.url);
  return new Map(names.map((name) => [name, staticFile(name, readFileSync(new URL(name, folder)))]));
}
