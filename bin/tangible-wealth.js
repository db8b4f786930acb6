#!/usr/bin/env node
// Command-line entry: `tangible-wealth [serve]` starts the HTTP service (REST, MCP at /mcp, docs),
// `tangible-wealth mcp` serves the MCP tools over stdio for a local agent host. The sources are
// TypeScript run by Node's type stripping, which Node refuses under node_modules: run this from a
// clone or from this package's own folder (see docs/mcp.md).

const COMMANDS = {
  serve: '../src/server.ts',
  mcp: '../src/mcp/stdio.ts',
};

const USAGE = `Usage: tangible-wealth [serve | mcp]
  serve  start the HTTP service (the default); settings come from the environment
  mcp    serve the MCP tools over stdio, for a local agent host
`;

const [command = 'serve', ...rest] = process.argv.slice(2);

if (command === '--help' || command === '-h' || command === 'help') {
  process.stdout.write(USAGE);
} else if (!Object.hasOwn(COMMANDS, command) || rest.length > 0) {
  process.stderr.write(`tangible-wealth: unknown arguments "${process.argv.slice(2).join(' ')}"\n${USAGE}`);
  process.exitCode = 2;
} else if (!process.features.typescript) {
  process.stderr.write(
    `tangible-wealth: needs Node 22.18 or later, which runs TypeScript directly; this is Node ${process.versions.node}\n`,
  );
  process.exitCode = 1;
} else {
  try {
    await import(new URL(COMMANDS[command], import.meta.url).href);
  } catch (error) {
    if (error?.code !== 'ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING') throw error;
    process.stderr.write(
      'tangible-wealth: Node does not run TypeScript from node_modules; run it from a clone of the repository (see docs/mcp.md)\n',
    );
    process.exitCode = 1;
  }
}
