import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { StatusLabel } from '@ds/StatusLabel';
import { isApiError } from '@console/api/isApiError';
import { twoFactorCodeMutationOptions } from '@console/api/queries/account';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { codeSendFailedToast } from './twoFactorWords';
import styles from './SecurityPage.module.scss';
import { useCatalog } from '../catalog';

export { codeSendFailedToast, twoFactorFailedToast, twoFactorOffToast, twoFactorOnToast } from './twoFactorWords';

// Opened once a code is sent: its code (React Aria's modal, the code field) downloads then.
const TwoFactorCodeDialog = lazy(() => import('./TwoFactorCodeDialog').then((module) => ({ default: module.TwoFactorCodeDialog })));

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
      {/* Mounted only while open, not kept like MountOnFirstOpen's dialogs: each opening starts with an empty code and
          a fresh countdown for the code just sent. */}
      {isOpen && (
        <Suspense fallback={null}>
          <TwoFactorCodeDialog enable={target} email={email} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}

