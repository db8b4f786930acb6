import type { ParamDef } from './expressions/params.ts';
import { OPERATIONS, type Operation } from './expressions/registry.ts';
import type { ComparisonResult, ExpressionAnswer, Result } from './expressions/types.ts';
import { has, say } from './i18n/catalogue.ts';
import { LANGUAGES, type Lang, readLang } from './i18n/languages.ts';

/** Exit statuses: 0 an answer, 2 bad input (a wrong argument or a parameter the API refuses). */
const OK = 0;
const BAD_INPUT = 2;

const WIDTH = 100;

/** Words wrapped to the terminal-friendly width, every line after the first indented. */
function wrap(text: string, indent: number, first = 0): string {
  const lines: string[] = [];
  let line = '';
  let room = WIDTH - first;
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
      room = WIDTH - indent;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** What a parameter accepts, in a few words, from its shape in the registry. */
function accepts(param: ParamDef): string {
  const { shape } = param;
  if (shape.kind === 'money') return 'money';
  if (shape.kind === 'number')
    return `a number between ${shape.exclusiveMinimum} and ${shape.exclusiveMaximum}`;
  return `one of ${shape.values.join(', ')}`;
}

function paramHelp(operation: Operation, param: ParamDef): string {
  const condition = operation.conditional.find((c) => c.param === param);
  const when = condition ? ` Needed when expression=${condition.requiredFor.join(' or ')}.` : '';
  const head = `    ${param.name}=`.padEnd(20);
  return head + wrap(`(${accepts(param)}) ${param.description}${when}`, 20, head.length);
}

/** A command that works, from the parameters' own examples (a comparison shows one expression). */
function example(operation: Operation): string {
  const params =
    operation.conditional.length > 0
      ? ['expression=numberOfItems', 'wealthYours=100K', 'wealthTheirs=1T', 'typeOfItem=house']
      : operation.params.map((p) => `${p.name}=${p.example}`);
  return `tangible-wealth ${operation.name} ${params.join(' ')}`;
}

function operationHelp(operation: Operation): string {
  return [
    `  ${operation.name}  (MCP tool ${operation.tool})`,
    `    ${wrap(operation.description, 4, 4)}`,
    ...operation.params.map((param) => paramHelp(operation, param)),
    `    e.g. ${example(operation)}`,
  ].join('\n');
}

/** The whole usage text; the operations and their parameters come from the registry. */
export function usage(only?: Operation): string {
  const operations = only ? [only] : OPERATIONS;
  return `Usage:
  tangible-wealth [serve]         start the HTTP service (REST /v1, MCP /mcp, reference /, /compare);
                                  settings come from environment variables (see the README)
  tangible-wealth mcp             serve the MCP tools over stdio, for a local agent host
  tangible-wealth <operation> name=value … [--json] [--lang <tag>]
                                  compute one answer and print its sentence and scale, or with --json
                                  the data as the API returns it; exit status 2 on bad input;
                                  --lang (${LANGUAGES.join(', ')}) sets the language of the text
                                  and the money notation read (the same as lang=<tag>)
  tangible-wealth [<operation>] --help

Money is written as the API takes it: 1000000, 1,000,000, 1.000.000, 1M, 2.5B, $1T, €2,5M, CHF 10K,
¥5M or JPY 5M (the yen; the yuan is CN¥ or RMB) (quote a "$" from the shell). Currencies are labels
only: an answer that mixes them ends with a line saying that no exchange rate is applied.

Operations:
${operations.map(operationHelp).join('\n\n')}
`;
}

function find(name: string): Operation | undefined {
  return OPERATIONS.find((o) => o.name === name || o.tool === name);
}

/** `name=value` arguments as the API's query parameters: a name given twice becomes a list, as in a query. */
function readArguments(operation: Operation, args: string[]): Record<string, string | string[]> | string {
  const known = new Set(operation.params.map((p) => p.name));
  const values: Record<string, string | string[]> = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0) return `"${arg}" is not a name=value parameter`;
    const name = arg.slice(0, at);
    const value = arg.slice(at + 1);
    if (!known.has(name)) {
      return `${operation.name} has no parameter "${name}" (it takes ${[...known].join(', ')})`;
    }
    const before = values[name];
    values[name] = before === undefined ? value : [before, value].flat();
  }
  return values;
}

function resultLines(result: Result): string[] {
  return result.scale === null ? [result.sentence] : [result.sentence, result.scale];
}

/**
 * What a person reads: the sentence and the scale (for a comparison: both results, then the ratio),
 * and last the currency note when the answer mixes labels.
 */
function text(data: ExpressionAnswer | ComparisonResult, lang: Lang): string {
  const note = data.currencyNote === undefined ? [] : [data.currencyNote];
  if (!('ratio' in data)) return [...resultLines(data), ...note].join('\n');
  const { ratio } = data;
  // The two results' labels in the answer's language (`cli.yours`, `cli.theirs` of its catalogue).
  const label = (key: 'yours' | 'theirs', english: string) =>
    lang !== 'en' && has(lang, `cli.${key}`) ? say(lang, `cli.${key}`) : english;
  return [
    `${label('yours', 'Yours')}: ${resultLines(data.resultYours).join(' ')}`,
    `${label('theirs', 'Theirs')}: ${resultLines(data.resultTheirs).join(' ')}`,
    ratio.scale === null ? ratio.sentence : `${ratio.sentence} ${ratio.scale}`,
    data.equivalence,
    ...note,
  ].join('\n');
}

interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

const STANDARD: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** `--lang de` or `--lang=de` taken out of the arguments: the same as the `lang=de` parameter. */
function langOption(argv: readonly string[]): { lang?: string; others: string[] } {
  const others: string[] = [];
  let lang: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--lang') lang = argv[++i] ?? '';
    else if (arg.startsWith('--lang=')) lang = arg.slice('--lang='.length);
    else others.push(arg);
  }
  return lang === undefined ? { others } : { lang, others };
}

/** Runs `tangible-wealth <operation> name=value … [--json]` or `--help`; returns the exit status. */
export async function main(argv: readonly string[], io: Output = STANDARD): Promise<number> {
  const help = argv.some((a) => a === '--help' || a === '-h' || a === 'help');
  const json = argv.includes('--json');
  const { lang, others } = langOption(argv);
  const [first, ...rest] = others.filter(
    (a) => a !== '--json' && a !== '--help' && a !== '-h' && a !== 'help',
  );
  const fail = (message: string): number => {
    io.err(`tangible-wealth: ${message}\n`);
    return BAD_INPUT;
  };
  if (first === undefined) {
    if (help) {
      io.out(usage());
      return OK;
    }
    return fail('name an operation (see tangible-wealth --help)');
  }
  const operation = find(first);
  if (!operation) {
    const names = OPERATIONS.map((o) => o.name).join(', ');
    return fail(`unknown command "${first}": use serve, mcp or an operation (${names}); see --help`);
  }
  if (help) {
    io.out(usage(operation));
    return OK;
  }
  const params = readArguments(operation, lang === undefined ? rest : [...rest, `lang=${lang}`]);
  if (typeof params === 'string') return fail(params);
  const outcome = operation.run(params);
  if (!outcome.ok) return fail(outcome.message);
  const language = readLang(typeof params.lang === 'string' ? params.lang : undefined);
  const said = language.ok ? language.lang : 'en';
  io.out(json ? `${JSON.stringify(outcome.data, null, 2)}\n` : `${text(outcome.data, said)}\n`);
  return OK;
}
