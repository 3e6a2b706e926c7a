import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { InlineAlert } from '@ds/InlineAlert';
import { formatDateTime } from '@ds/DateTime';
import { resetPasswordMutationOptions } from '@console/api/queries/auth';
import { useServices } from '@console/app/ServicesContext';
import { NewPasswordFields, useNewPassword } from '@console/shared/NewPassword';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { BackToSignInLink } from '../AuthForm/EntryLinks';
import { useCatalog } from '../catalog';

export interface ResetPasswordPageProps {
  /** The mailed link's token. */
  token: string;
  /** The account the link was sent to (from the link check). */
  email: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
  /** After the new password was saved: sign in with it. */
  onReset: () => void;
}

/** Set a new password from the mailed link (valid 1 hour), with the spec's rules ticked live. */
export function ResetPasswordPage({ token, email, expiresAt, onReset }: ResetPasswordPageProps) {
  useCatalog();
  const { i18n } = useLingui();
  const services = useServices();
  const reset = useMutation(resetPasswordMutationOptions(services));
  const form = useNewPassword(email, reset.error, () => {
    if (reset.isError) reset.reset();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    reset.mutate({ token, newPassword: form.values.password, verifyPassword: form.values.confirm }, { onSuccess: onReset });
  };
  const until = formatDateTime(expiresAt, i18n.locale, 'time');

  return (
    <CenteredCardLayout
      title={<Trans>Set a new password</Trans>}
      titleId="reset-password-title"
      lead={
        <Trans>
          For {email}. This link works until {until}.
        </Trans>
      }
      links={<BackToSignInLink />}
    >
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields email={email} values={form.values} onChange={form.setValues} errors={form.errors} />
        {form.formError && (
          <InlineAlert tone="error" role="alert">
            {i18n._(form.formError)}
          </InlineAlert>
        )}
        <Button type="submit" size="lg" fullWidth isPending={reset.isPending}>
          <Trans>Save the new password</Trans>
        </Button>
      </Form>
    </CenteredCardLayout>
  );
}
