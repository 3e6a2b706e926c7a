import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import type { AlertDialogProps } from './interfaces';
import styles from './AlertDialog.module.scss';

/**
 * Asks the user to confirm an action before it happens (`role="alertdialog"`): remove a card, cancel a
 * subscription. Title as a question, a short consequence, Cancel and a confirm button named after the
 * action. Destructive actions that cannot be undone can ask the user to type a phrase first (the
 * confirm button stays disabled until it matches). A stray click outside does not close it; Escape
 * cancels. Focus returns to the trigger.
 */
export function AlertDialog(props: AlertDialogProps) {
  const {
    title,
    children,
    confirmLabel,
    variant = 'confirm',
    onConfirm,
    onCancel,
    cancelLabel,
    confirmationPhrase,
    confirmationLabel,
    isOpen,
    defaultOpen,
    onOpenChange,
  } = props;
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [isPending, setPending] = useState(false);
  // Set while closing after a confirmation, so the close is not reported as a cancel.
  const confirmed = useRef(false);
  const matches = confirmationPhrase === undefined || typed.trim() === confirmationPhrase.trim();

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      // A closed dialog starts empty next time.
      setTyped('');
      if (!confirmed.current) onCancel?.();
      confirmed.current = false;
    }
    onOpenChange?.(next);
  };

  return (
    <Dialog
      role="alertdialog"
      title={title}
      isDismissable={false}
      closeOnEscape={!isPending}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
      footer={(close) => (
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={close}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'danger' : 'primary'}
            isDisabled={!matches}
            isPending={isPending}
            onPress={() => {
              const result = onConfirm();
              if (!(result instanceof Promise)) {
                confirmed.current = true;
                close();
                return;
              }
              setPending(true);
              result.then(
                () => {
                  setPending(false);
                  confirmed.current = true;
                  close();
                },
                () => setPending(false),
              );
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className={styles.message}>{children}</div>
      {confirmationPhrase !== undefined && (
        <div className={styles.confirmation}>
          <TextField
            label={confirmationLabel ?? t`Type ${confirmationPhrase} to confirm`}
            value={typed}
            onChange={setTyped}
            autoComplete="off"
            isRequired
          />
        </div>
      )}
    </Dialog>
  );
}
