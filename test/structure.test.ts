import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/languages.ts';

/**
 * The one-way shape of src/ (README "Project layout"): each language's data (src/languages/<lang>/)
 * imports nothing outside src/languages, the domain depends on nothing outside itself and that data,
 * shared plumbing on the domain and itself, each edge on the domain and plumbing only, and only the
 * top (src/*.ts: the app, the server, the command line) on everything. Checked from the import
 * statements of every source file, so a new import that breaks the shape fails here.
 */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  languages: [],
  money: [],
  i18n: ['languages', 'money'],
  anchors: ['languages', 'money', 'i18n'],
  expressions: ['money', 'i18n', 'anchors'],
  http: ['money', 'i18n', 'anchors', 'expressions'],
  limits: ['http'],
  rest: ['money', 'i18n', 'anchors', 'expressions', 'http', 'limits'],
  mcp: ['money', 'i18n', 'anchors', 'expressions', 'http', 'limits'],
  docs: ['money', 'i18n', 'anchors', 'expressions', 'http', 'limits'],
  page: ['money', 'i18n', 'anchors', 'expressions', 'http', 'limits'],
};
const SRC = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'public' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The folder of src/ a file belongs to, or '' for a file at the top of src/. */
function folderOf(path: string): string {
  const parts = relative(SRC, path).split('/');
  return parts.length > 1 ? (parts[0] as string) : '';
}

/** Every (importing folder, imported folder) pair across folders, with the file that makes it. */
function crossings(): Array<{ from: string; to: string; file: string; target: string }> {
  const found: Array<{ from: string; to: string; file: string; target: string }> = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(file, '..', match[1] as string);
      if (!target.startsWith(SRC)) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) found.push({ from, to, file: relative(SRC, file), target: relative(SRC, target) });
    }
  }
  return found;
}

describe('the shape of src/', () => {
  it('every folder imports only the folders below it; edges never import each other', () => {
    const wrong = crossings()
      .filter(({ from, to }) => from !== '' && to !== '' && !LAYERS[from]?.includes(to))
      .map(({ from, to, file }) => `${file}: ${from} → ${to}`);
    expect(wrong).toEqual([]);
  });

  it('no folder imports the top of src/ (the app, the server, the command line) but the settings', () => {
    const wrong = crossings()
      .filter(({ from, to, target }) => from !== '' && to === '' && target !== 'config.ts')
      .map(({ file, target }) => `${file} → ${target}`);
    expect(wrong).toEqual([]);
  });

  it('every folder of src/ has a place in the layering', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(folders.sort()).toEqual(Object.keys(LAYERS).sort());
  });
});

describe('src/languages', () => {
  const LANGUAGES_DIR = join(SRC, 'languages');
  const folders = readdirSync(LANGUAGES_DIR).filter((name) =>
    statSync(join(LANGUAGES_DIR, name)).isDirectory(),
  );

  it('holds one folder per language, and no folder that is not one', () => {
    expect(folders.sort()).toEqual([...LANGUAGES].sort());
  });

  it("holds in each language's folder the files CONTRIBUTING.md lists", () => {
    const missing = LANGUAGES.flatMap((lang) => {
      const own = lang === 'en' ? [] : ['style.ts', 'money-words.ts', 'local-anchors.ts'];
      return ['index.ts', 'catalogue.json', 'anchors.json', 'page.json', 'numbers.ts', ...own]
        .filter((file) => !readdirSync(join(LANGUAGES_DIR, lang)).includes(file))
        .map((file) => `${lang}/${file}`);
    });
    expect(missing).toEqual([]);
  });
});
