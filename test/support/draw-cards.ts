// Run as its own process with the server's heap flags (test/page/card-memory.test.ts): draws cards
// for new comparisons and prints resident memory (MB) after each tenth, one number a line.
import { comparison } from '../../src/expressions/registry.ts';
import { renderCard } from '../../src/page/card.ts';

const count = Number(process.argv[2] ?? 150);
for (let n = 0; n < count; n++) {
  const outcome = comparison.run({
    expression: 'numberOfItems',
    wealthYours: '50K',
    wealthTheirs: String(100_000_000 + n * 7919),
    typeOfItem: 'house',
  });
  if (!outcome.ok) throw new Error(outcome.message);
  await renderCard(outcome.data, 'Source: test.');
  if ((n + 1) % 10 === 0) process.stdout.write(`${(process.memoryUsage().rss / 2 ** 20).toFixed(1)}\n`);
}
