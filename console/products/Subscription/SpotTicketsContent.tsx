import { lazy, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { DateTime, formatDateTime } from '@ds/DateTime';
import { Icon } from '@ds/Icon';
import { InlineAlert } from '@ds/InlineAlert';
import { Money } from '@ds/Money';
import { StatusLabel } from '@ds/StatusLabel';
import type { StatusTone } from '@ds/StatusLabel';
import { Table, type TableColumn } from '@ds/Table';
import { cancelSpotMutationOptions, spotReservationsQueryOptions } from '@console/api/queries/subscription';
import { errorMessages } from '@console/api/errorMessages';
import type { SpotReservation, SpotReservationsResponse, SubscriptionDetailResponse } from '@contract/schemas';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import type { ExtraTicketsBought } from './BuyExtraTicketsDialog';
import { isEditBlocked } from './subscriptionData';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: each dialog's code (React Aria's modal, and the date picker or the number field) downloads
// on its first opening (MountOnFirstOpen), not with the page.
const ReserveSpotDialog = lazy(() => import('./ReserveSpotDialog').then((module) => ({ default: module.ReserveSpotDialog })));
const BuyExtraTicketsDialog = lazy(() => import('./BuyExtraTicketsDialog').then((module) => ({ default: module.BuyExtraTicketsDialog })));
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));

export const spotCancelledToast = msg`The reservation has been cancelled.`;
export const spotCancelFailedToast = msg`Failed to cancel the reservation.`;

interface ReservationRow extends SpotReservation {
  id: string;
}

interface SpotTicketsContentProps {
  detail: SubscriptionDetailResponse;
  isOwner: boolean;
  spot: SpotReservationsResponse;
}

/**
 * The spot tickets once loaded: the tickets left, the owner's "Reserve a week" and "Buy extra tickets" (each a dialog)
 * and the reservations (SpotTickets.tsx).
 */
export function SpotTicketsContent({ detail, isOwner, spot }: SpotTicketsContentProps) {
  useCatalog();
  const { i18n } = useLingui();
  const blocked = isEditBlocked(detail);
  const remaining = spot.remainingTickets;
  return (
    <div className={styles.stack} data-spot-tickets={spot.remainingTickets}>
      <p className={styles.text}>
        <Trans>
          A spot ticket gives a one-time 7-day subscription from 00:00 (UTC) of the date you choose. It can start from
          2 days after the subscription ends.
        </Trans>
      </p>
      <p className={styles.figure}>
        <Trans>
          Tickets left: <strong>{remaining}</strong>
        </Trans>
      </p>
      {blocked ? (
        <InlineAlert tone="warning" role="note">
          {i18n._(errorMessages.PLAN_EXPIRED_EDIT)}
        </InlineAlert>
      ) : spot.earliestDate === null ? (
        <InlineAlert tone="info" role="note">
          {i18n._(errorMessages.SPOT_NOT_AVAILABLE)}
        </InlineAlert>
      ) : isOwner ? (
        <SpotActions subscriptionId={detail.subscriptionId} earliestDate={spot.earliestDate} remaining={remaining} />
      ) : null}
      <Reservations subscriptionId={detail.subscriptionId} reservations={spot.reservations} canCancel={isOwner && !blocked} />
    </div>
  );
}

interface SpotActionsProps {
  subscriptionId: string;
  earliestDate: string;
  remaining: number;
}

/**
 * The owner's two actions, each opening its dialog: reserve a week (not without a ticket left) and buy extra tickets.
 * What a purchase bought is said here once its dialog closes.
 */
function SpotActions({ subscriptionId, earliestDate, remaining }: SpotActionsProps) {
  const { i18n } = useLingui();
  const services = useServices();
  const queryClient = useQueryClient();
  const [reserving, setReserving] = useState(false);
  const [buying, setBuying] = useState(false);
  const [bought, setBought] = useState<ExtraTicketsBought | null>(null);
  const buyButton = useRef<HTMLButtonElement>(null);
  const boughtCount = bought?.quantity ?? 0;

  const onReserved = () => {
    setReserving(false);
    // With the last ticket used the Reserve button is disabled, so focus cannot return to it: it goes to the other
    // action, the one that gives tickets (the reservations are fresh here: the mutation waited for them).
    const left = queryClient.getQueryData(spotReservationsQueryOptions(services, subscriptionId).queryKey)?.remainingTickets;
    if (left === 0) requestAnimationFrame(() => buyButton.current?.focus());
  };

  return (
    <div className={styles.stack}>
      <div className={styles.spotActions}>
        <Button icon={<Icon name="calendar" />} onPress={() => setReserving(true)} isDisabled={remaining === 0} data-action="reserve-spot">
          <Trans>Reserve a week</Trans>
        </Button>
        <Button
          ref={buyButton}
          variant="secondary"
          icon={<Icon name="plus" />}
          onPress={() => {
            setBought(null);
            setBuying(true);
          }}
          data-action="buy-extra"
        >
          <Trans>Buy extra tickets</Trans>
        </Button>
      </div>
      {remaining === 0 && <p className={styles.subtle}>{i18n._(errorMessages.SPOT_NO_TICKETS)}</p>}
      {bought && (
        <p className={styles.text} role="status" data-bought={bought.quantity}>
          <Trans>
            {boughtCount} tickets bought for <Money amount={bought.amount} />.
          </Trans>
        </p>
      )}
      <MountOnFirstOpen isOpen={reserving}>
        <ReserveSpotDialog subscriptionId={subscriptionId} earliestDate={earliestDate} isOpen={reserving} onOpenChange={setReserving} onReserved={onReserved} />
      </MountOnFirstOpen>
      <MountOnFirstOpen isOpen={buying}>
        <BuyExtraTicketsDialog
          subscriptionId={subscriptionId}
          isOpen={buying}
          onOpenChange={setBuying}
          onBought={(result) => {
            setBought(result);
            setBuying(false);
          }}
        />
      </MountOnFirstOpen>
    </div>
  );
}

function Reservations({ subscriptionId, reservations, canCancel }: { subscriptionId: string; reservations: SpotReservation[]; canCancel: boolean }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const cancel = useMutation(cancelSpotMutationOptions(services, subscriptionId));
  const [cancelling, setCancelling] = useState<ReservationRow | null>(null);
  const statuses: Record<SpotReservation['status'], { tone: StatusTone; label: string }> = {
    RESERVED: { tone: 'info', label: t({ message: 'Reserved', context: 'spot reservation' }) },
    IN_USE: { tone: 'success', label: t`In use` },
    USED: { tone: 'neutral', label: t`Used` },
    CANCELLED: { tone: 'neutral', label: t({ message: 'Cancelled', context: 'spot reservation' }) },
  };
  const rows: ReservationRow[] = reservations.map((reservation) => ({ ...reservation, id: reservation.reservationId }));
  const columns: TableColumn<ReservationRow>[] = [
    { id: 'start', name: t`Starts`, render: (row) => <DateTime value={row.startDate} format="dateTime" timeZone="UTC" />, isRowHeader: true, minInlineSize: '10rem' },
    { id: 'end', name: t`Ends`, render: (row) => <DateTime value={row.endDate} format="dateTime" timeZone="UTC" />, minInlineSize: '10rem' },
    {
      id: 'status',
      name: t`Status`,
      minInlineSize: '8rem',
      render: (row) => (
        <span data-reservation-status={row.status}>
          <StatusLabel vocabulary="custom" tone={statuses[row.status].tone} icon={row.status === 'RESERVED' ? 'calendar' : row.status === 'IN_USE' ? 'checkCircle' : 'minusCircle'} label={statuses[row.status].label} />
        </span>
      ),
    },
  ];
  if (rows.length === 0) return <p className={styles.subtle}>{t`No reservation yet.`}</p>;
  return (
    <>
      <Table<ReservationRow>
        aria-label={t`Spot reservations`}
        columns={columns}
        rows={rows}
        rowActions={(row) => [{ id: 'cancel', label: t`Cancel reservation`, variant: 'danger', isDisabled: !canCancel || row.status !== 'RESERVED' }]}
        rowActionsLabel={(row) => {
          const start = formatDateTime(row.startDate, i18n.locale, 'date', 'UTC');
          return t`Actions for the reservation from ${start}`;
        }}
        onRowAction={(row) => setCancelling(row)}
      />
      <MountOnFirstOpen isOpen={cancelling !== null}>
        <AlertDialog
          title={t`Cancel the reservation?`}
          variant="destructive"
          confirmLabel={t`Cancel reservation`}
          cancelLabel={t`Keep it`}
          isOpen={cancelling !== null}
          onOpenChange={(open) => {
            if (!open) setCancelling(null);
          }}
          onConfirm={() => {
            if (!cancelling) return;
            cancel.mutate(
              { reservationId: cancelling.reservationId },
              {
                onSuccess: () => toaster.push({ body: spotCancelledToast, type: 'success' }),
                onError: () => toaster.push({ body: spotCancelFailedToast, type: 'error' }),
              },
            );
          }}
        >
          {cancelling ? (
            <Trans>
              The week from <DateTime value={cancelling.startDate} format="dateTime" timeZone="UTC" /> is cancelled and the
              ticket comes back.
            </Trans>
          ) : (
            <span />
          )}
        </AlertDialog>
      </MountOnFirstOpen>
    </>
  );
}
