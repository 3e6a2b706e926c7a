import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Stack } from '@ds/Stack';
import { Stepper } from '@ds/Stepper';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
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
  footer?: ReactNode;
}

/** The frame of every sign-up step: where the user is (stepper), the step's title, the customer proof line. */
export function SignUpLayout({ step, titleId, title, lead, children, footer }: SignUpLayoutProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const count = i18n.number(customerCount);
  const steps = [
    { id: 'terms', label: t`Terms` },
    { id: 'email', label: t`E-mail` },
    { id: 'region', label: t`Region` },
    { id: 'password', label: t`Password` },
  ];
  return (
    <CenteredCardLayout aria-labelledby={titleId} width="lg" footer={footer}>
      <Stack gap={6}>
        <Stepper steps={steps} currentStep={step} aria-label={t`Sign-up steps`} />
        <Stack gap={2}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead != null && <p className={styles.lead}>{lead}</p>}
        </Stack>
        {children}
        <p className={layout.proof}>
          <Trans>Over {count} organisations protect their traffic with us.</Trans>
        </p>
      </Stack>
    </CenteredCardLayout>
  );
}
