import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@ds/AlertDialog';
import { Button } from '@ds/Button';
import { Dialog } from '@ds/Dialog';
import { InlineAlert } from '@ds/InlineAlert';
import { Select } from '@ds/Select';
import { memberListQueryOptions } from '@console/api/queries/members';
import { ownershipTransferMutationOptions } from '@console/api/queries/organization';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import styles from './OwnershipTransfer.module.scss';
import { useCatalog } from '../catalog';

/** Spec section 2's toasts: "owner-transfer submitted" and "owner-transfer request failed". */
export const ownershipTransferSubmittedToast = msg`The ownership transfer has been requested. It completes when the member accepts.`;
export const ownershipTransferFailedToast = msg`The ownership transfer request failed.`;

/** The member list is read in one page for the choice (the API's largest page). */
const CANDIDATE_PAGE_SIZE = 100;

export interface OwnershipTransferDialogProps {
  /** The member chosen when the dialog opens, if it is a candidate. */
  preselectedEmail: string | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The transfer's dialog: choose an Active member (a select of the candidates), then confirm. Loaded on its first
 * opening (OwnershipTransfer.tsx), with the select's collection code.
 */
export function OwnershipTransferDialog({ preselectedEmail, isOpen, onOpenChange }: OwnershipTransferDialogProps) {
  useCatalog();
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
    onOpenChange(false);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
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
