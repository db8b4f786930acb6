import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { PARSE_ERROR, parseJSONRPCMessage } from '@modelcontextprotocol/server';
import { StdioServerTransport, serveStdio } from '@modelcontextprotocol/server/stdio';
import { loadConfigOrExit } from '../config.ts';
import { serverFactory } from './server.ts';

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
function checkedStdin(): PassThrough {
  const messages = new PassThrough();
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    const message = refusal(line);
    if (message === undefined) messages.write(`${line}\n`);
    else {
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
  // No request, so no origin: results link to pages only when PUBLIC_URL says where they are served.
  const handle = serveStdio(
    serverFactory(config.attribution, () => config.publicUrl),
    {
      transport: new StdioServerTransport(checkedStdin(), process.stdout),
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
