import { Readable } from 'node:stream';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { MCP_PATH, MCP_SDK_METHODS } from '../http/paths.ts';
import { refuse } from '../http/refusals.ts';
import { originOf, sendWithOrigin, staticFile } from '../http/static.ts';
import { handedOverOf } from '../limits/handover.ts';
import { CARD_PATHS, serverCard } from './card.ts';
import { type FastAnswer, fastPath, type ToolResults } from './fast-path.ts';
import { correctedAnswer, mayCorrect } from './params.ts';
import { type LinkOrigin, serverFactory } from './server.ts';

/** Tool arguments are a few short strings; anything larger is refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Request headers a browser client may send to /mcp (answered in the CORS preflight). */
const ALLOWED_HEADERS = [
  'content-type',
  'accept',
  'authorization',
  'mcp-protocol-version',
  'mcp-method',
  'mcp-name',
  'last-event-id',
].join(', ');

/** Headers that describe one connection, not a message: Node sets them for each side itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Not passed on to the web Request rebuilt for the SDK: the hop-by-hop headers, and Host (see webRequest). */
const NOT_FORWARDED = new Set([...HOP_BY_HOP, 'host']);

/** Protocol revisions are dates (`2026-07-28`); anything else is refused before it can be echoed. */
export const PROTOCOL_VERSION_SHAPE = /^[\w.-]{1,32}$/;

/** Longest error message or `data` passed on from the SDK; its validation dumps are summarised. */
const MAX_ERROR_TEXT = 300;

/** `Invalid tools/call request: [{zod issues…}]` → `Invalid tools/call request: params.arguments: expected record…`. */
function conciseMessage(message: string): string {
  const start = message.indexOf(': [');
  if (start >= 0) {
    try {
      const issues = JSON.parse(message.slice(start + 2)) as Array<{ path?: unknown[]; message?: string }>;
      const summary = issues
        .slice(0, 3)
        .map((issue) => `${(issue.path ?? []).join('.') || 'request'}: ${issue.message ?? 'invalid'}`)
        .join('; ');
      message = `${message.slice(0, start)}: ${summary}`;
    } catch {
      // Not a dump: keep the message, cut below.
    }
  }
  return message.length > MAX_ERROR_TEXT ? `${message.slice(0, MAX_ERROR_TEXT - 1)}…` : message;
}

/**
 * A JSON-RPC answer with its error made short and accurate (and the params corrections of params.ts
 * applied, given the request it answers); other messages as they are.
 */
function conciseJson(text: string, request: unknown): string {
  if (mayCorrect(request, text)) {
    const answer = JSON.parse(text) as Record<string, unknown>;
    const corrected = correctedAnswer(answer, request);
    if (corrected !== answer) text = JSON.stringify(corrected);
  }
  if (!text.includes('"error"')) return text;
  const message = JSON.parse(text) as { error?: { message?: unknown; data?: unknown } };
  const error = message.error;
  if (error === undefined || typeof error.message !== 'string') return text;
  error.message = conciseMessage(error.message);
  if (error.data !== undefined && JSON.stringify(error.data).length > MAX_ERROR_TEXT) delete error.data;
  return JSON.stringify(message);
}

/** The same for each `data:` line of a complete SSE answer. */
function conciseEvents(text: string, request: unknown): string {
  if (!text.includes('"error"') && !mayCorrect(request, text)) return text;
  return text
    .split('\n')
    .map((line) => (line.startsWith('data: ') ? `data: ${conciseJson(line.slice(6), request)}` : line))
    .join('\n');
}

/**
 * The body as JSON when it parses; otherwise undefined, and the SDK reads the raw text itself so that
 * it answers an empty or broken body with its own JSON-RPC error.
 */
export function parsedJson(body: unknown): unknown {
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Stands in for the origin of a request whose Host is not a host: the SDK needs some URL, and
 * `.invalid` (RFC 6761) can never be a real one, so no link is made from it.
 */
export const UNKNOWN_ORIGIN = 'http://unknown-origin.invalid';

/** The origin the server factory links to: the one its web Request was built at (see webRequest). */
const requestOrigin: LinkOrigin = ({ requestInfo }) => {
  const origin = requestInfo === undefined ? UNKNOWN_ORIGIN : new URL(requestInfo.url).origin;
  return origin === UNKNOWN_ORIGIN ? undefined : origin;
};

/**
 * What requestOrigin reads from the web Request built at `origin` for this URL: the link origin, or
 * undefined for none; null when that URL does not parse (building the Request would throw), which
 * sends the request to the SDK path to fail there as before.
 */
export function linkOrigin(origin: string, url: string): string | undefined | null {
  try {
    const parsed = new URL(`${origin}${url}`).origin;
    return parsed === UNKNOWN_ORIGIN ? undefined : parsed;
  } catch {
    return null;
  }
}

/**
 * The Fastify request as a web Request for the SDK. A body that parsed is handed over already parsed
 * and left out of the Request: building and re-reading a web stream costs more than the tool itself.
 * Its URL is at the request's public origin (`originOf`: PUBLIC_URL, else the Host it came to), which
 * is how the server factory learns where the pages its results link to are served.
 */
function webRequest(request: FastifyRequest, origin: string, parsed: unknown, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (NOT_FORWARDED.has(name) || value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const raw = typeof request.body === 'string' && request.method !== 'GET' ? request.body : undefined;
  const body = parsed === undefined ? raw : undefined;
  // The SDK reads no Host header; a malformed one must not break the request, so it is not passed on.
  return new Request(`${origin}${request.url}`, { method: request.method, headers, body, signal });
}

/**
 * Sends the SDK's answer. A stateless answer to a POST is complete once produced (one JSON body, or
 * one SSE event on 2025-11-25), so it is read whole and sent as one piece, which is cheaper than
 * piping a web stream and lets its errors be made concise. Anything else (a GET stream) is streamed.
 * The SDK's own `Connection` header is dropped, so a client's `Connection: close` is honoured.
 */
async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  parsedBody: unknown,
): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) if (!HOP_BY_HOP.has(name)) reply.header(name, value);
  const type = response.headers.get('content-type') ?? '';
  if (request.method !== 'POST' || response.body === null) {
    return reply.send(response.body === null ? undefined : Readable.fromWeb(response.body as never));
  }
  const text = await response.text();
  return reply.send(
    type.startsWith('text/event-stream') ? conciseEvents(text, parsedBody) : conciseJson(text, parsedBody),
  );
}

/** The body the MCP fast path read before it left the request to Fastify (pre-route.ts), read again. */
const replayBody: preParsingHookHandler = (request, _reply, payload, done) =>
  done(null, handedOverOf(request.raw)?.body ?? payload);

/**
 * Internal settings of the MCP endpoint, not read from the environment: the differential test turns
 * the fast path off to compare it with the SDK, and watches which of the two answered each request.
 */
export interface McpOptions {
  /** Answer what fast-path.ts can from the tool registry (default); false sends everything to the SDK. */
  fastPath?: boolean;
  /** Told, for each request the handler passes on (every method but GET), who answered it. */
  onAnswer?: (by: 'fast-path' | 'sdk') => void;
}

/** The body of a fast-path answer as forward() sends the SDK's: errors made concise. */
export function fastBody(answer: FastAnswer, parsedBody: unknown): string {
  const sse = answer.headers['content-type'] === 'text/event-stream';
  return sse ? conciseEvents(answer.text, parsedBody) : conciseJson(answer.text, parsedBody);
}

/** Sends a fast-path answer as forward() sends the SDK's: the same headers, errors made concise. */
function sendFast(reply: FastifyReply, answer: FastAnswer, parsedBody: unknown): FastifyReply {
  reply.code(200);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply.send(fastBody(answer, parsedBody));
}

/**
 * The MCP endpoint (docs/service.md §4.4): Streamable HTTP at /mcp, revision 2026-07-28 and a stateless
 * 2025-11-25 fallback (no session id, no initialize needed), both served by the SDK's handler, with
 * a fast path in front of it for tools/call, tools/list and ping (fast-path.ts). Also the CORS
 * preflight for /mcp and the server card.
 */
export async function mcpRoutes(
  app: FastifyInstance,
  { config, mcp = {}, results }: { config: Config; mcp?: McpOptions; results?: ToolResults },
): Promise<void> {
  const fast = mcp.fastPath === false ? undefined : fastPath(config.attribution, results);
  const onAnswer = mcp.onAnswer;
  const handler = createMcpHandler(serverFactory(config.attribution, requestOrigin), {
    onerror: (error) => app.log.debug({ err: error }, 'mcp request refused'),
  });
  app.addHook('onClose', async () => handler.close());

  await app.register(async (scope) => {
    // Scope-local: /mcp keeps its raw body so the SDK answers parse errors and bad media types in
    // JSON-RPC; every other route keeps Fastify's JSON parser. Errors Fastify raises before the
    // handler (a body over the limit) go to the app's error handler, which answers /mcp in JSON-RPC.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.route({
      method: [...MCP_SDK_METHODS],
      url: MCP_PATH,
      bodyLimit: MAX_BODY_BYTES,
      config: { group: 'mcp' },
      // A body the MCP fast path read before leaving the request to Fastify (pre-route.ts) is read again.
      ...(config.mcpFastPath ? { preParsing: replayBody } : {}),
      handler: async (request, reply) => {
        // HEAD is GET without the body (Fastify adds the HEAD route and drops the body): the same headers.
        if (request.method === 'GET' || request.method === 'HEAD') {
          return refuse(reply.header('Allow', 'POST'), 405, 'Method Not Allowed', {
            details: `${MCP_PATH} takes MCP (JSON-RPC) requests by POST, Streamable HTTP without sessions or event streams. How to connect: /llms.txt; tools and schemas: ${CARD_PATHS[0]}`,
          });
        }
        const version = request.headers['mcp-protocol-version'];
        if (version !== undefined && (typeof version !== 'string' || !PROTOCOL_VERSION_SHAPE.test(version))) {
          return refuse(reply, 400, 'Bad Request', { details: 'malformed MCP-Protocol-Version header' });
        }
        const parsedBody = request.method === 'POST' ? parsedJson(request.body) : undefined;
        // One message per request, so one request's work is bounded and the rate limit counts every
        // message (JSON-RPC batches left MCP in 2025-06-18; the SDK's fallback still took 100 at once).
        if (Array.isArray(parsedBody)) {
          return refuse(reply, 400, 'Bad Request', {
            details: 'JSON-RPC batches are not supported: send one message per request',
          });
        }
        const origin = originOf(request, config) ?? UNKNOWN_ORIGIN;
        // The common stateless requests (fast-path.ts) are answered from the tool registry; anything
        // it cannot answer exactly as the SDK would goes on to the SDK below, unchanged.
        if (fast !== undefined && request.method === 'POST') {
          const answer = fast({
            headers: request.headers,
            body: parsedBody,
            linkOrigin: linkOrigin(origin, request.url),
          });
          if (answer !== undefined) {
            onAnswer?.('fast-path');
            return sendFast(reply, answer, parsedBody);
          }
        }
        onAnswer?.('sdk');
        const abort = new AbortController();
        // Only a client that leaves early aborts (e.g. an open SSE stream); a finished answer also closes.
        reply.raw.on('close', () => {
          if (!reply.raw.writableEnded) abort.abort();
        });
        const response = await handler.fetch(webRequest(request, origin, parsedBody, abort.signal), {
          parsedBody,
        });
        return forward(request, reply, response, parsedBody);
      },
    });
  });

  app.options(MCP_PATH, { config: { group: 'mcp' } }, async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'POST, GET, DELETE, OPTIONS')
      .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      .header('Access-Control-Max-Age', '86400')
      .send(),
  );

  for (const path of CARD_PATHS) {
    app.get(path, { config: { group: 'docs' } }, async (request, reply) =>
      sendWithOrigin(
        request,
        reply,
        config,
        (origin) => staticFile('mcp.json', JSON.stringify(serverCard(origin))),
        'public, max-age=3600',
      ),
    );
  }
}
