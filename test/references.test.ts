import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code cites what it follows by documents a clone has: `docs/service.md §N` (the service) and
 * `docs/conventions.md §N` (our conventions). A citation of a document outside the repository, or of
 * either one without its `docs/` path, is caught here, and so is a section that does not exist.
 */
const ROOT = new URL('../', import.meta.url).pathname;
const FOLDERS = ['src', 'test', 'scripts', 'bench'];
const THIS_FILE = 'test/references.test.ts';

/** Every text file under a folder (the vendored bundle and binary assets aside). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|js|mjs|json|md|txt|css|html|svg|yaml|csv)$/.test(name) ? [path] : [];
  });
}

const SOURCES = FOLDERS.flatMap((folder) => files(join(ROOT, folder)))
  .map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }))
  .filter(({ file }) => file !== THIS_FILE);

/** `service.md` or `conventions.md` not preceded by `docs/`, a bare `conventions §`, or the old spec folder. */
const STRAY = /shared\/spec|(?<![\w/.-])(?:service|conventions)\.md|\bconventions §/g;

/**
 * The section numbers a document has: `## 7. Result prose` → 7, `### 2.2 Result object` → 2.2, and
 * item 2 of the numbered list in section 1 → 1.2.
 */
function sections(doc: string): Set<string> {
  const found = new Set<string>();
  let section = '';
  for (const line of readFileSync(join(ROOT, 'docs', doc), 'utf8').split('\n')) {
    const heading = /^#{2,3} (\d+(?:\.\d+)?)\.? /.exec(line)?.[1];
    const item = /^(\d+)\. /.exec(line)?.[1];
    if (heading !== undefined) {
      found.add(heading);
      section = heading;
    } else if (item !== undefined && section !== '') found.add(`${section}.${item}`);
  }
  return found;
}

describe('references in code', () => {
  it('cite docs/service.md and docs/conventions.md, never a document outside the repository', () => {
    const stray = SOURCES.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (line.match(STRAY) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(stray).toEqual([]);
  });

  it('cite sections that exist', () => {
    const known = { 'service.md': sections('service.md'), 'conventions.md': sections('conventions.md') };
    expect(known['service.md'].has('2.2')).toBe(true);
    expect(known['conventions.md'].has('7')).toBe(true);
    const missing: string[] = [];
    for (const { file, text } of SOURCES) {
      // `docs/service.md §2.2 and §4.4`, `docs/conventions.md §2–3`: every number after the name.
      for (const m of text.matchAll(/docs\/(service|conventions)\.md ((?:§[\d.–-]+(?:,? (?:and )?)?)+)/g)) {
        const doc = `${m[1]}.md` as keyof typeof known;
        for (const number of (m[2] as string).matchAll(/\d+(?:\.\d+)?/g)) {
          if (!known[doc].has(number[0])) missing.push(`${file}: ${doc} §${number[0]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
