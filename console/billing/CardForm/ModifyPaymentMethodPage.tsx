import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@ds/Breadcrumbs';
import { InlineAlert } from '@ds/InlineAlert';
import { PageLayout } from '@ds/PageLayout';
import { cardModifyMutationOptions, cardsQueryOptions } from '@console/api/queries/cards';
import { RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { CardForm, valuesOfCard } from './CardForm';
import { modifyRequest } from './cardForm';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/modify/payment-method/$paymentId');

export const cardChangedToast = msg`The payment method has been changed.`;
export const cardChangeFailedToast = msg`Failed to change the payment method.`;

/**
 * Change a card (route `modify/payment-method/{paymentId}`, the card's id): its name, a renewed expiry date
 * and CVC, and making it the default. The number and type of a registered card do not change: a new card is
 * added instead.
 */
export function ModifyPaymentMethodPage() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const { locale, paymentId } = route.useParams();
  const navigate = useNavigate();
  const cards = useQuery(cardsQueryOptions(services));
  const modify = useMutation(cardModifyMutationOptions(services, paymentId));
  const card = cards.data?.find((candidate) => candidate.cardId === paymentId);
  const methodsHref = `/${locale}/console/payment/method`;
  const back = (
    <RouterLinkButton to="/$locale/console/payment/method" params={{ locale }} variant="secondary">
      <Trans>Back to payment methods</Trans>
    </RouterLinkButton>
  );

  let body;
  if (cards.isPending) body = <PageLoading label={t`Loading the card…`} blocks={4} />;
  else if (cards.isError) body = <PageError error={cards.error} onRetry={() => void cards.refetch()} />;
  else if (!card)
    body = (
      <InlineAlert tone="warning" role="note" action={back}>
        <Trans>This card is not registered. It may have been deleted.</Trans>
      </InlineAlert>
    );
  else
    body = (
      <CardForm
        key={card.cardId}
        mode="modify"
        card={card}
        initialValues={valuesOfCard(card)}
        submitLabel={<Trans>Save changes</Trans>}
        cancel={
          <RouterLinkButton to="/$locale/console/payment/method" params={{ locale }} variant="secondary">
            <Trans>Cancel</Trans>
          </RouterLinkButton>
        }
        onSave={async (values) => {
          try {
            await modify.mutateAsync(modifyRequest(values));
          } catch (error) {
            toaster.push({ body: cardChangeFailedToast, type: 'error' });
            throw error;
          }
          toaster.push({ body: cardChangedToast, type: 'success' });
          await navigate({ to: '/$locale/console/payment/method', params: { locale } });
        }}
      />
    );

  return (
    <PageLayout
      breadcrumbs={
        <Breadcrumbs
          items={[
            { id: 'methods', label: t`Payment methods`, href: methodsHref },
            { id: 'modify', label: card?.name ?? t`Change payment method` },
          ]}
        />
      }
      title={t`Change payment method`}
      width="narrow"
      data-page="modify-payment-method"
    >
      {body}
    </PageLayout>
  );
}
