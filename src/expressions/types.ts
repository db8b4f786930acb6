import type { Money } from '../money/parse.ts';
import type { ParamDef } from './params.ts';

/** The `data` of the four expressions (service.md §2.2); every field is always present. */
export interface Result {
  value: number;
  unit: string | null;
  type: string | null;
  phrase: string;
  sentence: string;
  scale: string | null;
}

/** The ratio of a comparison (service.md §2.3): four fields, no unit, no type. */
export interface Ratio {
  value: number;
  phrase: string;
  sentence: string;
  scale: string | null;
}

export interface ComparisonResult {
  expression: string;
  resultTheirs: Result;
  resultYours: Result;
  ratio: Ratio;
}

/**
 * One wealth expression: its own parameters (after `wealth`, in the order their errors take
 * precedence) and a pure computation from already-validated values to the result object.
 */
export interface Expression {
  readonly name: string;
  /** The MCP tool name. */
  readonly tool: string;
  readonly title: string;
  readonly description: string;
  readonly params: readonly ParamDef[];
  compute(wealth: Money, params: Readonly<Record<string, unknown>>): Result;
}
