/** The success and error envelopes of service.md §2.5. */
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
