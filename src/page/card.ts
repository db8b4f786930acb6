// The picture card of a comparison (1200×630 PNG) for link previews: the API's own words on the left,
// the two wealths on the right as squares whose areas are in their ratio, as large as the card allows.
// Laid out and drawn by Takumi (src/http/png.ts) off the JavaScript thread, in Inter shipped whole
// (every currency sign, ≈ and superscript digit) by the npm package inter-ui: no browser, nothing
// fetched while running. Link previews show it about 400 px wide, a third of its size, so its type is big.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ComparisonResult } from '../expressions/types.ts';
import { type Node, renderer } from '../http/png.ts';
import { DEFAULT_LANG, type Lang } from '../i18n/languages.ts';
import { type Advances, type FittedText, fitText, type TextRule } from './card-text.ts';
import { CARD_SIZE, SITE_NAME } from './share.ts';
import { squaresToScale, VISIBLE_SIDE } from './squares.ts';
import { localAttribution, type Say, textsOf } from './texts.ts';

/** The page's colours (compare.css, light scheme). */
const COLOURS = {
  ink: '#1f2937',
  muted: '#4b5563',
  paper: '#f8fafc',
  line: '#d1d5db',
  yours: '#2563eb',
  theirs: '#c2410c',
} as const;

/** The family every text of the card is set in, and its two faces. */
export const CARD_FONT = 'Inter';
const FACES = { regular: ['Regular', 400], bold: ['Bold', 700] } as const;
type Face = keyof typeof FACES;

/**
 * Characters whose advances are measured when the fonts load: printable ASCII and every other
 * character the service prints. Any other character counts as 1.2 em, wider than any of Inter's.
 */
const MEASURED = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}€£¥₹₩₽₺≈×÷±–—‘’“”…·•°⁰¹²³⁴⁵⁶⁷⁸⁹½¼¾éèêëáàâäíìîïóòôöúùûüñçÉÖÜ`;
const UNKNOWN_EM = 1.2;
/** Japanese characters, drawn from Noto Sans JP: each is one em wide there. */
const FULL_WIDTH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60ー]/u;

/**
 * Japanese is drawn from Noto Sans JP (npm @openfonts/noto-sans-jp_japanese, OFL), behind Inter for
 * every character Inter has: about 2 MB of fonts, held by a renderer of their own (src/http/png.ts)
 * made with the first Japanese card, so that no other card ever falls back on them.
 */
export const JAPANESE_FONT = 'Noto Sans JP';
const JAPANESE_FAMILY = `${CARD_FONT}, "${JAPANESE_FONT}"`;
export const cardFamily = (lang: Lang) => (lang === 'ja' ? JAPANESE_FAMILY : CARD_FONT);
/** The renderer a card in `lang` is drawn by. */
const drawerOf = (lang: Lang) => renderer(lang === 'ja' ? 'japanese' : 'default');
let japanese: Promise<void> | undefined;

const fontFile = (specifier: string) => readFileSync(fileURLToPath(import.meta.resolve(specifier)));

/** Registers Inter and Noto Sans JP, regular and bold, with the Japanese renderer, once. */
export function japaneseFaces(): Promise<void> {
  japanese ??= (async () => {
    const drawer = renderer('japanese');
    await Promise.all([
      ...Object.values(FACES).map(([file, weight]) =>
        drawer.registerFont({
          name: CARD_FONT,
          weight,
          style: 'normal',
          data: fontFile(`inter-ui/web/Inter-${file}.woff2`),
        }),
      ),
      ...[400, 700].map((weight) =>
        drawer.registerFont({
          name: JAPANESE_FONT,
          weight,
          style: 'normal',
          data: fontFile(`@openfonts/noto-sans-jp_japanese/files/noto-sans-jp-japanese-${weight}.woff2`),
        }),
      ),
    ]);
  })();
  return japanese;
}

/** Kept free at the end of every line, so that a rounding in the renderer never pushes a line over. */
const SAFETY = 1.02;

interface Typeface {
  advances: Record<Face, Advances>;
}

let typeface: Promise<Typeface> | undefined;

/** Measures each character alone at 100 px: its advance in em (kerning only ever narrows a run). */
async function measureAdvances(face: Face): Promise<Advances> {
  const chars = [...MEASURED];
  const tree: Node = {
    type: 'container',
    style: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
    children: chars.map((c) => ({
      type: 'text',
      text: c,
      style: { fontFamily: CARD_FONT, fontWeight: FACES[face][1], fontSize: 100, whiteSpace: 'pre' },
    })),
  };
  const measured = await renderer().measure(tree, { width: 400, height: 100 * 1.3 * chars.length });
  const em = new Map<string, number>();
  measured.children.forEach((child, i) => {
    const width = child.runs.reduce((sum, run) => sum + run.width, 0);
    em.set(chars[i] as string, width / 100);
  });
  return (text) => {
    let total = 0;
    for (const c of text) total += em.get(c) ?? (FULL_WIDTH.test(c) ? 1 : UNKNOWN_EM);
    return total * SAFETY;
  };
}

/**
 * Registers Inter's regular and bold faces with the renderer and measures their advances, once:
 * about 230 KB of fonts held while the process runs.
 */
export function cardTypeface(): Promise<Typeface> {
  typeface ??= (async () => {
    await Promise.all(
      Object.values(FACES).map(([file, weight]) =>
        renderer().registerFont({
          name: CARD_FONT,
          weight,
          style: 'normal',
          data: readFileSync(fileURLToPath(import.meta.resolve(`inter-ui/web/Inter-${file}.woff2`))),
        }),
      ),
    );
    return { advances: { regular: await measureAdvances('regular'), bold: await measureAdvances('bold') } };
  })();
  return typeface;
}

type Style = Record<string, string | number>;

function box(style: Style, ...children: Node[]): Node {
  return { type: 'container', style: { display: 'flex', ...style }, children };
}

function text(style: Style, words: string): Node {
  return { type: 'text', text: words, style: { whiteSpace: 'pre', ...style } };
}

// The card's frame, in pixels: a 12 px band on top, margins, the brand line, the main area, the foot.
const BAND = 12;
const MARGIN = { top: 34, side: 56, bottom: 26 };
const BRAND_SIZE = 24;
const FOOT_SIZE = 20;
const GAP = 18;
const INNER_WIDTH = CARD_SIZE.width - 2 * MARGIN.side;
/** The main area's height: what the band, margins, brand line, foot and the gaps between them leave. */
export const MAIN_HEIGHT =
  CARD_SIZE.height -
  BAND -
  MARGIN.top -
  MARGIN.bottom -
  Math.ceil(BRAND_SIZE * 1.25) -
  GAP -
  (1 + 12 + Math.ceil(FOOT_SIZE * 1.25)) -
  GAP;
/** The picture's share of the main area, and the text column's. */
const PICTURE_WIDTH = 420;
export const TEXT_WIDTH = INNER_WIDTH - PICTURE_WIDTH - 40;
const LINE_HEIGHT = 1.2;

/** Each text block's largest and smallest size (px) and how many lines it may take. */
const RULES = {
  ratio: { max: 92, min: 24, lines: 1 },
  sentence: { max: 44, min: 16, lines: 2 },
  side: { max: 38, min: 14, lines: 3 },
  equivalence: { max: 32, min: 14, lines: 3 },
  note: { max: 26, min: 13, lines: 2 },
} as const satisfies Record<string, TextRule>;
/** The label column before each side's phrase (swatch, `Theirs`), at full scale. */
const LABEL = { size: 28, width: 104, swatch: 24, gap: 14 };
/** Scales tried, largest first, until the whole column fits the main area. */
const SCALES = Array.from({ length: 15 }, (_, i) => 1 - i * 0.05);

/** What the card says, in the order it says it. */
export interface CardWords {
  ratio: string;
  sentence: string;
  yours: string;
  theirs: string;
  equivalence: string;
  /** One optional short sentence under the rest (a caveat about the figures). */
  note?: string;
}

/** The note defaults to the answer's own `currencyNote` (present only when it mixes currency labels). */
export function cardWords(data: ComparisonResult, note = data.currencyNote): CardWords {
  return {
    ratio: data.ratio.phrase,
    sentence: data.ratio.sentence,
    yours: data.resultYours.phrase,
    theirs: data.resultTheirs.phrase,
    equivalence: data.equivalence,
    ...(note ? { note } : {}),
  };
}

/** Every text of the API's answer that the card draws (the font must hold each character). */
export function cardTexts(data: ComparisonResult): string[] {
  return Object.values(cardWords(data));
}

/** The text column set at one scale: each block's size and lines, the column's height, and whether all fit. */
export interface ColumnLayout {
  scale: number;
  blocks: Record<Exclude<keyof CardWords, 'note'>, FittedText> & { note: FittedText | undefined };
  label: { size: number; width: number; swatch: number; gap: number };
  gap: number;
  height: number;
  fits: boolean;
}

function setColumn(
  words: CardWords,
  scale: number,
  advances: Typeface['advances'],
  labelWidth: number,
): ColumnLayout {
  const scaled = (rule: TextRule): TextRule => ({ ...rule, max: Math.max(rule.min, rule.max * scale) });
  const label = {
    size: Math.round(LABEL.size * scale),
    width: Math.round(labelWidth * scale),
    swatch: Math.round(LABEL.swatch * scale),
    gap: Math.round(LABEL.gap * scale),
  };
  const sideRoom = TEXT_WIDTH - label.swatch - label.width - 2 * label.gap;
  const blocks = {
    ratio: fitText(words.ratio, TEXT_WIDTH, scaled(RULES.ratio), advances.bold),
    sentence: fitText(words.sentence, TEXT_WIDTH, scaled(RULES.sentence), advances.regular),
    yours: fitText(words.yours, sideRoom, scaled(RULES.side), advances.bold),
    theirs: fitText(words.theirs, sideRoom, scaled(RULES.side), advances.bold),
    equivalence: fitText(words.equivalence, TEXT_WIDTH, scaled(RULES.equivalence), advances.regular),
    note:
      words.note === undefined
        ? undefined
        : fitText(words.note, TEXT_WIDTH, scaled(RULES.note), advances.regular),
  };
  const gap = Math.round(GAP * scale);
  const present = Object.values(blocks).filter((b): b is FittedText => b !== undefined);
  const tall = (b: FittedText) => Math.ceil(b.lines.length * b.size * LINE_HEIGHT);
  const sides =
    Math.max(tall(blocks.yours), label.size * LINE_HEIGHT) +
    Math.max(tall(blocks.theirs), label.size * LINE_HEIGHT);
  const height =
    tall(blocks.ratio) +
    tall(blocks.sentence) +
    Math.ceil(sides) +
    Math.round(gap / 2) +
    tall(blocks.equivalence) +
    (blocks.note ? tall(blocks.note) + gap : 0) +
    3 * gap;
  return { scale, blocks, label, gap, height, fits: present.every((b) => b.fits) && height <= MAIN_HEIGHT };
}

/**
 * The text column at the largest scale at which every block fits its lines and the column the area
 * (a binary search: at a smaller scale no block takes more lines or height).
 */
export function columnLayout(
  words: CardWords,
  advances: Typeface['advances'],
  labelWidth: number = LABEL.width,
): ColumnLayout {
  let low = 0;
  let high = SCALES.length - 1;
  const set = (scale: number) => setColumn(words, scale, advances, labelWidth);
  let best = set(SCALES[high] as number);
  if (!best.fits) return best;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const tried = set(SCALES[middle] as number);
    if (tried.fits) {
      best = tried;
      high = middle;
    } else low = middle + 1;
  }
  return best.scale === SCALES[low] ? best : set(SCALES[low] as number);
}

function block(fitted: FittedText, style: Style): Node {
  return box(
    { flexDirection: 'column' },
    ...fitted.lines.map((line) => text({ fontSize: fitted.size, lineHeight: LINE_HEIGHT, ...style }, line)),
  );
}

function side(who: 'yours' | 'theirs', fitted: FittedText, layout: ColumnLayout, say: Say): Node {
  const { label } = layout;
  const lineBox = label.size * LINE_HEIGHT;
  return box(
    { alignItems: 'flex-start', gap: label.gap },
    box(
      { height: Math.max(lineBox, fitted.size * LINE_HEIGHT), alignItems: 'center', gap: label.gap },
      box({ width: label.swatch, height: label.swatch, backgroundColor: COLOURS[who] }),
      text(
        { fontSize: label.size, lineHeight: LINE_HEIGHT, color: COLOURS.muted, width: label.width },
        say(`card.${who}`),
      ),
    ),
    block(fitted, { fontWeight: 700 }),
  );
}

function column(layout: ColumnLayout, say: Say): Node {
  const { blocks, gap } = layout;
  return box(
    { flexDirection: 'column', width: TEXT_WIDTH, gap },
    block(blocks.ratio, { fontWeight: 700 }),
    block(blocks.sentence, {}),
    box(
      { flexDirection: 'column', gap: Math.round(gap / 2) },
      side('yours', blocks.yours, layout, say),
      side('theirs', blocks.theirs, layout, say),
    ),
    block(blocks.equivalence, { color: COLOURS.muted }),
    ...(blocks.note ? [block(blocks.note, { color: COLOURS.muted })] : []),
  );
}

const SQUARE_GAP = 20;
const CAPTION_SIZE = 22;
const RING = 26;

/** The sides of the two squares (px) for a ratio (theirs ÷ yours), as large as the picture's area allows. */
export function squareSides(ratio: number): { yours: number; theirs: number } {
  const room = MAIN_HEIGHT - Math.ceil(CAPTION_SIZE * LINE_HEIGHT) - 12;
  return squaresToScale(ratio, PICTURE_WIDTH, room, SQUARE_GAP);
}

/** Two squares with areas in the ratio, side by side on one base line, and what they show. */
function picture(ratio: number, say: Say): Node {
  const sides = squareSides(ratio);
  const square = (who: 'yours' | 'theirs') => {
    const size = sides[who];
    if (size >= VISIBLE_SIDE) return box({ width: size, height: size, backgroundColor: COLOURS[who] });
    return box({
      width: RING,
      height: RING,
      border: `3px dashed ${COLOURS[who]}`,
      borderRadius: RING / 2,
    });
  };
  const tiny = Math.min(sides.yours, sides.theirs) < VISIBLE_SIDE;
  return box(
    { flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', width: PICTURE_WIDTH },
    box(
      { alignItems: 'flex-end', justifyContent: 'center', gap: SQUARE_GAP },
      square('yours'),
      square('theirs'),
    ),
    text(
      { fontSize: CAPTION_SIZE, lineHeight: LINE_HEIGHT, color: COLOURS.muted, marginTop: 12 },
      say(tiny ? 'card.scaleTiny' : 'card.scale'),
    ),
  );
}

/** A one-line text at `max` px or smaller down to `min`; cut with `…` only if it fits at no size (an operator's own setting). */
function oneLine(
  words: string,
  room: number,
  max: number,
  min: number,
  advances: Advances,
): { size: number; text: string } {
  const fitted = fitText(words, room, { max, min, lines: 1 }, advances);
  if (fitted.fits) return { size: fitted.size, text: words };
  let cut = words;
  while (cut.length > 1 && advances(`${cut}…`) * min > room) cut = cut.slice(0, -1);
  return { size: min, text: `${cut.trimEnd()}…` };
}

function foot(attribution: string, host: string, advances: Typeface['advances']): Node {
  const hostLine = oneLine(host, INNER_WIDTH / 3, FOOT_SIZE, 14, advances.regular);
  const hostWidth = host === '' ? 0 : advances.regular(hostLine.text) * hostLine.size + 24;
  const source = oneLine(attribution, INNER_WIDTH - hostWidth, FOOT_SIZE, 14, advances.regular);
  const style = { color: COLOURS.muted, lineHeight: 1.25 };
  return box(
    {
      justifyContent: 'space-between',
      alignItems: 'flex-end',
      height: 1 + 12 + Math.ceil(FOOT_SIZE * 1.25),
      borderTop: `1px solid ${COLOURS.line}`,
      paddingTop: 12,
    },
    text({ ...style, fontSize: source.size }, source.text),
    text({ ...style, fontSize: hostLine.size }, hostLine.text),
  );
}

/** The card's layout for one comparison, with an optional note line under the text. */
export async function cardTree(
  data: ComparisonResult,
  attribution: string,
  host = '',
  note?: string,
  lang: Lang = DEFAULT_LANG,
): Promise<Node> {
  const { advances } = await cardTypeface();
  if (lang === 'ja') await japaneseFaces();
  const say = textsOf(lang);
  // The label column is as wide as the longer label needs (`Theirs`, `Das andere`), at least as in English.
  const labelWidth = Math.max(
    LABEL.width,
    ...(['yours', 'theirs'] as const).map((who) =>
      Math.ceil(advances.regular(say(`card.${who}`)) * LABEL.size),
    ),
  );
  const layout = columnLayout(cardWords(data, note), advances, labelWidth);
  return box(
    {
      flexDirection: 'column',
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      padding: `${MARGIN.top}px ${MARGIN.side}px ${MARGIN.bottom}px ${MARGIN.side}px`,
      backgroundColor: COLOURS.paper,
      color: COLOURS.ink,
      fontFamily: cardFamily(lang),
      borderTop: `${BAND}px solid ${COLOURS.theirs}`,
      gap: GAP,
    },
    text(
      { fontSize: BRAND_SIZE, lineHeight: 1.25, color: COLOURS.muted, letterSpacing: 1 },
      `${SITE_NAME.toUpperCase()} · ${say('card.brand')}`,
    ),
    box(
      { height: MAIN_HEIGHT, justifyContent: 'space-between', alignItems: 'stretch' },
      column(layout, say),
      picture(data.ratio.value, say),
    ),
    foot(localAttribution(attribution, lang), host, advances),
  );
}

/** The PNG of a comparison's card: about 5 ms of CPU on Takumi's own thread, bounded by the card's fixed size and text. */
export async function renderCard(
  data: ComparisonResult,
  attribution: string,
  host = '',
  note?: string,
  lang: Lang = DEFAULT_LANG,
): Promise<Buffer> {
  const tree = await cardTree(data, attribution, host, note, lang);
  return drawerOf(lang).render(tree, { ...CARD_SIZE, format: 'png' });
}
