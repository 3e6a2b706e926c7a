import { lazy, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { EmailAddress } from '@ds/EmailAddress';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal, the text field) downloads on the first opening.
const ReceiptEmailDialog = lazy(() =>
  import('@console/shared/ReceiptEmail/ReceiptEmailDialog').then((module) => ({ default: module.ReceiptEmailDialog })),
);

interface ReceiptEmailProps {
  subscriptionId: string;
  /** The product's name, in the dialog's text. */
  product: string;
  email: string | null;
  disabledReason?: string | undefined;
}

/** The receipt e-mail and its change (ReceiptEmailDialog: validated before sending; a refusal keeps what was typed). */
export function ReceiptEmail({ subscriptionId, product, email, disabledReason }: ReceiptEmailProps) {
  useCatalog();
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  return (
    <div className={styles.receipt}>
      <span className={styles.identifier} data-receipt-email>
        {email ? <EmailAddress address={email} /> : t`Not set: receipts go to the owner's e-mail`}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => setOpen(true)}
        isDisabled={disabledReason !== undefined}
        aria-describedby={disabledReason !== undefined ? 'receipt-disabled' : undefined}
      >
        <Trans>Change</Trans>
      </Button>
      {disabledReason !== undefined && (
        <span id="receipt-disabled" className={styles.subtle}>
          {disabledReason}
        </span>
      )}
      <MountOnFirstOpen isOpen={isOpen}>
        <ReceiptEmailDialog editing={isOpen ? { subscriptionId, product, email: email ?? '' } : null} onClose={() => setOpen(false)} />
      </MountOnFirstOpen>
    </div>
  );
}
