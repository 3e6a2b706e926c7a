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
import { useToaster } from '@console/app/ToasterContext';
import { useServices } from '@console/app/ServicesContext';
import { receiptEmailProblem } from '@console/app/receiptEmail';
import styles from './PaymentsPage.module.scss';
import { useCatalog } from './catalog';

export const receiptEmailChangedToast = msg`The receipt e-mail has been changed.`;
export const receiptEmailFailedToast = msg`Failed to change the receipt e-mail.`;

/** The subscription whose receipt e-mail is being changed. */
export interface ReceiptEmailEditing {
  subscriptionId: string;
  product: string;
  email: string;
}

/** The change of a subscription's receipt e-mail (spec section 2); its code loads on the first opening. */
export function ReceiptEmailDialog({ editing, onClose }: { editing: ReceiptEmailEditing | null; onClose: () => void }) {
  useCatalog();
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Change the receipt e-mail`}
      isOpen={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {editing ? <ReceiptEmailForm {...editing} onDone={onClose} /> : <span />}
    </Dialog>
  );
}

function ReceiptEmailForm({ subscriptionId, product, email, onDone }: ReceiptEmailEditing & { onDone: () => void }) {
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
