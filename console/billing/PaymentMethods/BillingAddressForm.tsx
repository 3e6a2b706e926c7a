import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Select } from '@ds/Select';
import { InlineAlert } from '@ds/InlineAlert';
import { TextField } from '@ds/TextField';
import { billingAddressMutationOptions } from '@console/api/queries/cards';
import { messageFor, messageForError } from '@console/api/contextMessages';
import type { BillingAddress } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import styles from '@console/billing/CardForm/CardForm.module.scss';
import { useCatalog } from '../catalog';

const billingInfoChangedToast = msg`The billing information has been changed.`;
const billingInfoFailedToast = msg`Failed to change the billing information.`;

type AddressField = keyof BillingAddress;
/** State or province is optional: many countries have none. */
const requiredFields: AddressField[] = ['country', 'address', 'city', 'postalCode'];

export interface BillingAddressFormProps {
  initial: BillingAddress;
  countries: { id: string; label: string }[];
  /** Saved (after the toast) or cancelled. */
  onDone: () => void;
}

/**
 * The billing address's edit form: country (a combo box of the available countries), address, city, state, postal
 * code. Opened by the section's Edit button, it takes focus on its first field; a failed save keeps what was typed.
 */
export function BillingAddressForm({ initial, countries, onDone }: BillingAddressFormProps) {
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
      <Select
        label={t`Country`}
        name="country"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form replaces the Edit button the user pressed: focus goes to its first field, not to the page
        autoFocus
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
