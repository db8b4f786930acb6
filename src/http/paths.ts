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

/** The methods the MCP route hands to the SDK (POST carries MCP; the SDK answers the rest with 405). */
export const MCP_SDK_METHODS = ['POST', 'GET', 'DELETE', 'PUT', 'PATCH'] as const;

/** Every method the MCP endpoint takes: the SDK's, the CORS preflight and HEAD. */
export const MCP_METHODS = [...MCP_SDK_METHODS, 'OPTIONS', 'HEAD'] as const;
