// The HTML of /compare: the blank page for the script to fill, or, for a link that holds a comparison,
// the answer itself in the HTML (sentences, ratio, picture) with its link-preview tags, so that a
// crawler, a preview bot or a reader without JavaScript sees what the link says. Every text is in the
// page's language (src/languages/<lang>/page.json); English is the page as it was before languages.
import type { RawParams } from '../expressions/registry.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { DEFAULT_LANG, LANGUAGE_NAMES, LANGUAGES, type Lang } from '../i18n/languages.ts';
import { escapeHtml, fillTemplate } from './html.ts';
import { optionsIn } from './options.ts';
import { refusalWords } from './refusal.ts';
import { resultsSection } from './results.ts';
import { headline, type ShareLinks, SITE_NAME, shareTags, summary } from './share.ts';
import { switchHref } from './switch.ts';
import { textsOf } from './texts.ts';

/** What the page shows: nothing yet, an answer, or the API's refusal of the link's parameters. */
export type PageState = {
  lang?: Lang;
  /**
   * The link's query for the language switch (each language's link keeps the comparison), or
   * undefined for no switch: the page asked with neither `lang` nor Accept-Language is the page as it
   * was before languages, byte for byte, and its script adds the switch.
   */
  switch?: RawParams;
} & (
  | { kind: 'blank' }
  | { kind: 'answer'; query: RawParams; form?: RawParams; data: ComparisonResult; links: ShareLinks }
  | { kind: 'refused'; query: RawParams; form?: RawParams; message: string }
);

/** A page text inside HTML: the characters that start or end markup escaped (an apostrophe stays as written). */
const textHtml = (value: string) => value.replace(/[&<>"]/g, (c) => escapeHtml(c));

const localized = new Map<string, string>();

/**
 * The template with its `[[key]]` texts in a language, made once per language: a key ending in
 * `Html` is the page's own markup (a link, a code span) and is inserted as written;
 * `[[@placeholder.<name>]]` is a money field's example in the language's notation.
 */
function localizedTemplate(template: string, lang: Lang): string {
  const key = `${lang}\u0000${template.length}`;
  let made = localized.get(key);
  if (made === undefined) {
    const say = textsOf(lang);
    made = template.replace(/\[\[([@\w.]+)\]\]/g, (_, name: string) => {
      if (name.startsWith('@placeholder.')) {
        return textHtml(say('form.placeholder', { example: say(`example.${name.slice(13)}`) }));
      }
      return name.endsWith('Html') ? say(name) : textHtml(say(name));
    });
    // The template is written in English (`lang="en"`, which its linter checks).
    made = made.replace('<html lang="en">', `<html lang="${lang}">`);
    localized.set(key, made);
  }
  return made;
}

/** A query value as the form shows it again: the text sent, or nothing for a missing or repeated one. */
const echo = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's error line: hidden until the script needs it, or the API's refusal of the link. */
function formError(state: PageState, lang: Lang): string {
  const open = '<p class="error form-error" id="form-error" role="alert"';
  if (state.kind !== 'refused') return `${open} hidden></p>`;
  const message = textsOf(lang)('form.linkRefused', { message: refusalWords(state.message, lang) });
  return `${open}>${escapeHtml(message)}</p>`;
}

/** The lenses, so that the form reads right before (or without) the script, which rebuilds them. */
function expressionOptions(chosen: unknown, lang: Lang): string {
  return optionsIn(lang)
    .expressions.map(
      ({ name, title }) =>
        `<option value="${escapeHtml(name)}"${name === chosen ? ' selected' : ''}>${escapeHtml(title)}</option>`,
    )
    .join('');
}

/** The language switch: one link per language, each to this comparison (or the empty page) in it (switch.ts). */
export function languageSwitch(query: RawParams, lang: Lang): string {
  const links = LANGUAGES.map((tag) => {
    const href = switchHref(query, lang, tag);
    const current = tag === lang ? ' aria-current="true"' : '';
    return `<li><a href="${escapeHtml(href)}" hreflang="${tag}" lang="${tag}"${current}>${escapeHtml(LANGUAGE_NAMES[tag])}</a></li>`;
  });
  const label = escapeHtml(textsOf(lang)('page.languages'));
  return `\n    <nav class="languages" id="languages" aria-label="${label}"><ul>${links.join('')}</ul></nav>`;
}

export function comparePageHtml(template: string, attribution: string, state: PageState): string {
  const lang = state.lang ?? DEFAULT_LANG;
  const say = textsOf(lang);
  // The form shows the link's amounts as it sent them (the links below carry them neutral).
  const query = state.kind === 'blank' ? {} : (state.form ?? state.query);
  const answer = state.kind === 'answer' ? state : undefined;
  return fillTemplate(
    localizedTemplate(template, lang),
    {
      title: answer
        ? say('page.titleAnswer', { headline: headline(answer.data), site: SITE_NAME })
        : say('page.title', { site: SITE_NAME }),
      description: answer ? summary(answer.data, lang) : say('page.description'),
      share: answer ? shareTags(answer.data, answer.links, lang) : '',
      languages: state.switch === undefined ? '' : languageSwitch(state.switch, lang),
      results: resultsSection(
        attribution,
        answer && { data: answer.data, shareUrl: answer.links.page },
        lang,
      ),
      wealthYours: echo(query.wealthYours),
      wealthTheirs: echo(query.wealthTheirs),
      formError: formError(state, lang),
      expressionOptions: expressionOptions(query.expression, lang),
    },
    ['share', 'results', 'formError', 'expressionOptions', 'languages'],
  );
}
