// Issue 21: the core may be made faster, never different. Every operation of src/ is run next to the
// frozen copy of the domain in test/reference/ (see its README) on generated queries, and the answers
// must be identical, value for value and byte for byte. The generators aim at the places where a
// faster path could go wrong: rounding boundaries of every printed figure, unit and scale-word
// switches, the band edges of the perspective engine (result ÷ anchor at 85%, 95%, ¼ ± 10% …), the
// tier thresholds of the ratio, near-equal wealths, every currency, item, kind of money and frequency,
// and wrong values too (their refusals must not change either). FUZZ_SCALE scales the runs.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../scripts/docs-examples.ts';
import { type Clock, setClock } from '../../src/anchors/clock.ts';
import { OPERATIONS, type RawParams } from '../../src/expressions/registry.ts';
import {
  dayOf,
  type Clock as ReferenceClock,
  setClock as setReferenceClock,
} from '../reference/anchors/clock.ts';
import {
  type AnchorTable,
  DATA_DAY,
  durationTable,
  growthTable,
  heightTable,
  itemsTable,
} from '../reference/anchors/tables.ts';
import { FREQUENCIES } from '../reference/expressions/growth.ts';
import { MONEY_KINDS } from '../reference/expressions/height.ts';
import { ITEMS } from '../reference/expressions/items.ts';
import { OPERATIONS as REFERENCE_OPERATIONS } from '../reference/expressions/registry.ts';
import { fuzz } from '../support/fuzz.ts';

// ---- The clock: both copies answer for the same day --------------------------------------------------

const MS_PER_DAY = 86_400_000;
const BASE_DAY = Date.parse(`${DATA_DAY}T12:00:00Z`);
/** Days after DATA_DAY the duration anchors are counted on (few, so that the per-day tables stay cached). */
const DAY_OFFSETS = [0, 1, 777] as const;

function onDay(offset: number): void {
  const at = () => new Date(BASE_DAY + offset * MS_PER_DAY);
  setClock(at);
  setReferenceClock(at);
}

// The clocks found are put back after the file (test/support/clock.ts says why).
let found: [Clock, ReferenceClock] | undefined;
beforeAll(() => {
  const at = () => new Date(BASE_DAY);
  found = [setClock(at), setReferenceClock(at)];
});
afterAll(() => {
  if (found === undefined) return;
  setClock(found[0]);
  setReferenceClock(found[1]);
});

// ---- Exact decimals spelled from fractions -----------------------------------------------------------

/** An exact positive fraction. */
type Q = readonly [bigint, bigint];
const mul = (a: Q, b: Q): Q => [a[0] * b[0], a[1] * b[1]];
const div = (a: Q, b: Q): Q => [a[0] * b[1], a[1] * b[0]];

/** A decimal literal (`0.0875`, `1.2e+21`) as the exact fraction it spells. */
function exact(text: string): Q {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(text);
  if (!m) throw new Error(`not a decimal: ${text}`);
  const [, whole = '', fraction = '', e = '0'] = m;
  const exponent = Number(e) - fraction.length;
  const c = BigInt(whole + fraction);
  return exponent >= 0 ? [c * 10n ** BigInt(exponent), 1n] : [c, 10n ** BigInt(-exponent)];
}

/** How a fraction is cut to a decimal, and whether one unit of its last digit is then added or taken. */
interface Cut {
  readonly digits: number;
  readonly up: boolean;
  readonly nudge: -1n | 0n | 1n;
}

/** Enough digits for any value generated here: the fraction as it is. */
const EXACTLY: Cut = { digits: 40, up: false, nudge: 0n };

const cut = fc.record({
  digits: fc.integer({ min: 1, max: 24 }),
  up: fc.boolean(),
  nudge: fc.constantFrom(-1n, 0n, 0n, 0n, 1n) as fc.Arbitrary<-1n | 0n | 1n>,
});

/** A positive fraction as a plain decimal of `digits` significant digits (at or next to it). */
function spell(value: Q, { digits, up, nudge }: Cut): string {
  const [n, d] = value;
  if (n <= 0n) return '0';
  // The power of ten p with 10^(digits-1) ≤ value × 10^p < 10^digits.
  let p = digits - `${n / d}`.length;
  if (n < d) {
    p = digits;
    while (n * 10n ** BigInt(p) < d * 10n ** BigInt(digits - 1)) p++;
  }
  const [sn, sd] = p >= 0 ? [n * 10n ** BigInt(p), d] : [n, d * 10n ** BigInt(-p)];
  let c = sn / sd + (up && sn % sd !== 0n ? 1n : 0n) + nudge;
  if (c <= 0n) c = 1n;
  if (p <= 0) return `${c}${'0'.repeat(-p)}`;
  const padded = `${c}`.padStart(p + 1, '0');
  return `${padded.slice(0, -p)}.${padded.slice(-p)}`.replace(/0+$/, '').replace(/\.$/, '');
}

// ---- Money as people write it ------------------------------------------------------------------------

const PREFIXES = [
  ...['', '', '', '$', 'US$', 'usd', 'USD ', '€', 'EUR ', '£', 'gbp', 'CA$', 'C$', 'CAD', 'CN¥', '¥'],
  ...['元', '₹', '₩', '₽', '₺', 'TRY', 'CHF ', 'chf', 'Fr.', 'R$', 'BRL ', '-$', '$-', '+', '+$', ' '],
  ...['円', 'JPY', 'jpy ', '¥ ', 'RMB', '-¥'],
];

const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
const groupIndian = (digits: string) =>
  digits.length <= 3
    ? digits
    : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;

/** A plain decimal in one of the spellings the grammar reads (or refuses, as `1234,567`). */
function respell(plain: string, style: number): string {
  const [whole = '', fraction = ''] = plain.split('.');
  const tail = fraction ? `.${fraction}` : '';
  switch (style) {
    case 1:
      return group(whole, ',') + tail;
    case 2:
      return group(whole, '.') + (fraction ? `,${fraction}` : '');
    case 3:
      return groupIndian(whole) + tail;
    default:
      return plain;
  }
}

/** A decimal written with a magnitude letter where it has enough trailing zeros: `1500000` → `1.5M`. */
function withLetter(plain: string, letterCase: number): string {
  if (plain.includes('.')) return plain;
  const letters = ['K', 'M', 'B', 'T', 'Q'];
  for (let k = 5; k >= 1; k--) {
    if (plain.length > 3 * k && /^0+$/.test(plain.slice(-3 * k).slice(0, 2 * k))) {
      const head = plain.slice(0, -3 * k);
      const rest = plain.slice(-3 * k).replace(/0+$/, '');
      const letter = letters[k - 1] as string;
      const spelled = rest ? `${head}.${rest}` : head;
      return letterCase === 0 ? spelled + letter : `${spelled} ${letter.toLowerCase()}`;
    }
  }
  return plain;
}

const spelling = fc.record({
  prefix: fc.constantFrom(...PREFIXES),
  style: fc.integer({ min: 0, max: 5 }),
  letterCase: fc.integer({ min: 0, max: 1 }),
});

/** A plain decimal dressed as a caller would send it: symbol, grouping, magnitude letter. */
const dressed = (plain: fc.Arbitrary<string>) =>
  fc.tuple(plain, spelling).map(([text, { prefix, style, letterCase }]) => {
    const body = style === 4 ? withLetter(text, letterCase) : respell(text, style);
    return `${prefix}${body}`;
  });

/** Random amounts of every size, 10^-3 to 10^25: digits with an optional fraction. */
const randomPlain = fc
  .record({
    whole: fc.stringMatching(/^[1-9]\d{0,24}$/),
    fraction: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{1,8}$/)),
    small: fc.integer({ min: 0, max: 20 }),
  })
  .map(({ whole, fraction, small }) =>
    // Now and then an amount under 1, which is refused as Outside Range.
    small === 0 ? `0.${fraction || '5'}` : fraction ? `${whole}.${fraction}` : whole,
  );

/** Mantissa and magnitude letter: `2.5M`, `1,5 b`, `999999 Q`. */
const lettered = fc
  .record({
    mantissa: fc.integer({ min: 1, max: 999_999 }),
    fraction: fc.constantFrom('', '5', '25', '125', '75', '05', '999'),
    letter: fc.constantFrom('K', 'M', 'B', 'T', 'Q', 'k', 'm', 'b', 't', 'q'),
    space: fc.boolean(),
    comma: fc.boolean(),
    prefix: fc.constantFrom(...PREFIXES),
  })
  .map(({ mantissa, fraction, letter, space, comma, prefix }) => {
    const point = comma ? ',' : '.';
    return `${prefix}${mantissa}${fraction ? point + fraction : ''}${space ? ' ' : ''}${letter}`;
  });

/** Values that are refused, and what comes near them. */
const wrongMoney = fc.oneof(
  fc.constantFrom('', ' ', '$', '-$', '0', '0.00', '-5', '$-5', '1e3', '.5', '5.', '1234,567', 'K', '$ 1'),
  fc.constantFrom('1000000000000000000000001', '1000000000000000000000000', '0.999', 'abc', '1,2,3'),
  fc.constantFrom(null, undefined, true, ['1', '2'], 0, -1, 1e25, 1e24, 0.5),
  fc.string({ maxLength: 12 }),
);

/** A JSON number, as MCP may send one. */
const moneyNumber = fc.oneof(
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ min: 1, max: 1e24, noNaN: true }),
);

const anyMoney: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: dressed(randomPlain) },
  { weight: 3, arbitrary: lettered },
  { weight: 1, arbitrary: wrongMoney },
  { weight: 1, arbitrary: moneyNumber },
);

/** An exact amount cut near `value`, dressed as sent. */
const near = (value: Q) => dressed(cut.map((c) => spell(value, c)));

// ---- Boundaries: where a printed figure rounds, a unit switches, a band or tier starts ------------------

/** Figures that sit on a rounding step of a shown figure: 0.05, 1.25, 9.95, 12.5, 999.5, 2.745 × 10^18 … */
const roundingStep: fc.Arbitrary<Q> = fc
  .record({ k: fc.integer({ min: 0, max: 99_999 }), power: fc.integer({ min: -4, max: 27 }) })
  .map(({ k, power }) =>
    power >= 0
      ? [(10n * BigInt(k) + 5n) * 10n ** BigInt(power), 100n]
      : [10n * BigInt(k) + 5n, 10n ** BigInt(2 - power)],
  );

/** Unit switches and scale-word edges, in the shown unit. */
const UNIT_EDGES: readonly string[] = [
  ...['0.05', '0.1', '1', '1.05', '9.95', '10', '11.95', '12', '23.5', '24', '59.5', '60', '364.5', '365'],
  ...['999.5', '1000', '5279.5', '5280', '999999999999999.5', '1000000000000000', '999950000000000000'],
  ...['999500000000000000000', '0.0025', '0.0049', '0.095', '0.0995', '0.00095', '0.025', '0.995'],
];
const unitEdge: fc.Arbitrary<Q> = fc.constantFrom(...UNIT_EDGES).map(exact);

/** Where the words of the perspective engine change, as result ÷ anchor. */
const BAND_EDGES: readonly string[] = [
  // Issue 25's bands: plain ±2%, nearly 90–97.5%, a little more than 102.5–115%, about ±5% (also of
  // ¼, ⅓, ½, ⅔, ¾ and of a multiplier), multipliers from 1.15, two digits from 1,000, per member ⅕–1,000.
  ...['0.2', '0.2375', '0.2625', '0.316666666667', '0.35', '0.475', '0.525', '0.633333333333', '0.7'],
  ...['0.7125', '0.7875', '0.9', '0.95', '0.975', '0.98', '1', '1.02', '1.025', '1.05', '1.15', '1.2'],
  ...['1.95', '2', '2.05', '2.2', '3', '9.95', '10', '10.5', '999.5', '1000', '1005', '1050', '999500'],
  ...['1000000', '3.33', '0.333333333333', '0.666666666667'],
];
const bandEdge: fc.Arbitrary<Q> = fc.oneof(
  fc.constantFrom(...BAND_EDGES).map(exact),
  fc.constantFrom<Q>([1n, 3n], [2n, 3n], [3n, 10n], [11n, 30n], [9n, 30n], [3n, 5n], [11n, 15n]),
  roundingStep,
);

/** result ÷ anchor near a band edge, for an anchor of the table, at either end of its range. */
function nearAnchor(table: AnchorTable): fc.Arbitrary<Q> {
  return fc
    .record({
      index: fc.integer({ min: 0, max: table.anchors.length - 1 }),
      high: fc.boolean(),
      edge: bandEdge,
    })
    .map(({ index, high, edge }) => {
      const anchor = table.anchors[index] as (typeof table.anchors)[number];
      const end = high ? anchor.high : anchor.low;
      return mul([end.numerator, end.denominator], edge);
    });
}

const figureEdge = fc.oneof(unitEdge, roundingStep);

// ---- Queries per operation ---------------------------------------------------------------------------

const DURATION_PER_DAY: readonly Q[] = [
  [86_400n, 1n],
  [1440n, 1n],
  [24n, 1n],
  [1n, 1n],
  [1n, 365n],
  [1n, 365_000n],
];

const spendPlain = fc.constantFrom('1', '7', '1000', '2.5', '0.01', '123.45', '86400', '3', '1000000');

/** Days near a shown figure's edge in some unit, or near a band edge of a duration anchor. */
const days: fc.Arbitrary<Q> = fc.oneof(
  fc.tuple(figureEdge, fc.constantFrom(...DURATION_PER_DAY)).map(([edge, per]) => div(edge, per)),
  ...DAY_OFFSETS.map((offset) => nearAnchor(durationTable(dayOf(DATA_DAY) + offset))),
);

const durationParams = fc.oneof(
  { weight: 2, arbitrary: fc.record({ wealth: anyMoney, spend: anyMoney }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(days, spendPlain, spelling)
      .chain(([d, spend, dress]) =>
        near(mul(d, exact(spend))).map((wealth) => ({ wealth, spend: `${dress.prefix}${spend}` })),
      ),
  },
);

const KINDS = Object.keys(MONEY_KINDS) as (keyof typeof MONEY_KINDS)[];
const typeOfMoney = fc.constantFrom<unknown>(...KINDS, ...KINDS, 'usd_2_coin', '', ['usd_1_coin']);

const PER_METER: readonly Q[] = [
  [10_000n, 254n],
  [10_000n, 3048n],
  [1000n, 1_609_344n],
  [1000n, 1n],
  [100n, 1n],
  [1n, 1n],
  [1n, 1000n],
];

/** The wealth whose stack of `kind` is `meters` high. */
function stackWealth(meters: Q, kind: keyof typeof MONEY_KINDS): Q {
  const { denomination, thicknessMm } = MONEY_KINDS[kind];
  return div(mul(meters, [BigInt(denomination) * 1000n, 1n]), exact(String(thicknessMm)));
}

const meters: fc.Arbitrary<Q> = fc.oneof(
  fc.tuple(figureEdge, fc.constantFrom(...PER_METER)).map(([edge, per]) => div(edge, per)),
  nearAnchor(heightTable),
);

const heightParams = fc.oneof(
  { weight: 2, arbitrary: fc.record({ wealth: anyMoney, typeOfMoney }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(meters, fc.constantFrom(...KINDS))
      .chain(([m, kind]) => near(stackWealth(m, kind)).map((wealth) => ({ wealth, typeOfMoney: kind }))),
  },
);

const ITEM_NAMES = Object.keys(ITEMS) as (keyof typeof ITEMS)[];
const typeOfItem = fc.constantFrom<unknown>(...ITEM_NAMES, 'boat', '');

const counts: fc.Arbitrary<Q> = fc.oneof(figureEdge, nearAnchor(itemsTable), fc.constant<Q>([1n, 1n]));

const itemsParams = fc.oneof(
  { weight: 2, arbitrary: fc.record({ wealth: anyMoney, typeOfItem }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(counts, fc.constantFrom(...ITEM_NAMES))
      .chain(([count, item]) =>
        near(mul(count, [BigInt(ITEMS[item].price), 1n])).map((wealth) => ({ wealth, typeOfItem: item })),
      ),
  },
);

/** Rates and periods as written: plain, with exponents, at rounding steps, at and past the bounds. */
const literal = (bound: number) =>
  fc.oneof(
    fc
      .record({ k: fc.integer({ min: 1, max: 99_999 }), places: fc.integer({ min: 1, max: 8 }) })
      .map(({ k, places }) => (k / 10 ** places).toFixed(places)),
    // x.xxx5 % and x.xx5 years: the steps the echoed rate and period round on.
    fc
      .record({ k: fc.integer({ min: 0, max: 99_999 }), places: fc.integer({ min: 1, max: 8 }) })
      .map(({ k, places }) => spell([10n * BigInt(k) + 5n, 10n ** BigInt(places + 1)], EXACTLY)),
    fc.double({ min: 1e-9, max: bound, noNaN: true, maxExcluded: true }).map(String),
    fc.double({ min: 1e-9, max: bound, noNaN: true, maxExcluded: true }),
    fc.constantFrom('.05', '5.', ' 0.05 ', '5e-2', '0.5E1', '1e-7', '+0.3', '0', '-0.1', 'x', '', '1e999'),
    fc.constantFrom(
      '0.999995',
      '0.9999949',
      '0.00000499',
      '0.000005',
      '99.995',
      '99.99499',
      '0.005',
      '0.0049',
    ),
    fc.constantFrom(String(bound), `${bound}.0000000000000000001`, '1.5', '0.99999999999999999999'),
  );

const FREQUENCY_VALUES = [...Object.keys(FREQUENCIES), 12, 365, 1, '3', '', 'monthly'];

const growthParams = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      wealth: anyMoney,
      rate: literal(1),
      frequency: fc.constantFrom<unknown>(...FREQUENCY_VALUES),
      period: literal(100),
    }),
  },
  {
    // A growth near a band edge of a growth anchor: the wealth that earns it at this rate and period.
    weight: 2,
    arbitrary: fc
      .record({
        target: nearAnchor(growthTable),
        rate: fc.constantFrom('0.05', '0.01', '0.07', '0.2', '0.0001'),
        frequency: fc.constantFrom(...Object.keys(FREQUENCIES)),
        period: fc.constantFrom('1', '20', '7.5', '40', '0.5'),
        digits: fc.integer({ min: 4, max: 17 }),
      })
      .map(({ target, rate, frequency, period, digits }) => {
        const perYear = Number(frequency);
        const factor = Math.expm1(perYear * Number(period) * Math.log1p(Number(rate) / perYear));
        const wealth = (Number(target[0]) / Number(target[1]) / factor).toPrecision(digits);
        const plain = spell(exact(wealth.replace('e+', 'e')), { digits, up: false, nudge: 0n });
        return { wealth: plain, rate, frequency, period };
      }),
  },
);

const PARAMS_OF: Record<string, fc.Arbitrary<RawParams>> = {
  durationOfDailySpend: durationParams,
  heightOfMoneyStack: heightParams,
  numberOfItems: itemsParams,
  growthOfCompoundInterest: growthParams,
};

/** Factors of theirs ÷ yours near the tier thresholds, 1, and rounding steps of the shown factor. */
const FACTORS: readonly string[] = [
  ...['1', '1.1', '2', '10', '200', '10000', '1000000', '1000000000', '1.05', '1.04', '1.95', '9.95'],
  ...['199.5', '199.95', '199.6', '9999.5', '1.0999', '1.00000000000001', '1.000000000000001', '0.5'],
];
const factor: fc.Arbitrary<Q> = fc.oneof(fc.constantFrom(...FACTORS).map(exact), roundingStep, bandEdge);

/** The expression's own parameters, taken from a query its generator makes. */
function ownParams(expression: string): fc.Arbitrary<RawParams> {
  const arbitrary = PARAMS_OF[expression] as fc.Arbitrary<RawParams>;
  return arbitrary.map(({ wealth: _, ...rest }) => rest);
}

const EXPRESSION_NAMES = Object.keys(PARAMS_OF);

const comparisonParams = fc.constantFrom(...EXPRESSION_NAMES).chain((expression) =>
  fc.oneof(
    {
      weight: 1,
      arbitrary: fc
        .record({ own: ownParams(expression), wealthYours: anyMoney, wealthTheirs: anyMoney })
        .map(({ own, ...wealths }) => ({ expression, ...own, ...wealths })),
    },
    {
      // One wealth a factor near a threshold times the other, either way round; or both near an edge.
      weight: 4,
      arbitrary: fc
        .record({
          own: PARAMS_OF[expression] as fc.Arbitrary<RawParams>,
          factor,
          cut,
          swap: fc.boolean(),
        })
        .map(({ own: { wealth, ...own }, factor: f, cut: c, swap }) => {
          const base = typeof wealth === 'string' ? wealth : '1000';
          // The plain amount under a symbol, when it is written plainly; otherwise a round one.
          const digits = /^\D*?(\d+(?:\.\d+)?)$/.exec(base)?.[1] ?? '1000';
          const other = spell(mul(exact(digits), f), c);
          const [wealthYours, wealthTheirs] = swap ? [other, base] : [base, other];
          return { expression, ...own, wealthYours, wealthTheirs };
        }),
    },
    { weight: 1, arbitrary: fc.record({ expression: fc.constantFrom<unknown>('', 'x', ['numberOfItems']) }) },
  ),
);

// ---- The comparison ----------------------------------------------------------------------------------

const byName = (name: string) => {
  const current = OPERATIONS.find((o) => o.name === name);
  const reference = REFERENCE_OPERATIONS.find((o) => o.name === name);
  if (!current || !reference) throw new Error(`no operation ${name}`);
  return { current, reference };
};

/** The same answer from both copies, on the given day. */
function same(name: string, query: RawParams, day = 0): void {
  onDay(day);
  const { current, reference } = byName(name);
  const got = current.run(query);
  const want = reference.run(query);
  if (!isDeepStrictEqual(got, want)) expect({ query, got }).toStrictEqual({ query, got: want });
}

const QUERIES: Record<string, fc.Arbitrary<RawParams>> = { ...PARAMS_OF, comparison: comparisonParams };

describe('the core answers exactly as the frozen reference does', () => {
  it('on the published examples', () => {
    for (const example of EXAMPLES) {
      for (const day of DAY_OFFSETS) same(example.operation, example.params, day);
    }
  });

  it.each(OPERATIONS.map((o) => o.name))(
    '%s, on generated queries',
    (name) => {
      const query = QUERIES[name] as fc.Arbitrary<RawParams>;
      fc.assert(
        fc.property(query, fc.constantFrom(...DAY_OFFSETS), (q, day) => same(name, q, day)),
        // 15,000 queries an operation per run (CI's two minutes), a new seed each run, so runs add up;
        // FUZZ_SCALE=5 for a long hunt.
        fuzz(15_000),
      );
      // Seconds of CPU each; a loaded machine running files side by side may take minutes.
    },
    300_000,
  );
});
