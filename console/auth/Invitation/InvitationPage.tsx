import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { InlineAlert } from '@ds/InlineAlert';
import { Icon } from '@ds/Icon';
import { TextField } from '@ds/TextField';
import { formatDateTime } from '@ds/DateTime';
import { invitationAcceptMutationOptions } from '@console/api/queries/auth';
import type { InvitationResponse } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { useHangulNamesFont } from '@console/app/useHangulNamesFont';
import { hasRequiredConsents, TermsConsent, agreedTerms } from '@console/auth/AuthForm/TermsConsent';
import { NewPasswordFields, useNewPassword } from '@console/shared/NewPassword';
import { extraInfoLimits, extraInfoMessages } from '@console/shared/extraInfo';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { BackToSignInLink } from '../AuthForm/EntryLinks';
import { useCatalog } from '../catalog';

export interface InvitationPageProps {
  token: string;
  invitation: InvitationResponse;
  /** Accepted: a session is open in the inviting organisation. */
  onAccepted: () => void;
}

/**
 * An invitation to join an organisation (spec section 2, signup/invitation). Someone with an account only
 * accepts; someone new also gives a name, a password (live rules) and the terms.
 */
export function InvitationPage({ token, invitation, onAccepted }: InvitationPageProps) {
  useCatalog();
  useHangulNamesFont();
  const { t, i18n } = useLingui();
  const services = useServices();
  const accept = useMutation(invitationAcceptMutationOptions(services, token));
  const { email, organizationName, inviterName, expiresAt, registered } = invitation;
  const [name, setName] = useState('');
  const [consents, setConsents] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const form = useNewPassword(email, accept.error, () => {
    if (accept.isError) accept.reset();
  });
  const nameError = submitted && !registered && name.trim() === '' ? extraInfoMessages.name : undefined;
  const termsInvalid = submitted && !registered && !hasRequiredConsents(consents);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (registered) {
      accept.mutate({}, { onSuccess: onAccepted });
      return;
    }
    const passwordOk = form.check();
    if (!passwordOk || name.trim() === '' || !hasRequiredConsents(consents)) return;
    accept.mutate(
      { name: name.trim(), password: form.values.password, verifyPassword: form.values.confirm, terms: agreedTerms(consents.includes('thirdParty')) },
      { onSuccess: onAccepted },
    );
  };
  const until = formatDateTime(expiresAt, i18n.locale, 'date');
  const from = inviterName || organizationName;

  return (
    <CenteredCardLayout
      width="lg"
      titleId="invitation-title"
      title={<Trans>Join {organizationName}</Trans>}
      lead={
        <Trans>
          {from} invited {email} to work with them in the console. The invitation is valid until {until}.
        </Trans>
      }
      links={<BackToSignInLink />}
    >
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
        {registered ? (
          <p className={styles.lead}>
            <Trans>You already have an account with this e-mail. Accept to add {organizationName} to it.</Trans>
          </p>
        ) : (
          <>
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <TextField
              label={t`Name`}
              name="name"
              autoComplete="name"
              size="lg"
              isRequired
              maxLength={extraInfoLimits.name}
              showCounter
              value={name}
              onChange={setName}
              isInvalid={nameError !== undefined}
              errorMessage={nameError ? i18n._(nameError) : undefined}
            />
            <NewPasswordFields email={email} values={form.values} onChange={form.setValues} errors={form.errors} label={t`Password`} />
            <TermsConsent value={consents} onChange={setConsents} isInvalid={termsInvalid} />
          </>
        )}
        {form.formError && (
          <InlineAlert tone="error" role="alert">
            {i18n._(form.formError)}
          </InlineAlert>
        )}
        <Button type="submit" size="lg" fullWidth isPending={accept.isPending}>
          {registered ? <Trans>Accept the invitation</Trans> : <Trans>Create the account and join</Trans>}
        </Button>
      </Form>
    </CenteredCardLayout>
  );
}

export interface InvalidInvitationPageProps {
  action: ReactNode;
}

/** The invitation link is used, cancelled, expired or unknown: the spec's "invalid link" message. */
export function InvalidInvitationPage({ action }: InvalidInvitationPageProps) {
  useCatalog();
  return (
    <CenteredCardLayout
      icon={<Icon name="warning" size={24} />}
      iconTone="warning"
      titleId="invitation-invalid-title"
      title={<Trans>This invitation link is invalid.</Trans>}
      lead={
        <Trans>It may have expired, been cancelled or been used already. Ask the person who invited you to send a new invitation.</Trans>
      }
    >
      {action}
    </CenteredCardLayout>
  );
}
