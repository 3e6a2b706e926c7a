import type { ApiError } from './apiError';

/**
 * `error instanceof ApiError` without importing the class (and with it ky and the zod schemas):
 * pages check errors with this so their first load does not carry the API layer.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && 'kind' in error;
}
