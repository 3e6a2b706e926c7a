import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Dialog } from '@ds/Dialog';
import { NumberField } from '@ds/NumberField';
import { buyExtraMutationOptions } from '@console/api/queries/subscription';
import { messageForError } from '@console/api/contextMessages';
import { isRefusal } from '@console/api/isApiError';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

export const extraFailedToast = msg`Failed to buy the spot tickets.`;

/** What a purchase bought, shown on the page once the dialog closes. */
export interface ExtraTicketsBought {
  quantity: number;
  /** The amount charged (the account's currency). */
  amount: number;
}

export interface BuyExtraTicketsDialogProps {
  subscriptionId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the tickets are bought (the tickets left are fresh); the dialog closes and the page says what was bought. */
  onBought: (bought: ExtraTicketsBought) => void;
}

/**
 * Buying extra spot tickets (spec section 2), opened from the spot tickets' "Buy extra tickets"; its code (the
 * number field, React Aria's modal) loads on the first opening (SpotTicketsContent.tsx).
 */
export function BuyExtraTicketsDialog({
  subscriptionId,
  isOpen,
  onOpenChange,
  onBought,
}: BuyExtraTicketsDialogProps) {
  useCatalog();
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Buy extra spot tickets`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.dialog}
    >
      {isOpen ? (
        <BuyExtraForm
          subscriptionId={subscriptionId}
          onCancel={() => onOpenChange(false)}
          onBought={onBought}
        />
      ) : (
        <span />
      )}
    </Dialog>
  );
}

interface BuyExtraFormProps {
  subscriptionId: string;
  onCancel: () => void;
  onBought: (bought: ExtraTicketsBought) => void;
}

/** 1 to 12 tickets, charged at once. The server's refusal shows at the field, the number kept; any other failure is a toast. */
function BuyExtraForm({
  subscriptionId,
  onCancel,
  onBought,
}: BuyExtraFormProps) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const buy = useMutation(buyExtraMutationOptions(services, subscriptionId));
  const [quantity, setQuantity] = useState(1);
  const serverProblem = isRefusal(buy.error)
    ? i18n._(messageForError('subscription.buyExtra', buy.error))
    : undefined;
  return (
    <Form
      className={styles.form}
      aria-label={t`Buy extra spot tickets`}
      data-buy-extra
      onSubmit={(event) => {
        event.preventDefault();
        buy.mutate(
          { quantity },
          {
            onSuccess: (result) =>
              onBought({ quantity, amount: result.amount.amount }),
            onError: (error) => {
              if (!isRefusal(error))
                toaster.push({ body: extraFailedToast, type: 'error' });
            },
          },
        );
      }}
    >
      <NumberField
        label={t`Extra tickets`}
        name="quantity"
        minValue={1}
        maxValue={12}
        value={quantity}
        onChange={(next) => {
          if (buy.isError) buy.reset();
          setQuantity(Number.isNaN(next) ? 1 : next);
        }}
        description={t`Charged to the subscription's card when bought.`}
        isInvalid={serverProblem !== undefined}
        errorMessage={serverProblem}
        isDisabled={buy.isPending}
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isPending={buy.isPending}>
          <Trans>Buy</Trans>
        </Button>
      </div>
    </Form>
  );
}
