// The comparison drawn to scale. Two squares whose areas are in the wealths' ratio, one CSS pixel per
// unit, never stretched or given a minimum size: a square too small to see is circled and said to be
// too small to see at this scale. From LOG_FROM:1 a logarithmic scale, labelled as such, shows the gap as steps of ×10.

/** Side of the larger square, in pixels, on a wide screen. */
export const SQUARE_LIMIT = 240;
/** From this ratio up, the squares alone cannot show the smaller wealth well: add the log scale. */
export const LOG_FROM = 100;
/** Below this width (px) a square is circled and called too small to see. */
export const VISIBLE_SIDE = 2;

const PAD = 14;
const GAP = 24;
const LINE = 18;
const TICK_ROOM = 40;
const SUFFIXES = ['', 'K', 'M', 'B', 'T', 'Q'];
/** A generous average width of one character of the 13px labels, to break lines before they overflow. */
const CHARACTER = 7.5;
const SVG = 'http://www.w3.org/2000/svg';

/**
 * The picture's words in English; another language passes its own (src/languages/<lang>/page.json, the
 * same keys) with its `@locale`, whose numbers are then written by Intl in that locale.
 */
export const ENGLISH = {
  '@locale': 'en-US',
  'picture.yours': 'Yours',
  'picture.theirs': 'Theirs',
  'picture.heading': 'To scale: area matches wealth',
  'picture.area': '{who}: {multiple} times the area',
  'picture.tooSmall': '{who}: too small to see at this scale (circled)',
  'picture.logHeading': 'Logarithmic scale: each step ×10',
  'picture.logNote.yours': 'in multiples of your wealth',
  'picture.logNote.theirs': 'in multiples of their wealth',
  'picture.title': '{sentence} Two squares drawn to scale by area.',
  'picture.titleLog': '{sentence} Two squares drawn to scale by area, and a logarithmic scale.',
  'caption.equal': 'Drawn to scale: the two squares have the same area, because the wealths are equal.',
  'caption.almostEqual':
    'Drawn to scale: the two squares look the same, because the wealths are almost equal.',
  'caption.yours':
    "Drawn to scale: each square's area is proportional to its wealth, so your square has {area} times the area of theirs and is {wide}.",
  'caption.theirs':
    "Drawn to scale: each square's area is proportional to its wealth, so their square has {area} times the area of yours and is {wide}.",
  'caption.wide': 'about {width} times as wide',
  'caption.littleWider': 'only a little wider',
  'caption.tiny.yours': 'Yours is too small to see at this scale, so it is circled.',
  'caption.tiny.theirs': 'Theirs is too small to see at this scale, so it is circled.',
  'caption.log':
    'Below it, a logarithmic scale (each step multiplies by 10, so equal distances mean equal multiples, not equal amounts) shows the gap as {steps} steps of ten.',
};

/** The numbers of a picture in a locale: English keeps the form's notation (`10K`, `2.5M`). */
function numbersIn(locale) {
  if (locale === 'en-US') {
    return {
      spoken,
      tick: tickLabel,
      steps: (n) => about.format(n),
      tickRoom: () => TICK_ROOM,
      lastAnchor: 'middle',
    };
  }
  const short = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 2 });
  const plain = new Intl.NumberFormat(locale, { maximumSignificantDigits: 4 });
  const two = new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 });
  const tenth = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // Compact words reach 10¹⁵ in every locale offered; above, a power of ten as in English.
  const big = (value) => {
    if (value < 1e15) return short.format(value);
    const power = Math.floor(Math.log10(value) + 1e-9);
    const mantissa = Number((value / 10 ** power).toPrecision(2));
    return mantissa === 1 ? `10${superscript(power)}` : `${tenth.format(mantissa)} × 10${superscript(power)}`;
  };
  return {
    spoken: (value) => {
      if (value >= 10_000) return big(value);
      const text = value < 10 ? tenth.format(Math.round(value * 10) / 10) : two.format(value);
      return Math.round(value * 10) / 10 === 1 ? undefined : text;
    },
    tick: (power) => (power < 15 ? short.format(10 ** power) : `10${superscript(power)}`),
    steps: (n) => plain.format(n),
    // Labels in other locales run longer (`100.000`, `1000万`): each gets the room its widest label needs,
    // and the last one ends at the axis's end rather than past the drawing's edge.
    tickRoom: (labels) => Math.max(TICK_ROOM, ...labels.map((label) => labelWidth(label) + 10)),
    lastAnchor: 'end',
  };
}

/** A tick label's width (px) at the 11 px of `.tick-label`, generously: a CJK character is a full em. */
function labelWidth(label) {
  let width = 0;
  for (const character of label) width += /[\u3000-\u9fff\uff00-\uffef]/.test(character) ? 12 : 7;
  return width;
}

function wordsOf(words = ENGLISH) {
  const say = (key, args = {}) =>
    (words[key] ?? ENGLISH[key]).replace(/\{(\w+)\}/g, (slot, name) =>
      name in args ? String(args[name]) : slot,
    );
  return { say, numbers: numbersIn(words['@locale'] ?? 'en-US') };
}

const FULL_WIDTH = /[\u3000-\u9fff\uff00-\uffef]/g;

/** A label's length in characters of the Latin alphabet: a Japanese character is about two wide. */
const widthOf = (text) => text.length + (text.match(FULL_WIDTH)?.length ?? 0);

/**
 * Breaks a label into lines of at most `room` characters, at spaces, and between Japanese characters
 * (Japanese puts no spaces between words).
 */
export function wrap(text, room) {
  const lines = [];
  for (const word of text.split(' ')) {
    for (const [index, piece] of word.split(/(?<=[\u3000-\u9fff\uff00-\uffef])(?![、。）」])/).entries()) {
      const last = lines.length - 1;
      const glue = index === 0 ? ' ' : '';
      if (last >= 0 && widthOf(lines[last]) + glue.length + widthOf(piece) <= room)
        lines[last] += glue + piece;
      else lines.push(piece);
    }
  }
  return lines;
}

const about = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
const about2 = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

function superscript(power) {
  return String(power).replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);
}

/** `950`, `10K`, `2.5M`, `100Q` (the notation the form accepts), then `3.2 × 10²⁰` where the suffixes run out. */
export function compact(value) {
  if (value < 10_000) return about.format(value);
  const power = Math.floor(Math.log10(value) + 1e-9);
  if (power >= 3 * SUFFIXES.length) {
    const mantissa = Number((value / 10 ** power).toPrecision(2));
    return mantissa === 1 ? `10${superscript(power)}` : `${mantissa} × 10${superscript(power)}`;
  }
  const group = Math.floor(power / 3);
  return `${about.format(value / 10 ** (3 * group))}${SUFFIXES[group]}`;
}

/**
 * A multiple as a person says it: one decimal below 10 (`1.4`, `7.1`), two significant digits up to
 * 10,000 (`3,200`), then the form's notation (`10M`, `3.2 × 10²⁰`). Undefined when it would read `1`:
 * "1 times" is never written.
 */
export function spoken(value) {
  if (value >= 10_000) return compact(Number(value.toPrecision(2)));
  const text = value < 10 ? String(Math.round(value * 10) / 10) : about2.format(value);
  return text === '1' ? undefined : text;
}

/** Which side holds more, and by how many times (at least 1). */
export function sides(ratio) {
  return ratio >= 1
    ? { larger: 'theirs', smaller: 'yours', times: ratio }
    : { larger: 'yours', smaller: 'theirs', times: 1 / ratio };
}

function squaresPart(ratio, width, top, shapes, { say, numbers }) {
  const NAMES = { yours: say('picture.yours'), theirs: say('picture.theirs') };
  const { larger, smaller, times } = sides(ratio);
  const big = Math.min(SQUARE_LIMIT, (width - 2 * PAD - GAP) / (1 + 1 / Math.sqrt(times)));
  const side = { [larger]: big, [smaller]: big / Math.sqrt(times) };
  const x = { yours: PAD };
  x.theirs = x.yours + side.yours + GAP;
  const base = top + 22 + big;
  shapes.push({ kind: 'text', class: 'heading', x: PAD, y: top + 12, text: say('picture.heading') });
  for (const who of ['yours', 'theirs']) {
    shapes.push({
      kind: 'rect',
      class: `square ${who}`,
      side: who,
      x: x[who],
      y: base - side[who],
      width: side[who],
      height: side[who],
    });
  }
  const tiny = side[smaller] < VISIBLE_SIDE;
  if (tiny) {
    shapes.push({ kind: 'circle', class: `ring ${smaller}`, cx: x[smaller], cy: base, r: 9 });
  }
  const legend = [];
  const multiple = numbers.spoken(times);
  for (const who of ['yours', 'theirs']) {
    if (who === larger && multiple) legend.push([who, say('picture.area', { who: NAMES[who], multiple })]);
    else if (who === smaller && tiny) legend.push([who, say('picture.tooSmall', { who: NAMES[who] })]);
    else legend.push([who, NAMES[who]]);
  }
  let y = base + 14;
  for (const [who, text] of legend) {
    for (const [index, part] of wrap(text, Math.floor((width - 2 * PAD - 16) / CHARACTER)).entries()) {
      y += LINE;
      if (who && index === 0) {
        shapes.push({ kind: 'rect', class: `swatch ${who}`, x: PAD, y: y - 10, width: 10, height: 10 });
      }
      shapes.push({ kind: 'text', class: 'legend', x: PAD + 16, y, text: part });
    }
  }
  return y;
}

/** Tick labels in the form's notation, or 10ⁿ where the suffixes run out. */
function tickLabel(power) {
  if (power < 3 * SUFFIXES.length) return `${10 ** (power % 3)}${SUFFIXES[Math.floor(power / 3)]}`;
  return `10${superscript(power)}`;
}

function logPart(ratio, width, top, shapes, { say, numbers }) {
  const NAMES = { yours: say('picture.yours'), theirs: say('picture.theirs') };
  const { larger, smaller, times } = sides(ratio);
  const steps = Math.max(2, Math.ceil(Math.log10(times) - 1e-9));
  const left = PAD + 8;
  const right = width - PAD - 8;
  const at = (value) => left + ((right - left) * Math.log10(value)) / steps;
  const axis = top + 74;
  shapes.push({
    kind: 'text',
    class: 'heading',
    x: PAD,
    y: top + 12,
    text: say('picture.logHeading'),
  });
  shapes.push({
    kind: 'text',
    class: 'note',
    x: PAD,
    y: top + 12 + LINE,
    text: say(`picture.logNote.${smaller}`),
  });
  shapes.push({ kind: 'line', class: 'axis', x1: left, y1: axis, x2: right, y2: axis });
  const room = numbers.tickRoom(Array.from({ length: steps + 1 }, (_, power) => numbers.tick(power)));
  const every = Math.max(1, Math.ceil(steps / Math.max(1, Math.floor((right - left) / room))));
  // The last label ends at the axis's end (lastAnchor), so it reaches back its whole width: the label
  // before it is drawn only where the two cannot meet.
  const stepWidth = (right - left) / steps;
  const lastWidth = labelWidth(numbers.tick(steps));
  const clearOfLast = (power) =>
    (steps - power) * stepWidth >=
    (numbers.lastAnchor === 'end' ? lastWidth : lastWidth / 2) + labelWidth(numbers.tick(power)) / 2 + 10;
  for (let power = 0; power <= steps; power++) {
    const x = at(10 ** power);
    const labelled = power % every === 0 || power === steps;
    shapes.push({ kind: 'line', class: 'tick', x1: x, y1: axis - 4, x2: x, y2: axis + (labelled ? 6 : 3) });
    if (labelled && (power === steps || (steps - power >= every && clearOfLast(power)))) {
      shapes.push({
        kind: 'text',
        class: 'tick-label',
        x,
        y: axis + 20,
        text: numbers.tick(power),
        anchor: power === steps ? numbers.lastAnchor : 'middle',
      });
    }
  }
  const end = at(times);
  shapes.push({ kind: 'line', class: `span ${larger}`, x1: left, y1: axis, x2: end, y2: axis });
  shapes.push({ kind: 'circle', class: `dot ${smaller}`, side: smaller, cx: left, cy: axis, r: 6 });
  shapes.push({ kind: 'circle', class: `dot ${larger}`, side: larger, cx: end, cy: axis, r: 6 });
  shapes.push({ kind: 'text', class: 'legend', x: left - 6, y: axis - 14, text: NAMES[smaller] });
  shapes.push({
    kind: 'text',
    class: 'legend',
    x: end + 6,
    y: axis - 14,
    text: NAMES[larger],
    anchor: 'end',
  });
  return axis + 28;
}

/**
 * What to draw for a ratio (theirs ÷ yours) in a box `width` pixels wide: plain shapes, kept apart from
 * the DOM so that their honesty can be tested directly.
 */
export function pictureLayout(ratio, width, words) {
  const box = Math.max(260, Math.min(900, Math.floor(width) || 0));
  const shapes = [];
  const said = wordsOf(words);
  let bottom = squaresPart(ratio, box, 4, shapes, said);
  const withLog = sides(ratio).times >= LOG_FROM;
  if (withLog) bottom = logPart(ratio, box, bottom + 24, shapes, said);
  return { width: box, height: Math.ceil(bottom + 10), withLog, shapes };
}

/** The picture in words, shown under it and read by screen readers with it. */
export function pictureCaption(ratio, words) {
  const { say, numbers } = wordsOf(words);
  const { larger, smaller, times } = sides(ratio);
  const area = numbers.spoken(times);
  if (area === undefined) return say(times === 1 ? 'caption.equal' : 'caption.almostEqual');
  const width = numbers.spoken(Math.sqrt(times));
  const wide = width === undefined ? say('caption.littleWider') : say('caption.wide', { width });
  let text = say(`caption.${larger}`, { area, wide });
  if (Math.sqrt(times) * VISIBLE_SIDE > SQUARE_LIMIT) text += ` ${say(`caption.tiny.${smaller}`)}`;
  if (times >= LOG_FROM) {
    text += ` ${say('caption.log', { steps: numbers.steps(Number(Math.log10(times).toFixed(1))) })}`;
  }
  return text;
}

/** The picture's name for screen readers: the API's ratio sentence, then what is drawn. */
export function pictureTitle(sentence, withLog, words) {
  return wordsOf(words).say(withLog ? 'picture.titleLog' : 'picture.title', { sentence });
}

const ATTRIBUTES = {
  rect: ['x', 'y', 'width', 'height'],
  circle: ['cx', 'cy', 'r'],
  line: ['x1', 'y1', 'x2', 'y2'],
  text: ['x', 'y'],
};

/** The SVG element for a ratio, `role="img"` and named by the API's ratio sentence. */
export function drawPicture(ratio, width, sentence, words) {
  const layout = pictureLayout(ratio, width, words);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
  svg.setAttribute('width', String(layout.width));
  svg.setAttribute('height', String(layout.height));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-labelledby', 'picture-title');
  const title = document.createElementNS(SVG, 'title');
  title.id = 'picture-title';
  title.textContent = pictureTitle(sentence, layout.withLog, words);
  svg.append(title);
  for (const shape of layout.shapes) {
    const node = document.createElementNS(SVG, shape.kind);
    node.setAttribute('class', shape.class);
    for (const name of ATTRIBUTES[shape.kind]) node.setAttribute(name, String(shape[name]));
    if (shape.side) node.dataset.side = shape.side;
    if (shape.anchor) node.setAttribute('text-anchor', shape.anchor);
    if (shape.text !== undefined) node.textContent = shape.text;
    svg.append(node);
  }
  return svg;
}
