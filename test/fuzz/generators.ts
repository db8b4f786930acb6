import fc from 'fast-check';

/** Every parameter name of the service, and one it does not know. */
export const PARAMETER_NAMES = [
  'wealth',
  'wealthYours',
  'wealthTheirs',
  'spend',
  'typeOfMoney',
  'typeOfItem',
  'rate',
  'frequency',
  'period',
  'expression',
  'lang',
  'extra',
];

/** Valid values, so that random requests get past their earlier parameters and reach later checks. */
export const GOOD_VALUES = [
  '1B',
  '$1,000',
  '€2,5M',
  '¥1M',
  '₩50M',
  'eur_100_bill',
  '1.000.000',
  '1,00,000',
  'usd_1_coin',
  'house',
  '0.05',
  '12',
  '20',
  'numberOfItems',
  'heightOfMoneyStack',
  'growthOfCompoundInterest',
  // Languages, and money as they write it (issue 28).
  'de',
  'fr',
  'ja',
  'en-IN',
  'pt-BR',
  '1,5 Mrd. €',
  '1 000 000 €',
  '1.500',
  '10 lakh',
  '1億2345万円',
  'R$ 1.000,00',
];

/** Text of every kind: any unicode, raw code units, and money-ish token soup that stresses the grammar. */
export const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(
      fc.constantFrom(
        '1',
        '0',
        ',',
        '.',
        ' ',
        '-',
        '+',
        '$',
        '€',
        'K',
        'b',
        'Q',
        'e',
        'CHF',
        '%',
        '٣',
        '\u00a0',
        '\u202f',
        'Mrd.',
        'Mio.',
        'milliards',
        'lakh',
        'crore',
        '億',
        '万',
        '円',
        '１',
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join('')),
  fc.constantFrom(...GOOD_VALUES),
);

/** Any JSON value a client might send as an MCP argument: strings of every kind, numbers, other types. */
export const anyJson = fc.oneof(
  anyText,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(1e21, 1e24, 1e25, -0, 12, 365, 0.99, 100),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);
