import type { Client } from '@modelcontextprotocol/client';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
import { OPERATIONS } from '../../src/expressions/registry.ts';
import { comparePagePath } from '../../src/http/paths.ts';
import { portabilityFindings } from './portability.ts';
import { connect, ERAS, restData, restMessage, type Served, serve } from './support.ts';

/** One good call per tool: MCP arguments, and the same request over REST. */
const CALLS = [
  {
    tool: 'duration_of_daily_spend',
    path: 'durationOfDailySpend',
    args: { wealth: '1B', spend: '1000' },
    query: { wealth: '1B', spend: '1000' },
  },
  {
    tool: 'height_of_money_stack',
    path: 'heightOfMoneyStack',
    args: { wealth: '1T', typeOfMoney: 'usd_1_coin' },
    query: { wealth: '1T', typeOfMoney: 'usd_1_coin' },
  },
  {
    tool: 'number_of_items',
    path: 'numberOfItems',
    args: { wealth: '250B', typeOfItem: 'year_of_salary_65k' },
    query: { wealth: '250B', typeOfItem: 'year_of_salary_65k' },
  },
  {
    tool: 'growth_of_compound_interest',
    path: 'growthOfCompoundInterest',
    args: { wealth: '1B', rate: '0.01', frequency: '1', period: '20' },
    query: { wealth: '1B', rate: '0.01', frequency: '1', period: '20' },
  },
  {
    tool: 'comparison',
    path: 'comparison',
    args: {
      expression: 'heightOfMoneyStack',
      wealthYours: '50K',
      wealthTheirs: '$200B',
      typeOfMoney: 'eur_100_bill',
    },
    query: {
      expression: 'heightOfMoneyStack',
      wealthYours: '50K',
      wealthTheirs: '$200B',
      typeOfMoney: 'eur_100_bill',
    },
  },
  // JSON numbers: money as exact digits (docs/conventions.md §2 rule 8), frequency 12 as "12".
  {
    tool: 'growth_of_compound_interest',
    path: 'growthOfCompoundInterest',
    args: { wealth: 1e21, rate: 0.05, frequency: 12, period: 10 },
    query: { wealth: '1000000000000000000000', rate: '0.05', frequency: '12', period: '10' },
  },
  {
    tool: 'comparison',
    path: 'comparison',
    args: {
      expression: 'numberOfItems',
      wealthYours: 65000,
      wealthTheirs: 2.5e11,
      typeOfItem: 'house',
      spend: 'ignored',
    },
    query: {
      expression: 'numberOfItems',
      wealthYours: '65000',
      wealthTheirs: '250000000000',
      typeOfItem: 'house',
    },
  },
] as const;

/** Bad input: the tool result carries the error flag and exactly the REST message. */
const REFUSALS: ReadonlyArray<{ tool: string; args: Record<string, unknown>; message: string }> = [
  {
    tool: 'height_of_money_stack',
    args: { wealth: 'B', typeOfMoney: 'usd_1_coin' },
    message: 'Wealth Malformed',
  },
  {
    tool: 'height_of_money_stack',
    args: { wealth: true, typeOfMoney: 'usd_1_coin' },
    message: 'Wealth Invalid',
  },
  {
    tool: 'height_of_money_stack',
    args: { wealth: '1B', typeOfMoney: 'USD_1_COIN' },
    message: 'Type Of Money Invalid',
  },
  { tool: 'height_of_money_stack', args: {}, message: 'Wealth Missing' },
  {
    tool: 'growth_of_compound_interest',
    args: { wealth: '1B', rate: 2, frequency: '1', period: 20 },
    message: 'Rate Outside Range',
  },
  {
    tool: 'growth_of_compound_interest',
    args: { wealth: '1B', rate: 1, frequency: '1', period: 20 },
    message: 'Rate Invalid (1)',
  },
  {
    tool: 'growth_of_compound_interest',
    args: { wealth: '1B', rate: 0.05, frequency: 13, period: 20 },
    message: 'Frequency Invalid',
  },
  {
    tool: 'growth_of_compound_interest',
    args: { wealth: '1B', rate: 0.05, frequency: '1', period: 100 },
    message: 'Period Invalid (100)',
  },
  { tool: 'number_of_items', args: { wealth: -5, typeOfItem: 'house' }, message: 'Wealth Negative' },
  { tool: 'number_of_items', args: { wealth: 1e25, typeOfItem: 'house' }, message: 'Wealth Outside Range' },
  { tool: 'duration_of_daily_spend', args: { wealth: '1B', spend: ['1', '2'] }, message: 'Spend Invalid' },
  { tool: 'comparison', args: {}, message: 'Expression Missing' },
  {
    tool: 'comparison',
    args: { expression: 'numberOfItems', wealthYours: '1' },
    message: 'Their Wealth Missing',
  },
  {
    tool: 'comparison',
    args: { expression: 'numberOfItems', wealthYours: '1', wealthTheirs: '2' },
    message: 'Type Of Item Missing',
  },
  {
    tool: 'comparison',
    args: { expression: 'growthOfCompoundInterest', wealthYours: '1', wealthTheirs: '2', rate: '0.1' },
    message: 'Frequency Missing',
  },
];

/** Refusals whose arguments are all strings, so REST can be asked the very same question. */
const SAME_AS_REST = [
  {
    tool: 'height_of_money_stack',
    path: 'heightOfMoneyStack',
    query: { wealth: '$m', typeOfMoney: 'usd_1_coin' },
  },
  { tool: 'duration_of_daily_spend', path: 'durationOfDailySpend', query: { wealth: '1B', spend: '-5' } },
  { tool: 'number_of_items', path: 'numberOfItems', query: { wealth: '1..5', typeOfItem: 'house' } },
  {
    tool: 'growth_of_compound_interest',
    path: 'growthOfCompoundInterest',
    query: { wealth: '1B', rate: '0..1', frequency: '1', period: '5' },
  },
  {
    tool: 'comparison',
    path: 'comparison',
    query: { expression: 'height', wealthYours: '1', wealthTheirs: '2' },
  },
] as const;

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(() => served.app.close());

const ajv = new Ajv2020({ strict: false });

describe.each(ERAS)('official client, $era ($version)', (era) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(served, era);
  });
  afterAll(() => client.close());

  it('negotiates the revision and knows the server', () => {
    expect(client.getNegotiatedProtocolVersion()).toBe(era.version);
    expect(client.getServerVersion()).toMatchObject({ name: 'tangible-wealth', title: 'Tangible Wealth' });
    const instructions = client.getInstructions() ?? '';
    for (const point of ['sentence', 'null', 'attribution']) expect(instructions).toContain(point);
  });

  it('lists the five tools generated from the registry, in order, with cache hints on 2026-07-28', async () => {
    const listed = await client.listTools();
    expect(listed.tools.map((tool) => tool.name)).toEqual(OPERATIONS.map((operation) => operation.tool));
    for (const [index, tool] of listed.tools.entries()) {
      const operation = OPERATIONS[index];
      expect(tool.title).toBe(operation?.title);
      expect(tool.description).toContain(operation?.description);
      expect(tool.annotations).toEqual({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
      expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual(operation?.params.map((p) => p.name));
      expect(tool.outputSchema?.required).toContain('attribution');
    }
    if (era.era === 'modern') {
      expect(listed.ttlMs).toBe(3_600_000);
      expect(listed.cacheScope).toBe('public');
    } else {
      expect(listed.ttlMs).toBeUndefined();
    }
  });

  it.each(CALLS)(
    '$tool returns the REST data plus attribution ($args)',
    async ({ tool, path, args, query }) => {
      const result = await client.callTool({ name: tool, arguments: args });
      const expected = {
        ...((await restData(served, path, query)) as object),
        attribution: DEFAULT_ATTRIBUTION,
      };
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(expected);
      expect(result.structuredContent).not.toHaveProperty('status');
      const text = { type: 'text', text: JSON.stringify(expected) };
      // A comparison also links to its page (test/mcp/prompts-resources.test.ts checks the link itself).
      const link = { type: 'resource_link', uri: `${served.origin}${comparePagePath(args)}` };
      expect(result.content).toEqual(tool === 'comparison' ? [text, expect.objectContaining(link)] : [text]);
    },
  );

  it("passes MCP Inspector's schema portability check: no type arrays, remote refs or untyped schemas", async () => {
    const { tools } = await client.listTools();
    expect(portabilityFindings(tools)).toEqual([]);
    // The rules do find what Inspector 2.12 warned about before: a nullable field as a type array.
    const before = {
      name: 't',
      outputSchema: { type: 'object', properties: { s: { type: ['string', 'null'] } } },
    };
    expect(portabilityFindings([before])).toEqual([
      't outputSchema.properties.s: type-union ["string","null"]',
    ]);
  });

  it('every result matches the output schema the tool declares', async () => {
    const { tools } = await client.listTools();
    for (const { tool, args } of CALLS) {
      const declared = tools.find((t) => t.name === tool)?.outputSchema;
      const validate = ajv.compile(declared as object);
      const result = await client.callTool({ name: tool, arguments: args });
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it.each(REFUSALS)('$tool refuses $args with "$message"', async ({ tool, args, message }) => {
    const result = await client.callTool({ name: tool, arguments: args });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: message }]);
    expect(result.structuredContent).toBeUndefined();
  });

  it.each(SAME_AS_REST)('$tool says what REST says for $query', async ({ tool, path, query }) => {
    const result = await client.callTool({ name: tool, arguments: query });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: await restMessage(served, path, query) }]);
  });

  it('an unknown tool is a protocol error, not a tool result', async () => {
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/no_such_tool/);
  });
});

describe('ATTRIBUTION', () => {
  let custom: Served;
  beforeAll(async () => {
    custom = await serve({ ATTRIBUTION: 'Figures: Example Org, CC BY 4.0' });
  });
  afterAll(() => custom.app.close());

  it.each(ERAS)('replaces the attribution of every result ($era)', async (era) => {
    const client = await connect(custom, era);
    const result = await client.callTool({
      name: 'number_of_items',
      arguments: { wealth: '1T', typeOfItem: 'fancy_coffee' },
    });
    expect(result.structuredContent).toMatchObject({ attribution: 'Figures: Example Org, CC BY 4.0' });
    await client.close();
  });
});

describe('sessions', () => {
  it('no response ever carried Mcp-Session-Id', () => {
    expect(served.seenHeaders.length).toBeGreaterThan(20);
    for (const headers of served.seenHeaders) expect(headers.get('mcp-session-id')).toBeNull();
  });
});
