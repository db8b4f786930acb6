// The commands, loaded by bin/tangible-wealth.js once it has checked the Node version (run that
// file, not this one). `tangible-wealth [serve]` starts the HTTP service (REST, MCP at /mcp, docs),
// `tangible-wealth mcp` serves the MCP tools over stdio for a local agent host, and
// `tangible-wealth <operation> key=value … [--json]` computes one answer (see `--help`).
//
// An installed package runs the JavaScript in dist/ (built by `npm pack`): Node does not strip types
// under node_modules. A clone runs the TypeScript in src/ as it is, with no build step.
import { existsSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const fromSource =
  Boolean(process.features.typescript) &&
  !root.pathname.includes('/node_modules/') &&
  existsSync(new URL('src/server.ts', root));
const [folder, extension] = fromSource ? ['src', '.ts'] : ['dist', '.js'];

/** The module a command runs; everything that is not `serve` or `mcp` goes to the command line. */
function entry(command) {
  if (command === undefined || command === 'serve') return 'server';
  if (command === 'mcp') return 'mcp/stdio';
  return 'cli';
}

const [command, ...rest] = process.argv.slice(2);
const name = entry(command);
const file = new URL(`${folder}/${name}${extension}`, root);

if (name !== 'cli' && rest.length > 0) {
  process.stderr.write(
    `tangible-wealth: "${command}" takes no arguments, got "${rest.join(' ')}" (see tangible-wealth --help)\n`,
  );
  process.exitCode = 2;
} else if (!existsSync(file)) {
  process.stderr.write(
    fromSource
      ? `tangible-wealth: ${file.pathname} is missing\n`
      : `tangible-wealth: this Node does not strip TypeScript types (started with --no-experimental-strip-types?), and there is no dist/ to run instead (npm run build)\n`,
  );
  process.exitCode = 1;
} else if (name === 'cli') {
  const { main } = await import(file.href);
  process.exitCode = await main(process.argv.slice(2));
} else {
  await import(file.href);
}
