import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Countdown } from '@ds/Countdown';
import { VerificationCodeField } from '@ds/VerificationCodeField';
import { isApiError } from '@console/api/isApiError';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { twoFactorResendMutationOptions, twoFactorVerifyMutationOptions } from '@console/api/queries/auth';
import type { SignInSession, TwoFactorChallenge } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import authForm from '@console/auth/AuthForm/AuthForm.module.scss';
import { BackToSignInLink } from '../AuthForm/EntryLinks';
import styles from './TwoFactorPage.module.scss';
import { useCatalog } from '../catalog';

export interface TwoFactorPageProps {
  /** The challenge from the sign-in answer (or the last resend). */
  challenge: Pick<TwoFactorChallenge, 'challengeId' | 'maskedEmail'>;
  /** Called once the code is accepted (the session is stored by then). */
  onVerified: (session: SignInSession) => void;
  /**
   * Seconds before "Send a new code" appears, counted on this device from when the code was sent (the
   * server's `resendAvailableAt` is in the server's clock; it still refuses an early resend).
   * @default 60
   */
  resendWaitSeconds?: number;
}

/**
 * Two-step verification at sign-in (spec sections 4 and 8): the 6-digit code e-mailed to the user, resend
 * after a countdown, and the three messages for a wrong, an expired and a too-often-tried code.
 */
export function TwoFactorPage({ challenge: initial, onVerified, resendWaitSeconds = 60 }: TwoFactorPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const verify = useMutation(twoFactorVerifyMutationOptions(services));
  const resend = useMutation(twoFactorResendMutationOptions(services));
  const [challenge, setChallenge] = useState(initial);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [resendRound, setResendRound] = useState(0);
  const [canResend, setCanResend] = useState(resendWaitSeconds <= 0);

  const submit = (value: string) => {
    setSubmitted(true);
    if (!/^\d{6}$/.test(value)) return;
    verify.mutate({ challengeId: challenge.challengeId, code: value }, { onSuccess: onVerified });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(code);
  };
  const requestNewCode = () => {
    resend.mutate(
      { challengeId: challenge.challengeId },
      {
        onSuccess: (next) => {
          setChallenge(next);
          setCode('');
          setSubmitted(false);
          verify.reset();
          setCanResend(resendWaitSeconds <= 0);
          setResendRound((round) => round + 1);
        },
      },
    );
  };

  const { maskedEmail } = challenge;
  const serverCode = isApiError(verify.error) ? verify.error.errorCode : undefined;
  const tooManyAttempts = serverCode === 'TWO_FA_TOO_MANY_ATTEMPTS';
  const verifyMessage = verify.error ? i18n._(isApiError(verify.error) ? verify.error.descriptor : genericErrorMessage) : undefined;
  const incomplete = submitted && !verify.isPending && code.length < 6 && !verify.error;
  const fieldError = incomplete ? t`Enter the 6-digit code.` : verifyMessage;
  const resendError = resend.error ? i18n._(isApiError(resend.error) ? resend.error.descriptor : genericErrorMessage) : undefined;

  return (
    <CenteredCardLayout
      titleId="two-factor-title"
      title={<Trans>Two-step verification</Trans>}
      lead={<Trans>Enter the 6-digit code we sent to {maskedEmail}. The code is valid for 3 minutes.</Trans>}
      links={<BackToSignInLink />}
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" className={authForm.form}>
        <VerificationCodeField
          label={t`Verification code`}
          name="code"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the screen's one task; the user arrives from submitting sign-in
          autoFocus
          value={code}
          onChange={(next) => {
            setCode(next);
            // Typing again starts over: no message until the next submit.
            setSubmitted(false);
            if (verify.isError && !tooManyAttempts) verify.reset();
          }}
          onComplete={submit}
          isInvalid={fieldError !== undefined}
          errorMessage={fieldError}
          isDisabled={tooManyAttempts || verify.isPending}
        />
        <Button type="submit" size="lg" fullWidth isPending={verify.isPending} isDisabled={tooManyAttempts}>
          <Trans>Verify</Trans>
        </Button>
      </Form>
      <div className={styles.resend}>
        {canResend ? (
          <Button variant="tertiary" onPress={requestNewCode} isPending={resend.isPending}>
            <Trans>Send a new code</Trans>
          </Button>
        ) : (
          <p className={styles.countdown}>
            <Countdown
              key={resendRound}
              seconds={resendWaitSeconds}
              onComplete={() => setCanResend(true)}
            >
              {(time) => t`You can request a new code in ${time}.`}
            </Countdown>
          </p>
        )}
        {resendError && (
          <p role="alert" className={styles.error}>
            {resendError}
          </p>
        )}
      </div>
    </CenteredCardLayout>
  );
}
