import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { useFormInertUntilHydrated } from '@console/app/useFormInertUntilHydrated';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { TextField } from '@ds/TextField';
import { isApiError } from '@console/api/isApiError';
import type { SignInRequest, SignInResponse } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { useAsyncAction } from '@console/app/useAsyncAction';
import { CreateAccountLink, ForgotPasswordLink } from '../AuthForm/EntryLinks';
import { validateSignIn, type SignInFieldErrors, type SignInValues } from './validateSignIn';
import styles from './SignInPage.module.scss';
import { useCatalog } from '../catalog';

export interface SignInPageProps {
  /** Called with the server's answer (and the e-mail used) once the credentials were accepted. */
  onSignedIn: (response: SignInResponse, email: string) => void;
  /** The fifth wrong password (or a reset the account requires): the password must be reset. */
  onResetRequired?: (email: string) => void;
}

/**
 * Sign-in: e-mail and password, then the ways on ("Forgot your password?", "Create an account"). Errors appear
 * only after a submit, next to their field or, for server answers, above the button; what was typed is kept.
 */
export function SignInPage({ onSignedIn, onResetRequired }: SignInPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const inertUntilHydrated = useFormInertUntilHydrated();
  const services = useServices();
  // The session is stored before the page's callback runs. The API layer is imported on the first
  // submit, and no query client is loaded at all: the form renders without either.
  const signIn = useAsyncAction((body: SignInRequest) =>
    import('@console/api/queries/auth').then((module) => module.signIn(services, body)),
  );
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateSignIn(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) {
      const email = values.email.trim();
      signIn.run(
        { email, password: values.password },
        {
          onSuccess: (response) => onSignedIn(response, email),
          onError: (error) => {
            if (isApiError(error) && error.errorCode === 'SIGNIN_RESET_REQUIRED') onResetRequired?.(email);
          },
        },
      );
    }
  };

  const serverError = isApiError(signIn.error) ? signIn.error : null;
  const nextStep = signIn.data && signIn.data.outcome !== 'signed-in' ? signIn.data : null;
  const wrongCount = serverError?.body?.wrongPasswordCount;
  const wrongLimit = serverError?.body?.wrongPasswordLimit;

  return (
    <CenteredCardLayout
      title={<Trans>Sign in</Trans>}
      titleId="signin-title"
      lead={<Trans>Sign in with your organisation account to manage plans, members and billing.</Trans>}
      links={
        <>
          <ForgotPasswordLink />
          <CreateAccountLink />
        </>
      }
    >
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria" {...inertUntilHydrated}>
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="username"
          size="lg"
          value={values.email}
          onChange={(email) => setValues((current) => ({ ...current, email }))}
          isInvalid={fieldErrors.email !== undefined}
          errorMessage={fieldErrors.email ? i18n._(fieldErrors.email) : undefined}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          size="lg"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          isInvalid={fieldErrors.password !== undefined}
          errorMessage={fieldErrors.password ? i18n._(fieldErrors.password) : undefined}
        />
        {serverError && (
          <div role="alert" className={styles.alert}>
            <p>{i18n._(serverError.descriptor)}</p>
            {wrongCount !== undefined && wrongLimit !== undefined && (
              <p>
                <Trans>
                  Wrong password {wrongCount} of {wrongLimit} times.
                </Trans>
              </p>
            )}
          </div>
        )}
        {nextStep && (
          <div role="status" className={styles.notice}>
            {nextStep.outcome === 'two-factor-required' ? (
              <TwoFactorNotice maskedEmail={nextStep.challenge.maskedEmail} />
            ) : (
              <p>
                <Trans>Your password has expired. Change it, or extend it by 90 days, before signing in.</Trans>
              </p>
            )}
          </div>
        )}
        <Button type="submit" variant="primary" size="lg" fullWidth isPending={signIn.isPending}>
          <Trans>Sign in</Trans>
        </Button>
      </Form>
    </CenteredCardLayout>
  );
}

/** The account has two-step verification on: a code was e-mailed (the code screen is the next step). */
function TwoFactorNotice({ maskedEmail }: { maskedEmail: string }) {
  return (
    <p>
      <Trans>Two-step verification is on for this account. A verification code was sent to {maskedEmail}.</Trans>
    </p>
  );
}
