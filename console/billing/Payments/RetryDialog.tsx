import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Dialog } from '@ds/Dialog';
import { InlineAlert } from '@ds/InlineAlert';
import { Money } from '@ds/Money';
import { Select } from '@ds/Select';
import { paymentRetryMutationOptions } from '@console/api/queries/billing';
import { cardsQueryOptions } from '@console/api/queries/cards';
import { messageForError } from '@console/api/contextMessages';
import type { FailedPayment } from '@contract/schemas';
import { RouterLink } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import styles from './PaymentsPage.module.scss';
import { useCatalog } from '../catalog';

export const paymentRetriedToast = msg`The payment has been completed.`;

/** Paying a failed charge now with another card (spec section 4); its code loads on the first opening. */
export function RetryDialog({ payment, locale, onClose }: { payment: FailedPayment | null; locale: string; onClose: () => void }) {
  useCatalog();
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Pay with another card`}
      isOpen={payment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {payment ? <RetryForm payment={payment} locale={locale} onDone={onClose} /> : <span />}
    </Dialog>
  );
}

function RetryForm({ payment, locale, onDone }: { payment: FailedPayment; locale: string; onDone: () => void }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const cards = useQuery(cardsQueryOptions(services));
  const retry = useMutation(paymentRetryMutationOptions(services));
  const [cardId, setCardId] = useState<string | null>(null);
  const chosen = cardId ?? cards.data?.find((card) => card.isDefault)?.cardId ?? cards.data?.[0]?.cardId ?? null;
  const product = productByCode(payment.productCode)?.name ?? payment.productCode;

  if (cards.isPending) return <p role="status">{t`Loading your cards…`}</p>;
  if (cards.isError) return <PageError error={cards.error} onRetry={() => void cards.refetch()} />;

  const options = cards.data.map((card) => ({ id: card.cardId, label: `${card.name} (•••• ${card.lastDigits})` }));
  return (
    <Form
      className={styles.retryForm}
      aria-label={t`Pay with another card`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        // The promise, not mutate's callbacks: the paid charge leaves the failed list (and this dialog) as the
        // refetch lands, before mutate's own success callback would run.
        retry
          .mutateAsync({ paymentId: payment.paymentId, cardId: chosen })
          .then(() => {
            toaster.push({ body: paymentRetriedToast, type: 'success' });
            onDone();
          })
          .catch(() => undefined);
      }}
    >
      <p className={styles.text}>
        <Trans>
          Pay the {product} charge of <Money amount={payment.amount.amount} currency={payment.amount.currency} /> now. The card you
          choose also pays the subscription from now on.
        </Trans>
      </p>
      {options.length === 0 ? (
        <InlineAlert tone="warning" role="note">
          <Trans>You have no card registered.</Trans>
        </InlineAlert>
      ) : (
        <Select
          label={t`Card`}
          name="cardId"
          isRequired
          options={options}
          value={chosen}
          onChange={(key) => {
            setCardId(key === null ? null : String(key));
            retry.reset();
          }}
        />
      )}
      <RouterLink to="/$locale/console/setting/payment-method" params={{ locale }}>
        <Trans>Add a new card</Trans>
      </RouterLink>
      {retry.error && (
        <InlineAlert tone="error" role="alert">
          {i18n._(messageForError('billing.retryPayment', retry.error))}
        </InlineAlert>
      )}
      <div className={styles.dialogActions}>
        <Button type="submit" isPending={retry.isPending} isDisabled={!chosen}>
          <Trans>Pay now</Trans>
        </Button>
      </div>
    </Form>
  );
}
