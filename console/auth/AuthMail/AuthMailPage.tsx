import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Icon } from '@ds/Icon';
import { Stack } from '@ds/Stack';
import type { MailPurpose } from '@console/app/search';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import iconStyles from './AuthMailPage.module.scss';
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
  /** Secondary link under the card (back to sign-in). */
  footer?: ReactNode;
}

/**
 * The pages a mailed link leads to when it no longer works, and the "check your inbox" page after a
 * mail was sent (spec section 2, auth-mail). Links are valid for 1 hour and work once.
 */
export function AuthMailPage({ kind, email, purpose = 'signup', action, footer }: AuthMailPageProps) {
  useCatalog();
  const sent = kind === 'send-success';
  return (
    <CenteredCardLayout aria-labelledby="auth-mail-title" footer={footer}>
      <Stack gap={5}>
        <span className={iconStyles.icon} data-tone={sent ? 'info' : 'warning'}>
          <Icon name={sent ? 'inbox' : 'warning'} size={24} />
        </span>
        <Stack gap={2}>
          <h1 id="auth-mail-title" className={styles.title}>
            {kind === 'invalid-reset' && <Trans>This reset link is no longer valid</Trans>}
            {kind === 'invalid-email' && <Trans>This verification link is no longer valid</Trans>}
            {sent && <Trans>Check your inbox</Trans>}
          </h1>
          <p className={styles.lead}>
            {kind === 'invalid-reset' && (
              <Trans>A link to reset a password works once, for 1 hour. Ask for a new link and use the latest mail.</Trans>
            )}
            {kind === 'invalid-email' && (
              <Trans>A sign-up link works once, for 1 hour. Start the sign-up again to get a new link.</Trans>
            )}
            {sent && <SentText email={email} purpose={purpose} />}
          </p>
          {sent && (
            <p className={styles.lead}>
              <Trans>No mail after a few minutes? Check your spam folder, or start again to get a new link.</Trans>
            </p>
          )}
        </Stack>
        {action}
      </Stack>
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
