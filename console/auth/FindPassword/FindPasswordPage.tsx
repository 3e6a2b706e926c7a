import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { useFormInertUntilHydrated } from '@console/app/useFormInertUntilHydrated';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { InlineAlert } from '@ds/InlineAlert';
import { Stack } from '@ds/Stack';
import { TextField } from '@ds/TextField';
import { isApiError } from '@console/api/isApiError';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { findPasswordMutationOptions } from '@console/api/queries/auth';
import { useServices } from '@console/app/ServicesContext';
import { isLocale, defaultLocale } from '@console/i18n/locales';
import { emailError } from '@console/auth/SignIn/validateSignIn';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { BackToSignInLink } from '../AuthForm/EntryLinks';
import { useCatalog } from '../catalog';

export interface FindPasswordPageProps {
  /**
   * Why the link is asked for: the user forgot the password, or sign-in locked the account after
   * five wrong passwords (`/signin/reset-pw` without a token).
   * @default 'forgot'
   */
  reason?: 'forgot' | 'locked';
  /** The e-mail to start with (the one typed on sign-in). @default '' */
  defaultEmail?: string;
}

/**
 * Find password (spec sections 2 and 8): the account's e-mail, then a link to set a new password, valid
 * for 1 hour, sent in the interface language. Errors: no account with that e-mail, or an account that
 * signs in with a social provider. What was typed stays after an error.
 */
export function FindPasswordPage({ reason = 'forgot', defaultEmail = '' }: FindPasswordPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const inertUntilHydrated = useFormInertUntilHydrated();
  const services = useServices();
  const send = useMutation(findPasswordMutationOptions(services));
  const [email, setEmail] = useState(defaultEmail);
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const clientError = submitted ? emailError(email) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email)) return;
    const address = email.trim();
    send.mutate(
      { email: address, language: isLocale(i18n.locale) ? i18n.locale : defaultLocale },
      { onSuccess: () => setSentTo(address) },
    );
  };
  const serverError = send.error ? i18n._(isApiError(send.error) ? send.error.descriptor : genericErrorMessage) : undefined;

  return (
    <CenteredCardLayout
      titleId="find-password-title"
      title={reason === 'locked' ? <Trans>Reset your password</Trans> : <Trans>Find your password</Trans>}
      lead={
        <Trans>Enter the e-mail address of your account. We will send you a link to set a new password; it is valid for 1 hour.</Trans>
      }
      links={<BackToSignInLink />}
    >
      <Stack gap={5}>
        {reason === 'locked' && (
          <InlineAlert tone="warning" role="note">
            <Trans>The password was entered wrongly 5 times, so it must be reset before you can sign in.</Trans>
          </InlineAlert>
        )}
        {sentTo !== null ? (
          <InlineAlert tone="success" role="status" title={t`Check your inbox`}>
            <Trans>We sent the link to {sentTo}. It is valid for 1 hour.</Trans>
          </InlineAlert>
        ) : (
          <Form onSubmit={submit} validationBehavior="aria" className={styles.form} {...inertUntilHydrated}>
            <TextField
              label={t`Email`}
              type="email"
              name="email"
              autoComplete="username"
              size="lg"
              value={email}
              onChange={(next) => {
                setEmail(next);
                if (send.isError) send.reset();
              }}
              isInvalid={clientError !== undefined}
              errorMessage={clientError ? i18n._(clientError) : undefined}
            />
            {serverError && (
              <InlineAlert tone="error" role="alert">
                {serverError}
              </InlineAlert>
            )}
            <Button type="submit" size="lg" fullWidth isPending={send.isPending}>
              <Trans>Send the link</Trans>
            </Button>
          </Form>
        )}
      </Stack>
    </CenteredCardLayout>
  );
}
