// Drawing one character alone on the card's renderer, and reading its pixels: what card-glyphs.test.ts
// (English) and card-languages.test.ts (every other language) test every printed character with.
import type { ComparisonResult } from '../../src/expressions/types.ts';
import { renderer } from '../../src/http/png.ts';
import { cardTexts } from '../../src/page/card.ts';

const SIZE = 96;

/** The raw RGBA pixels of one character drawn alone, black on white, in `family` on the given renderer. */
export function drawnAlone(
  character: string,
  weight: 400 | 700,
  family: string,
  kind: 'default' | 'japanese' = 'default',
): Promise<Buffer> {
  return renderer(kind).render(
    {
      type: 'container',
      style: {
        display: 'flex',
        width: SIZE,
        height: SIZE,
        backgroundColor: '#ffffff',
        alignItems: 'center',
        justifyContent: 'center',
      },
      children: [
        {
          type: 'text',
          text: character,
          style: {
            fontFamily: family,
            fontWeight: weight,
            fontSize: 64,
            color: '#000000',
            whiteSpace: 'pre',
          },
        },
      ],
    },
    { width: SIZE, height: SIZE, format: 'raw' },
  );
}

/** Pixels darker than mid-grey. */
export function ink(pixels: Buffer): number {
  let dark = 0;
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] as number) < 128) dark++;
  return dark;
}

/** Every text of a comparison the service answers: what the card draws and every other sentence. */
export function everyText(data: ComparisonResult): string[] {
  return [
    ...cardTexts(data),
    data.ratio.scale ?? '',
    ...[data.resultYours, data.resultTheirs].flatMap((r) => [r.phrase, r.sentence, r.scale ?? '']),
  ];
}
