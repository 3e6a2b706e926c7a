import { useState } from 'react';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Dialog } from '@ds/Dialog';
import { TextField } from '@ds/TextField';
import {
  receiptEmailMutationOptions,
  subscriptionDetailQueryOptions,
  subscriptionListQueryOptions,
} from '@console/api/queries/subscription';
import { messageForError } from '@console/api/contextMessages';
import type { SubscriptionSummary } from '@console/api/schemas';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError } from '@console/pages/PageState';
import { productByCode } from '@console/shell/products';
import styles from './PaymentsPage.module.scss';
import { useCatalog } from './catalog';
import { receiptEmailProblem } from '@console/app/receiptEmail';

export const receiptEmailChangedToast = msg`The receipt e-mail has been changed.`;
export const receiptEmailFailedToast = msg`Failed to change the receipt e-mail.`;


const isLive = (subscription: SubscriptionSummary) => subscription.state !== 'CANCELLED' && subscription.state !== 'EXPIRED';

/** Where each live subscription's receipts are e-mailed, and the change of that address (spec section 2). */
export function ReceiptEmails() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const list = useQuery(subscriptionListQueryOptions(services));
  const live = (list.data ?? []).filter(isLive);
  const details = useQueries({ queries: live.map((subscription) => subscriptionDetailQueryOptions(services, subscription.subscriptionId)) });
  const [editing, setEditing] = useState<{ subscriptionId: string; product: string; email: string } | null>(null);

  if (list.isPending) return null;
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (live.length === 0) return null;

  return (
    <Card title={t`Receipt e-mails`} headingLevel={2}>
      <p className={styles.text}>
        <Trans>A receipt is e-mailed for every paid charge of a subscription to the address set here.</Trans>
      </p>
      <ul className={styles.receiptEmails}>
        {live.map((subscription, index) => {
          const detail = details[index];
          const product = productByCode(subscription.productCode)?.name ?? subscription.productCode;
          const email = detail?.data?.receiptEmail ?? null;
          return (
            <li key={subscription.subscriptionId} className={styles.receiptEmail} data-subscription={subscription.subscriptionId}>
              <span className={styles.receiptProduct}>
                <strong>{product}</strong>
                <span className={styles.identifier} data-receipt-email>
                  {detail?.isPending ? t`Loading…` : email ?? t`Not set: receipts go to the owner's e-mail`}
                </span>
              </span>
              {detail?.isError ? (
                <Button variant="secondary" size="sm" onPress={() => void detail.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={!detail?.data}
                  aria-label={t`Change the receipt e-mail of ${product}`}
                  onPress={() => setEditing({ subscriptionId: subscription.subscriptionId, product, email: email ?? '' })}
                >
                  <Trans>Change</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        title={t`Change the receipt e-mail`}
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      >
        {editing ? <ReceiptEmailForm {...editing} onDone={() => setEditing(null)} /> : <span />}
      </Dialog>
    </Card>
  );
}

function ReceiptEmailForm({ subscriptionId, product, email, onDone }: { subscriptionId: string; product: string; email: string; onDone: () => void }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const change = useMutation(receiptEmailMutationOptions(services, subscriptionId));
  const [value, setValue] = useState(email);
  const [submitted, setSubmitted] = useState(false);
  const trimmed = value.trim();
  const invalid = receiptEmailProblem(trimmed);
  const problem = submitted && invalid ? i18n._(invalid) : undefined;
  const serverProblem = change.error ? i18n._(messageForError('subscription.receiptEmail', change.error)) : undefined;
  const error = problem ?? serverProblem;

  return (
    <Form
      className={styles.retryForm}
      aria-label={t`Change the receipt e-mail`}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (invalid) return;
        change.mutate(
          { email: trimmed },
          {
            onSuccess: () => {
              toaster.push({ body: receiptEmailChangedToast, type: 'success' });
              onDone();
            },
            onError: () => toaster.push({ body: receiptEmailFailedToast, type: 'error' }),
          },
        );
      }}
    >
      <p className={styles.text}>
        <Trans>Receipts of {product} are e-mailed to this address.</Trans>
      </p>
      <TextField
        label={t`Receipt e-mail`}
        name="receiptEmail"
        type="email"
        autoComplete="email"
        isRequired
        value={value}
        onChange={(next) => {
          setValue(next);
          if (change.isError) change.reset();
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
      <div className={styles.dialogActions}>
        <Button type="submit" isPending={change.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </Form>
  );
}
