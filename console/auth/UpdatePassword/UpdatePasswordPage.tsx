import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { InlineAlert } from '@ds/InlineAlert';
import { formatDateTime } from '@ds/DateTime';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { isApiError } from '@console/api/isApiError';
import { passwordExtendMutationOptions, passwordUpdateMutationOptions } from '@console/api/queries/auth';
import { useServices } from '@console/app/ServicesContext';
import { NewPasswordFields, useNewPassword } from '@console/shared/NewPassword';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { BackToSignInLink } from '../AuthForm/EntryLinks';
import { useCatalog } from '../catalog';

export interface UpdatePasswordPageProps {
  /** The one-time token from the sign-in answer (`passwordChangeToken`). */
  token: string;
  /** The account's e-mail when the sign-in form passed it on (for the user-ID rule); empty otherwise. */
  email: string;
  /** When the password expired (ISO), if known. */
  expiredAt?: string | undefined;
  /** After a new password was saved: the user signs in again with it. */
  onChanged: () => void;
  /** After the 90-day extension: a session is open, with the new expiry date. */
  onExtended: (validUntil: string) => void;
}

/**
 * An expired password (spec sections 5 and 8): choose a new one with the live rules, or keep the current
 * one for 90 more days. What was typed stays after an error.
 */
export function UpdatePasswordPage({ token, email, expiredAt, onChanged, onExtended }: UpdatePasswordPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const update = useMutation(passwordUpdateMutationOptions(services));
  const extend = useMutation(passwordExtendMutationOptions(services));
  const form = useNewPassword(email, update.error, () => {
    if (update.isError) update.reset();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    extend.reset();
    if (!form.check()) return;
    update.mutate(
      { passwordChangeToken: token, newPassword: form.values.password, verifyPassword: form.values.confirm },
      { onSuccess: onChanged },
    );
  };
  const keepCurrent = () => {
    update.reset();
    extend.mutate({ passwordChangeToken: token }, { onSuccess: (answer) => onExtended(answer.passwordExpiresDate) });
  };
  const extendError = extend.error ? (isApiError(extend.error) ? extend.error.descriptor : genericErrorMessage) : undefined;
  const alert = form.formError ?? extendError;
  const expiredOn = expiredAt && !Number.isNaN(Date.parse(expiredAt)) ? formatDateTime(expiredAt, i18n.locale, 'date') : null;

  return (
    <CenteredCardLayout
      title={<Trans>Change your password</Trans>}
      titleId="update-password-title"
      lead={
        expiredOn ? (
          <Trans>Your password expired on {expiredOn}. Choose a new one, or keep the current one for 90 more days.</Trans>
        ) : (
          <Trans>Your password has expired. Choose a new one, or keep the current one for 90 more days.</Trans>
        )
      }
      links={<BackToSignInLink />}
    >
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <NewPasswordFields email={email} values={form.values} onChange={form.setValues} errors={form.errors} />
        {alert && (
          <InlineAlert tone="error" role="alert">
            {i18n._(alert)}
          </InlineAlert>
        )}
        <div className={styles.actions}>
          <Button type="submit" size="lg" fullWidth isPending={update.isPending} isDisabled={extend.isPending}>
            <Trans>Change password</Trans>
          </Button>
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            onPress={keepCurrent}
            isPending={extend.isPending}
            isDisabled={update.isPending}
            aria-describedby="update-password-extend-help"
          >
            <Trans>Keep it for 90 more days</Trans>
          </Button>
          <p id="update-password-extend-help" className={styles.divider}>
            {t`You can change it any time in Account, Security.`}
          </p>
        </div>
      </Form>
    </CenteredCardLayout>
  );
}
