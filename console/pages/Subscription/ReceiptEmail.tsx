import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Dialog } from '@ds/Dialog';
import { TextField } from '@ds/TextField';
import { receiptEmailMutationOptions } from '@console/api/queries/subscription';
import { messageForError } from '@console/api/contextMessages';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { isRefusal } from './SpotTickets';
import styles from './Subscription.module.scss';
import { useCatalog } from './catalog';
import { receiptEmailProblem } from '@console/app/receiptEmail';

export const receiptChangedToast = msg`The receipt e-mail has been changed.`;
export const receiptFailedToast = msg`Failed to change the receipt e-mail.`;


/** The receipt e-mail and its change (validated before sending; a refusal keeps what was typed). */
export function ReceiptEmail({ subscriptionId, email, disabledReason }: { subscriptionId: string; email: string | null; disabledReason?: string | undefined }) {
  useCatalog();
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  return (
    <div className={styles.receipt}>
      <span className={styles.identifier} data-receipt-email>
        {email ?? t`Not set: receipts go to the owner's e-mail`}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => setOpen(true)}
        isDisabled={disabledReason !== undefined}
        aria-describedby={disabledReason !== undefined ? 'receipt-disabled' : undefined}
      >
        <Trans>Change</Trans>
      </Button>
      {disabledReason !== undefined && (
        <span id="receipt-disabled" className={styles.subtle}>
          {disabledReason}
        </span>
      )}
      <Dialog title={t`Change the receipt e-mail`} isOpen={isOpen} onOpenChange={setOpen} className={styles.dialog}>
        {isOpen ? <ReceiptForm subscriptionId={subscriptionId} email={email ?? ''} onDone={() => setOpen(false)} /> : <span />}
      </Dialog>
    </div>
  );
}

function ReceiptForm({ subscriptionId, email, onDone }: { subscriptionId: string; email: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const change = useMutation(receiptEmailMutationOptions(services, subscriptionId));
  const [value, setValue] = useState(email);
  const [submitted, setSubmitted] = useState(false);
  const trimmed = value.trim();
  const invalid = receiptEmailProblem(trimmed);
  const problem = submitted && invalid ? i18n._(invalid) : undefined;
  const serverProblem = isRefusal(change.error) ? i18n._(messageForError('subscription.receiptEmail', change.error)) : undefined;
  const error = problem ?? serverProblem;
  return (
    <Form
      className={styles.form}
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
              toaster.push({ body: receiptChangedToast, type: 'success' });
              onDone();
            },
            onError: (failure) => {
              if (!isRefusal(failure)) toaster.push({ body: receiptFailedToast, type: 'error' });
            },
          },
        );
      }}
    >
      <p className={styles.text}>
        <Trans>Receipts of every paid charge of this subscription are e-mailed to this address.</Trans>
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
        <Button variant="secondary" onPress={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isPending={change.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </Form>
  );
}
