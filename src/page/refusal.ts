// A refusal of a comparison link as a visitor reads it: in English the API's own message, as before
// languages; in another language the plain words of the page's form (public/words.js), then the API's
// message in parentheses, which stays English because clients match on it (docs/languages.md).
import { DEFAULT_LANG, type Lang } from '../i18n/languages.ts';
import { optionsIn } from './options.ts';
import { plainWords, refusedParam } from './public/words.js';
import { textsOf } from './texts.ts';

export function refusalWords(message: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return message;
  const say = textsOf(lang);
  const found = refusedParam(message, optionsIn(lang).params);
  const api = say('form.apiMessage', { message });
  return found ? `${plainWords(found.param, found.category, say)} ${api}` : api;
}
