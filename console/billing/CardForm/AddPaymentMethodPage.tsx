import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@ds/Breadcrumbs';
import { PageLayout } from '@ds/PageLayout';
import { cardAddMutationOptions } from '@console/api/queries/cards';
import { RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { CardForm } from './CardForm';
import { addRequest, emptyCardForm } from './cardForm';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/setting/payment-method');

export const cardAddedToast = msg`The payment method has been added.`;
export const cardAddFailedToast = msg`Failed to add the payment method.`;

/** Add a card (spec sections 2, 3 and 5); back to the card list with a toast once it is registered. */
export function AddPaymentMethodPage() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const { locale } = route.useParams();
  const navigate = useNavigate();
  const add = useMutation(cardAddMutationOptions(services));
  const methodsHref = `/${locale}/console/payment/method`;

  return (
    <PageLayout
      breadcrumbs={
        <Breadcrumbs
          items={[
            { id: 'methods', label: t`Payment methods`, href: methodsHref },
            { id: 'add', label: t`Add a payment method` },
          ]}
        />
      }
      title={t`Add a payment method`}
      description={<Trans>Register a credit card valid for 6 months or more. You can register up to 5 cards.</Trans>}
      width="narrow"
      data-page="add-payment-method"
    >
      <CardForm
        mode="add"
        initialValues={emptyCardForm}
        submitLabel={<Trans>Add the card</Trans>}
        cancel={
          <RouterLinkButton to="/$locale/console/payment/method" params={{ locale }} variant="secondary">
            <Trans>Cancel</Trans>
          </RouterLinkButton>
        }
        onSave={async (values) => {
          try {
            await add.mutateAsync(addRequest(values));
          } catch (error) {
            toaster.push({ body: cardAddFailedToast, type: 'error' });
            throw error;
          }
          toaster.push({ body: cardAddedToast, type: 'success' });
          await navigate({ to: '/$locale/console/payment/method', params: { locale } });
        }}
      />
    </PageLayout>
  );
}
