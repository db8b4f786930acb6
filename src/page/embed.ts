// The compact card of a comparison for an <iframe> on another site (/embed?…): the API's own words,
// no script, a link to the full page. Its addresses are relative: inside the frame they resolve to
// this service.
import type { ComparisonResult } from '../expressions/types.ts';
import { escapeHtml } from './html.ts';
import { headline, SITE_NAME } from './share.ts';

/** The frame's size when the host page sets none (oEmbed answers it too). */
export const EMBED_SIZE = { width: 560, height: 320 } as const;
/** The smallest frame the card still reads in. */
export const EMBED_MIN = { width: 280, height: 240 } as const;

export const EMBED_STYLESHEET = '/compare/embed.css';

/** Framing by any site is allowed for this route only; nothing runs, nothing is sent anywhere. */
export const EMBED_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

export function embedHtml(data: ComparisonResult, pagePath: string, attribution: string): string {
  const e = escapeHtml;
  const page = e(pagePath);
  // Only when the answer mixes currency labels.
  const note =
    data.currencyNote === undefined
      ? ''
      : `\n    <p class="currency-note" id="currency-note">${e(data.currencyNote)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${e(headline(data))} — ${SITE_NAME}</title>
  <link rel="canonical" href="${page}">
  <link rel="stylesheet" href="${EMBED_STYLESHEET}">
</head>
<body>
  <article class="embed">
    <p class="brand"><a href="${page}" target="_blank" rel="noopener">${SITE_NAME}</a> · two wealths compared</p>
    <p class="ratio" id="ratio-phrase">${e(data.ratio.phrase)}</p>
    <p class="sentence" id="ratio-sentence">${e(data.ratio.sentence)}</p>
    <ul class="sides">
      <li class="yours"><span class="label">Yours</span> <span id="phrase-yours">${e(data.resultYours.phrase)}</span></li>
      <li class="theirs"><span class="label">Theirs</span> <span id="phrase-theirs">${e(data.resultTheirs.phrase)}</span></li>
    </ul>
    <p class="equivalence" id="equivalence">${e(data.equivalence)}</p>${note}
    <p class="footer"><a href="${page}" target="_blank" rel="noopener">See the whole comparison</a> <span class="attribution">${e(attribution)}</span></p>
  </article>
</body>
</html>
`;
}
