import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@ds/AlertDialog';
import { Button } from '@ds/Button';
import { Dialog, DialogTrigger } from '@ds/Dialog';
import { InlineAlert } from '@ds/InlineAlert';
import { Select } from '@ds/Select';
import { memberListQueryOptions } from '@console/api/queries/members';
import {
  cancelOwnershipTransferMutationOptions,
  ownershipTransferMutationOptions,
  ownershipTransferStateQueryOptions,
} from '@console/api/queries/organization';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/pages/PageState';
import styles from './OwnershipTransfer.module.scss';
import { useCatalog } from './catalog';

/** Spec section 2's toasts: "owner-transfer submitted" and "owner-transfer request failed". */
export const ownershipTransferSubmittedToast = msg`The ownership transfer has been requested. It completes when the member accepts.`;
export const ownershipTransferFailedToast = msg`The ownership transfer request failed.`;
export const ownershipTransferCancelledToast = msg`The ownership transfer request has been cancelled.`;
export const ownershipTransferCancelFailedToast = msg`The ownership transfer request could not be cancelled. Please try again later.`;

/** The member list is read in one page for the choice (the API's largest page). */
const CANDIDATE_PAGE_SIZE = 100;

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
  const until = expiresAt ? i18n.date(expiresAt, { dateStyle: 'long' }) : null;

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
          <DialogTrigger>
            <Button variant="secondary" size="sm">
              <Trans>Cancel request</Trans>
            </Button>
            <AlertDialog
              title={t`Cancel the ownership transfer?`}
              confirmLabel={t`Cancel request`}
              cancelLabel={t`Keep request`}
              onConfirm={confirmCancel}
            >
              <Trans>{toEmail} can no longer accept it, and you stay the owner.</Trans>
            </AlertDialog>
          </DialogTrigger>
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
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary" isDisabled={isDisabled}>
          <Trans>Transfer ownership</Trans>
        </Button>
        <TransferDialog preselectedEmail={preselectedEmail} onDone={() => setOpen(false)} />
      </DialogTrigger>
    </div>
  );
}

function TransferDialog({ preselectedEmail, onDone }: { preselectedEmail: string | undefined; onDone: () => void }) {
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const members = useQuery(memberListQueryOptions(services, { pageNum: 0, pageSize: CANDIDATE_PAGE_SIZE }));
  const transfer = useMutation(ownershipTransferMutationOptions(services));
  const candidates = (members.data?.content ?? []).filter((member) => member.status === 'Active' && !member.isOwner);
  const preselected = candidates.some((member) => member.email === preselectedEmail) ? (preselectedEmail ?? null) : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const selected = chosen ?? preselected;
  const selectedMember = candidates.find((member) => member.email === selected);
  const newOwner = selectedMember ? selectedMember.name || selectedMember.email : '';
  const newOwnerEmail = selectedMember?.email ?? '';

  const submit = async () => {
    if (!selectedMember) return;
    try {
      await transfer.mutateAsync({ email: selectedMember.email });
      toaster.push({ body: ownershipTransferSubmittedToast, type: 'success' });
    } catch {
      toaster.push({ body: ownershipTransferFailedToast, type: 'error' });
    }
    // Either way the choice is over: the toast says how it went, and focus goes back to the page.
    onDone();
  };

  return (
    <Dialog
      title={t`Transfer ownership`}
      // While the confirmation is on top, a press in it is not a press outside this dialog.
      isDismissable={!confirmOpen}
      footer={
        <Button
          variant="danger"
          isDisabled={!members.isSuccess || candidates.length === 0}
          onPress={() => {
            setSubmitted(true);
            if (selectedMember) setConfirmOpen(true);
          }}
        >
          <Trans>Continue</Trans>
        </Button>
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.text}>
          <Trans>
            Choose an active member to become the owner. The member has 7 days to accept; until then you stay the owner
            and can cancel the request. After the transfer you become a member.
          </Trans>
        </p>
        {members.isPending ? (
          <PageLoading label={t`Loading the members…`} blocks={1} />
        ) : members.isError ? (
          <PageError error={members.error} onRetry={() => void members.refetch()} />
        ) : candidates.length === 0 ? (
          <InlineAlert tone="info" role="note">
            <Trans>There is no active member to transfer the ownership to.</Trans>
          </InlineAlert>
        ) : (
          <Select
            label={t`New owner`}
            name="newOwner"
            isRequired
            value={selected}
            onChange={(value) => setChosen(value === null ? null : String(value))}
            options={candidates.map((member) => ({
              id: member.email,
              label: member.name || member.email,
              ...(member.name ? { description: member.email } : {}),
            }))}
            isInvalid={submitted && !selectedMember}
            errorMessage={t`Choose the member who becomes the owner.`}
          />
        )}
      </div>
      {selectedMember && (
        <AlertDialog
          variant="destructive"
          isOpen={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={t`Transfer the ownership to ${newOwner}?`}
          confirmLabel={t`Transfer ownership`}
          onConfirm={submit}
        >
          <Trans>
            Once {newOwnerEmail} accepts, the member becomes the owner with your service permissions, and you become
            a member. Only the owner manages members and payments.
          </Trans>
        </AlertDialog>
      )}
    </Dialog>
  );
}
