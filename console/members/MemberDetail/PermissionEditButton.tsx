import { lazy, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import type { MemberDetailResponse } from '@contract/schemas';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import styles from './MemberDetailPage.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: the dialog's code (React Aria's modal, radio groups, checkboxes) downloads on the first
// opening (MountOnFirstOpen).
const PermissionEditDialog = lazy(() => import('./PermissionEditDialog').then((module) => ({ default: module.PermissionEditDialog })));

export interface PermissionEditButtonProps {
  member: MemberDetailResponse;
  /** Why the member cannot be edited (not Active, the owner); the button is then disabled with this reason. */
  disabledReason?: string | undefined;
}

/**
 * "Edit permissions" and its dialog (spec sections 2, 5 and 6): a role per subscribed product, Admin for every
 * product, Operator only for NetFUNNEL, the bot-detection product with at least one of its service domains.
 * Only Active members; the plan's member limit is the server's answer. Focus returns to the button.
 */
export function PermissionEditButton({ member, disabledReason }: PermissionEditButtonProps) {
  useCatalog();
  const [isOpen, setOpen] = useState(false);
  if (disabledReason !== undefined) {
    return (
      <div className={styles.disabledAction}>
        <Button variant="secondary" isDisabled aria-describedby="permission-edit-reason">
          <Trans>Edit permissions</Trans>
        </Button>
        <p id="permission-edit-reason" className={styles.reason}>
          {disabledReason}
        </p>
      </div>
    );
  }
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Edit permissions</Trans>
      </Button>
      <MountOnFirstOpen isOpen={isOpen}>
        <PermissionEditDialog member={member} isOpen={isOpen} onOpenChange={setOpen} />
      </MountOnFirstOpen>
    </>
  );
}
