import { useContext, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Countdown } from '@ds/Countdown';
import { Dialog } from '@ds/Dialog';
import { StatusLabel } from '@ds/StatusLabel';
import { VerificationCodeField } from '@ds/VerificationCodeField';
import { messageForError } from '@console/api/contextMessages';
import { isApiError } from '@console/api/isApiError';
import { twoFactorCodeMutationOptions, twoFactorMutationOptions } from '@console/api/queries/account';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { ResendWaitContext } from './resendWait';
import styles from './SecurityPage.module.scss';
import { useCatalog } from './catalog';

export const twoFactorOnToast = msg`Two-step verification is on.`;
export const twoFactorOffToast = msg`Two-step verification is off.`;
export const twoFactorFailedToast = msg`Failed to change two-step verification. Please try again later.`;
export const codeSendFailedToast = msg`Failed to send the verification code. Please try again later.`;

/** The code errors shown on the field (spec section 8); anything else is a failure toast. */
const codeErrors: ReadonlySet<string> = new Set(['TWO_FA_CODE_MISMATCH', 'TWO_FA_CODE_EXPIRED', 'TWO_FA_TOO_MANY_ATTEMPTS']);

/**
 * Two-step verification on or off (spec sections 4 and 8): the switch is confirmed by a 6-digit code e-mailed
 * to the user, entered in a dialog; a new code after the countdown; the three code messages on the field.
 */
export function TwoFactorSection({ enabled, email }: { enabled: boolean; email: string }) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const sendCode = useMutation(twoFactorCodeMutationOptions(services));
  const [isOpen, setOpen] = useState(false);
  const target = !enabled;

  const start = () =>
    sendCode.mutate(
      { purpose: target ? 'ENABLE' : 'DISABLE' },
      {
        onSuccess: () => setOpen(true),
        onError: (error) =>
          toaster.push({ type: 'error', body: isApiError(error) && error.errorCode === 'TWO_FA_RESEND_TOO_SOON' ? error.descriptor : codeSendFailedToast }),
      },
    );

  return (
    <Card title={t`Two-step verification`} headingLevel={2}>
      <div className={styles.setting} data-section="two-factor" data-enabled={enabled}>
        <div className={styles.settingText}>
          <StatusLabel
            vocabulary="custom"
            tone={enabled ? 'success' : 'neutral'}
            icon={enabled ? 'checkCircle' : 'minusCircle'}
            label={enabled ? t`On` : t`Off`}
          />
          <p className={styles.text}>
            <Trans>After your password, sign-in asks for a 6-digit code sent to your e-mail.</Trans>
          </p>
        </div>
        <Button variant={enabled ? 'secondary' : 'primary'} onPress={start} isPending={sendCode.isPending} data-action="two-factor">
          {enabled ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
        </Button>
      </div>
      {isOpen && <CodeDialog enable={target} email={email} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function CodeDialog({ enable, email, onClose }: { enable: boolean; email: string; onClose: () => void }) {
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
