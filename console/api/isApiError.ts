import type { ApiError } from './apiError';

/**
 * `error instanceof ApiError` without importing the class (and with it ky and the zod schemas):
 * pages check errors with this so their first load does not carry the API layer.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && 'kind' in error;
}

/** A rule's answer (4xx: shown at the field, what was typed stays); anything else is a failure toast. */
export function isRefusal(error: ApiError | null): error is ApiError {
  return error !== null && error.kind === 'server' && error.status !== undefined && error.status < 500;
}
