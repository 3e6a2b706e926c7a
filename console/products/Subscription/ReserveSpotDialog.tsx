import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { DatePicker } from '@ds/DatePicker';
import { DateTime } from '@ds/DateTime';
import { Dialog } from '@ds/Dialog';
import { reserveSpotMutationOptions } from '@console/api/queries/subscription';
import { messageForError } from '@console/api/contextMessages';
import { isRefusal } from '@console/api/isApiError';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

export const spotReservedToast = msg`The spot ticket has been reserved.`;
export const spotReserveFailedToast = msg`Failed to reserve the spot ticket.`;

/** The reservation week: 7 days from 00:00 (UTC) of the chosen date (spec sections 4 and 9). */
const SPOT_DAYS = 7;

/** The furthest date offered: a year after the earliest (the calendar needs an end; decision). */
const MAX_DAYS_AHEAD = 365;

/** 00:00 UTC of a calendar date, as an instant. */
function utcMidnight(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

export interface ReserveSpotDialogProps {
  subscriptionId: string;
  /** The earliest start the server allows (ISO date): 2 days after the subscription or the last week ends. */
  earliestDate: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the reservation is made (the toast is shown and the reservations are fresh); the dialog closes. */
  onReserved: () => void;
}

/**
 * The reservation of a spot week (spec sections 4 and 9), opened from the spot tickets' "Reserve a week"; its code
 * (the date picker, React Aria's modal) loads on the first opening (SpotTicketsContent.tsx). Each opening starts
 * with an empty date.
 */
export function ReserveSpotDialog({
  subscriptionId,
  earliestDate,
  isOpen,
  onOpenChange,
  onReserved,
}: ReserveSpotDialogProps) {
  useCatalog();
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Reserve a spot ticket`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.dialog}
    >
      {isOpen ? (
        <ReserveForm
          subscriptionId={subscriptionId}
          earliestDate={earliestDate}
          onCancel={() => onOpenChange(false)}
          onReserved={onReserved}
        />
      ) : (
        <span />
      )}
    </Dialog>
  );
}

interface ReserveFormProps {
  subscriptionId: string;
  earliestDate: string;
  onCancel: () => void;
  onReserved: () => void;
}

/**
 * A start date from the earliest allowed, with the week it gives. A missing or out-of-range date is refused at the
 * field; the server's refusal shows there too, with the date kept; any other failure is a toast, the dialog open.
 */
function ReserveForm({
  subscriptionId,
  earliestDate,
  onCancel,
  onReserved,
}: ReserveFormProps) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const reserve = useMutation(
    reserveSpotMutationOptions(services, subscriptionId),
  );
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const earliest = parseDate(earliestDate);
  const latest = earliest.add({ days: MAX_DAYS_AHEAD });
  const outOfRange =
    date !== null && (date.compare(earliest) < 0 || date.compare(latest) > 0);
  const missing = submitted && date === null;
  const serverProblem = isRefusal(reserve.error)
    ? i18n._(messageForError('subscription.reserveSpot', reserve.error))
    : undefined;
  const earliestText = (
    <DateTime value={utcMidnight(earliest)} timeZone="UTC" />
  );
  const week = date
    ? {
        start: utcMidnight(date),
        end: utcMidnight(date.add({ days: SPOT_DAYS })),
      }
    : null;

  return (
    <Form
      className={styles.form}
      aria-label={t`Reserve a spot ticket`}
      validationBehavior="aria"
      data-reserve-spot
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (date === null || outOfRange) return;
        reserve.mutate(
          { reservationDate: date.toString() },
          {
            onSuccess: () => {
              toaster.push({ body: spotReservedToast, type: 'success' });
              onReserved();
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
        isDisabled={reserve.isPending}
      />
      {week && !outOfRange && (
        <p className={styles.subtle} data-spot-week>
          <Trans>
            The week runs from{' '}
            <DateTime value={week.start} format="dateTime" timeZone="UTC" /> to{' '}
            <DateTime value={week.end} format="dateTime" timeZone="UTC" />.
          </Trans>
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isPending={reserve.isPending}>
          <Trans>Reserve</Trans>
        </Button>
      </div>
    </Form>
  );
}
