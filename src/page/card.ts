// The picture card of a comparison (1200×630 PNG) for link previews: the API's own words, and the two
// wealths as squares whose areas are in their ratio, as on the page. Laid out and drawn by Takumi
// (src/http/png.ts) off the JavaScript thread, in the Inter font shipped whole (every currency sign,
// ≈ and superscript digit) by the npm package inter-ui: no browser, nothing fetched while running.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ComparisonResult } from '../expressions/types.ts';
import { type Node, renderer } from '../http/png.ts';
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

/** The family every text of the card is set in. */
export const CARD_FONT = 'Inter';
const FONT_FILES = [
  ['Regular', 400],
  ['Bold', 700],
] as const;

let fontsReady: Promise<unknown> | undefined;

/** Registers Inter's regular and bold faces with the renderer, once: about 230 KB held while the process runs. */
export function cardFonts(): Promise<unknown> {
  fontsReady ??= Promise.all(
    FONT_FILES.map(([face, weight]) =>
      renderer().registerFont({
        name: CARD_FONT,
        weight,
        style: 'normal',
        data: readFileSync(fileURLToPath(import.meta.resolve(`inter-ui/web/Inter-${face}.woff2`))),
      }),
    ),
  );
  return fontsReady;
}

type Style = Record<string, string | number>;

function box(style: Style, ...children: Node[]): Node {
  return { type: 'container', style: { display: 'flex', ...style }, children };
}

function text(style: Style, words: string): Node {
  return { type: 'text', text: words, style };
}

/** A run of text at the largest size from `max` down that fits `lines` lines of `width` (Inter: about 0.56 em a character). */
function fitted(words: string, width: number, lines: number, max: number, min: number): number {
  const size = Math.floor((width * lines) / (words.length * 0.56));
  return Math.max(min, Math.min(max, size));
}

function line(
  words: string,
  style: { width: number; lines: number; max: number; min: number; weight?: number; colour?: string },
): Node {
  const size = fitted(words, style.width, style.lines, style.max, style.min);
  return text(
    {
      width: style.width,
      fontSize: size,
      lineHeight: 1.2,
      fontWeight: style.weight ?? 400,
      color: style.colour ?? COLOURS.ink,
    },
    words,
  );
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
      backgroundColor: visible ? COLOURS[who] : 'transparent',
      border: visible ? 'none' : `2px dashed ${COLOURS[who]}`,
      borderRadius: visible ? 0 : 9,
    });
  };
  const caption = small < VISIBLE_SIDE ? 'Areas to scale; circled: too small to see' : 'Areas drawn to scale';
  return box(
    { flexDirection: 'column', alignItems: 'center', width: 320 },
    box({ alignItems: 'flex-end', height: SQUARE_ROOM, gap: 16 }, square('yours'), square('theirs')),
    text({ fontSize: 18, color: COLOURS.muted, marginTop: 12 }, caption),
  );
}

function labelled(who: 'yours' | 'theirs', label: string, phrase: string): Node {
  return box(
    { alignItems: 'center', gap: 14 },
    box({ width: 18, height: 18, backgroundColor: COLOURS[who] }),
    text({ fontSize: 24, color: COLOURS.muted, width: 90 }, label),
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
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      padding: '40px 56px 32px 56px',
      backgroundColor: COLOURS.paper,
      color: COLOURS.ink,
      fontFamily: CARD_FONT,
      borderTop: `12px solid ${COLOURS.theirs}`,
    },
    text(
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
      text({}, attribution.slice(0, 90)),
      text({}, host.slice(0, 60)),
    ),
  );
}

/** The PNG of a comparison's card: about 5 ms of CPU on Takumi's own thread, bounded by the card's fixed size and text. */
export async function renderCard(data: ComparisonResult, attribution: string, host = ''): Promise<Buffer> {
  await cardFonts();
  return renderer().render(cardTree(data, attribution, host), { ...CARD_SIZE, format: 'png' });
}
