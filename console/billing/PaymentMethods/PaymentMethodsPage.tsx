import { lazy, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@ds/Badge';
import { Button } from '@ds/Button';
import { Card as CardBox } from '@ds/Card';
import { EmptyState } from '@ds/EmptyState';
import { Icon } from '@ds/Icon';
import { PageLayout } from '@ds/PageLayout';
import { PageSection } from '@ds/PageSection';
import { formatCount } from '@ds/i18n/formatters';
import { cardRemoveMutationOptions, cardsQueryOptions } from '@console/api/queries/cards';
import { messageFor, messageForError } from '@console/api/contextMessages';
import type { Card } from '@contract/schemas';
import { RouterLinkButton } from '@console/app/links';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { BillingAddressSection } from './BillingAddress';
import styles from './PaymentMethods.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal) downloads on the first opening (MountOnFirstOpen).
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));

const route = getRouteApi('/$locale/console/payment/method');

/** Spec section 9. */
export const MAX_CARDS = 5;

export const cardDeletedToast = msg`The card has been deleted.`;

/**
 * Payment methods (owner only): the registered cards (at most 5; the add button says why it is off at the
 * limit), change and delete (with a confirmation; the server refuses the card paying an active plan), and
 * the billing address.
 */
export function PaymentMethodsPage() {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const { locale } = route.useParams();
  const cards = useQuery(cardsQueryOptions(services));
  const atLimit = (cards.data?.length ?? 0) >= MAX_CARDS;

  const addButton = atLimit ? (
    <div className={styles.limit}>
      <Button isDisabled aria-describedby="card-limit-note" data-action="add-card">
        <Trans>Add a card</Trans>
      </Button>
      <p id="card-limit-note" className={styles.note} role="note">
        {i18n._(messageFor('cards.add', 'CARD_LIMIT'))} <Trans>Delete a card to add another.</Trans>
      </p>
    </div>
  ) : (
    <RouterLinkButton to="/$locale/console/setting/payment-method" params={{ locale }} icon={<Icon name="plus" />} data-action="add-card">
      <Trans>Add a card</Trans>
    </RouterLinkButton>
  );

  return (
    <PageLayout
      title={t`Payment methods`}
      description={<Trans>The cards that pay your subscriptions, and the billing address on your receipts.</Trans>}
      actions={cards.isSuccess ? addButton : undefined}
      data-page="payment-methods"
    >
      <PageSection title={t`Cards`}>
        {cards.isPending ? (
          <PageLoading label={t`Loading your cards…`} />
        ) : cards.isError ? (
          <PageError error={cards.error} onRetry={() => void cards.refetch()} />
        ) : cards.data.length === 0 ? (
          <EmptyState title={t`No cards yet`} illustration={<Icon name="inbox" />} size="sm" action={addButton}>
            <Trans>Add a card to subscribe to a paid plan.</Trans>
          </EmptyState>
        ) : (
          <>
            <p className={styles.count} role="status">
              <CardCount count={cards.data.length} />
            </p>
            <ul className={styles.cards} aria-label={t`Cards`}>
              {cards.data.map((card) => (
                <li key={card.cardId} data-card={card.cardId}>
                  <CardItem card={card} locale={locale} />
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>
      <BillingAddressSection />
    </PageLayout>
  );
}

function CardItem({ card, locale }: { card: Card; locale: string }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const remove = useMutation(cardRemoveMutationOptions(services));
  const [confirmOpen, setConfirmOpen] = useState(false);
  const name = card.name;
  const lastDigits = card.lastDigits;
  const type = card.cardType === 'CORPORATE_DOMESTIC' ? t`Corporate` : card.cardType === 'OVERSEAS' ? t`Overseas` : t`Personal`;

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ cardId: card.cardId });
      toaster.push({ body: cardDeletedToast, type: 'success' });
    } catch (error) {
      // The mock's refusal in the spec's words (the card paying an active plan), or the generic failure.
      toaster.push({ body: i18n._(messageForError('cards.remove', error as Parameters<typeof messageForError>[1])), type: 'error' });
    }
  };

  return (
    <CardBox
      className={styles.card}
      title={card.name}
      headingLevel={3}
      actions={card.isDefault ? <Badge tone="accent" size="sm">{t`Default`}</Badge> : undefined}
      footer={
        <div className={styles.cardActions}>
          <RouterLinkButton
            to="/$locale/console/modify/payment-method/$paymentId"
            params={{ locale, paymentId: card.cardId }}
            variant="secondary"
            size="sm"
            aria-label={t`Change ${name}`}
          >
            <Trans>Change</Trans>
          </RouterLinkButton>
          <Button
            variant="danger"
            size="sm"
            aria-label={t`Delete ${name}`}
            isPending={remove.isPending}
            onPress={() => setConfirmOpen(true)}
            data-action="delete-card"
          >
            <Trans>Delete</Trans>
          </Button>
          <MountOnFirstOpen isOpen={confirmOpen}>
            <AlertDialog
              isOpen={confirmOpen}
              onOpenChange={setConfirmOpen}
              variant="destructive"
              title={t`Delete this card?`}
              confirmLabel={t`Delete`}
              onConfirm={confirmDelete}
            >
              <Trans>
                {name} (•••• {lastDigits}) is removed from your payment methods. A card that pays an active
                subscription cannot be deleted until another card replaces it.
              </Trans>
            </AlertDialog>
          </MountOnFirstOpen>
        </div>
      }
    >
      <dl className={styles.cardFacts}>
        <div>
          <dt>{t`Number`}</dt>
          <dd>
            {card.brand} •••• {card.lastDigits}
          </dd>
        </div>
        <div>
          <dt>{t`Expires`}</dt>
          <dd>{card.expiry}</dd>
        </div>
        <div>
          <dt>{t`Type`}</dt>
          <dd>{type}</dd>
        </div>
      </dl>
    </CardBox>
  );
}

function CardCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  const registered = formatCount(count, i18n.locale);
  const max = formatCount(MAX_CARDS, i18n.locale);
  return <Trans>{registered} of {max} cards registered</Trans>;
}
