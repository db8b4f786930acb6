import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Builds `dist/`, the JavaScript that the published package runs: Node does not strip types under
 * node_modules, so an installed package cannot run `src/*.ts`. `tsc` only erases the types (the
 * sources use erasable syntax only) and rewrites `./x.ts` imports to `./x.js`; the page's static
 * files and the languages' JSON data are copied beside the code that reads them. A clone never needs this: it runs `src/` as it is.
 * `npm pack` and `npm publish` run it (prepack); `--clean` removes `dist/` again (postpack).
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const dist = `${root}dist`;

rmSync(dist, { recursive: true, force: true });
if (!process.argv.includes('--clean')) {
  const tsc = fileURLToPath(new URL('bin/tsc', import.meta.resolve('typescript/package.json')));
  execFileSync(process.execPath, [tsc, '-p', `${root}tsconfig.build.json`], { stdio: 'inherit' });
  cpSync(`${root}src/page/public`, `${dist}/page/public`, {
    recursive: true,
    filter: (source) => !source.endsWith('.d.ts'),
  });
  // The languages' data, read at start (issue 28): each language's folder's JSON files (catalogue,
  // anchor wordings, page texts), at the same place under dist/; its .ts files tsc has built.
  cpSync(`${root}src/languages`, `${dist}/languages`, {
    recursive: true,
    filter: (source) => statSync(source).isDirectory() || source.endsWith('.json'),
  });
}
