import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Stack } from '@ds/Stack';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { useCatalog } from '../catalog';

export interface SignInFirstPageProps {
  /** Why this step needs a sign-in first (the step's own words). */
  children: ReactNode;
  /** The way back: a button-styled router link to sign-in. */
  action: ReactNode;
}

/** A step of the sign-in flow opened on its own (a bookmark, an old tab, a used link): start again. */
export function SignInFirstPage({ children, action }: SignInFirstPageProps) {
  useCatalog();
  return (
    <CenteredCardLayout aria-labelledby="sign-in-first-title">
      <Stack gap={5}>
        <Stack gap={2}>
          <h1 id="sign-in-first-title" className={styles.title}>
            <Trans>Sign in first</Trans>
          </h1>
          <p className={styles.lead}>{children}</p>
        </Stack>
        {action}
      </Stack>
    </CenteredCardLayout>
  );
}
