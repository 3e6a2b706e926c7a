import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { InlineAlert } from '@ds/InlineAlert';
import { PasswordField } from '@ds/PasswordField';
import { errorMessages } from '@console/api/errorMessages';
import { isApiError } from '@console/api/isApiError';
import { signUpPasswordMutationOptions } from '@console/api/queries/auth';
import { useServices } from '@console/app/ServicesContext';
import { NewPasswordFields, useNewPassword } from '@console/shared/NewPassword';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { SignUpLayout } from './SignUpLayout';
import { useCatalog } from '../catalog';

export interface SignUpPasswordPageProps {
  signUpId: string;
  email: string;
  /** The account exists and a session is open. */
  onSignedUp: () => void;
  onBack: () => void;
}

/**
 * Sign-up, last step: the temporary password from the mail, then the account's own password with the
 * live rules. Success opens a session (the console then asks for the name: the extra-information gate).
 */
export function SignUpPasswordPage({ signUpId, email, onSignedUp, onBack }: SignUpPasswordPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const save = useMutation(signUpPasswordMutationOptions(services, signUpId));
  const [temporary, setTemporary] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const isTemporaryWrong = isApiError(save.error) && save.error.errorCode === 'SIGNUP_TEMP_PASSWORD_WRONG';
  const form = useNewPassword(email, isTemporaryWrong ? null : save.error, () => {
    if (save.isError) save.reset();
  });
  const temporaryError =
    submitted && temporary === ''
      ? errorMessages.PASSWORD_REQUIRED
      : isTemporaryWrong
        ? errorMessages.SIGNUP_TEMP_PASSWORD_WRONG
        : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const passwordOk = form.check();
    if (temporary === '' || !passwordOk) return;
    save.mutate(
      { temporaryPassword: temporary, newPassword: form.values.password, verifyPassword: form.values.confirm },
      { onSuccess: onSignedUp },
    );
  };
  return (
    <SignUpLayout
      step="password"
      titleId="signup-password-title"
      title={<Trans>Set a password</Trans>}
      lead={<Trans>Enter the temporary password from the mail we sent to {email}, then choose your own.</Trans>}
    >
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t`Temporary password`}
          name="temporaryPassword"
          autoComplete="one-time-code"
          size="lg"
          isRequired
          value={temporary}
          onChange={(next) => {
            setTemporary(next);
            if (save.isError) save.reset();
          }}
          isInvalid={temporaryError !== undefined}
          errorMessage={temporaryError ? i18n._(temporaryError) : undefined}
        />
        <NewPasswordFields email={email} values={form.values} onChange={form.setValues} errors={form.errors} />
        {form.formError && (
          <InlineAlert tone="error" role="alert">
            {i18n._(form.formError)}
          </InlineAlert>
        )}
        <div className={styles.actions}>
          <Button type="submit" size="lg" fullWidth isPending={save.isPending}>
            <Trans>Create the account</Trans>
          </Button>
          <Button variant="tertiary" size="lg" fullWidth onPress={onBack}>
            <Trans>Back to the region</Trans>
          </Button>
        </div>
      </Form>
    </SignUpLayout>
  );
}
