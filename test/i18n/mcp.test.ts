// `lang` over MCP with the official SDK client in both eras (issue 28): the argument is in every
// tool's input schema, optional; a tool answers in the language, exactly as REST does with `lang`;
// an unsupported tag is a tool error naming the supported ones.
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION } from '../../src/config.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { connect, ERAS, restData, type Served, serve } from '../mcp/support.ts';

const CALLS = [
  {
    tool: 'number_of_items',
    path: 'numberOfItems',
    args: { wealth: '1,5 Mrd. €', typeOfItem: 'house', lang: 'de' },
  },
  {
    tool: 'duration_of_daily_spend',
    path: 'durationOfDailySpend',
    args: { wealth: '1億円', spend: '1万円', lang: 'ja' },
  },
  {
    tool: 'comparison',
    path: 'comparison',
    args: {
      expression: 'heightOfMoneyStack',
      wealthYours: '10 lakh',
      wealthTheirs: '1.5 crore',
      typeOfMoney: 'inr_100_bill',
      lang: 'en-IN',
    },
  },
] as const;

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(() => served.app.close());

describe.each(ERAS)('lang over MCP, $era', (era) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(served, era);
  });
  afterAll(() => client.close());

  it('every tool takes an optional lang, listing the supported tags', async () => {
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const schema = tool.inputSchema as {
        properties: Record<string, { enum?: string[] }>;
        required: string[];
      };
      expect(schema.properties.lang?.enum, tool.name).toEqual([...LANGUAGES]);
      expect(schema.required).not.toContain('lang');
    }
  });

  it.each(CALLS)('$tool in $args.lang answers as REST does', async (call) => {
    const result = await client.callTool({ name: call.tool, arguments: call.args });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({
      ...((await restData(served, call.path, call.args)) as object),
      attribution: DEFAULT_ATTRIBUTION,
    });
    const english = await client.callTool({ name: call.tool, arguments: { ...call.args, lang: 'en' } });
    const said = JSON.stringify(result.structuredContent);
    expect(said).not.toBe(JSON.stringify(english.structuredContent));
  });

  it('refuses an unsupported tag as a tool error', async () => {
    const result = await client.callTool({
      name: 'number_of_items',
      arguments: { wealth: '1M', typeOfItem: 'house', lang: 'tlh' },
    });
    expect(result.isError).toBe(true);
    const text = result.content.find((item) => item.type === 'text') as { text: string };
    expect(text.text).toContain('Lang Unsupported: use one of en, de, fr, es, pt-BR, it, ja, en-IN');
  });
});
