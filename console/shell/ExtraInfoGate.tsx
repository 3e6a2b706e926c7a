import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Select } from '@ds/Select';
import { Icon } from '@ds/Icon';
import { Stack } from '@ds/Stack';
import { TextField } from '@ds/TextField';
import { countriesQueryOptions } from '@console/api/queries/region';
import { userInfoMutationOptions } from '@console/api/queries/user';
import { isApiError } from '@console/api/isApiError';
import { messageForError } from '@console/api/contextMessages';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { useServices } from '@console/app/ServicesContext';
import { extraInfoLimits, validateExtraInfo, type ExtraInfoErrors, type ExtraInfoValues } from '../shared/extraInfo';
import styles from './ExtraInfoGate.module.scss';
import { useCatalog } from './catalog';

export interface ExtraInfoGateProps {
  /** Pre-fills the name (spec section 4). */
  profileName: string;
  organizationName: string;
}

/**
 * Until the profile has a name, the shell shows only this card (spec section 2): name, country,
 * organisation name, phone. Help texts appear only after a failed confirm; after success the profile and
 * organisation are refetched, and the shell opens with the name filled in.
 */
export function ExtraInfoGate({ profileName, organizationName }: ExtraInfoGateProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const countries = useQuery(countriesQueryOptions(services));
  const save = useMutation(userInfoMutationOptions(services));
  const [values, setValues] = useState<Omit<ExtraInfoValues, 'country'> & { country: string | null }>({
    name: profileName,
    company: organizationName,
    country: null,
    phone: '',
  });
  const [errors, setErrors] = useState<ExtraInfoErrors>({});
  const [submitted, setSubmitted] = useState(false);

  // Country defaults to the first available one (spec section 4) until the user picks another.
  const country = values.country ?? countries.data?.[0]?.code ?? '';
  const options = (countries.data ?? []).map((entry) => ({ id: entry.code, label: entry.name }));
  const current = { ...values, country };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateExtraInfo(current);
    setErrors(found);
    setSubmitted(true);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      name: current.name.trim(),
      company: current.company.trim(),
      country,
      ...(current.phone.trim() ? { phone: current.phone.trim() } : {}),
    });
  };
  const liveErrors = submitted ? validateExtraInfo(current) : errors;
  const message = (key: keyof ExtraInfoValues) => {
    const descriptor = liveErrors[key];
    return descriptor ? i18n._(descriptor) : undefined;
  };
  // The server's refusal in the words of this form (a name over its limit names the field and the limit).
  const serverError = save.error ? (isApiError(save.error) ? messageForError('user.info', save.error) : genericErrorMessage) : null;

  return (
    <CenteredCardLayout aria-labelledby="extra-info-title" width="lg" showLogo={false}>
      <Stack gap={6}>
        <div className={styles.greeting}>
          <Icon name="user" size={24} />
        </div>
        <Stack gap={2}>
          <h1 id="extra-info-title" className={styles.title}>
            {organizationName ? <Trans>Welcome to {organizationName}</Trans> : <Trans>Welcome</Trans>}
          </h1>
          <p className={styles.lead}>
            <Trans>Tell us a little about you before you start. You can change this later in Account.</Trans>
          </p>
        </Stack>
        <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
          <TextField
            label={t`Name`}
            name="name"
            autoComplete="name"
            isRequired
            maxLength={extraInfoLimits.name}
            value={values.name}
            onChange={(name) => setValues((v) => ({ ...v, name }))}
            isInvalid={message('name') !== undefined}
            errorMessage={message('name')}
          />
          <Select
            label={t`Country`}
            isRequired
            options={options}
            value={country || null}
            onChange={(key) => setValues((v) => ({ ...v, country: key === null ? '' : String(key) }))}
            isInvalid={message('country') !== undefined}
            errorMessage={message('country')}
            isDisabled={countries.isPending}
          />
          <TextField
            label={t`Organisation name`}
            name="company"
            autoComplete="organization"
            isRequired
            maxLength={extraInfoLimits.company}
            value={values.company}
            onChange={(company) => setValues((v) => ({ ...v, company }))}
            isInvalid={message('company') !== undefined}
            errorMessage={message('company')}
          />
          <TextField
            label={t`Phone (optional)`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(phone) => setValues((v) => ({ ...v, phone }))}
          />
          {serverError && (
            <p role="alert" className={styles.error}>
              {i18n._(serverError)}
            </p>
          )}
          <Button type="submit" size="lg" fullWidth isPending={save.isPending}>
            <Trans>Confirm</Trans>
          </Button>
        </Form>
      </Stack>
    </CenteredCardLayout>
  );
}
