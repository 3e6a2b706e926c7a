import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { InlineAlert } from '@ds/InlineAlert';
import { PasswordField } from '@ds/PasswordField';
import { messageFor, messageForError } from '@console/api/contextMessages';
import { isApiError } from '@console/api/isApiError';
import { passwordChangeMutationOptions } from '@console/api/queries/account';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { NewPasswordFields, newPasswordFieldCodes, validateNewPassword, type NewPasswordErrors } from '@console/shared/NewPassword';
import styles from './SecurityPage.module.scss';
import { useCatalog } from '../catalog';

const operation = 'account.changePassword';
export const passwordChangedToast = msg`Your password has been changed.`;

interface Values {
  current: string;
  password: string;
  confirm: string;
}
const empty: Values = { current: '', password: '', confirm: '' };

type Errors = NewPasswordErrors & { current?: MessageDescriptor };

/** Server codes about the current password. */
const currentPasswordCodes: ReadonlySet<string> = new Set(['PASSWORD_REQUIRED', 'PASSWORD_INCORRECT']);

/**
 * Password change (spec section 5): the current password, then a new one with the live rule checklist and its
 * confirmation. Messages after the first submit (then live); the server's answer lands on the field it is
 * about; what was typed stays after a refusal and is cleared once the change is saved.
 */
export function PasswordSection({ email }: { email: string }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const change = useMutation(passwordChangeMutationOptions(services));
  const [values, setValues] = useState<Values>(empty);
  const [submitted, setSubmitted] = useState(false);

  const clientErrors = (next: Values): Errors => {
    const errors: Errors = validateNewPassword({ password: next.password, confirm: next.confirm }, email);
    if (next.current === '') errors.current = messageFor(operation, 'PASSWORD_REQUIRED');
    return errors;
  };

  const errors: Errors = submitted ? clientErrors(values) : {};
  let formError: MessageDescriptor | undefined;
  if (change.error) {
    const code = isApiError(change.error) ? change.error.errorCode : undefined;
    const descriptor = messageForError(operation, change.error);
    if (code !== undefined && currentPasswordCodes.has(code)) errors.current ??= descriptor;
    else if (code !== undefined && newPasswordFieldCodes.has(code)) errors.password ??= descriptor;
    else if (code === 'PASSWORD_CONFIRM_MISMATCH') errors.confirm ??= descriptor;
    else formError = descriptor;
  }

  const edit = (next: Values) => {
    setValues(next);
    // Typing again clears the server's answer; the client checks stay live.
    if (change.isError) change.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    change.reset();
    if (Object.keys(clientErrors(values)).length > 0) return;
    change.mutate(
      { originPassword: values.current, newPassword: values.password, verifyPassword: values.confirm },
      {
        onSuccess: () => {
          setValues(empty);
          setSubmitted(false);
          toaster.push({ type: 'success', body: passwordChangedToast });
        },
      },
    );
  };

  return (
    <Card title={t`Password`} headingLevel={2}>
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form} aria-label={t`Change password`} data-section="password">
        <p className={styles.text}>
          <Trans>Enter your current password, then choose a new one.</Trans>
        </p>
        <PasswordField
          label={t`Current password`}
          name="originPassword"
          autoComplete="current-password"
          isRequired
          value={values.current}
          onChange={(current) => edit({ ...values, current })}
          isInvalid={errors.current !== undefined}
          errorMessage={errors.current ? i18n._(errors.current) : undefined}
        />
        <NewPasswordFields
          email={email}
          values={{ password: values.password, confirm: values.confirm }}
          onChange={(next) => edit({ ...values, ...next })}
          errors={errors}
          size="md"
        />
        {formError && (
          <InlineAlert tone="error" role="alert">
            {i18n._(formError)}
          </InlineAlert>
        )}
        <div className={styles.actions}>
          <Button type="submit" isPending={change.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </div>
      </Form>
    </Card>
  );
}
