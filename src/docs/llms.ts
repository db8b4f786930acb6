import type { Config } from '../config.ts';
import { OPERATIONS } from '../expressions/registry.ts';
import { DATASET_PATHS, DISCOVERY_PATH, EXAMPLES_PATH, restPath } from '../http/paths.ts';
import { LANGUAGE_NAMES, type Lang } from '../i18n/languages.ts';
import { exampleQuery, neededQuery } from './examples.ts';
import { GUIDES, type GuideLang, type GuideWords } from './llms-languages.ts';

/** One line per REST operation, with a working example URL and its parameters. */
function routeLines(origin: string): string[] {
  const lines = OPERATIONS.map((operation) => {
    const query = new URLSearchParams(neededQuery(operation, exampleQuery(operation)));
    const names = operation.params.map((param) => `\`${param.name}\``).join(', ');
    return `- [${operation.name}](${origin}${restPath(operation)}?${query}): ${operation.description} Parameters: ${names}.`;
  });
  return [...lines, `- [expressions](${origin}${DISCOVERY_PATH}): lists the routes above.`];
}

/**
 * `/llms.txt` (llmstxt.org): a short guide for agents. `origin` is PUBLIC_URL or the origin the
 * request came to, so every link works as it is.
 */
export function llmsText(config: Config, origin: string): string {
  const tools = OPERATIONS.map((operation) => `\`${operation.tool}\``).join(', ');
  const window = config.rateLimitWindowSeconds;
  return `# Tangible Wealth

> A read-only web API that turns a sum of money into human-scale, quotable facts: how long it lasts at a daily spend, how tall a stack of coins or bills it makes, how many of an item it pays for, how much it grows with compound interest, and how two sums compare. No key, no account. Results are CC BY 4.0.

It computes only from the values you send: it is not a source of anyone's net worth. Currency symbols are labels only; no exchange rate is ever applied. An answer that puts different labels side by side (a euro wealth beside US dollar item prices, a won wealth against a dollar one) carries \`currencyNote\`, one sentence saying so: show it with the answer.

## REST API

Every route is an HTTP GET with query parameters, answering JSON: \`{"status":"success","data":{…}}\` or \`{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}\`. A 400 message names the parameter, then the category; never retry it unchanged.

${routeLines(origin).join('\n')}

Money values (\`wealth\`, \`wealthYours\`, \`wealthTheirs\`, \`spend\`): \`1000000\`, \`1,000,000\`, \`1.000.000\`, \`1M\` (K, M, B, T, Q), optionally with a currency symbol or ISO code such as \`$\` (send \`%24\` from a shell), \`JPY\` or a URL-encoded \`€\` or \`¥\` (the yen; the yuan is \`CN¥\`); at least 1, at most 1e24.

## Quoting results

- Quote \`phrase\`, \`sentence\` and \`scale\` exactly as returned: they carry the service's rounding. Do not recompute them from \`value\`, which is for arithmetic only.
- \`scale\` can be null; then give no scale.
- In a comparison, \`ratio.value\` is theirs ÷ yours. Its 200:1 "extreme wealth inequality" threshold is the service's own rounded threshold, not an official definition: do not attribute it to any organisation.

## Attribution

Results are licensed CC BY 4.0 and free for any use, including commercial. Attribute them with \`${config.attribution}\`; MCP results carry this string as \`attribution\`: use it as it is.

## MCP

- Endpoint: ${origin}/mcp (Streamable HTTP, no authentication, no session)
- Tools: ${tools}; same parameter names and rules as the REST API. A tool result is the bare \`data\` object plus \`attribution\`.
- [Server card](${origin}/.well-known/mcp.json)

## Limits

Per client IP and ${window}-second window: ${config.restRateLimit} requests to the REST API (all routes together), ${config.mcpRateLimit} to MCP, ${config.docsRateLimit} to the documentation. On a 429, wait the \`Retry-After\` seconds (also \`error.retryAfter\`) before retrying.

## Docs

- [OpenAPI 3.0.4 document](${origin}/openapi.json): normative for paths, parameters, schemas and status codes; also as [YAML](${origin}/openapi.yaml)
- [Interactive API reference](${origin}/)
- [Full reference in one text](${origin}/llms-full.txt): every parameter, value and error message, with a real example answer per route
- [Scale anchors data set](${origin}${DATASET_PATHS.json}): every figure a \`scale\` sentence compares with, with its source (CC BY 4.0); also as [CSV](${origin}${DATASET_PATHS.csv})
- Languages: \`lang\` (${Object.keys(LANGUAGE_NAMES).join(', ')}) on every route and tool answers in that language and reads money in its notation; this guide in ${languageLinks(origin)}

## Optional

- [Comparison page](${origin}/compare): compare two wealths in a browser; a \`/compare?…\` link with the \`comparison\` parameters is a shareable page with a picture card (\`/compare/card.png?…\`, PNG 1200×630) and oEmbed (\`/oembed?url=…\`)
- [Examples](${origin}${EXAMPLES_PATH}): ready-made comparisons, each with its link and picture card
`;
}

/** The guide in every other language, each named in its own words. */
function languageLinks(origin: string): string {
  return (Object.keys(GUIDES) as GuideLang[])
    .map((lang) => `[${LANGUAGE_NAMES[lang]}](${origin}/llms.txt?lang=${lang})`)
    .join(', ');
}

/** One line per REST operation, its example in the language's money notation and with `lang`. */
function localRouteLines(origin: string, lang: GuideLang, words: GuideWords): string[] {
  const lines = OPERATIONS.map((operation) => {
    const query = neededQuery(operation, exampleQuery(operation));
    for (const name of ['wealth', 'wealthYours', 'wealthTheirs'] as const) {
      if (name in query) query[name] = words.examples[name];
    }
    const search = new URLSearchParams({ ...query, lang });
    const names = operation.params.map((param) => `\`${param.name}\``).join(', ');
    const what = words.routes[operation.name] ?? operation.description;
    return `- [${operation.name}](${origin}${restPath(operation)}?${search}): ${what} ${words.parameters}: ${names}.`;
  });
  return [...lines, `- [expressions](${origin}${DISCOVERY_PATH}): ${words.expressions}`];
}

const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));

/**
 * `/llms.txt?lang=<tag>`: the guide in a language (llms-languages.ts); English is `llmsText` itself.
 * `origin` as for llms.txt.
 */
export function llmsTextIn(config: Config, origin: string, lang: Lang): string {
  if (lang === 'en') return llmsText(config, origin);
  const words = GUIDES[lang];
  const tools = OPERATIONS.map((operation) => `\`${operation.tool}\``).join(', ');
  return `# Tangible Wealth (${LANGUAGE_NAMES[lang]})

> ${words.summary}

${words.language}

${words.labels}

## ${words.restHeading}

${words.restIntro}

${localRouteLines(origin, lang, words).join('\n')}

${words.money}

## ${words.quotingHeading}

${words.quoting.map((line) => `- ${line}`).join('\n')}

## ${words.attributionHeading}

${fill(words.attribution, { attribution: config.attribution })}

## MCP

- ${fill(words.mcp, { origin })}
- ${fill(words.tools, { tools })}
- [Server card](${origin}/.well-known/mcp.json)

## ${words.limitsHeading}

${fill(words.limits, { window: config.rateLimitWindowSeconds, rest: config.restRateLimit, mcp: config.mcpRateLimit, docs: config.docsRateLimit })}

## ${words.docsHeading}

- [OpenAPI](${origin}/openapi.json): ${words.openapi}
- [llms-full.txt](${origin}/llms-full.txt): ${words.full}
- [/compare?lang=${lang}](${origin}/compare?lang=${lang}): ${words.page}
- [English](${origin}/llms.txt) · ${languageLinks(origin)}
`;
}
