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
  'extra',
];

/** Valid values, so that random requests get past their earlier parameters and reach later checks. */
export const GOOD_VALUES = [
  '1B',
  '$1,000',
  '€2,5M',
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
];

/** Text of every kind: any unicode, raw code units, and money-ish token soup that stresses the grammar. */
export const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(
      fc.constantFrom('1', '0', ',', '.', ' ', '-', '+', '$', '€', 'K', 'b', 'Q', 'e', 'CHF', '%', '٣'),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join('')),
  fc.constantFrom(...GOOD_VALUES),
);
