import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { InlineAlert } from '@ds/InlineAlert';
import { TextField } from '@ds/TextField';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { isApiError } from '@console/api/isApiError';
import { signUpEmailMutationOptions } from '@console/api/queries/auth';
import { useServices } from '@console/app/ServicesContext';
import { defaultLocale, isLocale } from '@console/i18n/locales';
import { agreedTerms } from '@console/auth/AuthForm/TermsConsent';
import { emailError } from '@console/auth/SignIn/validateSignIn';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { SignUpLayout } from './SignUpLayout';
import { useCatalog } from '../catalog';

export interface SignUpEmailPageProps {
  /** The optional consent from the terms step (the required ones were given to get here). */
  thirdParty: boolean;
  /** The mail with the link and the temporary password went out. */
  onSent: (email: string) => void;
  onBack: () => void;
}

/**
 * Sign-up, step 2: the e-mail. The server mails a link (valid 1 hour) and a temporary password in the
 * interface language. Errors: already registered, the mail could not be sent; what was typed stays.
 */
export function SignUpEmailPage({ thirdParty, onSent, onBack }: SignUpEmailPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const send = useMutation(signUpEmailMutationOptions(services));
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const fieldError = submitted ? emailError(email) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email)) return;
    const address = email.trim();
    send.mutate(
      { email: address, language: isLocale(i18n.locale) ? i18n.locale : defaultLocale, terms: agreedTerms(thirdParty) },
      { onSuccess: () => onSent(address) },
    );
  };
  const serverError = send.error ? (isApiError(send.error) ? send.error.descriptor : genericErrorMessage) : undefined;
  return (
    <SignUpLayout
      step="email"
      titleId="signup-email-title"
      title={<Trans>Enter your e-mail</Trans>}
      lead={<Trans>We will send a link and a temporary password to this address. The link is valid for 1 hour.</Trans>}
    >
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          size="lg"
          value={email}
          onChange={(next) => {
            setEmail(next);
            if (send.isError) send.reset();
          }}
          isInvalid={fieldError !== undefined}
          errorMessage={fieldError ? i18n._(fieldError) : undefined}
        />
        {serverError && (
          <InlineAlert tone="error" role="alert">
            {i18n._(serverError)}
          </InlineAlert>
        )}
        <div className={styles.actions}>
          <Button type="submit" size="lg" fullWidth isPending={send.isPending}>
            <Trans>Send the link</Trans>
          </Button>
          <Button variant="tertiary" size="lg" fullWidth onPress={onBack}>
            <Trans>Back to the terms</Trans>
          </Button>
        </div>
      </Form>
    </SignUpLayout>
  );
}
