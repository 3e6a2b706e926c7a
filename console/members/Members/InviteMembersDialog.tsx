import { lazy, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Icon } from '@ds/Icon';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useCatalog } from '../catalog';

// Opened on a press only: the dialog's code (React Aria's modal, the address fields, the role choices) downloads on
// the first opening (MountOnFirstOpen).
const InviteDialog = lazy(() => import('@console/members/MemberInvite/InviteDialog').then((module) => ({ default: module.InviteDialog })));

export interface InviteMembersDialogProps {
  /** The address's language segment (the plan and dashboard links keep it). */
  locale: string;
}

/**
 * The invite button and its dialog (spec sections 2, 5, 6): up to 10 addresses at once, typed row by row or
 * pasted as a list, checked while typed; a role per subscribed product granted when the invitation is
 * accepted. Refused with the reason before the form when nothing is subscribed, the plan cannot invite or
 * its member allowance is used up. Focus returns to the button when it closes.
 */
export function InviteMembersDialog({ locale }: InviteMembersDialogProps) {
  useCatalog();
  const [isOpen, setOpen] = useState(false);
  // A new dialog per opening: every opening starts from an empty form and fresh plan facts.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        icon={<Icon name="plus" />}
        data-action="invite"
        onPress={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        <Trans>Invite members</Trans>
      </Button>
      <MountOnFirstOpen isOpen={isOpen}>
        <InviteDialog key={opening} locale={locale} isOpen={isOpen} onOpenChange={setOpen} />
      </MountOnFirstOpen>
    </>
  );
}
