import { describe, expect, it } from 'vitest';
import { errorMessages } from '@console/api/errorMessages';
import { validateSignIn } from './validateSignIn';

describe('validateSignIn', () => {
  it('asks for both fields when empty', () => {
    expect(validateSignIn({ email: '  ', password: '' })).toEqual({
      email: errorMessages.SIGNIN_EMAIL_REQUIRED,
      password: errorMessages.SIGNIN_PASSWORD_REQUIRED,
    });
  });
  it('rejects an e-mail without a domain', () => {
    expect(validateSignIn({ email: 'minji@', password: 'x' })).toEqual({ email: errorMessages.SIGNIN_EMAIL_INVALID });
  });
  it('accepts a complete pair', () => {
    expect(validateSignIn({ email: 'minji.kim@acme-retail.example', password: 'Console!2468' })).toEqual({});
  });
});
