// The picture card of a comparison (1200×630 PNG) for link previews: the API's own words, and the two
// wealths as squares whose areas are in their ratio, as on the page. Laid out by satori and drawn by
// resvg (WebAssembly, src/http/png.ts), in the Inter font shipped by @fontsource/inter from the npm registry: no browser, nothing
// fetched while running.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import type { ComparisonResult } from '../expressions/types.ts';
import { svgToPng } from '../http/png.ts';
import { CARD_SIZE, SITE_NAME } from './share.ts';

/** The page's colours (compare.css, light scheme). */
const COLOURS = {
  ink: '#1f2937',
  muted: '#4b5563',
  paper: '#f8fafc',
  line: '#d1d5db',
  yours: '#2563eb',
  theirs: '#c2410c',
} as const;

/** Inter's Latin and Latin Extended subsets (every currency sign the service knows), regular and bold. */
const FONT_FILES = [
  ['latin', 400],
  ['latin', 700],
  ['latin-ext', 400],
  ['latin-ext', 700],
] as const;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

let fonts: Font[] | undefined;

/** The fonts, read once: about 150 KB that stay in memory while the process runs. */
export function cardFonts(): Font[] {
  fonts ??= FONT_FILES.map(([subset, weight]) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(
      fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    ),
  }));
  return fonts;
}

/** A satori node: the element shapes it reads (type, style, children), without JSX. */
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: Array<Node | string> | Node | string };
}

function box(style: Record<string, string | number>, ...children: Array<Node | string>): Node {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } };
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * Text whose powers of ten (`× 10²⁷`) are drawn as raised small digits: Inter's subsets on the npm
 * registry have ¹²³ but not the other superscript digits, which would otherwise show as missing glyphs.
 */
function words(text: string, size: number): Array<Node | string> {
  const parts: Array<Node | string> = [];
  for (const piece of text.split(/([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/)) {
    if (piece === '') continue;
    if (!SUPERSCRIPTS.includes(piece[0] as string)) {
      parts.push(piece);
      continue;
    }
    const digits = [...piece].map((c) => String(SUPERSCRIPTS.indexOf(c))).join('');
    parts.push({
      type: 'span',
      props: {
        style: { fontSize: Math.round(size * 0.6), position: 'relative', top: -Math.round(size * 0.4) },
        children: digits,
      },
    });
  }
  return parts;
}

/** A run of text at the largest size from `max` down that fits `lines` lines of `width` (Inter: about 0.56 em a character). */
function fitted(text: string, width: number, lines: number, max: number, min: number): number {
  const size = Math.floor((width * lines) / (text.length * 0.56));
  return Math.max(min, Math.min(max, size));
}

function line(
  text: string,
  style: { width: number; lines: number; max: number; min: number; weight?: number; colour?: string },
): Node {
  const size = fitted(text, style.width, style.lines, style.max, style.min);
  return {
    type: 'div',
    props: {
      style: {
        display: 'block',
        width: style.width,
        fontSize: size,
        lineHeight: 1.2,
        fontWeight: style.weight ?? 400,
        color: style.colour ?? COLOURS.ink,
        lineClamp: style.lines,
      },
      children: words(text, size),
    },
  };
}

/** The text column's width; the squares take the rest of the card's 1,088 px inside its margins. */
const LEFT = 740;
const SQUARE_ROOM = 240;
/** Below this side (px) a square is circled, as on the page: a real amount, too small to see. */
const VISIBLE_SIDE = 2;

/** Two squares with areas in the ratio (theirs ÷ yours), the larger SQUARE_ROOM wide, bottom-aligned. */
function squares(ratio: number): Node {
  const larger = ratio >= 1 ? 'theirs' : 'yours';
  const times = ratio >= 1 ? ratio : 1 / ratio;
  const small = SQUARE_ROOM / Math.sqrt(times);
  const side =
    larger === 'theirs' ? { yours: small, theirs: SQUARE_ROOM } : { yours: SQUARE_ROOM, theirs: small };
  const square = (who: 'yours' | 'theirs') => {
    const size = side[who];
    const visible = size >= VISIBLE_SIDE;
    return box({
      width: visible ? size : 18,
      height: visible ? size : 18,
      background: visible ? COLOURS[who] : 'transparent',
      border: visible ? 'none' : `2px dashed ${COLOURS[who]}`,
      borderRadius: visible ? 0 : 9,
    });
  };
  const caption = small < VISIBLE_SIDE ? 'Areas to scale; circled: too small to see' : 'Areas drawn to scale';
  return box(
    { flexDirection: 'column', alignItems: 'center', width: 320 },
    box({ alignItems: 'flex-end', height: SQUARE_ROOM, gap: 16 }, square('yours'), square('theirs')),
    box({ fontSize: 18, color: COLOURS.muted, marginTop: 12 }, caption),
  );
}

function labelled(who: 'yours' | 'theirs', label: string, phrase: string): Node {
  return box(
    { alignItems: 'center', gap: 14 },
    box({ width: 18, height: 18, background: COLOURS[who] }),
    box({ fontSize: 24, color: COLOURS.muted, width: 90 }, label),
    line(phrase, { width: LEFT - 122, lines: 1, max: 32, min: 16, weight: 700 }),
  );
}

/** Every text of the API's answer that the card draws (the fonts must hold each character). */
export function cardTexts(data: ComparisonResult): string[] {
  return [
    data.ratio.phrase,
    data.ratio.sentence,
    data.resultYours.phrase,
    data.resultTheirs.phrase,
    data.equivalence,
  ];
}

/** The card's layout for one comparison. */
export function cardTree(data: ComparisonResult, attribution: string, host = ''): Node {
  return box(
    {
      flexDirection: 'column',
      // satori sizes boxes without their padding and borders: the card's own size is the content's plus those.
      width: CARD_SIZE.width - 2 * 56,
      height: CARD_SIZE.height - 40 - 32 - 12,
      paddingTop: 40,
      paddingRight: 56,
      paddingBottom: 32,
      paddingLeft: 56,
      background: COLOURS.paper,
      color: COLOURS.ink,
      fontFamily: 'Inter',
      borderTop: `12px solid ${COLOURS.theirs}`,
    },
    box(
      { fontSize: 22, color: COLOURS.muted, letterSpacing: 1 },
      `${SITE_NAME.toUpperCase()} · TWO WEALTHS COMPARED`,
    ),
    box(
      { flexGrow: 1, flexShrink: 1, marginTop: 20, justifyContent: 'space-between', overflow: 'hidden' },
      box(
        { flexDirection: 'column', width: LEFT, gap: 16 },
        line(data.ratio.phrase, { width: LEFT, lines: 1, max: 72, min: 28, weight: 700 }),
        line(data.ratio.sentence, { width: LEFT, lines: 2, max: 38, min: 22 }),
        box(
          { flexDirection: 'column', gap: 10, marginTop: 10 },
          labelled('yours', 'Yours', data.resultYours.phrase),
          labelled('theirs', 'Theirs', data.resultTheirs.phrase),
        ),
        line(data.equivalence, { width: LEFT, lines: 2, max: 26, min: 16, colour: COLOURS.muted }),
      ),
      squares(data.ratio.value),
    ),
    box(
      {
        justifyContent: 'space-between',
        fontSize: 18,
        color: COLOURS.muted,
        borderTop: `1px solid ${COLOURS.line}`,
        paddingTop: 14,
      },
      box({}, attribution.slice(0, 90)),
      box({}, host.slice(0, 60)),
    ),
  );
}

/** The PNG of a comparison's card: about 20–50 ms of CPU, bounded by the card's fixed size and text. */
export async function renderCard(data: ComparisonResult, attribution: string, host = ''): Promise<Buffer> {
  const svg = await satori(cardTree(data, attribution, host) as Parameters<typeof satori>[0], {
    ...CARD_SIZE,
    fonts: cardFonts(),
  });
  return svgToPng(svg);
}
