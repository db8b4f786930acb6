// The comparison's results section of /compare: empty and hidden for the page's script to fill, or
// filled on the server for a shared link, so that the answer is in the HTML itself. The ids are the
// ones public/compare.js fills; it replaces the server's text with the same text when it runs.
import type { ComparisonResult, Result } from '../expressions/types.ts';
import { DEFAULT_LANG, type Lang } from '../i18n/languages.ts';
import { escapeHtml } from './html.ts';
import { pictureSvg, SERVER_PICTURE_WIDTH } from './picture-svg.ts';
import { pictureCaption } from './public/picture.js';
import { localAttribution, PAGE_TEXTS, textsOf } from './texts.ts';

/** A comparison to show, and the absolute address it is shared under. */
export interface ShownComparison {
  data: ComparisonResult;
  shareUrl: string;
}

const text = (value: string | null | undefined) => escapeHtml(value ?? '');
/** A scale line is left out (hidden) when the API gives none. */
const hiddenUnless = (value: string | null | undefined) => (value ? '' : ' hidden');

function side(who: 'yours' | 'theirs', heading: string, result: Result | undefined): string {
  return `
        <article class="result ${who}">
          <h3>${text(heading)}</h3>
          <p class="phrase" id="phrase-${who}">${text(result?.phrase)}</p>
          <p class="sentence" id="sentence-${who}">${text(result?.sentence)}</p>
          <p class="scale" id="scale-${who}"${hiddenUnless(result?.scale)}>${text(result?.scale)}</p>
        </article>`;
}

export function resultsSection(
  attribution: string,
  shown?: ShownComparison,
  lang: Lang = DEFAULT_LANG,
): string {
  const say = textsOf(lang);
  const words = PAGE_TEXTS[lang];
  const data = shown?.data;
  const ratio = data?.ratio;
  const picture = ratio ? pictureSvg(ratio.value, ratio.sentence, SERVER_PICTURE_WIDTH, words) : '';
  const pictureWidth = ratio ? ` data-width="${SERVER_PICTURE_WIDTH}"` : '';
  return `<section id="results" class="card" aria-live="polite" aria-labelledby="results-title"${shown ? '' : ' hidden'}>
      <h2 id="results-title">${text(say('results.heading'))}</h2>

      <p class="ratio-sentence" id="ratio-sentence">${text(ratio?.sentence)}</p>
      <p class="ratio-phrase"><span class="label">${text(say('results.ratio'))}</span> <strong id="ratio-phrase">${text(ratio?.phrase)}</strong></p>
      <p class="scale" id="ratio-scale"${hiddenUnless(ratio?.scale)}>${text(ratio?.scale)}</p>
      <p class="equivalence" id="equivalence">${text(data?.equivalence)}</p>
      <p class="currency-note" id="currency-note"${hiddenUnless(data?.currencyNote)}>${text(data?.currencyNote)}</p>

      <div class="row results">${side('yours', say('results.yours'), data?.resultYours)}${side('theirs', say('results.theirs'), data?.resultTheirs)}
      </div>

      <figure class="picture">
        <div id="picture"${pictureWidth}>${picture}</div>
        <figcaption id="picture-caption">${text(ratio ? pictureCaption(ratio.value, words) : '')}</figcaption>
      </figure>

      <p class="share">
        <label for="share-link">${text(say('results.share'))}</label>
        <span class="share-row">
          <input id="share-link" type="text" readonly value="${text(shown?.shareUrl)}">
          <button type="button" id="copy-link">${text(say('results.copy'))}</button>
        </span>
        <span class="hint" id="copy-status" role="status"></span>
      </p>

      <p class="attribution" id="attribution">${text(localAttribution(attribution, lang))}</p>
    </section>`;
}
