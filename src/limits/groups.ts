import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { RouteGroup } from '../http/headers.ts';

/** The route groups that have a budget of their own (docs/service.md §8); 'health' is never limited. */
export type LimitedGroup = 'rest' | 'mcp' | 'docs' | 'card' | 'metrics';

export interface BudgetRule {
  /** How a refusal names the budget. */
  title: string;
  limit(config: Config): number;
}

export const BUDGET_RULES: Readonly<Record<LimitedGroup, BudgetRule>> = {
  rest: { title: 'REST API', limit: (config) => config.restRateLimit },
  mcp: { title: 'MCP endpoint', limit: (config) => config.mcpRateLimit },
  docs: { title: 'documentation', limit: (config) => config.docsRateLimit },
  card: { title: 'picture cards', limit: (config) => config.cardRateLimit },
  metrics: { title: 'metrics endpoint', limit: (config) => config.metricsRateLimit },
};

const BUDGET_OF_GROUP: Readonly<Record<RouteGroup, LimitedGroup | undefined>> = {
  rest: 'rest',
  mcp: 'mcp',
  docs: 'docs',
  card: 'card',
  metrics: 'metrics',
  health: undefined,
};

/**
 * Unknown paths (404) have no route group; they count against the budget of the area they aim at,
 * so probing /v1 for paths spends the REST budget. First match wins.
 */
const BUDGET_OF_UNKNOWN_PATH: ReadonlyArray<readonly [RegExp, LimitedGroup]> = [
  [/^\/v1(?:[/?#]|$)/, 'rest'],
  [/^\/mcp(?:[/?#]|$)/, 'mcp'],
  [/^/, 'docs'],
];

/** Which budget a request spends, or undefined when it is not limited. */
export function budgetOf(request: FastifyRequest): LimitedGroup | undefined {
  const group = request.routeOptions.config?.group;
  if (group !== undefined) return BUDGET_OF_GROUP[group];
  if (!request.is404) return undefined;
  return BUDGET_OF_UNKNOWN_PATH.find(([pattern]) => pattern.test(request.url))?.[1];
}
