import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Stack } from '@ds/Stack';
import { Stepper } from '@ds/Stepper';
import { formatCount } from '@ds/i18n/formatters';
import { HaveAccountLink } from '../AuthForm/EntryLinks';
import layout from './SignUpLayout.module.scss';
import { useCatalog } from '../catalog';

export type SignUpStep = 'terms' | 'email' | 'region' | 'password';

/** Spec section 1: the sign-up page cites over 450 organisations as customers. */
const customerCount = 450;

export interface SignUpLayoutProps {
  step: SignUpStep;
  /** The h1's id: the card is labelled by it. */
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every sign-up step, in the entry pages' card: the step's title and lead, where the user is
 * (stepper), the form, the customer proof line and the way to sign-in for someone who has an account.
 */
export function SignUpLayout({ step, titleId, title, lead, children }: SignUpLayoutProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const count = formatCount(customerCount, i18n.locale);
  const steps = [
    { id: 'terms', label: t`Terms` },
    { id: 'email', label: t`E-mail` },
    { id: 'region', label: t`Region` },
    { id: 'password', label: t`Password` },
  ];
  return (
    <CenteredCardLayout width="lg" titleId={titleId} title={title} lead={lead} links={<HaveAccountLink />}>
      <Stack gap={6}>
        <Stepper steps={steps} currentStep={step} aria-label={t`Sign-up steps`} />
        {children}
        <p className={layout.proof}>
          <Trans>Over {count} organisations protect their traffic with us.</Trans>
        </p>
      </Stack>
    </CenteredCardLayout>
  );
}
