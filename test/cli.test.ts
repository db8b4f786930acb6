import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.ts';
import { OPERATIONS } from '../src/expressions/registry.ts';

const BIN = new URL('../bin/tangible-wealth.js', import.meta.url).pathname;

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
}

/** The command line's main in this process, its two streams collected. */
async function runInProcess(args: string[]) {
  const result = { status: -1, stdout: '', stderr: '' };
  result.status = await main(args, {
    out: (text) => {
      result.stdout += text;
    },
    err: (text) => {
      result.stderr += text;
    },
  });
  return result;
}

describe('bin/tangible-wealth.js', () => {
  it('--help lists the commands and every operation with its parameters, from the registry', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('tangible-wealth <operation> name=value … [--json]');
    for (const operation of OPERATIONS) {
      expect(result.stdout).toContain(`  ${operation.name}  (MCP tool ${operation.tool})`);
      for (const param of operation.params) expect(result.stdout).toContain(`    ${param.name}=`);
    }
  });

  it('<operation> --help describes that operation alone', () => {
    const result = run(['numberOfItems', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('typeOfItem=');
    expect(result.stdout).not.toContain('typeOfMoney=');
  });

  it('prints the sentence and the scale of an operation', () => {
    const result = run(['numberOfItems', 'wealth=1T', 'typeOfItem=house']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    const [sentence, scale, ...rest] = result.stdout.trimEnd().split('\n');
    expect(sentence).toBe(
      'A person with a wealth of $1,000,000,000,000 could buy 2,000,000 houses all at once!',
    );
    expect(scale).toMatch(/^That is .+\.$/);
    expect(rest).toEqual([]);
  });

  it('--json prints the data object the API returns', () => {
    const result = run([
      'growthOfCompoundInterest',
      'wealth=1B',
      'rate=0.01',
      'frequency=1',
      'period=20',
      '--json',
    ]);
    expect(result.status).toBe(0);
    const data = JSON.parse(result.stdout);
    expect(data).toMatchObject({
      value: 220190040,
      unit: 'dollars',
      type: null,
      phrase: 'By $220,190,040 Over 20 Years',
    });
    expect(Object.keys(data)).toEqual(['value', 'unit', 'type', 'phrase', 'sentence', 'scale']);
  });

  it('a comparison prints both results, the ratio and the equivalence', () => {
    const result = run([
      'comparison',
      'expression=numberOfItems',
      'wealthYours=100K',
      'wealthTheirs=1T',
      'typeOfItem=house',
    ]);
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('For them, spending $10,000,000,000 is like spending $1,000 for you.');
    expect(lines[0]).toMatch(/^Yours: A person with a wealth of \$100,000 /);
    expect(lines[1]).toMatch(
      /^Theirs: A person with a wealth of \$1,000,000,000,000 could buy 2,000,000 houses/,
    );
    expect(lines[2]).toMatch(/^Their wealth is 10,000,000 times yours\. /);
  });

  it('prints the currency note after the sentences when labels mix, and --json carries it', () => {
    const note =
      'Item prices are US dollar benchmarks and currencies are labels only: no exchange rate is applied.';
    const items = run(['numberOfItems', 'wealth=¥1M', 'typeOfItem=house']);
    expect(items.status).toBe(0);
    const lines = items.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'A person with a wealth of ¥1,000,000 could buy 2 houses all at once (at US-dollar prices)!',
    );
    expect(lines.at(-1)).toBe(note);
    const json = JSON.parse(run(['numberOfItems', 'wealth=¥1M', 'typeOfItem=house', '--json']).stdout);
    expect(json.currencyNote).toBe(note);

    const comparison = run([
      'comparison',
      'expression=durationOfDailySpend',
      'wealthYours=₩50M',
      'wealthTheirs=$50K',
      'spend=100',
    ]);
    const compared = comparison.stdout.trimEnd().split('\n');
    expect(compared).toHaveLength(5);
    expect(compared[2]).toMatch(/^Your wealth is 1,000 times theirs \(no exchange rate applied\)\. /);
    expect(compared[4]).toBe('Currencies are labels only: no exchange rate is applied.');
  });

  it('prints no note when every label is the same', () => {
    const result = run(['durationOfDailySpend', 'wealth=¥1M', 'spend=1000']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('could spend ¥1,000 every day');
    expect(result.stdout).not.toContain('exchange rate');
  });

  it('bad input gives the API message on standard error and exit status 2', async () => {
    const cases: [string[], string][] = [
      [['numberOfItems', 'wealth=B', 'typeOfItem=house'], 'Wealth Malformed'],
      [['numberOfItems', 'wealth=1T'], 'Type Of Item Missing'],
      [['numberOfItems', 'wealth=1', 'wealth=2', 'typeOfItem=house'], 'Wealth Invalid'],
      [['growthOfCompoundInterest', 'wealth=1B', 'rate=1', 'frequency=1', 'period=20'], 'Rate Invalid (1)'],
      [['comparison', 'wealthYours=1', 'wealthTheirs=2'], 'Expression Missing'],
      [
        ['numberOfItems', 'welth=1T'],
        'numberOfItems has no parameter "welth" (it takes wealth, typeOfItem, lang)',
      ],
      [['numberOfItems', 'wealth'], '"wealth" is not a name=value parameter'],
      [['launch'], 'unknown command "launch"'],
      [['serve', 'now'], '"serve" takes no arguments'],
    ];
    // The bin itself for the first and the last (the bin refuses that one before the command line
    // runs); the command line's main, in this process, for the rest: the same code, no process each.
    for (const [index, [args, message]] of cases.entries()) {
      const result = index === 0 || index === cases.length - 1 ? run(args) : await runInProcess(args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`tangible-wealth: ${message}`);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('stops with one clear line on a bad setting', () => {
    const result = run(['mcp'], { PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'tangible-wealth: PORT must be a whole number from 0 to 65535, got "eighty"',
    );
  });
});

describe('the command line in other languages (issue 28)', () => {
  it('--lang and lang= answer in the language, money read in its notation', async () => {
    const flag = await runInProcess([
      'numberOfItems',
      'wealth=1,5 Mrd. €',
      'typeOfItem=house',
      '--lang',
      'de',
    ]);
    const param = await runInProcess(['numberOfItems', 'wealth=1,5 Mrd. €', 'typeOfItem=house', 'lang=de']);
    expect(flag.status).toBe(0);
    expect(flag.stdout).toBe(param.stdout);
    expect(flag.stdout).toContain(
      'Eine Person mit einem Vermögen von 1,5 Milliarden Euro könnte 3000 Häuser',
    );
  });

  it('reads the API notation as in English under every --lang, and refuses what a language reads two ways', async () => {
    const english = await runInProcess(['numberOfItems', 'wealth=2B', 'typeOfItem=house', '--json']);
    for (const lang of ['de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'en-IN']) {
      const local = await runInProcess([
        'numberOfItems',
        'wealth=2B',
        'typeOfItem=house',
        '--json',
        '--lang',
        lang,
      ]);
      expect([lang, JSON.parse(local.stdout).value]).toEqual([lang, JSON.parse(english.stdout).value]);
    }
    expect(JSON.parse(english.stdout).value).toBe(4000);
    const twoWays = await runInProcess([
      'numberOfItems',
      'wealth=$1,500',
      'typeOfItem=house',
      '--lang',
      'de',
    ]);
    expect(twoWays.status).toBe(2);
    expect(twoWays.stderr.trim()).toBe(
      'tangible-wealth: Wealth Ambiguous (write $1500 for the whole number or $1,5 for the decimal fraction)',
    );
  });

  it('labels a comparison in the language, and refuses an unsupported tag with the list', async () => {
    const ja = await runInProcess([
      'comparison',
      'expression=numberOfItems',
      'wealthYours=1億円',
      'wealthTheirs=1兆円',
      'typeOfItem=car',
      '--lang=ja',
    ]);
    expect(ja.stdout).toMatch(/^あなた: .*\n相手: /);
    const bad = await runInProcess(['numberOfItems', 'wealth=1M', 'typeOfItem=house', '--lang', 'tlh']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Lang Unsupported: use one of en, de, fr, es, pt-BR, it, ja, en-IN');
  });
});
