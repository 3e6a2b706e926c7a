import { lazy, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { memberStatusMutationOptions } from '@console/api/queries/members';
import { queryKeys } from '@console/api/queries/keys';
import type { MemberDetailResponse, MemberStatusChangeRequest } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useToaster } from '@console/app/ToasterContext';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal) downloads on the first opening (MountOnFirstOpen).
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));

export const deactivatedToast = msg`The member has been deactivated.`;
export const activatedToast = msg`The member has been activated.`;
/** Spec section 8, the status-change failure. */
export const statusFailedToast = msg`Failed to change the status. Please try again later.`;

/**
 * Status change (spec section 4): Active -> Inactive removes every service permission, Inactive -> Active;
 * both after a confirmation, each with its toast. Pending and Expired invitations and the owner have none.
 */
export function StatusChangeButton({ member }: { member: MemberDetailResponse }) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const queryClient = useQueryClient();
  const toaster = useToaster();
  const change = useMutation(memberStatusMutationOptions(services));
  const [open, setOpen] = useState(false);
  const who = member.name || member.email;

  if (member.isOwner || (member.status !== 'Active' && member.status !== 'Inactive')) return null;
  const deactivate = member.status === 'Active';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- API status values, not text
  const nextStatus: MemberStatusChangeRequest['status'] = deactivate ? 'Inactive' : 'Active';

  const confirm = async () => {
    try {
      await change.mutateAsync({ email: member.email, status: nextStatus });
      // A transfer waiting for this member is withdrawn when it is deactivated.
      if (deactivate) await queryClient.invalidateQueries({ queryKey: queryKeys.ownershipTransfer });
      toaster.push({ body: deactivate ? deactivatedToast : activatedToast, type: 'success' });
    } catch {
      toaster.push({ body: statusFailedToast, type: 'error' });
    }
  };

  return (
    <>
      <Button variant={deactivate ? 'danger' : 'primary'} onPress={() => setOpen(true)}>
        {deactivate ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
      </Button>
      <MountOnFirstOpen isOpen={open}>
        {deactivate ? (
          <AlertDialog
            isOpen={open}
            onOpenChange={setOpen}
            variant="destructive"
            title={t`Deactivate this member?`}
            confirmLabel={t`Deactivate`}
            onConfirm={confirm}
          >
            <Trans>
              {who} becomes Inactive and all service permissions are removed. Activating the member again does not
              restore them.
            </Trans>
          </AlertDialog>
        ) : (
          <AlertDialog isOpen={open} onOpenChange={setOpen} title={t`Activate this member?`} confirmLabel={t`Activate`} onConfirm={confirm}>
            <Trans>{who} becomes Active again, without service permissions until you set them.</Trans>
          </AlertDialog>
        )}
      </MountOnFirstOpen>
    </>
  );
}
