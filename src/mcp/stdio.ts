import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { type JSONRPCMessage, PARSE_ERROR, parseJSONRPCMessage } from '@modelcontextprotocol/server';
import { StdioServerTransport, serveStdio } from '@modelcontextprotocol/server/stdio';
import { loadConfigOrExit } from '../config.ts';
import { correctedAnswer, hasCursor } from './params.ts';
import { serverFactory } from './server.ts';

type Id = string | number;

/** Requests whose answer params.ts may need to see them for, by id, until they are answered. */
type Pending = Map<Id, unknown>;

/** The SDK's stdio transport with the corrections of params.ts applied to each answer, as over HTTP. */
class CorrectingTransport extends StdioServerTransport {
  readonly #pending: Pending;

  constructor(input: PassThrough, pending: Pending) {
    super(input, process.stdout);
    this.#pending = pending;
  }

  override send(message: JSONRPCMessage): Promise<void> {
    if (!('result' in message) && !('error' in message)) return super.send(message);
    const id = message.id as Id;
    const request = this.#pending.get(id);
    this.#pending.delete(id);
    return super.send(correctedAnswer(message, request) as JSONRPCMessage);
  }
}

/** The JSON-RPC error for a line that is not a message, worded as the SDK answers it over HTTP. */
function refusal(line: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'Parse error: Invalid JSON';
  }
  try {
    parseJSONRPCMessage(value);
    return undefined;
  } catch {
    return 'Parse error: Invalid JSON-RPC message';
  }
}

/**
 * Standard input with every line that is not a JSON-RPC message answered here, as over HTTP, with
 * the parse error (-32700); the SDK's stdio transport would skip it silently. Only messages reach it.
 */
function checkedStdin(pending: Pending): PassThrough {
  const messages = new PassThrough();
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    const message = refusal(line);
    if (message === undefined) {
      const request = JSON.parse(line) as { id?: unknown };
      if (hasCursor(request)) pending.set(request.id as Id, request);
      messages.write(`${line}\n`);
    } else {
      const error = { jsonrpc: '2.0', id: null, error: { code: PARSE_ERROR, message } };
      process.stdout.write(`${JSON.stringify(error)}\n`);
    }
  });
  lines.on('close', () => messages.end());
  return messages;
}

/**
 * The same five tools over stdio, for local agent hosts (`tangible-wealth mcp`, `npm run mcp`).
 * stdout carries the protocol, so anything for people goes to stderr. The era (2026-07-28 or
 * 2025-11-25) is chosen by the client's opening message; ATTRIBUTION applies as over HTTP.
 */
function main(): void {
  const config = loadConfigOrExit();
  const pending: Pending = new Map();
  // No request, so no origin: results link to pages only when PUBLIC_URL says where they are served.
  const handle = serveStdio(
    serverFactory(config.attribution, () => config.publicUrl),
    {
      transport: new CorrectingTransport(checkedStdin(pending), pending),
      onerror: (error) => process.stderr.write(`tangible-wealth mcp: ${error.message}\n`),
    },
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      handle.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main();
