import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Icon } from '@ds/Icon';
import type { MailPurpose } from '@console/app/search';
import { BackToSignInLink } from '../AuthForm/EntryLinks';
import { useCatalog } from '../catalog';

export type AuthMailKind = 'invalid-reset' | 'invalid-email' | 'send-success';

export interface AuthMailPageProps {
  kind: AuthMailKind;
  /** Where the mail went (send-success), when the previous step passed it on. */
  email?: string | undefined;
  /** What the mail is for (send-success). @default 'signup' */
  purpose?: MailPurpose;
  /** The next step: a button-styled router link. */
  action: ReactNode;
}

/**
 * The pages a mailed link leads to when it no longer works, and the "check your inbox" page after a
 * mail was sent (spec section 2, auth-mail). Links are valid for 1 hour and work once. Every one ends with
 * "Back to sign-in" (on send-success that is the page's action itself).
 */
export function AuthMailPage({ kind, email, purpose = 'signup', action }: AuthMailPageProps) {
  useCatalog();
  const sent = kind === 'send-success';
  return (
    <CenteredCardLayout
      icon={<Icon name={sent ? 'inbox' : 'warning'} size={24} />}
      iconTone={sent ? 'info' : 'warning'}
      titleId="auth-mail-title"
      title={
        <>
          {kind === 'invalid-reset' && <Trans>This reset link is no longer valid</Trans>}
          {kind === 'invalid-email' && <Trans>This verification link is no longer valid</Trans>}
          {sent && <Trans>Check your inbox</Trans>}
        </>
      }
      lead={
        <>
          <p>
            {kind === 'invalid-reset' && (
              <Trans>A link to reset a password works once, for 1 hour. Ask for a new link and use the latest mail.</Trans>
            )}
            {kind === 'invalid-email' && (
              <Trans>A sign-up link works once, for 1 hour. Start the sign-up again to get a new link.</Trans>
            )}
            {sent && <SentText email={email} purpose={purpose} />}
          </p>
          {sent && (
            <p>
              <Trans>No mail after a few minutes? Check your spam folder, or start again to get a new link.</Trans>
            </p>
          )}
        </>
      }
      links={sent ? undefined : <BackToSignInLink />}
    >
      {action}
    </CenteredCardLayout>
  );
}

function SentText({ email, purpose }: { email: string | undefined; purpose: MailPurpose }) {
  if (purpose === 'reset') {
    return email ? (
      <Trans>We sent a link to {email}. Open it within 1 hour to set a new password.</Trans>
    ) : (
      <Trans>We sent you a link. Open it within 1 hour to set a new password.</Trans>
    );
  }
  return email ? (
    <Trans>We sent a link and a temporary password to {email}. Open the link within 1 hour to finish signing up.</Trans>
  ) : (
    <Trans>We sent you a link and a temporary password. Open the link within 1 hour to finish signing up.</Trans>
  );
}
