import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { isRefusal } from './isApiError';

describe('isRefusal', () => {
  it("is a rule's answer (4xx) only: shown at the field, not toasted", () => {
    expect(isRefusal(new ApiError({ kind: 'server', status: 409, errorCode: 'X', message: 'refused' }))).toBe(true);
    expect(isRefusal(new ApiError({ kind: 'server', status: 503, errorCode: 'X', message: 'down' }))).toBe(false);
    expect(isRefusal(new ApiError({ kind: 'network', message: 'offline' }))).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
