/**
 * The HTTP layer's own refusals, before any parameter is read: status and message. Node's parser,
 * Fastify and the request guards all answer with these (a parameter's 400 has its own message).
 */
export const REFUSALS = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
} as const;

export type RefusalStatus = keyof typeof REFUSALS;

/** The success and error envelopes of docs/service.md §2.5. */
export function success<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}

export interface ErrorBody {
  status: 'error';
  error: { code: number; message: string; details?: string; retryAfter?: number };
}

export function failure(
  code: number,
  message: string,
  extra: { details?: string; retryAfter?: number } = {},
): ErrorBody {
  return { status: 'error', error: { code, message, ...extra } };
}
