import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { ComboBox } from '@ds/ComboBox';
import { DescriptionList } from '@ds/DescriptionList';
import { InlineAlert } from '@ds/InlineAlert';
import { TextField } from '@ds/TextField';
import { billingAddressMutationOptions, billingAddressQueryOptions } from '@console/api/queries/cards';
import { countriesQueryOptions } from '@console/api/queries/region';
import { messageFor, messageForError } from '@console/api/contextMessages';
import type { BillingAddress } from '@console/api/schemas';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/pages/PageState';
import styles from './PaymentMethods.module.scss';
import { useCatalog } from './catalog';

export const billingInfoChangedToast = msg`The billing information has been changed.`;
export const billingInfoFailedToast = msg`Failed to change the billing information.`;

type AddressField = keyof BillingAddress;
/** State or province is optional: many countries have none. */
const requiredFields: AddressField[] = ['country', 'address', 'city', 'postalCode'];

const emptyAddress: BillingAddress = { country: '', address: '', city: '', state: '', postalCode: '' };

/** The billing address (country, address, city, state, postal code): shown, and edited in place with a toast. */
export function BillingAddressSection() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const address = useQuery(billingAddressQueryOptions(services));
  const countries = useQuery(countriesQueryOptions(services));
  const [editing, setEditing] = useState(false);

  const countryName = (code: string) => countries.data?.find((country) => country.code === code)?.name ?? code;

  let body;
  if (address.isPending || countries.isPending) body = <PageLoading label={t`Loading the billing address…`} blocks={2} />;
  else if (address.isError) body = <PageError error={address.error} onRetry={() => void address.refetch()} />;
  else if (countries.isError) body = <PageError error={countries.error} onRetry={() => void countries.refetch()} />;
  else if (editing)
    body = (
      <AddressForm
        initial={address.data ?? emptyAddress}
        countries={countries.data.map((country) => ({ id: country.code, label: country.name }))}
        onDone={() => setEditing(false)}
      />
    );
  else if (!address.data)
    body = (
      <p className={styles.text}>
        <Trans>No billing address yet. It is printed on your receipts.</Trans>
      </p>
    );
  else
    body = (
      <DescriptionList
        aria-label={t`Billing address`}
        items={[
          { id: 'country', term: t`Country`, description: countryName(address.data.country) },
          { id: 'address', term: t`Address`, description: address.data.address },
          { id: 'city', term: t`City`, description: address.data.city },
          { id: 'state', term: t`State or province`, description: address.data.state || '–' },
          { id: 'postalCode', term: t`Postal code`, description: address.data.postalCode },
        ]}
      />
    );

  return (
    <Card
      title={t`Billing address`}
      headingLevel={2}
      actions={
        address.isSuccess && countries.isSuccess && !editing ? (
          <Button variant="secondary" size="sm" onPress={() => setEditing(true)} data-action="edit-address">
            {address.data ? <Trans>Edit</Trans> : <Trans>Add</Trans>}
          </Button>
        ) : undefined
      }
    >
      <div data-section="billing-address">{body}</div>
    </Card>
  );
}

function AddressForm({
  initial,
  countries,
  onDone,
}: {
  initial: BillingAddress;
  countries: { id: string; label: string }[];
  onDone: () => void;
}) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const save = useMutation(billingAddressMutationOptions(services));
  const [values, setValues] = useState<BillingAddress>(initial);
  const [submitted, setSubmitted] = useState(false);
  const missing = (field: AddressField) => requiredFields.includes(field) && values[field].trim() === '';
  const message = (field: AddressField) =>
    submitted && missing(field) ? i18n._(messageFor('cards.updateBillingAddress', 'FIELD_REQUIRED', { field })) : undefined;
  const set = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (save.isError) save.reset();
  };
  const fieldProps = (field: AddressField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => set(field, value),
    isRequired: requiredFields.includes(field),
    isInvalid: message(field) !== undefined,
    errorMessage: message(field),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (requiredFields.some(missing)) return;
    const body: BillingAddress = {
      country: values.country,
      address: values.address.trim(),
      city: values.city.trim(),
      state: values.state.trim(),
      postalCode: values.postalCode.trim(),
    };
    save.mutate(body, {
      onSuccess: () => {
        toaster.push({ body: billingInfoChangedToast, type: 'success' });
        onDone();
      },
      onError: () => toaster.push({ body: billingInfoFailedToast, type: 'error' }),
    });
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" className={styles.form} aria-label={t`Billing address`}>
      <ComboBox
        label={t`Country`}
        name="country"
        isRequired
        options={countries}
        value={values.country || null}
        onChange={(key) => set('country', key === null ? '' : String(key))}
        isInvalid={message('country') !== undefined}
        errorMessage={message('country')}
      />
      <TextField label={t`Address`} autoComplete="street-address" {...fieldProps('address')} />
      <div className={styles.pair}>
        <TextField label={t`City`} autoComplete="address-level2" {...fieldProps('city')} />
        <TextField label={t`State or province`} autoComplete="address-level1" {...fieldProps('state')} />
      </div>
      <TextField label={t`Postal code`} autoComplete="postal-code" {...fieldProps('postalCode')} />
      {save.error && (
        <InlineAlert tone="error" role="alert">
          {i18n._(messageForError('cards.updateBillingAddress', save.error))}
        </InlineAlert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isPending={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </Form>
  );
}
