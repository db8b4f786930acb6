// Issue 25 over MCP, with the official SDK client in both eras: an answer that mixes currency labels
// carries `currencyNote` in structuredContent and in the JSON text, as REST does; the tools' output
// schemas declare it as optional, where it may sit (the top of the answer, never inside a comparison's
// two results), and an answer in one label never carries it.
import type { Client } from '@modelcontextprotocol/client';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
import { connect, ERAS, restData, type Served, serve } from './support.ts';

const NOTE = 'Currencies are labels only: no exchange rate is applied.';

/** Calls that mix labels, the REST question they are, and the note they carry. */
const MIXED = [
  {
    tool: 'number_of_items',
    path: 'numberOfItems',
    args: { wealth: '€1M', typeOfItem: 'house' },
    note: 'Item prices are US dollar benchmarks and currencies are labels only: no exchange rate is applied.',
  },
  {
    tool: 'duration_of_daily_spend',
    path: 'durationOfDailySpend',
    args: { wealth: '¥1B', spend: '$1000' },
    note: NOTE,
  },
  {
    tool: 'height_of_money_stack',
    path: 'heightOfMoneyStack',
    args: { wealth: '£1M', typeOfMoney: 'eur_1_coin' },
    note: 'The kind of money sets the currency label and currencies are labels only: no exchange rate is applied.',
  },
  {
    tool: 'comparison',
    path: 'comparison',
    args: { expression: 'durationOfDailySpend', wealthYours: '₩50M', wealthTheirs: '$50K', spend: '100' },
    note: NOTE,
  },
] as const;

/** Calls in one label: no note. A JSON number is US dollars, as a bare number is. */
const ONE_LABEL = [
  { tool: 'number_of_items', args: { wealth: 1e6, typeOfItem: 'house' } },
  { tool: 'duration_of_daily_spend', args: { wealth: '¥1B', spend: '1000' } },
  { tool: 'height_of_money_stack', args: { wealth: '€1M', typeOfMoney: 'eur_1_coin' } },
  { tool: 'growth_of_compound_interest', args: { wealth: '€1M', rate: 0.05, frequency: 1, period: 20 } },
  {
    tool: 'comparison',
    args: { expression: 'numberOfItems', wealthYours: 50_000, wealthTheirs: '$50M', typeOfItem: 'house' },
  },
] as const;

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(() => served.app.close());

const ajv = new Ajv2020({ strict: false });

describe.each(ERAS)('currency labels over MCP, $era', (era) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(served, era);
  });
  afterAll(() => client.close());

  it('every output schema declares currencyNote, optional, at the top of the answer only', async () => {
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const schema = tool.outputSchema as {
        properties: Record<string, { type?: unknown; description?: string; properties?: object }>;
        required: string[];
      };
      expect(schema.properties.currencyNote?.type, tool.name).toBe('string');
      expect(schema.properties.currencyNote?.description).toMatch(/no exchange rate/);
      expect(schema.required).not.toContain('currencyNote');
      if (tool.name === 'comparison') {
        expect(schema.properties.resultYours?.properties).not.toHaveProperty('currencyNote');
        expect(schema.properties.resultTheirs?.properties).not.toHaveProperty('currencyNote');
      }
    }
  });

  it.each(MIXED)(
    '$tool $args carries the note, in structuredContent and the text, as REST does',
    async (call) => {
      const result = await client.callTool({ name: call.tool, arguments: call.args });
      expect(result.isError).toBeFalsy();
      const structured = result.structuredContent as Record<string, unknown>;
      expect(structured.currencyNote).toBe(call.note);
      expect(structured).toEqual({
        ...((await restData(served, call.path, call.args)) as object),
        attribution: DEFAULT_ATTRIBUTION,
      });
      // The note comes last before attribution, as the data's own last field.
      expect(Object.keys(structured).slice(-2)).toEqual(['currencyNote', 'attribution']);
      const text = result.content.find((item) => item.type === 'text') as { text: string };
      expect(JSON.parse(text.text)).toEqual(structured);
      const { tools } = await client.listTools();
      const validate = ajv.compile(tools.find((t) => t.name === call.tool)?.outputSchema as object);
      expect(validate(structured), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it.each(ONE_LABEL)('$tool $args, in one label, carries no note', async (call) => {
    const result = await client.callTool({ name: call.tool, arguments: call.args });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).not.toHaveProperty('currencyNote');
    const text = result.content.find((item) => item.type === 'text') as { text: string };
    expect(text.text).not.toContain('currencyNote');
  });

  it('¥ is echoed as the yen, and JPY is accepted', async () => {
    for (const wealth of ['¥1M', 'JPY1M', 'jpy 1M', '円1M']) {
      const result = await client.callTool({
        name: 'number_of_items',
        arguments: { wealth, typeOfItem: 'house' },
      });
      expect((result.structuredContent as { sentence: string }).sentence, wealth).toBe(
        'A person with a wealth of ¥1,000,000 could buy 2 houses all at once (at US-dollar prices)!',
      );
    }
  });
});
