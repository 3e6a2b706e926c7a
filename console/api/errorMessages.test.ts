import { describe, expect, it } from 'vitest';
import { ErrorCode, isErrorCode } from '@contract/errorCodes';
import { hasMessage } from './errorMessages';

describe('hasMessage', () => {
  it("knows the same codes as the contract's code list, which the message pages no longer load", () => {
    for (const code of Object.values(ErrorCode)) expect(hasMessage(code), code).toBe(true);
    for (const value of ['', 'UNKNOWN_CODE', 'toString', 'constructor', '__proto__', 42, null, undefined]) {
      expect(hasMessage(value), String(value)).toBe(isErrorCode(value));
      expect(hasMessage(value), String(value)).toBe(false);
    }
  });
});
