import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_COUNTS } from '../support/anchors.ts';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

/** RFC 4180, read independently of the writer: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field, 'the last record ends with CRLF').toBe('');
  return records;
}

/** A field as the data set's docs tell a reader to take it: one apostrophe before a formula start removed. */
function unguarded(field: string): string {
  return field.replace(/^'(?='*[=+\-@\t\r])/, '');
}

interface Anchor {
  id: string;
  expression: string;
  wording: string;
  figure: number | null;
  shown: string;
  source: { url: string | null; publisher: string; year: number };
}

const EXPECTED_COUNTS = ANCHOR_COUNTS;

describe('/data/anchors.json', () => {
  it('is JSON with a version, the licence and the attribution, cached briefly with an ETag', async () => {
    const response = await send(app, '/data/anchors.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    const body = response.json();
    expect(body.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.license).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    expect(body.attribution).toBe('Source: Tangible Wealth (CC BY 4.0).');
    expect(Object.keys(body.fields).sort()).toEqual(Object.keys(body.anchors[0]).sort());
  });

  it('holds every anchor of every expression, each once', async () => {
    const anchors: Anchor[] = (await send(app, '/data/anchors.json')).json().anchors;
    for (const [expression, count] of Object.entries(EXPECTED_COUNTS)) {
      expect(anchors.filter((a) => a.expression === expression).length, expression).toBe(count);
    }
    expect(anchors.length).toBe(Object.values(EXPECTED_COUNTS).reduce((a, b) => a + b));
    expect(new Set(anchors.map((a) => a.id)).size).toBe(anchors.length);
    const wordings = new Set(anchors.map((a) => a.wording));
    expect(wordings).toContain('the height of Mount Everest');
  });

  it('gives every source a publisher, a year and an absolute http(s) address', async () => {
    const anchors: Anchor[] = (await send(app, '/data/anchors.json')).json().anchors;
    for (const { id, source } of anchors) {
      expect(source.publisher, id).not.toBe('');
      expect(source.year, id).toBeGreaterThan(1000);
      expect(source.url, id).not.toBeNull();
      expect(['http:', 'https:'], `${id}: ${source.url}`).toContain(new URL(source.url ?? '').protocol);
    }
  });

  it('shows a figure as the sentences do, without float noise', async () => {
    const anchors: Anchor[] = (await send(app, '/data/anchors.json')).json().anchors;
    const dinosaurs = anchors.find((a) => a.wording === 'the time since the extinction of the dinosaurs');
    expect(dinosaurs).toMatchObject({ figure: 66_000_000, shown: '≈66 million years ago' });
    for (const { id, figure } of anchors) {
      // 13587.300000000001 is 37.2 × 365.25 as a float64 has it.
      if (figure !== null) expect(String(figure), id).not.toMatch(/\.\d*(?:0{6}|9{6})\d$/);
    }
  });

  it('answers 304 to its ETag and HEAD without a body', async () => {
    const first = await send(app, '/data/anchors.json');
    const again = await send(app, {
      url: '/data/anchors.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await send(app, { method: 'HEAD', url: '/data/anchors.json' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('/data/anchors.csv', () => {
  it('is CSV with a header row, named for download by version, with the licence link', async () => {
    const response = await send(app, '/data/anchors.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    const { version } = (await send(app, '/data/anchors.json')).json();
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="tangible-wealth-anchors-${version}.csv"`,
    );
  });

  it('starts with a UTF-8 byte-order mark, so spreadsheets read ≈ and accents as UTF-8', async () => {
    const bytes = (await send(app, '/data/anchors.csv')).rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3, 6).toString()).toBe('id,');
    expect(bytes.toString('utf8')).toContain('≈');
  });

  it('parses back to one row per anchor, every row as wide as the header, the same values as the JSON', async () => {
    const anchors: Anchor[] = (await send(app, '/data/anchors.json')).json().anchors;
    const body = (await send(app, '/data/anchors.csv')).body;
    const [header, ...rows] = parseCsv(body.replace(/^\uFEFF/, ''));
    expect(header?.slice(0, 3)).toEqual(['id', 'expression', 'figure']);
    expect(rows.length).toBe(anchors.length);
    for (const row of rows) expect(row.length).toBe(header?.length);
    rows.forEach((row, i) => {
      // Every column, read back as the docs say (null is empty; one guarding apostrophe removed),
      // equals the JSON's value: `source_url` is `source.url`.
      const anchor = anchors[i] as unknown as Record<string, unknown>;
      header?.forEach((name, c) => {
        // `source_url` is `source.url`, `wording_de` is `wordings.de`, `languages` its tags spaced.
        const [outer, inner] = name.startsWith('source_')
          ? ['source', name.slice(7)]
          : name.startsWith('wording_')
            ? ['wordings', name.slice(8)]
            : [name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())];
        const raw = inner === undefined ? anchor[outer] : (anchor[outer] as Record<string, unknown>)[inner];
        const value = Array.isArray(raw) ? raw.join(' ') : raw;
        expect(unguarded(row[c] as string), `${anchor.id} ${name}`).toBe(
          value === null || value === undefined ? '' : String(value),
        );
      });
    });
    // Quoting round-trips: some wordings hold a comma.
    expect(anchors.some((a) => a.wording.includes(','))).toBe(true);
  });

  it('never starts a field with what a spreadsheet reads as a formula (=, +, -, @): BC dates get an apostrophe', async () => {
    const anchors: Anchor[] = (await send(app, '/data/anchors.json')).json().anchors;
    const records = parseCsv((await send(app, '/data/anchors.csv')).body.replace(/^\uFEFF/, ''));
    for (const field of records.flat()) expect(field).not.toMatch(/^[=+\-@\t\r]/);
    // The JSON keeps ISO 8601: 44 BC is -0043, and the CSV has it as text.
    const caesar = anchors.find((a) => a.wording.includes('Julius Caesar')) as Anchor & { date: string };
    expect(caesar.date).toBe('-0043-03-15');
    expect(records.flat()).toContain("'-0043-03-15");
  });
  it('answers 304 to its ETag and HEAD without a body', async () => {
    const first = await send(app, '/data/anchors.csv');
    const again = await send(app, {
      url: '/data/anchors.csv',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await send(app, { method: 'HEAD', url: '/data/anchors.csv' })).body).toBe('');
  });
});
