import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { failure } from './envelope.ts';
import { EXPOSED_HEADERS, type RouteGroup } from './headers.ts';

/**
 * The one place refusals are written: 404, 405, 408, 413, 414, 415, 417, 429, 431, 5xx, whether
 * Fastify sends them, a guard, the rate limiter or a handler writing straight to a socket. The body
 * is the REST error envelope, or a JSON-RPC error on the MCP endpoint's routes; the headers come from
 * one list.
 */

/** How a refusal is written: the error envelope (docs/service.md §2.5), or a JSON-RPC error on /mcp. */
export type Dialect = 'envelope' | 'json-rpc';

export function dialectOf(group: RouteGroup | undefined): Dialect {
  return group === 'mcp' ? 'json-rpc' : 'envelope';
}

/** What a refusal may say beyond its status and message. */
export interface RefusalExtras {
  /** One sentence with the specifics (a limit, a wait). */
  details?: string;
  /** Seconds to wait (429). */
  retryAfter?: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The headers every refusal carries, also when written straight to a socket (docs/conventions.md §5). */
const REFUSAL_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': JSON_TYPE,
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/** The body of a refusal in a dialect. A JSON-RPC message says the status once, then the details. */
export function refusalBody(
  dialect: Dialect,
  status: number,
  message: string,
  extras: RefusalExtras = {},
): unknown {
  if (dialect === 'envelope') return failure(status, message, extras);
  const { details, retryAfter } = extras;
  const text =
    details === undefined
      ? message
      : details.toLowerCase().startsWith(message.toLowerCase())
        ? details
        : `${message}: ${details}`;
  return {
    jsonrpc: '2.0',
    id: null,
    error: {
      code: status >= 500 ? -32603 : -32000,
      message: text,
      ...(retryAfter === undefined ? {} : { data: { retryAfter } }),
    },
  };
}

/** Sends a refusal through Fastify, in the dialect of the request's route group. */
export function refuse(
  reply: FastifyReply,
  status: number,
  message: string,
  extras?: RefusalExtras,
  // A path whose routes did not match the method has no route group: its dialect is given.
  dialect: Dialect = dialectOf(reply.request.routeOptions.config?.group),
): FastifyReply {
  return reply
    .code(status)
    .type(JSON_TYPE)
    .send(refusalBody(dialect, status, message, extras));
}

/** Writes an envelope refusal on a bare socket (a request Node could not parse, CONNECT) and closes it. */
export function refuseOnSocket(
  socket: Duplex,
  status: number,
  message: string,
  extraHeaders: Readonly<Record<string, string>> = {},
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(refusalBody('envelope', status, message));
  const headers = {
    ...REFUSAL_HEADERS,
    ...extraHeaders,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end([`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? message}`, ...lines, '', body].join('\r\n'));
}

/** Writes an envelope refusal on a Node response that Fastify never sees (Node's own `checkExpectation`). */
export function refuseOnResponse(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify(refusalBody('envelope', status, message));
  response.writeHead(status, { ...REFUSAL_HEADERS, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}
