import type { ApiError } from '@console/api/apiError';

/** A rule's answer (4xx: shown at the field, what was typed stays); anything else is a failure toast. */
export function isRefusal(error: ApiError | null): error is ApiError {
  return error !== null && error.kind === 'server' && error.status !== undefined && error.status < 500;
}
