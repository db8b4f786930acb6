import type { ParamDef, ParamShape } from '../expressions/params.ts';

/** One wrong value of a parameter, what is wrong with it, and the message the service answers. */
export interface ParamError {
  /** The value as sent, or undefined for a parameter left out. */
  input: string | undefined;
  cause: string;
  /** `<label> <category>`, exactly as a 400 (or an MCP tool error) says it. */
  message: string;
}

type Probe = readonly [input: string | undefined, cause: string];

/**
 * For each kind of parameter, one value per way it can be wrong (docs/errors.md), in the order the
 * reader's rules fire. The messages are not written here: each value is read by the parameter's own
 * reader, so a changed rule changes the text.
 */
const PROBES: { readonly [K in ParamShape['kind']]: (shape: Extract<ParamShape, { kind: K }>) => Probe[] } = {
  money: () => [
    [undefined, 'absent, empty, or only a currency symbol'],
    ['B', 'a magnitude letter with no digits (what a shell leaves of an unquoted $1B)'],
    ['abc', 'a character that cannot be money, more than 100 characters, or the parameter repeated'],
    ['1B5', 'legal tokens in an illegal order, or a bare sign'],
    ['0', 'zero in any spelling'],
    ['-5', 'below zero'],
    ['0.5', 'above 0 but below 1, or above 1e24'],
  ],
  enum: () => [
    [undefined, 'absent or empty'],
    ['other', 'not one of the values above (exact and case-sensitive), or the parameter repeated'],
  ],
  number: ({ exclusiveMinimum, exclusiveMaximum }) => [
    [undefined, 'absent or empty'],
    ['0..1', 'numeric characters that do not form a number'],
    ['abc', 'anything else, more than 100 characters, or the parameter repeated'],
    [String(exclusiveMinimum), 'exactly the lower bound, which is excluded'],
    [String(exclusiveMaximum), 'exactly the upper bound, which is excluded'],
    [String(exclusiveMaximum * 2), 'beyond a bound'],
  ],
};

/** Every message a parameter can answer, each with a value that produces it. */
export function paramErrors(param: ParamDef): ParamError[] {
  const all = (PROBES[param.shape.kind] as (shape: ParamShape) => Probe[])(param.shape);
  // An optional parameter left out is no error (`lang`: English then).
  const probes = param.optional ? all.filter(([input]) => input !== undefined) : all;
  return probes.map(([input, cause]) => {
    const read = param.read(input);
    if (read.ok) throw new Error(`${param.name}=${input} was meant to be refused (${cause})`);
    return { input, cause, message: `${param.label} ${read.category}` };
  });
}
