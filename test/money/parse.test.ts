import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../src/money/currencies.ts';
import { toPlainString } from '../../src/money/decimal.ts';
import { formatMoney } from '../../src/money/format.ts';
import { parseMoney, parseMoneyText } from '../../src/money/parse.ts';
import { anyPrefix, SPEC_TABLE } from '../support/currencies.ts';
import { fuzz } from '../support/fuzz.ts';

/** The exact amount and currency a text reads as, or its error category. */
function read(text: unknown): string {
  const result = parseMoney(text);
  return result.ok ? `${result.money.currency.code} ${toPlainString(result.money.amount)}` : result.category;
}

describe('money values: accepted spellings (conventions §2 rule 5)', () => {
  it.each([
    ['1000', 'USD 1000'],
    ['1000.5', 'USD 1000.5'],
    ['1,000,000.25', 'USD 1000000.25'],
    ['1.000.000,25', 'USD 1000000.25'],
    ['1.000,5', 'USD 1000.5'],
    ['1,00,00,000', 'USD 10000000'],
    ['12,34,567.5', 'USD 1234567.5'],
    ['1.500', 'USD 1.5'],
    ['1.5M', 'USD 1500000'],
    ['1,500', 'USD 1500'],
    ['2,5M', 'USD 2500000'],
    ['2,25', 'USD 2.25'],
    ['1.500.000', 'USD 1500000'],
    ['1.5 B', 'USD 1500000000'],
    ['1b', 'USD 1000000000'],
    ['7q', 'USD 7000000000000000'],
    ['3T', 'USD 3000000000000'],
    ['4k', 'USD 4000'],
    ['  1B  ', 'USD 1000000000'],
    ['\t$1B\n', 'USD 1000000000'],
    ['+5', 'USD 5'],
    ['$+5', 'USD 5'],
    ['007', 'USD 7'],
    ['$1B', 'USD 1000000000'],
    ['US$1B', 'USD 1000000000'],
    ['usd 1B', 'USD 1000000000'],
    ['USD1B', 'USD 1000000000'],
    ['CA$10', 'CAD 10'],
    ['C$10', 'CAD 10'],
    ['cad10', 'CAD 10'],
    ['€10', 'EUR 10'],
    ['EUR 10', 'EUR 10'],
    ['£10', 'GBP 10'],
    ['CN¥10', 'CNY 10'],
    ['¥10', 'JPY 10'],
    ['¥ 5', 'JPY 5'],
    ['JPY5M', 'JPY 5000000'],
    ['jpy 5', 'JPY 5'],
    ['Jpy1,000', 'JPY 1000'],
    ['円5', 'JPY 5'],
    ['¥1,000.5', 'JPY 1000.5'],
    ['+¥5', 'JPY 5'],
    ['¥+5', 'JPY 5'],
    ['元10', 'CNY 10'],
    ['RMB10', 'CNY 10'],
    ['RMB 1.5M', 'CNY 1500000'],
    ['cny 10', 'CNY 10'],
    ['₹1,00,000', 'INR 100000'],
    ['₩10', 'KRW 10'],
    ['₽10', 'RUB 10'],
    ['₺10', 'TRY 10'],
    ['CHF 10', 'CHF 10'],
    ['Fr. 10', 'CHF 10'],
    ['R$10', 'BRL 10'],
    ['brl 10', 'BRL 10'],
    ['1000000000000000000000000', 'USD 1000000000000000000000000'],
    ['1,000,000,000,000,000,000,000,000', 'USD 1000000000000000000000000'],
    ['1Q', 'USD 1000000000000000'],
    ['1', 'USD 1'],
  ])('%j reads as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });
});

describe('money values: error categories in rule order (conventions §2)', () => {
  it.each([
    // 1. absent or empty
    [undefined, 'Missing'],
    ['', 'Missing'],
    ['   ', 'Missing'],
    // 3. only a symbol, or a bare sign
    ['$', 'Missing'],
    ['€', 'Missing'],
    ['USD', 'Missing'],
    ['-$', 'Missing'],
    ['¥', 'Missing'],
    ['jpy', 'Missing'],
    ['円 ', 'Missing'],
    ['RMB', 'Missing'],
    ['-¥', 'Missing'],
    ['-', 'Not-a-Number'],
    ['+', 'Not-a-Number'],
    // 4. a magnitude letter with no digits
    ['B', 'Malformed'],
    ['$m', 'Malformed'],
    ['-K', 'Malformed'],
    ['KB', 'Malformed'],
    // 4. characters that are not money
    ['abc', 'Invalid'],
    ['one billion', 'Invalid'],
    ['1e9', 'Invalid'],
    ['5%', 'Invalid'],
    ['1bn', 'Invalid'],
    ['1_000', 'Invalid'],
    ['１０', 'Invalid'],
    ['uſd 5', 'Invalid'],
    ['fr. 10', 'Invalid'],
    // RMB is not an ISO code: matched exactly, as a symbol (conventions §6)
    ['rmb 10', 'Invalid'],
    ['cn¥10', 'Invalid'],
    ['1'.repeat(101), 'Invalid'],
    // 4. legal tokens in an illegal order
    ['1B5', 'Not-a-Number'],
    ['B1', 'Not-a-Number'],
    ['1KB', 'Not-a-Number'],
    ['1..5', 'Not-a-Number'],
    ['1,,000', 'Not-a-Number'],
    ['1,000,00', 'Not-a-Number'],
    ['1 000', 'Not-a-Number'],
    ['1000€', 'Not-a-Number'],
    ['$$5', 'Not-a-Number'],
    ['--5', 'Not-a-Number'],
    ['5-', 'Not-a-Number'],
    ['1.5  B', 'Not-a-Number'],
    ['- 5', 'Not-a-Number'],
    ['1234,567', 'Not-a-Number'],
    ['.5', 'Not-a-Number'],
    ['5.', 'Not-a-Number'],
    ['1000 USD', 'Not-a-Number'],
    ['5¥', 'Not-a-Number'],
    ['¥¥5', 'Not-a-Number'],
    ['JPY¥5', 'Not-a-Number'],
    ['-¥-5', 'Not-a-Number'],
    ['¥ 5 M K', 'Not-a-Number'],
    ['.', 'Not-a-Number'],
    // 6. the value
    ['0', 'Zero'],
    ['-0', 'Zero'],
    ['0K', 'Zero'],
    ['$0.00', 'Zero'],
    ['-5', 'Negative'],
    ['-$5', 'Negative'],
    ['$-5', 'Negative'],
    ['-¥5', 'Negative'],
    ['¥-5', 'Negative'],
    ['JPY -5', 'Negative'],
    ['¥0', 'Zero'],
    ['jpy0.5', 'Outside Range'],
    ['-0.5', 'Negative'],
    ['0.5', 'Outside Range'],
    ['0,99', 'Outside Range'],
    ['1000000000000000000000000.01', 'Outside Range'],
    ['1000000000Q', 'USD 1000000000000000000000000'],
    ['1000000001Q', 'Outside Range'],
  ])('%j is %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });
});

describe('money values over MCP (JSON types)', () => {
  it.each([
    [1e21, 'USD 1000000000000000000000'],
    [1.5, 'USD 1.5'],
    [1e24, 'USD 1000000000000000000000000'],
    [0, 'Zero'],
    [-5, 'Negative'],
    [1e-7, 'Outside Range'],
    [1e300, 'Outside Range'],
    [null, 'Missing'],
    [true, 'Invalid'],
    [{}, 'Invalid'],
    [Number.NaN, 'Invalid'],
  ])('%j is %s', (value, expected) => {
    expect(read(value)).toBe(expected);
  });
});

describe('money labels print exactly', () => {
  it.each([
    ['123456789012345678901234', '$123,456,789,012,345,678,901,234'],
    ['1000.5', '$1,000.50'],
    ['1.125', '$1.125'],
    ['CHF 1000', 'CHF 1,000'],
    ['CA$1K', 'CA$1,000'],
    ['CN¥1K', 'CN¥1,000'],
    ['RMB1K', 'CN¥1,000'],
    ['¥1M', '¥1,000,000'],
    ['JPY1M', '¥1,000,000'],
    ['円1000', '¥1,000'],
    // The yen has no minor unit: no decimals are added, and a fraction sent is kept, never rounded.
    ['¥1,000.5', '¥1,000.5'],
    ['¥1,000.50', '¥1,000.5'],
    ['JPY 1.125', '¥1.125'],
    ['€1,000.5', '€1,000.50'],
    ['1.5Q', '$1,500,000,000,000,000'],
    // Both sides of 2^53, where whole amounts switch from float64 to BigInt formatting.
    ['9007199254740991', '$9,007,199,254,740,991'],
    ['9007199254740993', '$9,007,199,254,740,993'],
    ['999', '$999'],
    ['1000', '$1,000'],
  ])('%j prints as %j', (text, expected) => {
    const result = parseMoneyText(text);
    if (!result.ok) throw new Error(result.category);
    expect(formatMoney(result.money)).toBe(expected);
  });
});

describe('currency labels (conventions §6)', () => {
  it('the table is the spec’s: every currency, prefix, printed label and unit name', () => {
    expect(Object.keys(CURRENCIES).sort()).toEqual(SPEC_TABLE.map(([code]) => code).sort());
    for (const [code, prefixes, printed, unitName] of SPEC_TABLE) {
      const currency = CURRENCIES[code];
      expect(currency.prefix).toBe(printed);
      expect(currency.unitName).toBe(unitName);
      for (const prefix of prefixes) expect(read(`${prefix}12`)).toBe(`${code} 12`);
    }
  });

  it('any accepted prefix (codes in any case), spaced or not, signed on either side, labels the same amount as the bare number', () => {
    const body = fc.oneof(
      fc.constantFrom(
        '5',
        '1,000',
        '1.000.000,25',
        '2,5M',
        '1.5 b',
        '12,34,567.5',
        '999Q',
        '0.5',
        '0',
        '1..5',
      ),
      fc.integer({ min: 0, max: 1e9 }).map(String),
    );
    fc.assert(
      fc.property(
        anyPrefix,
        body,
        fc.constantFrom('', ' ', '  '),
        fc.constantFrom('', '-', '+'),
        fc.boolean(),
        ({ code, text }, number, space, signText, signFirst) => {
          const bare = read(`${signText}${number}`);
          const spelled = signFirst
            ? `${signText}${text}${space}${number}`
            : `${text}${space}${signText}${number}`;
          const labelled = read(spelled);
          // A value read the same way; only the label differs (USD is the default).
          expect(labelled).toBe(bare.startsWith('USD ') ? bare.replace('USD', code) : bare);
        },
      ),
      fuzz(5_000),
    );
  });

  it('symbols are matched exactly: a symbol in another case is no label', () => {
    expect(read('us$5')).toBe('Invalid');
    expect(read('ca$5')).toBe('Invalid');
    expect(read('r$5')).toBe('Invalid');
  });
});
