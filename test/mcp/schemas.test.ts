import { describe, expect, it } from 'vitest';
import { EXPRESSIONS, OPERATIONS } from '../../src/expressions/registry.ts';
import { serverCard } from '../../src/mcp/card.ts';
import { inputSchema, outputSchema } from '../../src/mcp/schemas.ts';

const byTool = (tool: string) => OPERATIONS.find((operation) => operation.tool === tool);
const schemaOf = (tool: string) => {
  const operation = byTool(tool);
  if (!operation) throw new Error(tool);
  return inputSchema(operation) as {
    required: string[];
    properties: Record<string, { description: string; anyOf?: unknown[]; enum?: string[] }>;
  };
};

describe('input schemas, generated from the registry', () => {
  it('money accepts a string or a number from 1 to 1e24', () => {
    expect(schemaOf('duration_of_daily_spend').properties.wealth?.anyOf).toEqual([
      { type: 'string' },
      { type: 'number', minimum: 1, maximum: 1e24 },
    ]);
  });

  it('rate and period accept a string or a number inside exclusive bounds', () => {
    const { properties } = schemaOf('growth_of_compound_interest');
    expect(properties.rate?.anyOf).toEqual([
      { type: 'string' },
      { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    ]);
    expect(properties.period?.anyOf).toEqual([
      { type: 'string' },
      { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 100 },
    ]);
    expect(properties.frequency).toMatchObject({ type: 'string', enum: ['1', '2', '4', '12', '365'] });
  });

  it('every parameter carries its REST description', () => {
    for (const operation of OPERATIONS) {
      const { properties } = inputSchema(operation) as {
        properties: Record<string, { description: string }>;
      };
      for (const param of operation.params)
        expect(properties[param.name]?.description).toContain(param.description);
    }
  });

  it('the comparison requires only what every expression needs, and says who needs the rest', () => {
    const schema = schemaOf('comparison');
    expect(schema.required).toEqual(['expression', 'wealthYours', 'wealthTheirs']);
    expect(schema.properties.expression?.enum).toEqual(EXPRESSIONS.map((e) => e.name));
    expect(schema.properties.spend?.description).toContain(
      'Required when expression is durationOfDailySpend',
    );
    expect(schema.properties.period?.description).toContain(
      'Required when expression is growthOfCompoundInterest',
    );
  });

  it('a wealth expression requires all its parameters', () => {
    expect(schemaOf('growth_of_compound_interest').required).toEqual([
      'wealth',
      'rate',
      'frequency',
      'period',
    ]);
  });
});

describe('output schemas', () => {
  it('a result has the six fields of docs/service.md §2.2 plus attribution, nullable where it says', () => {
    const schema = outputSchema(byTool('number_of_items') as never, []) as {
      required: string[];
      properties: Record<string, { type?: unknown; anyOf?: unknown }>;
      additionalProperties: boolean;
    };
    expect(schema.required).toEqual(['value', 'unit', 'type', 'phrase', 'sentence', 'scale', 'attribution']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.scale?.anyOf).toEqual([{ type: 'string' }, { type: 'null' }]);
    expect(schema.properties.sentence?.type).toBe('string');
  });

  it('the comparison has both results, the ratio, the equivalence and attribution', () => {
    const schema = outputSchema(byTool('comparison') as never, ['numberOfItems']) as { required: string[] };
    expect(schema.required).toEqual([
      'expression',
      'resultTheirs',
      'resultYours',
      'ratio',
      'equivalence',
      'attribution',
    ]);
  });
});

describe('server card names', () => {
  it.each([
    ['https://api.example.com', 'com.example.api/tangible-wealth'],
    ['http://localhost:3000', 'localhost/tangible-wealth'],
    ['http://127.0.0.1:3000', '127.0.0.1/tangible-wealth'],
    ['http://[::1]:3000', '--1/tangible-wealth'],
  ])('%s → %s', (origin, name) => {
    expect(serverCard(origin).name).toBe(name);
  });
});
