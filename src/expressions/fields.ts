import type { Ratio, Result } from './types.ts';

/** One field of an answer object: its JSON type, whether it may be null, and what it means. */
export interface FieldSpec {
  readonly type: 'number' | 'string';
  readonly nullable: boolean;
  readonly description: string;
}

/**
 * The fields of the result object (service.md §2.2), once: the OpenAPI document and the MCP output
 * schemas are both rendered from this, and the keys must be exactly those of `Result`.
 */
export const RESULT_FIELDS: Readonly<Record<keyof Result, FieldSpec>> = {
  value: {
    type: 'number',
    nullable: false,
    description:
      'Raw numeric result, for arithmetic rather than display. At Q scale it exceeds exact float64 integer range and is approximate in its last digits.',
  },
  unit: {
    type: 'string',
    nullable: true,
    description: 'Unit of `value`: `years`, `meters`, a currency unit name such as `dollars`, or null.',
  },
  type: {
    type: 'string',
    nullable: true,
    description: 'Result subtype: the kind of money stacked or the item bought, or null.',
  },
  phrase: { type: 'string', nullable: false, description: 'Short title-cased label. Quote it as it is.' },
  sentence: {
    type: 'string',
    nullable: false,
    description: 'Complete sentence-cased statement. Quote it as it is.',
  },
  scale: {
    type: 'string',
    nullable: true,
    description:
      'A sentence giving real-world context; null when the result is too small for a meaningful anchor, or when no anchor is true for its currency (a growth in any currency but US dollars).',
  },
};

/** The fields of the comparison ratio (service.md §2.3): four, no unit, no type. */
export const RATIO_FIELDS: Readonly<Record<keyof Ratio, FieldSpec>> = {
  value: {
    type: 'number',
    nullable: false,
    description: 'wealthTheirs ÷ wealthYours; below 1 means `wealthYours` is the larger.',
  },
  phrase: {
    type: 'string',
    nullable: false,
    description: 'The ratio with 1 on the smaller side, such as `10 : 1`. Quote it as it is.',
  },
  sentence: {
    type: 'string',
    nullable: false,
    description: 'Direction-aware statement of the ratio. Quote it as it is.',
  },
  scale: {
    type: 'string',
    nullable: true,
    description:
      'Assessment of the ratio, tiered by magnitude. From 200:1 it speaks of extreme wealth inequality: the service’s own rounded threshold, not an official definition.',
  },
};

/** The comparison's equivalence sentence (docs/prose.md): after `ratio`, so the published order stays. */
export const EQUIVALENCE_FIELD: FieldSpec = {
  type: 'string',
  nullable: false,
  description:
    'What an everyday share of the smaller wealth (1%, cut to one significant digit) is to the larger one, in proportion, such as `For them, spending $2,000,000 is like spending $1,000 for you.` Quote it as it is.',
};

/**
 * The currency note (labels.ts): the one optional field, after all the others, present only when the
 * answer mixes currency labels, so that answers in one label keep the published shape.
 */
export const CURRENCY_NOTE_FIELD: FieldSpec = {
  type: 'string',
  nullable: false,
  description:
    'Present only when the answer puts different currency labels side by side (a wealth not in US dollars beside the US dollar prices of items or a scale’s US dollar sums, a spend or the other wealth of a comparison in another label, a label the kind of money replaced); absent when every label is the same. One sentence saying that no exchange rate was applied, such as `Currencies are labels only: no exchange rate is applied.` Show it with the answer. In a comparison it is given once, at the top of `data`, never in the two results.',
};
