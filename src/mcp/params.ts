/**
 * Two corrections to the SDK's answers about a request's params, the same over HTTP (both the SDK
 * path and the fast path pass their answers through it) and stdio, on every revision:
 *
 * - The SDK checks the params of `resources/read`, `prompts/get` and the list methods against the
 *   protocol's schema, but reports a failure as an internal error (-32603) whose message is the raw
 *   list of schema issues. JSON-RPC says invalid params are -32602: such an answer becomes -32602
 *   with one short line naming each field (`Invalid params: params.uri: expected string, received
 *   number`).
 * - The lists (tools, prompts, resources, templates) are whole in one page: this server never
 *   issues a cursor, so any cursor is one it cannot resume from. The SDK ignores it; MCP says an
 *   invalid cursor is -32602, so the list it answered becomes that error.
 */

const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;

/** Issues quoted in the message at most; a longer list ends with how many more there were. */
const MAX_ISSUES = 3;

const LIST_METHODS: ReadonlySet<string> = new Set([
  'tools/list',
  'prompts/list',
  'resources/list',
  'resources/templates/list',
]);

export const UNKNOWN_CURSOR =
  'Invalid params: params.cursor: unknown cursor. Every list here comes whole in one page, so the server never issues a cursor: send none';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The schema issues an SDK validation message lists, when it is one (a JSON array of `{path, message}`). */
function schemaIssues(message: string): Array<{ path: unknown[]; message: string }> | undefined {
  if (!message.startsWith('[')) return undefined;
  let issues: unknown;
  try {
    issues = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (!Array.isArray(issues) || issues.length === 0) return undefined;
  const valid = issues.every(
    (issue) =>
      isObject(issue) &&
      Array.isArray(issue.path) &&
      issue.path[0] === 'params' &&
      typeof issue.message === 'string',
  );
  return valid ? (issues as Array<{ path: unknown[]; message: string }>) : undefined;
}

/** `params.uri: expected string, received number; params.name: …` */
function describe(issues: ReadonlyArray<{ path: unknown[]; message: string }>): string {
  const shown = issues
    .slice(0, MAX_ISSUES)
    .map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message.replace(/^Invalid input: /, '').replace(/^expected record\b/, 'expected object')}`,
    );
  const more = issues.length - MAX_ISSUES;
  return `Invalid params: ${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/** Whether a request is a list method that names a cursor (a string: other types fail the schema). */
export function hasCursor(request: unknown): boolean {
  return (
    isObject(request) &&
    typeof request.method === 'string' &&
    LIST_METHODS.has(request.method) &&
    isObject(request.params) &&
    typeof request.params.cursor === 'string'
  );
}

/** Whether an answer to this request may need correcting: cheap to ask before parsing the answer. */
export function mayCorrect(request: unknown, answerText: string): boolean {
  return answerText.includes(`"code":${INTERNAL_ERROR}`) || hasCursor(request);
}

/**
 * The answer to a request (a JSON-RPC message), corrected as described above; any other answer is
 * returned as it is (the same object).
 */
export function correctedAnswer(answer: Json, request: unknown): Json {
  const error = answer.error;
  if (isObject(error) && error.code === INTERNAL_ERROR && typeof error.message === 'string') {
    const issues = schemaIssues(error.message);
    if (issues === undefined) return answer;
    return {
      jsonrpc: answer.jsonrpc,
      id: answer.id,
      error: { code: INVALID_PARAMS, message: describe(issues) },
    };
  }
  if ('result' in answer && hasCursor(request)) {
    return { jsonrpc: '2.0', id: answer.id, error: { code: INVALID_PARAMS, message: UNKNOWN_CURSOR } };
  }
  return answer;
}
