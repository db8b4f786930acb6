import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** A document served from memory, with what its response needs: computed once, not per request. */
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
  yaml: 'application/yaml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

export function contentType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return TYPES[extension] ?? 'application/octet-stream';
}

/** A document by its file name (which gives its type) and its content. */
export function staticFile(name: string, body: Buffer | string): StaticFile {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
  return { body: bytes, type: contentType(name), etag };
}

/** Sends a document with its ETag and caching, or 304 when the client already holds this version. */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  cacheControl: string,
): FastifyReply {
  reply.header('Content-Type', file.type).header('Cache-Control', cacheControl).header('ETag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.send(file.body);
}

/** The public origin for documents: PUBLIC_URL when set, else the one the request came to. */
export function originOf(request: FastifyRequest, config: Config): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
