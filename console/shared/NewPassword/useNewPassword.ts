import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { isApiError } from '@console/api/isApiError';
import { newPasswordFieldCodes, validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from './passwordRules';

export interface NewPasswordState {
  values: NewPasswordValues;
  setValues: (values: NewPasswordValues) => void;
  /** Field messages: none before the first submit, then live; a server rule error sits on its field. */
  errors: NewPasswordErrors;
  /** A server error that is not about the fields (invalid link, temporary error), for an alert. */
  formError: MessageDescriptor | undefined;
  /** Marks the form submitted and tells whether the values may be sent. */
  check: () => boolean;
}

/**
 * The state of a new-password form: client checks after the first submit, the server's answer on the
 * field it concerns, and what was typed kept through every error.
 */
export function useNewPassword(email: string, serverError: unknown, onEdit?: () => void): NewPasswordState {
  const [values, setValuesState] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const clientErrors = submitted ? validateNewPassword(values, email) : {};
  const code = isApiError(serverError) ? serverError.errorCode : undefined;
  const serverDescriptor = serverError ? (isApiError(serverError) ? serverError.descriptor : genericErrorMessage) : undefined;
  const errors: NewPasswordErrors = { ...clientErrors };
  let formError: MessageDescriptor | undefined;
  if (serverDescriptor) {
    if (code !== undefined && newPasswordFieldCodes.has(code)) errors.password ??= serverDescriptor;
    else if (code === 'PASSWORD_CONFIRM_MISMATCH') errors.confirm ??= serverDescriptor;
    else formError = serverDescriptor;
  }
  return {
    values,
    setValues: (next) => {
      setValuesState(next);
      onEdit?.();
    },
    errors,
    formError,
    check: () => {
      setSubmitted(true);
      return Object.keys(validateNewPassword(values, email)).length === 0;
    },
  };
}
