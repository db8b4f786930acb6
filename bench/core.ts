import { OPERATIONS } from '../src/expressions/registry.ts';

/** A representative query per operation, as strings exactly as they come off a query string. */
export const CORE_QUERIES: Record<string, Record<string, string>> = {
  durationOfDailySpend: { wealth: '$1.5B', spend: '1,000' },
  heightOfMoneyStack: { wealth: '1T', typeOfMoney: 'usd_100_bill' },
  numberOfItems: { wealth: '250B', typeOfItem: 'year_of_salary_65k' },
  growthOfCompoundInterest: { wealth: '€1B', rate: '0.05', frequency: '12', period: '20' },
  comparison: {
    expression: 'numberOfItems',
    wealthYours: '100K',
    wealthTheirs: '1T',
    typeOfItem: 'house',
  },
};

/**
 * Operations per CPU-second of parse + compute + prose + scale on one core, after a warm-up.
 * CPU time (not wall time) keeps the figure honest on a machine shared with other work.
 */
export function benchCore(seconds = 1): Record<string, number> {
  const results: Record<string, number> = {};
  for (const operation of OPERATIONS) {
    const query = CORE_QUERIES[operation.name] as Record<string, string>;
    if (!operation.run(query).ok) throw new Error(`bench query for ${operation.name} is not valid`);
    for (let i = 0; i < 20_000; i++) operation.run(query);
    let count = 0;
    const started = process.cpuUsage();
    const cpuSeconds = () => {
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1e6;
    };
    while (cpuSeconds() < seconds) {
      for (let i = 0; i < 1000; i++) operation.run(query);
      count += 1000;
    }
    results[operation.name] = Math.round(count / cpuSeconds());
  }
  return results;
}
