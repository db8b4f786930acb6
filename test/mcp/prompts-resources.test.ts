import { readFileSync } from 'node:fs';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
import { EXPRESSIONS } from '../../src/expressions/registry.ts';
import { ANCHOR_COUNTS } from '../support/anchors.ts';
import { connect, ENVELOPE, ERAS, message, post, type Served, serve } from './support.ts';

const doc = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');

/** The anchor arrays the engine reads, by the operation whose scale sentences use them. */
const ANCHORS = ANCHOR_COUNTS;

const COMPARISON = {
  expression: 'numberOfItems',
  wealthYours: '$50K',
  wealthTheirs: 2.5e11,
  typeOfItem: 'house',
  rate: 'ignored',
};
/** Its page, written out: `$` and the JSON number as the page reads them, the unneeded `rate` left out. */
const PAGE =
  '/compare?expression=numberOfItems&wealthYours=%2450K&wealthTheirs=250000000000&typeOfItem=house';

function pageLink(origin: string) {
  return {
    type: 'resource_link',
    uri: `${origin}${PAGE}`,
    name: 'comparison-page',
    title: 'Open this comparison as a page',
    mimeType: 'text/html',
  };
}

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(() => served.app.close());

describe.each(ERAS)('prompts and resources, $era ($version)', (era) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(served, era);
  });
  afterAll(() => client.close());

  const rejection = (promise: Promise<unknown>) => promise.then(() => ({ code: 0, message: 'resolved' }));

  it('declares static prompts and resources, without subscriptions', () => {
    expect(client.getServerCapabilities()).toEqual({
      tools: { listChanged: false },
      prompts: { listChanged: false },
      resources: { listChanged: false, subscribe: false },
    });
  });

  it('lists the two prompts with their arguments; the expressions named are the registry’s', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map(({ name, title }) => ({ name, title }))).toEqual([
      { name: 'put_in_perspective', title: 'Put an amount in perspective' },
      { name: 'compare_fortunes', title: 'Compare two fortunes' },
    ]);
    const args = prompts.map((p) => p.arguments?.map(({ name, required }) => ({ name, required })));
    expect(args).toEqual([
      [
        { name: 'amount', required: true },
        { name: 'angle', required: false },
      ],
      [
        { name: 'yours', required: true },
        { name: 'theirs', required: true },
        { name: 'expression', required: false },
      ],
    ]);
    for (const prompt of prompts) {
      expect(prompt.description).toBeTruthy();
      for (const argument of prompt.arguments ?? []) expect(argument.description).toBeTruthy();
    }
    const choices = [prompts[0]?.arguments?.[1], prompts[1]?.arguments?.[2]];
    for (const choice of choices) for (const e of EXPRESSIONS) expect(choice?.description).toContain(e.name);
  });

  it('put_in_perspective with an angle asks for that tool, with the amount and what to quote', async () => {
    const result = await client.getPrompt({
      name: 'put_in_perspective',
      arguments: { amount: '2.5B', angle: 'heightOfMoneyStack' },
    });
    expect(result.messages).toHaveLength(1);
    const [first] = result.messages;
    expect(first?.role).toBe('user');
    const text = first?.content.type === 'text' ? first.content.text : '';
    expect(text).toContain('`height_of_money_stack`');
    expect(text).toContain('`wealth` = "2.5B"');
    expect(text).toContain('`typeOfMoney`');
    expect(text).not.toContain('`number_of_items`');
    for (const word of ['`phrase`', '`sentence`', '`scale`', '`attribution`', 'word for word']) {
      expect(text).toContain(word);
    }
  });

  it('put_in_perspective without an angle offers every expression tool', async () => {
    const result = await client.getPrompt({
      name: 'put_in_perspective',
      arguments: { amount: '$1,000,000' },
    });
    const content = result.messages[0]?.content;
    const text = content?.type === 'text' ? content.text : '';
    for (const e of EXPRESSIONS) expect(text).toContain(`\`${e.tool}\``);
    expect(text).toContain('"$1,000,000"');
  });

  it('compare_fortunes asks for the comparison tool, the registry’s first expression by default', async () => {
    const texts = [];
    const extras: Record<string, string>[] = [{}, { expression: 'growthOfCompoundInterest' }];
    for (const extra of extras) {
      const result = await client.getPrompt({
        name: 'compare_fortunes',
        arguments: { yours: '50K', theirs: '200B', ...extra },
      });
      const content = result.messages[0]?.content;
      texts.push(content?.type === 'text' ? content.text : '');
    }
    const [plain, growth] = texts;
    expect(plain).toContain('`comparison` tool with `expression` = "durationOfDailySpend"');
    expect(plain).toContain('`wealthYours` = "50K" and `wealthTheirs` = "200B"');
    expect(plain).toContain('`spend`');
    expect(plain).toContain('`ratio.sentence`');
    expect(plain).toContain('`attribution`');
    expect(growth).toContain('"growthOfCompoundInterest"');
    for (const name of ['`rate`', '`frequency`', '`period`']) expect(growth).toContain(name);
  });

  it.each<{ name: string; arguments: Record<string, string>; error: RegExp }>([
    { name: 'put_in_perspective', arguments: {}, error: /put_in_perspective: .*'amount'/ },
    {
      name: 'put_in_perspective',
      arguments: { amount: 'B' },
      error: /put_in_perspective: amount: Malformed/,
    },
    {
      name: 'put_in_perspective',
      arguments: { amount: '1B', angle: 'height' },
      error: /put_in_perspective: .*angle/,
    },
    { name: 'compare_fortunes', arguments: { yours: '1' }, error: /compare_fortunes: .*'theirs'/ },
    {
      name: 'compare_fortunes',
      arguments: { yours: '1', theirs: '0' },
      error: /compare_fortunes: theirs: Zero/,
    },
    { name: 'no_such_prompt', arguments: {}, error: /Prompt no_such_prompt not found/ },
  ])('prompts/get $name $arguments is an invalid-params error', async (request) => {
    const failure = await rejection(client.getPrompt(request)).catch((error) => error);
    expect(failure.code).toBe(-32602);
    expect(failure.message).toMatch(request.error);
  });

  it('lists the four resources under tangible-wealth://, each with its media type and audience', async () => {
    const { resources } = await client.listResources();
    expect(resources.map(({ uri, mimeType }) => ({ uri, mimeType }))).toEqual([
      { uri: 'tangible-wealth://data/anchors.json', mimeType: 'application/json' },
      { uri: 'tangible-wealth://data/anchors.csv', mimeType: 'text/csv' },
      { uri: 'tangible-wealth://docs/prose.md', mimeType: 'text/markdown' },
      { uri: 'tangible-wealth://docs/examples.md', mimeType: 'text/markdown' },
    ]);
    for (const resource of resources) {
      expect(resource.title).toBeTruthy();
      expect(resource.description).toBeTruthy();
      expect(resource.annotations?.audience?.length).toBeGreaterThan(0);
      expect(resource.size).toBeGreaterThan(1000);
    }
  });

  it('the JSON data set has every anchor of the engine’s arrays, and the CSV one row for each', async () => {
    const json = await client.readResource({ uri: 'tangible-wealth://data/anchors.json' });
    const [content] = json.contents;
    expect(content).toMatchObject({
      uri: 'tangible-wealth://data/anchors.json',
      mimeType: 'application/json',
    });
    const dataset = JSON.parse(content && 'text' in content ? content.text : '');
    expect(dataset.attribution).toBe(DEFAULT_ATTRIBUTION);
    expect(dataset.license.name).toBe('CC BY 4.0');
    const counted: Record<string, number> = {};
    for (const anchor of dataset.anchors) counted[anchor.expression] = (counted[anchor.expression] ?? 0) + 1;
    expect(counted).toEqual(ANCHORS);

    const csv = (await client.readResource({ uri: 'tangible-wealth://data/anchors.csv' })).contents[0];
    const text = csv && 'text' in csv ? csv.text : '';
    expect(text.startsWith('id,expression,figure,')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(dataset.anchors.length + 1);
  });

  it.each([
    ['tangible-wealth://docs/prose.md', 'prose.md'],
    ['tangible-wealth://docs/examples.md', 'examples.md'],
  ])('%s is docs/%s as it is', async (uri, file) => {
    const { contents } = await client.readResource({ uri });
    expect(contents).toEqual([{ uri, mimeType: 'text/markdown', text: doc(file) }]);
  });

  it.each(['tangible-wealth://data/anchors.xml', 'https://example.org/data/anchors.json', 'not a uri'])(
    'reading %s is an invalid-params error',
    async (uri) => {
      const failure = await rejection(client.readResource({ uri })).catch((error) => error);
      expect(failure.code).toBe(-32602);
      expect(failure.message).toMatch(/not found|invalid/);
    },
  );

  it('a comparison links to its page at the request’s origin, and the page opens', async () => {
    const result = await client.callTool({ name: 'comparison', arguments: COMPARISON });
    expect(result.isError).toBeFalsy();
    expect(result.content).toHaveLength(2);
    expect(result.content[1]).toEqual(pageLink(served.origin));
    const page = await served.app.inject(PAGE);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('the four expressions and refused comparisons carry no link', async () => {
    const single = await client.callTool({
      name: 'number_of_items',
      arguments: { wealth: '1T', typeOfItem: 'house' },
    });
    const refused = await client.callTool({ name: 'comparison', arguments: { expression: 'numberOfItems' } });
    expect(single.content).toHaveLength(1);
    expect(refused).toMatchObject({ isError: true, content: [{ type: 'text' }] });
    expect(refused.content).toHaveLength(1);
  });
});

describe('links on the revisions that have them', () => {
  const call = {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'comparison', arguments: COMPARISON },
  };

  async function content(headers: Record<string, string>, body: object = call): Promise<unknown[]> {
    const answer = (await message(await post(served, body, headers))) as { result: { content: unknown[] } };
    return answer.result.content;
  }

  it('2025-06-18 and 2025-11-25 (header) and 2026-07-28 (envelope) get the link', async () => {
    for (const version of ['2025-06-18', '2025-11-25']) {
      expect(await content({ 'mcp-protocol-version': version })).toContainEqual(pageLink(served.origin));
    }
    const modern = {
      ...call,
      params: { ...call.params, _meta: ENVELOPE },
    };
    const headers = {
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'comparison',
    };
    expect(await content(headers, modern)).toContainEqual(pageLink(served.origin));
  });

  it('2025-03-26 and older, or no header at all (read as 2025-03-26), get the text only', async () => {
    const cases: Record<string, string>[] = [
      { 'mcp-protocol-version': '2025-03-26' },
      { 'mcp-protocol-version': '2024-11-05' },
      {},
    ];
    for (const headers of cases) {
      expect(await content(headers)).toEqual([{ type: 'text', text: expect.any(String) }]);
    }
  });

  it('a Host that is not a host gives no link, and no error', async () => {
    const response = await served.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
        host: 'evil.example/path',
      },
      payload: JSON.stringify(call),
    });
    expect(response.statusCode).toBe(200);
    const data = response.body.split('\n').find((line) => line.startsWith('data: ')) ?? '';
    const result = JSON.parse(data.slice('data: '.length)).result;
    expect(result.isError).toBeFalsy();
    expect(result.content).toHaveLength(1);
  });
});

describe('PUBLIC_URL and ATTRIBUTION', () => {
  let custom: Served;
  beforeAll(async () => {
    custom = await serve({ PUBLIC_URL: 'https://wealth.example.org/', ATTRIBUTION: 'Figures: Example Org' });
  });
  afterAll(() => custom.app.close());

  it.each(ERAS)('links point to PUBLIC_URL; the data set carries the attribution ($era)', async (era) => {
    const client = await connect(custom, era);
    try {
      const result = await client.callTool({ name: 'comparison', arguments: COMPARISON });
      expect(result.content[1]).toEqual(pageLink('https://wealth.example.org'));
      const [json] = (await client.readResource({ uri: 'tangible-wealth://data/anchors.json' })).contents;
      expect(JSON.parse(json && 'text' in json ? json.text : '').attribution).toBe('Figures: Example Org');
    } finally {
      await client.close();
    }
  });

  it('the server card lists the prompts and resources as the live listings do', async () => {
    const card = (await custom.app.inject('/.well-known/mcp.json')).json();
    const client = await connect(custom, ERAS[0]);
    try {
      const { prompts } = await client.listPrompts();
      const { resources } = await client.listResources();
      expect(card.capabilities).toEqual(client.getServerCapabilities());
      expect(card.prompts).toEqual(prompts);
      expect(card.resources).toEqual(resources.map(({ size: _, ...rest }) => rest));
    } finally {
      await client.close();
    }
  });
});
