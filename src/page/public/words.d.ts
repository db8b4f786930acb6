// Types for words.js, which the browser loads as it is; the server imports it in Node.
import type { PageParam } from '../options.ts';

type Args = Readonly<Record<string, string | number | undefined>>;
export type Say = (key: string, args?: Args) => string;

export function fill(text: string, args?: Args): string;
export function sayer(texts: Readonly<Record<string, string>>): Say;
export function refusedParam(
  message: string,
  params: readonly PageParam[],
): { param: PageParam; category: string } | undefined;
export function plainWords(param: PageParam, category: string, say: Say): string;
