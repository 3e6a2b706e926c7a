import { useContext, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Countdown } from '@ds/Countdown';
import { Dialog } from '@ds/Dialog';
import { VerificationCodeField } from '@ds/VerificationCodeField';
import { messageForError } from '@console/api/contextMessages';
import { isApiError } from '@console/api/isApiError';
import { twoFactorCodeMutationOptions, twoFactorMutationOptions } from '@console/api/queries/account';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { ResendWaitContext } from './resendWait';
import styles from './SecurityPage.module.scss';
import { useCatalog } from '../catalog';

import { codeErrors, twoFactorFailedToast, twoFactorOffToast, twoFactorOnToast } from './twoFactorWords';

/** The 6-digit code that confirms turning two-step verification on or off, with a new code after the countdown. */
export function TwoFactorCodeDialog({ enable, email, onClose }: { enable: boolean; email: string; onClose: () => void }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const resendWait = useContext(ResendWaitContext);
  const toggle = useMutation(twoFactorMutationOptions(services));
  const resend = useMutation(twoFactorCodeMutationOptions(services));
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [round, setRound] = useState(0);
  const [canResend, setCanResend] = useState(resendWait <= 0);

  const errorCode = isApiError(toggle.error) ? toggle.error.errorCode : undefined;
  const codeError =
    toggle.error && errorCode !== undefined && codeErrors.has(errorCode) ? i18n._(messageForError('security.twoFactor', toggle.error)) : undefined;
  const tooManyAttempts = errorCode === 'TWO_FA_TOO_MANY_ATTEMPTS';
  const incomplete = submitted && !toggle.isPending && code.length < 6 && !toggle.error;
  const fieldError = incomplete ? t`Enter the 6-digit code.` : codeError;
  const resendError = resend.error ? i18n._(messageForError('security.twoFactorCode', resend.error)) : undefined;

  const verify = (value: string) => {
    setSubmitted(true);
    if (!/^\d{6}$/.test(value)) return;
    toggle.mutate(
      { enabled: enable, code: value },
      {
        onSuccess: () => {
          toaster.push({ type: 'success', body: enable ? twoFactorOnToast : twoFactorOffToast });
          onClose();
        },
        onError: (error) => {
          if (!(isApiError(error) && error.errorCode !== undefined && codeErrors.has(error.errorCode))) {
            toaster.push({ type: 'error', body: twoFactorFailedToast });
          }
        },
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify(code);
  };
  const requestNewCode = () =>
    resend.mutate(
      { purpose: enable ? 'ENABLE' : 'DISABLE' },
      {
        onSuccess: () => {
          setCode('');
          setSubmitted(false);
          toggle.reset();
          setCanResend(resendWait <= 0);
          setRound((value) => value + 1);
        },
      },
    );

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={enable ? t`Turn on two-step verification` : t`Turn off two-step verification`}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="two-factor-code-form" isPending={toggle.isPending} isDisabled={tooManyAttempts}>
            {enable ? <Trans>Turn on</Trans> : <Trans>Turn off</Trans>}
          </Button>
        </>
      )}
    >
      <Form id="two-factor-code-form" onSubmit={onSubmit} validationBehavior="aria" className={styles.dialogForm}>
        <p className={styles.text}>
          <Trans>Enter the 6-digit code we sent to {email}. The code is valid for 3 minutes.</Trans>
        </p>
        <VerificationCodeField
          label={t`Verification code`}
          name="code"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one task; it opened because the user asked for the code
          autoFocus
          value={code}
          onChange={(next) => {
            setCode(next);
            // Typing again starts over: no message until the next submit.
            setSubmitted(false);
            if (toggle.isError && !tooManyAttempts) toggle.reset();
          }}
          onComplete={verify}
          isInvalid={fieldError !== undefined}
          errorMessage={fieldError}
          isDisabled={tooManyAttempts || toggle.isPending}
        />
        <div className={styles.resend}>
          {canResend ? (
            <Button variant="tertiary" onPress={requestNewCode} isPending={resend.isPending} data-action="resend-code">
              <Trans>Send a new code</Trans>
            </Button>
          ) : (
            <p className={styles.hint}>
              <Countdown key={round} seconds={resendWait} onComplete={() => setCanResend(true)}>
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
      </Form>
    </Dialog>
  );
}
