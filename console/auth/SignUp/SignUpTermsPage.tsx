import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { useFormInertUntilHydrated } from '@console/app/useFormInertUntilHydrated';
import { Button } from '@ds/Button';
import { hasRequiredConsents, TermsConsent } from '@console/auth/AuthForm/TermsConsent';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { SignUpLayout } from './SignUpLayout';
import { useCatalog } from '../catalog';

export interface SignUpTermsPageProps {
  /** The required terms are agreed: go on to the e-mail step with the optional consent. */
  onAgreed: (consent: { thirdParty: boolean }) => void;
}

/** Sign-up, step 1: the terms (service, privacy, cookie required; third-party sharing optional). */
export function SignUpTermsPage({ onAgreed }: SignUpTermsPageProps) {
  useCatalog();
  const { t } = useLingui();
  const inertUntilHydrated = useFormInertUntilHydrated();
  const [consents, setConsents] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const isInvalid = submitted && !hasRequiredConsents(consents);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasRequiredConsents(consents)) onAgreed({ thirdParty: consents.includes('thirdParty') });
  };
  return (
    <SignUpLayout
      step="terms"
      titleId="signup-terms-title"
      title={<Trans>Create your account</Trans>}
      lead={<Trans>One account for every product: plans, cards, invoices and members in one place. Start by agreeing to the terms.</Trans>}
    >
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form} aria-label={t`Terms`} {...inertUntilHydrated}>
        <TermsConsent value={consents} onChange={setConsents} isInvalid={isInvalid} />
        <Button type="submit" size="lg" fullWidth>
          <Trans>Agree and continue</Trans>
        </Button>
      </Form>
    </SignUpLayout>
  );
}
