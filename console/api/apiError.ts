import type { MessageDescriptor } from '@lingui/core';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { errorBodySchema, type ErrorBody } from '@contract/schemas/envelope';
import { genericErrorMessage, messageForErrorCode } from './errorMessages';

/**
 * The one error type callers see.
 * - `server`: the server answered 4xx/5xx. `errorCode`/`message` come from its body when it has
 *   the `{ errorCode, message }` shape; `descriptor` is the catalogue message (generic fallback).
 * - `network`: no answer (offline, DNS, refused, timeout).
 * - `invalid-response`: a 2xx whose body does not match the schema (never a crash).
 */
export type ApiErrorKind = 'server' | 'network' | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  errorCode?: string;
  body?: ErrorBody;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  /** The validated error body (with wrongPasswordCount, details...), when the server sent one. */
  readonly body: ErrorBody | undefined;
  /** What to show: the catalogue message for the code, or the generic one. */
  readonly descriptor: MessageDescriptor;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.body = init.body;
    this.descriptor = init.kind === 'server' ? messageForErrorCode(init.errorCode) : genericErrorMessage;
  }
}

export { isApiError } from './isApiError';

export function parseErrorBody(value: unknown): ErrorBody | undefined {
  const parsed = errorBodySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Maps whatever ky (or fetch) threw to an ApiError; aborts are passed through untouched. */
export function toApiError(error: unknown): ApiError | unknown {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const body = parseErrorBody(error.data);
    return new ApiError({
      kind: 'server',
      status: error.response.status,
      message: body?.message ?? error.message,
      ...(body ? { errorCode: body.errorCode, body } : {}),
      cause: error,
    });
  }
  if (isNetworkError(error) || isTimeoutError(error)) {
    return new ApiError({ kind: 'network', message: error.message, cause: error });
  }
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TypeError) {
    // fetch's own network failure when ky's runtime heuristics did not recognise it.
    return new ApiError({ kind: 'network', message: error.message, cause: error });
  }
  return error;
}
