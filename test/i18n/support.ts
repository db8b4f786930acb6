// What the per-language answer tests share (de, es, pt-BR): a real app on the gallery's day, a request
// in a language with its money written as that language writes it, the prose of an answer, and the
// English words no translated answer holds.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { exampleIn } from '../../scripts/docs-examples.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { makeApp } from '../support/app.ts';
import { onDataDay } from '../support/clock.ts';

/**
 * A real app for the file's tests, its clock on the gallery's day ("the time since" counts from it, so
 * answers are reproducible); the returned function gives the app once started.
 */
export function galleryApp(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  onDataDay();
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => app as FastifyInstance;
}

/** A text as a regular expression matches it literally (`US$ 65 mil`). */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No-break and narrow no-break spaces (the locale's groups, money's and the percent's) read as spaces. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export interface Prose {
  phrase: string;
  sentence: string;
  scale: string | null;
}

export type Answer = Prose & {
  resultTheirs: Prose;
  resultYours: Prose;
  ratio: Prose;
  equivalence: string;
  currencyNote?: string;
};

/** A request in `lang`: the English example's money written as the language writes it, and `lang`. */
export async function askIn(
  app: FastifyInstance,
  lang: Lang,
  operation: string,
  params: Record<string, string>,
): Promise<Answer> {
  const example = exampleIn({ operation, params }, lang);
  const query = new URLSearchParams({ ...example.params, lang });
  const response = await app.inject({ method: 'GET', url: `/v1/${operation}?${query}` });
  expect(response.statusCode, `${operation}?${query}: ${response.body}`).toBe(200);
  return response.json().data as Answer;
}

/** Every piece of prose an answer holds. */
export function texts(answer: Answer): string[] {
  const sides = answer.ratio ? [answer.resultTheirs, answer.resultYours, answer.ratio] : [answer];
  const prose = sides.flatMap((side) => [side.phrase, side.sentence, side.scale]);
  return [...prose, answer.equivalence, answer.currencyNote].filter(
    (t): t is string => typeof t === 'string',
  );
}

/** English words of the templates no translated answer holds (each language adds its own). */
export const ENGLISH_WORDS: readonly string[] = [
  'the',
  'of',
  'and',
  'that',
  'would',
  'could',
  'with',
  'for',
  'every',
  'about',
  'nearly',
  'times',
  'less',
  'than',
  'more',
  'half',
  'third',
  'quarter',
  'people',
  'wealth',
  'years?',
  'days?',
  'hours?',
  'minutes?',
  'seconds?',
  'millenni(a|um)',
  'miles?',
  'feet',
  'foot',
  'inch(es)?',
  'spend(ing)?',
  'stack',
  'buy',
  'pay',
  'takes',
  'fortunes?',
  'ago',
  'since',
  'height',
  'length',
  'distance',
  'time',
  'yours?',
  'theirs?',
  'same',
  'equal',
  'gap',
  'labels?',
  'applied',
  'bills?',
  'coins?',
  'houses?',
  'cars?',
  'BC',
  'AD',
];

/** English's scale words, which a language may also write (German nouns; French `million`). */
export const ENGLISH_SCALE_WORDS = [
  'million',
  'billion',
  'trillion',
  'quadrillion',
  'quintillion',
  'sextillion',
  'septillion',
] as const;

/** A pattern that finds any of `words` as a whole word, in any case. */
export const wholeWords = (words: readonly string[]) =>
  new RegExp(`(^|[^\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'iu');
