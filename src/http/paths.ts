import { OPERATIONS, type Operation } from '../expressions/registry.ts';

/** The path of an operation under the REST base. */
export function restPath(operation: Pick<Operation, 'name'>): string {
  return `/v1/${operation.name}`;
}

export const DISCOVERY_PATH = '/v1/expressions';

/** Every REST path, in the order `expressions` lists them, discovery last. */
export const REST_PATHS = [...OPERATIONS.map(restPath), DISCOVERY_PATH];

/** The MCP endpoint (conventions §1). */
export const MCP_PATH = '/mcp';

/** The methods the MCP endpoint takes (the SDK answers GET, DELETE, PUT and PATCH itself). */
export const MCP_METHODS = ['POST', 'GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD'] as const;
