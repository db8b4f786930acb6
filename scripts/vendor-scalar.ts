import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Brings Scalar's prebuilt browser bundle into vendor/scalar/: the one file of @scalar/api-reference
 * that the reference page serves. Installing the package itself would bring 106 MB of build-time
 * dependencies (Vue, an AI chat SDK, …) that the server never loads. The file is taken from the
 * npm registry's tarball of the given version (`npm pack`), and its version, licence
 * and SHA-256 are recorded in source.json (a test checks the file against it).
 *
 *   node scripts/vendor-scalar.ts 1.46.4
 */
const version = process.argv[2];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  process.stderr.write('usage: node scripts/vendor-scalar.ts <version of @scalar/api-reference>\n');
  process.exit(2);
}

const target = fileURLToPath(new URL('../vendor/scalar/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'scalar-'));
try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', `@scalar/api-reference@${version}`], {
      cwd: work,
      encoding: 'utf8',
    }),
  ) as { filename: string; integrity: string }[];
  const tarball = packed[0] as { filename: string; integrity: string };
  execFileSync(
    'tar',
    ['xzf', tarball.filename, 'package/dist/browser/standalone.js', 'package/package.json'],
    {
      cwd: work,
    },
  );
  mkdirSync(target, { recursive: true });
  copyFileSync(join(work, 'package/dist/browser/standalone.js'), join(target, 'standalone.js'));
  const manifest = JSON.parse(readFileSync(join(work, 'package/package.json'), 'utf8')) as {
    license: string;
    author?: string;
    homepage?: string;
  };
  const sha256 = createHash('sha256')
    .update(readFileSync(join(target, 'standalone.js')))
    .digest('hex');
  const source = {
    package: '@scalar/api-reference',
    version,
    file: 'dist/browser/standalone.js',
    license: manifest.license,
    author: manifest.author,
    homepage: manifest.homepage,
    tarballIntegrity: tarball.integrity,
    sha256,
  };
  writeFileSync(join(target, 'source.json'), `${JSON.stringify(source, null, 2)}\n`);
  process.stdout.write(`vendor/scalar/standalone.js: @scalar/api-reference ${version}, sha256 ${sha256}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
