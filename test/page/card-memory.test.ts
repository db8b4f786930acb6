import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The V8 flags `npm start` runs the server with. */
const SERVER_FLAGS: string[] = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((arg: string) => arg.startsWith('--'));

describe('drawing cards', () => {
  it("frees each card's pixels: memory levels off instead of growing by 3 MB a card", () => {
    // A 1200×630 image is 3 MB of pixels. Freed only when V8 happened to collect it (as with the
    // native resvg), 120 more cards would hold on to 360 MB.
    const output = execFileSync(process.execPath, [...SERVER_FLAGS, 'test/support/draw-cards.ts', '150'], {
      encoding: 'utf8',
      timeout: 240_000,
    });
    const samples = output.trim().split('\n').map(Number);
    expect(samples).toHaveLength(15);
    const afterWarmUp = samples[2] as number;
    const last = samples[samples.length - 1] as number;
    expect(last - afterWarmUp, `resident MB after each 10 cards: ${samples.join(', ')}`).toBeLessThan(60);
    // About 10 s of CPU; minutes on a loaded machine running files side by side.
  }, 300_000);
});
