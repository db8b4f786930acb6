// The HTML of /compare: the blank page for the script to fill, or, for a link that holds a comparison,
// the answer itself in the HTML (sentences, ratio, picture) with its link-preview tags, so that a
// crawler, a preview bot or a reader without JavaScript sees what the link says.
import { EXPRESSIONS, type RawParams } from '../expressions/registry.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { escapeHtml, fillTemplate } from './html.ts';
import { resultsSection } from './results.ts';
import { headline, type ShareLinks, SITE_NAME, shareTags, summary } from './share.ts';

const BLANK_TITLE = `Compare two wealths — ${SITE_NAME}`;
const BLANK_DESCRIPTION =
  "Compare your wealth with someone else's: how long it lasts, how tall a stack it makes, what it buys or how it grows, with the ratio in words and a picture drawn to scale.";

/** What the page shows: nothing yet, an answer, or the API's refusal of the link's parameters. */
export type PageState =
  | { kind: 'blank' }
  | { kind: 'answer'; query: RawParams; data: ComparisonResult; links: ShareLinks }
  | { kind: 'refused'; query: RawParams; message: string };

/** A query value as the form shows it again: the text sent, or nothing for a missing or repeated one. */
const echo = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's error line: hidden until the script needs it, or the API's refusal of the link. */
function formError(state: PageState): string {
  const open = '<p class="error form-error" id="form-error" role="alert"';
  if (state.kind !== 'refused') return `${open} hidden></p>`;
  return `${open}>${escapeHtml(`This link's comparison could not be made: ${state.message}.`)}</p>`;
}

/** The lenses, so that the form reads right before (or without) the script, which rebuilds them. */
function expressionOptions(chosen: unknown): string {
  return EXPRESSIONS.map(
    ({ name, title }) =>
      `<option value="${escapeHtml(name)}"${name === chosen ? ' selected' : ''}>${escapeHtml(title)}</option>`,
  ).join('');
}

export function comparePageHtml(template: string, attribution: string, state: PageState): string {
  const query = state.kind === 'blank' ? {} : state.query;
  const answer = state.kind === 'answer' ? state : undefined;
  return fillTemplate(
    template,
    {
      title: answer ? `${headline(answer.data)} — ${SITE_NAME}` : BLANK_TITLE,
      description: answer ? summary(answer.data) : BLANK_DESCRIPTION,
      share: answer ? shareTags(answer.data, answer.links) : '',
      results: resultsSection(attribution, answer && { data: answer.data, shareUrl: answer.links.page }),
      wealthYours: echo(query.wealthYours),
      wealthTheirs: echo(query.wealthTheirs),
      formError: formError(state),
      expressionOptions: expressionOptions(query.expression),
    },
    ['share', 'results', 'formError', 'expressionOptions'],
  );
}
