import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
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
    <CenteredCardLayout titleId="sign-in-first-title" title={<Trans>Sign in first</Trans>} lead={children}>
      {action}
    </CenteredCardLayout>
  );
}
