import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@ds/PasswordField';
import { passwordLength } from '@contract/rules/password';
import { passwordRules, type NewPasswordErrors, type NewPasswordValues } from './passwordRules';

export interface NewPasswordFieldsProps {
  /** The account's e-mail: its local part is the user ID the password must not contain. */
  email: string;
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  /** Messages to show (the page shows them only after a submit, then live). */
  errors: NewPasswordErrors;
  /** Field label of the new password; "New password" by default. */
  label?: string;
  /** Control height: `lg` on the signed-out card pages, `md` inside the console, like every other field there. */
  size?: 'md' | 'lg';
}

/**
 * A new password and its confirmation, with the spec's rules as a live checklist under the first field.
 * Used wherever a password is chosen: update (expired), reset, sign-up and invitation.
 */
export function NewPasswordFields({ email, values, onChange, errors, label, size = 'lg' }: NewPasswordFieldsProps) {
  const { t, i18n } = useLingui();
  const rules = passwordRules(email).map((rule) => ({ id: rule.id, label: i18n._(rule.label), isMet: rule.isMet }));
  return (
    <>
      <PasswordField
        label={label ?? t`New password`}
        name="newPassword"
        autoComplete="new-password"
        size={size}
        isRequired
        maxLength={passwordLength.max}
        rules={rules}
        // An error (a reused password, a broken rule) takes the hint's place: the checklist stays under it.
        description={errors.password === undefined ? t`You cannot reuse your current or a previous password.` : undefined}
        value={values.password}
        onChange={(password) => onChange({ ...values, password })}
        isInvalid={errors.password !== undefined}
        errorMessage={errors.password ? i18n._(errors.password) : undefined}
      />
      <PasswordField
        label={t`Confirm the new password`}
        name="verifyPassword"
        autoComplete="new-password"
        size={size}
        isRequired
        maxLength={passwordLength.max}
        value={values.confirm}
        onChange={(confirm) => onChange({ ...values, confirm })}
        isInvalid={errors.confirm !== undefined}
        errorMessage={errors.confirm ? i18n._(errors.confirm) : undefined}
      />
    </>
  );
}
