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
import { receiptEmailProblem } from '@console/app/receiptEmail';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { isRefusal } from '@console/api/isApiError';
import styles from './ReceiptEmail.module.scss';

export const receiptEmailChangedToast = msg`The receipt e-mail has been changed.`;
export const receiptEmailFailedToast = msg`Failed to change the receipt e-mail.`;

/** The subscription whose receipt e-mail is being changed. */
export interface ReceiptEmailEditing {
  subscriptionId: string;
  /** The product's name ("NetFUNNEL"). */
  product: string;
  /** The address now set; empty when receipts go to the owner's e-mail. */
  email: string;
}

/**
 * The change of a subscription's receipt e-mail (spec section 2), from the payments page and the subscription's
 * detail. Checked before sending; the server's refusal shows at the field with what was typed kept, any other
 * failure is a toast. Its code loads on the first opening.
 */
export function ReceiptEmailDialog({ editing, onClose }: { editing: ReceiptEmailEditing | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Change the receipt e-mail`}
      isOpen={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={styles.dialog}
    >
      {editing ? <ReceiptEmailForm {...editing} onDone={onClose} /> : <span />}
    </Dialog>
  );
}

function ReceiptEmailForm({ subscriptionId, product, email, onDone }: ReceiptEmailEditing & { onDone: () => void }) {
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
              toaster.push({ body: receiptEmailChangedToast, type: 'success' });
              onDone();
            },
            onError: (failure) => {
              if (!isRefusal(failure)) toaster.push({ body: receiptEmailFailedToast, type: 'error' });
            },
          },
        );
      }}
    >
      <p className={styles.text}>
        <Trans>Receipts of every paid charge of {product} are e-mailed to this address.</Trans>
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
      <div className={styles.actions}>
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
