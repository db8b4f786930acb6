// Every catalogue writes every message the renderer asks for, each one valid ICU MessageFormat, with
// no argument the renderer does not pass.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, REQUIRED_KEYS, say, sayByLibrary } from '../../src/i18n/catalogue.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

/** The argument names of a parsed message, at any depth. */
function argumentsOf(elements: unknown[], into = new Set<string>()): Set<string> {
  for (const element of elements as {
    type: number;
    value?: string;
    options?: Record<string, { value: unknown[] }>;
  }[]) {
    // Types 1–6 name an argument (argument, number, date, time, select, plural).
    if (element.type >= 1 && element.type <= 6 && element.value) into.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, into);
  }
  return into;
}

/** Every option name of every select and plural of a parsed message, at any depth. */
function optionsOf(elements: unknown[], into = new Set<string>()): Set<string> {
  for (const element of elements as { options?: Record<string, { value: unknown[] }> }[]) {
    for (const [name, option] of Object.entries(element.options ?? {})) {
      into.add(name);
      optionsOf(option.value, into);
    }
  }
  return into;
}

/** What a call answers, or the message of the error it throws. */
function attempt(call: () => string): { text: string } | { error: string } {
  try {
    return { text: call() };
  } catch (error) {
    return { error: String((error as Error).message) };
  }
}

const english = CATALOGUES.en ?? {};
const allowed = (key: string) => {
  const own = argumentsOf(new IntlMessageFormat(english[key] ?? '', 'en').getAst() as unknown[]);
  // Every noun form may be used wherever one of them is passed.
  if (own.has('one') || own.has('noun') || own.has('a'))
    for (const form of ['one', 'noun', 'a']) own.add(form);
  if (own.has('anchor') || own.has('anchorOf')) for (const form of ['anchor', 'anchorOf']) own.add(form);
  // A stack's pieces may be named by what they are (`billets`, `monete`).
  if (own.has('body') && own.has('count')) own.add('piece');
  if (own.has('factor')) for (const form of ['count', 'worded', 'small', 'Figure']) own.add(form);
  if (own.has('figure') || own.has('count') || own.has('times'))
    for (const form of ['figure', 'Figure', 'count', 'worded', 'small', 'times', 'Times', 'about'])
      own.add(form);
  // Arguments passed beside the English ones, for languages that need them.
  for (const name of EXTRA[key] ?? []) own.add(name);
  return own;
};

/** Arguments the renderer passes that English does not use. */
const EXTRA: Record<string, readonly string[]> = {
  'quantity.also': ['measure', 'large'],
  'growth.percent': ['whole'],
  'start.addsPercent': ['whole'],
  'share.percent': ['whole'],
  'ratio.theirs': ['count', 'worded'],
  'ratio.yours': ['count', 'worded'],
  'ratio.equal': ['count', 'worded'],
  'tier.extreme': ['worded'],
  // What is priced, named where a language's words differ for a salary or a loan (`給与額`, `importes`).
  'mark.prices': ['priced'],
  'mark.numbers': ['priced'],
  'note.prices': ['priced'],
  'note.anchors': ['priced'],
  'note.replaced': ['priced'],
  'note.amount': ['priced'],
};
// Every anchor sentence is given its anchor's expression (German `so lang wie`, Japanese `この増加額は`).
for (const key of Object.keys(english)) {
  if (key.startsWith('scale.') || key.startsWith('every.'))
    EXTRA[key] = [...(EXTRA[key] ?? []), 'expression'];
  // A count said in a heading or in a sentence (German `Kein Studienkredit`, `keinen Studienkredit`).
  if (key.startsWith('item.') && key.endsWith('.count')) EXTRA[key] = [...(EXTRA[key] ?? []), 'heading'];
  // What a share is of, per item where a language names it so (German `Ein Jahresgehalt von …`).
  if (key.startsWith('share.')) EXTRA[key] = [...(EXTRA[key] ?? []), 'cost'];
}

describe('message catalogues', () => {
  it('the plain path says every message exactly as intl-messageformat does', () => {
    let compared = 0;
    for (const lang of LANGUAGES) {
      for (const [key, source] of Object.entries(CATALOGUES[lang] ?? {})) {
        if (key.startsWith('@')) continue;
        const names = argumentsOf(new IntlMessageFormat(source, lang).getAst() as unknown[]);
        // Each argument a distinct text with characters ICU treats specially; plural counts a number.
        const args = Object.fromEntries(
          [...names].map((name) => [name, name === 'count' ? 2 : `«${name} {'#'}»`]),
        );
        for (const value of ['yes', 'no', 'half', 'lessThan', '2', '12']) {
          for (const name of names)
            if (name !== 'count' && !/figure|anchor|wealth/.test(name)) args[name] = value;
          expect(say(lang, key, args), `${lang} ${key}`).toBe(sayByLibrary(lang, key, args));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('plurals and selects are said exactly as intl-messageformat says them, for every count and option', () => {
    const COUNTS = [
      0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 21, 22, 25, 100, 101, 1000, 1_000_000, 0.5, 1.5, 2.7, -1, -0,
    ];
    let compared = 0;
    for (const lang of LANGUAGES) {
      for (const [key, source] of Object.entries(CATALOGUES[lang] ?? {})) {
        if (key.startsWith('@')) continue;
        const ast = new IntlMessageFormat(source, lang).getAst() as unknown[];
        const names = [...argumentsOf(ast)];
        const selected = optionsOf(ast);
        // Every option each select names, a value none names, and names an object already has.
        const values = [...new Set([...selected, 'none', 'constructor', 'toString', '__proto__'])];
        for (const [i, count] of COUNTS.entries()) {
          for (const [j, value] of values.entries()) {
            if (j % COUNTS.length !== i % COUNTS.length && i !== 0 && values.length > 1) continue;
            const args: Record<string, string | number> = {};
            for (const name of names) args[name] = name === 'count' ? count : value;
            for (const name of names) if (/figure|anchor|wealth/.test(name)) args[name] = `«${name} {'#'}»`;
            const mine = attempt(() => say(lang, key, args));
            expect(mine, `${lang} ${key} ${JSON.stringify(args)}`).toEqual(
              attempt(() => sayByLibrary(lang, key, args)),
            );
            compared++;
          }
        }
        // A count given as text, and no arguments at all: the library's answer or its error.
        for (const args of [Object.fromEntries(names.map((n) => [n, '2'])), {}]) {
          expect(attempt(() => say(lang, key, args))).toEqual(attempt(() => sayByLibrary(lang, key, args)));
        }
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });

  it('English writes every required key and at least one other language has a catalogue', () => {
    expect(REQUIRED_KEYS.length).toBeGreaterThan(100);
    expect(Object.keys(CATALOGUES)).toContain('en');
  });

  for (const lang of LANGUAGES) {
    const catalogue = CATALOGUES[lang];
    if (!catalogue || lang === 'en') continue;
    it(`${lang}: every required key, valid, with the renderer's arguments only`, () => {
      expect(REQUIRED_KEYS.filter((key) => catalogue[key] === undefined)).toEqual([]);
      const wrong: string[] = [];
      for (const [key, source] of Object.entries(catalogue)) {
        if (key.startsWith('@')) continue;
        const ast = new IntlMessageFormat(source, lang).getAst() as unknown[];
        const extra = [...argumentsOf(ast)].filter(
          (name) => english[key] !== undefined && !allowed(key).has(name),
        );
        if (extra.length > 0) wrong.push(`${key}: ${extra.join(', ')}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
