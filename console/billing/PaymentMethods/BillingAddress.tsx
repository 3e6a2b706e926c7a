import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { DescriptionList } from '@ds/DescriptionList';
import { billingAddressQueryOptions } from '@console/api/queries/cards';
import { countriesQueryOptions } from '@console/api/queries/region';
import type { BillingAddress } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import styles from './PaymentMethods.module.scss';
import { useCatalog } from '../catalog';

// Opened by the Edit button only: the form's code (the country combo box with React Aria's list, popover and
// collection code, the text fields) downloads on the first edit instead of with the card list.
const BillingAddressForm = lazy(() => import('./BillingAddressForm').then((module) => ({ default: module.BillingAddressForm })));

const emptyAddress: BillingAddress = { country: '', address: '', city: '', state: '', postalCode: '' };

/** The billing address (country, address, city, state, postal code): shown, and edited in place with a toast. */
export function BillingAddressSection() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const address = useQuery(billingAddressQueryOptions(services));
  const countries = useQuery(countriesQueryOptions(services));
  const [editing, setEditing] = useState(false);
  // Back from the form (saved or cancelled), focus returns to the Edit button, which the form had replaced.
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const closeForm = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const countryName = (code: string) => countries.data?.find((country) => country.code === code)?.name ?? code;

  let body;
  if (address.isPending || countries.isPending) body = <PageLoading label={t`Loading the billing address…`} blocks={2} />;
  else if (address.isError) body = <PageError error={address.error} onRetry={() => void address.refetch()} />;
  else if (countries.isError) body = <PageError error={countries.error} onRetry={() => void countries.refetch()} />;
  else if (editing)
    body = (
      <Suspense fallback={<PageLoading label={t`Loading the billing address…`} blocks={2} />}>
        <BillingAddressForm
          initial={address.data ?? emptyAddress}
          countries={countries.data.map((country) => ({ id: country.code, label: country.name }))}
          onDone={closeForm}
        />
      </Suspense>
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
          <Button ref={editButton} variant="secondary" size="sm" onPress={() => setEditing(true)} data-action="edit-address">
            {address.data ? <Trans>Edit</Trans> : <Trans>Add</Trans>}
          </Button>
        ) : undefined
      }
    >
      <div data-section="billing-address">{body}</div>
    </Card>
  );
}
