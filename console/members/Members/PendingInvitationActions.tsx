import { lazy, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { cancelInvitationMutationOptions, resendInvitationMutationOptions } from '@console/api/queries/members';
import type { MemberSummary } from '@contract/schemas/members';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import '../catalog';

// Opened on a press only: its code (React Aria's modal) downloads on the first opening (MountOnFirstOpen).
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));

/** A row that is an invitation, not yet a member: it can be resent (also once expired) or cancelled. */
export function isInvitation(member: Pick<MemberSummary, 'status'>): boolean {
  return member.status === 'Pending' || member.status === 'Expired';
}

/**
 * Resend and cancel of a pending (or expired) invitation, each with its toasts (spec section 4: pending
 * invitations can be resent or cancelled). Cancelling asks first; resending does not (it only mails again).
 */
export function usePendingInvitationActions() {
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const resend = useMutation(resendInvitationMutationOptions(services));
  const cancel = useMutation(cancelInvitationMutationOptions(services));
  const [toCancel, setToCancel] = useState<string | null>(null);

  const resendTo = (email: string) => {
    resend.mutate(
      { email },
      {
        onSuccess: () => toaster.push({ type: 'success', body: t`The invitation was sent again to ${email}.` }),
        onError: () => toaster.push({ type: 'error', body: t`Failed to resend the invitation. Please try again later.` }),
      },
    );
  };

  const confirmCancel = async () => {
    if (!toCancel) return;
    const email = toCancel;
    try {
      await cancel.mutateAsync({ email });
    } catch (error) {
      // The dialog stays open (AlertDialog keeps it on a rejection) with the reason, to try again or keep it.
      toaster.push({ type: 'error', body: t`Failed to cancel the invitation. Please try again later.` });
      throw error;
    }
    toaster.push({ type: 'success', body: t`The invitation to ${email} was cancelled.` });
  };

  const dialog = (
    <MountOnFirstOpen isOpen={toCancel !== null}>
      <AlertDialog
        title={t`Cancel this invitation?`}
        variant="destructive"
        confirmLabel={t`Cancel invitation`}
        cancelLabel={t`Keep invitation`}
        isOpen={toCancel !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            cancel.reset();
            setToCancel(null);
          }
        }}
        onConfirm={confirmCancel}
      >
        <Trans>The invitation link sent to {toCancel} will stop working. You can invite this address again later.</Trans>
        {cancel.isError && (
          <span role="alert">
            {' '}
            <Trans>Failed to cancel the invitation. Please try again later.</Trans>
          </span>
        )}
      </AlertDialog>
    </MountOnFirstOpen>
  );

  return {
    resendTo,
    askToCancel: setToCancel,
    isResending: (email: string) => resend.isPending && resend.variables.email === email,
    dialog,
  };
}
