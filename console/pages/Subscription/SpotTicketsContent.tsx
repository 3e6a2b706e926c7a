import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { AlertDialog } from '@ds/AlertDialog';
import { Button } from '@ds/Button';
import { DatePicker } from '@ds/DatePicker';
import { DateTime } from '@ds/DateTime';
import { InlineAlert } from '@ds/InlineAlert';
import { Money } from '@ds/Money';
import { NumberField } from '@ds/NumberField';
import { StatusLabel } from '@ds/StatusLabel';
import type { StatusTone } from '@ds/StatusLabel';
import { Table, type TableColumn } from '@ds/Table';
import { buyExtraMutationOptions, cancelSpotMutationOptions, reserveSpotMutationOptions } from '@console/api/queries/subscription';
import { messageForError } from '@console/api/contextMessages';
import { errorMessages } from '@console/api/errorMessages';
import type { SpotReservation, SpotReservationsResponse, SubscriptionDetailResponse } from '@console/api/schemas';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { isRefusal } from '@console/api/isApiError';
import { isEditBlocked } from './subscriptionData';
import styles from './Subscription.module.scss';
import { useCatalog } from './catalog';

export const spotReservedToast = msg`The spot ticket has been reserved.`;
export const spotReserveFailedToast = msg`Failed to reserve the spot ticket.`;
export const spotCancelledToast = msg`The reservation has been cancelled.`;
export const spotCancelFailedToast = msg`Failed to cancel the reservation.`;
export const extraFailedToast = msg`Failed to buy the spot tickets.`;

/** The reservation week: 7 days from 00:00 (UTC) of the chosen date (spec sections 4 and 9). */
const SPOT_DAYS = 7;

/** The furthest date offered: a year after the earliest (the calendar needs an end; decision). */
const MAX_DAYS_AHEAD = 365;

/** 00:00 UTC of a calendar date, as an instant. */
function utcMidnight(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

interface ReservationRow extends SpotReservation {
  id: string;
}

interface SpotTicketsContentProps {
  detail: SubscriptionDetailResponse;
  isOwner: boolean;
  spot: SpotReservationsResponse;
}

/** The spot tickets once loaded: the tickets left, the owner's forms and the reservations (SpotTickets.tsx). */
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
        <div className={styles.spotActions}>
          <ReserveForm subscriptionId={detail.subscriptionId} earliestDate={spot.earliestDate} remaining={spot.remainingTickets} />
          <BuyExtraForm subscriptionId={detail.subscriptionId} />
        </div>
      ) : null}
      <Reservations subscriptionId={detail.subscriptionId} reservations={spot.reservations} canCancel={isOwner && !blocked} />
    </div>
  );
}

function ReserveForm({ subscriptionId, earliestDate, remaining }: { subscriptionId: string; earliestDate: string; remaining: number }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const reserve = useMutation(reserveSpotMutationOptions(services, subscriptionId));
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const earliest = parseDate(earliestDate);
  const latest = earliest.add({ days: MAX_DAYS_AHEAD });
  const outOfRange = date !== null && (date.compare(earliest) < 0 || date.compare(latest) > 0);
  const missing = submitted && date === null;
  const serverProblem = isRefusal(reserve.error) ? i18n._(messageForError('subscription.reserveSpot', reserve.error)) : undefined;
  const earliestText = <DateTime value={utcMidnight(earliest)} timeZone="UTC" />;
  const week = date ? { start: utcMidnight(date), end: utcMidnight(date.add({ days: SPOT_DAYS })) } : null;

  return (
    <Form
      className={styles.form}
      aria-label={t`Reserve a spot ticket`}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (date === null || outOfRange) return;
        reserve.mutate(
          { reservationDate: date.toString() },
          {
            onSuccess: () => {
              toaster.push({ body: spotReservedToast, type: 'success' });
              setDate(null);
              setSubmitted(false);
            },
            onError: (error) => {
              if (isRefusal(error)) return;
              toaster.push({ body: spotReserveFailedToast, type: 'error' });
            },
          },
        );
      }}
    >
      <DatePicker<CalendarDate>
        label={t`Start date`}
        name="reservationDate"
        isRequired
        value={date}
        onChange={(next) => {
          if (reserve.isError) reserve.reset();
          setDate(next);
        }}
        minValue={earliest}
        maxValue={latest}
        isInvalid={missing || serverProblem !== undefined ? true : undefined}
        errorMessage={missing ? t`Choose a start date.` : serverProblem}
        description={<Trans>From {earliestText} (UTC).</Trans>}
        isDisabled={remaining === 0 || reserve.isPending}
      />
      {week && !outOfRange && (
        <p className={styles.subtle} data-spot-week>
          <Trans>
            The week runs from <DateTime value={week.start} format="dateTime" timeZone="UTC" /> to{' '}
            <DateTime value={week.end} format="dateTime" timeZone="UTC" />.
          </Trans>
        </p>
      )}
      {remaining === 0 && <p className={styles.subtle}>{i18n._(errorMessages.SPOT_NO_TICKETS)}</p>}
      <div>
        <Button type="submit" isPending={reserve.isPending} isDisabled={remaining === 0}>
          <Trans>Reserve</Trans>
        </Button>
      </div>
    </Form>
  );
}

function BuyExtraForm({ subscriptionId }: { subscriptionId: string }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const buy = useMutation(buyExtraMutationOptions(services, subscriptionId));
  const [quantity, setQuantity] = useState(1);
  const [bought, setBought] = useState<{ quantity: number; amount: number } | null>(null);
  const serverProblem = isRefusal(buy.error) ? i18n._(messageForError('subscription.buyExtra', buy.error)) : undefined;
  const boughtCount = bought?.quantity ?? 0;
  return (
    <Form
      className={styles.form}
      aria-label={t`Buy extra spot tickets`}
      data-buy-extra
      onSubmit={(event) => {
        event.preventDefault();
        setBought(null);
        buy.mutate(
          { quantity },
          {
            onSuccess: (result) => {
              setBought({ quantity, amount: result.amount.amount });
            },
            onError: (error) => {
              if (!isRefusal(error)) toaster.push({ body: extraFailedToast, type: 'error' });
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
      {bought && (
        <p className={styles.text} role="status" data-bought={bought.quantity}>
          <Trans>
            {boughtCount} tickets bought for <Money amount={bought.amount} />.
          </Trans>
        </p>
      )}
      <div>
        <Button type="submit" variant="secondary" isPending={buy.isPending}>
          <Trans>Buy extra</Trans>
        </Button>
      </div>
    </Form>
  );
}

function Reservations({ subscriptionId, reservations, canCancel }: { subscriptionId: string; reservations: SpotReservation[]; canCancel: boolean }) {
  const { t } = useLingui();
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
          const start = row.startDate.slice(0, 10);
          return t`Actions for the reservation from ${start}`;
        }}
        onRowAction={(row) => setCancelling(row)}
      />
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
    </>
  );
}
