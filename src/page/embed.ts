// The compact card of a comparison for an <iframe> on another site (/embed?…): the API's own words and
// the two squares to scale, no script, a link to the full page. It fills whatever frame it is given
// (the squares take the height the words leave), so a frame never shows an empty band. Its addresses
// are relative: inside the frame they resolve to this service.
import type { RawParams } from '../expressions/registry.ts';
import type { ComparisonResult } from '../expressions/types.ts';
import { comparePagePath } from '../http/paths.ts';
import { DEFAULT_LANG, type Lang } from '../i18n/languages.ts';
import { escapeHtml } from './html.ts';
import { refusalWords } from './refusal.ts';
import { headline, SITE_NAME } from './share.ts';
import { squaresToScale, VISIBLE_SIDE } from './squares.ts';
import { localAttribution, type Say, textsOf } from './texts.ts';

/** The frame's width when the host page sets none, and the widest oEmbed offers: 100% of the host's column up to this. */
export const EMBED_WIDTH = 560;
/** The width of a phone's column, where a frame 100% wide up to EMBED_WIDTH is narrowest in practice. */
export const PHONE_COLUMN = 358;

/**
 * embed.css in numbers (px at a 16 px root): each block's font size, line height and bottom margin,
 * the padding around them, and the share of the width the squares take beside the words.
 */
const CSS = {
  frame: 6 + 12.8 + 11.2,
  sidePadding: 32,
  margin: 6.4,
  squaresShare: 0.3,
  gap: 12,
  brand: { size: 12.8, line: 1.4 },
  ratio: { size: 28.8, line: 1.1 },
  sentence: { size: 16.8, line: 1.4 },
  side: { size: 15.2, line: 1.4, label: 61, swatch: 17.6 },
  small: { size: 13.6, line: 1.4 },
} as const;
/**
 * A generous average advance (em) of a system font, and the share of a line that word wrapping may
 * leave empty: the estimate errs tall, since the squares take any height the words leave.
 */
const CHARACTER_EM = 0.55;
const WRAP_LOSS = 1.1;

/** A full-width character (kana, kanji, CJK punctuation) is about 1 em wide, not CHARACTER_EM. */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/gu;

/** A text's length in ordinary characters: a full-width one counts as about two. */
function widthInCharacters(text: string): number {
  const full = text.match(FULL_WIDTH)?.length ?? 0;
  return text.length + full * (1 / CHARACTER_EM - 1);
}

/**
 * Longer words leave more of a line empty when they wrap (German compounds, French and Italian
 * elisions, Japanese lines that may not start with `。`): every language but English is estimated with
 * this share, English with WRAP_LOSS as it was measured.
 */
const WRAP_LOSS_OTHERS = 1.3;

/** Lines a text takes at `size` px in a column `width` px wide, estimated on the generous side. */
function linesOf(text: string, size: number, width: number, loss = WRAP_LOSS): number {
  return Math.max(1, Math.ceil((widthInCharacters(text) * CHARACTER_EM * size * loss) / Math.max(1, width)));
}

/**
 * The height (px) of a frame that shows this comparison's words whole when the frame is `width` wide
 * or as narrow as a phone's column (it is 100% wide up to `width`), so that nothing scrolls there; at
 * wider sizes the squares take the height the words leave, so no band is left empty.
 */
export function embedHeight(
  data: ComparisonResult,
  attribution: string,
  width: number,
  lang: Lang = DEFAULT_LANG,
): number {
  const say = textsOf(lang);
  const loss = lang === DEFAULT_LANG ? WRAP_LOSS : WRAP_LOSS_OTHERS;
  const narrowest = Math.min(width, PHONE_COLUMN);
  const content = narrowest - CSS.sidePadding;
  const words = content * (1 - CSS.squaresShare) - CSS.gap;
  const block = (text: string, font: { size: number; line: number }, room = words) =>
    linesOf(text, font.size, room, loss) * font.size * font.line;
  // The label before each phrase (its swatch and word) is at least CSS.side.label wide; a longer word
  // (`Das andere`) takes its own width. English's fit the minimum, as measured when it was set.
  const label =
    lang === DEFAULT_LANG
      ? CSS.side.label
      : Math.max(
          CSS.side.label,
          ...(['embed.yours', 'embed.theirs'] as const).map(
            (key) => CSS.side.swatch + widthInCharacters(say(key)) * CHARACTER_EM * CSS.side.size,
          ),
        );
  const sides = [data.resultYours.phrase, data.resultTheirs.phrase].reduce(
    (sum, phrase) =>
      sum + linesOf(phrase, CSS.side.size, words - label, loss) * CSS.side.size * CSS.side.line,
    0,
  );
  const height =
    CSS.frame +
    block(`${SITE_NAME} · ${say('embed.brand')}`.toUpperCase(), CSS.brand, content) +
    block(data.ratio.phrase, CSS.ratio) +
    block(data.ratio.sentence, CSS.sentence) +
    sides +
    block(data.equivalence, CSS.small) +
    block(say('embed.whole'), CSS.small, content) +
    block(localAttribution(attribution, lang), CSS.small, content) +
    5 * CSS.margin;
  return Math.max(EMBED_MIN.height, Math.ceil(height / 10) * 10);
}

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

/** The squares' drawing box (SVG units): it is scaled to the room the words leave, keeping its shape. */
const PICTURE = { width: 200, height: 200, gap: 12, ring: 7 };

/** The two squares to scale as inline SVG, coloured by embed.css (light and dark). */
function squaresSvg(ratio: number, sentence: string, say: Say): string {
  const sides = squaresToScale(ratio, PICTURE.width, PICTURE.height, PICTURE.gap);
  const left = (PICTURE.width - sides.yours - sides.theirs - PICTURE.gap) / 2;
  const shapes: string[] = [];
  for (const [who, x] of [
    ['yours', left],
    ['theirs', left + sides.yours + PICTURE.gap],
  ] as const) {
    const side = sides[who];
    if (side >= VISIBLE_SIDE) {
      shapes.push(
        `<rect class="${who}" x="${x.toFixed(2)}" y="${(PICTURE.height - side).toFixed(2)}" width="${side.toFixed(2)}" height="${side.toFixed(2)}"/>`,
      );
    } else {
      shapes.push(
        `<circle class="ring ${who}" cx="${x.toFixed(2)}" cy="${PICTURE.height - PICTURE.ring - 1}" r="${PICTURE.ring}"/>`,
      );
    }
  }
  const tiny = Math.min(sides.yours, sides.theirs) < VISIBLE_SIDE;
  const label = say(tiny ? 'embed.squaresTiny' : 'embed.squares', { sentence });
  return `<svg class="squares" viewBox="-8 -8 ${PICTURE.width + 16} ${PICTURE.height + 16}" preserveAspectRatio="xMidYMax meet" role="img" aria-label="${escapeHtml(label)}">${shapes.join('')}</svg>`;
}

function page(title: string, canonical: string | undefined, body: string, lang: Lang): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${e(title)} — ${SITE_NAME}</title>
${canonical === undefined ? '' : `  <link rel="canonical" href="${e(canonical)}">\n`}  <link rel="stylesheet" href="${EMBED_STYLESHEET}">
</head>
<body>
${body}
</body>
</html>
`;
}

export function embedHtml(
  data: ComparisonResult,
  pagePath: string,
  attribution: string,
  lang: Lang = DEFAULT_LANG,
): string {
  const e = escapeHtml;
  const say = textsOf(lang);
  const link = e(pagePath);
  return page(
    headline(data),
    pagePath,
    `  <article class="embed">
    <p class="brand"><a href="${link}" target="_blank" rel="noopener">${SITE_NAME}</a> · ${e(say('embed.brand'))}</p>
    <div class="main">
      <div class="words">
        <p class="ratio" id="ratio-phrase">${e(data.ratio.phrase)}</p>
        <p class="sentence" id="ratio-sentence">${e(data.ratio.sentence)}</p>
        <ul class="sides">
          <li class="yours"><span class="label">${e(say('embed.yours'))}</span> <span id="phrase-yours">${e(data.resultYours.phrase)}</span></li>
          <li class="theirs"><span class="label">${e(say('embed.theirs'))}</span> <span id="phrase-theirs">${e(data.resultTheirs.phrase)}</span></li>
        </ul>
        <p class="equivalence" id="equivalence">${e(data.equivalence)}</p>${
          // Only when the answer mixes currency labels.
          data.currencyNote === undefined
            ? ''
            : `\n        <p class="currency-note" id="currency-note">${e(data.currencyNote)}</p>`
        }
      </div>
      ${squaresSvg(data.ratio.value, data.ratio.sentence, say)}
    </div>
    <p class="footer"><a href="${link}" target="_blank" rel="noopener">${e(say('embed.whole'))}</a> <span class="attribution">${e(localAttribution(attribution, lang))}</span></p>
  </article>`,
    lang,
  );
}

/** A refusal's message and details, from the JSON envelope any route answers with. */
export function refusalOf(
  payload: unknown,
  status: number,
): { status: number; message: string; details?: string } {
  try {
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload);
    const { error } = JSON.parse(text) as { error?: { message?: unknown; details?: unknown } };
    const message = typeof error?.message === 'string' ? error.message : 'Error';
    return typeof error?.details === 'string'
      ? { status, message, details: error.details }
      : { status, message };
  } catch {
    return { status, message: 'Error' };
  }
}

/**
 * An embed that cannot be shown, as a small card inside the host's frame: what went wrong in the
 * API's words, and, when it is the comparison that was refused (`query` given), a link to the
 * comparison page with the same query (where the form says which field to fix); any other refusal
 * (the rate limit, the HTTP layer, a shutdown) links to the empty page.
 */
export function embedErrorHtml(
  refusal: { status: number; message: string; details?: string },
  attribution: string,
  query?: RawParams,
  lang: Lang = DEFAULT_LANG,
): string {
  const e = escapeHtml;
  const say = textsOf(lang);
  const fixable = query !== undefined;
  const link = e(fixable ? comparePagePath(query) : '/compare');
  const why =
    refusal.details ??
    (fixable ? say('embed.refused', { message: refusalWords(refusal.message, lang) }) : refusal.message);
  return page(
    refusal.message,
    undefined,
    `  <article class="embed refused">
    <p class="brand"><a href="${link}" target="_blank" rel="noopener">${SITE_NAME}</a> · ${e(say('embed.brand'))}</p>
    <div class="main">
      <div class="words">
        <p class="ratio" id="error-status">${refusal.status} ${e(refusal.message)}</p>
        <p class="sentence" id="error-details">${e(why)}</p>
      </div>
    </div>
    <p class="footer"><a href="${link}" target="_blank" rel="noopener">${e(say(fixable ? 'embed.fix' : 'embed.open'))}</a> <span class="attribution">${e(localAttribution(attribution, lang))}</span></p>
  </article>`,
    lang,
  );
}
