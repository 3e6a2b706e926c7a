import { lazy, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { InlineAlert } from '@ds/InlineAlert';
import { formatDateTime } from '@ds/DateTime';
import { cancelOwnershipTransferMutationOptions, ownershipTransferStateQueryOptions } from '@console/api/queries/organization';
import { useServices } from '@console/app/ServicesContext';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useToaster } from '@console/app/ToasterContext';
import styles from './OwnershipTransfer.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: the dialogs' code (React Aria's modal; the candidates' select with its collection code)
// downloads on the first opening (MountOnFirstOpen).
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));
const OwnershipTransferDialog = lazy(() =>
  import('./OwnershipTransferDialog').then((module) => ({ default: module.OwnershipTransferDialog })),
);

export const ownershipTransferCancelledToast = msg`The ownership transfer request has been cancelled.`;
export const ownershipTransferCancelFailedToast = msg`The ownership transfer request could not be cancelled. Please try again later.`;

export interface OwnershipTransferButtonProps {
  /**
   * The member chosen when the dialog opens (the member detail page passes the member it shows).
   * @default undefined
   */
  preselectedEmail?: string;
}

/**
 * Ownership transfer (spec sections 2 and 6; the rules are in docs/decisions.md): choose an Active member,
 * confirm, and the request waits up to 7 days for that member to accept. While one is pending the owner sees it
 * and can cancel it; a second request is not offered.
 */
export function OwnershipTransferButton({ preselectedEmail }: OwnershipTransferButtonProps) {
  useCatalog();
  const services = useServices();
  const state = useQuery(ownershipTransferStateQueryOptions(services));
  const pending = state.data?.status === 'PENDING' ? state.data : null;

  if (pending?.toEmail) {
    return <PendingTransfer toEmail={pending.toEmail} expiresAt={pending.expiresAt} />;
  }
  return <TransferDialogTrigger preselectedEmail={preselectedEmail} isDisabled={state.isPending} />;
}

function PendingTransfer({ toEmail, expiresAt }: { toEmail: string; expiresAt: string | null }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const cancel = useMutation(cancelOwnershipTransferMutationOptions(services));
  const [confirmOpen, setConfirmOpen] = useState(false);
  const until = expiresAt ? formatDateTime(expiresAt, i18n.locale, 'date') : null;

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync();
      toaster.push({ body: ownershipTransferCancelledToast, type: 'success' });
    } catch {
      toaster.push({ body: ownershipTransferCancelFailedToast, type: 'error' });
    }
  };

  return (
    <div className={styles.root} data-transfer="pending">
      <InlineAlert
        tone="info"
        role="status"
        title={t`Ownership transfer pending`}
        action={
          <>
            <Button variant="secondary" size="sm" onPress={() => setConfirmOpen(true)}>
              <Trans>Cancel request</Trans>
            </Button>
            <MountOnFirstOpen isOpen={confirmOpen}>
              <AlertDialog
                isOpen={confirmOpen}
                onOpenChange={setConfirmOpen}
                title={t`Cancel the ownership transfer?`}
                confirmLabel={t`Cancel request`}
                cancelLabel={t`Keep request`}
                onConfirm={confirmCancel}
              >
                <Trans>{toEmail} can no longer accept it, and you stay the owner.</Trans>
              </AlertDialog>
            </MountOnFirstOpen>
          </>
        }
      >
        {until ? (
          <Trans>
            {toEmail} has been asked to become the owner and can accept until {until}. You stay the owner until then.
          </Trans>
        ) : (
          <Trans>{toEmail} has been asked to become the owner. You stay the owner until the member accepts.</Trans>
        )}
      </InlineAlert>
    </div>
  );
}

function TransferDialogTrigger({ preselectedEmail, isDisabled }: { preselectedEmail: string | undefined; isDisabled: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div className={styles.root} data-transfer="none">
      <Button variant="secondary" isDisabled={isDisabled} onPress={() => setOpen(true)}>
        <Trans>Transfer ownership</Trans>
      </Button>
      <MountOnFirstOpen isOpen={isOpen}>
        <OwnershipTransferDialog preselectedEmail={preselectedEmail} isOpen={isOpen} onOpenChange={setOpen} />
      </MountOnFirstOpen>
    </div>
  );
}
