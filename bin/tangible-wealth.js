#!/usr/bin/env node
// The one entry of every command: `serve`, `mcp` and the command line, from a clone or an installed
// package, and of `npm start` and `npm run mcp`. It checks the Node version before anything else is
// loaded: the service's modules need Node 22.18 (type stripping, Intl rounding to 100 digits), and
// on an older Node they would fail with a stack trace while loading. So this file imports nothing
// and uses syntax every Node since 14 reads, and loads the commands only once the check has passed.
const NEEDS = [22, 18];
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < NEEDS[0] || (major === NEEDS[0] && minor < NEEDS[1])) {
  process.stderr.write(
    `tangible-wealth: needs Node.js ${NEEDS.join('.')} or later, this is Node.js ${process.versions.node} (see https://nodejs.org)\n`,
  );
  process.exitCode = 1;
} else {
  await import('./commands.js');
}
